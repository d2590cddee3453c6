#!/usr/bin/env bash
# Tests that ./workshop reads the same as plain text, for a screen reader or a log (issue 39): `status` and `test 1`
#   (a) into a pipe, (b) on a pseudo-terminal with NO_COLOR=1, (c) on a pseudo-terminal with TERM=dumb:
#       no ESC byte, no \r, each "building:" line once and at most five of them, and pass and fail said in words;
#   (d) on a pseudo-terminal without NO_COLOR: colours and the redrawn progress line are there (so the test can fail).
# In a scratch kit with stand-ins (scratch_kit.sh): cmake's build prints 40 ninja steps; task 1's test program writes
# the records of a real failing run (tests/report/fixtures/task1_stub.jsonl), and prints in colour unless given
# --gtest_color=no; the others pass. With BUILD_DIR, a kit build whose checker/ holds the real task programs, status and test 1 run
# those too. The launcher's own progress, building the companion with a stand-in cmake, is checked the same way.
# Usage: plain_output_test.sh KIT_SOURCE_DIR [BUILD_DIR]   (BOIDS_WORKSHOP_PROGRAM: the companion, built)
set -uo pipefail

src=${1:?usage: plain_output_test.sh KIT_SOURCE_DIR [BUILD_DIR]}
real_build=${2:-}
# shellcheck source=tests/workshop/scratch_kit.sh
source "$src/tests/workshop/scratch_kit.sh"
scratch_kit "$src"
cd "$kit" || exit 2

passes=0 failures=0
record() { if [[ $2 -eq 0 ]]; then echo "ok:   $1"; passes=$((passes + 1)); else echo "FAIL: $1"; failures=$((failures + 1)); fi; }

# The stand-ins: a build of 40 steps (of a task's test programs: the trace's program is built, as on a kit built
# before), and task 1's program failing as the untouched stub does.
# shellcheck disable=SC2016 # the stand-in's own $ expansions
stand_in "$work/bin/cmake" 'case "$*" in *--build*boids_trace*) ;; *--build*) i=1; while [ $i -le 40 ]; do echo "[$i/40] Building CXX object x/f$i.cpp.o"; i=$((i + 1)); done ;; esac; exit 0'
cp "$src/tests/report/fixtures/task1_stub.jsonl" "$work/task1.jsonl"
stand_in "$kit/build/checker/boids_test_task1" "case \"\$*\" in
  *--gtest_color=no*) ;;
  *) printf '\\033[0;31mFAILED \\033[mcoloured by GoogleTest: --gtest_color=no was not passed\\n' ;;
esac
for a in \"\$@\"; do case \"\$a\" in --records=*) cp '$work/task1.jsonl' \"\${a#--records=}\" ;; esac; done
exit 1"

# on_pty COMMAND...: COMMAND on a pseudo-terminal (util-linux script), its output as it came: stty -onlcr, so that
# every \r in it is the program's own and not the terminal's end of line.
pty=0
script -qfec true /dev/null </dev/null >/dev/null 2>&1 && pty=1
on_pty() { script -qfec "stty -onlcr; $(printf '%q ' "$@")" /dev/null </dev/null 2>&1; }

# plain DESCRIPTION OUTPUT: no escape code, no redrawn line, each progress line once and at most five.
plain() {
  local r=0 lines
  if LC_ALL=C grep -q $'\e' <<<"$2"; then echo "      an ESC byte in:"; LC_ALL=C grep $'\e' <<<"$2" | cat -v | head -3 | sed 's/^/      | /'; r=1; fi
  if LC_ALL=C grep -q $'\r' <<<"$2"; then printf '      a \\r in:\n'; LC_ALL=C grep $'\r' <<<"$2" | cat -v | head -3 | sed 's/^/      | /'; r=1; fi
  lines=$(grep -c 'building:' <<<"$2")
  if [[ $lines -gt 5 ]]; then echo "      $lines progress lines"; r=1; fi
  if [[ -n $(grep 'building:' <<<"$2" | sort | uniq -d) ]]; then echo "      a progress line twice"; r=1; fi
  record "$1: plain (no ESC, no \\r, $lines progress lines)" $r
}
# says DESCRIPTION OUTPUT REGEX...: each extended REGEX matches a line of OUTPUT.
says() {
  local what=$1 out=$2 r=0 regex
  shift 2
  for regex in "$@"; do
    grep -qE -- "$regex" <<<"$out" || { echo "      no '$regex' in:"; tail -6 <<<"$out" | cat -v | sed 's/^/      | /'; r=1; }
  done
  record "$what" $r
}
# The words that say pass and fail without colour.
status_words=("^  Task 1 Alignment +[#.]{20} +[0-9]+/[0-9]+ +passing" "^[0-9]+ of [0-9]+ tasks pass")
test_words=("Task 1 Alignment: [0-9]+/[0-9]+ passing")
fail_words=("Failed check: Alignment\." "^Task 1 Alignment: [0-9]+/[0-9]+ passing" "^Edit exercises/01_alignment.cpp")

