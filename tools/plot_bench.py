#!/usr/bin/env python3
"""Plots Google Benchmark results as an SVG (ms against boids, log-log) and prints them as a Markdown table.

Reads the JSON of bench/boids_bench and bench/boids_render_bench (--benchmark_out=FILE --benchmark_out_format=json,
or --benchmark_format=json), one or more files. Each point is a benchmark's median over its repetitions
(the `_median` aggregates); results without repetitions use the median of their runs. Python 3 standard library only.

    tools/plot_bench.py step.json render.json --output docs/bench.svg --markdown

`cmake --build build --target bench-plot` runs both benchmarks and then this script.
"""

import argparse
import json
import math
import re
import statistics
import sys
from xml.sax.saxutils import escape

# Families that time a part of a step, not a step or a frame: left out of the plot and the table (the console and the
# JSON have them; docs/performance.md quotes them).
PARTS = ("BM_Phase",)

# Benchmark family -> (name in the legend and the table, colour, marker). Unknown families get the leftovers.
# Okabe-Ito colours: told apart with every common colour blindness, and on white.
KNOWN = {
    "BM_StepBruteForce": ("brute force (O(n²))", "#D55E00", "circle"),
    "BM_StepGrid": ("task 6 grid (reference)", "#0072B2", "square"),
    "BM_StepCellList": ("cell list", "#009E73", "diamond"),
    "BM_StepFused1Thread": ("fused, 1 thread", "#CC79A7", "triangle"),
    "BM_StepFused2Threads": ("fused, 2 threads", "#882255", "down"),
    "BM_StepFusedGathered1Thread": ("fused, gathered (600 steps on), 1 thread", "#56B4E9", "circle"),
    "BM_StepFusedGathered2Threads": ("fused, gathered, 2 threads", "#332288", "circle"),
    "BM_DrawWorld": ("drawing (software renderer)", "#E69F00", "down"),
    "BM_DrawWindow": ("drawing, the program's window", "#117733", "square"),
    "BM_Frame": ("step + drawing, all threads", "#000000", "square"),
    "Limit2Threads": ("estimated limit, 2 threads (README)", "#999999", None),
}
SPARE = [("#F0E442", "diamond"), ("#999999", "triangle"), ("#AA4499", "circle")]
# The estimated limit (docs/performance.md): a boid meets about 14 candidates in the half shell at 10 neighbours
# (4.5 cells of R x R at 10 / (pi R^2) boids per unit area), each about 1 ns in scalar code and a quarter of that
# in 8-wide vector code, shared by 2 threads.
LIMIT_CANDIDATES = 4.5 * 10 / math.pi
LIMIT_NS_PER_CANDIDATE = 1.0 / 4
LIMIT_THREADS = 2


def limit_ms(boids):
    return boids * LIMIT_CANDIDATES * LIMIT_NS_PER_CANDIDATE / LIMIT_THREADS * 1e-6
FRAME_MS = 1000 / 60  # one 60 Hz frame
MS_PER = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1000.0}


def family_and_boids(bench):
    """('BM_StepGrid', 10000) from 'BM_StepGrid/10000/min_time:0.200/repeats:5_median' (or its 'boids' counter)."""
    name = bench.get("run_name") or re.sub(r"_(mean|median|stddev|cv)$", "", bench["name"])
    parts = name.split("/")
    boids = bench.get("boids")
    if boids is None:
        numbers = [p for p in parts[1:] if re.fullmatch(r"\d+", p)]
        if not numbers:
            return parts[0], None
        boids = numbers[0]
    return parts[0], int(float(boids))


def read_results(paths, clock="real"):
    """{family: {boids: median ms}}, the first file's context (machine, date), and the runs behind each median.
    Later files win ties."""
    medians = {}
    repetitions = 1
    runs = {}  # (family, boids) -> [ms], for results that have no median aggregate
    context = None
    for path in paths:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        context = context or data.get("context", {})
        for bench in data.get("benchmarks", []):
            if bench.get("error_occurred"):
                continue
            family, boids = family_and_boids(bench)
            if boids is None or f"{clock}_time" not in bench or family.startswith(PARTS):
                continue
            ms = bench[f"{clock}_time"] * MS_PER[bench.get("time_unit", "ns")]
            if bench.get("run_type") == "aggregate":
                if bench.get("aggregate_name") == "median":
                    medians.setdefault(family, {})[boids] = ms
                    repetitions = max(repetitions, int(bench.get("repetitions", 1)))
            else:
                runs.setdefault((family, boids), []).append(ms)
    for (family, boids), times in runs.items():
        if boids not in medians.get(family, {}):
            medians.setdefault(family, {})[boids] = statistics.median(times)
            repetitions = max(repetitions, len(times))
    if "BM_StepFused2Threads" in medians:
        medians["Limit2Threads"] = {n: limit_ms(n) for n in medians["BM_StepFused2Threads"]}
    return medians, context or {}, repetitions


