#!/usr/bin/env bash
# An instructor adds a task (issue 27): in a scratch copy of the kit, `./workshop new-task "Speed match" --like
# alignment --param matchRadius=25:0..75` makes a flock force from alignment's files, with a parameter of its own;
# the test writes the task's recipe and cases, as the instructor would, and checks what learners and instructors then
# see:
#   - new-task changed 2 existing files (tasks.txt, README.md), overwrote nothing, and made its files in exercises/,
#     solutions/ and one folder, framework/tasks/STEM/ (counted and printed);
#   - the parameter is in the task's params.txt, and the files new-task wrote name params.matchRadius, never its
#     number; it becomes a value of Params (Params::added) that the task reads by name through its params struct
#     (boids/task_params/STEM.h), a slider and a settings key;
#   - a learner's copy that ignores the parameter is told so by the diagnosis, which varies it, and (with gdb) its
#     failure ends with its code line by line, and ./workshop trace N traces the task's own function;
#   - ./workshop test N fails on the stub, naming what the stub does; solve N, then test N, passes, and names the
#     tasks still untouched before it; solve 1 and unsolve 1 keep N's swap; unsolve N takes it back, and
#     exercises/ is the same, byte for byte, before and after;
#   - VS Code's "test this task" (.vscode/tasks.json), with the new exercise open, runs the new task, and its first
#     failure links to the new file;
#   - ./workshop status lists the task, and hint N shows its first hint;
#   - the window's state dump has the task's row, checks, weight slider and parameter slider, and a settings file
#     sets the parameter;
#   - in a 20,000-boid flock on the fused fast step (reference grid), the new force changes the flight, and its
#     weight, set to 0 in a settings file, takes it out again;
#   - the slides' checks pass: adding a task asks for no new slide file;
#   - a second task, made --like obstacles, names a learner's sign mistake with its kind's experiments;
#   - a --colour that protanopia sees as alignment's is refused (status 2) before any write, naming both colours, the
#     deficiency and the distance, with a colour to try;
#   - a third task, made --before the grid's number (Keep clear's line deleted first, to leave a colour), takes that
#     number; the grid and Speed match move down one, keeping their files, in tasks.txt, the README's table, the solved list, help (the grid still the one
#     bonus), ./workshop test and the window's state dump.
# Usage: new_task_test.sh KIT_SOURCE_DIR. Builds at -O0 (the flock's numbers, not its speed, are checked).
set -euo pipefail

src=${1:?usage: new_task_test.sh KIT_SOURCE_DIR}
# shellcheck source=tests/workshop/scratch_kit.sh
source "$(dirname "$0")/scratch_kit.sh"
built_kit "$src"
unset BOIDS_WORKSHOP_PROGRAM  # the launcher builds this kit's own companion, which knows the new task

fail() { echo "FAIL: $*"; exit 1; }
checksums() { find . -path ./build -prune -o -type f -print | LC_ALL=C sort | xargs -d '\n' sha1sum; }
run() { # run LOG COMMAND...: the command's output in LOG; its exit status returned
  local log=$1
  shift
  "$@" >"$log" 2>&1 && return 0 || return $?
}
expect() { grep -qF -- "$1" "$2" || { echo "--- $2:"; tail -40 "$2"; fail "expected \"$1\" in the output above"; }; }
expect_re() { grep -qE -- "$1" "$2" || { echo "--- $2:"; tail -40 "$2"; fail "expected /$1/ in the output above"; }; }

