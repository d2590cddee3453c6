#!/usr/bin/env python3
"""The sources compiled once per task include their own task's row of tasks.txt, never the whole list.

A test program's main (task_main.cpp), a task module's entry points (task_module.cpp) and a trace program's main
(trace_main.cpp) are compiled for each task. Were one of them to include boids/task_list.h or boids/task_params.h
(the whole list, which adding a task changes), adding a task would recompile every task's copy, and relink its
program: docs/adding-a-task.md counts the steps. They include boids/task_rows/taskN.h instead (boids/task_row.h).

    check_task_rows.py BUILD            compiles each such source as the build does (BUILD/compile_commands.json),
                                        with -fsyntax-only -H, and fails naming a source that includes the list
    check_task_rows.py BUILD --catches  the same check on a source that includes boids/task_registry.h, compiled
                                        with a test program main's flags: it must be caught
"""
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

PER_TASK = ("task_main.cpp", "task_module.cpp", "trace_main.cpp")
WHOLE_LIST = re.compile(r"boids[/\\](task_list|task_params)\.h$")


def entries(build):
    with open(os.path.join(build, "compile_commands.json"), encoding="utf-8") as f:
        for entry in json.load(f):
            if os.path.basename(entry["file"]) in PER_TASK:
                yield entry


def headers_of(entry, source=None):
    """The headers `entry`'s command includes when it compiles `source` (its own file by default)."""
    words = shlex.split(entry["command"]) if "command" in entry else list(entry["arguments"])
    out = words.index("-o")
    words = words[:out] + words[out + 2:]
    words = [w for w in words if w != "-c" and w != entry["file"]]
    for flag in ("-MD", "-MMD"):
        while flag in words:
            words.remove(flag)
    for flag in ("-MT", "-MF"):
        while flag in words:
            at = words.index(flag)
            del words[at:at + 2]
    run = subprocess.run(words + ["-fsyntax-only", "-H", source or entry["file"]], cwd=entry["directory"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"check_task_rows.py: {source or entry['file']} did not compile:\n{run.stderr[-2000:]}")
    return [line.lstrip(". ").strip() for line in run.stderr.splitlines() if line.startswith(".")]


def whole_list(headers):
    return sorted({h for h in headers if WHOLE_LIST.search(h)})


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    build = sys.argv[1]
    found = list(entries(build))
    if not found:
        sys.exit(f"check_task_rows.py: {build}/compile_commands.json compiles none of {', '.join(PER_TASK)}")
    if sys.argv[2:] == ["--catches"]:
        main_entry = next(e for e in found if e["file"].endswith("task_main.cpp"))
        with tempfile.TemporaryDirectory() as folder:
            source = os.path.join(folder, "includes_the_list.cpp")
            with open(source, "w", encoding="utf-8") as f:
                f.write("#include <boids/task_registry.h>\nint main() { return 0; }\n")
            caught = whole_list(headers_of(main_entry, source))
        if not caught:
            sys.exit("check_task_rows.py --catches: a source that includes boids/task_registry.h was not caught")
        print(f"check_task_rows.py --catches: a source that includes boids/task_registry.h is caught ({caught[0]})")
        return
    bad = []
    for entry in found:
        listed = whole_list(headers_of(entry))
        if listed:
            bad.append(f"{entry['file']} (built in {entry['directory']}) includes {', '.join(listed)}: the whole "
                       "list, which adding a task changes; include its row, BOIDS_TASK_ROW_HEADER")
    if bad:
        sys.exit("\n".join(bad))
    print(f"check_task_rows.py: {len(found)} sources compiled per task, none includes tasks.txt's whole list")


if __name__ == "__main__":
    main()
