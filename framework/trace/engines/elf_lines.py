# The learner's rows of a program's DWARF line table, read from the 64-bit little-endian ELF file itself (Linux).

import os
import struct
import types
import zlib

from trace_output import TraceError


class ElfUnreadable(TraceError):
    """The program is not an ELF file this reader reads (another format, 32-bit, a DWARF form or compression it does
    not know): the engine asks its debugger for the line table instead."""


class _Reader:
    __slots__ = ("data", "pos", "end")

    def __init__(self, data, pos=0):
        self.data = data
        self.pos = pos
        self.end = len(data)  # where the part being read ends

    def u8(self):
        v = self.data[self.pos]
        self.pos += 1
        return v

    def s8(self):
        v = self.u8()
        return v - 256 if v >= 128 else v

    def u16(self):
        v = struct.unpack_from("<H", self.data, self.pos)[0]
        self.pos += 2
        return v

    def u32(self):
        v = struct.unpack_from("<I", self.data, self.pos)[0]
        self.pos += 4
        return v

    def u64(self):
        v = struct.unpack_from("<Q", self.data, self.pos)[0]
        self.pos += 8
        return v

    def uint(self, size):
        v = int.from_bytes(self.data[self.pos:self.pos + size], "little")
        self.pos += size
        return v

    def uleb(self):
        result = shift = 0
        data = self.data
        while True:
            b = data[self.pos]
            self.pos += 1
            result |= (b & 0x7F) << shift
            shift += 7
            if b < 0x80:
                return result

    def sleb(self):
        result = shift = 0
        while True:
            b = self.data[self.pos]
            self.pos += 1
            result |= (b & 0x7F) << shift
            shift += 7
            if b < 0x80:
                if b & 0x40:
                    result -= 1 << shift
                return result

    def cstr(self):
        end = self.data.index(b"\0", self.pos)
        s = self.data[self.pos:end].decode("utf-8", "replace")
        self.pos = end + 1
        return s


