#!/usr/bin/env bash
# Tests ./workshop in a scratch copy of the kit: every command, and bad input for each. No command but reset changes
# exercises/, and reset keeps a backup equal to the learner's file; watch reruns the tests on a save; an edit to one
# exercise recompiles that one file. One scratch build, shared by all the checks. Usage: workshop_test.sh KIT_SOURCE_DIR
set -uo pipefail

src=${1:?usage: workshop_test.sh KIT_SOURCE_DIR}
# The scratch kit lives in a folder whose name a learner's laptop can give it (a home folder such as O'Brien, a
# synced folder with spaces and accents) and that a shell would read as code: every command below must treat it as
# a name. A program run through a shell would create PWNED; Ninja would rebuild everything (workshop picks make).
scratch=$(mktemp -d)
work="$scratch/O'Brien \$HOME \`touch PWNED\` & Ærø kit"
watcher=""
cleanup() {
  [[ -n "$watcher" ]] && kill "$watcher" 2>/dev/null
  chmod -R u+w "$scratch" 2>/dev/null
  rm -rf "$scratch" # the scratch kit, and the test's own files beside it
}
trap cleanup EXIT
mkdir "$work" || exit 1
tar -C "$src" --exclude='./build*' --exclude='./.git' --exclude='./.workshop' --exclude='./backups' -cf - . |
  tar -C "$work" -xf -
