"""The lldb engine of `./workshop trace` (README.md): traces the learner's function with lldb, writing events.

    BOIDS_TRACE_OUT=... BOIDS_TRACE_FUNCTIONS=... BOIDS_TRACE_SOURCE=... python3 lldb_engine.py PROGRAM ARGS...

lldb's Python module is driven from python3 (synchronous mode). The program stops only where
line_table.LineTable says, the same addresses as the gdb engine's, and trace_events.Tracer makes the events.
Debian's packaging needs two things done here (README.md): the module is put together from its two folders, and
LLDB_DEBUGSERVER_PATH names lldb-server when it is not set.
"""

import glob
import importlib.machinery
import importlib.util
import itertools
import os
import re
import stat
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the kit's sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import lldb_lines  # noqa: E402
import trace_events as te  # noqa: E402

# The program's: the engine's before it adds LLDB_DEBUGSERVER_PATH.
PROGRAM_ENVIRONMENT = dict(os.environ)

LLDB_SETTINGS = (
    "settings set target.enable-synthetic-value false",  # values are read raw: no libstdc++ formatters (slow)
    "settings set target.load-script-from-symbol-file false",
    "settings set symbols.enable-external-lookup false",
    "settings set auto-confirm true",
)


def _llvm_folders():
    """llvm-N folders of Debian's packages, the newest first."""
    def version(path):
        try:
            return int(path.rsplit("-", 1)[1])
        except ValueError:
            return 0
    return sorted(glob.glob("/usr/lib/llvm-*"), key=version, reverse=True)


def import_lldb():
    """The lldb module: as installed, or put together from Debian's two folders (its Python files under
    lib/python3.X/dist-packages/lldb, its _lldb extension as liblldb-N.so.1 elsewhere)."""
    try:
        import lldb  # noqa: F401
        if hasattr(lldb, "SBDebugger"):
            return lldb, None
    except ImportError:
        pass
    # Debian's /usr/lib/python3/dist-packages/lldb holds _lldb.so but no __init__.py: an empty namespace package.
    sys.modules.pop("lldb", None)
    minor = f"python{sys.version_info.major}.{sys.version_info.minor}"
    tried = []
    for llvm in _llvm_folders():
        n = llvm.rsplit("-", 1)[1]
        for package in (f"{llvm}/lib/{minor}/dist-packages/lldb", f"{llvm}/lib/{minor}/site-packages/lldb"):
            init = os.path.join(package, "__init__.py")
            if not os.path.isfile(init):
                continue
            for library in (f"/usr/lib/{os.uname().machine}-linux-gnu/liblldb-{n}.so.1", f"{llvm}/lib/liblldb.so.1",
                            *glob.glob(f"/usr/lib/*/liblldb-{n}.so.1")):
                if not os.path.isfile(library):
                    continue
                tried.append(library)
                try:
                    loader = importlib.machinery.ExtensionFileLoader("lldb._lldb", library)
                    spec = importlib.util.spec_from_file_location("lldb._lldb", library, loader=loader)
                    extension = importlib.util.module_from_spec(spec)
                    sys.modules["lldb._lldb"] = extension
                    loader.exec_module(extension)
                    spec = importlib.util.spec_from_file_location("lldb", init, submodule_search_locations=[package])
                    module = importlib.util.module_from_spec(spec)
                    sys.modules["lldb"] = module
                    spec.loader.exec_module(module)
                    return module, llvm
                except Exception:  # noqa: BLE001 - try the next one
                    sys.modules.pop("lldb._lldb", None)
                    sys.modules.pop("lldb", None)
    raise te.TraceError("cannot import lldb's Python module (Debian: apt-get install lldb python3-lldb-14; "
                        f"this is {minor})" + (f"; tried {', '.join(tried)}" if tried else ""))


def find_debugserver(llvm):
    if os.environ.get("LLDB_DEBUGSERVER_PATH"):
        return
    folders = [f"{llvm}/bin"] if llvm else []
    folders += [f"{f}/bin" for f in _llvm_folders()]
    for folder in folders:
        for server in sorted(glob.glob(f"{folder}/lldb-server-*.*"), reverse=True) + [f"{folder}/lldb-server"]:
            if os.access(server, os.X_OK):
                os.environ["LLDB_DEBUGSERVER_PATH"] = server
                return


