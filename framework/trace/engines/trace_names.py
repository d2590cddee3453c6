# Function names: a debugger's name made into a `call` event's name, or matched against a requested name.

import re


def _strip_call(name):
    """'ns::f(int) const' -> 'ns::f': the parameter list (and its qualifiers) at the end removed."""
    s = name.strip()
    s = re.sub(r"(\s*(const|volatile|&&|&|noexcept))+$", "", s)
    if not s.endswith(")"):
        return s
    depth = 0
    for i in range(len(s) - 1, -1, -1):
        c = s[i]
        if c in ")>]}":
            depth += 1
        elif c in "(<[{":
            depth -= 1
            if depth == 0:
                head = s[:i]
                if head.endswith("operator") or not head or head.endswith("::"):
                    return s  # 'operator()' itself, or no parameter list
                return head.rstrip()
    return s


def split_scope(name):
    """'a::b<c::d>::f' -> ['a', 'b<c::d>', 'f']: '::' outside brackets."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(name):
        c = name[i]
        if name.startswith("operator", i) and (i == 0 or not (name[i - 1].isalnum() or name[i - 1] == "_")):
            rest = name[i + 8:]
            m = re.match(r"\s*(\(\)|\[\]|<=>|<<=|>>=|<<|>>|->\*?|[-+*/%^&|~!=<>,]=?|new|delete)", rest)
            i += 8 + (m.end() if m else 0)
            continue
        if c in "(<[{":
            depth += 1
        elif c in ")>]}":
            depth = max(0, depth - 1)
        elif c == ":" and depth == 0 and name.startswith("::", i):
            parts.append(name[start:i])
            i += 2
            start = i
            continue
        i += 1
    parts.append(name[start:])
    return parts


def _is_lambda(component):
    return bool(re.match(r"^(<lambda|\{lambda|\$_\d|\(lambda|'lambda)", component.strip()))


def qualified_name(debugger_name):
    """A debugger's name of a function, without its parameters: 'boids::calculateAlignment'."""
    return _strip_call(debugger_name or "")


def function_name(debugger_name):
    """The name a `call` event gives: unqualified, no parameters or template arguments; a lambda is 'lambda'."""
    parts = split_scope(_strip_call(debugger_name or ""))
    last = parts[-1].strip() if parts else ""
    if last.replace(" ", "").startswith("operator()") and (len(parts) == 1 or _is_lambda(parts[-2])):
        return "lambda"  # a lambda's call operator: GCC's closure type has no name, clang's is '$_N'...
    if _is_lambda(last):
        return "lambda"
    if not last.startswith("operator"):
        angle = last.find("<")
        if angle > 0:
            last = last[:angle]
    last = "".join(last.split())
    return last or "unknown"


def matches(requested, debugger_name):
    """Whether a debugger's function is the one asked for by its qualified name (templates aside)."""
    want = "".join(requested.split())
    have = "".join(qualified_name(debugger_name).split())
    if have == want:
        return True
    parts = split_scope(have)
    if parts and not parts[-1].startswith("operator"):
        angle = parts[-1].find("<")
        if angle > 0:
            parts[-1] = parts[-1][:angle]
    return "::".join(parts) == want