checksums >"$work/before"
alignment_colour=$(awk -F'|' '!/^#/ && NF == 9 && $1 + 0 == 1 { gsub(/ /, "", $8); print $8 }' tasks.txt)
status=0
run "$work/near-colour.log" ./workshop new-task "Speed match" --like alignment --colour A070FF || status=$?
[[ $status -eq 2 ]] || { cat "$work/near-colour.log"; fail "new-task --colour A070FF ended with $status, where a refusal ends with 2"; }
expect_re "--colour #A070FF is too near task 1 Alignment's $alignment_colour for protanopia: [0-9.]+ apart" "$work/near-colour.log"
expect "Try --colour #" "$work/near-colour.log"
checksums >"$work/after-refusal"
cmp -s "$work/before" "$work/after-refusal" || fail "new-task changed files while refusing a colour"
echo "refused: $(grep -o -- '--colour #A070FF is too near[^(]*' "$work/near-colour.log")"
run "$work/new-task.log" ./workshop new-task "Speed match" --like alignment \
  --param "matchRadius=25:0..75:units, neighbours this close or closer are matched" ||
  { cat "$work/new-task.log"; fail "new-task"; }
checksums >"$work/after"
n=$(awk -F'|' '!/^#/ && NF == 9 { gsub(/ /, "", $1); last = $1 } END { print last }' tasks.txt)
stem=$(printf '%02d_speed_match' "$n")
changed=$(awk 'NR == FNR { sum[$2] = $1; next } ($2 in sum) && sum[$2] != $1 { sub(/^\.\//, "", $2); print $2 }' \
  "$work/before" "$work/after" | LC_ALL=C sort | tr '\n' ' ')
new=$(awk 'NR == FNR { sum[$2]; next } !($2 in sum)' "$work/before" "$work/after" | wc -l)
echo "new-task made task $n: existing files changed: $(wc -w <<<"$changed") ($changed); new files: $new"
[[ $changed == "README.md tasks.txt " ]] || fail "new-task changed $changed, where it may change README.md and tasks.txt"
[[ $new -eq 9 ]] || fail "new-task made $new files, where it makes 9 (8, and params.txt for the parameter)"
folders=$(awk 'NR == FNR { sum[$2]; next } !($2 in sum) { sub(/^\.\//, "", $2); print $2 }' "$work/before" "$work/after" |
  xargs -n1 dirname | grep -vxE 'exercises|solutions' | LC_ALL=C sort -u | tr '\n' ' ')
echo "new-task's files besides exercises/ and solutions/ live in: $folders"
[[ $folders == "framework/tasks/$stem " ]] || fail "new-task's files live in $folders, where they live in framework/tasks/$stem"
expect "TODO(instructor)" "framework/tasks/$stem/stub.cpp"
expect "matchRadius | 25 | 0 | 75 | 0.1 | units, neighbours this close" "framework/tasks/$stem/params.txt"
for file in "framework/tasks/$stem/stub.cpp" "solutions/$stem.cpp" "framework/tasks/$stem/cases.cpp" \
  "framework/tasks/$stem/hints.md" "framework/tasks/$stem/recipe.md"; do
  expect "params.matchRadius" "$file"
  # The number 25 or 75 (25.0f too), not a digit of another number (13.25, 0.75, 250).
  if grep -qE "(^|[^0-9.])(25|75)(\.0*)?f?([^0-9.]|$)" "$file"; then
    fail "$file writes the parameter's default or maximum, where it names params.matchRadius"
  fi
done
expect "Its own parameter params.matchRadius is 25 by default, with a slider from 0 to 75" "$work/new-task.log"

# The instructor's part: the recipe (the average velocity of the neighbours within matchRadius, minus the boid's
# own) and cases worked out by hand, each expected vector from the scene's numbers and the parameter.
cat >"solutions/$stem.cpp" <<'EOF'
// Task 7, reference: speed match steers a boid toward the average velocity of its neighbours within matchRadius.
#include <boids/tasks.h>
#include <boids/task_params/07_speed_match.h>  // SpeedMatchParams: Params, and this task's own parameters

namespace boids {

Vec2 calculateSpeedMatch(const Boid& self, std::span<const Boid> neighbors, const SpeedMatchParams& params) {
    Vec2 sum{};
    int matched = 0;
    for (const Boid& other : neighbors) {
        if (distance(self.position, other.position) > params.matchRadius) continue;
        sum += other.velocity;
        ++matched;
    }
    if (matched == 0) return {};
    return sum / float(matched) - self.velocity;
}

}  // namespace boids
EOF
cat >"framework/tasks/$stem/cases.cpp" <<'EOF'
// Speed match checks: calculateSpeedMatch against hand-worked cases.
#include <boids/checks.h>
#include <boids/task_params/07_speed_match.h>

