#!/usr/bin/env bash
# Tests what the kit gives editors (docs/editors.md), in a scratch copy of the kit built for real, in a folder whose
# name has spaces, accents and brackets, as a learner's may (workshop_test.sh tries quotes and the rest):
# - every JSON file of .vscode/ parses, and names only ./workshop verbs and tasks that the kit has;
# - the problem matcher of .vscode/tasks.json, run with node as VS Code runs it, takes the first failure of the task
#   "test this task" to the learner's line: a crash, a loop that never ends, a wrong value, the stub, a named mistake,
#   a compiler's error; and takes nothing from a task that passes;
# - each launch configuration, run in batch (gdb -batch, lldb -b) with its program, arguments and folder after its
#   preLaunchTask, stops in the learner's function, on the check that ./workshop test shows first;
# - the CMake target test_task1 (CLion's and Visual Studio's one click) reports as ./workshop test 1 does;
# - clangd finds the flags of every exercise of tasks.txt, one that no build has compiled too.
# The fixtures are in tests/workshop/editors/: each marks the line the link must name ("the link points here").
# Without node it is skipped; without gdb or lldb, the checks that need one are skipped, unless
# BOIDS_REQUIRE_DEBUGGERS is set (CI), when a missing one fails. Usage: editors_test.sh KIT_SOURCE_DIR
set -uo pipefail

src=${1:?usage: editors_test.sh KIT_SOURCE_DIR}
fixtures=$src/tests/workshop/editors
vscode() { node "$fixtures/vscode.js" "$@"; }
if ! command -v node >/dev/null 2>&1; then
  echo "SKIPPED: node is not installed (Debian: apt-get install nodejs); it runs VS Code's problem matcher here."
  exit 0
