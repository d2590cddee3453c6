"""The gdb engine of `./workshop trace` (README.md): traces the learner's function with gdb, writing events.

    BOIDS_TRACE_OUT=... BOIDS_TRACE_FUNCTIONS=... BOIDS_TRACE_SOURCE=... \
        gdb -q -nx -batch -x gdb_engine.py --args PROGRAM ARGS...

The program stops only where line_table.LineTable says (the starts of the learner's statements, by address), each
stop handled inside a breakpoint's stop() method that returns False: gdb goes on without a full stop, printing
nothing. A full stop happens only to arm or disarm the breakpoints (a traced function entered or left), on a signal,
at the end, or at a limit.
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the kit's sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import gdb  # noqa: E402

import gdb_lines  # noqa: E402
import trace_events as te  # noqa: E402

GDB_SETTINGS = (
    "set pagination off",
    "set confirm off",
    "set verbose off",
    "set startup-with-shell off",
    "set auto-load safe-path /",
    "set auto-load python-scripts off",  # the libstdc++ pretty printers: values are read raw
    "set auto-load gdb-scripts off",
    "set debuginfod enabled off",
    "set print thread-events off",
    "set print inferior-events off",
    "set style enabled off",
    "set breakpoint pending off",
    "set auto-solib-add off",  # the shared libraries' symbols: read only when a stack needs them (a crash)
    "set debug-file-directory /nonexistent/boids-trace",  # libc6-dbg's DWARF: 0.15 s to read, never needed
    "set width 0",
    "set height 0",
)


def _quiet(command):
    return gdb.execute(command, to_string=True)


class Ops:
    """Value operations for trace_events.classify."""

    @staticmethod
    def category(v):
        t = v.type.strip_typedefs()
        code = t.code
        if code == gdb.TYPE_CODE_REF or code == gdb.TYPE_CODE_RVALUE_REF:
            return "reference", ""
        if code == gdb.TYPE_CODE_PTR:
            return "pointer", ""
        if code == gdb.TYPE_CODE_INT or code == gdb.TYPE_CODE_CHAR:
            return "int", ""
        if code == gdb.TYPE_CODE_FLT:
            return "float", ""
        if code == gdb.TYPE_CODE_BOOL:
            return "bool", ""
        if code == gdb.TYPE_CODE_STRUCT:
            t = t.unqualified()
            return "struct", t.tag or t.name or ""
        return "other", ""

    @staticmethod
    def integer(v):
        return int(v)

    @staticmethod
    def floating(v):
        return float(v)

    @staticmethod
    def member(v, name):
        return v[name]

    @staticmethod
    def target(v):
        code = v.type.strip_typedefs().code
        if code == gdb.TYPE_CODE_PTR:
            return v.dereference()
        return v.referenced_value()

    @staticmethod
    def address(v):
        return int(v)

    @staticmethod
    def pointee_size(v):
        return v.type.strip_typedefs().target().strip_typedefs().sizeof


class Adapter:
    """What trace_events.Tracer asks of the debugger, answered with gdb's Python API."""

    def __init__(self, bias):
        self.bias = bias

    loaded = False

    def more_unwinding(self):
        """Reads the shared libraries' symbols, once: a stack through them (a crash in libc, a learner's function
        called back by qsort) unwinds only with them. False when they were read already."""
        if Adapter.loaded:
            return False
        Adapter.loaded = True
        _quiet("sharedlibrary")
        return True

    def walk(self):
        frame = gdb.newest_frame()
        while frame is not None:
            older = frame.older()
            # The caller's stack pointer, unwound, is this frame's canonical frame address.
            cfa = int(older.read_register("sp")) if older is not None else None
            yield frame, frame.pc() - self.bias, cfa
            frame = older

    @staticmethod
    def name(frame):
        function = frame.function()
        if function is not None:
            return function.name
        return frame.name() or ""

    @staticmethod
    def thread():
        return gdb.selected_thread().num

    @staticmethod
    def variables(frame, line):
        try:
            block = frame.block()
        except RuntimeError:
            return []
        arguments, blocks = [], []
        while block is not None:
            found = []
            is_function = block.function is not None
            for symbol in block:
                if symbol.is_argument:
                    if is_function:
                        arguments.append((symbol.name, symbol.line, symbol))
                elif symbol.is_variable or (symbol.is_constant and not _is_enumerator(symbol)):
                    found.append((symbol.name, symbol.line, symbol))
            blocks.append(found)
            if is_function:
                break
            block = block.superblock
        result = []
        for name, decl, symbol in te.ordered_variables(arguments, blocks, line):
            try:
                value = symbol.value(frame)
            except (gdb.error, RuntimeError, ValueError):
                result.append((name, "other", decl, []))
                continue
            kind, values = te.classify(Ops, value)
            result.append((name, kind, decl, values))
        return result


