#!/usr/bin/env bash
# Checks the trace engines (framework/trace/engines/) on the learner files of ../learners/: builds each with a main of
# this folder (g++ -std=c++20 -O0 -g, against kit_like/, a small stand-in for the kit's headers, so that no build of
# the kit is needed), traces it with gdb_engine.py and lldb_engine.py, and fails (exit 1, with a diff) when their
# event files differ after the `engine` line or an expected event is missing. Where clang++ is installed, one case
# is built again by clang++ with AddressSanitizer (as selftest --sanitize builds): its prologue and its checks' code,
# which gdb's line table hides, must hold no stop.
# Prints what it compared.
#   check_engines.sh [BUILD_FOLDER]     (default: a temporary folder, removed at the end)
# Needs g++, gdb and lldb (Debian: apt-get install g++ gdb lldb python3-lldb-14). Exit status 77 (ctest's "skipped")
# when one of them is missing.
set -u

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
engines="$(cd "$here/../../../framework/trace/engines" && pwd)"
data="$(cd "$here/../learners" && pwd)"
python="${PYTHON:-python3}"
for tool in g++ gdb "$python"; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    # CI sets BOIDS_REQUIRE_DEBUGGERS: there a missing tool fails the check rather than skipping it.
    [ -n "${BOIDS_REQUIRE_DEBUGGERS:-}" ] && { echo "check_engines: $tool is not installed"; exit 1; }
    echo "check_engines: $tool is not installed: skipped"
    exit 77
  fi
done