cd "$work" || exit 1
# The test plays a learner who starts from the shipped kit, whatever the kit's own exercises/ holds (a learner's
# finished work, when an instructor runs ./workshop selftest on it).
for folder in framework/tasks/*/; do cp "$folder/stub.cpp" "exercises/$(basename "$folder").cpp"; done
started=$SECONDS

# ---------------------------------------------------------------------------------------------------------------
# Helpers. A check fails when its command fails, and also when exercises/ changed during it: only the test itself
# (playing the learner, with `edit`) and `reset` (checked with check_reset) may change it.

# shellcheck source=tests/workshop/scratch_kit.sh
source "$src/tests/workshop/scratch_kit.sh" # wait_for

passes=0 failures=0
exercises_hash() { find exercises -type f -print0 | sort -z | xargs -0 cat | cksum; }
expected=$(exercises_hash)
shipped=$expected # the stubs, as copied above
edit() { "$@"; expected=$(exercises_hash); } # edit COMMAND...: the learner edits exercises/
record() { # record DESCRIPTION OK
  if [[ $2 -eq 0 ]]; then echo "ok:   $1"; passes=$((passes + 1)); else echo "FAIL: $1"; failures=$((failures + 1)); fi
}
check() { # check DESCRIPTION COMMAND...
  local what=$1 status=0
  shift
  "$@" || status=1
  if [[ "$(exercises_hash)" != "$expected" ]]; then
    echo "      exercises/ changed during this check"
    status=1
    expected=$(exercises_hash)
  fi
  record "$what" $status
}
check_reset() { # check_reset DESCRIPTION COMMAND...: a reset, which may change exercises/
  local what=$1 status=0
  shift
  "$@" || status=1
  expected=$(exercises_hash)
  record "$what" $status
}
exits_with() { # exits_with CODE COMMAND...
  local want=$1
  shift
  "$@" >/dev/null 2>&1 </dev/null
  [[ $? -eq $want ]]
}
output_has() { # output_has TEXT COMMAND...
  local text=$1 out
  shift
  out=$("$@" 2>&1 </dev/null)
  grep -qF -- "$text" <<<"$out" || { echo "      no '$text' in:"; tail -5 <<<"$out" | sed 's/^/      | /'; return 1; }
}
not_output_has() { # not_output_has TEXT COMMAND...
  local text=$1 out
  shift
  out=$("$@" 2>&1 </dev/null)
  ! grep -qF -- "$text" <<<"$out" || { echo "      '$text' in:"; grep -F -- "$text" <<<"$out" | sed 's/^/      | /'; return 1; }
}
fails_saying() { # fails_saying CODE TEXT COMMAND...: exits CODE and says TEXT
  local want=$1 text=$2 out status
  shift 2
  out=$("$@" 2>&1 </dev/null)
  status=$?
  [[ $status -eq $want ]] && grep -qF -- "$text" <<<"$out" && return 0
  echo "      exit $status (wanted $want); output:"
  tail -5 <<<"$out" | sed 's/^/      | /'
  return 1
}
summary_says() { # summary_says N -lt|-eq COMMAND...: the "Task N ...: P/T passing" line holds, P -lt/-eq T
  local n=$1 op=$2 out line passed total
  shift 2
  out=$("$@" 2>&1 </dev/null)
  line=$(grep -Eo "Task $n [A-Za-z ]+: [0-9]+/[0-9]+ passing" <<<"$out" | tail -1)
  [[ -n "$line" ]] || { tail -5 <<<"$out"; return 1; }
  passed=${line##*: } passed=${passed%%/*}
  total=${line##*/} total=${total%% *}
  case $op in
    -lt) [[ $passed -lt $total ]] ;;
    -eq) [[ $passed -eq $total ]] ;;
  esac
}
answering() { # answering ANSWER TEXT COMMAND: COMMAND, run on a terminal that types ANSWER, says TEXT
  local out
  out=$(script -qec "$3" /dev/null <<<"$1" 2>&1)
  grep -qF -- "$2" <<<"$out" || { echo "      no '$2' in:"; tail -3 <<<"$out" | sed 's/^/      | /'; return 1; }
}
same_file() { cmp -s "$1" "$2"; }
section() { echo "-- $1 (at $((SECONDS - started)) s)"; }
all_in() { # all_in TEXT STRING...: TEXT holds every STRING
  local text=$1 s
  shift
  for s in "$@"; do grep -qF -- "$s" <<<"$text" || { echo "      no '$s'"; return 1; }; done
}
has_backup_of() { # has_backup_of FILE TASK: a file in backups/ named after TASK holds exactly FILE
  local b
  for b in backups/"$2".*.cpp; do cmp -s "$b" "$1" && return 0; done
  echo "      no backups/$2.*.cpp equals $1"
  return 1
}
backups_count() { find backups -type f 2>/dev/null | wc -l | tr -d ' '; }
polarizations() { tail -n +2 "$1" 2>/dev/null | cut -d, -f3; } # the polarization column of an --analyze CSV
flies_straight() { # flies_straight CSV: at least 3 rows, all with one polarization (no force turns any boid)
  local values
  values=$(polarizations "$1" | sort -u)
  [[ $(polarizations "$1" | wc -l) -ge 3 && $(wc -l <<<"$values") -eq 1 ]] && return 0
  echo "      the polarization changed, or too few rows:"
  head -5 <<<"$values" | sed 's/^/      | /'
  return 1
}
polarization_rises() { # polarization_rises CSV FROM SECONDS: until a row's polarization is FROM + 0.05 or more
  local i
  for ((i = 0; i < $3 * 10; i++)); do
    polarizations "$1" | awk -v from="$2" '$1 >= from + 0.05 { found = 1 } END { exit !found }' && return 0
    sleep 0.1
  done
  echo "      no polarization of $2 + 0.05 or more after $3 s; the last rows:"
  tail -3 "$1" | sed 's/^/      | /'
  return 1
}
wait_for_count() { # wait_for_count REGEX FILE COUNT SECONDS: until COUNT lines of FILE match REGEX
  local i
  for ((i = 0; i < $4 * 5; i++)); do
    [[ $(grep -cE -- "$1" "$2" 2>/dev/null) -ge $3 ]] && return 0
    sleep 0.2
  done
  echo "      fewer than $3 lines '$1' after $4 s in:"
  tail -8 "$2" | sed 's/^/      | /'
  return 1
}

# ---------------------------------------------------------------------------------------------------------------
# Bad input, before anything is built: exit 2 and name the value. And help lists every command.
section "bad input and help"

check "an unknown command exits 2, naming it" fails_saying 2 "unknown command 'frobnicate'" ./workshop frobnicate
check "a task number out of range exits 2" fails_saying 2 "got '7'" ./workshop test 7
check "a task number that is not a number exits 2" exits_with 2 ./workshop solve two
check "the error names the bad value" output_has "got 'two'" ./workshop solve two
check "a missing task number exits 2" fails_saying 2 "got 'nothing'" ./workshop hint
check "status rejects extra arguments" fails_saying 2 "got 'now'" ./workshop status now
check "test rejects an unknown option" fails_saying 2 "unknown option '--bogus' for test; expected --all" ./workshop test 2 --bogus
check "solve rejects a second task number" fails_saying 2 "got '2' and then '3'" ./workshop solve 2 3
check "unsolve rejects a task number out of range" fails_saying 2 "got '0'" ./workshop unsolve 0
check "hint rejects an unknown option" fails_saying 2 "unknown option '--all' for hint; expected --reset" ./workshop hint 2 --all
check "reset rejects an unknown option" fails_saying 2 "unknown option '--force' for reset; expected --yes" ./workshop reset 2 --force
check "watch rejects a task number out of range" fails_saying 2 "got '9'" ./workshop watch 9
check "watch --runs wants a number" fails_saying 2 "got 'many'" ./workshop watch 2 --runs many
check "a file of no task exits 2, naming a task's own file" \
  fails_saying 2 "'exercises/notes.cpp' is not a task's file: a task's own file is exercises/NN_name.cpp" \
  ./workshop test exercises/notes.cpp
