#!/usr/bin/env bash
# measure_new_task.sh [KIT]: what adding a task costs an instructor on a built kit. In a fresh clone of KIT (default:
# this kit's committed HEAD; nothing of KIT is touched) it builds the learner's loop as setup leaves it
# (`./workshop test 1`), adds a task as docs/adding-a-task.md does:
#   ./workshop new-task "speed limit" --like alignment --param cruiseSpeed=3:0..10
# then times `./workshop test 7`, the first command after it, and counts the build steps that command ran: the
# records of build/.ninja_log that were not there before (ninja writes one per step it runs, and may compact the
# file), and apart from them those of ./workshop's own program (build/companion/.ninja_log).
# Prints one line per count, each step of the kit by what it builds, and the bar of issue 50 (at most 20 steps and
# 90 s); exits 1 when the kit's steps or the time are over it, 0 within, 2 when it could not measure. Uses ccache when
# your environment gives CMake a compiler launcher (CMAKE_CXX_COMPILER_LAUNCHER=ccache), as the kit's CI does, for the
# first build only: the timed command runs with CCACHE_RECACHE=1, so that every step it runs compiles as on an
# instructor's laptop, even where an earlier measurement left the same object in the cache.
set -euo pipefail

kit=$(cd "${1:-$(dirname "$0")/..}" && pwd)
git -C "$kit" rev-parse --git-dir >/dev/null 2>&1 || { echo "measure_new_task.sh: $kit is not a git clone" >&2; exit 2; }
# shellcheck source=tools/timing.sh
. "$(dirname "$0")/timing.sh" # now

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$kit" "$work/kit"
cd "$work/kit"

# ninja_new LOG COPY: the records of ninja's log LOG that its earlier copy COPY does not hold
ninja_new() {
  [[ -f $1 ]] || { echo 0; return; }
  grep -v '^#' "$1" | sort | comm -23 - <(grep -v '^#' "$2" 2>/dev/null | sort) | grep -c . || true
}

echo "measure_new_task.sh: building the loop once in $work/kit (./workshop test 1)..."
./workshop test 1 >"$work/first.log" 2>&1 || true # the stub fails its tests: status 1
[[ -x build/checker/boids_test_task1 ]] || { tail -n 20 "$work/first.log"; echo "measure_new_task.sh: the first build failed" >&2; exit 2; }
./workshop new-task "speed limit" --like alignment --param cruiseSpeed=3:0..10 >"$work/new-task.log" 2>&1 ||
  { cat "$work/new-task.log"; echo "measure_new_task.sh: new-task failed" >&2; exit 2; }

cp build/.ninja_log "$work/kit.ninja_log"
cp build/companion/.ninja_log "$work/own.ninja_log" 2>/dev/null || : >"$work/own.ninja_log"
start=$(now)
CCACHE_RECACHE=1 ./workshop test 7 >"$work/test7.log" 2>&1 || true # the new task's copied recipe fails some of its cases
seconds=$(awk -v a="$(now)" -v b="$start" 'BEGIN { printf "%.1f", a - b }')
kit_steps=$(ninja_new build/.ninja_log "$work/kit.ninja_log")
own_steps=$(ninja_new build/companion/.ninja_log "$work/own.ninja_log")
grep -q "Task 7 Speed limit: [0-9]*/[0-9]* passing" "$work/test7.log" ||
  { tail -n 20 "$work/test7.log"; echo "measure_new_task.sh: ./workshop test 7 ran no test" >&2; exit 2; }

echo "launcher: ${CMAKE_CXX_COMPILER_LAUNCHER:-none}"
echo "./workshop test 7 after new-task: $kit_steps build steps of the kit, $own_steps of ./workshop's own program, in $seconds s"
echo "the kit's steps, each by what it builds (under build/):"
grep -v '^#' build/.ninja_log | sort | comm -23 - <(grep -v '^#' "$work/kit.ninja_log" | sort) | cut -f4 |
  sed -e "s|^$work/kit/build/||" | sort | sed 's/^/  /'
echo "the bar (docs/adding-a-task.md): at most 20 steps of the kit and 90 s"
awk -v s="$kit_steps" -v t="$seconds" 'BEGIN { exit !(s <= 20 && t <= 90) }' && exit 0
echo "measure_new_task.sh: over the bar"
exit 1