if [ $# -ge 1 ]; then
  build="$1"
  mkdir -p "$build"
else
  build="$(mktemp -d)"
  trap 'rm -rf "$build"' EXIT
fi

failures=0
fail() {
  echo "FAIL $*"
  failures=$((failures + 1))
}

# compile NAME LEARNER MAIN [FLAGS...]: with $CXX_FOR, g++ unless set
compile() {
  local name="$1" learner="$2" main="$3"
  shift 3
  if ! "${CXX_FOR:-g++}" -std=c++20 -O0 -g -I "$here/kit_like" "$@" -o "$build/$name" "$data/$learner" \
      "$here/$main" 2>"$build/$name.cc.log"; then
    cat "$build/$name.cc.log"
    fail "$name: does not compile"
    return 1
  fi
}

# trace ENGINE CASE PROGRAM LEARNER FUNCTIONS [ARGS...]: the events in $build/CASE.ENGINE; the time it took on stdout.
trace() {
  local engine="$1" case="$2" program="$3" learner="$4" functions="$5"
  shift 5
  local out="$build/$case.$engine" start end
  rm -f "$out"
  start=$(date +%s.%N)
  if [ "$engine" = gdb ]; then
    BOIDS_TRACE_OUT="$out" BOIDS_TRACE_FUNCTIONS="$functions" BOIDS_TRACE_SOURCE="$data/$learner" \
      timeout 120 gdb -q -nx -batch -x "$engines/gdb_engine.py" --args "$build/$program" "$@" \
      >"$build/$case.$engine.stdout" 2>"$build/$case.$engine.stderr" </dev/null
  else
    BOIDS_TRACE_OUT="$out" BOIDS_TRACE_FUNCTIONS="$functions" BOIDS_TRACE_SOURCE="$data/$learner" \
      timeout 120 "$python" "$engines/lldb_engine.py" "$build/$program" "$@" \
      >"$build/$case.$engine.stdout" 2>"$build/$case.$engine.stderr" </dev/null
  fi
  local status=$?
  end=$(date +%s.%N)
  [ $status -eq 0 ] || fail "$case: the $engine engine exited with status $status (stderr: $build/$case.$engine.stderr)"
  echo "$start $end" | awk '{ printf "%.2f", $2 - $1 }'
}

# check CASE PROGRAM LEARNER FUNCTIONS EXPECTED [ARGS...]: both engines, the same events, EXPECTED (a grep -E pattern
# of a whole line) among them
check() {
  local case="$1" program="$2" learner="$3" functions="$4" expected="$5"
  shift 5
  local tg tl
  tg=$(trace gdb "$case" "$program" "$learner" "$functions" "$@")
  if [ "$have_lldb" = yes ]; then
    tl=$(trace lldb "$case" "$program" "$learner" "$functions" "$@")
  else
    tl="-"
  fi
  local events
  events=$(grep -c -E '^(line|call|ret|crash|limit|exit|error)' "$build/$case.gdb" 2>/dev/null)
  echo "compared $case: $functions of $program ${*:+($*) }- $events events, gdb ${tg}s, lldb ${tl}s, expecting \"$expected\""
  if ! grep -q -x -E "$expected" "$build/$case.gdb" 2>/dev/null; then
    fail "$case: gdb's events have no line \"$expected\" ($build/$case.gdb):"
    grep -v '^var' "$build/$case.gdb" 2>/dev/null | tail -n 8 | sed 's/^/    /'
  fi
  [ "$have_lldb" = yes ] || return 0
  if ! head -n 1 "$build/$case.gdb" | grep -q -E '^engine gdb [0-9.]+$'; then
    fail "$case: gdb's first line is not \"engine gdb VERSION\""
  fi
  if ! head -n 1 "$build/$case.lldb" | grep -q -E '^engine lldb [0-9.]+$'; then
    fail "$case: lldb's first line is not \"engine lldb VERSION\""
  fi
  if ! diff <(tail -n +2 "$build/$case.gdb") <(tail -n +2 "$build/$case.lldb") >"$build/$case.diff"; then
    fail "$case: gdb's and lldb's events differ (< gdb, > lldb):"
    head -n 40 "$build/$case.diff" | sed 's/^/    /'
  fi
}

# again CASE PROGRAM LEARNER FUNCTIONS [ARGS...]: after check CASE, traces it once more with each engine: the same file
again() {
  local case="$1" program="$2" learner="$3" functions="$4"
  shift 4
  local engine
  for engine in gdb lldb; do
    [ "$engine" = gdb ] || [ "$have_lldb" = yes ] || continue
    cp "$build/$case.$engine" "$build/$case.$engine.first"
    trace "$engine" "$case" "$program" "$learner" "$functions" "$@" >/dev/null
    if cmp -s "$build/$case.$engine.first" "$build/$case.$engine"; then
      echo "compared $case traced twice by $engine: the same file"
    else
      fail "$case: traced twice by $engine, two different files:"
      diff "$build/$case.$engine.first" "$build/$case.$engine" | head -n 20 | sed 's/^/    /'
    fi
  done
}

have_lldb=yes
if ! "$python" -c "import sys; sys.path.insert(0, '$engines'); import lldb_engine; lldb_engine.import_lldb()" \
    >/dev/null 2>&1; then
  [ -n "${BOIDS_REQUIRE_DEBUGGERS:-}" ] && { echo "check_engines: lldb's Python module does not import"; exit 1; }
  echo "check_engines: lldb's Python module does not import: only gdb is checked"
  have_lldb=no
fi

compile alignment alignment_correct.cpp alignment_main.cpp
compile swapped alignment_swapped.cpp alignment_main.cpp
compile past-the-end alignment_past_the_end.cpp alignment_main.cpp -D_GLIBCXX_ASSERTIONS
compile helper cohesion_helper.cpp cohesion_main.cpp
compile recursion cohesion_recursion.cpp cohesion_main.cpp
compile forever loops_forever.cpp loops_forever_main.cpp
compile null write_through_null.cpp write_through_null_main.cpp
compile huge huge_loop.cpp huge_loop_main.cpp
compile grid grid_row_from_x.cpp grid_main.cpp
compile kinds every_kind.cpp every_kind_main.cpp
compile callback callback.cpp callback_main.cpp

check alignment alignment alignment_correct.cpp boids::calculateAlignment 'var sum vec2 7 1\.5 1\.75'
check swapped swapped alignment_swapped.cpp boids::calculateAlignment 'var sum vec2 8 1\.5 1\.5'
check helper helper cohesion_helper.cpp boids::calculateCohesion 'call 1 lambda'
check helper-weight helper cohesion_helper.cpp boids::calculateCohesion 'call 1 weightOf'
check forever forever loops_forever.cpp boids::sumSpeeds 'limit steps 9'
check forever-oneline forever loops_forever.cpp boids::sumSpeedsOnOneLine 'limit steps 18' oneline
check crash-abort past-the-end alignment_past_the_end.cpp boids::calculateAlignment 'crash SIGABRT 9'
check crash-segv null write_through_null.cpp boids::writeThroughNull 'crash SIGSEGV 11'
check recursion recursion cohesion_recursion.cpp boids::calculateCohesion 'limit depth 9'
check huge huge huge_loop.cpp boids::totalSpeed 'limit steps 8'
check grid grid grid_row_from_x.cpp boids::buildGrid,boids::findNeighborsInGrid 'call 0 findNeighborsInGrid'
check kinds kinds every_kind.cpp boids::kinds 'var bits list 36 70'
check callback callback callback.cpp boids::slowestSpeed 'ret 0'
check not-found alignment alignment_correct.cpp boids::calculateSeparation \
  "error function boids::calculateSeparation not found in $build/alignment"
again helper helper cohesion_helper.cpp boids::calculateCohesion
again kinds kinds every_kind.cpp boids::kinds
BOIDS_TRACE_MAX_STEPS=5 check max-steps alignment alignment_correct.cpp boids::calculateAlignment 'limit steps 8'

if command -v clang++ >/dev/null 2>&1; then
  CXX_FOR=clang++ compile swapped-asan alignment_swapped.cpp alignment_main.cpp -fsanitize=address
  ASAN_OPTIONS=detect_leaks=0 check swapped-asan swapped-asan alignment_swapped.cpp boids::calculateAlignment \
    'var sum vec2 8 1\.5 1\.5'
else
  echo "check_engines: clang++ is not installed: the case built with AddressSanitizer is not checked"
fi

if [ $failures -gt 0 ]; then
  echo "check_engines: $failures failure(s); the files are in $build"
  [ $# -ge 1 ] || trap - EXIT
  exit 1
fi
echo "check_engines: the engines agree"
