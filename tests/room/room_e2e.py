#!/usr/bin/env python3
"""The room end to end, on one machine (docs/room.md): the kit's own `./workshop room` and 25 learners' kits, each
a process of its own (boids_room_learner, which writes its reports with the kit's own writer), that join, fail,
take hints, pass, raise and lower hands. After each change the room's view must show it within 2 s; the page's
rows must put the hands first, the oldest first. Then bad input: a body over the limit, a malformed one, a wrong
code and a flood from one learner, each refused and counted while the room keeps serving the others. With
chromium, the page itself is loaded headless: its rows, its summary, and a hostile name shown as text.

Usage: room_e2e.py WORKSHOP LEARNER [--chromium PROGRAM --screenshot OUT.png]
  WORKSHOP  the companion (./workshop's program); the kit's root is BOIDS_KIT_ROOT or the folder above tests/
  LEARNER   boids_room_learner
Prints one line per round, with the slowest and median time from a change sent to the view showing it.
"""
import os
import re
import signal
import statistics
import subprocess
import sys
import time
import urllib.request

from room_common import fail, free_port, view

LEARNERS = 25
WITHIN = 2.0  # seconds from a change sent to the view showing it
HOSTILE = "<script>alert('room')</script>"


def post(port, body):
    request = urllib.request.Request(f"http://127.0.0.1:{port}/report", data=body, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=3) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def row_of(v, name):
    return next((r for r in v["rows"] if r["name"] == name), None)


def task_of(row, n):
    return next(t for t in row["tasks"] if t["task"] == n)


