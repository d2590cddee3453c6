# The settings a trace engine is given, the event file it writes, and the words of its first and last events.

import os
import re

DEFAULT_MAX_STEPS = 2000
DEFAULT_MAX_DEPTH = 40
RECENT_LINES = 200  # `limit steps L`: L is the line met most often among the last RECENT_LINES line events

# Signals that are part of a program's normal life: passed to it without stopping (the same list for both engines).
QUIET_SIGNALS = ("SIGALRM", "SIGURG", "SIGCHLD", "SIGWINCH", "SIGIO", "SIGVTALRM", "SIGPROF")


class TraceError(Exception):
    """Why the engine cannot trace, in words for a person: written as `error WORDS...`."""


# --- Settings ---------------------------------------------------------------------------------------------------

class Settings:
    def __init__(self, environ=None):
        env = os.environ if environ is None else environ
        self.out = env.get("BOIDS_TRACE_OUT", "")
        self.functions = [f.strip() for f in env.get("BOIDS_TRACE_FUNCTIONS", "").split(",") if f.strip()]
        self.source = env.get("BOIDS_TRACE_SOURCE", "")
        self.max_steps = _positive(env, "BOIDS_TRACE_MAX_STEPS", DEFAULT_MAX_STEPS)
        self.max_depth = _positive(env, "BOIDS_TRACE_MAX_DEPTH", DEFAULT_MAX_DEPTH)

    def check(self):
        """Raises TraceError when a setting is missing or wrong (after the event file is open)."""
        if not self.functions:
            raise TraceError("BOIDS_TRACE_FUNCTIONS is not set (the functions to trace, comma-separated)")
        if not self.source:
            raise TraceError("BOIDS_TRACE_SOURCE is not set (the learner's source file)")
        if not os.path.isabs(self.source):
            raise TraceError(f"BOIDS_TRACE_SOURCE is not an absolute path: {self.source}")
        for name in ("max_steps", "max_depth"):
            if isinstance(getattr(self, name), str):
                raise TraceError(getattr(self, name))


def _positive(env, key, default):
    text = env.get(key, "").strip()
    if not text:
        return default
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value <= 0:
        return f"{key} is not a positive whole number: {text}"
    return value


# --- The event file ---------------------------------------------------------------------------------------------

def one_line(text):
    """Words for an event: one line, single spaces."""
    return " ".join(str(text).split())


class EventWriter:
    """Writes events, one a line, each flushed at once (a killed engine leaves what it had)."""

    def __init__(self, path):
        self.file = open(path, "w", encoding="utf-8", newline="\n", buffering=1)

    def write(self, *words):
        self.file.write(" ".join(str(w) for w in words) + "\n")

    def error(self, words):
        self.write("error", one_line(words) or "unknown")

    def close(self):
        self.file.close()


def open_events(settings):
    """The event file of BOIDS_TRACE_OUT; None (after saying why on stderr) when it cannot be opened."""
    import sys
    if not settings.out:
        print("trace engine: BOIDS_TRACE_OUT is not set (the event file to write)", file=sys.stderr)
        return None
    try:
        return EventWriter(settings.out)
    except OSError as e:
        print(f"trace engine: cannot write {settings.out}: {e}", file=sys.stderr)
        return None


def version_of(text):
    """'lldb version 14.0.6 (...)' -> '14.0.6'; 'GNU gdb (Debian 13.1-3) 13.1' -> '13.1'."""
    found = re.findall(r"\d+(?:\.\d+)+", text)
    return found[0] if found else "unknown"


def signal_name(signal_id):
    """The name of a signal, the same for both engines: a number, or a debugger's name ('SIGSEGV', gdb's 'SIG34'),
    becomes Python's name of the number when it has one ('SIGRTMIN'), else 'SIG<number>'."""
    import signal
    number = None
    if isinstance(signal_id, int):
        number = signal_id
    else:
        text = str(signal_id).strip()
        m = re.fullmatch(r"SIG(\d+)", text)
        if m:
            number = int(m.group(1))
        elif text.isdigit():
            number = int(text)
        else:
            try:
                number = int(getattr(signal, text))
            except (AttributeError, TypeError, ValueError):
                return text or "SIGKILL"
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"SIG{number}"


def check_program(program):
    """Raises TraceError unless `program` (as the kit named it) is a file this engine can trace."""
    if not program:
        raise TraceError("no program to trace")
    if not os.path.isfile(program):
        raise TraceError(f"no program {program}")
    if not os.access(program, os.X_OK):
        raise TraceError(f"{program} is not executable")


def start_error(message, program):
    """Words for a program that did not start under the debugger (the debugger's own words go to stderr)."""
    import sys
    print(f"trace engine: the debugger could not start {program}: {one_line(message)}", file=sys.stderr)
    lower = message.lower()
    if "ptrace" in lower or "operation not permitted" in lower or "permission denied" in lower:
        return (f"ptrace refused: the debugger may not trace {program} (a container's seccomp profile or "
                "kernel.yama.ptrace_scope may forbid it; see the engine's stderr)")
    return f"could not start {program} under the debugger (see the engine's stderr)"
