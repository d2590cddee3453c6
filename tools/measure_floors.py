#!/usr/bin/env python3
"""What the machine allows at a million boids: issue 54's bar against the step's parts, in one run.

Times, each the median of RUNS runs of the program's own --bench (a million boids, 2 threads, fresh and gathered),
all the programs' runs taken in turn so that a slow minute of the machine hits them alike:

  before     the step when issue 54 was filed (BASE, default fad063e): the bar is the larger of 16.6 ms and
             before / 2.2 ("whichever the machine allows")
  now        this checkout's step (build/boids)
  no forces  this checkout with the flock forces replaced by zeros: the rest of the step (build, move, flee and
             avoidance), which the forces' loop cannot take away
  no divider this checkout with the flock forces' square root and division replaced by one multiply
  estimate   this checkout with 1 / sqrt(d^2) taken from the processor's 14-bit estimate (vrsqrt14ps)

The last three are measures, not steps: their forces are wrong. They are built from a scratch worktree of this
checkout's commit (~/.cache/boids-kit/measure-floors) with framework/core/flock_sums.cpp patched; each flies the
real step through the warm-up (so a gathered flock is the same flock) and switches only for the timed steps. They
patch the AVX-512 loop, so they need a processor with AVX-512.

  python3 tools/measure_floors.py [--base REF] [--runs N] [--boids N] [--threads N]

About 15 minutes on the kit's 2-core machine, most of it the gathered runs (600 steps before each).
"""
import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure_step import KIT, bench, build_commit, sh  # noqa: E402

SOURCE = "framework/core/flock_sums.cpp"
WEIGHT = "_mm256_sub_ps(_mm256_div_ps(one, _mm256_sqrt_ps(d2)), l.inverseR)"
WEIGHTS = {  # the separation weight 1 / d - 1 / R of each measure that keeps the loop
    "divider": "_mm256_sub_ps(_mm256_mul_ps(one, d2), l.inverseR)",
    "estimate": "_mm256_sub_ps(_mm256_rsqrt14_ps(d2), l.inverseR)",
}
DISPATCH = "    if (hasAvx512()) return flockForcesWith(forcesAvx512, cells, params, begin, end, out);\n"
# Chosen by BOIDS_FLOOR (none, divider, estimate) once the step count passes BOIDS_FLOOR_AFTER: a step calls
# flockForces() once with begin == 0.
SWITCH = """    static std::atomic<int> steps{0};
    static const char* const floorName = std::getenv("BOIDS_FLOOR");
    static const int floorAfter = std::atoi(std::getenv("BOIDS_FLOOR_AFTER") ? std::getenv("BOIDS_FLOOR_AFTER") : "0");
    if (begin == 0) ++steps;
    if (floorName && steps > floorAfter) {
        const std::string floor = floorName;
        if (floor == "none") return std::fill(out + begin, out + end, Vec2{});
        if (floor == "divider") return flockForcesWith(forcesAvx512_divider, cells, params, begin, end, out);
        if (floor == "estimate") return flockForcesWith(forcesAvx512_estimate, cells, params, begin, end, out);
    }
"""


def patched(text):
    """flock_sums.cpp with the measures' loops beside the real one, and the switch in flockForces()."""
    start, end = text.find("BOIDS_AVX512 void addAvx512("), text.find("bool hasAvx2()")
    if min(start, end, text.find(WEIGHT), text.find(DISPATCH)) < 0:
        sys.exit(f"measure_floors: {SOURCE} no longer has the AVX-512 loop this script patches; update the script")
    loops = ""
    for name, weight in WEIGHTS.items():
        loop = text[start:end].replace(WEIGHT, weight)
        loops += loop.replace("addAvx512", "addAvx512_" + name).replace("forcesAvx512", "forcesAvx512_" + name)
    text = text[:end] + loops + text[end:]
    text = text.replace(DISPATCH, SWITCH + DISPATCH)
    return "#include <atomic>\n#include <cstdlib>\n#include <string>\n" + text


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", default="fad063e", help="the step when issue 54 was filed (default: fad063e)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--boids", type=int, default=1000000)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()

    before, base_commit = build_commit(args.base, "base")
    sh("cmake", "--build", os.path.join(KIT, "build"), "--target", "boids")
    now = os.path.join(KIT, "build", "boids")
    head = sh("git", "rev-parse", "--short=10", "HEAD").strip()
    measures, _ = build_commit(head, "floors", patch=(SOURCE, patched))
    unit = sh(now, "--bench", "--boids", "100", "--frames", "1").split("vector=")[1].split()[0]
    if unit != "AVX-512":
        sys.exit(f"measure_floors: the pair loop runs on {unit} here; the measures patch the AVX-512 loop")
    print(f"before {base_commit}, now {head}; {args.boids:,} boids, {args.threads} threads; "
          f"median of {args.runs} runs of --bench each, the programs in turn")
    programs = [("before", before, None), ("now", now, None), ("no forces", measures, "none"),
                ("no divider", measures, "divider"), ("estimate", measures, "estimate")]
    for flock, warmup in (("fresh", 0), ("gathered", 600)):
        times = {name: [] for name, _, _ in programs}
        for _ in range(args.runs):
            for name, program, floor in programs:
                env = {"BOIDS_FLOOR": floor, "BOIDS_FLOOR_AFTER": str(warmup + 1)} if floor else {}
                times[name].append(bench(program, args.boids, args.threads, warmup, 40, env=env)[0])
        m = {name: statistics.median(t) for name, t in times.items()}
        bar = max(16.6, m["before"] / 2.2)
        forces, rest = m["now"] - m["no forces"], m["no forces"]
        print(f"\n{flock}: " + ", ".join(f"{name} {m[name]:.2f} ms" for name, _, _ in programs))
        print(f"  the bar: {bar:.2f} ms (the larger of 16.6 and before / 2.2 = {m['before'] / 2.2:.2f}); "
              f"now is {m['before'] / m['now']:.2f}x before")
        need = (f"the forces fit" if forces <= bar - rest else
                f"{forces / (bar - rest):.2f}x faster forces needed" if bar > rest else "no forces fit")
        print(f"  the flock forces take {forces:.2f} ms of now's {m['now']:.2f}; the rest takes {rest:.2f}, "
              f"which leaves the forces {bar - rest:.2f} ms under the bar: {need}")
        print(f"  with no divider the forces take {m['no divider'] - rest:.2f} ms, with the estimate "
              f"{m['estimate'] - rest:.2f} ms")
        print("  runs: " + "; ".join(f"{name} " + " ".join(f"{t:.2f}" for t in times[name]) for name, _, _ in programs))


if __name__ == "__main__":
    main()
