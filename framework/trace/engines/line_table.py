# The learner's line table, as the debugger gives it: where a trace stops and which code is the learner's.

import bisect
import os

from trace_output import TraceError


class LineTable:
    """The rows of the learner's file, as file addresses (the engine adds the load bias).

    stops:     the addresses where a trace stops: the start of each statement row of the learner's file, except the
               rows that begin a function (its prologue: a debugger's `step` never stops there) and, on x86-64, the
               rows right after a direct call made earlier on the same line (see _without_returns).
    functions: (start, end) of each function of the learner's file (the function's first row is the file's).
    line_at(address): the line of the learner's file at an address, 0 when it is none of the file's.

    Made from rows (address, line of the learner's file or 0 for another file's, is_stmt, end_of_sequence), in
    any order of addresses but in sequence order at one address: the last row at an address is the one in force
    there (the earlier ones cover no instruction), and an end of sequence holds only where no row starts.
    functions: (start, end) of functions of the program, at least of those holding the learner's rows.
    code(address, size) -> the program's bytes or None; is_call_target(address) -> whether a function starts there
    (a symbol's start, a PLT entry). Without code, or not x86_64, every statement row is a stop.
    """

    def __init__(self, rows, functions, program, source, x86_64=False, code=None, is_call_target=None):
        if not any(r[1] for r in rows):
            raise TraceError(f"{program} has no line of {source} (was it built from it, with -g?)")
        at = {}
        for address, ln, is_stmt, end in rows:
            if end:
                if address not in at:
                    at[address] = (0, False)
                continue
            at[address] = (ln, is_stmt)
        self._addresses = sorted(at)
        self._lines = [at[a][0] for a in self._addresses]
        starts = set()
        self.functions = []
        for start, end in sorted(set(functions)):
            entry = at.get(start)
            if entry is not None and entry[0]:
                self.functions.append((start, end))
                starts.add(start)
        self._function_starts = [f[0] for f in self.functions]
        stops = sorted(a for a in at if at[a][0] and at[a][1] and a not in starts
                       and self.function_at(a) is not None)
        if x86_64 and code is not None and is_call_target is not None:
            stops = self._without_returns(stops, at, starts, code, is_call_target)
        self.stops = stops

    def _without_returns(self, stops, at, starts, code, is_call_target):
        """The stops less those where a call made earlier on the same line returns: the program only comes back
        there, from the same line, so that they could never begin a line event (a stop there was one more stop, and
        twice as many in a loop whose every line calls a Vec2 operator). x86-64: a row right after a direct
        `call` (e8) to a function; the first stop of a function is always kept."""
        kept = []
        for stop in stops:
            i = bisect.bisect_left(self._addresses, stop)
            previous = self._addresses[i - 1] if i > 0 else None
            if (previous is not None and previous not in starts and at[previous][0] == at[stop][0]
                    and self.function_at(previous) == self.function_at(stop)):
                call = code(stop - 5, 5)
                if call is not None and len(call) == 5 and call[0] == 0xE8:
                    if is_call_target(stop + int.from_bytes(call[1:], "little", signed=True)):
                        continue
            kept.append(stop)
        return kept

    def function_at(self, address):
        """(start, end) of the learner's function holding address, or None."""
        i = bisect.bisect_right(self._function_starts, address) - 1
        if i >= 0 and self.functions[i][0] <= address < self.functions[i][1]:
            return self.functions[i]
        return None

    def line_at(self, address):
        i = bisect.bisect_right(self._addresses, address) - 1
        return self._lines[i] if i >= 0 else 0

    def entries(self, starts):
        """The first stop of each function that starts at one of `starts`."""
        result = set()
        for start in starts:
            function = self.function_at(start)
            if function is None:
                continue
            i = bisect.bisect_left(self.stops, function[0])
            if i < len(self.stops) and self.stops[i] < function[1]:
                result.add(self.stops[i])
        return result


def learner_paths(paths, source):
    """The paths (as a debugger names the files of its line tables) that are the learner's file: those with its real
    path; when none has it, those with its file name (a compiler cache can build from another folder)."""
    source_real = os.path.realpath(source)
    basename = os.path.basename(source_real)
    same, named = set(), set()
    for path in paths:
        if not path or os.path.basename(path.replace("\\", "/")) != basename:
            continue
        named.add(path)
        try:
            if os.path.realpath(path) == source_real or os.path.normcase(os.path.abspath(path)) == os.path.normcase(
                    source_real):
                same.add(path)
        except (OSError, ValueError):
            pass
    return same or named


def rows_from_ranges(ranges):
    """Rows for LineTable from the learner's address ranges [(start, end, line, is_stmt)] as a debugger gives them:
    a range's end where no range starts is an end of sequence (another file's code, or none, begins there)."""
    rows = [(start, line, is_stmt, False) for start, _end, line, is_stmt in ranges]
    starts = {r[0] for r in rows}
    rows += [(end, 0, False, True) for _start, end, _line, _stmt in ranges if end is not None and end not in starts]
    return rows
