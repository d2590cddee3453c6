#!/usr/bin/env bash
# The kit under a multi-configuration generator, as Visual Studio builds it on Windows: a scratch copy configured with
# -G "Ninja Multi-Config" puts each program in a folder per configuration (build/checker/RelWithDebInfo/...), and
# ./workshop test 1, ./workshop run and live reload must find them and rebuild the right configuration.
# A full build (about 3 minutes on 2 cores), so it is not a ctest; docs/setting-up.md records a run.
# Usage: multi_config_test.sh KIT_SOURCE_DIR
set -uo pipefail

src=${1:?usage: multi_config_test.sh KIT_SOURCE_DIR}
command -v ninja >/dev/null 2>&1 || { echo "skip: ninja is not installed"; exit 0; }
work=$(mktemp -d)
program=""
cleanup() {
  [[ -n "$program" ]] && kill "$program" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
tar -C "$src" --exclude='./build*' --exclude='./.git' --exclude='./.workshop' --exclude='./backups' -cf - . |
  tar -C "$work" -xf -
cd "$work" || exit 1
# shellcheck source=tests/workshop/scratch_kit.sh
source "$src/tests/workshop/scratch_kit.sh" # wait_for

passes=0 failures=0
record() { if [[ $2 -eq 0 ]]; then echo "ok:   $1"; passes=$((passes + 1)); else echo "FAIL: $1"; failures=$((failures + 1)); fi; }

cmake --preset dev -G "Ninja Multi-Config" >"$work.configure.log" 2>&1
r=$?; [[ $r -eq 0 ]] || tail -20 "$work.configure.log"
record "cmake --preset dev -G \"Ninja Multi-Config\" configures" $r
r=0; grep -q '^CMAKE_CONFIGURATION_TYPES:STRING=.*RelWithDebInfo' build/CMakeCache.txt || r=1
record "the build is multi-configuration (CMAKE_CONFIGURATION_TYPES)" $r

out=$(./workshop test 1 2>&1 </dev/null)
r=0; grep -qE "Task 1 Alignment: [0-9]+/[0-9]+ passing" <<<"$out" || { r=1; tail -8 <<<"$out" | sed 's/^/      | /'; }
record "./workshop test 1 builds and runs the task's tests (the stub's summary line)" $r
r=0; [[ -x build/checker/RelWithDebInfo/boids_test_task1 && ! -e build/checker/boids_test_task1 ]] || r=1
record "from build/checker/RelWithDebInfo/, where the generator put them" $r

./workshop run --headless --frames 100000000 --live-reload >"$work.live" 2>&1 </dev/null &
program=$!
r=0; wait_for "live reload is on" "$work.live" 300 || r=1
record "./workshop run finds the program in build/RelWithDebInfo/, and live reload is on" $r
sleep 1
cp solutions/01_alignment.cpp exercises/01_alignment.cpp
r=0; wait_for "Reloaded your code" "$work.live" 120 || r=1
record "a save is rebuilt (cmake --build --config RelWithDebInfo) and reloaded" $r
kill "$program" 2>/dev/null
wait "$program" 2>/dev/null
program=""
rm -f "$work.configure.log" "$work.live"

echo "$passes passed, $failures failed"
[[ $failures -eq 0 ]]
