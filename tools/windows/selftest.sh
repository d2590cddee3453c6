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
export WINEPREFIX="${BOIDS_WINEPREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/boids-kit/wine}"  # wine-run's
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

# Wine's desktop (explorer.exe /desktop) is started by the first program that needs one, and serves every program
# while any runs. Started without a display it has no graphics driver, and every window made meanwhile fails
# ("Couldn't create window: Environment variable not found"), even one on xvfb-run's own display. So the run has a
# display from its start: the user's, or else an Xvfb of its own, ended with the run.
xvfb_pid=""
start_display() {
  [ -z "${DISPLAY:-}" ] || return 0
  if ! command -v Xvfb >/dev/null; then
    echo "No DISPLAY and no Xvfb: Wine's windows have no display, so a window test would fail (apt-get install xvfb)"
    return 0
  fi
  local number
  number=$(mktemp) || return 1
  Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$number" >/dev/null 2>&1 &
  xvfb_pid=$!
  local waited=0
  until [ -s "$number" ]; do  # -displayfd writes the display's number once the server takes connections
    if ! kill -0 "$xvfb_pid" 2>/dev/null || [ $waited -ge 300 ]; then
      echo "Xvfb did not start within 30 s" >&2
      rm -f "$number"
      return 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  DISPLAY=":$(tr -d '[:space:]' <"$number")"
  export DISPLAY
  rm -f "$number"
  echo "Wine's display: Xvfb on $DISPLAY"
}

# One Wine server for the whole run (-p: it stays between programs), and its first start (8 to 14 s, the prefix's
# making once 20 s more) before any test: a test program started meanwhile would miss GoogleTest's discovery time.
# A new prefix is made first (wine-run makes it), and the server of that first run left to end, so that the server
# the tests share is this script's own.
wine_started=""  # yes once Wine runs; ours when this script started its server, and so ends it
start_wine() {
  start_display || return 1
  if [ ! -e "$WINEPREFIX/.boids-kit-ready" ]; then
    "$run" cmd /c exit 0 || return 1
    timeout 60 wineserver -w
  fi
  if wineserver -p 2>/dev/null; then
    wine_started=ours
  else
    echo "A Wine server runs for $WINEPREFIX already: the tests use it"
    wine_started=yes
  fi
  "$run" cmd /c exit 0
}
stop_wine() {
  if [ "$wine_started" = ours ]; then
    wineserver -k 2>/dev/null
  fi
  if [ -n "$xvfb_pid" ]; then
    kill "$xvfb_pid" 2>/dev/null
    wait "$xvfb_pid" 2>/dev/null
    xvfb_pid=""
  fi
}
trap stop_wine EXIT

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

# The failed tests whose program printed nothing at all (their "Output:" in ctest's LastTest.log is empty), as a
# ctest -R regex; empty when a failed test printed anything.
silent_failures() {
  local list="$build/Testing/Temporary/LastTestsFailed.log" log="$build/Testing/Temporary/LastTest.log"
  local name regex=""
  [ -f "$list" ] && [ -f "$log" ] || return 0
  while IFS=: read -r _ name; do
    if ! awk -v name="$name" '
      { line = $0; sub(/^[0-9]+\/[0-9]+ Testing: /, "", line) }
      line == name && $0 ~ / Testing: / { found = 1 }
      found && /^Output:$/ { read = 1; getline; getline; exit ($0 == "<end of output>") ? 0 : 1 }
      END { if (!read) exit 1 }' "$log"; then
      return 0
    fi
    regex="${regex:+$regex|}$(printf '%s' "$name" | sed 's/[][\.*^$+?(){}|]/\\&/g')"
  done <"$list"
  [ -z "$regex" ] || echo "^($regex)\$"
}

# Every test but the skipped ones. Under Wine a test program now and then ends at once, printing nothing, where it
# passes alone and on every other run (about one run of the whole set in three with the run's own display; a
# different test each time). Such failures, when no more than five, run once more, and the summary names them; a
# failure that printed anything is the kit's, and is not run again.
tests() {
  read_skips || return 1
  local exclude=()
  [ -z "$skip_regex" ] || exclude=(-E "$skip_regex")
  ctest --preset windows "${exclude[@]}" 2>&1 | tee "$build/ctest.log"
  local status=${PIPESTATUS[0]}
  local line
  line=$(grep -E '^[0-9]+% tests passed' "$build/ctest.log" | tail -n 1)
  local total failures skipped
  total=$(sed -nE 's/.* out of ([0-9]+)$/\1/p' <<< "$line")
  failures=$(sed -nE 's/.*, ([0-9]+) tests? failed.*/\1/p' <<< "$line")
  skipped=$(grep -cE '^[[:space:]]+[0-9]+ - .* \(Skipped\)$' "$build/ctest.log")
  local again="" silent
  silent=$(silent_failures)
  if [ "$status" -ne 0 ] && [ -n "$silent" ] && [ "${failures:-0}" -le 5 ]; then
    echo "== Windows: the ${failures} failed tests printed nothing; once more"
    if ctest --preset windows -R "$silent" --output-on-failure 2>&1 | tee "$build/ctest-again.log"; then
      again=$(sed -nE 's/^.*Test +#[0-9]+: ([^ ]+) .*Passed.*/\1/p' "$build/ctest-again.log" | paste -sd' ')
      status=0
      failures=0
    fi
  fi
  local counts="$((${total:-0} - ${failures:-0} - skipped)) passed, ${failures:-?} failed"
  summary+=("tests: $counts, $skipped skipped by themselves, ${#skip_names[@]} skipped by name (Wine's)")
  [ -z "$again" ] || summary+=("tests that printed nothing and failed, then passed when run again: $again")
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
     ! grep -Fxq "  packages: missing MSYS2 packages: cmake, ninja, SDL2_ttf, gtest and fmt" <<<"$out" ||
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
echo "seconds: $(printf '%s, ' "${timings[@]}")total $((SECONDS - total_start)) s"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Windows self-test FAILED: ${failed[*]}"
  exit 1
fi
echo "Windows self-test passed"
