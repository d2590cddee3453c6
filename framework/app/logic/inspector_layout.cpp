// The force inspector's arrows and labels, placed (inspector_layout.h states the contract).
#include "inspector_layout.h"

#include <algorithm>
#include <cmath>

#include "markers.h"
#include "panel_text.h"

namespace boids::app {

namespace {

// An arrow that would hide more than this many pixels of an arrow drawn before it is moved beside it.
constexpr float kMostHidden = 8;
// The sideways places an arrow may take, in kArrowSpacing: on the boid's centre first, then beside it.
constexpr std::array<float, 7> kSlots{0, 1, -1, 2, -2, 3, -3};
// A label's dark ground reaches this far past its text (and marker) on the left and the right.
constexpr float kLabelPad = 2;
// The room kept between a label and another label or the readout (so that two labels never read as one), an
// arrow's head, and the world's edge.
constexpr float kLabelGap = 6;
constexpr float kHeadMargin = 2;
constexpr float kEdgeMargin = 2;
// Where a label is looked for: past its arrow's tip, then around it, in steps of this many pixels and degrees.
constexpr float kFirstDistance = 6;
constexpr float kDistanceStep = 4;
constexpr float kNearby = 72;  // as far as a label goes to stay off the shafts and the boid too
constexpr int kAngleStep = 20;

Rect grown(const Rect& r, float by) { return {r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by}; }

bool overlaps(const Rect& a, const Rect& b) {
    return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

float distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a;
    const float lengthSquared = dot(ab, ab);
    const float t = lengthSquared > 0 ? std::clamp(dot(p - a, ab) / lengthSquared, 0.0f, 1.0f) : 0.0f;
    return distance(p, a + ab * t);
}

bool insideTriangle(Vec2 p, const std::array<Vec2, 3>& t) {
    const float d0 = cross(t[1] - t[0], p - t[0]);
    const float d1 = cross(t[2] - t[1], p - t[1]);
    const float d2 = cross(t[0] - t[2], p - t[2]);
    const bool negative = d0 < 0 || d1 < 0 || d2 < 0;
    const bool positive = d0 > 0 || d1 > 0 || d2 > 0;
    return !(negative && positive);
}

// Whether the segment a-b passes through `r` (Liang-Barsky clipping).
bool segmentCrosses(Vec2 a, Vec2 b, const Rect& r) {
    float t0 = 0;
    float t1 = 1;
    const Vec2 d = b - a;
    const std::array<std::pair<float, float>, 4> edges{{{-d.x, a.x - r.x},
                                                        {d.x, r.right() - a.x},
                                                        {-d.y, a.y - r.y},
                                                        {d.y, r.bottom() - a.y}}};
    for (const auto& [p, q] : edges) {
        if (p == 0) {
            if (q < 0) return false;
            continue;
        }
        const float t = q / p;
        if (p < 0) {
            t0 = std::max(t0, t);
        } else {
            t1 = std::min(t1, t);
        }
        if (t0 > t1) return false;
    }
    return true;
}

bool circleTouches(Vec2 centre, float radius, const Rect& r) {
    const Vec2 nearest{std::clamp(centre.x, r.x, r.right()), std::clamp(centre.y, r.y, r.bottom())};
    return distance(centre, nearest) < radius;
}

// How many pixels of `under`'s centre line, outside the boid's ring, `over` covers (its shaft, its head, and their
// outline), in 1-pixel steps.
float hiddenLength(const InspectorArrow& under, const InspectorArrow& over, Vec2 boid) {
    const float length = distance(under.from, under.to);
    if (length < 1) return 0;
    const ArrowShape cover = grownBy(over.shape, kArrowOutline);
    const float reach = (under.thickness + over.thickness) / 2 + kArrowOutline;
    float hidden = 0;
    for (float s = 0; s <= length; s += 1) {
        const Vec2 p = under.from + (under.to - under.from) * (s / length);
        if (distance(p, boid) <= kInspectedRing + 1) continue;
        if (distanceToSegment(p, over.shape.from, over.shape.base) < reach || insideTriangle(p, cover.head)) hidden += 1;
    }
    return hidden;
}

// The arrows: the total first, then each force; each on the first sideways place where it hides no more than
// kMostHidden pixels of any arrow before it, or the place where it hides least.
std::vector<InspectorArrow> layoutArrows(Vec2 boid, const ForceBreakdown& forces) {
    std::vector<std::pair<std::optional<Task>, Vec2>> wanted;
    if (forces.total != Vec2{}) wanted.push_back({std::nullopt, forces.total});
    for (Task task : forceTasks()) {
        const Vec2 force = forces.forces[std::size_t(index(task))];
        if (force != Vec2{}) wanted.push_back({task, force});
    }
    std::vector<InspectorArrow> arrows;
    for (const auto& [task, force] : wanted) {
        const Vec2 screen = limited(Vec2{force.x, -force.y} * kArrowPixelsPerUnit, kLongestArrow);  // y down
        Vec2 along = normalized(screen);
        if (along == Vec2{}) along = {1, 0};
        const Vec2 side{-along.y, along.x};
        const float thickness = task ? kForceArrowThickness : kTotalArrowThickness;
        InspectorArrow best;
        float bestHidden = 0;
        for (std::size_t k = 0; k < kSlots.size(); ++k) {
            InspectorArrow arrow{task, boid + side * (kSlots[k] * kArrowSpacing), {}, thickness, {}};
            arrow.to = arrow.from + screen;
            arrow.shape = arrowShape(arrow.from, arrow.to, thickness);
            float hidden = 0;
            for (const InspectorArrow& before : arrows) hidden = std::max(hidden, hiddenLength(before, arrow, boid));
            if (k == 0 || hidden < bestHidden) {
                best = arrow;
                bestHidden = hidden;
            }
            if (hidden <= kMostHidden) break;
        }
        arrows.push_back(best);
    }
    return arrows;
}

// A box of `size` on the side of `p` that `direction` points to: its left edge at p for a direction to the right,
// its top-left corner at p for one down and to the right, centred below p for one straight down.
Rect besidePoint(Vec2 p, Vec2 direction, Vec2 size) {
    const float most = std::max(std::abs(direction.x), std::abs(direction.y));
    const Vec2 s = most > 0 ? direction / most : Vec2{1, 0};
    const Vec2 centre = p + Vec2{s.x * size.x / 2, s.y * size.y / 2};
    return {centre.x - size.x / 2, centre.y - size.y / 2, size.x, size.y};
}

// What a label must stay clear of, and what it had better stay clear of.
struct Clearance {
    Rect world;                 // inside this (already shrunk by the margin)
    std::vector<Rect> blocked;  // other labels, the readout, the arrows' heads, each grown by its gap
    std::vector<InspectorArrow> arrows;
    Vec2 boid;