class Engine:
    def __init__(self, events, settings, lldb):
        self.events = events
        self.settings = settings
        self.lldb = lldb
        self.tracer = None
        self.thread = None
        self.bias = 0
        self.pump = False

    # --- Values, for trace_events.classify ---

    def category(self, v):
        lldb = self.lldb
        t = v.GetType().GetCanonicalType()
        if t.IsReferenceType():
            return "reference", ""
        if t.IsPointerType():
            return "pointer", ""
        type_class = t.GetTypeClass()
        if type_class == lldb.eTypeClassBuiltin:
            basic = t.GetBasicType()
            if basic == lldb.eBasicTypeBool:
                return "bool", ""
            if basic in self.floats:
                return "float", ""
            if basic in self.integers:
                return "int", ""
            return "other", ""
        if type_class in (lldb.eTypeClassStruct, lldb.eTypeClassClass):
            return "struct", t.GetUnqualifiedType().GetName() or ""
        return "other", ""

    def _raw(self, v):
        error = self.lldb.SBError()
        data = v.GetData()
        size = data.GetByteSize()
        raw = data.ReadRawData(error, 0, size) if size else b""
        if not v.IsValid() or error.Fail() or v.GetError().Fail() or not raw:
            raise te.Unreadable("cannot read")
        return bytes(raw)

    def integer(self, v):
        signed = bool(v.GetType().GetCanonicalType().GetTypeFlags() & self.lldb.eTypeIsSigned)
        return int.from_bytes(self._raw(v), "little", signed=signed)

    def floating(self, v):
        raw = self._raw(v)
        size = v.GetType().GetCanonicalType().GetByteSize()
        return te.decode_float(raw[:size])

    def member(self, v, name):
        child = v.GetNonSyntheticValue().GetChildMemberWithName(name)
        if not child.IsValid():
            raise te.Unreadable(f"no member {name}")
        return child

    def target(self, v):
        referent = v.GetNonSyntheticValue().Dereference()
        if not referent.IsValid() or referent.GetError().Fail():
            raise te.Unreadable("cannot follow")
        return referent

    def address(self, v):
        return int.from_bytes(self._raw(v), "little")

    def pointee_size(self, v):
        return v.GetType().GetCanonicalType().GetPointeeType().GetCanonicalType().GetByteSize()

    # --- The adapter of trace_events.Tracer ---

    def walk(self):
        for i in itertools.count():
            frame = self.thread.GetFrameAtIndex(i)
            if not frame.IsValid():
                return
            cfa = frame.GetCFA()
            yield frame, frame.GetPC() - self.bias, (cfa if cfa != self.lldb.LLDB_INVALID_ADDRESS else None)

    @staticmethod
    def name(frame):
        function = frame.GetFunction()
        if function.IsValid():
            return function.GetName() or ""
        return frame.GetFunctionName() or ""

    def current_thread(self):
        return self.thread.GetThreadID()

    def variables(self, frame, line):
        lldb = self.lldb
        block = frame.GetBlock()
        if not block.IsValid():
            return []
        chain = []
        while block.IsValid():
            chain.append(block)
            block = block.GetParent()
        arguments = []
        values = chain[-1].GetVariables(frame, True, False, False, lldb.eNoDynamicValues)
        for i in range(values.GetSize()):
            v = values.GetValueAtIndex(i)
            arguments.append((v.GetName() or "", v.GetDeclaration().GetLine(), v))
        blocks = []
        for block in chain:
            found = []
            values = block.GetVariables(frame, False, True, True, lldb.eNoDynamicValues)
            for i in range(values.GetSize()):
                v = values.GetValueAtIndex(i)
                found.append((v.GetName() or "", v.GetDeclaration().GetLine(), v))
            blocks.append(found)
        result = []
        for name, decl, value in te.ordered_variables(arguments, blocks, line):
            kind, texts = te.classify(self, value)
            result.append((name, kind, decl, texts))
        return result

    # --- The run ---

    def resolve(self, target, name, program, lines):
        bp = target.BreakpointCreateByName(name)
        addresses = []
        for i in range(bp.GetNumLocations()):
            address = bp.GetLocationAtIndex(i).GetAddress()
            function = address.GetFunction()
            if function.IsValid() and te.matches(name, function.GetName() or ""):
                addresses.append(address.GetFileAddress())
        target.BreakpointDelete(bp.GetID())
        starts = set()
        elsewhere = False
        for address in addresses:
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

    def stdio(self, launch):
        """The program's stdin is /dev/null; its stdout and stderr this engine's when they are pipes or terminals
        (else lldb's terminal, copied to this engine's stdout at each stop)."""
        launch.AddOpenFileAction(0, "/dev/null", True, False)
        for fd in (1, 2):
            try:
                mode = os.fstat(fd).st_mode
            except OSError:
                mode = 0
            if stat.S_ISFIFO(mode) or stat.S_ISCHR(mode):
                launch.AddOpenFileAction(fd, f"/proc/{os.getpid()}/fd/{fd}", False, True)
            else:
                self.pump = True

    def copy_output(self, process):
        if not self.pump:
            return
        for read, stream in ((process.GetSTDOUT, sys.stdout), (process.GetSTDERR, sys.stderr)):
            while True:
                text = read(65536)
                if not text:
                    break
                stream.write(text.replace("\r\n", "\n"))
            stream.flush()

    def run(self, program, arguments):
        lldb = self.lldb
        settings = self.settings
        self.floats = {lldb.eBasicTypeFloat, lldb.eBasicTypeDouble, lldb.eBasicTypeLongDouble, lldb.eBasicTypeHalf}
        self.integers = {getattr(lldb, f"eBasicType{n}") for n in (
            "Char", "SignedChar", "UnsignedChar", "WChar", "SignedWChar", "UnsignedWChar", "Char16", "Char32",
            "Char8", "Short", "UnsignedShort", "Int", "UnsignedInt", "Long", "UnsignedLong", "LongLong",
            "UnsignedLongLong", "Int128", "UnsignedInt128") if hasattr(lldb, f"eBasicType{n}")}
        debugger = lldb.SBDebugger.Create(False)
        debugger.SetAsync(False)
        interpreter = debugger.GetCommandInterpreter()
        for command in LLDB_SETTINGS:
            interpreter.HandleCommand(command, lldb.SBCommandReturnObject())  # its words kept from stdout
        error = lldb.SBError()
        target = debugger.CreateTarget(program, None, None, False, error)
        if not target.IsValid():
            raise te.TraceError(f"lldb could not load {program}: {te.one_line(error.GetCString() or '')}")
        lines = lldb_lines.line_table(lldb, debugger, target, program, settings.source)
        starts = set()
        for name in settings.functions:
            starts |= self.resolve(target, name, program, lines)
        entries = lines.entries(starts)

        launch = lldb.SBLaunchInfo(arguments)
        launch.SetWorkingDirectory(os.getcwd())
        launch.SetEnvironmentEntries([f"{k}={v}" for k, v in PROGRAM_ENVIRONMENT.items()], False)
        launch.SetLaunchFlags(lldb.eLaunchFlagStopAtEntry | lldb.eLaunchFlagDisableASLR)
        self.stdio(launch)
        process = target.Launch(launch, error)
        if error.Fail() or not process.IsValid() or process.GetState() != lldb.eStateStopped:
            raise te.TraceError(te.start_error(error.GetCString() or "the program did not start", program))
        try:
            self.trace(target, process, lines, entries)
        finally:
            if process.GetState() not in (lldb.eStateExited, lldb.eStateDetached, lldb.eStateInvalid):
                process.Kill()
            self.copy_output(process)
            debugger.DeleteTarget(target)
            lldb.SBDebugger.Destroy(debugger)
            _reap_children()

    def trace(self, target, process, lines, entries):
        lldb = self.lldb
        self.stop_on_signals(process)
        if lines.functions:
            start = lines.functions[0][0]
            self.bias = target.ResolveFileAddress(start).GetLoadAddress(target) - start
        self.thread = process.GetSelectedThread()
        tracer = self.tracer = te.Tracer(self.events, self.settings, lines, entries, _Adapter(self))
        handlers = {}
        armed = []

        def add(address, handler, enabled):
            bp = target.BreakpointCreateByAddress(address + self.bias)
            bp.SetEnabled(enabled)
            handlers[bp.GetID()] = handler
            if not enabled:
                armed.append(bp)
            return bp

        for address in lines.stops:
            add(address, lambda a=address: tracer.on_line_stop(a), address in entries)
        for start, _end in lines.functions:
            add(start, lambda a=start: tracer.on_function_start(a), False)
        return_bp = None

        def returned():
            if tracer.stack and self.thread.GetFrameAtIndex(0).GetSP() == tracer.root_cfa:
                tracer.on_return()
                return te.Tracer.DEACTIVATED
            return te.Tracer.RUN

        while not tracer.finished:
            process.Continue()
            state = process.GetState()
            if state == lldb.eStateExited:
                self.exited(process)
                break
            if state not in (lldb.eStateStopped, lldb.eStateCrashed):
                raise te.TraceError(f"the program stopped being traced (lldb state {state})")
            result = self.stopped(process, handlers, tracer)
            if result == te.Tracer.ACTIVATED:
                for bp in armed:
                    bp.SetEnabled(True)
                root = tracer.stack[0].handle
                caller = root.GetThread().GetFrameAtIndex(root.GetFrameID() + 1)
                if not caller.IsValid():
                    raise te.TraceError("the traced function has no caller on the stack")
                if return_bp is not None:
                    target.BreakpointDelete(return_bp.GetID())
                return_bp = target.BreakpointCreateByAddress(caller.GetPC())
                handlers[return_bp.GetID()] = returned
            elif result == te.Tracer.DEACTIVATED:
                for bp in armed:
                    bp.SetEnabled(False)
                if return_bp is not None:
                    target.BreakpointDelete(return_bp.GetID())
                    return_bp = None

    def stop_on_signals(self, process):
        """Every signal stops the program and is reported, but the quiet ones (te.QUIET_SIGNALS), passed on."""
        signals = process.GetUnixSignals()
        quiet = {signals.GetSignalNumberFromName(n) for n in te.QUIET_SIGNALS}
        for i in range(signals.GetNumSignals()):
            number = signals.GetSignalAtIndex(i)
            stop = number not in quiet
            signals.SetShouldStop(number, stop)
            signals.SetShouldNotify(number, stop)
            signals.SetShouldSuppress(number, False)

    def stopped(self, process, handlers, tracer):
        """Why the process stopped, told to the tracer: a breakpoint of `handlers` (its handler's result), or a
        signal (None). Raises TraceError on a stop the trace does not follow."""
        lldb = self.lldb
        for thread in process:
            reason = thread.GetStopReason()
            if reason == lldb.eStopReasonBreakpoint:
                handler = handlers.get(thread.GetStopReasonDataAtIndex(0))
                if handler is None:
                    continue
                self.thread = thread
                return handler()
            if reason == lldb.eStopReasonSignal:
                self.thread = thread
                tracer.on_signal(te.signal_name(int(thread.GetStopReasonDataAtIndex(0))))
                return None
            if reason == lldb.eStopReasonException:  # some lldb report a signal so: "signal SIGSEGV: ..."
                found = re.search(r"\bSIG[A-Z0-9]+", thread.GetStopDescription(256) or "")
                if found:
                    self.thread = thread
                    tracer.on_signal(te.signal_name(found.group(0)))
                    return None
            if reason in (lldb.eStopReasonException, lldb.eStopReasonExec, lldb.eStopReasonFork,
                          lldb.eStopReasonVFork, lldb.eStopReasonWatchpoint):
                raise te.TraceError("the program stopped for a reason the trace does not follow "
                                    "(a fork, an exec?)")
        return None

    def exited(self, process):
        description = process.GetExitDescription() or ""
        status = process.GetExitStatus()
        if "signal" in description.lower():
            found = re.search(r"\bSIG[A-Z0-9]+|\d+", description)
            self.tracer.on_signal(te.signal_name(found.group(0) if found else "SIGKILL"))
        else:
            self.tracer.on_exit(status)