fi
# shellcheck source=tests/workshop/scratch_kit.sh
source "$src/tests/workshop/scratch_kit.sh" # copy_kit, wait_for
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
kit="$scratch/My Ærø kit (2)"
copy_kit "$src" "$kit"
cd "$kit" || exit 2
for folder in framework/tasks/*/; do cp "$folder/stub.cpp" "exercises/$(basename "$folder").cpp"; done
exercise=exercises/01_alignment.cpp

passes=0 failures=0 skips=0
record() { # record DESCRIPTION OK
  if [[ $2 -eq 0 ]]; then echo "ok:   $1"; passes=$((passes + 1)); else echo "FAIL: $1"; failures=$((failures + 1)); fi
}
check() { # check DESCRIPTION COMMAND...
  local what=$1
  shift
  if "$@"; then record "$what" 0; else record "$what" 1; fi
}
skip() { # skip DESCRIPTION WHY: fails instead when BOIDS_REQUIRE_DEBUGGERS is set
  if [[ -n ${BOIDS_REQUIRE_DEBUGGERS:-} ]]; then record "$1 ($2, and BOIDS_REQUIRE_DEBUGGERS is set)" 1; return; fi
  echo "skip: $1 ($2)"
  skips=$((skips + 1))
}
marked_line() { grep -n 'the link points here' "$1" | head -1 | cut -d: -f1; } # the fixture's marked line
run_task() { # run_task LABEL OUTPUT: the task LABEL of tasks.json, for the open $exercise, as VS Code runs it
  local -a words
  mapfile -t words < <(vscode command "$kit" "$1" "$exercise")
  "${words[@]}" >"$2" 2>&1 </dev/null
}
first_match() { vscode match "$kit" "$1" | head -1; } # "PATH:LINE: MESSAGE", or nothing
links_to() { # links_to OUTPUT LINE: the matcher's first match in OUTPUT is $exercise's line LINE
  local got
  got=$(first_match "$1")
  [[ "${got%%: *}" == "$kit/$exercise:$2" ]] && return 0
  echo "      wanted $kit/$exercise:$2, the matcher took: ${got:-nothing}; the output's first lines:"
  grep -v 'building:' "$1" | head -6 | sed 's/^/      | /'
  return 1
}

# ---------------------------------------------------------------------------------------------------------------
echo "-- the files"
verbs=$(./workshop help | sed -nE 's/^  ([a-z-]+)( .*|$)/\1/p' | paste -sd, -)
check "every .vscode/ file parses, and names only verbs of ./workshop help ($verbs) and tasks of tasks.txt" \
  vscode check "$kit" "$verbs"

echo "-- the problem matcher, on the first failure of 'test this task'"
has_debugger=""
command -v gdb >/dev/null 2>&1 && has_debugger=gdb
command -v lldb >/dev/null 2>&1 && python3 -c 'import lldb' 2>/dev/null && has_debugger=${has_debugger:-lldb}
for fixture in crash endless_loop wrong_value named_mistake overwrites_sum return_in_loop; do
  if [[ -z $has_debugger ]]; then
    skip "the $fixture's link (its line comes from the trace)" "no debugger is installed"
    continue
  fi
  cp "$fixtures/$fixture.cpp" "$exercise"
  run_task "test this task" "$scratch/$fixture.out"
  check "the $fixture's link names its marked line, $(marked_line "$fixtures/$fixture.cpp")" \
    links_to "$scratch/$fixture.out" "$(marked_line "$fixtures/$fixture.cpp")"
done
cp "$fixtures/compile_error.cpp" "$exercise"
run_task "test this task" "$scratch/compile_error.out"
check "a compiler's error is taken too, on its line" \
  links_to "$scratch/compile_error.out" "$(marked_line "$fixtures/compile_error.cpp")"
cp framework/tasks/01_alignment/stub.cpp "$exercise"
run_task "test this task" "$scratch/stub.out"
# The stub is not traced (its one line says nothing its failure has not), with a debugger or without one.
check "the stub's link names its function's first line" \
  links_to "$scratch/stub.out" "$(grep -n 'calculateAlignment(' "$exercise" | head -1 | cut -d: -f1)"
readme_line=$(grep -oE 'exercises/01_alignment\.cpp:[0-9]+: error:' "$kit/README.md" | head -1 | cut -d: -f2)
check "the README's example link line is the stub's own, line ${readme_line:-none}" \
  links_to "$scratch/stub.out" "${readme_line:-0}"
check "the link's message says what happened there" \
  grep -qE "^$exercise:[0-9]+: error: Alignment\.[A-Za-z]+: returned \(0, 0\)|^$exercise:[0-9]+: error: calculateAlignment fails" \
  "$scratch/stub.out"
cp solutions/01_alignment.cpp "$exercise"
run_task "test this task" "$scratch/passing.out"
check "a task that passes gives the matcher nothing" test -z "$(first_match "$scratch/passing.out")"
passed() { grep -qE "Task 1 Alignment: ([0-9]+)/\1 passing" "$1" || { tail -3 "$1" | sed 's/^/      | /'; return 1; }; }
check "  (and it did pass)" passed "$scratch/passing.out"
debug_refuses() { # the launch's preLaunchTask fails, saying why, so that VS Code starts no debugger
  if run_task "make this task ready to debug" "$scratch/nothing.out"; then echo "      it succeeded"; return 1; fi
  grep -q "passes all [0-9]* checks: nothing fails" "$scratch/nothing.out" && [[ ! -e build/trace/boids_debug ]]
}
check "on a task that passes, debug says there is nothing to stop in, and leaves no program to debug" debug_refuses

echo "-- the background task 'watch this task'"
cp framework/tasks/01_alignment/stub.cpp "$exercise"
mapfile -t words < <(vscode command "$kit" "watch this task" "$exercise")
"${words[@]}" --runs 1 >"$scratch/watch.out" 2>&1 </dev/null &
watcher=$!
if wait_for "Watching exercises/ for saves" "$scratch/watch.out" 120; then
  sleep 1 # a save the watch can tell from the first: a second later
  printf '\n' >>"$exercise"
fi
for ((i = 0; i < 600; i++)); do kill -0 "$watcher" 2>/dev/null || break; sleep 0.2; done # --runs 1 ends it
kill "$watcher" 2>/dev/null
cycles=$(vscode cycles "$kit" "watch this task" "$scratch/watch.out")
check "its begin and end patterns mark both runs, and its matcher takes each run's link (begins ends links: $cycles)" \
  test "$cycles" = "2 2 2"

echo "-- each launch configuration, in batch, after its preLaunchTask"
cp "$fixtures/wrong_value.cpp" "$exercise"
run_task "test this task" "$scratch/first.out"
first_check=$(sed -nE 's/^Failed check: ([A-Za-z0-9_]+\.[A-Za-z0-9_/]+).*/\1/p' "$scratch/first.out" | head -1)
mapfile -t configurations < <(node -e 'for (const c of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).configurations) console.log(c.name)' "$kit/.vscode/launch.json")
for name in "${configurations[@]}"; do
  mapfile -t words < <(vscode debug "$kit" "$name" "$exercise")
  pre=${words[0]} folder=${words[1]} debugger=${words[2]}
  if [[ $debugger == lldb ]] && ! { command -v lldb >/dev/null 2>&1; }; then skip "$name" "lldb is not installed"; continue; fi
  if [[ $debugger == gdb ]] && ! command -v gdb >/dev/null 2>&1; then skip "$name" "gdb is not installed"; continue; fi
  check "$name: its preLaunchTask, \"$pre\", makes it ready" run_task "$pre" "$scratch/pre.out"
  (cd "$folder" && timeout 120 "${words[@]:2}") >"$scratch/debug.out" 2>&1 </dev/null
  stops() {
    grep -qE "Breakpoint 1, boids::calculateAlignment|stop reason = breakpoint 1\." "$scratch/debug.out" &&
      grep -qE "boids::calculateAlignment.*01_alignment\.cpp:[0-9]+" "$scratch/debug.out" && return 0
    echo "      the debugger's last lines:"
    tail -8 "$scratch/debug.out" | sed 's/^/      | /'
    return 1
  }
  check "$name: stops in the learner's calculateAlignment, in $exercise" stops
  check "$name: on the check ./workshop test shows first, ${first_check:-(none found)}" \
    grep -qF "\"check\":\"${first_check:-none}\"" "$folder/debug.scene"