check "debug rejects a word that is no check's name" fails_saying 2 "\"no-such check\" is not a check's name" \
  ./workshop debug 1 "no-such check"
check "debug rejects a third word" fails_saying 2 "usage: ./workshop debug N [CHECK]" ./workshop debug 1 A.B C
check "help refuses a word that is no command" fails_saying 2 "help knows no command 'me'" ./workshop help me
check "help NAME answers with that command's usage" output_has "workshop new-task NAME --like N" ./workshop help new-task
check "VERB --help answers as help VERB" output_has "workshop new-task NAME --like N" ./workshop new-task --help
check "and runs nothing: reset 2 --yes --help leaves the exercise" output_has "workshop reset N" ./workshop reset 2 --yes --help
check "selftest rejects any argument but --sanitize" fails_saying 2 "got 'now'" ./workshop selftest now
help=$(./workshop help)
for command in run status test trace debug watch hint solve unsolve reset setup doctor selftest help; do
  check "help lists $command" grep -qE "^  $command( |$)" <<<"$help"
done
check "setup finds the packages installed" output_has "All the packages the kit needs are installed" ./workshop setup

# ---------------------------------------------------------------------------------------------------------------
# Hints: one more each call, counted in .workshop/, which holds nothing else of value.
section "hint"

for n in 1 2 3 4 5 6; do
  check "task $n has hints, and hint $n starts at hint 1" output_has ">> Hint 1 of" ./workshop hint "$n"
done
out=$(./workshop hint 2)
check "the second call shows hints 1 and 2, the newest marked new" all_in "$out" "Hint 1 of 4" ">> Hint 2 of 4 (new)"
check "the count lives in .workshop/" test "$(cat .workshop/hints-2)" = 2
./workshop hint 2 >/dev/null
out=$(./workshop hint 2)
check "the last hint points at the reference and at solve" all_in "$out" "solutions/02_separation.cpp" "./workshop solve 2"
check "after the last hint, the last is shown again" output_has ">> Hint 4 of 4" ./workshop hint 2
check "hint --reset starts again" output_has "start again from hint 1" ./workshop hint 2 --reset
check "after --reset, hint 1 is new again" output_has ">> Hint 1 of 4 (new)" ./workshop hint 2
rm -rf .workshop
check "deleting .workshop/ only forgets the hints seen" output_has ">> Hint 1 of 4 (new)" ./workshop hint 2

# ---------------------------------------------------------------------------------------------------------------
# Reset: refuses without a yes, a writable file and a writable backups/; otherwise keeps a backup first.
section "reset"

for n in 1 2 3 4 5 6; do
  check "reset $n on the shipped exercise has nothing to do" output_has "already the untouched stub" ./workshop reset "$n" --yes
done
check "reset made no backups when there was nothing to reset" test "$(backups_count)" = 0
edit cp solutions/03_cohesion.cpp exercises/02_separation.cpp # the learner's work (any file that differs will do)
cp exercises/02_separation.cpp "$work.learner"
check "reset with no terminal and no --yes exits 2" fails_saying 2 "no terminal to ask on" ./workshop reset 2
check "and says how to go ahead" output_has "./workshop reset 2 --yes" ./workshop reset 2
chmod a-w exercises/02_separation.cpp
check "reset of a read-only exercise fails, naming it" fails_saying 1 "exercises/02_separation.cpp is read-only" ./workshop reset 2 --yes
chmod u+w exercises/02_separation.cpp
mkdir backups && chmod a-w backups
check "reset with a read-only backups/ fails, naming it" fails_saying 1 "backups/ is read-only" ./workshop reset 2 --yes
chmod u+w backups
check "the failed resets made no backup" test "$(backups_count)" = 0
if script --version 2>&1 | grep -q util-linux; then # a terminal on stdin, for the y/N question (Linux only)
  check "reset asks on a terminal, and n keeps the file" answering n "[y/N] Nothing changed" "./workshop reset 2"
  check_reset "answering y resets" answering y "is the untouched stub again" "./workshop reset 2"
  check "a backup holds the learner's file" has_backup_of "$work.learner" 02_separation
  edit cp "$work.learner" exercises/02_separation.cpp
