#!/usr/bin/env bash
# The kit on Windows, as CI runs it, on Debian: the dependencies built with MinGW-w64 (once, then cached), the kit
# cross-built with the ci preset's options (the `windows` preset, in build-windows/), every test under Wine but those
# named in tests/windows/wine-skips.txt, a headless window run with a screenshot, the companion's verbs, and
# workshop.cmd under Wine's cmd. Ends with a summary (the counts and each phase's seconds), and a non-zero status if
# anything failed.
#   tools/windows/selftest.sh
# As root it installs what it needs (wine, and what tools/windows/build-deps.sh needs); otherwise it names it.
set -uo pipefail
exec </dev/null

kit="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$kit" || exit 1
build="$kit/build-windows"
skips_file="$kit/tests/windows/wine-skips.txt"
run="$kit/tools/windows/wine-run"
# Every run starts as a new machine's first one does, so that the first run and the second are the same run: a Wine
# prefix that does not exist yet (made in 11 to 13 s; BOIDS_WINEPREFIX names one to keep instead), and ctest's
# first order, the order the tests are declared in (no CTestCostData.txt, as in a build folder whose tests never ran).
fresh_prefix=""
if [ -z "${BOIDS_WINEPREFIX:-}" ]; then
  fresh_prefix="$build/wine-prefix"
  export BOIDS_WINEPREFIX="$fresh_prefix"
fi
export WINEPREFIX="$BOIDS_WINEPREFIX"  # wine-run's
export WINEDEBUG=-all

failed=()    # the phases that failed
timings=()   # "phase N s"
summary=()   # lines for the end
phase() {  # phase NAME COMMAND...: runs it, times it, and records a failure
  local name=$1 start=$SECONDS
  shift
  echo "== Windows: $name"
  if "$@"; then
    timings+=("$name $((SECONDS - start)) s")
  else
    timings+=("$name $((SECONDS - start)) s (failed)")
    failed+=("$name")
  fi
}

wine_installed() {
  command -v wine >/dev/null && command -v wineserver >/dev/null && return
  if [ "$(id -u)" -ne 0 ]; then
    echo "Wine is not installed; as root, run: apt-get install -y wine wine64" >&2
    return 1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wine wine64 >/dev/null
}

dependencies() {
  BOIDS_WINDOWS_DEPS=$("$kit/tools/windows/build-deps.sh") || return 1
  export BOIDS_WINDOWS_DEPS
}

# Afresh when the build found its packages in another prefix: CMake keeps the paths of the packages it found.
configure() {
  local fresh=()
  if [ -f "$build/CMakeCache.txt" ] &&
     ! grep -qxF "SDL2_DIR:PATH=$BOIDS_WINDOWS_DEPS/lib/cmake/SDL2" "$build/CMakeCache.txt"; then
    fresh=(--fresh)
  fi
  cmake --preset windows "${fresh[@]}"
}

# Everything it can (-k 0): a file that does not compile fails the self-test, and hides no other test's result.
compile() { cmake --build --preset windows -- -k 0; }

# Wine for the whole run, ready before the first test (tools/windows/wine-session.sh says why each step).
wine_run="$run"
# shellcheck source=tools/windows/wine-session.sh
. "$kit/tools/windows/wine-session.sh"
wine_started=""  # yes once Wine's session is up
session_from_nothing() {
  if [ -n "$fresh_prefix" ]; then
    wineserver -k 2>/dev/null  # a server of the last run's prefix, if one was left
    rm -rf "$fresh_prefix" "$fresh_prefix.lock"
  fi
  wine_session_start
}
start_wine() {  # once more if it fails: what failed is said, and the second start begins from nothing too
  if ! session_from_nothing; then
    echo "Wine's session did not start (above); stopping what started, and starting it once more"
    wine_session_stop
    session_from_nothing || return 1
  fi
  wine_started=yes
}
stop_wine() { wine_session_stop; }
trap stop_wine EXIT

