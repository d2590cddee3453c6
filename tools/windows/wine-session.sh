# shellcheck shell=bash
# Wine for a run of many Windows programs, made ready before the first one and ended after the last: sourced by
# tools/windows/selftest.sh and tools/windows/new-machine-check.sh.
#   wine_session_start   a display, the prefix made and settled, one Wine server, and Wine's desktop held on the
#                        display; says each step; fails, naming what Wine did, if one does not happen
#   wine_session_stop    ends what wine_session_start started
# Needs WINEPREFIX (exported) and wine_run (the path of tools/windows/wine-run), set by the caller.
# shellcheck disable=SC2154 # wine_run is the caller's
#
# Why each step (docs/self-test.md, "Windows, under Wine"):
# - Wine's desktop process (explorer.exe /desktop) is started by the first program that needs one, with that
#   program's DISPLAY, and serves every program while any runs; it ends when the last one does. A desktop started
#   by a program with no DISPLAY (e2e.no_display's case, say) has no graphics driver, and every window made while it
#   lives fails with "No displays available", even one on xvfb-run's own display. A desktop started on xvfb-run's
#   display dies with it. So the session starts the desktop on its own display, and holds it for the whole run
#   with a Windows program that waits on a FIFO: no test can start another.
# - A new prefix is made by its first program (wine-run), and a prefix made by another version of Wine is brought up
#   to date by its first program: both take 10 to 30 s, and a test started meanwhile would run out of time. So a
#   first program runs, and every process of Wine's ends (wineserver -w), before the server the tests share starts.
# - A server left running for this prefix by a run that was stopped may hold a desktop on a display that is gone:
#   it is stopped first.
# - The services Wine starts with the first program keep its standard output and error open for as long as they
#   run: they start with the held program, whose are /dev/null, not the caller's pipe.

wine_session_xvfb=""     # the Xvfb this session started, if any
wine_session_hold=""     # the file descriptor that holds the desktop's program open
wine_session_fifo=""
wine_session_server=""   # yes once this session started the server

# A display for the whole run: the caller's, or else an Xvfb of its own.
wine_session_display() {
  if [ -n "${DISPLAY:-}" ]; then
    echo "Wine's display: $DISPLAY (the caller's)"
    return 0
  fi
  if ! command -v Xvfb >/dev/null; then
    echo "No DISPLAY and no Xvfb: Wine's windows would have no display (as root: apt-get install -y xvfb)" >&2
    return 1
  fi
  local number
  number=$(mktemp) || return 1
  Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$number" >/dev/null 2>&1 &
  wine_session_xvfb=$!
  local waited=0
  until [ -s "$number" ]; do  # -displayfd writes the display's number once the server takes connections
    if ! kill -0 "$wine_session_xvfb" 2>/dev/null || [ $waited -ge 300 ]; then
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
  echo "Wine's display: Xvfb on $DISPLAY (the session's own)"
}

# The pid of this prefix's desktop process on this display, if one runs (read from /proc: its command line and its
# environment's WINEPREFIX and DISPLAY).
wine_session_desktop_pid() {
  local environ pid
  for environ in /proc/[0-9]*/environ; do
    pid=${environ#/proc/}
    pid=${pid%/environ}
    local program="" argument=""
    { IFS= read -r -d '' program && IFS= read -r -d '' argument; } 2>/dev/null <"/proc/$pid/cmdline"
    [[ "$program" == *'\explorer.exe' && "$argument" == /desktop ]] || continue
    { tr '\0' '\n' <"$environ"; } 2>/dev/null | grep -qxF "WINEPREFIX=$WINEPREFIX" || continue
    if { tr '\0' '\n' <"$environ"; } 2>/dev/null | grep -qxF "DISPLAY=$DISPLAY"; then
      echo "$pid"
      return 0
    fi
  done
  return 1
}

wine_session_start() {
  wine_session_display || return 1
  if wineserver -k 2>/dev/null; then
    echo "A Wine server was running for $WINEPREFIX (left by an earlier run): stopped, so that its desktop goes too"
    timeout 30 wineserver -w 2>/dev/null
  fi
  local start=$SECONDS
  if [ ! -e "$WINEPREFIX/.boids-kit-ready" ]; then
    echo "Wine's prefix: making $WINEPREFIX"
  fi
  if ! "$wine_run" cmd /c exit 0 >/dev/null 2>&1; then
    echo "Wine's prefix: its first program (cmd /c exit 0) failed: Wine does not run here" >&2
    return 1
  fi
  if ! timeout 300 wineserver -w; then
    echo "Wine's prefix: Wine was still busy with $WINEPREFIX 300 s after its first program" >&2
    return 1
  fi
  echo "Wine's prefix: ready and settled in $((SECONDS - start)) s"

  # One server for the whole run (-p: it stays between programs).
  wineserver -p || { echo "wineserver -p did not start a server for $WINEPREFIX" >&2; return 1; }
  wine_session_server=yes

  # The desktop, started now on this display and held: cmd waits to read a line from a FIFO that only this shell
  # writes to, and ends when the shell closes it (wine_session_stop).
  wine_session_fifo=$(mktemp -u) && mkfifo "$wine_session_fifo" || return 1
  "$wine_run" cmd /c "set /p held=" <"$wine_session_fifo" >/dev/null 2>&1 &
  exec {wine_session_hold}>"$wine_session_fifo"
  local waited=0 pid=""
  until pid=$(wine_session_desktop_pid); do
    if [ $waited -ge 600 ]; then
      echo "Wine's desktop: no explorer.exe /desktop on $DISPLAY for $WINEPREFIX 60 s after the held program started" >&2
      return 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  echo "Wine's desktop: explorer.exe (pid $pid) on $DISPLAY, held open until the run ends"
}

wine_session_stop() {
  if [ -n "$wine_session_hold" ]; then
    exec {wine_session_hold}>&-
    wine_session_hold=""
  fi
  [ -z "$wine_session_fifo" ] || rm -f "$wine_session_fifo"
  wine_session_fifo=""
  if [ -n "$wine_session_server" ]; then
    wineserver -k 2>/dev/null
    wine_session_server=""
  fi
  if [ -n "$wine_session_xvfb" ]; then
    kill "$wine_session_xvfb" 2>/dev/null
    wait "$wine_session_xvfb" 2>/dev/null
    wine_session_xvfb=""
  fi
}
