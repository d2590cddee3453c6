#!/usr/bin/env python3
"""readme_session.py README OUTPUTS: the README's example session, checked against a real one.

The README shows a session (the block after its line "A session with task 1 done and task 2 under way"): commands,
each `$ ./workshop WORD ...` followed by what it printed. workshop_test.sh runs the same commands in a scratch kit in
the same state and keeps each one's output in OUTPUTS/WORD.out (status.out, hint.out, watch.out). Every line the
README shows must be a line of that output, where the README's numbers stand for any number and a progress bar for
any bar, and a column's padding for any: the words are the real ones, the counts are the example's. A line that ends with " ..." stands for the lines
that begin so; a line of "..." alone, for lines left out. Prints each line not found, and exits 1 if any.
"""
import pathlib
import re
import sys

MARKER = "A session with task 1 done and task 2 under way"


def session(readme: str) -> dict[str, list[str]]:
    """The README's example: each command's word and the lines shown under it."""
    text = readme[readme.index(MARKER):]
    block = text[text.index("```\n") + 4:]
    block = block[: block.index("```")]
    commands: dict[str, list[str]] = {}
    current = None
    for line in block.splitlines():
        if line.startswith("$ ./workshop "):
            current = line.split()[2]
            commands[current] = []
        elif current is not None:
            commands[current].append(line)
    return commands


def pattern(line: str) -> re.Pattern[str] | None:
    """The regular expression a shown line stands for, or None for a line that stands for nothing."""
    stripped = line.strip()
    if stripped in ("", "..."):
        return None
    prefix_only = stripped.endswith(" ...")
    if prefix_only:
        line = line.rstrip()[: -len(" ...")]
    parts = re.split(r"(\d+|[#.]{20})", line.rstrip())
    regex = ""
    for k, part in enumerate(parts):
        if k % 2 == 1:
            regex += r"\d+" if part[0].isdigit() else r"[#.]{20}"
        else:  # a column's padding depends on the number beside it: two spaces or more stand for one or more
            regex += " +".join(re.escape(piece) for piece in re.split(r" {2,}", part))
    return re.compile("^" + regex + (".*" if prefix_only else r"\s*$"))


def main() -> int:
    readme = pathlib.Path(sys.argv[1]).read_text(encoding="utf-8")
    outputs = pathlib.Path(sys.argv[2])
    missing = 0
    for word, lines in session(readme).items():
        path = outputs / f"{word}.out"
        if not path.exists():
            print(f"no output of ./workshop {word} in {path}")
            missing += 1
            continue
        got = path.read_text(encoding="utf-8", errors="replace").splitlines()
        for line in lines:
            expected = pattern(line)
            if expected and not any(expected.match(g) for g in got):
                print(f"./workshop {word}: the README shows '{line.strip()}', which its output has no line like")
                missing += 1
    if missing:
        print(f"{missing} line(s) of the README's session are not what the commands print (outputs in {outputs})")
        return 1
    print("every line of the README's session is a line the commands print")
    return 0


if __name__ == "__main__":
    sys.exit(main())
