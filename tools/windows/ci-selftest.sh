#!/usr/bin/env bash
# CI's Windows job: `./workshop selftest --windows`, or, when this very source tree already passed it with the same
# tools, that run's summary, saying so. The job takes 5 to 9 minutes beside a 20-minute Linux self-test, and CI has
# 30 minutes on 2 cores, busy or not: so a result is kept, as the dependencies are (tools/windows/build-deps.sh).
#   tools/windows/ci-selftest.sh
# The result is used only for a clean checkout (no changed tracked file) whose tree (git's hash of every tracked
# file) and tools (the dependency prefix, MinGW-w64's g++, Wine) are the same as those of the run that passed;
# anything else runs the job. A failed run keeps nothing. `./workshop selftest --windows` by hand always runs.
set -uo pipefail
exec </dev/null

kit="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$kit" || exit 1
results="${XDG_CACHE_HOME:-$HOME/.cache}/boids-kit/windows-results"

key=""
if tree=$(git rev-parse 'HEAD^{tree}' 2>/dev/null) && [ -z "$(git status --porcelain --untracked-files=no)" ] &&
   deps=$(tools/windows/build-deps.sh) && compiler=$(x86_64-w64-mingw32-g++-posix --version 2>/dev/null | head -n 1) &&
   wine=$(wine --version 2>/dev/null); then
  key=$(printf '%s\n' "$tree" "$deps" "$compiler" "$wine" | sha256sum | cut -c1-16)
fi

if [ -n "$key" ] && [ -f "$results/$key" ]; then
  echo "== Windows (MinGW-w64, under Wine): a cached result, not run now"
  echo "This source tree ($tree) passed ./workshop selftest --windows with the same tools; that run's summary:"
  cat "$results/$key"
  exit 0
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
./workshop selftest --windows 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -eq 0 ] && [ -n "$key" ]; then
  mkdir -p "$results"
  { echo "(run $(date -u '+%Y-%m-%d %H:%M UTC'); $compiler; $wine; dependencies in $deps)"
    sed -n '/^== Windows (MinGW-w64, under Wine): summary/,$p' "$log"
  } >"$results/$key.new" && mv "$results/$key.new" "$results/$key"
fi
exit "$status"
