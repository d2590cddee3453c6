#!/usr/bin/env bash
# tools/windows/wine-run with a stand-in `wine` on the PATH: GoogleTest's discovery (--gtest_list_tests) is tried
# again while the program ends non-zero having printed nothing, up to four tries, and only then; any other run is
# handed to Wine once, as it is.
#   tests/windows/wine_run_test.sh KIT
set -uo pipefail
kit=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/prefix"
touch "$work/prefix/.boids-kit-ready"  # a made prefix: wine-run makes none
export BOIDS_WINEPREFIX="$work/prefix" PATH="$work/bin:$PATH"

# The stand-in: each call counted in $work/calls; the first $SILENT calls end with status 1 and print nothing, later
# ones print $LISTING (if any) and end with $STATUS.
cat >"$work/bin/wine" <<'STANDIN'
#!/bin/sh
calls=$(( $(cat "$WORK/calls" 2>/dev/null || echo 0) + 1 ))
echo "$calls" >"$WORK/calls"
[ "$calls" -gt "$SILENT" ] || exit 1
[ -z "$LISTING" ] || printf '%s\n' "$LISTING"
exit "$STATUS"
STANDIN
chmod +x "$work/bin/wine"
export WORK="$work"

failures=0
# expect NAME SILENT LISTING STATUS WANT_STATUS WANT_CALLS WANT_STDOUT ARGUMENTS...
expect() {
  local name=$1 want_status=$5 want_calls=$6 want_out=$7
  export SILENT=$2 LISTING=$3 STATUS=$4
  shift 7
  rm -f "$work/calls"
  local out status calls
  out=$("$kit/tools/windows/wine-run" "$@" 2>"$work/stderr")
  status=$?
  calls=$(cat "$work/calls" 2>/dev/null || echo 0)
  if [ "$status" -ne "$want_status" ] || [ "$calls" -ne "$want_calls" ] || [ "$out" != "$want_out" ]; then
    echo "FAILED: $name: status $status (expected $want_status), $calls calls of wine (expected $want_calls)," \
         "standard output '$out' (expected '$want_out'); standard error:"
    cat "$work/stderr"
    failures=$((failures + 1))
  else
    echo "ok: $name"
  fi
}

list='Suite.
  Case'
expect "a listing that ends silently twice is tried again and passes" 2 "$list" 0 0 3 "$list" t.exe --gtest_list_tests
expect "a listing that ends silently every time stops after four tries" 9 "" 0 1 4 "" t.exe --gtest_list_tests
expect "a listing that printed something is final, even when it failed" 0 "$list" 3 3 1 "$list" t.exe --gtest_list_tests
expect "a listing that succeeds is not repeated" 0 "$list" 0 0 1 "$list" t.exe --gtest_list_tests
expect "a test run that ends silently is handed back as it is" 9 "" 0 1 1 "" t.exe --gtest_filter=Suite.Case
export SILENT=1 LISTING="$list" STATUS=0
rm -f "$work/calls"
"$kit/tools/windows/wine-run" t.exe --gtest_list_tests >/dev/null 2>"$work/stderr"
if ! grep -q "t.exe --gtest_list_tests ended with status 1 and printed nothing.*try 2 of 4" "$work/stderr"; then
  echo "FAILED: a retried listing is said on standard error, naming the program and the try; it said:"
  cat "$work/stderr"
  failures=$((failures + 1))
else
  echo "ok: a retried listing is said on standard error"
fi
echo "$((6 - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
