#!/usr/bin/env bash
# Tests ./workshop at its edges, in a scratch copy of the kit with stand-ins for cmake, the package tools and the
# built programs (as fuzz_args.sh does), so that nothing is built or installed and every case takes a moment:
#   - the build lock: one it cannot open fails at once with a message; one whose holder lives is waited for and
#     never taken; one whose holder was killed is free at once;
#   - a failed build over a long log (more than a pipe holds) shows the compiler's first errors, not also the log's end;
#   - as root, only `setup` installs packages: any other command says what is missing and the one command to run.
# The companion is the kit build's (BOIDS_WORKSHOP_PROGRAM, see scratch_kit.sh); it takes the lock with flock(2) itself.
# Usage: edges_test.sh KIT_SOURCE_DIR
set -uo pipefail

src=${1:?usage: edges_test.sh KIT_SOURCE_DIR}
# shellcheck source=tests/workshop/scratch_kit.sh
source "$(dirname "$0")/scratch_kit.sh"
scratch_kit "$src"

passes=0 failures=0
record() { # record DESCRIPTION OK
  if [[ $2 -eq 0 ]]; then echo "ok:   $1"; passes=$((passes + 1)); else echo "FAIL: $1"; failures=$((failures + 1)); fi
}
# run SECONDS COMMAND...: runs it in the kit with no terminal; sets OUT (stdout and stderr) and STATUS (124: hung)
run() {
  local seconds=$1
  shift
  OUT=$(cd "$kit" && timeout "$seconds" "$@" 2>&1 </dev/null)
  STATUS=$?
}
says() { grep -qF -- "$1" <<<"$OUT" || { echo "      no '$1' in:"; tail -6 <<<"$OUT" | sed 's/^/      | /'; return 1; }; }
not_says() { ! grep -qF -- "$1" <<<"$OUT" || { echo "      '$1' in:"; grep -F -- "$1" <<<"$OUT" | head -3 | sed 's/^/      | /'; return 1; }; }
exited() { [[ $STATUS -eq $1 ]] || { echo "      exit $STATUS, wanted $1"; return 1; }; }

# 1. The build lock, an OS lock (flock) on build/.boids-build-lock that the window's live reload takes too.
#    A lock file it cannot open (here a folder of that name, which root cannot open either) fails at once, saying why.
lock="$kit/build/.boids-build-lock"
mkdir "$lock"
run 20 ./workshop test 1
r=0; exited 1 && says "cannot open the build lock" && says "Is a directory" && not_says "Waiting for" || r=1
record "a build lock it cannot open fails at once, saying why (it waited forever)" $r
rmdir "$lock"

# hold_lock SECONDS: a holder of the lock for SECONDS (flock -o: its child does not hold the file), in $holder,
# once it holds it (a busy machine can start it late).
hold_lock() {
  echo "the boids window's live reload (process 4242)" >"$lock"
  flock -o "$lock" sleep "$1" &
  holder=$!
  local i
  for ((i = 0; i < 100; i++)); do
    flock -n "$lock" true || return 0
    sleep 0.1
  done
}

# A lock whose holder lives is waited for, and taken the moment it is let go.
hold_lock 2
run 20 ./workshop test 1
r=0; exited 0 && says "Waiting for the build of the boids window's live reload (process 4242) to end" && says "3/3 passing" || r=1
record "a lock that is held is waited for, naming its holder, then the command goes on" $r
wait "$holder"

# However old: a holder that lives for longer than any limit is never overtaken (here 5 s of a 30 s hold).
hold_lock 30
touch -d '11 minutes ago' "$lock"
run 5 ./workshop test 1
r=0; exited 124 && says "Waiting for" || r=1
record "a lock whose holder lives is never taken, however old the file" $r
# A holder killed while it held the lock (flock -o: no child of it holds the file) leaves it free at once.
exec 3>&2 2>/dev/null # not the shell's "Killed" line
kill -KILL "$holder"
wait "$holder"
exec 2>&3 3>&-
run 20 ./workshop test 1
r=0; exited 0 && not_says "Waiting for" || r=1
record "a lock whose holder was killed is free at once" $r

