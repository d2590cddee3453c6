#!/usr/bin/env bash
# A room that is up, down or unreachable never slows a learner's command (docs/room.md, "Never in the way"): the
# time of ./workshop hand and ./workshop hand down, each a command that tells a joined kit's room, measured in this
# kit four ways: not joined; joined to a room that is up (./workshop room here); to a room that is gone (its port
# closed); and to one that never answers (a port whose queue of connections is full and never served, so that a
# connection waits until its time runs out, as with an address whose packets are dropped on the way). Prints the median and the slowest
# of RUNS runs of each (default 9), and exits 1 when a joined kit's median is over 50 ms above the unjoined one.
# Usage: bash tools/measure_room.sh [RUNS]   (in a built kit; its .workshop/room and hand are put back after)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-9}
state=.workshop
mkdir -p "$state"
saved=$(mktemp -d)
for f in room hand; do [[ -e $state/$f ]] && cp "$state/$f" "$saved/$f"; done
room_pid=
finish() {
  [[ -n $room_pid ]] && kill -INT "$room_pid" 2>/dev/null && wait "$room_pid" 2>/dev/null
  rm -f "$state/room" "$state/hand"
  for f in room hand; do [[ -e $saved/$f ]] && cp "$saved/$f" "$state/$f"; done
  rm -rf "$saved"
}
trap finish EXIT
./workshop hand down >/dev/null 2>&1 || true

# times LABEL: RUNS pairs of hand / hand down, in milliseconds; prints the median and the slowest, sets $median.
times() {
  local label=$1 all=() start end
  for ((i = 0; i < runs; i++)); do
    for words in "hand" "hand down"; do
      start=$(date +%s%N)
      # shellcheck disable=SC2086 # the words are two arguments
      ./workshop $words >/dev/null 2>&1
      end=$(date +%s%N)
      all+=($(((end - start) / 1000000)))
    done
  done
  median=$(printf '%s\n' "${all[@]}" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
  local slowest
  slowest=$(printf '%s\n' "${all[@]}" | sort -n | tail -1)
  printf '%-40s median %4d ms, slowest %4d ms (%d commands)\n' "$label" "$median" "$slowest" "${#all[@]}"
}

join() { printf 'address = %s\ncode = MEAS\nname = Timer\nlearner = 0123456789ab\n' "$1" >"$state/room"; }
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

rm -f "$state/room"
times "not joined"
base=$median
./workshop room --no-browser --code MEAS --port "$port" --for 600 >/dev/null 2>&1 &
room_pid=$!
sleep 1
join "127.0.0.1:$port"
times "joined, the room up"
up=$median
sleep 3  # the senders' last reports
view=$(curl -s "http://127.0.0.1:$port/view.json")
taken=$(python3 -c 'import json, sys; print(json.load(sys.stdin)["reports"]["taken"])' <<<"$view")
# The last command was hand down: the room shows the newest state, not an older report that came last.
last=$(python3 -c 'import json, sys; r = json.load(sys.stdin)["rows"]; print("hand up" if r and "hand" in r[0] else "no hand")' <<<"$view")
if [[ $last != "no hand" ]]; then
  echo "FAIL: the room shows a hand after the last command lowered it"
  exit 1
fi
kill -INT "$room_pid"
wait "$room_pid" 2>/dev/null || true
room_pid=
times "joined, the room gone (its port closed)"
down=$median
hung_port=$(mktemp)
python3 -c '
import socket, sys, time
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(0)
port = s.getsockname()[1]
queued = []
for _ in range(3):  # the queue filled, and never served: a connection to it waits and waits
    c = socket.socket(); c.setblocking(False)
    try: c.connect(("127.0.0.1", port))
    except BlockingIOError: pass
    queued.append(c)
print(port, flush=True)
time.sleep(600)' >"$hung_port" &
hung_pid=$!
sleep 1
join "127.0.0.1:$(cat "$hung_port")"
times "joined, the room never answering"
away=$median
kill "$hung_pid" 2>/dev/null || true
rm -f "$hung_port"
echo "The room took $taken reports while it was up (one sender at a time, each with the newest state), and shows the last command's state."
worst=$(printf '%s\n' "$up" "$down" "$away" | sort -n | tail -1)
if ((worst - base > 50)); then
  echo "FAIL: a joined kit's median is $((worst - base)) ms above the unjoined one's, over 50 ms"
  exit 1
fi
echo "A joined kit's commands take at most $((worst - base)) ms more (median), whatever the room does: within 50 ms."