    bool allowed(const Rect& r) const {
        if (r.x < world.x || r.y < world.y || r.right() > world.right() || r.bottom() > world.bottom()) return false;
        return std::none_of(blocked.begin(), blocked.end(), [&](const Rect& b) { return overlaps(r, b); });
    }
    bool tidy(const Rect& r) const {
        if (circleTouches(boid, kInspectedRing + 2, r)) return false;
        return std::none_of(arrows.begin(), arrows.end(), [&](const InspectorArrow& a) {
            return segmentCrosses(a.shape.from, a.shape.base, grown(r, a.thickness / 2 + kArrowOutline));
        });
    }
};

// `r` moved inside `world` (as far as it fits).
Rect inside(Rect r, const Rect& world) {
    r.x = std::clamp(r.x, world.x, std::max(world.x, world.right() - r.w));
    r.y = std::clamp(r.y, world.y, std::max(world.y, world.bottom() - r.h));
    return r;
}

// The label's box: past the tip along the arrow, else around the tip, nearest first, inside the world. First clear of
// everything within kNearby; then clear of what must stay clear, anywhere; then anywhere in the world, row by row.
// Nothing when no place in the world is clear.
std::optional<Rect> placeLabel(const InspectorArrow& arrow, Vec2 size, const Clearance& clear) {
    Vec2 along = normalized(arrow.to - arrow.from);
    if (along == Vec2{}) along = {1, 0};
    const float farthest = std::max(clear.world.w, clear.world.h) + distance(arrow.to, clear.boid);
    for (bool tidily : {true, false}) {
        for (float d = kFirstDistance; d <= (tidily ? kNearby : farthest); d += kDistanceStep) {
            for (int turn = 0; turn <= 180; turn += kAngleStep) {
                for (int sign : {1, -1}) {
                    if (sign < 0 && (turn == 0 || turn == 180)) continue;
                    const Vec2 direction = rotated(along, float(sign * turn));
                    const Rect r = inside(besidePoint(arrow.to + direction * d, direction, size), clear.world);
                    if (clear.allowed(r) && (!tidily || clear.tidy(r))) return r;
                }
            }
        }
    }
    for (float y = clear.world.y; y + size.y <= clear.world.bottom(); y += 2) {
        for (float x = clear.world.x; x + size.x <= clear.world.right(); x += 2) {
            const Rect r{x, y, size.x, size.y};
            if (clear.allowed(r)) return r;
        }
    }
    return std::nullopt;
}

}  // namespace

ArrowShape arrowShape(Vec2 from, Vec2 to, float thickness) {
    const float length = distance(from, to);
    if (!(length >= 1)) return {from, from, 0, {from, from, from}};
    const Vec2 along = (to - from) / length;
    const Vec2 side{-along.y, along.x};
    const float head = std::min(4 * thickness + 4, length * 0.6f);
    const Vec2 base = to - along * head;
    return {from, base, thickness, {to, base + side * (head * 0.55f), base - side * (head * 0.55f)}};
}

ArrowShape grownBy(const ArrowShape& arrow, float by) {
    ArrowShape out = arrow;
    out.thickness = arrow.thickness + 2 * by;
    const std::array<Vec2, 3>& t = arrow.head;
    const float a = distance(t[1], t[2]);
    const float b = distance(t[0], t[2]);
    const float c = distance(t[0], t[1]);
    const float perimeter = a + b + c;
    const float inradius = perimeter > 0 ? std::abs(cross(t[1] - t[0], t[2] - t[0])) / perimeter : 0;
    if (!(inradius > 0)) return out;
    const Vec2 incentre = (t[0] * a + t[1] * b + t[2] * c) / perimeter;
    const float scale = (inradius + by) / inradius;
    for (std::size_t i = 0; i < 3; ++i) out.head[i] = incentre + (t[i] - incentre) * scale;
    const Vec2 along = normalized(arrow.base - arrow.from);
    out.from = arrow.from - along * by;
    return out;
}

Rect headBox(const ArrowShape& arrow, float margin) {
    const ArrowShape outline = grownBy(arrow, kArrowOutline);
    const Vec2 tip = arrow.head[0];
    float left = tip.x - kTipRoom;
    float right = tip.x + kTipRoom;
    float top = tip.y - kTipRoom;
    float bottom = tip.y + kTipRoom;
    for (Vec2 p : outline.head) {
        left = std::min(left, p.x);
        right = std::max(right, p.x);
        top = std::min(top, p.y);
        bottom = std::max(bottom, p.y);
    }
    return {left - margin, top - margin, right - left + 2 * margin, bottom - top + 2 * margin};
}

InspectorLayout layoutInspector(const Layout& layout, Vec2 boid, const ForceBreakdown& forces,
                                const TextMetrics& metrics, std::optional<Rect> readout) {
    InspectorLayout out;
    out.arrows = layoutArrows(boid, forces);

    Clearance clear;
    clear.world = grown(layout.world, -kEdgeMargin);
    clear.arrows = out.arrows;
    clear.boid = boid;
    if (readout) clear.blocked.push_back(grown(*readout, kLabelGap));
    for (const InspectorArrow& a : out.arrows) clear.blocked.push_back(headBox(a.shape, kHeadMargin));

    const float room = markerRoom(FontSize::Small, metrics);
    const float side = markerSide(FontSize::Small, metrics);
    for (const InspectorArrow& arrow : out.arrows) {
        InspectorLabel label;
        label.task = arrow.task;
        label.text = arrow.task ? forceLabel(*arrow.task) : "total";
        const Vec2 textSize = metrics.lineSize(label.text, FontSize::Small);
        const bool marked = arrow.task && taskMarker(*arrow.task);
        const Vec2 size{kLabelPad + (marked ? room : 0) + textSize.x + kLabelPad, textSize.y};
        const std::optional<Rect> box = placeLabel(arrow, size, clear);
        if (!box) continue;
        label.box = *box;
        if (marked) label.marker = Rect{label.box.x + kLabelPad, label.box.y + (size.y - side) / 2, side, side};
        label.textAt = {label.box.x + kLabelPad + (marked ? room : 0), label.box.y};
        clear.blocked.push_back(grown(label.box, kLabelGap));
        out.labels.push_back(std::move(label));
    }
    return out;
}

}  // namespace boids::app
