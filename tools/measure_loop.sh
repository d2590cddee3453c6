#!/usr/bin/env bash
# measure_loop.sh [ROUNDS] [WORKSHOP]: the learner's loop, timed. Prints the median, smallest and largest of ROUNDS
# (default 5) for each of
#   test    a save (touch) of exercises/01_alignment.cpp, then `WORKSHOP test 1`, to its end;
#   watch   a save of the same file while `WORKSHOP watch 1` runs, to its "Task 1 Alignment: N/M passing" line.
# WORKSHOP defaults to the kit's ./workshop; give another companion (an older one, say) to compare the two on the
# same machine at the same time. It only touches the exercise: its text stays as it is. Run it from the kit's root,
# after a first `./workshop test 1` has built everything.
set -euo pipefail

rounds=${1:-5}
workshop=${2:-./workshop}
exercise=exercises/01_alignment.cpp
[[ -f $exercise ]] || { echo "measure_loop.sh: run it from the kit's root (no $exercise here)" >&2; exit 2; }
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "measure_loop.sh: ROUNDS is a number from 1, got '$rounds'" >&2; exit 2; }

# shellcheck source=tools/timing.sh
. "$(dirname "$0")/timing.sh"  # now, summary

"$workshop" test 1 >/dev/null 2>&1 || true # everything built once, outside the timing

times=()
for ((i = 0; i < rounds; i++)); do
  sleep 1.1 # a new modification second, as a save would make
  touch "$exercise"
  start=$(now)
  "$workshop" test 1 >/dev/null 2>&1 || true
  times+=("$(awk -v a="$(now)" -v b="$start" 'BEGIN { printf "%.3f", a - b }')")
done
summary "save to the end of 'test 1'" "${times[@]}"

log=$(mktemp)
"$workshop" watch 1 <&- >"$log" 2>&1 &
watcher=$!
trap 'kill -TERM $watcher 2>/dev/null; rm -f "$log"' EXIT
until grep -q "Watching exercises/ for saves" "$log"; do
  kill -0 $watcher 2>/dev/null || { cat "$log"; echo "measure_loop.sh: watch ended early" >&2; exit 1; }
  sleep 0.05
done
times=()
for ((i = 0; i < rounds; i++)); do
  before=$(grep -c "Task 1 Alignment: .* passing" "$log" || true)
  sleep 1.1
  touch "$exercise"
  start=$(now)
  while [[ $(grep -c "Task 1 Alignment: .* passing" "$log" || true) -le $before ]]; do
    kill -0 $watcher 2>/dev/null || { cat "$log"; echo "measure_loop.sh: watch ended early" >&2; exit 1; }
    sleep 0.02
  done
  times+=("$(awk -v a="$(now)" -v b="$start" 'BEGIN { printf "%.3f", a - b }')")
done
summary "save to the result of 'watch 1'" "${times[@]}"