# each_way WHAT FAILS: status and test 1 in the plain ways, then in colour. FAILS: task 1 is known to fail.
each_way() {
  local what=$1 fails=$2 out verb words
  for verb in status "test 1"; do
    if [[ $verb == status ]]; then words=("${status_words[@]}"); else words=("${test_words[@]}"); fi
    [[ $fails == yes && $verb != status ]] && words+=("${fail_words[@]}")
    # shellcheck disable=SC2086 # the verb's words
    out=$(./workshop $verb 2>&1 </dev/null)
    plain "$what: $verb, piped" "$out"
    says "$what: $verb, piped, says pass and fail in words" "$out" "${words[@]}"
    if [[ $pty -eq 1 ]]; then
      # shellcheck disable=SC2086
      out=$(NO_COLOR=1 TERM=xterm on_pty ./workshop $verb)
      plain "$what: $verb, NO_COLOR=1 on a terminal" "$out"
      says "$what: $verb, NO_COLOR=1 on a terminal, says pass and fail in words" "$out" "${words[@]}"
      # shellcheck disable=SC2086
      out=$(env -u NO_COLOR TERM=dumb bash -c "$(declare -f on_pty); on_pty ./workshop $verb")
      plain "$what: $verb, TERM=dumb on a terminal" "$out"
      # shellcheck disable=SC2086
      out=$(env -u NO_COLOR TERM=xterm bash -c "$(declare -f on_pty); on_pty ./workshop $verb")
      says "$what: $verb, on a terminal without NO_COLOR, is in colour" "$out" $'\e\\[3[12]m'
      # shellcheck disable=SC2001 # a regular expression, which ${//} does not take
      says "$what: $verb, on a terminal without NO_COLOR, says the same words" \
        "$(sed $'s/\e\\[[0-9;]*[A-Za-z]//g' <<<"$out")" "${words[@]}"
    fi
  done
}

if [[ $pty -eq 0 ]]; then
  echo "skip: no util-linux script here, so the pseudo-terminal runs (NO_COLOR, TERM=dumb, colour) did not run."
fi

# 1. The stand-ins: a build with progress, task 1 failing, the rest passing.
each_way "stand-ins" yes
if [[ $pty -eq 1 ]]; then
  out=$(env -u NO_COLOR TERM=xterm bash -c "$(declare -f on_pty); on_pty ./workshop test 2")
  says "stand-ins: on a terminal without NO_COLOR, the progress line redraws itself" "$out" $'\r\e\\[K  building: '
fi

# 2. The kit build's real task programs, when given (GoogleTest's own output, the real failure reports).
if [[ -n $real_build ]]; then
  if [[ -x $real_build/checker/boids_test_task1 ]]; then
    export BOIDS_WORKSHOP_PREBUILT=$real_build
    each_way "real programs" no
    unset BOIDS_WORKSHOP_PREBUILT
  else
    echo "skip: $real_build/checker/boids_test_task1 is not built, so the real task programs did not run."
  fi
fi

# 3. The launcher building the companion (no BOIDS_WORKSHOP_PROGRAM): its progress is plain when piped and with
# NO_COLOR. The stand-in cmake's build makes a companion that says one line.
# shellcheck disable=SC2016 # the stand-in's own $ expansions
stand_in "$work/bin/cmake" 'case "$*" in *--build*)
  i=1; while [ $i -le 40 ]; do echo "[$i/40] Building CXX object f$i.cpp.o"; i=$((i + 1)); done
  printf "#!/bin/sh\necho the companion ran\n" >"$2/workshop"; chmod +x "$2/workshop" ;;
esac
exit 0'
out=$(rm -rf "$kit/build/companion"; env -u BOIDS_WORKSHOP_PROGRAM ./workshop status 2>&1 </dev/null)
plain "launcher: building the companion, piped" "$out"
says "launcher: building the companion, piped, says so" "$out" "^  building: 100%" "the companion ran"
if [[ $pty -eq 1 ]]; then
  out=$(rm -rf "$kit/build/companion"; NO_COLOR=1 env -u BOIDS_WORKSHOP_PROGRAM bash -c "$(declare -f on_pty); on_pty ./workshop status")
  plain "launcher: building the companion, NO_COLOR=1 on a terminal" "$out"
  out=$(rm -rf "$kit/build/companion"; env -u NO_COLOR -u BOIDS_WORKSHOP_PROGRAM TERM=xterm bash -c "$(declare -f on_pty); on_pty ./workshop status")
  says "launcher: building the companion on a terminal, in colour with a redrawn line" "$out" $'\e\\[2m' $'\r\e\\[K  building: '
fi

echo "$passes passed, $failures failed"
[[ $failures -eq 0 ]]