def styles(families):
    """Families in legend order (the known ones first, as listed in KNOWN) with their name, colour and marker."""
    ordered = [f for f in KNOWN if f in families] + sorted(f for f in families if f not in KNOWN)
    spare = iter(SPARE * 4)
    out = []
    for family in ordered:
        if family in KNOWN:
            out.append((family,) + KNOWN[family])
        else:
            colour, marker = next(spare)
            out.append((family, family.removeprefix("BM_"), colour, marker))
    return out


# --- The Markdown table ---


def format_ms(ms):
    if ms is None:
        return "(not run)"
    if ms >= 100:
        return f"{ms:,.0f} ms"
    if ms >= 10:
        return f"{ms:.1f} ms"
    if ms >= 1:
        return f"{ms:.2f} ms"
    return f"{ms:.3f} ms"


def markdown(results):
    """One row per flock size, one column per family, and the fused reference's speed-up over brute force."""
    families = styles(results)
    sizes = sorted({n for times in results.values() for n in times})
    header = ["boids"] + [name for _, name, _, _ in families]
    brute, fused = results.get("BM_StepBruteForce", {}), results.get("BM_StepFused1Thread", {})
    two = results.get("BM_StepFused2Threads", {})
    speedup = bool(brute) and bool(fused)
    if speedup:
        header.append("speed-up (brute ÷ fused)")
    if fused and two:
        header.append("2 threads ÷ 1")
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for n in sizes:
        row = [f"{n:,}"] + [format_ms(results[f].get(n)) for f, _, _, _ in families]
        if speedup:
            row.append(f"{brute[n] / fused[n]:.0f}×" if n in brute and n in fused else "")
        if fused and two:
            row.append(f"{fused[n] / two[n]:.2f}×" if n in fused and n in two else "")
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


# --- The SVG ---

WIDTH, HEIGHT = 880, 560
LEFT, RIGHT, TOP, BOTTOM = 84, 24, 78, 66  # margins around the plot area, pixels
FONT = "Helvetica, Arial, DejaVu Sans, sans-serif"
INK, DIM, GRID, MINOR = "#1F2328", "#57606A", "#D0D7DE", "#EEF1F4"  # GitHub's light-mode greys


def nice_below(v):
    """The largest 1, 2 or 5 times a power of ten that is <= v."""
    decade = 10 ** math.floor(math.log10(v))
    return max(m * decade for m in (1, 2, 5) if m * decade <= v * (1 + 1e-9))


def nice_above(v):
    """The smallest 1, 2 or 5 times a power of ten that is >= v."""
    decade = 10 ** math.floor(math.log10(v))
    return min(m * decade for m in (1, 2, 5, 10) if m * decade >= v * (1 - 1e-9))


def number(v):
    """1000 -> '1,000'; 0.01 -> '0.01'."""
    return f"{v:,.0f}" if v >= 1 else f"{v:g}"


class Axes:
    """Log-log mapping from (boids, ms) to pixels inside the plot area, with 4% of padding on every side."""

    def __init__(self, x_range, y_range):
        self.lx = [math.log10(v) for v in x_range]
        self.ly = [math.log10(v) for v in y_range]
        self.x0, self.x1 = LEFT, WIDTH - RIGHT
        self.y0, self.y1 = HEIGHT - BOTTOM, TOP
        self.pad = 0.04

    def x(self, v):
        t = (math.log10(v) - self.lx[0]) / (self.lx[1] - self.lx[0])
        return self.x0 + (self.pad + t * (1 - 2 * self.pad)) * (self.x1 - self.x0)

    def y(self, v):
        t = (math.log10(v) - self.ly[0]) / (self.ly[1] - self.ly[0])
        return self.y0 + (self.pad + t * (1 - 2 * self.pad)) * (self.y1 - self.y0)


def text(x, y, s, size=13, fill=INK, anchor="start", weight="normal", extra=""):
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="{FONT}" font-size="{size}" fill="{fill}" '
            f'text-anchor="{anchor}" font-weight="{weight}"{extra}>{escape(s)}</text>')


def marker(kind, x, y, colour, r=4.5):
    if kind == "circle":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{colour}" stroke="#FFFFFF" stroke-width="1"/>'
    shapes = {
        "square": [(-0.9, -0.9), (0.9, -0.9), (0.9, 0.9), (-0.9, 0.9)],
        "diamond": [(0, -1.3), (1.3, 0), (0, 1.3), (-1.3, 0)],
        "triangle": [(0, -1.3), (1.2, 0.9), (-1.2, 0.9)],
        "down": [(0, 1.3), (1.2, -0.9), (-1.2, -0.9)],
    }
    points = " ".join(f"{x + dx * r:.1f},{y + dy * r:.1f}" for dx, dy in shapes[kind])
    return f'<polygon points="{points}" fill="{colour}" stroke="#FFFFFF" stroke-width="1"/>'


