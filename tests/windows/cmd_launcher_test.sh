#!/usr/bin/env bash
# workshop.cmd, the Windows launcher, run by Wine's cmd in scratch kits (folders with a space and an ampersand in
# their names, as a user's folder can have): with no CMake on the PATH, and with a stand-in cmake.cmd that records
# its arguments and "builds" by copying the real companion. Each check prints "ok" or "FAIL" and why.
#   tests/windows/cmd_launcher_test.sh WORKSHOP_EXE
# WORKSHOP_EXE: the companion cross-built for Windows (build-windows/framework/companion/workshop.exe). Wine's
# prefix is the kit's (tools/windows/wine-run), started beforehand by tools/windows/selftest.sh.
set -uo pipefail
exec </dev/null
unset WINEPATH  # no folder of ours on the PATH unless a check adds one

src="$(cd "$(dirname "$0")/../.." && pwd)"
exe=${1:?usage: $0 WORKSHOP_EXE}
export WINEPREFIX="${BOIDS_WINEPREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/boids-kit/wine}" WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml="

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
winpath() { printf 'Z:%s' "${1//\//\\}"; }  # /a/b -> Z:\a\b

# The stand-in cmake: every call appends its arguments to %CALLS%. -S makes the build folder and its cache
# (CMAKE_FAILS=1: prints an error and fails); --build copies the real companion in (BUILD_FAILS=1: fails).
mkdir -p "$work/bin"
cp "$exe" "$work/bin/real-workshop.exe"
printf '%s\r\n' '@echo off' \
  'echo cmake %*>> "%CALLS%"' \
  'if "%~1"=="--version" exit /b 0' \
  'if "%~1"=="-S" goto configure' \
  'if "%~1"=="--build" goto build' \
  'exit /b 0' \
  ':configure' \
  'if "%CMAKE_FAILS%"=="1" (echo CMake Error: a stand-in configure error& exit /b 1)' \
  'mkdir "%~4"' \
  'echo CMAKE_HOME_DIRECTORY:INTERNAL=%~2> "%~4\CMakeCache.txt"' \
  'exit /b 0' \
  ':build' \
  'if "%BUILD_FAILS%"=="1" (echo console.cpp:3:1: error: a stand-in compile error& exit /b 1)' \
  'echo [1/1] Linking CXX executable workshop.exe' \
  'copy /y "%~dp0real-workshop.exe" "%~2\workshop.exe" >nul' \
  'exit /b 0' >"$work/bin/cmake.cmd"

passed=0 failed=0
check() {  # check NAME CONDITION-STATUS DETAIL
  if [ "$2" -eq 0 ]; then
    echo "ok   $1"
    passed=$((passed + 1))
  else
    echo "FAIL $1: $3"
    failed=$((failed + 1))
  fi
}
make_kit() {  # make_kit FOLDER: the launcher alone (the companion needs no more for help and usage errors)
  mkdir -p "$1"
  cp "$src/workshop.cmd" "$1/"
}
# launch FOLDER [ENV=VALUE...] -- ARGUMENTS...: runs "workshop ARGUMENTS" in FOLDER under Wine's cmd, as a learner
# types it there; sets out and status.
launch() {
  local kit=$1
  shift
  local env=()
  while [ "$1" != -- ]; do env+=("$1"); shift; done
  shift
  out=$(cd "$kit" && env "${env[@]}" CALLS="$(winpath "$work/calls")" "$src/tools/windows/wine-run" cmd /c workshop "$@" \
        2>&1 | tr -d '\r')
  status=${PIPESTATUS[0]}
}
has() { grep -Fq -- "$2" <<<"$1"; }

# 1. No CMake anywhere: the launcher says what to install, fails, and makes nothing.
kit="$work/kit one & co"
make_kit "$kit"
launch "$kit" -- status
check "without CMake it fails with status 1" $(( status != 1 )) "status $status: $out"
has "$out" "CMake 3.22 or newer, which is not on the PATH"
check "without CMake it says what to install" $? "$out"
[ ! -e "$kit/build" ]
check "without CMake it makes no build folder" $? "$(ls "$kit")"

# 2. The first run configures and builds (the progress shown), then runs the companion with the arguments.
with_cmake=(WINEPATH="$(winpath "$work/bin")")
rm -f "$work/calls"
launch "$kit" "${with_cmake[@]}" -- help
check "the first run ends with the companion's status (help: 0)" "$status" "status $status: $out"
has "$out" "Building workshop's own program in build\\companion\\"
check "the first run says it builds once" $? "$out"
has "$out" "[1/1] Linking CXX executable workshop.exe"
check "the first run shows the build's progress" $? "$out"
has "$out" "build and open the boids window"
check "the first run prints the companion's help" $? "$out"
grep -qx "workshop COMMAND" <<<"$out"
check "the help names the command as a learner types it in cmd (workshop, not ./workshop)" $? "$out"
calls=$(tr -d '\r' <"$work/calls" 2>/dev/null)
has "$calls" "cmake -S \"$(winpath "$kit")\\framework\\companion\" -B \"$(winpath "$kit")\\build\\companion\""
check "the first run configures framework\\companion into build\\companion, in a folder with a space and &" $? "$calls"

# 3. Later runs build quietly (nothing to show when nothing fails), pass the arguments as typed, and end with the
# companion's status.
rm -f "$work/calls"
launch "$kit" "${with_cmake[@]}" -- hint "a b"
check "an argument with a space reaches the companion as one, and its status 2 comes back" $(( status != 2 )) \
  "status $status: $out"
has "$out" "got 'a b'"
check "the companion names the argument as typed" $? "$out"
! has "$out" "Building workshop's own program" && ! has "$out" "Linking"
check "a later run builds quietly" $? "$out"
calls=$(tr -d '\r' <"$work/calls" 2>/dev/null)
! has "$calls" "cmake -S" && has "$calls" "cmake --build"
check "a later run builds without configuring again" $? "$calls"

# 4. A build that fails shows the compiler's messages and fails; so does a configure that fails.
launch "$kit" "${with_cmake[@]}" BUILD_FAILS=1 -- help
check "a failed build ends with status 1" $(( status != 1 )) "status $status: $out"
has "$out" "a stand-in compile error" && has "$out" "workshop's program did not build"
check "a failed build shows the compiler's messages and says so" $? "$out"
kit2="$work/kit two"
make_kit "$kit2"
launch "$kit2" "${with_cmake[@]}" CMAKE_FAILS=1 -- help
check "a failed configure ends with status 1" $(( status != 1 )) "status $status: $out"
has "$out" "a stand-in configure error" && has "$out" "cmake could not configure"
check "a failed configure shows its log and says so" $? "$out"

# 5. doctor is the same verb through workshop.cmd: each check, then the first thing to fix. Here no compiler is on
# the PATH (only the stand-in cmake), so that is the verdict, with MSYS2's line, and the words name the command as
# typed in cmd.
launch "$kit" "${with_cmake[@]}" -- doctor
check "doctor through workshop.cmd ends with status 1 (not ready)" $(( status != 1 )) "status $status: $out"
has "$out" "Is this laptop ready for the workshop?" && grep -q '^  disk: ' <<<"$out" &&
  grep -q '^not ready: compiler: .*Fix: pacman -S --needed mingw-w64-ucrt-x86_64-gcc' <<<"$out"
check "doctor through workshop.cmd says its checks and names the missing compiler with the line that installs it" \
  $? "$out"
has "$out" "workshop trace" && ! has "$out" "./workshop"
check "doctor through workshop.cmd names the commands as typed in cmd (workshop, not ./workshop)" $? "$out"

echo "workshop.cmd under Wine's cmd: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
