#!/usr/bin/env bash
# Tests the launcher, ./workshop: a POSIX sh script that builds the companion (framework/companion) into
# build/companion/ once, rebuilds it only when one of its sources is newer, and runs it with the kit's folder and
# the command's name in its environment. It must run under dash, bash --posix, macOS's bash 3.2 sh and zsh's sh.
#   1. It reads as POSIX sh to every shell here (dash -n, bash --posix -n, zsh and busybox where installed);
#      `shellcheck -s sh` finds nothing (skipped, saying so, where shellcheck is not installed).
#   2. It runs under dash (and bash --posix, and zsh --emulate sh where installed) in a scratch kit whose cmake is a
#      stand-in: it configures once (Ninja, make when the path holds what Ninja cannot, a refusal for ; " \ | ?),
#      builds only when a source is newer, says how to install cmake when there is none (and installs it for
#      `setup` as root), shows the compiler's errors when the build fails, and hands every argument over intact.
# Usage: launcher_test.sh KIT_SOURCE_DIR
set -uo pipefail

src=${1:?usage: launcher_test.sh KIT_SOURCE_DIR}
launcher=$src/workshop
passes=0 failures=0
record() { if [[ $2 -eq 0 ]]; then echo "ok:   $1"; passes=$((passes + 1)); else echo "FAIL: $1"; failures=$((failures + 1)); fi; }

# ---------------------------------------------------------------------------------------------------------------
# 1. Syntax.
shells=("dash -n" "bash --posix -n")
command -v zsh >/dev/null 2>&1 && shells+=("zsh --emulate sh -n")
command -v busybox >/dev/null 2>&1 && shells+=("busybox sh -n")
for shell in "${shells[@]}"; do
  # shellcheck disable=SC2086 # the shell's words
  out=$($shell "$launcher" 2>&1)
  r=$?
  [[ $r -eq 0 ]] || sed 's/^/      /' <<<"$out"
  record "$shell reads the launcher" $r
done
for missing in dash zsh; do
  command -v "$missing" >/dev/null 2>&1 || echo "skip: $missing is not installed, so the launcher was not read or run by it."
done
if command -v shellcheck >/dev/null 2>&1; then
  out=$(shellcheck --shell=sh "$launcher" 2>&1)
  r=$?
  [[ $r -eq 0 ]] || sed 's/^/      /' <<<"$out" | head -30
  record "shellcheck -s sh: clean" $r
else
  echo "skip: shellcheck is not installed (apt-get install shellcheck; CI installs it), so it did not run."
fi

# ---------------------------------------------------------------------------------------------------------------
# 2. Runs, in a scratch kit: the launcher and the companion's sources, with stand-ins in $work/bin.
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
calls=$work/cmake-calls
make_kit() { # make_kit FOLDER: the launcher and the sources it watches, in FOLDER
  mkdir -p "$1/framework/app/logic" "$1/exercises"
  cp "$launcher" "$1/workshop"
  cp -R "$src/framework/companion" "$src/framework/platform" "$1/framework/"
  cp "$src/framework/app/logic/search_mode.h" "$1/framework/app/logic/"
}
kit=$work/kit
make_kit "$kit"
mkdir -p "$work/bin"
# cmake: records its arguments; configuring writes a cache naming the source folder, building writes a companion
# that prints its environment and its arguments (one per line, in brackets). CMAKE_FAILS=1: the build fails.
cat >"$work/bin/cmake" <<'STANDIN'
#!/bin/sh
printf 'cmake' >>"$CALLS"; for a in "$@"; do printf ' [%s]' "$a" >>"$CALLS"; done; echo >>"$CALLS"
if [ "$1" = -S ]; then
  mkdir -p "$4" && printf 'CMAKE_HOME_DIRECTORY:INTERNAL=%s\n' "$2" >"$4/CMakeCache.txt"