else
  echo "skip: script(1) from util-linux is not installed, so the y/N question is not tested"
fi
check_reset "reset --yes resets, and names the backup" output_has "kept in backups/02_separation." ./workshop reset 2 --yes
check "the exercise is the stub again" same_file exercises/02_separation.cpp framework/tasks/02_separation/stub.cpp
check "the backup holds the learner's file" has_backup_of "$work.learner" 02_separation
if git -C "$src" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  # An instructor who commits a new task with `git add .` commits no learner's backup.
  backup=$(cd backups && ls 02_separation.* | head -1)
  check "git ignores reset's backups" git -C "$src" check-ignore -q --no-index "backups/$backup"
fi

# ---------------------------------------------------------------------------------------------------------------
# Building and testing. unsolve finds no build and configures one; status builds every task's tests in one go (both
# cores busy), so the commands after it only compile what changed.
section "status"
check "a missing build is configured" output_has "Configuring the build in build/ (once)" ./workshop unsolve 1
if command -v ninja >/dev/null 2>&1; then
  check "in a folder whose name Ninja cannot hold, the build uses make, saying why" \
    grep -q "CMAKE_GENERATOR:INTERNAL=Unix Makefiles" build/CMakeCache.txt
fi
# These checks are about the command, not the speed of the code: without optimisation the one build takes half as long.
cmake -S . -B build -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O0 -DNDEBUG" >/dev/null

# Task 1 partly done (a kept mistake passes some of its tests), with one hint seen.
edit cp tests/workshop/01_alignment_not_normalized.cpp exercises/01_alignment.cpp
./workshop hint 1 >/dev/null
out=$(./workshop status 2>&1)
check "status builds a build that was never built" all_in "$out" "Progress"
for n in 1 2 3 4 5 6; do
  check "status has a line for task $n" grep -qE "^  Task $n [A-Za-z ]+ [#.]{20} +[0-9]+/[0-9]+ +passing" <<<"$out"
done
check "status says an untouched stub's bar is a stub's" grep -qE "^  Task 2 .*passing.*untouched stub" <<<"$out"
check "and not of a task begun" not_output_has "untouched stub" grep -E "^  Task 1 " <<<"$out"
check "status points at the next task" all_in "$out" "Next: Task 1 Alignment. Edit exercises/01_alignment.cpp"
check "status offers the next hint for a task partly done" all_in "$out" "./workshop hint 1 shows hint 2 of 3"
check "status shows the hints seen" all_in "$out" "(hints seen: 1 of 3)"

section "one first build"
# The first command of the loop builds all of it (the window and every task's tests) and says so; every later one
# builds only what a save changed. A build step is a line of build/workshop-build.log, each command's build's log.
builds_nothing() { # builds_nothing COMMAND...: COMMAND succeeds or fails as a test does, and compiles and links nothing
  "$@" >"$work.out" 2>&1 </dev/null
  local steps
  steps=$(grep -cE "(Building|Linking) CXX" build/workshop-build.log)
  [[ $steps -eq 0 ]] && return 0
  echo "      $steps build steps, the first:"
  grep -E "(Building|Linking) CXX" build/workshop-build.log | head -3 | sed 's/^/      | /'
  return 1
}
check "the first build said what it built, and that it builds it once" all_in "$out" \
  "The first build: the window" "the tests of tasks 1 to 6" ", once." "every later command builds only what you change"
check "after status, run builds nothing" builds_nothing ./workshop run --headless --frames 1
check "after run, status builds nothing" builds_nothing ./workshop status
check "and test 1 builds nothing" builds_nothing ./workshop test 1
check "and says no first build again" not_output_has "The first build" cat "$work.out"
edit cp tests/workshop/01_alignment_averaged.cpp exercises/01_alignment.cpp
check "after a save, test 1 builds it" summary_says 1 -lt ./workshop test 1
check "and status then builds nothing" builds_nothing ./workshop status
# A program of the loop missing (task 2's tests), so test 1 builds the loop, while exercise 3 does not compile.
cp exercises/03_cohesion.cpp "$work.task3"
edit sh -c 'printf "this is not C++\n" >>exercises/03_cohesion.cpp'
rm -f build/checker/boids_test_task2
out=$(./workshop test 1 2>&1)
check "another exercise that does not compile does not stop test 1" all_in "$out" "Task 1 Alignment" "passing"
check "which names that file, and the command that shows why" all_in "$out" \
  "exercises/03_cohesion.cpp does not compile (./workshop test 3 shows the compiler's messages)"