def _is_enumerator(symbol):
    try:
        return symbol.type is not None and symbol.type.strip_typedefs().code == gdb.TYPE_CODE_ENUM
    except (gdb.error, RuntimeError):
        return False


class Engine:
    def __init__(self, events, settings):
        self.events = events
        self.settings = settings
        self.tracer = None
        self.request = None      # what a breakpoint's stop() asked of the main loop
        self.armed = []          # breakpoints enabled only while a traced function runs
        self.return_breakpoint = None
        self.exited = False
        self.signal = None       # the signal the program stopped on

    # --- Breakpoints; their stop() runs inside gdb's event loop and returns False to go on at once ---

    def breakpoint(self, address, handler, enabled=True):
        engine = self

        class Stop(gdb.Breakpoint):
            def stop(self):
                return engine.handle(handler)

        bp = Stop(f"*0x{address:x}", internal=True)
        bp.silent = True
        bp.enabled = enabled
        return bp

    def handle(self, handler):
        try:
            result = handler()
        except Exception as e:  # noqa: BLE001 - said in the events, never a gdb traceback
            self.tracer.on_error(f"internal error of the gdb engine: {type(e).__name__}: {e}")
            result = te.Tracer.STOP
        if result == te.Tracer.RUN:
            return False
        self.request = result
        return True

    def returned(self):
        if self.tracer.stack and int(gdb.newest_frame().read_register("sp")) == self.tracer.root_cfa:
            self.tracer.on_return()
            return te.Tracer.DEACTIVATED
        return te.Tracer.RUN  # a deeper activation (recursion) returning through the same address

    def arm(self):
        for bp in self.armed:
            bp.enabled = True
        caller = self.tracer.stack[0].handle.older()
        if caller is None:
            raise te.TraceError("the traced function has no caller on the stack")
        if self.return_breakpoint is not None:
            self.return_breakpoint.delete()
        self.return_breakpoint = self.breakpoint(caller.pc(), self.returned)

    def disarm(self):
        for bp in self.armed:
            bp.enabled = False
        if self.return_breakpoint is not None:
            self.return_breakpoint.delete()
            self.return_breakpoint = None

    # --- gdb's events ---

    def on_stop_event(self, event):
        if isinstance(event, gdb.SignalEvent):
            self.signal = te.signal_name(event.stop_signal)

    def on_exited_event(self, event):
        self.exited = True
        if self.tracer is None:
            return
        code = getattr(event, "exit_code", None)
        if code is not None:
            self.tracer.on_exit(int(code))
        else:
            number = gdb.convenience_variable("_exitsignal")
            self.tracer.on_signal(te.signal_name(int(number) if number is not None else "SIGKILL"))

    # --- The run ---

    def resolve(self, name, program, lines):
        """The start addresses (file addresses, before the run) of the functions called `name`."""
        try:
            bp = gdb.Breakpoint(f"-qualified {name}", internal=True)
        except gdb.error:
            bp = None
        addresses = []
        if bp is not None:
            try:
                addresses = [loc.address for loc in bp.locations]
            finally:
                bp.delete()
        starts = set()
        elsewhere = False
        for address in addresses:
            block = gdb.block_for_pc(address)
            while block is not None and block.function is None:
                block = block.superblock
            if block is None or not te.matches(name, block.function.name):
                continue
            found = lines.function_at(address)
            if found is None:
                elsewhere = True
            else:
                starts.add(found[0])
        if not starts:
            if elsewhere:
                raise te.TraceError(f"function {name} is not in {self.settings.source}")
            raise te.TraceError(f"function {name} not found in {program}")
        return starts

    def run(self):
        for setting in GDB_SETTINGS:
            try:
                _quiet(setting)
            except gdb.error:
                pass  # a setting this gdb does not have
        program = _program()
        te.check_program(program)
        loaded = gdb.current_progspace().filename
        if not loaded:
            raise te.TraceError(f"the debugger could not load {program}")
        settings = self.settings
        lines = gdb_lines.line_table(program, settings.source)
        starts = set()
        for name in settings.functions:
            starts |= self.resolve(name, program, lines)
        entries = lines.entries(starts)
        anchor = gdb_lines.Anchor(lines)

        _same_environment()
        gdb.events.stop.connect(self.on_stop_event)
        gdb.events.exited.connect(self.on_exited_event)
        for name in te.QUIET_SIGNALS:
            try:
                _quiet(f"handle {name} nostop noprint pass")
            except gdb.error:
                pass
        try:
            _quiet("starti")
        except gdb.error as e:
            raise te.TraceError(te.start_error(str(e), program))
        inferior = gdb.selected_inferior()
        if not inferior.pid:
            raise te.TraceError(te.start_error("no process", program))
        bias = anchor.bias()
        tracer = self.tracer = te.Tracer(self.events, settings, lines, entries, Adapter(bias))
        for address in lines.stops:
            bp = self.breakpoint(address + bias, lambda a=address: tracer.on_line_stop(a), address in entries)
            if address not in entries:
                self.armed.append(bp)
        for start, _end in lines.functions:
            self.armed.append(self.breakpoint(start + bias, lambda a=start: tracer.on_function_start(a), False))

        while not tracer.finished:
            self.request = None
            try:
                _quiet("continue")
            except gdb.error as e:
                if tracer.finished:
                    break
                raise te.TraceError(f"gdb stopped tracing: {te.one_line(e)}")
            if self.signal is not None and not tracer.finished:
                tracer.adapter.more_unwinding()  # a crash in a library: its frames unwind with its symbols
                tracer.on_signal(self.signal)
            if tracer.finished:
                break
            if self.request == te.Tracer.ACTIVATED:
                self.arm()
            elif self.request == te.Tracer.DEACTIVATED:
                self.disarm()
            elif self.exited:
                raise te.TraceError("the program ended without an exit status")
            else:
                raise te.TraceError("the program stopped for a reason the trace does not follow (a fork, an exec?)")


