#!/usr/bin/env bash
# tools/windows/wine-run with a stand-in `wine` on the PATH. Every run, whatever the program and its arguments (a
# test, GoogleTest's listing, a program inside a test's script), is held to one rule: a run that ends non-zero having
# printed nothing is run again, up to three runs, then once with Wine's error messages on; a run that printed
# anything, or ended with 0, is final. Each run again is a record in BOIDS_WINE_RUN_LOG, or a sentence on standard
# error. Output streams as it comes, standard input reaches the program, and its status comes back.
#   tests/windows/wine_run_test.sh KIT
set -uo pipefail
kit=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/prefix"
touch "$work/prefix/.boids-kit-ready"  # a made prefix: wine-run makes none
export BOIDS_WINEPREFIX="$work/prefix" PATH="$work/bin:$PATH"
unset BOIDS_WINE_RUN_LOG

# The stand-in: each call counted in $work/calls; the first $SILENT calls end with status 1 and print nothing, later
# ones print $OUT on standard output and $ERR on standard error (if set) and end with $STATUS. With Wine's error
# messages on (WINEDEBUG=err+all) it says what Wine would, and ends with 53 (a DLL not found). INPUT=1: it echoes
# its standard input; SLOW=1: it prints a line, then sleeps.
cat >"$work/bin/wine" <<'STANDIN'
#!/bin/sh
calls=$(( $(cat "$WORK/calls" 2>/dev/null || echo 0) + 1 ))
echo "$calls" >"$WORK/calls"
echo "$WINEDEBUG" >>"$WORK/debug"
if [ "$WINEDEBUG" = "err+all" ]; then
  echo "0024:err:module:import_dll Library SDL2.dll (which is needed by L\"Z:\\\\t.exe\") not found" >&2
  exit 53
fi
[ "$calls" -gt "$SILENT" ] || exit 1
[ -z "$OUT" ] || printf '%s\n' "$OUT"
[ -z "$ERR" ] || printf '%s\n' "$ERR" >&2
[ "$INPUT" != 1 ] || cat
if [ "$SLOW" = 1 ]; then echo "before the sleep"; sleep 30; fi
exit "$STATUS"
STANDIN
chmod +x "$work/bin/wine"
export WORK="$work" INPUT=0 SLOW=0

passed=0 failed=0
fail() { echo "FAILED: $1"; [ ! -s "$work/stderr" ] || { echo "its standard error:"; cat "$work/stderr"; }; failed=$((failed + 1)); }
ok() { echo "ok: $1"; passed=$((passed + 1)); }

# expect NAME SILENT OUT ERR STATUS WANT_STATUS WANT_CALLS WANT_STDOUT ARGUMENTS...
expect() {
  local name=$1 want_status=$6 want_calls=$7 want_out=$8
  export SILENT=$2 OUT=$3 ERR=$4 STATUS=$5
  shift 8
  rm -f "$work/calls" "$work/debug"
  local out status calls
  out=$("$kit/tools/windows/wine-run" "$@" 2>"$work/stderr")
  status=$?
  calls=$(cat "$work/calls" 2>/dev/null || echo 0)
  if [ "$status" -ne "$want_status" ] || [ "$calls" -ne "$want_calls" ] || [ "$out" != "$want_out" ]; then
    fail "$name: status $status (expected $want_status), $calls calls of wine (expected $want_calls), standard output '$out' (expected '$want_out')"
  else
    ok "$name"
  fi
}

list='Suite.
  Case'
expect "a listing that ends silently twice is run again and passes" 2 "$list" "" 0 0 3 "$list" t.exe --gtest_list_tests
expect "a test run that ends silently once is run again and passes" 1 "[  PASSED  ] 1 test." "" 0 0 2 \
       "[  PASSED  ] 1 test." t.exe --gtest_filter=Suite.Case
expect "a run inside a test's script that ends silently is run again, whatever its arguments" 1 "frames=5" "" 0 0 2 \
       "frames=5" boids.exe --headless --frames 5
