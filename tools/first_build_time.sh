#!/usr/bin/env bash
# first_build_time.sh [--busy]: the learner's first build, timed as a new learner meets it. A fresh clone of this
# kit's committed HEAD, in a new temporary folder, with no ccache; then `./workshop run --headless --frames 1` (the
# README's first command), then `./workshop status` and `./workshop test 1`. Prints each line the learner reads with
# the seconds since the command started, the time of each part (./workshop's own program, the configure, the loop's
# build), the build steps of each command (0 after the first: a later command builds nothing), and the totals.
# --busy: two busy programs (a shell loop each, as a browser and a video call would be) run beside it throughout.
# The clone is removed at the end. Run it from the kit's root; it takes 3 to 10 minutes.
set -euo pipefail

busy=""
case ${1:-} in
  "") ;;
  --busy) busy=1 ;;
  *) echo "first_build_time.sh: the one option is --busy, got '$1'" >&2; exit 2 ;;
esac
[[ -x ./workshop && -d .git ]] || { echo "first_build_time.sh: run it from the kit's root (a git clone)" >&2; exit 2; }

# shellcheck source=tools/timing.sh
source "$(dirname "$0")/timing.sh" # now
clone=$(mktemp -d)
helpers=()
finish() {
  for p in "${helpers[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$clone"
}
trap finish EXIT
git clone -q . "$clone/kit"
cd "$clone/kit"
# A learner's machine: no compiler cache, no generator chosen, plain output (one line per quarter of a build).
unset CMAKE_CXX_COMPILER_LAUNCHER CCACHE_DIR CCACHE_BASEDIR CMAKE_GENERATOR
export CCACHE_DISABLE=1 NO_COLOR=1
if [[ -n $busy ]]; then
  for _ in 1 2; do
    (while :; do :; done) &
    helpers+=($!)
  done
fi
echo "on $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)${busy:+, with two busy programs beside it}"

# stamped START COMMAND...: COMMAND's output, each line with the seconds since START.
stamped() {
  local start=$1 line
  shift
  "$@" 2>&1 | while IFS= read -r line; do
    printf '%7.1f  %s\n' "$(awk -v a="$(now)" -v b="$start" 'BEGIN { print a - b }')" "$line"
  done
}
steps() { grep -cE '(Building|Linking) CXX' "$1" || true; }

start=$(now)
stamped "$start" ./workshop run --headless --frames 1 | tee "$clone/first.txt"
ran=$(now)
# The parts, from the lines that start them: the configure's, then the loop's.
at() { awk -v text="$1" 'index($0, text) { print $1; exit }' "$clone/first.txt"; }
configure=$(at "Configuring the build in build/")
loop=$(at "The first build:")
echo "steps: ./workshop's own program $(steps build/companion/build.log), the loop $(steps build/workshop-build.log)"

status_start=$(now)
./workshop status >"$clone/status.txt" 2>&1 || true
status_end=$(now)
status_steps=$(steps build/workshop-build.log)
./workshop test 1 >"$clone/test.txt" 2>&1 || true
test_end=$(now)
test_steps=$(steps build/workshop-build.log)

awk -v s="$start" -v r="$ran" -v c="${configure:-0}" -v l="${loop:-0}" -v ss="$status_start" -v se="$status_end" \
  -v te="$test_end" -v sst="$status_steps" -v tst="$test_steps" 'BEGIN {
  printf "./workshop own program %.0f s, configure %.0f s, the loop %.0f s: the first command %.0f s (%.1f min)\n",
         c, l - c, (r - s) - l, r - s, (r - s) / 60
  printf "then status %.1f s (%d build steps), test 1 %.1f s (%d build steps)\n", se - ss, sst, te - se, tst
}'