edit cp "$work.task3" exercises/03_cohesion.cpp
edit cp tests/workshop/01_alignment_not_normalized.cpp exercises/01_alignment.cpp
./workshop test 1 >/dev/null 2>&1

section "test, solve, unsolve"
# The known mistake in task 1 (from "status" above): its failure names it first, without the harness's rank lines.
out=$(./workshop test 1 2>&1)
check "test 1 names the known mistake in the failure it shows" all_in "$out" \
  "This is what you get when the sum of the velocities is returned as it is" "try: make the sum a unit vector"
check "and shows no hidden tag" not_output_has "[boids-" ./workshop test 1
check "nor a banner of GoogleTest's" not_output_has "[ RUN" ./workshop test 1
check "and lists the other failures by name" all_in "$out" "Also failing:"
if command -v gdb >/dev/null 2>&1; then # a name can be wrong: the trace, what the code did, is shown too
  check "and, a known mistake named, still shows the trace" output_has "line by line" ./workshop test 1
  check "a task still the stub shows no trace (its one line says nothing the failure has not)" \
    not_output_has "line by line" ./workshop test 4
fi
check "the bonus task 6 is a task" output_has "Task 6 Spatial grid" ./workshop test 6
if command -v gdb >/dev/null 2>&1; then
  # A grid whose cells keep the last build fails only once the check rebuilds it: its trace builds the same Grid
  # first, on a part of the world small enough for the trace to reach the search (issue 51).
  cp exercises/06_spatial_grid.cpp "$work.task6"
  edit cp framework/tasks/06_spatial_grid/unseen/cells_not_cleared.cpp exercises/06_spatial_grid.cpp
  out=$(./workshop test 6 2>&1)
  check "a grid that keeps its cells is traced in the Grid the check rebuilt, on a part of its world" all_in "$out" \
    "The check rebuilds one Grid, as every step does" "your grid got its neighbours wrong here too" \
    "not neighbours, or listed twice:"
  edit cp "$work.task6" exercises/06_spatial_grid.cpp
fi
check "task 2 fails on the untouched stub" summary_says 2 -lt ./workshop test 2
check "a failing task points at hint" output_has "Stuck? ./workshop hint 2" ./workshop test 2
check "solve 2 says the exercise is untouched" output_has "exercises/02_separation.cpp is untouched" ./workshop solve 2
check "task 2 passes with the reference swapped in" summary_says 2 -eq ./workshop test 2
check "the test summary marks the swap" output_has "(reference swapped in)" ./workshop test 2
check "and praises nobody for the reference's pass" not_output_has "Well done" ./workshop test 2
check "unsolve 2 goes back to the learner's file" output_has "uses your exercises/02_separation.cpp again" ./workshop unsolve 2
check "task 2 fails again after unsolve" summary_says 2 -lt ./workshop test 2
# From any folder: the kit's root is where ./workshop is, not the folder it is started from.
check "test 2 works from exercises/ (../workshop test 2)" summary_says 2 -lt sh -c 'cd exercises && exec ../workshop test 2'
# shellcheck disable=SC2016 # the inner shell's $1: the kit's folder, passed as a word
check "and from outside the kit (kit/workshop test 2)" summary_says 2 -lt sh -c 'cd "$1/.." && exec "$1/workshop" test 2' sh "$work"
check "and status from exercises/" output_has "Task 6 Spatial grid" sh -c 'cd exercises && exec ../workshop status'

section "code that never returns or crashes"
# The kept examples of each task's hangs/: ./workshop test ends by itself, names the case and the cause, and
# still runs (and counts) the other cases; status ends too. The learner's own files come back afterwards.
cp exercises/01_alignment.cpp "$work.task1"
cp exercises/02_separation.cpp "$work.task2"
edit cp framework/tasks/01_alignment/hangs/endless_loop.cpp exercises/01_alignment.cpp
began=$SECONDS
out=$(./workshop test 1 2>&1)
status=$?
echo "      seconds from ./workshop test 1 on an endless loop to its message: $((SECONDS - began))"
check "test 1 on an endless loop ends by itself, failing (exit $status)" test "$status" -eq 1
check "and says the code never returned, in which case, and what to look for" all_in "$out" \
  "your calculateAlignment never returned" "It was running:" "is the loop's variable increased"