class Learner:
    def __init__(self, program, port, code, i):
        self.name = HOSTILE if i == 13 else f"Learner {i:02d}"
        self.process = subprocess.Popen([program, f"127.0.0.1:{port}", code, f"id{i:02d}", self.name],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def do(self, *commands):
        for command in commands:
            self.process.stdin.write(command + "\n")
        self.process.stdin.write("send\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline().strip()
        if answer != "sent 204":
            fail(f"{self.name}'s report was not taken: {answer}")


def round_of(port, learners, name, change, shows):
    """Sends `change` for each learner it names, then waits until `shows(view, learner)` holds for each."""
    sent_at = {}
    for learner in learners:
        commands = change(learner)
        if commands is None:
            continue
        learner.do(*commands)
        sent_at[learner.name] = time.monotonic()
    waits = {}
    deadline = time.monotonic() + WITHIN + 1
    while len(waits) < len(sent_at) and time.monotonic() < deadline:
        v = view(port)
        now = time.monotonic()
        for learner in learners:
            if learner.name in sent_at and learner.name not in waits:
                row = row_of(v, learner.name)
                if row and shows(row, learner):
                    waits[learner.name] = now - sent_at[learner.name]
        time.sleep(0.05)
    missing = [n for n in sent_at if n not in waits]
    if missing:
        fail(f"{name}: the view did not show the change for {', '.join(missing)} within {WITHIN + 1} s")
    slowest = max(waits.values())
    if slowest > WITHIN:
        fail(f"{name}: the slowest change showed after {slowest:.2f} s, over {WITHIN} s")
    print(f"{name}: {len(waits)} changes shown, slowest {slowest:.2f} s, median {statistics.median(waits.values()):.2f} s")


def page_in_chromium(chromium, port, screenshot, v):
    url = f"http://127.0.0.1:{port}/"
    common = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000"]
    dom = subprocess.run(common + ["--dump-dom", url], capture_output=True, text=True, timeout=60).stdout
    rows = re.findall(r"<tr( class=\"(help|done)\")?><td>(.*?)</td>", dom)
    if len(rows) != len(v["rows"]):
        fail(f"the page shows {len(rows)} rows, where the room has {len(v['rows'])} learners")
    names = [r[2] for r in rows]
    if names != [r["name"].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") for r in v["rows"]]:
        fail("the page's rows are not in the room's order")
    if "&lt;script&gt;alert('room')&lt;/script&gt;" not in dom or "<script>alert('room')" in dom:
        fail("the hostile name is not shown as text")
    if "Task 1 Alignment: " not in dom:
        fail("the page has no summary line for task 1")
    subprocess.run(common + ["--window-size=1400,1000", f"--screenshot={screenshot}", url],
                   capture_output=True, timeout=60)
    if not os.path.exists(screenshot):
        fail("chromium took no screenshot")
    hands = [r for r in rows if r[1]]
    print(f"the page in chromium: {len(rows)} rows, the {len(hands)} hands first, the hostile name as text; "
          f"screenshot {screenshot}")


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        print(__doc__)
        sys.exit(2)
    workshop, learner_program = args[0], args[1]
    chromium = args[args.index("--chromium") + 1] if "--chromium" in args else None
    screenshot = args[args.index("--screenshot") + 1] if "--screenshot" in args else "room.png"
    port = free_port()
    code = "E2E1"
    room = subprocess.Popen([workshop, "room", "--no-browser", "--code", code, "--port", str(port), "--for", "300"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    learners = []
    try:
        line = room.stdout.readline() + room.stdout.readline()
        if f" join " not in line or f":{port} {code}" not in line:
            fail(f"the room did not print its join line; it printed:\n{line}")
        deadline = time.monotonic() + 10
        while True:
            try:
                view(port)
                break
            except OSError:
                if time.monotonic() > deadline:
                    fail("the room's page did not answer")
                time.sleep(0.1)
        learners = [Learner(learner_program, port, code, i) for i in range(1, LEARNERS + 1)]
        number = lambda l: int(l.process.args[3][2:])

        round_of(port, learners, "join", lambda l: [], lambda row, l: task_of(row, 1)["state"] == "not started")
        round_of(port, learners, "fail task 1",
                 lambda l: ["task 1 failing 5 15 Alignment.AveragesHeadings Yours adds positions, not headings"],
                 lambda row, l: task_of(row, 1)["state"] == "failing" and
                 row["tasks"][0].get("firstFailing", {}).get("check") == "Alignment.AveragesHeadings")
        round_of(port, learners, "take hints", lambda l: [f"hints 1 {number(l) % 3 + 1}"],
                 lambda row, l: task_of(row, 1)["hintsSeen"] == number(l) % 3 + 1)
        round_of(port, learners, "pass task 1 (the even ones)",
                 lambda l: ["task 1 passing 15 15"] if number(l) % 2 == 0 else None,
                 lambda row, l: task_of(row, 1)["state"] == "passing" and row["current"] == 2)
        v = view(port)
        passing = next(t for t in v["summary"] if t["task"] == 1)["passing"]
        if passing != LEARNERS // 2:
            fail(f"the summary counts {passing} passing task 1, where {LEARNERS // 2} do")
        print(f"summary: task 1 passes for {passing} of {v['learners']}")
        for n in (3, 7, 11):  # one second apart: a hand's age is counted in seconds
            round_of(port, [learners[n - 1]], f"hand up ({n})", lambda l: ["hand help"],
                     lambda row, l: row.get("hand", {}).get("kind") == "help")
            time.sleep(1.1)
        round_of(port, [learners[3]], "done with task 1 (4)", lambda l: ["hand done 1"],
                 lambda row, l: row.get("hand", {}).get("kind") == "done 1")
        round_of(port, [learners[6]], "hand down (7)", lambda l: ["hand down"], lambda row, l: "hand" not in row)
        v = view(port)
        order = [r["name"] for r in v["rows"][:3]]
        if order != ["Learner 03", "Learner 11", "Learner 04"]:
            fail(f"the rows begin {order}, where the hands come first, the oldest first")
        print(f"order: hands first, the oldest first: {', '.join(order)}")

        # Bad input, each refused and counted; the room keeps serving the others.
        before = view(port)["reports"]
        statuses = [post(port, b"x" * 20000), post(port, b"{not json}\n"),
                    post(port, f'{{"record":"learner","room":"ZZZZ","learner":"x","name":"X"}}\n{{"record":"end"}}\n'
                         .encode())]
        flood = [post(port, f'{{"record":"learner","room":"{code}","learner":"flood","name":"Flood"}}\n'
                            f'{{"record":"end"}}\n'.encode()) for _ in range(50)]
        after = view(port)
        counts = after["reports"]
        if statuses != [413, 400, 403]:
            fail(f"oversized, malformed and wrong-code reports were answered {statuses}, where 413, 400, 403")
        for kind in ("too large", "malformed", "wrong code"):
            if counts[kind] != before[kind] + 1:
                fail(f"the room counted {counts[kind] - before[kind]} reports {kind}, where it got one")
        if flood.count(429) < 40 or counts["too fast"] < 40:
            fail(f"a flood of 50 reports in a moment: {flood.count(429)} refused as too fast")
        if len(after["rows"]) != LEARNERS + 1:
            fail(f"after the bad input the room shows {len(after['rows'])} learners, where {LEARNERS + 1}")
        print(f"bad input: a body over the limit (413), a malformed one (400), a wrong code (403), and a flood: "
              f"{flood.count(204)} of 50 taken, {flood.count(429)} refused as too fast; the room serves on")
        if chromium:
            page_in_chromium(chromium, port, screenshot, view(port))
    finally:
        for learner in learners:
            learner.process.kill()
        room.send_signal(signal.SIGINT)
        try:
            rest = room.communicate(timeout=10)[0]
        except subprocess.TimeoutExpired:
            room.kill()
            fail("the room did not close on Ctrl-C")
    if "The room is closed. Reports taken:" not in rest:
        fail(f"the room's last words were:\n{rest[-400:]}")
    print("PASS: " + rest.strip().splitlines()[-1])


if __name__ == "__main__":
    main()