def hits(polylines, box):
    """How many sampled points of the polylines fall in box (x0, y0, x1, y1), markers counting extra: 0 is clear."""
    bx0, by0, bx1, by1 = box
    count = 0
    for points in polylines:
        for (ax, ay), (cx, cy) in zip(points, points[1:]):
            for i in range(41):
                px, py = ax + (cx - ax) * i / 40, ay + (cy - ay) * i / 40
                count += bx0 <= px <= bx1 and by0 <= py <= by1
        count += sum(10 for px, py in points if bx0 - 6 <= px <= bx1 + 6 and by0 - 6 <= py <= by1 + 6)
    return count


def overlap(a, b):
    return not (a[2] < b[0] or a[0] > b[2] or a[3] < b[1] or a[1] > b[3])


def heading(title, context, repetitions, clock):
    """The title, and a line under it saying what the numbers are and where they were measured."""
    machine = []
    if context.get("num_cpus"):
        cpu = f"{context['num_cpus']} CPUs"
        if context.get("mhz_per_cpu"):
            cpu += f" at {context['mhz_per_cpu'] / 1000:.1f} GHz"
        machine.append(cpu)
    if context.get("date"):
        machine.append(context["date"][:10])
    runs = f"Median of {repetitions} runs" if repetitions > 1 else "One run each"
    if clock == "cpu":
        runs += ", CPU time"
    subtitle = f"{runs}; about 10 neighbours a boid; lower is better"
    return [text(LEFT, 30, title, size=19, weight="bold"),
            text(LEFT, 52, "; ".join([subtitle] + machine), size=13, fill=DIM)]


def log_steps(span):
    """Every 1-9 times a power of ten within span (log10 of the ends), with whether it is a power of ten itself."""
    for k in range(math.floor(span[0]), math.ceil(span[1]) + 1):
        for m in range(1, 10):
            v = m * 10 ** k
            if span[0] - 1e-9 <= math.log10(v) <= span[1] + 1e-9:
                yield v, m


def gridlines(axes):
    """Every 1-9 times a power of ten faintly, each power of ten darker and labelled; the frame and the axes' names."""
    out = []
    px0, px1, py0, py1 = axes.x0, axes.x1, axes.y0, axes.y1
    for v, m in log_steps(axes.lx):
        x = axes.x(v)
        decade = m == 1
        out.append(f'<line x1="{x:.1f}" y1="{py0}" x2="{x:.1f}" y2="{py1}" '
                   f'stroke="{GRID if decade else MINOR}" stroke-width="1"/>')
        if decade or m in (2, 5):
            out.append(text(x, py0 + 20, number(v), size=13 if decade else 11, fill=INK if decade else DIM,
                            anchor="middle"))
    for v, m in log_steps(axes.ly):
        y = axes.y(v)
        decade = m == 1
        out.append(f'<line x1="{px0}" y1="{y:.1f}" x2="{px1}" y2="{y:.1f}" '
                   f'stroke="{GRID if decade else MINOR}" stroke-width="1"/>')
        if decade:
            out.append(text(px0 - 8, y + 4.5, number(v), anchor="end"))
    out.append(f'<rect x="{px0}" y="{py1}" width="{px1 - px0}" height="{py0 - py1}" fill="none" '
               f'stroke="{DIM}" stroke-width="1"/>')
    out.append(text((px0 + px1) / 2, HEIGHT - 18, "boids in the flock (log scale)", anchor="middle"))
    out.append(text(0, 0, "milliseconds (log scale)", anchor="middle",
                    extra=f' transform="translate(22 {(py0 + py1) / 2:.1f}) rotate(-90)"'))
    return out


def curves(results, families, axes, out):
    """A line per family, markers on top (an estimate dashed, without markers); returns the lines' points."""
    polylines = []
    for family, _, colour, kind in families:
        points = [(axes.x(n), axes.y(ms)) for n, ms in sorted(results[family].items())]
        polylines.append(points)
        path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
        dashes = ' stroke-dasharray="3 4"' if kind is None else ""  # an estimate, not a measurement
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2.5" '
                   f'stroke-linejoin="round"{dashes}/>')
    for (family, _, colour, kind), points in zip(families, polylines):
        if kind is not None:
            out.extend(marker(kind, x, y, colour) for x, y in points)
    return polylines