namespace boids {

std::vector<ForceCase> calculateSpeedMatchCases() {
    const Vec2 here{100, 100};
    const Vec2 own{1, 0};
    const Boid self{here, own};
    std::vector<ForceCase> cases;
    cases.push_back({.name = "ReturnsZeroWithNoNeighbours", .scene = "a boid alone", .self = self, .expected = {0, 0},
                     .hint = "a boid with no neighbours gets no force."});
    const Vec2 up{0, 3};  // one neighbour: the average is its velocity
    cases.push_back({.name = "SteersTowardOneNeighboursVelocity", .scene = "one neighbour flying up at speed 3",
                     .self = self, .neighbors = {Boid{here + Vec2{10, 0}, up}}, .expected = up - own,
                     .hint = "the force is the neighbours' average velocity minus your own."});
    const Vec2 a{3, 0}, b{1, 2};
    cases.push_back({.name = "AveragesSeveralVelocities", .scene = "two neighbours, flying (3, 0) and (1, 2)",
                     .self = self, .neighbors = {Boid{here + Vec2{10, 0}, a}, Boid{here + Vec2{0, 10}, b}},
                     .expected = (a + b) / 2.0f - own, .hint = "divide the sum by the number of neighbours."});
    const SpeedMatchParams p;  // matchRadius as params.txt says
    cases.push_back({.name = "MatchesANeighbourExactlyOnItsRadius", .scene = "one neighbour exactly matchRadius away",
                     .self = self, .neighbors = {Boid{here + Vec2{p.matchRadius, 0}, up}}, .expected = up - own,
                     .hint = "a neighbour exactly matchRadius away is matched."});
    SpeedMatchParams narrow = p;
    narrow.matchRadius = 5;  // one neighbour 10 away, twice the radius: nothing to match
    cases.push_back({.name = "IgnoresNeighboursBeyondItsRadius", .scene = "matchRadius 5; one neighbour 10 away",
                     .self = self, .neighbors = {Boid{here + Vec2{2 * narrow.matchRadius, 0}, up}},
                     .params = narrow, .expected = {0, 0}, .hint = "only neighbours within matchRadius count."});
    return cases;
}

}  // namespace boids
EOF

# tasks.txt as if written in the clock tick the companion's build ended in (new-task writes it milliseconds after
# that build): it must still count as newer than the program, or ./workshop would not know the new task.
touch -r build/companion/build.log tasks.txt

# Quicker than the dev preset's -O2 -g, and the same tests: the window and ./workshop use this build as it is.
cmake --preset dev -DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O0 >"$work/configure.log" 2>&1 || { tail -30 "$work/configure.log"; fail "configure"; }

if run "$work/stub.log" ./workshop test "$n"; then fail "./workshop test $n passed on the stub"; fi
expect_re "Task $n Speed match: [0-9]+/[0-9]+ passing" "$work/stub.log"
expect "Yours returns (0, 0) in every scene" "$work/stub.log"
# The editors' entries (docs/editors.md): VS Code's "test this task", as .vscode/tasks.json runs it with the new
# exercise open, runs the new task, and its first failure links to the new file.
if command -v node >/dev/null 2>&1; then
  node "$src/tests/workshop/editors/vscode.js" check "$PWD" run,status,test,trace,debug,watch ||
    fail ".vscode/ after new-task"
  mapfile -t words < <(node "$src/tests/workshop/editors/vscode.js" command "$PWD" "test this task" "exercises/$stem.cpp")
  if run "$work/vscode.log" "${words[@]}"; then fail "VS Code's test this task passed on the stub"; fi
  expect_re "Task $n Speed match: [0-9]+/[0-9]+ passing" "$work/vscode.log"
  expect_re "^exercises/$stem.cpp:[0-9]+: error: " "$work/vscode.log"
