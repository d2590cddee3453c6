#!/usr/bin/env python3
"""Plots the flocking measures of `boids --analyze FILE.csv` as an SVG: three time series on linear axes, stacked.

Reads the CSV the program writes (step, seconds, polarization, clusters, mean_nearest_distance) and draws the order
parameter, the number of clusters and the mean nearest-neighbour distance against simulated seconds, one panel
each, sharing the time axis. Python 3 standard library only, as tools/plot_bench.py.

    build/boids --headless --frames 3400 --seed 1 --reference --model inverse-square --analyze measures.csv \
        --analyze-every 10
    tools/plot_analysis.py measures.csv --output docs/analysis.svg --mark 12.3 --mark 306.2
"""

import argparse
import csv
import math
import sys
from xml.sax.saxutils import escape

WIDTH, HEIGHT = 880, 620
LEFT, RIGHT, TOP, BOTTOM = 84, 24, 78, 54  # margins around the three panels, pixels
GAP = 22                                  # between two panels
FONT = "Helvetica, Arial, DejaVu Sans, sans-serif"
INK, DIM, GRID = "#1F2328", "#57606A", "#D0D7DE"  # GitHub's light-mode greys
# (CSV column, the panel's label, Okabe-Ito colour, fixed range or None for 0 to a nice maximum)
SERIES = [
    ("polarization", "order (polarization)", "#0072B2", (0.0, 1.0)),
    ("clusters", "clusters", "#D55E00", None),
    ("mean_nearest_distance", "mean nearest distance", "#009E73", None),
]


def read_rows(path):
    """The CSV's rows as dicts of floats."""
    with open(path, encoding="utf-8", newline="") as f:
        rows = [{k: float(v) for k, v in row.items()} for row in csv.DictReader(f)]
    if not rows:
        sys.exit(f"plot_analysis.py: no rows in {path}")
    return rows


def nice_step(span, ticks=4):
    """A 1, 2 or 5 times a power of ten that cuts `span` into about `ticks` parts."""
    raw = span / ticks if span > 0 else 1
    decade = 10 ** math.floor(math.log10(raw))
    return min((m * decade for m in (1, 2, 5, 10) if m * decade >= raw * (1 - 1e-9)), default=decade * 10)


def number(v):
    return f"{v:,.0f}" if abs(v) >= 10 or v == int(v) else f"{v:g}"


def text(x, y, s, size=13, fill=INK, anchor="start", weight="normal", extra=""):
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-family="{FONT}" font-size="{size}" fill="{fill}" '
            f'text-anchor="{anchor}" font-weight="{weight}"{extra}>{escape(s)}</text>')


def svg(rows, title, subtitle, marks):
    t0, t1 = rows[0]["seconds"], rows[-1]["seconds"]
    if t1 <= t0:
        t1 = t0 + 1
    px0, px1 = LEFT, WIDTH - RIGHT
    panel_h = (HEIGHT - TOP - BOTTOM - GAP * (len(SERIES) - 1)) / len(SERIES)

    def x_of(t):
        return px0 + (t - t0) / (t1 - t0) * (px1 - px0)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}">',
           f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="#FFFFFF" stroke="none"/>',
           text(LEFT, 30, title, size=19, weight="bold"), text(LEFT, 52, subtitle, fill=DIM)]
    x_step = nice_step(t1 - t0, 8)
    for i, (column, label, colour, fixed) in enumerate(SERIES):
        top = TOP + i * (panel_h + GAP)
        bottom = top + panel_h
        values = [r[column] for r in rows]
        lo, hi = fixed if fixed else (0.0, max(values) or 1.0)
        y_step = nice_step(hi - lo, 3)
        if not fixed:
            hi = math.ceil(hi / y_step) * y_step

        def y_of(v):
            return bottom - (v - lo) / (hi - lo) * panel_h

        # Gridlines and labels: values on the left, time under the last panel.
        v = lo
        while v <= hi + 1e-9:
            y = y_of(v)
            out.append(f'<line x1="{px0}" y1="{y:.1f}" x2="{px1}" y2="{y:.1f}" stroke="{GRID}" stroke-width="1"/>')
            out.append(text(px0 - 8, y + 4.5, number(round(v, 6)), size=12, anchor="end"))
            v += y_step
        t = math.ceil(t0 / x_step) * x_step
        while t <= t1 + 1e-9:
            x = x_of(t)
            out.append(f'<line x1="{x:.1f}" y1="{top:.1f}" x2="{x:.1f}" y2="{bottom:.1f}" stroke="{GRID}" '
                       f'stroke-width="1"/>')
            if i == len(SERIES) - 1:
                out.append(text(x, bottom + 18, number(t), size=12, anchor="middle"))
            t += x_step
        for m in marks:  # the moments the seed's report shows
            if t0 <= m <= t1:
                x = x_of(m)
                out.append(f'<line x1="{x:.1f}" y1="{top:.1f}" x2="{x:.1f}" y2="{bottom:.1f}" stroke="{INK}" '
                           f'stroke-width="1" stroke-dasharray="5 4"/>')
                if i == 0:  # the label right of the line, or left of it near the right edge
                    right = x > px1 - 90
                    out.append(text(x - 4 if right else x + 4, bottom - 30, f"t = {m:g} s", size=12, fill=INK,
                                    anchor="end" if right else "start"))
        out.append(f'<rect x="{px0}" y="{top:.1f}" width="{px1 - px0}" height="{panel_h:.1f}" fill="none" '
                   f'stroke="{DIM}" stroke-width="1"/>')
        points = " ".join(f"{x_of(r['seconds']):.1f},{y_of(r[column]):.1f}" for r in rows)
        out.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2" '
                   f'stroke-linejoin="round"/>')
        last = values[-1]
        shown = f"{last:.0f}" if column == "clusters" else f"{last:.2f}"
        out.append(f'<rect x="{px1 - 250:.1f}" y="{top + 4:.1f}" width="244" height="20" fill="#FFFFFF" '
                   f'fill-opacity="0.85" stroke="none"/>')
        out.append(text(px1 - 8, top + 18, f"{label}: {shown} at the end", size=13, fill=colour, anchor="end",
                        weight="bold"))
    out.append(text((px0 + px1) / 2, HEIGHT - 12, "simulated seconds", anchor="middle"))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv", help="the CSV of boids --analyze")
    parser.add_argument("-o", "--output", required=True, help="write the plot here, as SVG")
    parser.add_argument("--title", default="Flocking measured over time")
    parser.add_argument("--subtitle", default="", help="a line under the title (default: rows and time span)")
    parser.add_argument("--mark", type=float, action="append", default=[],
                        help="a dashed line at this many seconds (repeatable)")
    args = parser.parse_args(argv)
    rows = read_rows(args.csv)
    subtitle = args.subtitle or (f"{len(rows)} samples from t = {rows[0]['seconds']:g} s to "
                                 f"{rows[-1]['seconds']:g} s")
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(svg(rows, args.title, subtitle, args.mark))
    print(f"plot_analysis.py: wrote {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