# 2. A failed build whose log is longer than a pipe holds (64 KB): grep gets SIGPIPE when head has its 40 lines.
# shellcheck disable=SC2016 # the stand-in's own variables, expanded when it runs
stand_in "$work/bin/cmake" 'case "$*" in *--build*) i=0; while [ $i -lt 3000 ]; do
  echo "exercises/01_alignment.cpp:$i:5: error: an error the compiler found, number $i"; echo "  context"
  i=$((i + 1)); done; echo "THE LAST LINE OF THE LOG"; exit 1 ;; esac; exit 0'
run 30 ./workshop test 1
r=0; exited 1 && says "error: an error the compiler found, number 0" && not_says "THE LAST LINE OF THE LOG" || r=1
record "a long failed build shows its first errors only (the log's end was printed after them)" $r
stand_in "$work/bin/cmake" 'case "$*" in *--build*) echo "ninja: something else went wrong"; exit 1 ;; esac; exit 0'
run 30 ./workshop test 1
r=0; exited 1 && says "something else went wrong" || r=1
record "a failed build with no compiler error shows the log's end" $r
stand_in "$work/bin/cmake" 'exit 0'

# 3. As root, with a package missing: only setup installs it. Root is the companion's effective user id: this test
#    as root, or else under fakeroot; a user is this test when not root, or else nobody (setpriv).
stand_in "$work/bin/dpkg-query" 'case "$*" in *libfmt-dev*) printf "unknown ok not-installed" ;; *) printf "install ok installed" ;; esac'
for tool in apt-get sudo brew; do stand_in "$work/bin/$tool" "echo \"$tool ran\" >>'$work/ran'; exit 0"; done
rm -f "$work/ran"
as_root=() as_user=()
if [[ $(id -u) -eq 0 ]]; then
  command -v setpriv >/dev/null 2>&1 && as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  # nobody reads the scratch kit; it writes nothing before it refuses. The kit's folder too: tar gave it the mode of
  # the kit it was copied from, which is 700 in a clone made by mktemp -d.
  chmod 755 "$work" "$kit"
elif command -v fakeroot >/dev/null 2>&1; then
  as_root=(fakeroot)
fi
if [[ $(id -u) -eq 0 || ${#as_root[@]} -gt 0 ]]; then
  for command in "test 1" "status" "solve 1" "unsolve 1" "run"; do
    # shellcheck disable=SC2086 # the command's words
    run 20 ${as_root[@]+"${as_root[@]}"} ./workshop $command
    r=0; exited 1 && says "missing packages: libfmt-dev" && says "./workshop setup" && [[ ! -e "$work/ran" ]] || r=1
    [[ -e "$work/ran" ]] && echo "      $(cat "$work/ran")"
    record "as root, ./workshop $command installs nothing and says ./workshop setup" $r
    rm -f "$work/ran"
  done
  run 20 ${as_root[@]+"${as_root[@]}"} ./workshop setup
  r=0; exited 0 && grep -q "apt-get ran" "$work/ran" || r=1
  record "as root, ./workshop setup installs what is missing" $r
else
  echo "skip: not root and no fakeroot, so the root cases did not run"
fi
rm -f "$work/ran"
if [[ $(id -u) -ne 0 || ${#as_user[@]} -gt 0 ]]; then
  run 20 ${as_user[@]+"${as_user[@]}"} ./workshop test 1
  r=0; exited 1 && says "sudo apt-get install -y libfmt-dev" && [[ ! -e "$work/ran" ]] || r=1
  record "not root, a command says the sudo line and installs nothing" $r
else
  echo "skip: root without setpriv, so the case of a user did not run"
fi

echo "$passes passed, $failures failed"
[[ $failures -eq 0 ]]