class _Adapter:
    """trace_events.Tracer's view of the lldb engine."""

    def __init__(self, engine):
        self.walk = engine.walk
        self.name = engine.name
        self.thread = engine.current_thread
        self.variables = engine.variables

    @staticmethod
    def more_unwinding():
        return False  # lldb reads the shared libraries' symbols as they load


def _reap_children(seconds=1.0):
    """Waits (a little) for the lldb-server this process started, so that no zombie is left to init."""
    import time
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            pid, _status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            time.sleep(0.005)


def main():
    settings = te.Settings()
    events = te.open_events(settings)
    if events is None:
        return 0
    engine = None
    try:
        try:
            lldb, llvm = import_lldb()
        except te.TraceError as e:
            events.write("engine", "lldb", "unknown")
            raise e
        events.write("engine", "lldb", te.version_of(lldb.SBDebugger.GetVersionString()))
        settings.check()
        if len(sys.argv) < 2:
            raise te.TraceError("no program to trace (python3 lldb_engine.py PROGRAM ARGS...)")
        find_debugserver(llvm)
        lldb.SBDebugger.Initialize()
        engine = Engine(events, settings, lldb)
        program = sys.argv[1]
        te.check_program(program)
        engine.run(program, sys.argv[2:])
    except te.TraceError as e:
        if engine is None or engine.tracer is None or not engine.tracer.finished:
            events.error(str(e))
    except Exception as e:  # noqa: BLE001 - said in the events, never only a traceback
        if engine is None or engine.tracer is None or not engine.tracer.finished:
            events.error(f"internal error of the lldb engine: {type(e).__name__}: {e}")
    finally:
        events.close()
        sys.stdout.flush()
        sys.stderr.flush()
    os._exit(0)  # lldb's own teardown at exit is slow and has nothing left to do


if __name__ == "__main__":
    main()
