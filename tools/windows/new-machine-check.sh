#!/usr/bin/env bash
# The Windows self-test's start as a new machine has it, N times: each time a Wine prefix that does not exist yet, no
# DISPLAY, and ctest's first order (no CTestCostData.txt, as in a build folder that never ran its tests), then the
# tests that a new machine's first CI failed, run under that session by ctest. Prints a line per time and a count;
# exits non-zero if any run failed.
#   tools/windows/new-machine-check.sh [TIMES [REGEX]]
# TIMES is 5; REGEX is the tests to run: companion.ChangedFiles.*, e2e.window_under_xvfb and e2e.no_display (the
# test whose case with no DISPLAY started Wine's desktop with none, in ctest's first order, beside the window).
# Needs the Windows build (./workshop selftest --windows makes build-windows/); it builds nothing.
set -uo pipefail
exec </dev/null

kit="$(cd "$(dirname "$0")/../.." && pwd)"
build="$kit/build-windows"
times=${1:-5}
regex=${2:-'^(companion\.ChangedFiles\..*|e2e\.window_under_xvfb|e2e\.no_display)$'}
if ! [[ "$times" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: $0 [TIMES [REGEX]]: TIMES must be a whole number of 1 or more, not '$times'" >&2
  exit 2
fi
if [ ! -f "$build/CTestTestfile.cmake" ]; then
  echo "$build has no tests: run ./workshop selftest --windows first (it builds the kit for Windows)" >&2
  exit 1
fi
wine_run="$kit/tools/windows/wine-run"
# shellcheck source=tools/windows/wine-session.sh
. "$kit/tools/windows/wine-session.sh"

scratch=$(mktemp -d)
trap 'wine_session_stop; rm -rf "$scratch"' EXIT
passed=0 failed=0
for ((i = 1; i <= times; i++)); do
  export BOIDS_WINEPREFIX="$scratch/wine-$i" WINEPREFIX="$scratch/wine-$i"
  export BOIDS_WINE_RUN_LOG="$scratch/runs-again-$i.log"
  unset DISPLAY WAYLAND_DISPLAY
  rm -f "$build/Testing/Temporary/CTestCostData.txt"
  start=$SECONDS
  echo "== $i of $times: a new prefix, $WINEPREFIX, and no DISPLAY"
  if wine_session_start; then
    out=$(cd "$kit" && ctest --preset windows -R "$regex" --output-on-failure 2>&1)
    status=$?
  else
    out="Wine's session did not start"
    status=1
  fi
  wine_session_stop
  summary=$(grep -E '^[0-9]+% tests passed' <<<"$out")
  again=0
  [ ! -f "$BOIDS_WINE_RUN_LOG" ] || again=$(grep -c '^silent' "$BOIDS_WINE_RUN_LOG")
  if [ "$status" -eq 0 ] && [ -n "$summary" ]; then
    passed=$((passed + 1))
    echo "run $i: passed: $summary, in $((SECONDS - start)) s; programs run again after printing nothing: $again"
  else
    failed=$((failed + 1))
    echo "$out"
    echo "run $i: FAILED: ${summary:-no summary}, in $((SECONDS - start)) s"
  fi
  rm -rf "$WINEPREFIX" "$WINEPREFIX.lock"
done
echo "new-machine check: $passed of $times runs passed, each from a new prefix with no DISPLAY"
[ "$failed" -eq 0 ]
