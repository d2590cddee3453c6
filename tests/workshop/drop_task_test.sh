#!/usr/bin/env bash
# An instructor leaves a task out (issue 27): in a scratch copy of the kit whose tasks.txt no longer lists task
# DROP (default 3, cohesion: a force the fused step adds up itself, in the middle of the list), and without the
# task's folder (framework/tasks/STEM/; the learner's exercise and the reference stay, unused) and the README's
# lines that link into it, the kit builds and every test passes with the other tasks' references (BOIDS_SOLVED).
# Tests about the left-out task skip and say so; the count is printed. The soak test is left out of the run: at -O0
# it alone takes two minutes, and it tests the step, which the other tests cover.
# Usage: drop_task_test.sh KIT_SOURCE_DIR [DROP]. Builds at -O0.
set -euo pipefail

src=${1:?usage: drop_task_test.sh KIT_SOURCE_DIR [TASK_NUMBER]}
drop=${2:-3}
# shellcheck source=tests/workshop/scratch_kit.sh
source "$(dirname "$0")/scratch_kit.sh"
built_kit "$src"

fail() { echo "FAIL: $*"; exit 1; }
line=$(grep -nE "^$drop +\|" tasks.txt | cut -d: -f1) || fail "tasks.txt has no task $drop"
echo "leaving out: $(sed -n "${line}p" tasks.txt | tr -s ' ')"
stem=$(sed -n "${line}p" tasks.txt | awk -F'|' '{ gsub(/ /, "", $3); print $3 }')
[[ -d framework/tasks/$stem ]] || fail "task $drop has no folder framework/tasks/$stem"
sed -i "${line}d" tasks.txt
rm -r "framework/tasks/$stem"
sed -i "\#framework/tasks/$stem/#d" README.md  # its row in the table of tasks, and its recipe page in the list
echo "and its folder framework/tasks/$stem, and README.md's lines that link into it"
solved=$(awk -F'|' '!/^#/ && NF == 9 { gsub(/ /, "", $1); printf "%s%s", sep, $1; sep = ";" }' tasks.txt)

cmake --preset dev -DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O0 "-DBOIDS_SOLVED=$solved" >"$work/configure.log" 2>&1 ||
  { tail -30 "$work/configure.log"; fail "configure without task $drop"; }
cmake --build build --parallel 2 >"$work/build.log" 2>&1 || { grep -E "error|Error" "$work/build.log" | head -30; fail "build without task $drop"; }
echo "built without task $drop"
if ! ctest --test-dir build --parallel 2 -E '^soak\.' --output-on-failure >"$work/ctest.log" 2>&1; then
  grep -E "\(Failed\)|\(Timeout\)|\(SEGFAULT\)|Exception" "$work/ctest.log" | head -40
  echo "what each failed check said (at most 80 lines):"
  grep -E -A8 ": Failure$" "$work/ctest.log" | head -80
  fail "tests fail without task $drop"
fi
grep -E "tests passed" "$work/ctest.log"
echo "skipped, about task $drop: $(grep -cE '\(Skipped\)$' "$work/ctest.log" || true)"
echo "PASS: the kit builds and passes without task $drop"