class Elf:
    """The parts of a 64-bit little-endian ELF file a trace needs: sections, program headers, function symbols."""

    def __init__(self, path, name=None):
        with open(path, "rb") as f:
            self.data = f.read()
        path = name or path
        d = self.data
        if d[:4] != b"\x7fELF":
            raise ElfUnreadable(f"{path} is not an ELF program")
        if d[4] != 2 or d[5] != 1:
            raise ElfUnreadable(f"{path} is not a 64-bit little-endian ELF program")
        (self.type, self.machine, _version, _entry, phoff, shoff, _flags, _ehsize, phentsize, phnum, shentsize, shnum,
         shstrndx) = struct.unpack_from("<HHIQQQIHHHHHH", d, 16)
        self.segments = []  # (type, offset, vaddr, filesz, memsz)
        for i in range(phnum):
            p_type, _pf, p_offset, p_vaddr, _paddr, p_filesz, p_memsz, _align = struct.unpack_from(
                "<IIQQQQQQ", d, phoff + i * phentsize)
            self.segments.append((p_type, p_offset, p_vaddr, p_filesz, p_memsz))
        raw = []
        for i in range(shnum):
            raw.append(struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * shentsize))
        names = raw[shstrndx] if shstrndx < len(raw) else None
        self.sections = {}
        self.section_list = raw
        for sh in raw:
            name = ""
            if names is not None:
                start = names[4] + sh[0]
                name = d[start:d.index(b"\0", start)].decode("ascii", "replace")
            self.sections[name] = sh

    def section(self, name):
        """The bytes of a section, uncompressed; None when it is not there."""
        sh = self.sections.get(name)
        if sh is None or sh[1] == 8:  # SHT_NOBITS
            return None
        flags, offset, size = sh[2], sh[4], sh[5]
        data = self.data[offset:offset + size]
        if flags & 0x800:  # SHF_COMPRESSED
            ch_type = struct.unpack_from("<I", data, 0)[0]
            if ch_type != 1:
                raise ElfUnreadable(f"the debug section {name} is compressed in a way this engine cannot read")
            return zlib.decompress(data[24:])
        return data

    def functions(self):
        """(start, end) of each function symbol with a size, sorted by start."""
        result = set()
        for sh in self.section_list:
            if sh[1] != 2:  # SHT_SYMTAB
                continue
            offset, size, entsize = sh[4], sh[5], sh[9] or 24
            for i in range(size // entsize):
                _name, info, _other, shndx, value, sym_size = struct.unpack_from("<IBBHQQ", self.data,
                                                                                  offset + i * entsize)
                if info & 0xF == 2 and sym_size > 0 and shndx != 0:  # STT_FUNC, defined here
                    result.add((value, value + sym_size))
        return sorted(result)


_FORM_STRING, _FORM_LINE_STRP, _FORM_STRP, _FORM_UDATA = 0x08, 0x1F, 0x0E, 0x0F
_FIXED_FORMS = {0x0B: 1, 0x05: 2, 0x06: 4, 0x07: 8, 0x1E: 16}  # data1, data2, data4, data8, data16


def _same_file(candidate, source_real, source_parts):
    if os.path.isabs(candidate):
        if os.path.normpath(candidate) == source_real:
            return True
        try:
            return os.path.realpath(candidate) == source_real
        except OSError:
            return False
    parts = [p for p in os.path.normpath(candidate).split(os.sep) if p not in ("", ".")]
    return bool(parts) and ".." not in parts and source_parts[-len(parts):] == parts


class ElfLines:
    """What LineTable needs, read from an ELF file: rows, functions, the code bytes, call targets, the load bias.

    rows:      (address, line of the learner's file or 0 when another file's, is_stmt, end_of_sequence), in the
               line programs' order;
    functions: (start, end) of every function symbol with a size.
    """

    def __init__(self, program, source, name=None):
        """program: the file to read; name: the program as the kit named it, for the words of an error."""
        elf = self.elf = Elf(program, name)
        program = name or program
        self.x86_64 = elf.machine == 62  # EM_X86_64
        line = elf.section(".debug_line")
        if line is None:
            raise TraceError(f"{program} has no line table: build it with -g")
        line_str = elf.section(".debug_line_str") or b""
        debug_str = elf.section(".debug_str") or b""
        source_real = os.path.realpath(source)
        source_parts = [p for p in source_real.split(os.sep) if p]
        basename = os.path.basename(source_real)
        self.rows = rows = []
        pos = 0
        while pos + 4 <= len(line):
            unit = self._unit(line, pos, line_str, debug_str, basename, source_real, source_parts, rows)
            if unit <= pos:
                break
            pos = unit
        self.functions = elf.functions()
        self._targets = set(start for start, _end in self.functions)
        self._plts = [(sh[3], sh[3] + sh[5]) for name, sh in elf.sections.items() if name.startswith(".plt")]
        self._loads = [(s[2], s[1], s[3]) for s in elf.segments if s[0] == 1]  # PT_LOAD: vaddr, offset, filesz

    def code(self, address, size):
        """The program's bytes at a file address, None when the file has none there."""
        for vaddr, offset, filesz in self._loads:
            if vaddr <= address and address + size <= vaddr + filesz:
                start = offset + address - vaddr
                return self.elf.data[start:start + size]
        return None

    def is_call_target(self, address):
        """Whether a direct call to address calls a function: a function symbol's start, or the PLT."""
        return address in self._targets or any(low <= address < high for low, high in self._plts)

    def _unit(self, d, pos, line_str, debug_str, basename, source_real, source_parts, rows):
        """Reads the line table of the unit at pos into rows, if it names the learner's file; returns where the next
        unit starts."""
        r = _Reader(d, pos)
        h = self._header(r, line_str, debug_str)
        if h is None:
            return r.end
        learner = set()
        for i, (name, directory) in enumerate(h.files):
            if i < h.first_file or not isinstance(name, str) or os.path.basename(name) != basename:
                continue
            folder = h.directories[directory] if isinstance(directory, int) and directory < len(h.directories) else ""
            if _same_file(os.path.join(folder, name) if isinstance(folder, str) else name, source_real,
                          source_parts):
                learner.add(i)
        if learner:
            r.pos = h.program
            self._line_program(r, h, learner, rows)
        return r.end

    def _header(self, r, line_str, debug_str):
        """The unit's line table header, read from r (r.end set to where the unit ends); None for a DWARF version
        this reader does not know."""
        h = types.SimpleNamespace()
        length = r.u32()
        offset_size = 4
        if length == 0xFFFFFFFF:
            length = r.u64()
            offset_size = 8
        r.end = r.pos + length
        version = r.u16()
        if version < 2 or version > 5:
            return None
        if version >= 5:
            r.u8()  # address size
            r.u8()  # segment selector size
        header_length = r.uint(offset_size)
        h.program = r.pos + header_length
        h.min_inst = r.u8()
        if version >= 4:
            r.u8()  # maximum operations per instruction (VLIW only)
        h.default_is_stmt = r.u8()
        h.line_base = r.s8()
        h.line_range = r.u8()
        h.opcode_base = r.u8()
        h.opcode_lengths = [r.u8() for _ in range(h.opcode_base - 1)]
        if version >= 5:
            def entries():
                formats = [(r.uleb(), r.uleb()) for _ in range(r.u8())]
                result = []
                for _ in range(r.uleb()):
                    entry = {}
                    for content, form in formats:
                        entry[content] = self._form(r, form, offset_size, line_str, debug_str)
                    result.append(entry)
                return result
            h.directories = [e.get(1, "") for e in entries()]
            h.files = [(e.get(1, ""), e.get(2, 0)) for e in entries()]
            h.first_file = 0
        else:
            h.directories = [""]
            while True:
                s = r.cstr()
                if not s:
                    break
                h.directories.append(s)
            h.files = [("", 0)]  # file numbers start at 1
            while True:
                s = r.cstr()
                if not s:
                    break
                h.files.append((s, r.uleb()))
                r.uleb()
                r.uleb()
            h.first_file = 1
        return h

    @staticmethod
    def _line_program(r, h, learner, rows):
        """Runs the unit's line program: only the learner's file's rows matter, but every row is kept (as line 0 when
        another file's) so that the last row at an address decides."""
        address, file, ln, is_stmt = 0, 1, 1, h.default_is_stmt
        append = rows.append
        min_inst, line_base, line_range, opcode_base = h.min_inst, h.line_base, h.line_range, h.opcode_base
        adjusted_max = 255 - opcode_base
        while r.pos < r.end:
            op = r.u8()
            if op >= opcode_base:
                adjusted = op - opcode_base
                address += min_inst * (adjusted // line_range)
                ln += line_base + adjusted % line_range
                append((address, ln if file in learner else 0, bool(is_stmt), False))
            elif op == 0:
                size = r.uleb()
                sub_end = r.pos + size
                sub = r.u8() if size else 0
                if sub == 1:  # end_sequence
                    append((address, 0, False, True))
                    address, file, ln, is_stmt = 0, 1, 1, h.default_is_stmt
                elif sub == 2:  # set_address
                    address = r.uint(size - 1)
                r.pos = sub_end
            elif op == 1:  # copy
                append((address, ln if file in learner else 0, bool(is_stmt), False))
            elif op == 2:
                address += min_inst * r.uleb()
            elif op == 3:
                ln += r.sleb()
            elif op == 4:
                file = r.uleb()
            elif op == 5:
                r.uleb()
            elif op == 6:
                is_stmt = not is_stmt
            elif op == 8:
                address += min_inst * (adjusted_max // line_range)
            elif op == 9:
                address += r.u16()
            elif op in (7, 10, 11):
                pass
            else:
                for _ in range(h.opcode_lengths[op - 1]):
                    r.uleb()

    @staticmethod
    def _form(r, form, offset_size, line_str, debug_str):
        if form == _FORM_STRING:
            return r.cstr()
        if form in (_FORM_LINE_STRP, _FORM_STRP):
            offset = r.uint(offset_size)
            table = line_str if form == _FORM_LINE_STRP else debug_str
            return _Reader(table, offset).cstr() if offset < len(table) else ""
        if form == _FORM_UDATA:
            return r.uleb()
        if form in _FIXED_FORMS:
            size = _FIXED_FORMS[form]
            if size > 8:  # an MD5
                r.pos += size
                return None
            return r.uint(size)
        if form == 0x09:  # block
            size = r.uleb()
            r.pos += size
            return None
        if form == 0x0D:
            return r.sleb()
        raise ElfUnreadable(f"the line table uses a DWARF form this engine does not read (0x{form:x})")

    def bias(self, pid, program):
        """How far the program was moved when loaded (a PIE), read from /proc/PID/maps."""
        if self.elf.type != 3:  # ET_EXEC: where the file says
            return 0
        try:
            st = os.stat(program)
            with open(f"/proc/{pid}/maps") as f:
                maps = f.read().splitlines()
        except OSError as e:
            raise TraceError(f"cannot read where the program was loaded: {e}")
        real = os.path.realpath(program)
        loads = [s for s in self.elf.segments if s[0] == 1]
        first = min(loads, key=lambda s: s[1]) if loads else (1, 0, 0, 0, 0)
        for entry in maps:
            fields = entry.split(None, 5)
            if len(fields) < 5:
                continue
            try:
                start = int(fields[0].split("-")[0], 16)
                offset = int(fields[2], 16)
                inode = int(fields[4])
            except ValueError:
                continue
            path = fields[5].strip() if len(fields) > 5 else ""
            if offset == first[1] - first[1] % 4096 and (inode == st.st_ino or path == real):
                return start - (first[2] - first[2] % 4096)
        raise TraceError(f"cannot find where {program} was loaded in /proc/{pid}/maps")
