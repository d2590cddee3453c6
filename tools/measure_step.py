#!/usr/bin/env python3
"""The step at 100,000 and 1,000,000 boids, in one run: the step of BASE (a commit: "today's") against this
checkout's, on 1 and 2 threads, fresh and gathered (600 steps flown first), each the median of RUNS runs of the
program's own --bench, the two builds' runs taken in turn so that a slow minute of the machine hits both alike. Then
the ratios (new over base, 2 threads over 1) and, for this checkout, the memory's own time for the step's bytes
(--bench's memory line: docs/performance.md, "The limit"). Last, a whole frame at each size (--bench --draw: a step
plus the window drawn with the software renderer, fresh, on the most threads given), both builds.

  python3 tools/measure_step.py [--base REF] [--new REF] [--runs N] [--sizes 100000,1000000] [--flocks fresh,gathered]
                                [--threads 1,2]

BASE is built from a scratch worktree in ~/.cache/boids-kit/measure-base (the dev preset's build type, the
window's program alone); this checkout's program is build/boids, built first (or, with --new, a commit built the
same way). About 20 minutes on the kit's 2-core machine, most of it the gathered million (600 steps before each of
its runs).
"""
import argparse
import os
import re
import statistics
import subprocess
import sys

KIT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
FIELDS = re.compile(r"(\w+)=([0-9.]+)")


def sh(*args, cwd=KIT, quiet=True, env=None):
    done = subprocess.run(list(args), cwd=cwd, capture_output=quiet, text=True,
                          env={**os.environ, **env} if env else None)
    if done.returncode != 0:
        sys.exit(f"measure_step: {' '.join(args)} failed:\n{done.stdout if quiet else ''}{done.stderr if quiet else ''}")
    return done.stdout if quiet else ""


def build_commit(ref, name, patch=None):
    """The window's program of commit REF, built in a scratch worktree named NAME; PATCH, (path, function), has the
    function rewrite that file's text first."""
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    tree = os.path.join(cache, "boids-kit", "measure-" + name)  # outside the checkout: no tool of the kit meets it
    commit = sh("git", "rev-parse", "--verify", ref + "^{commit}").strip()
    if os.path.isdir(tree):  # an earlier run's: its build folder is kept, so that only what changed is built
        sh("git", "-C", tree, "checkout", "--detach", "--force", commit)
    else:
        os.makedirs(os.path.dirname(tree), exist_ok=True)
        subprocess.run(["git", "worktree", "prune"], cwd=KIT)
        sh("git", "worktree", "add", "--detach", tree, commit)
    if patch:
        path = os.path.join(tree, patch[0])
        with open(path, encoding="utf-8") as f:
            text = patch[1](f.read())
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    sh("cmake", "-S", tree, "-B", os.path.join(tree, "build"), "-G", "Ninja", "-DCMAKE_BUILD_TYPE=RelWithDebInfo",
       "-DBUILD_TESTING=OFF")
    sh("cmake", "--build", os.path.join(tree, "build"), "--target", "boids")
    return os.path.join(tree, "build", "boids"), commit[:10]


def bench(program, boids, threads, warmup, frames, draw=False, env=None):
    out = sh(program, "--bench", "--reference", "--neighbors", "reference-grid", "--boids", str(boids),
             "--threads", str(threads), "--warmup", str(warmup), "--frames", str(frames), "--seed", "1",
             *(["--draw"] if draw else []), env=env)
    fields = dict(FIELDS.findall(out))
    if draw:
        return float(fields["ms_per_frame"]), {}
    return float(fields["ms_per_step"]), {k: float(v) for k, v in fields.items() if k.startswith(("memory", "step_over"))}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", default="fad063e", help="the commit whose step is today's (default: fad063e)")
    parser.add_argument("--new", help="a commit to time instead of this checkout's build/boids")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="100000,1000000")
    parser.add_argument("--flocks", default="fresh,gathered", help="fresh, gathered or both")
    parser.add_argument("--threads", default="1,2")
    args = parser.parse_args()

    base, commit = build_commit(args.base, "base")
    if args.new:
        new, head = build_commit(args.new, "new")
        dirty = ""
    else:
        sh("cmake", "--build", os.path.join(KIT, "build"), "--target", "boids")
        new = os.path.join(KIT, "build", "boids")
        head = sh("git", "rev-parse", "--short=10", "HEAD").strip()
        dirty = " (with uncommitted changes)" if sh("git", "status", "--porcelain", "--untracked-files=no").strip() else ""
    print(f"base {commit}, new {head}{dirty}; median of {args.runs} runs of --bench each; "
          f"vector unit and machine: {sh(new, '--bench', '--boids', '100', '--frames', '1').split('vector=')[1].split()[0]}, "
          f"{os.cpu_count()} hardware threads")
    rows = []
    for boids in [int(s) for s in args.sizes.split(",")]:
        frames = 300 if boids <= 200000 else 40
        for gathered in [f == "gathered" for f in args.flocks.split(",")]:
            for threads in [int(t) for t in args.threads.split(",")]:
                times = {"base": [], "new": []}
                memory = {}
                for _ in range(args.runs):
                    for name, program in (("base", base), ("new", new)):
                        ms, mem = bench(program, boids, threads, 600 if gathered else 0, frames)
                        times[name].append(ms)
                        if name == "new":
                            memory.setdefault("memory_ms", []).append(mem.get("memory_ms", 0.0))
                b, n = statistics.median(times["base"]), statistics.median(times["new"])
                m = statistics.median(memory["memory_ms"])
                rows.append((boids, "gathered" if gathered else "fresh", threads, b, n, m))
                print(f"  {boids:>9,} {'gathered' if gathered else 'fresh':8} {threads} thread{'s' if threads > 1 else ' '}"
                      f"  base {b:8.3f} ms  new {n:8.3f} ms  base/new {b / n:5.2f}x  memory {m:7.3f} ms"
                      f"  new/memory {n / m if m else 0:5.2f}", flush=True)
    print()
    print("| boids | flock | threads | base (ms) | new (ms) | base ÷ new | memory's time (ms) | new ÷ memory |")
    print("|---|---|---|---|---|---|---|---|")
    for boids, flock, threads, b, n, m in rows:
        print(f"| {boids:,} | {flock} | {threads} | {b:.3f} | {n:.3f} | {b / n:.2f}× | {m:.3f} | {n / m if m else 0:.2f}× |")
    print()
    # A frame: a step on every thread given plus drawing the window with the software renderer (--bench --draw).
    most = max(int(t) for t in args.threads.split(","))
    for boids in sorted({r[0] for r in rows}):
        frames = {"base": [], "new": []}
        for _ in range(args.runs):
            for name, program in (("base", base), ("new", new)):
                frames[name].append(bench(program, boids, most, 0, 40, draw=True)[0])
        b, n = statistics.median(frames["base"]), statistics.median(frames["new"])
        print(f"a frame at {boids:,} (fresh, {most} threads, step + drawing, --bench --draw): base {b:.3f} ms, "
              f"new {n:.3f} ms, base/new {b / n:.2f}x")
    print()
    for boids in sorted({r[0] for r in rows}):
        for flock in ("fresh", "gathered"):
            one = next((r for r in rows if r[:3] == (boids, flock, 1)), None)
            two = next((r for r in rows if r[:3] == (boids, flock, 2)), None)
            if one and two:
                print(f"{boids:,} {flock}: 2 threads over 1, base {one[3] / two[3]:.2f}×, new {one[4] / two[4]:.2f}×")


if __name__ == "__main__":
    main()