done

echo "-- CLion and Visual Studio: the CMake target test_task1"
cmake --build build --target test_task1 >"$scratch/target.out" 2>&1
check "building test_task1 reports task 1 as ./workshop test 1 does, with the link" \
  grep -qE "^$exercise:[0-9]+: error: .*|Task 1 Alignment: [0-9]+/[0-9]+ passing" "$scratch/target.out"

echo "-- clangd"
if command -v clangd >/dev/null 2>&1; then
  stems=$(sed -nE 's/^[0-9]+ *\| *[^|]*\| *([A-Za-z0-9_]+) *\|.*/\1/p' tasks.txt)
  for stem in $stems; do
    compiled=$(find build -name "$stem.cpp.o" -path '*learner*' | head -1)
    clangd_ok() {
      grep -qF "\"file\": \"$kit/exercises/$stem.cpp\"" build/compile_commands.json ||
        { echo "      build/compile_commands.json has no exercises/$stem.cpp"; return 1; }
      local out
      out=$(clangd --check="exercises/$stem.cpp" 2>&1)
      grep -q "All checks completed, 0 errors" <<<"$out" && return 0
      grep -E "^E\[|error" <<<"$out" | head -5 | sed 's/^/      | /'
      return 1
    }
    state="not built yet"
    [[ -n $compiled ]] && state="built"
    check "clangd reads exercises/$stem.cpp with its flags, 0 errors ($state)" clangd_ok
  done
else
  skip "clangd's checks" "clangd is not installed"
fi

echo "editors: $passes passed, $failures failed, $skips skipped"
[[ $failures -eq 0 ]]
