#!/usr/bin/env bash
# ./workshop doctor in a scratch copy of the kit, built once for real (unoptimised): on a fresh kit it says ready;
# on a solved kit (exercises/ = solutions/) still ready, and it says what exercises/ holds; with a library missing
# (a stand-in dpkg-query and pkg-config), with no display (DISPLAY and WAYLAND_DISPLAY unset) and with no debugger
# (a PATH without gdb and lldb) it names the problem and the command that fixes it, and exits 1. exercises/ never
# changes but by the test's own hand. Usage: doctor_test.sh KIT_SOURCE_DIR
set -uo pipefail

src=${1:?usage: doctor_test.sh KIT_SOURCE_DIR}
# shellcheck source=tests/workshop/scratch_kit.sh
source "$src/tests/workshop/scratch_kit.sh"
built_kit "$src" # $work, $kit (the working folder), removed on exit
for folder in framework/tasks/*/; do cp "$folder/stub.cpp" "exercises/$(basename "$folder").cpp"; done

passes=0 failures=0
record() { # record DESCRIPTION OK
  if [[ $2 -eq 0 ]]; then echo "ok:   $1"; passes=$((passes + 1)); else echo "FAIL: $1"; failures=$((failures + 1)); fi
}
exercises_hash() { find exercises -type f -print0 | sort -z | xargs -0 cat | cksum; }
# doctor_run NAME [env ARGS...]: ./workshop doctor under `env ARGS`, its output in $work/NAME.out, its exit code in
# $status, its last line in $verdict; exercises/ must be as it was.
doctor_run() {
  local name=$1 before started=$SECONDS
  shift
  before=$(exercises_hash)
  env "$@" ./workshop doctor >"$work/$name.out" 2>&1 </dev/null
  status=$?
  verdict=$(tail -1 "$work/$name.out")
  echo "-- doctor, $name: exit $status in $((SECONDS - started)) s, $(grep -o 'Checked in .*' "$work/$name.out")"
  sed 's/^/      | /' "$work/$name.out"
  record "doctor, $name: exercises/ is as it was" "$([[ $(exercises_hash) == "$before" ]]; echo $?)"
}
has() { grep -qF -- "$2" "$work/$1.out" || { echo "      no '$2' in $1's output"; return 1; }; } # has NAME TEXT
check() { # check DESCRIPTION COMMAND...
  local what=$1
  shift
  "$@"
  record "$what" $?
}

# The window opens on the display as `run` opens it, so the display must answer: an X server of the test's own
# (Xvfb, on a free number, stopped at the end), or the session's DISPLAY when Xvfb is not installed. `dead` is a
# display number with no server: doctor must find that its window cannot open there.
display=${DISPLAY:-} xvfb="" number=90
while [[ -e /tmp/.X11-unix/X$number || -e /tmp/.X$number-lock ]]; do number=$((number + 1)); done
if command -v Xvfb >/dev/null 2>&1; then
  timeout 1800 Xvfb ":$number" -screen 0 1280x900x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
  xvfb=$!
  for _ in $(seq 100); do [[ -e /tmp/.X11-unix/X$number ]] && break; sleep 0.1; done
  display=":$number"
  number=$((number + 1))
  while [[ -e /tmp/.X11-unix/X$number || -e /tmp/.X$number-lock ]]; do number=$((number + 1)); done
fi
dead=":$number"
if [[ -z $display ]]; then
  echo "skip: neither Xvfb nor a DISPLAY, and doctor's window must open on a display to say ready"
  exit 77
fi
ninja=()
command -v ninja >/dev/null 2>&1 && ninja=(-G Ninja)
# About the checks, not the speed of the code: without optimisation the one build takes half as long.
cmake --preset dev "${ninja[@]}" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O0 -DNDEBUG" >"$work/configure.log" 2>&1 ||
  { tail -20 "$work/configure.log"; exit 1; }

doctor_run fresh DISPLAY="$display"
check "on a fresh kit it says ready, exit 0" test "$status-$verdict" = "0-ready"
for line in "compiler: ok" "CMake: ok" "build tool: ok" "SDL2: ok" "SDL2_ttf: ok" "GoogleTest: ok" "fmt: ok" \
  "display: ok" "debugger: ok" "disk: ok" "build: ok" "window: ok" "window on the display: ok, opened on DISPLAY=$display" \
  "task 1's tests: ok, the untouched stub passes"; do
  check "on a fresh kit: '$line'" has fresh "$line"
done
check "on a fresh kit it says the exercises are the stubs" has fresh "0 of 6 are the reference's code, 0 others started"

for f in solutions/*.cpp; do cp "$f" "exercises/${f#solutions/}"; done # a learner who finished every task
# Their tests built from the solutions, as the learner's next command builds them: a doctor that took the learner's
# module of task 1 for the stub would now see it pass.
./workshop status >"$work/status.out" 2>&1
check "the learner's own task 1 tests pass on the solved kit" grep -qE "^  Task 1 [A-Za-z ]+ [#.]+ +([0-9]+)/\1 +passing" "$work/status.out"
doctor_run solved DISPLAY="$display"
check "on a solved kit it is still ready, exit 0" test "$status-$verdict" = "0-ready"
check "and it says exercises/ holds the reference's code, which changes nothing" \
  has solved "6 of 6 are the reference's code, 0 others started; the tests' check ran the kit's stub and reference, not them"
check "on a solved kit the stub still fails and the reference passes" has solved "(the stub fails as it should)"

mkdir -p "$work/missing"
# shellcheck disable=SC2016 # the stand-in expands its own $3
stand_in "$work/missing/dpkg-query" \
  'case "$3" in libsdl2-ttf-dev) printf "unknown ok not-installed" ;; *) printf "install ok installed" ;; esac'
stand_in "$work/missing/pkg-config" "[ \"\$2\" = SDL2_ttf ] && exit 1; exec $(command -v pkg-config || echo false) \"\$@\""
install="sudo apt-get install -y libsdl2-ttf-dev"
[[ $(id -u) -eq 0 ]] && install="./workshop setup"
doctor_run library DISPLAY="$display" PATH="$work/missing:$PATH"
check "with a library missing: exit 1, naming it and the line that installs it" \
  test "$status-$verdict" = "1-not ready: packages: missing libsdl2-ttf-dev. Fix: $install"
check "and its own line says so" has library "SDL2_ttf: missing (the package libsdl2-ttf-dev is not installed)"
check "and nothing is built before it is installed" has library "build: skipped"

doctor_run display -u DISPLAY -u WAYLAND_DISPLAY
check "with no display: exit 1, the window headless only" \
  grep -qE "^not ready: display: none \(DISPLAY and WAYLAND_DISPLAY are unset\), so the window can run headless only.*Fix: " \
  <<<"$verdict"
check "and the rest is checked: the window, headless, is fine" has display "window: ok"

doctor_run dead DISPLAY="$dead"
check "with a display that does not answer: exit 1, naming it and what to do" \
  grep -qE "^not ready: window on the display: \./workshop run could not open its window on DISPLAY=$dead: .*Fix: run \./workshop doctor in a terminal of the laptop's own desktop" \
  <<<"$verdict"
check "and its display line alone would have said ok: the variable is set" has dead "display: ok, DISPLAY=$dead"
check "and the window, headless, is fine" has dead "window: ok"
check "doctor's time counts from the command's start" grep -qE "^Checked in [0-9]+\.[0-9] s\.$" "$work/dead.out"

# A PATH with every program of this one but gdb and lldb.
mkdir -p "$work/nodebug"
IFS=: read -ra folders <<<"$PATH"
for folder in "${folders[@]}"; do
  for program in "$folder"/*; do
    name=${program##*/}
    [[ -x $program && ! -e $work/nodebug/$name && ! $name =~ ^(gdb|lldb.*)$ ]] && ln -s "$program" "$work/nodebug/$name"
  done
done
gdb_line="sudo apt-get install -y gdb"
[[ $(id -u) -eq 0 ]] && gdb_line="apt-get install -y gdb"
doctor_run debugger -u BOIDS_TRACE_ENGINE -u BOIDS_GDB -u BOIDS_PYTHON DISPLAY="$display" PATH="$work/nodebug"
check "with no debugger: exit 1, naming it with the install line" \
  test "$status-$verdict" = "1-not ready: debugger: neither gdb nor lldb is installed, and ./workshop trace needs one. Fix: $gdb_line"

[[ -n $xvfb ]] && kill "$xvfb" 2>/dev/null
echo "$passes passed, $failures failed"
[[ $failures -eq 0 ]]