def _program():
    """The program as the kit named it: the word after --args in gdb's command line."""
    try:
        with open("/proc/self/cmdline", "rb") as f:
            words = f.read().split(b"\0")
        return os.fsdecode(words[words.index(b"--args") + 1])
    except (OSError, ValueError, IndexError):
        return gdb.current_progspace().filename or ""


def _same_environment():
    """The program's environment is the one the engine was given, as lldb's: gdb adds LINES and COLUMNS to it (and the environment's size moves the stack, so that uninitialised variables would read
    other garbage)."""
    try:
        with open("/proc/self/environ", "rb") as f:
            given = {entry.split(b"=", 1)[0] for entry in f.read().split(b"\0") if entry}
    except OSError:
        return
    for name in ("LINES", "COLUMNS"):
        if name.encode() not in given:
            _quiet(f"unset environment {name}")


def main():
    settings = te.Settings()
    events = te.open_events(settings)
    if events is None:
        return
    events.write("engine", "gdb", te.version_of(gdb.VERSION))
    engine = Engine(events, settings)
    try:
        settings.check()
        engine.run()
    except te.TraceError as e:
        if engine.tracer is None or not engine.tracer.finished:
            events.error(str(e))
    except gdb.error as e:
        if engine.tracer is None or not engine.tracer.finished:
            events.error(f"gdb: {e}")
    except Exception as e:  # noqa: BLE001 - said in the events, never only a traceback
        if engine.tracer is None or not engine.tracer.finished:
            events.error(f"internal error of the gdb engine: {type(e).__name__}: {e}")
    finally:
        try:
            if gdb.selected_inferior().pid:
                _quiet("kill")
        except gdb.error:
            pass
        events.close()


main()
