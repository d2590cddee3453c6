"""What the room's end-to-end scripts share: failing with a reason, a free port, and the room's view."""
import json
import socket
import sys
import urllib.request


def fail(why):
    print("FAIL: " + why)
    sys.exit(1)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def view(port):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/view.json", timeout=2) as answer:
        return json.loads(answer.read())
