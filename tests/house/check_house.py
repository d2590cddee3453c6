#!/usr/bin/env python3
"""check_house.py ROOT | --catches: the house rules a maintainer reads the kit by (issue 50), checked on the kit at ROOT.

- No source file outside tests/ is over 500 lines (C++, Python, CMake, shell, JavaScript).
- No function is over 80 lines, but a table of cases or rows (a task's cases.cpp and mistakes.cpp, each a list).
- framework/checks/ names no task and no kind of task (Task::, TaskKind::): what a task or a kind tells the checks
  lives in framework/tasks/ (kinds.cpp, and each task's facts.cpp).
- The learner's headers (tasks.h, vec2.h, params.h, bodies.h, grid.h) include only each other: not even the generated
  task list, and nothing of the models, the threads or the checks.

Prints one line a problem, naming the file, the line and the number found, and exits 1 when there is any; else says
what it read and exits 0. The files are those git tracks, or, where ROOT is no git checkout, every file under it but
build folders. --catches runs the rules on a scratch kit that breaks each once, to show that each can fail.
"""
import ast
import os
import re
import subprocess
import sys

MAX_FILE_LINES = 500
MAX_FUNCTION_LINES = 80
SOURCE = re.compile(r"(\.(cpp|h|hpp|py|cmake|sh|js)|CMakeLists\.txt)$")
TABLES = re.compile(r"(^|/)framework/tasks/[^/]+/(cases|mistakes)\.cpp$")  # each function is one table
NAMES_A_TASK = re.compile(r"\b(Task|TaskKind)::\w")
# The headers a learner's file includes, and what they may include in turn: each other and the generated task list.
LEARNER_HEADERS = {"tasks.h", "vec2.h", "params.h", "bodies.h", "grid.h"}
LEARNER_MAY_INCLUDE = LEARNER_HEADERS


def tracked(root):
    try:
        out = subprocess.run(["git", "-C", root, "ls-files"], capture_output=True, text=True, check=True).stdout
        return out.split()
    except (OSError, subprocess.CalledProcessError):
        found = []
        for folder, subfolders, files in os.walk(root):
            subfolders[:] = [s for s in subfolders if not s.startswith(("build", ".", "node_modules"))]
            found += [os.path.relpath(os.path.join(folder, f), root).replace(os.sep, "/") for f in files]
        return found


def without_comments_and_strings(text):
    """C++ text with its comments and string and character literals emptied, line breaks kept: one pass, so that a
    // inside a string ("https://...") is no comment, and a quote inside a comment no string."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append("\n" * text.count("\n", i, end))
            i = end
        elif raw := re.match(r'R"([^(\s]*)\(', text[i:i + 20]):
            end = text.find(")" + raw.group(1) + '"', i)
            end = n if end < 0 else end + len(raw.group(1)) + 2
            out.append('""' + "\n" * text.count("\n", i, end))
            i = end
        elif c in "\"'" and not (c == "'" and i > 0 and text[i - 1].isalnum()):  # 1'000: a digit separator
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def first_branches_only(lines):
    """The lines with each #else / #elif branch blanked: a brace opened once per branch counts once."""
    out, skipping = [], []
    for line in lines:
        directive = line.strip()
        if directive.startswith("#if"):
            skipping.append(False)
        elif directive.startswith(("#else", "#elif")) and skipping:
            skipping[-1] = True
        elif directive.startswith("#endif") and skipping:
            skipping.pop()
        out.append("" if any(skipping) or directive.startswith("#") else line)
    return out


def cpp_functions(text):
    """(first line, lines, head) of each outermost function body in C++ text: a { after a ) that is no if/for/while."""
    lines = first_branches_only(without_comments_and_strings(text).split("\n"))
    found, stack = [], []
    for number, line in enumerate(lines, 1):
        for column, char in enumerate(line):
            if char == "{":
                before = " ".join(lines[max(0, number - 3):number - 1]) + " " + line[:column]
                is_function = (re.search(r"\)\s*(const|noexcept|override|final|mutable|->\s*[\w:<>,\s*&]+|\s)*$", before)
                               and not re.search(r"\b(if|for|while|switch|catch)\s*\(.*\)\s*$", line[:column]))
                stack.append((bool(is_function) and not any(s[0] for s in stack), number, line.strip()))
            elif char == "}" and stack:
                is_function, start, head = stack.pop()
                if is_function:
                    found.append((start, number - start + 1, head))
    return found


def python_functions(text):
    return [(n.lineno, n.end_lineno - n.lineno + 1, n.name) for n in ast.walk(ast.parse(text))
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]


