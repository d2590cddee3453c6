#!/usr/bin/env python3
"""The room under load (docs/room.md): ./workshop room with LEARNERS simulated kits (boids_room_learner, each a
process of its own) sending a report every second for SECONDS, and one more learner whose change every 3 s is timed
until the room's view shows it. Prints the room's processor time over the run (from /proc, Linux), the reports
taken and refused, and the view's delay; exits 1 when the room used a whole core or a change took over 2 s to show.

Usage: python3 tools/measure_room_load.py [BUILD_DIR] [LEARNERS] [SECONDS]   (default build, 100, 60)
"""
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request

build = sys.argv[1] if len(sys.argv) > 1 else "build"
learners = int(sys.argv[2]) if len(sys.argv) > 2 else 100
seconds = int(sys.argv[3]) if len(sys.argv) > 3 else 60
workshop = os.path.join(build, "framework/companion/workshop")
learner = os.path.join(build, "tests/room/boids_room_learner")

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
room = subprocess.Popen([workshop, "room", "--no-browser", "--code", "LOAD", "--port", str(port), "--for",
                         str(seconds + 60)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def view():
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/view.json", timeout=5) as answer:
        return json.loads(answer.read())


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


for _ in range(100):
    try:
        view()
        break
    except OSError:
        time.sleep(0.1)
senders = [subprocess.Popen([learner, f"127.0.0.1:{port}", "LOAD", f"load{i:03d}", f"Load {i:03d}", "--every", "1",
                             "--for", str(seconds)], stdout=subprocess.PIPE, text=True) for i in range(learners)]
probe = subprocess.Popen([learner, f"127.0.0.1:{port}", "LOAD", "probe", "Probe"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True)
start_cpu, start = cpu_seconds(room.pid), time.monotonic()
delays = []
k = 0
while time.monotonic() - start < seconds:
    k += 1
    probe.stdin.write(f"task 2 failing {k % 17} 17\nsend\n")
    probe.stdin.flush()
    sent = time.monotonic()
    probe.stdout.readline()
    while True:
        row = next((r for r in view()["rows"] if r["name"] == "Probe"), None)
        if row and next(t for t in row["tasks"] if t["task"] == 2)["passed"] == k % 17:
            delays.append(time.monotonic() - sent)
            break
        if time.monotonic() - sent > 10:
            delays.append(10.0)
            break
        time.sleep(0.05)
    time.sleep(3)
used = cpu_seconds(room.pid) - start_cpu
elapsed = time.monotonic() - start
results = [p.communicate(timeout=30)[0].split() for p in senders]
taken = sum(int(r[1]) for r in results)
refused = sum(int(r[3]) for r in results)
unanswered = sum(int(r[5]) for r in results)
probe.kill()
final = view()
room.send_signal(signal.SIGINT)
room.communicate(timeout=10)
share = used / elapsed
print(f"{learners} learners, a report a second each for {seconds} s: {taken} taken, {refused} refused, "
      f"{unanswered} unanswered; the room shows {final['learners']} learners")
print(f"the room's processor time: {used:.2f} s in {elapsed:.1f} s, {100 * share:.1f}% of one core")
print(f"a change shown in the view after: median {statistics.median(delays):.3f} s, slowest {max(delays):.3f} s "
      f"({len(delays)} changes)")
if share >= 1 or max(delays) > 2:
    print("FAIL: over one core, or a change took over 2 s")
    sys.exit(1)
