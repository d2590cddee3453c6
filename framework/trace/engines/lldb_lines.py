# The learner's line table from lldb's compile units (any executable format lldb reads: ELF, Mach-O, PE/COFF).

import re

import trace_events as te


def line_table(lldb, debugger, target, program, source):
    """The learner's line table from lldb's compile units (any executable format lldb reads; on macOS the
    DWARF of the .o files or of a dSYM, through lldb). is_stmt: SBLineEntry.IsStatement where lldb has it,
    else the flags of `target modules dump line-table -v`."""
    module = target.GetModuleAtIndex(0)
    units = [module.GetCompileUnitAtIndex(i) for i in range(module.GetNumCompileUnits())]
    files = {}
    for unit in units:
        for i in range(unit.GetNumSupportFiles()):
            files.setdefault(unit.GetSupportFileAtIndex(i).fullpath, set()).add(unit.GetFileSpec().fullpath)
    chosen = te.learner_paths(files, source)
    statements = None
    ranges = []
    for unit in units:
        if not any(unit.GetFileSpec().fullpath in files[path] for path in chosen):
            continue
        for i in range(unit.GetNumLineEntries()):
            entry = unit.GetLineEntryAtIndex(i)
            start = entry.GetStartAddress().GetFileAddress()
            end = entry.GetEndAddress().GetFileAddress()
            if end <= start or entry.GetFileSpec().fullpath not in chosen:
                continue  # an end of sequence (no length), another file's row
            if hasattr(entry, "IsStatement"):
                is_stmt = entry.IsStatement()
            else:
                if statements is None:
                    statements = _statement_addresses(lldb, debugger, sorted(chosen))
                is_stmt = statements.get(start, True)
            ranges.append((start, end, entry.GetLine(), is_stmt))
    functions = set()
    for start, _end, _line, _stmt in ranges:
        if any(low <= start < high for low, high in functions):
            continue
        function = target.ResolveFileAddress(start).GetFunction()
        if function.IsValid():
            functions.add((function.GetStartAddress().GetFileAddress(),
                           function.GetEndAddress().GetFileAddress()))

    def code(address, size):
        error = lldb.SBError()
        data = target.ReadMemory(target.ResolveFileAddress(address), size, error)
        return bytes(data) if data is not None and error.Success() else None

    def is_call_target(address):
        if not 0 <= address < 2 ** 64:
            return False
        symbol = target.ResolveFileAddress(address).GetSymbol()
        return symbol.IsValid() and symbol.GetStartAddress().GetFileAddress() == address

    return te.LineTable(te.rows_from_ranges(ranges), functions, program, source,
                        (target.GetTriple() or "").startswith("x86_64"), code, is_call_target)


def _statement_addresses(lldb, debugger, paths):
    """{file address: is_stmt} of the rows of the compile units of paths, from `target modules dump line-table -v`
    (lldb 14's SBLineEntry does not say whether a row starts a statement; the verbose dump does)."""
    result = {}
    for path in paths:
        answer = lldb.SBCommandReturnObject()
        debugger.GetCommandInterpreter().HandleCommand(f'target modules dump line-table -v "{path}"', answer)
        for text in (answer.GetOutput() or "").splitlines():
            found = re.match(r"\s*0x([0-9a-fA-F]+): (.*)$", text)
            if found and "is_terminal_entry = TRUE" not in found.group(2):
                result[int(found.group(1), 16)] = "is_start_of_statement = TRUE" in found.group(2)
    return result