def cmake_functions(text):
    found, start = [], None
    for number, line in enumerate(text.split("\n"), 1):
        if re.match(r"\s*(function|macro)\s*\(", line, re.I):
            start = (number, line.strip())
        elif start and re.match(r"\s*end(function|macro)\s*\(", line, re.I):
            found.append((start[0], number - start[0] + 1, start[1]))
            start = None
    return found


def problems(root):
    said, files = [], 0
    for path in tracked(root):
        if path.startswith("tests/") or not SOURCE.search(path):
            continue
        full = os.path.join(root, path)
        if not os.path.isfile(full):
            continue
        files += 1
        with open(full, encoding="utf-8", errors="replace") as f:
            text = f.read()
        count = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
        if count > MAX_FILE_LINES:
            said.append(f"{path}: {count} lines, over the {MAX_FILE_LINES} a source file may have")
        if path.endswith(".py"):
            functions = python_functions(text)
        elif path.endswith((".cmake", "CMakeLists.txt")):
            functions = cmake_functions(text)
        elif path.endswith((".cpp", ".h", ".hpp")):
            functions = [] if TABLES.search(path) else cpp_functions(text)
        else:
            functions = []
        for start, length, head in functions:
            if length > MAX_FUNCTION_LINES:
                said.append(f"{path}:{start}: a function of {length} lines, over {MAX_FUNCTION_LINES}: {head[:60]}")
        if path.startswith("framework/core/boids/") and os.path.basename(path) in LEARNER_HEADERS:
            for number, line in enumerate(text.split("\n"), 1):
                included = re.match(r'\s*#\s*include\s*[<"]boids/([\w.]+)[>"]', line)
                if included and included.group(1) not in LEARNER_MAY_INCLUDE:
                    said.append(f"{path}:{number}: a learner's header includes boids/{included.group(1)}, which is no "
                                "learner's: the learner's headers speak only of what a learner uses")
        if path.startswith("framework/checks/") and path.endswith((".cpp", ".h")):
            for number, line in enumerate(without_comments_and_strings(text).split("\n"), 1):
                if NAMES_A_TASK.search(line):
                    said.append(f"{path}:{number}: names a task or a kind ({NAMES_A_TASK.search(line).group(0)}...): "
                                "say it in framework/tasks/ (kinds.cpp, or the task's facts.cpp)")
    return said, files


def catches():
    """--catches: a scratch kit that breaks each rule once, every break said, and nothing else."""
    import tempfile
    with tempfile.TemporaryDirectory() as root:
        def put(path, text):
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                f.write(text)
        body = "".join(f"    total += {k};\n" for k in range(MAX_FUNCTION_LINES))
        put("framework/core/long.cpp", "int sum() {\n    int total = 0;\n" + body + "    return total;\n}\n")
        put("framework/core/big.h", "// one\n" * (MAX_FILE_LINES + 1))
        put("framework/checks/named.cpp", 'bool flee(Task t) { return t == Task::Flee; }  // "Task::" in a comment\n')
        put("framework/tasks/01_x/cases.cpp", "int table() {\n" + body + "}\n")  # a table: allowed
        put("framework/core/boids/params.h", '#pragma once\n#include "boids/vec2.h"\n#include "boids/models.h"\n')
        put("framework/core/url.cpp", 'const char* u() {\n    return "https://x"; }\n// Task::Flee, said\n')
        said, _ = problems(root)
    expected = ["framework/core/long.cpp:1: a function of 84 lines", "framework/core/big.h: 501 lines",
                "framework/checks/named.cpp:1: names a task or a kind (Task::F",
                "framework/core/boids/params.h:3: a learner's header includes boids/models.h"]
    missing = [e for e in expected if not any(line.startswith(e) for line in said)]
    extra = [line for line in said if not any(line.startswith(e) for e in expected)]
    for line in missing:
        print(f"check_house.py --catches: not said: {line}")
    for line in extra:
        print(f"check_house.py --catches: said, wrongly: {line}")
    if missing or extra:
        return 1
    print(f"check_house.py --catches: the scratch kit's {len(expected)} breaks said, and nothing else")
    return 0


def main(argv):
    if argv[1:] == ["--catches"]:
        return catches()
    if len(argv) != 2:
        sys.exit("usage: check_house.py ROOT | --catches")
    said, files = problems(argv[1])
    for line in said:
        print(line)
    if said:
        return 1
    print(f"check_house.py: {files} source files outside tests/, none over {MAX_FILE_LINES} lines, no function over "
          f"{MAX_FUNCTION_LINES} but the tables, framework/checks/ names no task, and the learner's headers include "
          "only each other")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