# Every program that wine-run runs again (it ended at once having printed nothing) is a record here: the summary
# says each one and how it ended.
export BOIDS_WINE_RUN_LOG="$build/wine-runs-again.log"
rm -f "$BOIDS_WINE_RUN_LOG"
runs_again() {
  if [ ! -s "$BOIDS_WINE_RUN_LOG" ]; then
    echo "Wine: every program ran once (none ended at once having printed nothing)"
    return 0
  fi
  awk -F'\t' -v build="$build/" '
    { what = $NF; if (index(what, build) == 1) what = substr(what, length(build) + 1) }
    $1 == "silent" && !(what in first) { first[what] = sprintf("status %s after %s s", $3, $2); order[++n] = what }
    $1 == "end" {
      if ($2 == 0) outcome[what] = sprintf("passed on run %s", $3)
      else if ($3 == 4) outcome[what] = sprintf("silent three times, then status %s with Wine'"'"'s errors on (its output is the test'"'"'s)", $2)
      else outcome[what] = sprintf("status %s on run %s, having printed (the test'"'"'s own failure)", $2, $3)
    }
    END {
      printf "Wine: %d program%s ended at once having printed nothing, and ran again (tools/windows/wine-run):\n", \
             n, n == 1 ? "" : "s"
      for (i = 1; i <= n; i++) printf "  %s: %s; %s\n", order[i], first[order[i]], outcome[order[i]]
    }' "$BOIDS_WINE_RUN_LOG"
}

# The skip list: each line an exact ctest name, then the reason (Wine's, never the kit's); # begins a comment.
skip_names=()
skip_regex=""
read_skips() {
  local name reason
  while read -r name reason; do
    case "$name" in '' | '#'*) continue ;; esac
    if [ -z "$reason" ]; then
      echo "$skips_file: $name has no reason" >&2
      return 1
    fi
    echo "skipped: $name: $reason"
    skip_names+=("$name")
    skip_regex="${skip_regex:+$skip_regex|}$(printf '%s' "$name" | sed 's/[][\.*^$+?(){}|]/\\&/g')"
  done < "$skips_file"
  [ -n "$skip_regex" ] || return 0
  skip_regex="^($skip_regex)\$"
  # A skip that names no test is an error: the test was renamed, or is gone, and the line with it.
  local found
  found=$(ctest --preset windows -N -R "$skip_regex" 2>/dev/null | sed -n 's/^Total Tests: //p')
  if [ "${found:-0}" -ne ${#skip_names[@]} ]; then
    echo "$skips_file names ${#skip_names[@]} tests, of which ctest has ${found:-0}: remove or rename the others" >&2
    return 1
  fi
}

# Every test but the skipped ones. A program that ends at once having printed nothing is run again by wine-run
# itself, wherever it runs (a test, a listing, a program in a test's script), and the summary names each one
# (runs_again); a failure that printed anything is the kit's.
tests() {
  read_skips || return 1
  local exclude=()
  [ -z "$skip_regex" ] || exclude=(-E "$skip_regex")
  rm -f "$build/Testing/Temporary/CTestCostData.txt"
  ctest --preset windows "${exclude[@]}" 2>&1 | tee "$build/ctest.log"
  local status=${PIPESTATUS[0]}
  local line
  line=$(grep -E '^[0-9]+% tests passed' "$build/ctest.log" | tail -n 1)
  local total failures skipped
  total=$(sed -nE 's/.* out of ([0-9]+)$/\1/p' <<< "$line")
  failures=$(sed -nE 's/.*, ([0-9]+) tests? failed.*/\1/p' <<< "$line")
  skipped=$(grep -cE '^[[:space:]]+[0-9]+ - .* \(Skipped\)$' "$build/ctest.log")
  local counts="$((${total:-0} - ${failures:-0} - skipped)) passed, ${failures:-?} failed"
  summary+=("tests: $counts, $skipped skipped by themselves, ${#skip_names[@]} skipped by name (Wine's)")
  return "$status"
}

# The window, headless, with every reference flying: its screenshot must be a whole BMP with boids in it.
screenshot() {
  local shot="$build/windows-screenshot.bmp"
  rm -f "$shot"
  "$run" "$build/boids.exe" --headless --frames 120 --seed 1 --reference --screenshot "$shot" || return 1
  local size header
  size=$(stat -c %s "$shot") || return 1
  header=$(head -c 2 "$shot")
  local declared
  declared=$(od -An -tu4 -j2 -N4 "$shot" | tr -d ' ')
  if [ "$header" != "BM" ] || [ "$declared" != "$size" ]; then
    echo "$shot is not a whole BMP: it begins with '$header' and says $declared bytes, of $size" >&2
    return 1
  fi
  local pixels
  pixels=$("$run" "$build/framework/app/tests/boids_bmp_colour_count.exe" "$shot" 120 200 255 | tr -d '\r') || return 1
  if [ "${pixels:-0}" -lt 100 ]; then
    echo "$shot has $pixels boid-coloured pixels: expected 100 or more" >&2
    return 1
  fi
  summary+=("screenshot: $shot, $size bytes, $pixels boid-coloured pixels")
}

# The companion's verbs under Wine: status, test 1 on the stub and on the solution, hint 1, setup and doctor. It runs
# the programs built above (BOIDS_WORKSHOP_PREBUILT: it builds nothing). For the solution, a folder whose task 1
# program is boids_test_task1_solution, marked as configured as the companion checks it. hint 1 counts the hint as
# seen in .workshop/: the kit's own state is put back as it was.
companion_verb() {  # companion_verb PREBUILT STATUS REGEX VERB...: the verb must end with STATUS and say REGEX
  local prebuilt=$1 want=$2 regex=$3
  shift 3
  echo "-- workshop $*"
  local out status
  out=$(BOIDS_WORKSHOP_PREBUILT="$prebuilt" BOIDS_KIT_ROOT="$kit" "$run" "$build/framework/companion/workshop.exe" \
        "$@" 2>&1 | tr -d '\r')
  status=${PIPESTATUS[0]}
  echo "$out"
  if [ "$status" -ne "$want" ] || ! grep -Eq "$regex" <<< "$out"; then
    echo "workshop $* ended with $status, expected $want and output matching: $regex" >&2
    return 1
  fi
}
companion() {
  if [ ! -f "$build/framework/companion/workshop.exe" ]; then
    summary+=("companion: not built")
    return 1
  fi
  local solved="$build/companion-solved" state="$kit/.workshop" saved
  rm -rf "$solved"
  mkdir -p "$solved/checker" "$solved/CMakeFiles"
  cp "$build/tests/boids_test_task1_solution.exe" "$solved/checker/boids_test_task1.exe" &&
    cp "$build/CMakeCache.txt" "$solved/" && cp "$build/CMakeFiles/TargetDirectories.txt" "$solved/CMakeFiles/" ||
    return 1
  saved=$(mktemp -d)
  [ ! -d "$state" ] || cp -a "$state" "$saved/state"
  local ok=0
  companion_verb "$build" 0 "0 of 5 tasks pass" status || ok=1
  companion_verb "$build" 1 "Task 1 Alignment: [0-9]+/[0-9]+ passing" test 1 || ok=1
  companion_verb "$solved" 0 "Task 1 Alignment: ([0-9]+)/\1 passing" test 1 || ok=1
  companion_verb "$build" 0 "Hint 1 of [0-9]+" hint 1 || ok=1
  # setup with MSYS2's layout on the PATH, as a learner's cmd has it: a stand-in g++ in <msys64>/ucrt64/bin with
  # only SDL2's header beside it, and no cmake. It must name the one pacman line for the rest.
  local msys="$build/companion-msys64"
  rm -rf "$msys"
  mkdir -p "$msys/ucrt64/bin" "$msys/ucrt64/include/SDL2"
  cp "$build/framework/companion/workshop.exe" "$msys/ucrt64/bin/g++.exe" && touch "$msys/ucrt64/include/SDL2/SDL.h"
  echo "-- workshop setup (a stand-in MSYS2 UCRT64 on the PATH: g++ and SDL2 only)"
  local out status prefix=mingw-w64-ucrt-x86_64
  out=$(BOIDS_KIT_ROOT="$kit" "$run" --path="$msys/ucrt64/bin" "$build/framework/companion/workshop.exe" setup 2>&1 |
        tr -d '\r')
  status=${PIPESTATUS[0]}
  echo "$out"
  local line="pacman -S --needed $prefix-cmake $prefix-ninja $prefix-SDL2_ttf $prefix-gtest $prefix-fmt"
  line+=" $prefix-nlohmann-json $prefix-cpp-httplib"
  if [ "$status" -ne 1 ] || ! grep -Fq "$line" <<<"$out" || ! grep -Fq "MSYS2's UCRT64 shell" <<<"$out"; then
    echo "workshop setup ended with $status, expected 1 and the pacman line for what is missing" >&2
    ok=1
  fi
  # doctor on the same stand-in: the packages line names what is missing (its pacman line is the verdict's fix only
  # when it is the first problem; here the build/ folder's compiler, Linux's, comes first).
  echo "-- workshop doctor (the same stand-in MSYS2 UCRT64 on the PATH)"
  out=$(BOIDS_KIT_ROOT="$kit" "$run" --path="$msys/ucrt64/bin" "$build/framework/companion/workshop.exe" doctor 2>&1 |
        tr -d '\r')
  status=${PIPESTATUS[0]}
  echo "$out"
  if [ "$status" -ne 1 ] ||
     ! grep -Fxq "  packages: missing MSYS2 packages: cmake, ninja, SDL2_ttf, gtest, fmt, nlohmann-json and cpp-httplib" <<<"$out" ||
     ! grep -q '^not ready: .* Fix: pacman -S --needed mingw-w64-ucrt-x86_64-' <<<"$out"; then
    echo "workshop doctor ended with $status, expected 1, the missing packages named and a pacman line" >&2
    ok=1
  fi
  rm -rf "$msys"
  # doctor on the cross-built programs: the tools here are Linux's, so the verdict is not ready, but the window and
  # task 1's tests on the kit's stub and reference run as they would on Windows.
  echo "-- workshop doctor (the cross-built programs)"
  out=$(BOIDS_WORKSHOP_PREBUILT="$build" BOIDS_KIT_ROOT="$kit" "$run" "$build/framework/companion/workshop.exe" doctor \
        2>&1 | tr -d '\r')
  status=${PIPESTATUS[0]}
  echo "$out"
  if [ "$status" -ne 1 ] || ! grep -Eq '^  window: ok, 60 frames headless in .* [0-9]+ boid-coloured pixels' <<<"$out" ||
     ! grep -Eq "^  task 1's tests: ok, the untouched stub passes [0-9]+ of ([0-9]+), the reference \1 of \1 " <<<"$out"
  then
    echo "workshop doctor ended with $status, expected 1 with the window and task 1's tests ok" >&2
    ok=1
  fi
  rm -rf "$state"
  [ ! -d "$saved/state" ] || cp -a "$saved/state" "$state"
  rm -rf "$saved"
  if [ $ok -eq 0 ]; then
    summary+=("companion: status, test 1 (the stub fails, the solution passes), hint 1, setup and doctor as expected")
  else
    summary+=("companion: FAILED (see its verbs above)")
  fi
  return $ok
}

# workshop.cmd, the launcher a Windows learner types, run by Wine's cmd (tests/windows/cmd_launcher_test.sh).
cmd_launcher() {
  local out status
  out=$("$kit/tests/windows/cmd_launcher_test.sh" "$build/framework/companion/workshop.exe" 2>&1)
  status=$?
  echo "$out"
  summary+=("$(tail -n 1 <<<"$out")")
  return $status
}

total_start=$SECONDS
phase "Wine" wine_installed
phase "dependencies" dependencies
[ ${#failed[@]} -eq 0 ] && phase "configure" configure
if [ ${#failed[@]} -eq 0 ]; then
  phase "build" compile
  phase "Wine start" start_wine
fi
if [ -n "$wine_started" ]; then
  phase "tests" tests
  phase "screenshot" screenshot
  phase "companion" companion
  phase "workshop.cmd" cmd_launcher
fi
stop_wine
wine_started=""

echo "== Windows (MinGW-w64, under Wine): summary"
[ ${#summary[@]} -eq 0 ] || printf '%s\n' "${summary[@]}"
runs_again
echo "seconds: $(printf '%s, ' "${timings[@]}")total $((SECONDS - total_start)) s"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Windows self-test FAILED: ${failed[*]}"
  exit 1
fi
echo "Windows self-test passed"