fi
exercises_before=$(sha1sum exercises/*.cpp)
run "$work/solve.log" ./workshop solve "$n" || { cat "$work/solve.log"; fail "solve $n"; }
run "$work/solved.log" ./workshop test "$n" || { tail -40 "$work/solved.log"; fail "./workshop test $n after solve $n"; }
expect_re "Task $n Speed match: ([0-9]+)/\\1 passing" "$work/solved.log"
if cmp -s exercises/01_alignment.cpp framework/tasks/01_alignment/stub.cpp; then  # "next": the lowest not passing
  expect "Next: Task 1 Alignment, the lowest-numbered task that does not pass yet (still the untouched stub)" \
    "$work/solved.log"
fi
# The solved list holds an added task's number like any other: a second task's solve and unsolve keep it.
solved_list() { sed -n 's/^BOIDS_SOLVED:STRING=//p' build/CMakeCache.txt; }
run "$work/solve1.log" ./workshop solve 1 || { cat "$work/solve1.log"; fail "solve 1 after solve $n"; }
[[ $(solved_list) == "1;$n" ]] || fail "after solve $n and solve 1 the solved list is '$(solved_list)', where it is 1;$n"
run "$work/status-solved.log" ./workshop status || true
expect "Task $n Speed match" "$work/status-solved.log"
grep -E "Task $n Speed match.*reference swapped in" "$work/status-solved.log" >/dev/null ||
  { cat "$work/status-solved.log"; fail "status does not say task $n's reference is swapped in"; }
run "$work/unsolve1.log" ./workshop unsolve 1 || { cat "$work/unsolve1.log"; fail "unsolve 1"; }
[[ $(solved_list) == "$n" ]] || fail "after unsolve 1 the solved list is '$(solved_list)', where it is $n"
run "$work/unsolve.log" ./workshop unsolve "$n" || { cat "$work/unsolve.log"; fail "unsolve $n"; }
[[ -z $(solved_list) ]] || fail "after unsolve $n the solved list is '$(solved_list)', where it is empty"
[[ $(sha1sum exercises/*.cpp) == "$exercises_before" ]] || fail "solve and unsolve changed a file in exercises/"
echo "solve $n, solve 1, unsolve 1, unsolve $n: the solved list followed, and exercises/ is as it was"
# A learner's copy that matches every neighbour, whatever matchRadius says: the diagnosis varies the parameter.
grep -v "params.matchRadius" "solutions/$stem.cpp" >"exercises/$stem.cpp"
if run "$work/radius.log" ./workshop test "$n"; then fail "./workshop test $n passed ignoring matchRadius"; fi
expect "Yours does not follow matchRadius" "$work/radius.log"
echo "a copy that ignores matchRadius: $(grep -m1 -o 'Yours does not follow matchRadius[^:]*' "$work/radius.log")"
# Where a debugger is installed (./workshop setup installs gdb), an added task's failure is traced like any other:
# its own function, line by line, on the failing scene (docs/trace.md).
if command -v gdb >/dev/null 2>&1; then
  expect "Your code on this scene, line by line" "$work/radius.log"
  run "$work/trace.log" ./workshop trace "$n" || { cat "$work/trace.log"; fail "trace $n"; }
  expect "Your calculateSpeedMatch, line by line" "$work/trace.log"
  expect "where the recipe gives" "$work/trace.log"
  echo "trace $n: $(grep -c '^ *[0-9][0-9]*  ' "$work/trace.log") lines of calculateSpeedMatch traced"
fi
cp "framework/tasks/$stem/stub.cpp" "exercises/$stem.cpp"
run "$work/solve.log" ./workshop solve "$n" || { cat "$work/solve.log"; fail "solve $n, again"; }
run "$work/status.log" ./workshop status || true
expect "Task $n Speed match" "$work/status.log"
run "$work/hint.log" ./workshop hint "$n" || { cat "$work/hint.log"; fail "hint $n"; }
expect "Hint 1 of 3" "$work/hint.log"
# help names a bonus as a bonus by tasks.txt alone: the new task, added after the bonus, is not one.
run "$work/help.log" ./workshop help || { cat "$work/help.log"; fail "help"; }
tasks_line=$(grep '^Tasks:' "$work/help.log" || true)
[[ $tasks_line == *", $n Speed match; bonus: "* ]] ||
  fail "help lists the tasks as '$tasks_line', where task $n comes before the bonus ones, as no bonus"

cmake --build build --target boids >"$work/window.log" 2>&1 || { tail -30 "$work/window.log"; fail "the window's build"; }
build/boids --headless --frames 3 --dump-state "$work/dump.txt" >/dev/null 2>&1 || fail "the window did not run"
expect "task.$n=reference" "$work/dump.txt"  # solved: the learner's build holds the reference, and says so
expect_re "^checks\\.$n=([0-9]+)/\\1\$" "$work/dump.txt"
expect "param.speedMatchWeight=1.00" "$work/dump.txt"
expect "param.matchRadius=25.0" "$work/dump.txt"
expect "X(matchRadius, 25, 0, 75, 0.1)" build/framework/include/boids/task_list.h
printf 'matchRadius = 7\n' >"$work/radius.ini"
build/boids --headless --frames 3 --settings "$work/radius.ini" --dump-state "$work/radius.txt" >"$work/radius.out" 2>&1 ||
  { cat "$work/radius.out"; fail "the window did not run with matchRadius in its settings"; }
expect "param.matchRadius=7.0" "$work/radius.txt"
if grep -q "matchRadius" "$work/radius.out"; then cat "$work/radius.out"; fail "the settings key matchRadius was refused"; fi
echo "params.matchRadius: a value of Params, a slider (param.matchRadius=25.0 in the dump), and a settings key (7 read back)"

# 20,000 boids on the reference grid: the fused step (NeighborSearch::FastReference), which adds up the kit's own
# flock forces itself and calls any other through the task table.
fly() { # fly NAME [ARGS...]: the boids after 20 steps, in $work/NAME.txt
  local name=$1
  shift
  build/boids --headless --reference --neighbors reference-grid --boids 20000 --frames 20 --seed 1 "$@" \
    --dump-state "$work/$name.dump" >"$work/$name.out" 2>&1 || { cat "$work/$name.out"; fail "the flight $name"; }
  grep -q "boids=20000 .*neighbors=reference-grid" "$work/$name.out" || fail "$name did not fly 20,000 on the grid"
  grep '^boid ' "$work/$name.dump" >"$work/$name.txt"
}
printf 'speedMatchWeight = 0\n' >"$work/without.ini"
fly with
fly again
fly without --settings "$work/without.ini"
cmp -s "$work/with.txt" "$work/again.txt" || fail "two flights with the same seed differ"
cmp -s "$work/with.txt" "$work/without.txt" && fail "the flock flew the same with speed match as without it"
echo "20,000 boids, fused step: the flock flies otherwise with speed match's weight at 1 than at 0"

cmake --build build --target slides_draw_cases slides_instructor_tables boids_slides_plugin >"$work/slides-build.log" 2>&1 ||
  { tail -30 "$work/slides-build.log"; fail "the slides' tools' build"; }
ctest --test-dir build -L slides --output-on-failure >"$work/slides.log" 2>&1 || { tail -40 "$work/slides.log"; fail "the slides' checks"; }
grep -E "tests passed|No tests were found" "$work/slides.log" | sed 's/^/slides: /'
# A second task, a force from obstacles, as new-task copies it (obstacle avoidance's recipe and cases). A learner's
# copy with its sign turned round is named by the experiments every force of that kind gets.
run "$work/new-task-2.log" ./workshop new-task "Keep clear" --like obstacles || { cat "$work/new-task-2.log"; fail "new-task --like obstacles"; }
m=$((n + 1))
second=$(printf '%02d_keep_clear' "$m")
sed 's/return avoid;/return -avoid;/' "solutions/$second.cpp" >"exercises/$second.cpp"
expect "return -avoid;" "exercises/$second.cpp"
if run "$work/sign.log" ./workshop test "$m"; then fail "./workshop test $m passed with the sign turned round"; fi
expect "Yours points exactly the opposite way to the recipe's in every scene tried" "$work/sign.log"
echo "task $m Keep clear (like obstacles): a sign turned round is named: $(grep -m1 -o 'Yours points exactly the opposite way[^:]*' "$work/sign.log")"
# A third task, placed before the bonus (--before): it takes the grid's number, and the grid and the tasks after it
# move down one, keeping their files; the solved list follows them, and help still calls the grid the bonus.
# Nine tasks leave no colour 20 apart from every other for every vision, so Keep clear's line goes first (deleting a
# task's line leaves it out: docs/adding-a-task.md).
sed -i '/| Keep clear /d' tasks.txt
g=$(awk -F'|' '!/^#/ && NF == 9 && $4 ~ /grid/ { gsub(/ /, "", $1); print $1 }' tasks.txt)
[[ $(solved_list) == "$n" ]] || fail "before --before the solved list is '$(solved_list)', where it is $n"
run "$work/before.log" ./workshop new-task "Speed limit" --like alignment --before "$g" ||
  { cat "$work/before.log"; fail "new-task --before $g"; }
expect "moved    task $g Spatial grid is task $((g + 1)) now" "$work/before.log"
expect "Text written by hand still names the moved tasks by their old numbers" "$work/before.log"
expect_re "^  README.md \\([0-9]+\\)," "$work/before.log"
numbers=$(awk -F'|' '!/^#/ && NF == 9 { gsub(/ /, "", $1); gsub(/^ +| +$/, "", $2); printf "%s %s; ", $1, $2 }' tasks.txt)
expected="1 Alignment; 2 Separation; 3 Cohesion; 4 Flee; 5 Obstacle avoidance; $g Speed limit; $((g + 1)) Spatial grid; "
expected+="$((n + 1)) Speed match; "
[[ $numbers == "$expected" ]] || fail "after --before $g tasks.txt lists '$numbers', where it lists '$expected'"
grep -q "^| $((g + 1)) | a spatial grid (bonus) | \`exercises/06_spatial_grid.cpp\`" README.md ||
  fail "README.md's row for the grid is not numbered $((g + 1)) with its file kept"
[[ $(solved_list) == "$((n + 1))" ]] || fail "after --before $g the solved list is '$(solved_list)', where it is $((n + 1))"
if run "$work/before-stub.log" ./workshop test "$g"; then fail "./workshop test $g passed on the new stub"; fi
expect_re "Task $g Speed limit: [0-9]+/[0-9]+ passing" "$work/before-stub.log"
if run "$work/grid.log" ./workshop test "$((g + 1))"; then fail "./workshop test $((g + 1)) passed on the grid's stub"; fi
expect_re "Task $((g + 1)) Spatial grid: [0-9]+/[0-9]+ passing" "$work/grid.log"
run "$work/help-before.log" ./workshop help || { cat "$work/help-before.log"; fail "help"; }
tasks_line=$(grep '^Tasks:' "$work/help-before.log" || true)
[[ $tasks_line == *", $g Speed limit, $((n + 1)) Speed match; bonus: $((g + 1)) Spatial grid."* ]] ||
  fail "help lists the tasks as '$tasks_line', with the grid, task $((g + 1)), the one bonus"
cmake --build build --target boids >"$work/window.log" 2>&1 || { tail -30 "$work/window.log"; fail "the window's build"; }
build/boids --headless --frames 3 --dump-state "$work/dump-before.txt" >/dev/null 2>&1 || fail "the window did not run"
expect "task.$g=yours" "$work/dump-before.txt"
expect_re "^checks\.$((g + 1))=[0-9]+/[0-9]+ stub\$" "$work/dump-before.txt"
echo "new-task --before $g: $(grep -o "moved .*" "$work/before.log" | head -1); tasks.txt: $numbers"
echo "PASS: tasks $n Speed match and $m Keep clear, added with ./workshop new-task, and Speed limit before the bonus"
