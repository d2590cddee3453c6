#!/usr/bin/env bash
# Tests ./workshop in a scratch copy of the kit: solve/unsolve never touch exercises/, bad input exits 2,
# and an edit to one exercise recompiles that one file. Usage: workshop_test.sh KIT_SOURCE_DIR
set -uo pipefail

src=${1:?usage: workshop_test.sh KIT_SOURCE_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$src" --exclude='./build*' --exclude='./.git' -cf - . | tar -C "$work" -xf -
cd "$work" || exit 1

failures=0
check() { # check DESCRIPTION COMMAND...: runs the command, reports pass/fail
  local what=$1
  shift
  if "$@"; then echo "ok:   $what"; else echo "FAIL: $what"; failures=$((failures + 1)); fi
}
exercises_hash() { find exercises -type f -print0 | sort -z | xargs -0 cat | cksum; }
exits_with() { # exits_with CODE COMMAND...
  local want=$1
  shift
  "$@" >/dev/null 2>&1
  [[ $? -eq $want ]]
}
output_has() { # output_has TEXT COMMAND...
  local text=$1
  shift
  local out
  out=$("$@" 2>&1)
  grep -qF -- "$text" <<<"$out"
}

summary_says() { # summary_says N COMPARISON COMMAND...: the "Task N ...: P/T passing" line holds, P COMPARISON T
  local n=$1 cmp=$2 out line passed total
  shift 2
  out=$("$@" 2>&1)
  line=$(grep -Eo "Task $n [A-Za-z ]+: [0-9]+/[0-9]+ passing" <<<"$out" | tail -1)
  [[ -n "$line" ]] || { echo "$out" | tail -5; return 1; }
  passed=${line##*: }; passed=${passed%%/*}
  total=${line##*/}; total=${total%% *}
  (( passed $cmp total ))
}

before=$(exercises_hash)

check "an unknown command exits 2" exits_with 2 ./workshop frobnicate
check "a task number out of range exits 2" exits_with 2 ./workshop test 7
check "the bonus task 6 is a task" output_has "Task 6 Spatial grid" ./workshop test 6
check "a task number that is not a number exits 2" exits_with 2 ./workshop solve two
check "the error names the bad value" output_has "got 'two'" ./workshop solve two
check "status rejects extra arguments" exits_with 2 ./workshop status now

check "task 2 fails on the untouched stub" summary_says 2 "<" ./workshop test 2
check "solve 2 says the exercise is untouched" output_has "exercises/02_separation.cpp is untouched" ./workshop solve 2
check "task 2 passes with the reference swapped in" summary_says 2 "==" ./workshop test 2
check "the test summary marks the swap" output_has "(reference swapped in)" ./workshop test 2
check "exercises/ is byte-identical after solve" test "$(exercises_hash)" = "$before"
check "unsolve 2 goes back to the learner's file" output_has "uses your exercises/02_separation.cpp again" ./workshop unsolve 2
check "task 2 fails again after unsolve" summary_says 2 "<" ./workshop test 2
check "exercises/ is byte-identical after unsolve" test "$(exercises_hash)" = "$before"

# What ./workshop test 2 rebuilds: up to date first, so the count below is the edit's alone.
cmake --build build --target boids_test_task2 >/dev/null 2>&1
touch exercises/02_separation.cpp
compiled=$(cmake --build build --target boids_test_task2 2>&1 | grep -c "Building CXX")
check "touching one exercise recompiles exactly one file (compiled $compiled)" test "$compiled" -eq 1

echo "$((15 - failures)) passed, $failures failed"
[[ $failures -eq 0 ]]
