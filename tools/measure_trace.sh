#!/usr/bin/env bash
# measure_trace.sh [ROUNDS] [WORKSHOP]: what `./workshop trace 1` costs after a save, timed. Prints the median,
# smallest and largest of ROUNDS (default 5) for each of
#   inspected  a save (touch) of exercises/01_alignment.cpp, then `WORKSHOP trace 1 --inspected` on a scene of three
#              neighbours this script writes where the window's inspector writes its own (build/trace/): the trace
#              program rebuilt, the debugger's run, the text;
#   first      a save, then `WORKSHOP trace 1`: the tests' program rebuilt and run too, then the first failure traced.
# Task 1 must fail (its trace needs a failure); the script only touches the exercise, whose text stays as it is.
# Run it from the kit's root, after a first `./workshop test 1` has built everything. docs/trace.md quotes it.
set -euo pipefail

rounds=${1:-5}
workshop=${2:-./workshop}
exercise=exercises/01_alignment.cpp
[[ -f $exercise ]] || { echo "measure_trace.sh: run it from the kit's root (no $exercise here)" >&2; exit 2; }
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "measure_trace.sh: ROUNDS is a number from 1, got '$rounds'" >&2; exit 2; }
if "$workshop" test 1 >/dev/null 2>&1; then
  echo "measure_trace.sh: task 1 passes, so there is no failure to trace; measure with a wrong exercise" >&2
  exit 2
fi

mkdir -p build/trace
cat >build/trace/inspected-task-1.scene <<'SCENE'
{"task": 1, "check": "three neighbours (measure_trace.sh)",
 "self": {"position": [100, 100], "velocity": [1, 0]},
 "neighbors": [{"position": [110, 100], "velocity": [0, 3]}, {"position": [90, 105], "velocity": [3, 0]},
               {"position": [105, 90], "velocity": [0, 4]}],
 "expected": [0.3939193, 0.919145]}
SCENE

# shellcheck source=tools/timing.sh
. "$(dirname "$0")/timing.sh"  # now, summary
measure() { # measure NAME ARGS...: ROUNDS saves, each followed by WORKSHOP ARGS to its end
  local name=$1 times=() start
  shift
  "$workshop" "$@" >/dev/null 2>&1 || true # built once, outside the timing
  for ((i = 0; i < rounds; i++)); do
    sleep 1.1 # a new modification second, as a save would make
    touch "$exercise"
    start=$(now)
    "$workshop" "$@" >/dev/null 2>&1 || true
    times+=("$(awk -v a="$(now)" -v b="$start" 'BEGIN { printf "%.3f", a - b }')")
  done
  summary "$name" "${times[@]}"
}

"$workshop" trace 1 --inspected | grep -q "neighbour 3" || {
  "$workshop" trace 1 --inspected
  echo "measure_trace.sh: the trace did not run (above: why)" >&2
  exit 1
}
measure "save to the end of 'trace 1 --inspected' (three neighbours)" trace 1 --inspected
measure "save to the end of 'trace 1' (tests, then the first failure)" trace 1
