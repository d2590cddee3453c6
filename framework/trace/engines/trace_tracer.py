# The tracer: turns the stops of a traced program into events, the same whichever debugger stopped it.

import collections

from trace_names import function_name
from trace_output import RECENT_LINES


# The trace program's function that makes the calls the check made before the traced one (trace_main.cpp).
REPLAY_FUNCTION = "callsTheCheckMadeBefore"


class _Frame:
    __slots__ = ("handle", "key", "last_line", "last_pc", "pending")

    def __init__(self, handle, key):
        self.handle = handle  # the debugger's frame at the latest stop
        self.key = key        # (CFA, function start): the activation, the same across stops
        self.last_line = None
        self.last_pc = None
        self.pending = False


class Tracer:
    """Turns the stops of a traced program into events, the same whichever debugger stopped it.

    While no traced function runs, the engine stops the program only at `entries` (the first statement of each
    traced function). While one runs: at every address of lines.stops (on_line_stop), at the first instruction of
    every function of the learner's file (on_function_start: a new activation begins, so that two calls from the
    same place are two calls), and at the traced frame's return address when the stack pointer is back to the
    caller's (on_return). Addresses given to the tracer are file addresses (the engine removes the load bias).
    The adapter answers with the debugger:
      adapter.walk()             -> (frame, pc, cfa) from the newest frame outward; pc a file address (an outer
                                    frame's is its return address), cfa its canonical frame address (None if unknown)
      adapter.name(frame)        -> the debugger's name of the frame's function
      adapter.variables(frame, line) -> [(name, kind, decl, [values])] of the frame, in order
      adapter.thread()           -> the stopped thread's id
      adapter.more_unwinding()   -> True when the debugger could unwind better now (it read more symbols): the walk
                                    that lost the traced frame is tried once more
    """

    RUN, STOP = "run", "stop"
    ACTIVATED, DEACTIVATED = "activated", "deactivated"

    def __init__(self, events, settings, lines, entries, adapter):
        self.events = events
        self.settings = settings
        self.lines = lines
        self.entries = entries  # file addresses of the traced functions' first stops
        self.adapter = adapter
        self.stack = []  # _Frame, depth 0 first
        self.thread = None
        self.steps = 0
        self.recent = collections.deque(maxlen=RECENT_LINES)
        self.finished = False

    def _replayed(self):
        """True when the traced function was entered from the trace program's replay of the calls the check made
        before the failing one (trace_main.cpp): those run, untraced."""
        frames = iter(self.adapter.walk())
        next(frames, None)
        caller = next(frames, None)
        return caller is not None and REPLAY_FUNCTION in (self.adapter.name(caller[0]) or "")

    @property
    def root_cfa(self):
        return self.stack[0].key[0] if self.stack else None

    def on_line_stop(self, pc):
        """A stop at one of lines.stops. Returns RUN (go on), STOP (finished: kill the program), ACTIVATED (a traced
        function was entered: arm every stop, and the return address) or DEACTIVATED (disarm)."""
        if self.finished:
            return self.STOP
        ad = self.adapter
        change = None
        frames = None
        if self.stack:
            if ad.thread() != self.thread:
                return self.RUN
            frames = self._learner_stack()
            if frames is None:  # the traced function was left by an exception or a longjmp
                self._return_all()
                change = self.DEACTIVATED
        if not self.stack:
            if pc not in self.entries or self._replayed():
                return change or self.RUN
            handle, _pc, cfa = next(iter(ad.walk()))
            self.thread = ad.thread()
            self.stack = [_Frame(handle, (cfa, self.lines.function_at(pc)[0]))]
            self.events.write("call", 0, function_name(ad.name(handle)))
            self._line(self.stack[-1], pc)
            return self.STOP if self.finished else self.ACTIVATED
        common = 0
        while common < min(len(frames), len(self.stack)) and frames[common][1] == self.stack[common].key:
            self.stack[common].handle = frames[common][0]
            common += 1
        for depth in range(len(self.stack) - 1, common - 1, -1):
            self.events.write("ret", depth)
        del self.stack[common:]
        for depth in range(common, len(frames)):
            handle, key, _pc = frames[depth]
            if depth > self.settings.max_depth:
                self.events.write("limit", "depth", self.lines.line_at(frames[depth - 1][2] - 1))
                self.finished = True
                return self.STOP
            self.events.write("call", depth, function_name(ad.name(handle)))
            self.stack.append(_Frame(handle, key))
        self._line(self.stack[-1], pc)
        return self.STOP if self.finished else self.RUN

    def on_function_start(self, pc):
        """A stop at the first instruction of a function of the learner's file: the frames it replaces returned."""
        if self.finished:
            return self.STOP
        if not self.stack or self.adapter.thread() != self.thread:
            return self.RUN
        _handle, _pc, cfa = next(iter(self.adapter.walk()))
        if cfa is None:
            return self.RUN
        while self.stack and self.stack[-1].key[0] <= cfa:
            if len(self.stack) == 1:  # the traced frame itself is gone (left by an exception, a longjmp)
                self._return_all()
                return self.DEACTIVATED
            self.events.write("ret", len(self.stack) - 1)
            self.stack.pop()
        return self.RUN

    def _learner_stack(self):
        """[(frame, key, pc)] of the learner's frames from depth 0 (the traced frame) to the newest; None when the
        traced frame is gone (after the debugger tried harder to unwind, when it can)."""
        frames = self._learner_stack_once()
        if frames is None and self.adapter.more_unwinding():
            frames = self._learner_stack_once()
        return frames

    def _learner_stack_once(self):
        root_cfa, root_start = self.stack[0].key
        found = []
        first = True
        for frame, pc, cfa in self.adapter.walk():
            function = self.lines.function_at(pc if first else pc - 1)
            first = False
            if cfa is None or cfa > root_cfa:
                return None
            if cfa == root_cfa:
                if function is None or function[0] != root_start:
                    return None
                found.append((frame, (cfa, root_start), pc))
                found.reverse()
                return found
            if function is not None:
                found.append((frame, (cfa, function[0]), pc))
        return None

    def _line(self, frame, pc):
        line = self.lines.line_at(pc)
        emit = False
        if frame.last_line != line:
            emit = True
            frame.pending = False
        elif frame.last_pc is not None and pc > frame.last_pc:
            pass  # further along the same line: one line event, as a debugger's `step`
        elif frame.pending:
            emit = True  # the same line again and again: a loop on one line, each time round is shown
        else:
            frame.pending = True  # back to the same line's start: a new pass, shown if it happens once more
        frame.last_line = line
        frame.last_pc = pc
        if not emit:
            return
        if self.steps >= self.settings.max_steps:
            self.events.write("limit", "steps", self.busiest_line())
            self.finished = True
            return
        depth = len(self.stack) - 1
        self.events.write("line", depth, line)
        for name, kind, decl, values in self.adapter.variables(frame.handle, line):
            self.events.write("var", name, kind, decl, *values)
        self.steps += 1
        self.recent.append(line)

    def busiest_line(self):
        counts = collections.Counter(self.recent)
        if not counts:
            return 0
        most = max(counts.values())
        return min(line for line, n in counts.items() if n == most)

    def _return_all(self):
        for depth in range(len(self.stack) - 1, -1, -1):
            self.events.write("ret", depth)
        self.stack = []
        self.thread = None

    def on_return(self):
        """The traced frame returned to its caller (the engine checked the stack pointer against root_cfa)."""
        if self.stack and not self.finished:
            self._return_all()

    def on_signal(self, signal):
        if self.finished:
            return
        line = 0
        try:
            self._returns_before_the_end()
        except Exception:  # noqa: BLE001 - a stack that does not unwind: no returns
            pass
        try:
            first = True
            for _frame, pc, _cfa in self.adapter.walk():
                at = pc if first else pc - 1
                first = False
                if self.lines.function_at(at) is not None:
                    line = self.lines.line_at(at)
                    break
        except Exception:  # noqa: BLE001 - a stack that does not unwind: no line
            line = 0
        self.events.write("crash", signal, line)
        self.finished = True

    def _returns_before_the_end(self):
        """`ret` for the learner's frames that returned since the last stop (no stop came after their return)."""
        if not self.stack or self.adapter.thread() != self.thread:
            return
        frames = self._learner_stack()
        if frames is None:
            self._return_all()
            return
        common = 0
        while common < min(len(frames), len(self.stack)) and frames[common][1] == self.stack[common].key:
            common += 1
        for depth in range(len(self.stack) - 1, common - 1, -1):
            self.events.write("ret", depth)
        del self.stack[common:]

    def on_exit(self, status):
        if self.finished:
            return
        self.events.write("exit", status)
        self.finished = True

    def on_error(self, words):
        if self.finished:
            return
        self.events.error(words)
        self.finished = True
