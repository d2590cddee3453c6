#!/usr/bin/env python3
"""The room's commands as a learner and an instructor type them (docs/room.md), for a build that runs through a
stand-in such as Wine: `room` opens the room and prints its join line; a scratch kit's `join` with a wrong code is
refused and joins nothing; with the room's code it joins, and the room shows the learner; `hand` shows as a raised
hand within 2 s; `leave` leaves, and a hand raised after it never reaches the room.

Usage: room_commands.py WORKSHOP [RUN]
  WORKSHOP  the companion (./workshop's program); RUN a program that runs it (tools/windows/wine-run), if any
"""
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from room_common import fail, free_port, view

WITHIN = 2.0


def wait_for(what, test, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            found = test()
        except OSError:
            found = None
        if found:
            return found
        time.sleep(0.05)
    fail(what)


def main(args):
    if len(args) not in (1, 2):
        print(__doc__)
        sys.exit(2)
    command = args[1:] + args[:1]
    kit = tempfile.mkdtemp(prefix="boids-room-commands-")
    env = dict(os.environ, BOIDS_KIT_ROOT=kit)

    def workshop(*words):
        done = subprocess.run(command + list(words), env=env, capture_output=True, text=True, timeout=120)
        return done.returncode, (done.stdout + done.stderr).replace("\r", "")

    port = free_port()
    code = "WINE1"
    room = subprocess.Popen(command + ["room", "--no-browser", "--code", code, "--port", str(port), "--for", "120"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        printed = ""
        for _ in range(10):  # a stand-in may say something of its own first
            line = room.stdout.readline()
            printed += line
            if not line or f":{port} {code}" in line:
                break
        if f":{port} {code}" not in printed:
            fail(f"room did not print its join line; it printed:\n{printed}")
        wait_for("the room's page did not answer", lambda: view(port) is not None, 30)
        print("room: " + printed.strip().splitlines()[-1].strip())

        status, said = workshop("join", f"127.0.0.1:{port}", "NOPE", "--name", "Wyn")
        if status == 0 or "Check the code the room prints" not in said or \
                os.path.exists(os.path.join(kit, ".workshop", "room")):
            fail(f"join with a wrong code ended {status}, or joined, saying:\n{said}")
        print("join with a wrong code: refused")
        status, said = workshop("join", f"127.0.0.1:{port}", code, "--name", "Wyn")
        if status != 0 or "Joined room " + code not in said:
            fail(f"join ended {status}, saying:\n{said}")
        wait_for("the room did not show the learner who joined",
                 lambda: any(r["name"] == "Wyn" for r in view(port)["rows"]), WITHIN)
        print("join: the room shows Wyn")

        status, said = workshop("hand")
        raised = time.monotonic()
        if status != 0:
            fail(f"hand ended {status}, saying:\n{said}")
        wait_for("the room did not show the hand within 2 s of ./workshop hand",
                 lambda: (r := view(port)["rows"]) and r[0].get("hand", {}).get("kind") == "help", WITHIN + 1)
        print(f"hand: shown after {time.monotonic() - raised:.2f} s")

        status, said = workshop("leave")
        if status != 0 or os.path.exists(os.path.join(kit, ".workshop", "room")):
            fail(f"leave ended {status}, or left the kit joined, saying:\n{said}")
        taken = view(port)["reports"]["taken"]
        workshop("hand", "down")
        time.sleep(WITHIN)
        if view(port)["reports"]["taken"] != taken or not view(port)["rows"][0].get("hand"):
            fail("after leave, the room still heard of the kit")
        print("leave: nothing sent after it")
    finally:
        os.killpg(room.pid, signal.SIGTERM)  # the stand-in's children too (Wine's program)
        try:
            room.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(room.pid, signal.SIGKILL)
        shutil.rmtree(kit, ignore_errors=True)
    print("PASS")


if __name__ == "__main__":
    main(sys.argv[1:])
