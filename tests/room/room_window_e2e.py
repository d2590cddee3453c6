#!/usr/bin/env python3
"""The window's checks reach the room (docs/room.md): a learner's kit that joined a room and edited task 1, the
window started on it, and the room showing what the window's checker found of that code, within 2 s of the window
keeping its report. Before the window, the room shows the task as edited (nothing checked the newest save), never
an older run's verdict.

The kit is a scratch one (BOIDS_KIT_ROOT): its exercises and stubs are stand-ins, older than the window's plugin,
which is the build's own (the exercises of this checkout); the window flies it headless for a few frames.

Usage: room_window_e2e.py WORKSHOP BOIDS TASKS
  WORKSHOP  the companion (./workshop's program); BOIDS the window's program; TASKS the tasks' stems, "|"-separated
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from room_common import fail, free_port, view

WITHIN = 2.0  # seconds from the window keeping its report to the room's view showing it


def first_task(port):
    rows = view(port)["rows"]
    return rows[0]["tasks"][0] if rows else None


def wait_for(what, test, seconds, more=lambda: ""):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = test()
        if found:
            return found
        time.sleep(0.02)
    fail(what + ("; " + more() if more() else ""))


def main(args):
    if len(args) != 3:
        print(__doc__)
        sys.exit(2)
    workshop, boids, stems = args[0], args[1], args[2].split("|")
    kit = tempfile.mkdtemp(prefix="boids-room-window-")
    long_ago = 946684800  # 2000: older than any build of the window's plugin
    for stem in stems:
        os.makedirs(os.path.join(kit, "framework", "tasks", stem))
        os.makedirs(os.path.join(kit, "exercises"), exist_ok=True)
        for path, text in ((os.path.join(kit, "framework", "tasks", stem, "stub.cpp"), "// the stub\n"),
                           (os.path.join(kit, "exercises", stem + ".cpp"),
                            "// mine\n" if stem == stems[0] else "// the stub\n")):
            with open(path, "w") as f:
                f.write(text)
            os.utime(path, (long_ago, long_ago))
    os.makedirs(os.path.join(kit, "build"))
    with open(os.path.join(kit, "build", "CMakeCache.txt"), "w") as f:
        f.write("BOIDS_SOLVED:STRING=\n")
    env = dict(os.environ, BOIDS_KIT_ROOT=kit, BOIDS_WORKSHOP_PROGRAM=workshop)

    port = free_port()
    code = "WIN1"
    room = subprocess.Popen([workshop, "room", "--no-browser", "--code", code, "--port", str(port), "--for", "120"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        wait_for("the room's page did not answer", lambda: _answers(port), 10)
        wrong = subprocess.run([workshop, "join", f"127.0.0.1:{port}", "NOPE", "--name", "Wim"], env=env,
                               capture_output=True, text=True, timeout=60)
        if wrong.returncode == 0 or "Check the code the room prints" not in wrong.stderr + wrong.stdout or \
                os.path.exists(os.path.join(kit, ".workshop", "room")):
            fail(f"a wrong code was not refused, or not said so, or left the kit joined:\n{wrong.stdout}{wrong.stderr}")
        print("a wrong code: refused, and nothing joined")
        joined = subprocess.run([workshop, "join", f"127.0.0.1:{port}", code, "--name", "Wim"], env=env,
                                capture_output=True, text=True, timeout=60)
        if joined.returncode != 0:
            fail(f"join failed:\n{joined.stdout}{joined.stderr}")
        task = wait_for("the room did not show the learner who joined", lambda: first_task(port), WITHIN)
        if task["state"] != "edited" or task.get("firstFailing") or task["total"] != 0:
            fail(f"before any check, task 1 shows {task}, where it is edited and says nothing of the code")
        print(f"joined: task 1 is {task['state']}")

        kept = os.path.join(kit, ".workshop", "window-checks.jsonl")
        window = subprocess.Popen([boids, "--headless", "--frames", "3", "--seed", "1", "--hand",
                                   os.path.join(kit, ".workshop", "hand")], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        wait_for("the window did not keep its checks in .workshop/window-checks.jsonl", lambda: os.path.exists(kept),
                 120)
        written = time.monotonic()
        output, _ = window.communicate(timeout=120)
        if window.returncode != 0:
            fail(f"the window exited with {window.returncode}:\n{output}")
        with open(kept) as f:
            summary = next(json.loads(line) for line in f if '"record":"task"' in line.replace(" ", ""))
        task = wait_for("the room did not show the window's checks of task 1 within 2 s",
                        lambda: (t := first_task(port)) and t["from"] == "window" and t, WITHIN + 0.5,
                        lambda: f"the room shows task 1 as {first_task(port)}; the window kept {summary}, and said:\n"
                                f"{output}")
        shown = time.monotonic() - written
        if shown > WITHIN:
            fail(f"the room showed the window's checks {shown:.2f} s after the window kept them, over {WITHIN} s")
        expected_state = "passing" if summary["passed"] == summary["total"] else "failing"
        if (task["state"], task["passed"], task["total"]) != (expected_state, summary["passed"], summary["total"]):
            fail(f"the room shows {task}, where the window's checker found {summary}")
        print(f"window: task 1 {task['state']} {task['passed']}/{task['total']} in the room after {shown:.2f} s")

        # Saved again: the window's checks are of the code before, and the room is told nothing false of it.
        os.utime(os.path.join(kit, "exercises", stems[0] + ".cpp"))
        subprocess.run([workshop, "room-send"], env=env, capture_output=True, timeout=60)
        task = wait_for("after a new save, the room still shows the window's older checks",
                        lambda: (t := first_task(port)) and t["state"] == "edited" and t, WITHIN)
        print("saved again: task 1 is edited")
        subprocess.run([workshop, "leave"], env=env, capture_output=True, timeout=60)
    finally:
        room.terminate()
        room.wait(timeout=10)
        shutil.rmtree(kit, ignore_errors=True)
    print("PASS")


def _answers(port):
    try:
        view(port)
        return True
    except OSError:
        return False


if __name__ == "__main__":
    main(sys.argv[1:])