elif [ "$1" = --build ]; then
  echo "[1/9] Building CXX object CMakeFiles/boids_companion_lib.dir/console.cpp.o"
  if [ "${CMAKE_FAILS:-0}" = 1 ]; then
    echo "framework/companion/console.cpp:3:1: error: a mistake in the companion"; echo "  context"; exit 1
  fi
  echo "[9/9] Linking CXX executable workshop"
  cat >"$2/workshop" <<'PROGRAM'
#!/bin/sh
printf 'root=%s\ncommand=%s\n' "$BOIDS_KIT_ROOT" "$BOIDS_WORKSHOP_COMMAND"
for a in "$@"; do printf 'arg=[%s]\n' "$a"; done
PROGRAM
  chmod +x "$2/workshop"
fi
STANDIN
printf '#!/bin/sh\nexit 0\n' >"$work/bin/ninja"
chmod +x "$work/bin/cmake" "$work/bin/ninja"
export CALLS=$calls PATH="$work/bin:$PATH"

# launch SHELL FOLDER ARGS...: runs the launcher of FOLDER's kit with SHELL from FOLDER; sets OUT and STATUS.
launch() {
  local shell=$1 folder=$2
  shift 2
  : >"$calls"
  # shellcheck disable=SC2086 # the shell's words
  OUT=$(cd "$folder" && $shell "$@" 2>&1 </dev/null)
  STATUS=$?
}
says() { grep -qF -- "$1" <<<"$OUT" || { echo "      no '$1' in:"; tail -6 <<<"$OUT" | sed 's/^/      | /'; return 1; }; }
called() { grep -qF -- "$1" "$calls" || { echo "      no call '$1' in:"; sed 's/^/      | /' "$calls"; return 1; }; }
no_calls() { [[ ! -s "$calls" ]] || { echo "      cmake ran:"; sed 's/^/      | /' "$calls"; return 1; }; }
exited() { [[ $STATUS -eq $1 ]] || { echo "      exit $STATUS, wanted $1"; return 1; }; }

launch dash "$kit" ./workshop help
r=0; exited 0 && says "Building ./workshop's own program in build/companion/" &&
  called "cmake [-S] [$kit/framework/companion] [-B] [$kit/build/companion] [-G] [Ninja]" && called "cmake [--build]" &&
  says "root=$kit" && says "command=./workshop" && says "arg=[help]" || r=1
record "the first run configures with Ninja, builds, and runs the companion with the kit and the command" $r

launch dash "$kit" ./workshop test 1 "two words" "" "\$HOME" "\`touch pwned\`" "it's" '"quoted"' "ß"
r=0; exited 0 && no_calls &&
  says "arg=[test]" && says "arg=[1]" && says "arg=[two words]" && says "arg=[]" && says "arg=[\$HOME]" &&
  says "arg=[\`touch pwned\`]" && says "arg=[it's]" && says 'arg=["quoted"]' && says "arg=[ß]" &&
  [[ ! -e "$kit/pwned" ]] || r=1
record "the next run builds nothing, and every argument reaches the companion as it was written" $r

for shell in "bash --posix" "zsh --emulate sh"; do
  command -v "${shell%% *}" >/dev/null 2>&1 || continue
  launch "$shell" "$kit" ./workshop status
  r=0; exited 0 && no_calls && says "arg=[status]" && says "root=$kit" || r=1
  record "$shell runs it too" $r
done

launch dash "$kit/exercises" ../workshop help
r=0; exited 0 && says "root=$kit" || r=1
record "run from exercises/ (../workshop), the kit is still the launcher's folder" $r
launch dash "$kit" workshop help
r=0; exited 0 && says "root=$kit" || r=1
record "sh workshop, from the kit, finds the kit too" $r

touch -d '1 minute ago' "$kit/build/companion/workshop"
touch "$kit/framework/platform/utf8_path.cpp"
launch dash "$kit" ./workshop help
r=0; exited 0 && called "cmake [--build]" && ! grep -qF -- "[-S]" "$calls" && says "Rebuilding ./workshop's own program" || r=1
record "a source newer than the companion (framework/platform/utf8_path.cpp) rebuilds it, without configuring again" $r
launch dash "$kit" ./workshop help
r=0; exited 0 && no_calls || r=1
record "and the run after it builds nothing, though the build itself changed no file" $r