check "and gives the command that runs that case in a debugger" all_in "$out" "gdb -ex run --args" "--in-process"
# Every case of task 1, as its program lists them: the one that hangs and the others, which still run.
cases1=$(build/checker/boids_test_task1 --gtest_list_tests 2>/dev/null | grep -c '^  ')
check "and still counts every case ($cases1)" all_in "$out" "Task 1 Alignment: 1/$cases1 passing"
if command -v gdb >/dev/null 2>&1; then  # the trace (docs/trace.md): gdb comes with ./workshop setup
  out=$(./workshop trace 1 2>&1)
  all_in "$out" "Your calculateAlignment, line by line" "kept running, so a loop around it never ends" >/dev/null ||
    tail -15 <<<"$out" | sed 's/^/      | /'  # what it said instead
  check "trace 1 on the endless loop stops it, naming the line it kept running" all_in "$out" \
    "Your calculateAlignment, line by line" "kept running, so a loop around it never ends"
  check "trace 1 with a check that did not fail says so" fails_saying 1 "No check named Alignment.Nope failed" \
    ./workshop trace 1 Alignment.Nope
fi
check "status ends too, on the same code" output_has "Task 1 Alignment" ./workshop status
edit cp framework/tasks/01_alignment/hangs/null_pointer.cpp exercises/01_alignment.cpp
out=$(./workshop test 1 2>&1)
check "a null pointer is named as a segmentation fault, with its usual causes" all_in "$out" \
  "crashed with a segmentation fault" "Most often a null pointer" "gdb -ex run -ex bt --args"