expect "a run that printed on standard output is final, even when it failed" 0 "$list" "" 3 3 1 "$list" \
       t.exe --gtest_list_tests
expect "a run that printed only on standard error is final, even when it failed" 0 "" "boids: --frames expects" 2 2 1 \
       "" boids.exe --frames x
expect "a run that succeeds having printed nothing is final" 0 "" "" 0 0 1 "" t.exe
expect "a run that fails silently three times is run a fourth time with Wine's errors on, and that run is the answer" \
       9 "" "" 0 53 4 "" t.exe --gtest_filter=Suite.Case
if grep -q "err:module:import_dll Library SDL2.dll" "$work/stderr" && [ "$(sed -n 4p "$work/debug")" = "err+all" ] &&
   [ "$(sed -n 1p "$work/debug")" = "-all" ]; then
  ok "the fourth run's standard error is Wine's own message (the first three ran with WINEDEBUG=-all)"
else
  fail "the fourth run had WINEDEBUG=$(sed -n 4p "$work/debug" 2>/dev/null), and standard error did not carry Wine's message"
fi

# Said on standard error when no log is named, as a record in the log when one is.
export SILENT=1 OUT="x" ERR="" STATUS=0
rm -f "$work/calls"
"$kit/tools/windows/wine-run" t.exe --gtest_filter=Suite.Case >/dev/null 2>"$work/stderr"
if grep -qx "wine-run: t.exe --gtest_filter=Suite.Case ended with status 1 after [0-9.]* s having printed nothing (try 1 of 3)" \
     "$work/stderr" && grep -qx "wine-run: t.exe --gtest_filter=Suite.Case: status 0 after 2 runs" "$work/stderr"; then
  ok "by hand, a run again is said on standard error: the program, its status and time, then the outcome"
else
  fail "by hand, standard error should say the silent run and the outcome"
fi
rm -f "$work/calls"
BOIDS_WINE_RUN_LOG="$work/retries.log" "$kit/tools/windows/wine-run" t.exe --gtest_filter=Suite.Case >/dev/null \
  2>"$work/stderr"
if [ ! -s "$work/stderr" ] && [ "$(wc -l <"$work/retries.log")" -eq 2 ] &&
   grep -qP '^silent\t[0-9]+\.[0-9]{2}\t1\t1\tt\.exe --gtest_filter=Suite\.Case$' "$work/retries.log" &&
   grep -qP '^end\t0\t2\tt\.exe --gtest_filter=Suite\.Case$' "$work/retries.log"; then
  ok "with BOIDS_WINE_RUN_LOG, a run again is two records in the log and nothing on standard error"
else
  echo "the log:"; cat "$work/retries.log" 2>/dev/null
  fail "with BOIDS_WINE_RUN_LOG, the log should hold a silent record and an end record, and standard error nothing"
fi

# Standard input reaches the program, and its status comes back.
export SILENT=0 OUT="" ERR="" STATUS=7 INPUT=1
out=$(printf 'a line of input\n' | "$kit/tools/windows/wine-run" t.exe 2>"$work/stderr")
status=$?
if [ "$out" = "a line of input" ] && [ "$status" -eq 7 ]; then
  ok "standard input reaches the program, and its status comes back"
else
  fail "standard input: got '$out' and status $status, expected 'a line of input' and 7"
fi
export INPUT=0

# A run killed for its time (as ctest kills a test: the whole tree, at once) keeps what the program had printed.
export SLOW=1 STATUS=0
setsid "$kit/tools/windows/wine-run" t.exe >"$work/slow.out" 2>"$work/stderr" &
runner=$!
for _ in $(seq 100); do grep -qs "before the sleep" "$work/slow.out" && break; sleep 0.1; done
kill -KILL -- "-$runner" 2>/dev/null
wait "$runner" 2>/dev/null
if grep -q "before the sleep" "$work/slow.out"; then
  ok "output streams as it comes: a run killed midway keeps what it had printed"
else
  fail "a run killed midway lost its output: '$(cat "$work/slow.out")'"
fi
export SLOW=0

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
