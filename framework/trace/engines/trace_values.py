# Values: a variable's kind and value texts (classify), through an engine's value operations; a line's variables.

import math
import re
import struct


# --- Numbers ----------------------------------------------------------------------------------------------------

def float_text(x):
    """repr of the value as a Python float: exact, locale-free; 'nan', 'inf', '-inf'."""
    x = float(x)
    if math.isnan(x):
        return "nan"
    return repr(x)


def int_text(x):
    return str(int(x))


def decode_float(raw):
    """A little-endian IEEE float of 4, 8 bytes, or an x87 long double (10 bytes of 12 or 16), as a Python float."""
    if len(raw) == 4:
        return struct.unpack("<f", raw)[0]
    if len(raw) == 8:
        return struct.unpack("<d", raw)[0]
    if len(raw) >= 10:
        mantissa, top = struct.unpack("<QH", raw[:10])
        sign = -1.0 if top & 0x8000 else 1.0
        exponent = top & 0x7FFF
        if exponent == 0x7FFF:
            return sign * math.inf if mantissa & 0x7FFFFFFFFFFFFFFF == 0 else math.nan
        if exponent == 0 and mantissa == 0:
            return sign * 0.0
        try:
            return sign * math.ldexp(mantissa, exponent - 16383 - 63)  # rounds to the nearest double
        except OverflowError:
            return sign * math.inf
    raise ValueError(f"no float of {len(raw)} bytes")


# --- Values -----------------------------------------------------------------------------------------------------

STRUCT_KINDS = {"boids::Vec2": "vec2", "boids::Boid": "boid", "boids::Obstacle": "obstacle"}
DYNAMIC_EXTENT = 2 ** 64 - 1


def struct_kind(type_name):
    """vec2, boid, obstacle, span, vector, or None, from a struct's name without typedefs or cv-qualifiers."""
    name = (type_name or "").strip()
    kind = STRUCT_KINDS.get(name)
    if kind:
        return kind
    if name.startswith("std::span<"):
        return "span"
    if name.startswith("std::vector<"):
        return "vector"
    return None


def static_extent(type_name):
    """N of 'std::span<T, N>' when N is fixed, or None (a dynamic extent, or unreadable)."""
    name = type_name.strip()
    if not name.endswith(">"):
        return None
    args, depth, start = [], 0, name.index("<") + 1
    for i in range(start, len(name)):
        c = name[i]
        if c in "<([{":
            depth += 1
        elif c in ">)]}":
            if depth == 0:
                args.append(name[start:i])
                break
            depth -= 1
        elif c == "," and depth == 0:
            args.append(name[start:i])
            start = i + 1
    if len(args) < 2:
        return None
    m = re.fullmatch(r"\s*\(?\s*(?:\(unsigned long\)|\(std::size_t\)|\(size_t\))?\s*(\d+)\s*[uUlL]*\s*\)?\s*", args[-1])
    if not m:
        return None
    n = int(m.group(1))
    return None if n == DYNAMIC_EXTENT else n


class Unreadable(Exception):
    """A value that cannot be read at this stop: the variable is `other`."""


def classify(ops, value):
    """(KIND, [value texts]) of a variable, through an engine's value operations `ops`:

    ops.category(v)  -> ('int'|'float'|'bool'|'struct'|'pointer'|'reference'|'other', stripped type name or '')
    ops.integer(v), ops.floating(v) -> Python int / float;  ops.member(v, name) -> v's member (or raises)
    ops.target(v)    -> what a pointer or reference refers to;  ops.address(v) -> a pointer's value
    ops.pointee_size(v) -> sizeof what a pointer points to
    Any exception means the value cannot be read: 'other'.
    """
    try:
        category, name = ops.category(value)
        if category in ("pointer", "reference"):
            if category == "pointer" and ops.address(value) == 0:
                return "other", []
            kind, values = _classify_base(ops, ops.target(value))
            return (kind + "&", values) if kind != "other" else ("other", [])
        return _classify_base(ops, value)
    except Exception:  # noqa: BLE001 - anything unreadable is 'other', whatever the debugger raised
        return "other", []


def _classify_base(ops, value):
    category, name = ops.category(value)
    if category == "int":
        return "num", [int_text(ops.integer(value))]
    if category == "float":
        return "num", [float_text(ops.floating(value))]
    if category == "bool":
        return "bool", ["1" if ops.integer(value) else "0"]
    if category != "struct":
        return "other", []
    kind = struct_kind(name)
    if kind == "vec2":
        return "vec2", _vec2(ops, value)
    if kind == "boid":
        return "boid", _vec2(ops, ops.member(value, "position")) + _vec2(ops, ops.member(value, "velocity"))
    if kind == "obstacle":
        return "obstacle", _vec2(ops, ops.member(value, "center")) + [float_text(
            ops.floating(ops.member(value, "radius")))]
    if kind == "span":
        return "list", [int_text(_span_size(ops, value, name))]
    if kind == "vector":
        return "list", [int_text(_vector_size(ops, value))]
    return "other", []


def _vec2(ops, value):
    return [float_text(ops.floating(ops.member(value, "x"))), float_text(ops.floating(ops.member(value, "y")))]


def _span_size(ops, value, name):
    n = static_extent(name)
    if n is not None:
        return n
    size = ops.integer(ops.member(ops.member(value, "_M_extent"), "_M_extent_value"))
    if size < 0 or size > 2 ** 48:
        raise Unreadable("not a size")
    return size


def _vector_size(ops, value):
    impl = ops.member(value, "_M_impl")
    start, finish = ops.member(impl, "_M_start"), ops.member(impl, "_M_finish")
    if ops.category(start)[0] == "struct":  # std::vector<bool>: bit iterators
        words = ops.address(ops.member(finish, "_M_p")) - ops.address(ops.member(start, "_M_p"))
        bits = 8 * ops.pointee_size(ops.member(start, "_M_p"))
        size = words // (bits // 8) * bits + ops.integer(ops.member(finish, "_M_offset")) - ops.integer(
            ops.member(start, "_M_offset"))
    else:
        element = ops.pointee_size(start) or 1
        size = (ops.address(finish) - ops.address(start)) // element
    if size < 0 or size > 2 ** 48:
        raise Unreadable("not a size")
    return size


def ordered_variables(arguments, blocks, line):
    """The variables of a `line` event, in order: arguments (in order), then locals block by block from the
    outermost, each block's by declaration line (then name), an inner name hiding an outer one; names starting
    with '__' and 'this' hidden; a local only once its declaration's line is behind the stop (decl < line; a
    declaration line of 0, unknown, is shown).

    arguments: [(name, decl, handle)];  blocks: innermost first, each [(name, decl, handle)].
    Returns [(name, decl, handle)].
    """
    def shown(name):
        return name and not name.startswith("__") and name != "this"

    seen = set()
    kept_blocks = []
    for block in blocks:  # innermost first: an inner name hides an outer one
        kept = []
        for name, decl, handle in sorted(block, key=lambda v: (v[1], v[0])):
            if not shown(name) or name in seen or not decl < line:  # decl 0: unknown, shown
                continue
            seen.add(name)
            kept.append((name, decl, handle))
        kept_blocks.append(kept)
    result = [(n, d, h) for n, d, h in arguments if shown(n) and n not in seen]
    for kept in reversed(kept_blocks):
        result.extend(kept)
    return result