# Every other kept kind, one task each, all saved at once so that one build (status's) makes all their programs;
# each file's "// Expect:" line is what its first failure must say.
for kept in framework/tasks/0[2-6]_*/hangs/*.cpp; do
  task=$(basename "$(dirname "$(dirname "$kept")")")  # 02_separation
  cp "exercises/$task.cpp" "$work.before-${task:1:1}"
  edit cp "$kept" "exercises/$task.cpp"
done
check "status ends on five more tasks that crash, throw or read past the end" output_has "Task 6 Spatial grid" ./workshop status
for kept in framework/tasks/0[2-6]_*/hangs/*.cpp; do
  task=$(basename "$(dirname "$(dirname "$kept")")")
  n=${task:1:1}
  out=$(./workshop test "$n" 2>&1)
  status=$?
  expect=$(sed -n 's|^// Expect: ||p' "$kept")
  check "test $n on $task's $(basename "$kept" .cpp) ends by itself, failing (exit $status)" test "$status" -eq 1
  check "and its first failure says it: $expect" grep -Eq "$expect" <<<"$out"
  edit cp "$work.before-$n" "exercises/$task.cpp"
done
edit cp "$work.task1" exercises/01_alignment.cpp
edit cp "$work.task2" exercises/02_separation.cpp

section "watch"
# Watch with no task number: the first task not passing. Keys come from a pipe; n then Enter moves on; Ctrl-C stops.
mkfifo "$work.keys"
set -m # job control: a background job that receives SIGINT, as in a terminal
./workshop watch <"$work.keys" >"$work.watch1" 2>&1 &
watcher=$!
set +m
exec 3>"$work.keys"
check "watch with no number watches the first task not passing" wait_for "Watching Task 1 Alignment" "$work.watch1" 60
check "watch runs its tests at once" wait_for "Task 1 Alignment: [0-9]+/[0-9]+ passing" "$work.watch1" 30
wait_for "Watching exercises/" "$work.watch1" 10 >/dev/null
echo n >&3
check "n then Enter moves to the next task" wait_for "Task 2 Separation: [0-9]+/[0-9]+ passing" "$work.watch1" 30
kill -INT "$watcher"
wait "$watcher"
status=$?
watcher=""
exec 3>&-
check "Ctrl-C stops watch cleanly (exit $status)" test "$status" -eq 0
check "and says so" wait_for "Stopped watching" "$work.watch1" 1
check_reset "reset 1 restores the stub" output_has "is the untouched stub again" ./workshop reset 1 --yes
check "the backup of task 1 is the learner's file" has_backup_of tests/workshop/01_alignment_not_normalized.cpp 01_alignment

# Watch task 2 end to end: a save that passes, then a save that does not compile; --runs 2 stops it.
./workshop watch 2 --runs 2 </dev/null >"$work.watch2" 2>&1 &
watcher=$!
wait_for "Watching exercises/" "$work.watch2" 60 >/dev/null
edit cp solutions/02_separation.cpp exercises/02_separation.cpp
check "watch reruns the tests on a save, and task 2 passes" wait_for "Task 2 Separation: ([0-9]+)/\1 passing" "$work.watch2" 60
# Task 1 is the stub again (reset above): the one rule for "next", the lowest-numbered task that does not pass.
check "watch offers the next task" wait_for \
  "Task 2 passes\. Next: Task 1 Alignment, the lowest-numbered task that does not pass yet \(still the untouched stub\): \./workshop watch 1\." \
  "$work.watch2" 5
sleep 1 # a later modification time
edit cp "$work.learner" exercises/02_separation.cpp
edit sh -c 'echo "this is not C++" >>exercises/02_separation.cpp'
check "watch shows the compiler's error" wait_for "error:" "$work.watch2" 60
check "and keeps watching" wait_for "Still watching: fix it and save again." "$work.watch2" 10
wait "$watcher"
status=$?
watcher=""
check "--runs 2 stops after two runs (exit $status)" all_in "$status $(cat "$work.watch2")" "0 " "Stopped after 2 runs"
check "watch never moved on to task 3 by itself: three runs, all of task 2" \
  test "$(grep -c "task 2 Separation: building" "$work.watch2") $(grep -c "task 3 Cohesion: building" "$work.watch2")" = "3 0"
check "a build that fails says so" fails_saying 1 "the build failed" ./workshop test 2
cp exercises/02_separation.cpp "$work.broken"
check_reset "reset 2 puts the stub back" output_has "is the untouched stub again" ./workshop reset 2 --yes
check "a backup of task 2 is the broken file" has_backup_of "$work.broken" 02_separation

section "live reload"
# The window program, headless and paced like the window, with live reload on: saves in exercises/ rebuild the
# plugin in the background and swap it in while the flock flies on. Three saves give three latencies. The flock's
# polarization (--analyze, every 15 steps: a quarter of a second) shows the reloaded alignment at work: with every
# task a stub the boids fly straight and it never changes; the reference's alignment turns them to fly together.
./workshop run --headless --frames 100000000 --live-reload --dump-state "$work.state" \
  --analyze "$work.measures" --analyze-every 15 >"$work.live" 2>&1 &
program=$!
watcher=$program
check "the program says live reload is on" wait_for "live reload is on" "$work.live" 180
# The flock flies once the checker has passed the code (a fraction of a second; more on a busy machine): wait for
# three rows of measures rather than a fixed time.
rows_wait=0
while [[ $rows_wait -lt 150 && $(polarizations "$work.measures" | wc -l) -lt 3 ]]; do
  sleep 0.2
  rows_wait=$((rows_wait + 1))
done
check "with every task a stub, the flock flies straight: its polarization never changes" \
  flies_straight "$work.measures"
straight=$(polarizations "$work.measures" | tail -1)
reloads=0
for content in solutions/01_alignment.cpp framework/tasks/01_alignment/stub.cpp solutions/01_alignment.cpp; do
  sleep 1 # a later modification time than the last save
  saved=$(date +%s.%N)
  edit cp "$content" exercises/01_alignment.cpp
  reloads=$((reloads + 1))
  if [[ $reloads -eq 1 ]]; then
    check "the reloaded alignment turns the flock: its polarization rises from $straight" \
      polarization_rises "$work.measures" "$straight" 30
    echo "      seconds from save to a turning flock: $(awk -v a="$saved" -v b="$(date +%s.%N)" \
      'BEGIN { printf "%.1f", b - a }') (polarization $(polarizations "$work.measures" | tail -1))"
  fi
  wait_for_count "Reloaded your code" "$work.live" "$reloads" 60 || break
done
check "three saves gave three reloads" test "$(grep -c "Reloaded your code" "$work.live")" -eq 3
check "the reference's alignment, reloaded, passes task 1's checks" \
  wait_for "Reloaded your code.*Task 1 Alignment: ([0-9]+)/\1 checks" "$work.live" 1
check "the stub, reloaded, is named a stub" wait_for "Reloaded your code.*Task 1 Alignment: stub" "$work.live" 1
latencies=$(sed -n 's/.*Reloaded your code, \([0-9.]*\) s after the save.*/\1/p' "$work.live" | sort -n | tr '\n' ' ')
echo "      seconds from save to reload: $latencies(median $(cut -d' ' -f2 <<<"$latencies") s)"
sleep 1
edit sh -c 'echo "this is not C++" >>exercises/01_alignment.cpp'
check "a save that does not compile is reported" wait_for "your code does not compile" "$work.live" 60
check "with the compiler's first lines" wait_for "exercises/01_alignment.cpp:[0-9]+:[0-9]+: error:" "$work.live" 1
check "and the program keeps running the last good code" kill -0 "$program"
sleep 1
saved=$SECONDS
edit cp framework/tasks/01_alignment/hangs/endless_loop.cpp exercises/01_alignment.cpp
check "a save that never returns in its checks is held back, naming the task" \
  wait_for "your new code was held back.*Task 1 Alignment: your calculateAlignment never returned" "$work.live" 60