touch -d '1 minute ago' "$kit/build/companion/workshop"
touch "$kit/framework/companion/console.cpp"
CMAKE_FAILS=1 launch dash "$kit" ./workshop help
r=0; exited 1 && says "console.cpp:3:1: error: a mistake in the companion" &&
  says "workshop: ./workshop's program did not build" && ! says "arg=[help]" >/dev/null || r=1
record "a build that fails shows the compiler's error and runs nothing" $r
rm -rf "$kit/build"

BOIDS_WORKSHOP_PROGRAM=$work/bin/ninja launch dash "$kit" ./workshop help
r=0; exited 0 && no_calls && [[ ! -e "$kit/build/companion" ]] || r=1
record "BOIDS_WORKSHOP_PROGRAM runs that program, and builds nothing" $r

odd="$work/O'Brien & co"
make_kit "$odd"
launch dash "$odd" ./workshop help
r=0; exited 0 && called "[-G] [Unix Makefiles]" && says "root=$odd" || r=1
record "in a folder whose path Ninja cannot hold (' &), it builds with make" $r

printf 'CMAKE_HOME_DIRECTORY:INTERNAL=/somewhere/else/framework/companion\n' >"$odd/build/companion/CMakeCache.txt"
touch "$odd/framework/companion/console.cpp"
launch dash "$odd" ./workshop help
r=0; exited 0 && called "cmake [-S] [$odd/framework/companion]" || r=1
record "a kit that was moved is configured again, in its new folder" $r

bad="$work/semi;colon"
make_kit "$bad"
launch dash "$bad" ./workshop help
r=0; exited 1 && no_calls && says "workshop: the kit's folder, $bad, holds ;: CMake or the build tools cannot take" &&
  [[ ! -e "$bad/build" ]] || r=1
record "a folder whose path holds ; is refused, saying where to move the kit, and nothing is written" $r

# No cmake: a PATH of the programs the launcher uses and a compiler, but not cmake (and, as root, an apt-get that
# records its calls).
mkdir -p "$work/nocmake"
for name in sh dash env find tr fold sort paste grep cat mkdir rm touch getconf id uname head c++ g++ clang++; do
  program=$(command -v "$name") && ln -s "$program" "$work/nocmake/$name"
done
rm -rf "$kit/build"
OUT=$(cd "$kit" && PATH="$work/nocmake" dash ./workshop test 1 2>&1 </dev/null)
STATUS=$?
r=0; exited 1 && says "./workshop builds itself with cmake (3.22 or newer" && says "and a C++ compiler" || r=1
record "without cmake, it says what to install and runs nothing" $r
if [[ $(id -u) -eq 0 ]]; then
  printf '#!/bin/sh\necho "apt-get $*" >>"%s"\n' "$work/apt-calls" >"$work/nocmake/apt-get"
  chmod +x "$work/nocmake/apt-get"
  OUT=$(cd "$kit" && PATH="$work/nocmake" dash ./workshop test 1 2>&1 </dev/null)
  STATUS=$?
  r=0; exited 1 && says "./workshop setup" && [[ ! -e "$work/apt-calls" ]] || r=1
  record "as root, a command other than setup installs nothing and names ./workshop setup" $r
  OUT=$(cd "$kit" && PATH="$work/nocmake" dash ./workshop setup 2>&1 </dev/null)
  r=0; grep -qF "apt-get install -y -qq cmake g++ make" "$work/apt-calls" || { r=1; sed 's/^/      | /' <<<"$OUT"; }
  record "as root, setup installs cmake, g++ and make first (the companion installs the rest)" $r
else
  echo "skip: not root, so setup's installing of cmake was not run"
fi

echo "$passes passed, $failures failed"
[[ $failures -eq 0 ]]