def legend_box(families, axes, clear_of, out):
    """The legend, in the plot's emptiest corner (bottom right, where rising curves leave room, if it is clear of
    the lines `clear_of`); returns its box."""
    px0, px1, py0, py1 = axes.x0, axes.x1, axes.y0, axes.y1
    row = 22
    legend_w = 12 + 28 + 10 + max(7.6 * len(name) for _, name, _, _ in families) + 12
    legend_h = 10 + row * len(families)
    corners = [(px1 - 12 - legend_w, py0 - 12 - legend_h), (px0 + 12, py1 + 12), (px0 + 12, py0 - 12 - legend_h),
               (px1 - 12 - legend_w, py1 + 12)]
    boxes = [(x, y, x + legend_w, y + legend_h) for x, y in corners]
    legend = min(boxes, key=lambda b: hits(clear_of, b))  # the first of the clearest
    out.append(f'<rect x="{legend[0]:.1f}" y="{legend[1]:.1f}" width="{legend_w:.1f}" height="{legend_h:.1f}" '
               f'fill="#FFFFFF" fill-opacity="0.92" stroke="{GRID}" stroke-width="1"/>')
    for i, (_, name, colour, kind) in enumerate(families):
        y = legend[1] + 5 + row * i + row / 2
        x = legend[0] + 12
        dashes = ' stroke-dasharray="3 4"' if kind is None else ""
        out.append(f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{x + 28:.1f}" y2="{y:.1f}" stroke="{colour}" '
                   f'stroke-width="2.5"{dashes}/>')
        if kind is not None:
            out.append(marker(kind, x + 14, y, colour))
        out.append(text(x + 38, y + 4.5, name))
    return legend


def frame_line(axes, polylines, legend):
    """One 60 Hz frame: dashed, labelled just above or below it, where the label hides no line and no legend."""
    px0, px1 = axes.x0, axes.x1
    fy = axes.y(FRAME_MS)
    out = [f'<line x1="{px0}" y1="{fy:.1f}" x2="{px1}" y2="{fy:.1f}" stroke="{INK}" stroke-width="1.5" '
           f'stroke-dasharray="7 5"/>']
    label = "one 60 Hz frame"
    label_w = 7.4 * len(label)
    spots = [(px0 + 8, fy - 7), (px0 + 8, fy + 17), (px1 - 8 - label_w, fy - 7), (px1 - 8 - label_w, fy + 17),
             ((px0 + px1 - label_w) / 2, fy - 7), ((px0 + px1 - label_w) / 2, fy + 17)]
    boxes = [(x - 3, y - 13, x + label_w + 3, y + 4) for x, y in spots]
    box = min(boxes, key=lambda b: hits(polylines, b) + 1000 * overlap(b, legend))
    out.append(f'<rect x="{box[0]:.1f}" y="{box[1]:.1f}" width="{box[2] - box[0]:.1f}" '
               f'height="{box[3] - box[1]:.1f}" fill="#FFFFFF" fill-opacity="0.85" stroke="none"/>')
    out.append(text(box[0] + 3, box[3] - 4, label, weight="bold"))
    return out


def svg(results, context, repetitions, clock, title):
    families = styles(results)
    xs = [n for times in results.values() for n in times]
    ys = [ms for times in results.values() for ms in times.values()] + [FRAME_MS]
    axes = Axes((nice_below(min(xs)), nice_above(max(xs))),
                (10 ** math.floor(math.log10(min(ys))), 10 ** math.ceil(math.log10(max(ys)))))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}">',
           f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="#FFFFFF" stroke="none"/>']
    out += heading(title, context, repetitions, clock)
    out += gridlines(axes)
    polylines = curves(results, families, axes, out)
    # The 60 Hz line, as a polyline for placing the legend clear of it.
    fy = axes.y(FRAME_MS)
    legend = legend_box(families, axes, polylines + [[(axes.x0, fy), (axes.x1, fy)]], out)
    out += frame_line(axes, polylines, legend)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("json", nargs="+", help="Google Benchmark JSON files (step and render benchmarks)")
    parser.add_argument("-o", "--output", help="write the plot here, as SVG")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table of the medians")
    parser.add_argument("--time", choices=["real", "cpu"], default="real",
                        help="wall-clock time (the default), or CPU time: steadier on a machine that is busy")
    parser.add_argument("--title", help="the plot's title (default: says what was measured)")
    args = parser.parse_args(argv)
    if not args.output and not args.markdown:
        parser.error("nothing to do: pass --output FILE.svg, --markdown, or both")

    results, context, repetitions = read_results(args.json, args.time)
    if not results:
        sys.exit(f"plot_bench.py: no benchmark results with a flock size in {', '.join(args.json)}")
    if args.output:
        title = args.title or ("Boids: milliseconds per step, and per frame drawn" if "BM_DrawWorld" in results
                               else "Boids: milliseconds per step")
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(svg(results, context, repetitions, args.time, title))
        print(f"plot_bench.py: wrote {args.output}", file=sys.stderr)
    if args.markdown:
        print(markdown(results))


if __name__ == "__main__":
    main()
