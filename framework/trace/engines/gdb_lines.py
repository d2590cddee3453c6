# The learner's line table from gdb's own symtabs (any executable format gdb reads: ELF, PE/COFF, Mach-O), in gdb.

import bisect
import os
import re

import gdb

import trace_events as te


def _quiet(command):
    return gdb.execute(command, to_string=True)


def _function_block(address):
    block = gdb.block_for_pc(address)
    while block is not None and block.function is None:
        block = block.superblock
    return block


def line_table(program, source):
    """The learner's line table from gdb's symtabs of the learner's file (any executable format gdb reads).

    A row's end is where gdb's find_pc_line says the line's code ends (the next row of any file of its compilation
    unit). is_stmt: LineTableEntry.is_stmt where gdb has it, else whether LineTable.line() lists the row (it lists
    statement rows only). gdb keeps fewer rows than the DWARF has (a row of the line before it with a
    discriminator, a row hidden by another at its address): README.md, "Line tables"."""
    try:
        _rest, sals = gdb.decode_line(f"{os.path.basename(source)}:1")
    except gdb.error:
        sals = None
    symtabs = {}
    for sal in sals or ():
        symtab = sal.symtab
        if symtab is not None and symtab.is_valid():
            symtabs.setdefault(symtab.fullname(), symtab)
    ranges = []
    gcc = False
    for path in sorted(te.learner_paths(symtabs, source)):
        gcc = gcc or _made_by_gcc(symtabs[path])
        table = symtabs[path].linetable()
        entries = [e for e in table if e.line > 0]
        statements = None
        if entries and not hasattr(entries[0], "is_stmt"):
            statements = set()
            for line in set(table.source_lines()):
                statements.update((e.pc, line) for e in table.line(line) or ())
        for e in entries:
            last = gdb.find_pc_line(e.pc).last
            is_stmt = e.is_stmt if statements is None else (e.pc, e.line) in statements
            ranges.append((e.pc, None if last is None else last + 1, e.line, is_stmt))
    functions = set()
    for start, _end, _line, _stmt in ranges:
        if any(low <= start < high for low, high in functions):
            continue
        block = _function_block(start)
        if block is not None:
            functions.add((block.start, block.end))
    x86_64 = _is_x86_64()
    if x86_64 and gcc:
        ranges += _jump_targets(ranges, functions)
    return te.LineTable(te.rows_from_ranges(ranges), functions, program, source, x86_64, _code, _is_call_target)


def _jump_targets(ranges, functions):
    """Statement rows for the targets of the learner's functions' direct jumps that start no row of gdb's (x86-64).

    gdb keeps no row on the same line as the row before it with a DWARF discriminator: GCC gives one to each basic
    block of a line, so that a loop written on one line would have no row where it jumps back. A jump target
    inside a row of the learner's file starts a row there, of that row's line."""
    starts = sorted(r[0] for r in ranges)
    by_start = {r[0]: r for r in ranges}
    architecture = gdb.selected_inferior().architecture()
    added = {}
    for low, high in sorted(functions):
        try:
            instructions = architecture.disassemble(low, high - 1)
        except (gdb.error, gdb.MemoryError, RuntimeError):
            continue
        for instruction in instructions:
            found = re.match(r"j[a-z]+\s+0x([0-9a-fA-F]+)\b", instruction["asm"].strip())
            if not found:
                continue
            target = int(found.group(1), 16)
            if not low <= target < high or target in by_start or target in added:
                continue
            i = bisect.bisect_right(starts, target) - 1
            if i < 0:
                continue
            start, end, line, _stmt = by_start[starts[i]]
            if end is not None and target < end:
                added[target] = (target, end, line, True)
    return list(added.values())


def _made_by_gcc(symtab):
    """Whether GCC compiled the symtab's unit (its DW_AT_producer): the rows _jump_targets restores are GCC's, rows
    of one line that each begin a basic block (a DWARF discriminator). Clang gives a line's further rows no
    discriminator and no is_stmt, and its sanitizers' checks jump to code of line 0, which gdb's table hides in the row
    before it: a stop there would be in the middle of the sanitizer's code, or of the function's prologue."""
    producer = getattr(symtab, "producer", None) or ""
    return producer.startswith("GNU ")


def _is_x86_64():
    try:
        return gdb.selected_inferior().architecture().name() == "i386:x86-64"
    except (gdb.error, AttributeError, RuntimeError):
        return False


def _code(address, size):
    """The program's bytes (from the executable file: the program has not started)."""
    try:
        return bytes(gdb.selected_inferior().read_memory(address, size))
    except (gdb.error, gdb.MemoryError, RuntimeError, ValueError):
        return None


def _is_call_target(address):
    """Whether a symbol (a function, a PLT entry) starts at address."""
    if not 0 <= address < 2 ** 64:
        return False
    try:
        if hasattr(gdb, "format_address"):
            text = gdb.format_address(address)  # '0x1030 <qsort@plt>', '0x1139 <f(int)+4>', '0x1139'
            return text.endswith(">") and re.search(r"\+\d+>$", text) is None
        text = _quiet(f"info symbol 0x{address:x}")  # 'qsort@plt in section .plt', 'f(int) + 4 in section .text'
        return " in section " in text and re.search(r" \+ \d+ in section ", text) is None
    except gdb.error:
        return False


class Anchor:
    """The load bias from gdb itself: where a function of the learner's file is before the run and after starti."""

    def __init__(self, lines):
        self.address = lines.functions[0][0] if lines.functions else None
        block = _function_block(self.address) if self.address is not None else None
        self.symbol = block.function if block is not None else None

    def bias(self):
        if self.symbol is None:
            return 0
        return int(self.symbol.value().address) - self.address