echo "      seconds from saving an endless loop to the panel's message: $((SECONDS - saved))"
check "and the program keeps flying the last good code" kill -0 "$program"
for kept in 01_alignment/hangs/null_pointer 03_cohesion/hangs/endless_recursion; do
  sleep 1
  target=exercises/${kept%%/*}.cpp
  cp "$target" "$work.before"
  held=$(grep -c "your new code was held back" "$work.live")
  edit cp "framework/tasks/$kept.cpp" "$target"
  check "saving $kept is held back too" wait_for_count "your new code was held back" "$work.live" $((held + 1)) 60
  edit cp "$work.before" "$target"
done
check "and the program still flies" kill -0 "$program"
kill -TERM "$program"
wait "$program"
status=$?
watcher=""
check "it stops on SIGTERM, with SIGTERM's usual status, 143 (exit $status)" test "$status" -eq 143
check "the flock flew on through the reloads: one run, many steps" wait_for "^frames=[0-9]{3,} steps=[0-9]{3,} " "$work.live" 1
check "and ended with task 1 passing, from the last good build" wait_for "^checks.1=([0-9]+)/\1$" "$work.state" 1
edit cp framework/tasks/01_alignment/stub.cpp exercises/01_alignment.cpp

section "the README's session"
# The README's example session, in the state it shows: task 1 done, task 2 under way with one hint seen, task 3 the
# stub. Each command's output is kept, and tests/workshop/readme_session.py checks the README's lines against them.
session=$work.session
mkdir -p "$session"
edit cp solutions/01_alignment.cpp exercises/01_alignment.cpp
edit cp framework/tasks/02_separation/unseen/averaged.cpp exercises/02_separation.cpp
edit cp framework/tasks/03_cohesion/stub.cpp exercises/03_cohesion.cpp
./workshop hint 2 --reset >/dev/null 2>&1
./workshop hint 2 >/dev/null 2>&1
./workshop status >"$session/status.out" 2>&1
./workshop hint 2 >"$session/hint.out" 2>&1
rm -f "$work.keys2"
mkfifo "$work.keys2"
./workshop watch 2 --runs 1 <"$work.keys2" >"$session/watch.out" 2>&1 &
watcher=$!
exec 4>"$work.keys2"
wait_for "Watching exercises/" "$session/watch.out" 60 >/dev/null
sleep 1 # a later modification time
edit cp solutions/02_separation.cpp exercises/02_separation.cpp
wait_for "Task 2 passes" "$session/watch.out" 60 >/dev/null
exec 4>&-
wait "$watcher"
watcher=""
check "every line of the README's example session is what the commands print" \
  python3 "$src/tests/workshop/readme_session.py" README.md "$session"
for stem in 01_alignment 02_separation 03_cohesion; do edit cp "framework/tasks/$stem/stub.cpp" "exercises/$stem.cpp"; done
./workshop hint 2 --reset >/dev/null 2>&1

# What ./workshop test 2 rebuilds: up to date first, so the count below is the edit's alone. And nothing twice: the
# same build right after it compiles nothing (in a folder whose name the build tool cannot read back from its
# dependency files, every build rebuilt everything).
cmake --build build --target boids_test_task2 >/dev/null 2>&1
touch exercises/02_separation.cpp
compiled=$(cmake --build build --target boids_test_task2 2>&1 | grep -c "Building CXX")
check "touching one exercise recompiles exactly one file (compiled $compiled)" test "$compiled" -eq 1
again=$(cmake --build build --target boids_test_task2 2>&1 | grep -c "Building CXX")
check "and the same build right after it compiles nothing (compiled $again)" test "$again" -eq 0
check "no command ran the backtick in the kit's folder name" test -z "$(find "$scratch" -name PWNED)"
check "exercises/ is the shipped kit's again" test "$(exercises_hash)" = "$shipped"

times >"$work.times" # in this shell, not a subshell: the second line is the children's user and system time
cpu=$(tail -1 "$work.times")
echo "$passes passed, $failures failed, in $((SECONDS - started)) s (CPU: $cpu)"
[[ $failures -eq 0 ]]
