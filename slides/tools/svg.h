// An SVG picture built element by element, in pixels, and the view that maps the world (y up, units) onto it: what
// draw_cases.cpp draws the slides' diagrams with.
#pragma once

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <boids/vec2.h>

namespace boids::slides {

// Text safe inside an SVG element: &, < and > escaped.
inline std::string escape(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == '&') out += "&amp;";
        else if (c == '<') out += "&lt;";
        else if (c == '>') out += "&gt;";
        else out += c;
    }
    return out;
}

// Where the world (y up, units) lands on the picture (y down, pixels).
struct View {
    Vec2 worldMin;
    Vec2 worldMax;
    float scale = 1;  // pixels per unit
    Vec2 origin;      // pixel position of worldMin.x, worldMax.y

    Vec2 px(Vec2 w) const { return {origin.x + (w.x - worldMin.x) * scale, origin.y + (worldMax.y - w.y) * scale}; }
};

// Fits the box [lo, hi] into the pixel rectangle at `at` of size `size`, centred, keeping the aspect.
inline View fit(Vec2 lo, Vec2 hi, Vec2 at, Vec2 size) {
    View v;
    v.worldMin = lo;
    v.worldMax = hi;
    const Vec2 span{std::max(hi.x - lo.x, 1.0f), std::max(hi.y - lo.y, 1.0f)};
    v.scale = std::min(size.x / span.x, size.y / span.y);
    v.origin = {at.x + (size.x - span.x * v.scale) / 2, at.y + (size.y - span.y * v.scale) / 2};
    return v;
}

struct Box {
    Vec2 lo{1e30f, 1e30f};
    Vec2 hi{-1e30f, -1e30f};
    void add(Vec2 p) {
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
    void add(Vec2 centre, float radius) {
        add(centre - Vec2{radius, radius});
        add(centre + Vec2{radius, radius});
    }
    float extent() const { return std::max(hi.x - lo.x, hi.y - lo.y); }
};

// An SVG picture, built element by element, in pixels.
class Svg {
public:
    Svg(float width, float height) : width_(width), height_(height) {}

    void raw(std::string_view text) { body_ += text; }

    void rect(Vec2 at, Vec2 size, std::string_view fill, std::string_view extra = {}) {
        body_ += fmt::format(R"(<rect x="{:.1f}" y="{:.1f}" width="{:.1f}" height="{:.1f}" fill="{}"{}/>)", at.x, at.y,
                             size.x, size.y, fill, extra.empty() ? "" : fmt::format(" {}", extra));
        body_ += '\n';
    }

    void circle(Vec2 c, float r, std::string_view fill, std::string_view stroke = "none", float width = 1,
                std::string_view extra = {}) {
        body_ += fmt::format(R"(<circle cx="{:.1f}" cy="{:.1f}" r="{:.1f}" fill="{}" stroke="{}" stroke-width="{}"{}/>)",
                             c.x, c.y, r, fill, stroke, width, extra.empty() ? "" : fmt::format(" {}", extra));
        body_ += '\n';
    }

    void line(Vec2 a, Vec2 b, std::string_view stroke, float width, std::string_view extra = {}) {
        body_ += fmt::format(R"(<line x1="{:.1f}" y1="{:.1f}" x2="{:.1f}" y2="{:.1f}" stroke="{}" stroke-width="{}"{}/>)",
                             a.x, a.y, b.x, b.y, stroke, width, extra.empty() ? "" : fmt::format(" {}", extra));
        body_ += '\n';
    }

    void polygon(const std::vector<Vec2>& points, std::string_view fill, std::string_view extra = {}) {
        std::string list;
        for (Vec2 p : points) list += fmt::format("{:.1f},{:.1f} ", p.x, p.y);
        list.pop_back();
        body_ += fmt::format(R"(<polygon points="{}" fill="{}"{}/>)", list, fill,
                             extra.empty() ? "" : fmt::format(" {}", extra));
        body_ += '\n';
    }

    void path(std::string_view d, std::string_view fill, std::string_view extra = {}) {
        body_ += fmt::format(R"(<path d="{}" fill="{}"{}/>)", d, fill, extra.empty() ? "" : fmt::format(" {}", extra));
        body_ += '\n';
    }

    // anchor: start, middle or end. `weight`: normal or bold.
    void text(Vec2 at, std::string_view words, float size, std::string_view fill, std::string_view anchor = "start",
              std::string_view weight = "normal", bool mono = false) {
        body_ += fmt::format(
            R"(<text x="{:.1f}" y="{:.1f}" font-size="{}" fill="{}" text-anchor="{}" font-weight="{}"{}>{}</text>)",
            at.x, at.y, size, fill, anchor, weight, mono ? R"( font-family="DejaVu Sans Mono, Menlo, Consolas, monospace")" : "",
            escape(words));
        body_ += '\n';
    }

    // A straight arrow from a to b with a filled head, `width` pixels thick.
    void arrow(Vec2 a, Vec2 b, std::string_view colour, float width) {
        const Vec2 d = b - a;
        const float len = length(d);
        if (len < 1e-3f) return;
        const Vec2 u = d / len;
        const float head = std::min(4.0f + 3.5f * width, len * 0.6f);
        const Vec2 base = b - u * head;
        const Vec2 side = Vec2{-u.y, u.x} * (head * 0.45f);
        line(a, base + u * 0.5f, colour, width, R"(stroke-linecap="round")");
        polygon({b, base + side, base - side}, colour);
        inkSegment(a, b, 2);
    }

    // A boid: a triangle pointing along its heading (a dot when it has none), like the window draws them.
    void boid(Vec2 at, Vec2 heading, std::string_view fill, float size) {
        inkDisc(at, size * 0.8f, 2);
        if (length(heading) < 1e-6f) {
            circle(at, size * 0.45f, fill);
            return;
        }
        const Vec2 u = normalized(heading);
        const Vec2 side{-u.y, u.x};
        polygon({at + u * size, at - u * (size * 0.6f) + side * (size * 0.55f), at - u * (size * 0.35f),
                 at - u * (size * 0.6f) - side * (size * 0.55f)},
                fill);
    }

    std::string str(std::string_view title) const {
        return fmt::format(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0:.0f}\" height=\"{1:.0f}\" viewBox=\"0 0 {0:.0f} {1:.0f}\" "
            "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\">\n<title>{2}</title>\n{3}</svg>\n",
            width_, height_, escape(title), body_);
    }

    // Marks pixels that labels should keep clear of; `weight` says how much covering them matters.
    void ink(Vec2 p, float weight = 1) { ink_.push_back({p, weight}); }
    void inkSegment(Vec2 a, Vec2 b, float weight = 1) {
        const int n = std::max(1, int(length(b - a) / 5));
        for (int i = 0; i <= n; ++i) ink(a + (b - a) * (float(i) / float(n)), weight);
    }
    void inkDisc(Vec2 c, float r, float weight = 1) {
        for (float y = -r; y <= r; y += 5) {
            for (float x = -r; x <= r; x += 5) {
                if (x * x + y * y <= r * r) ink(c + Vec2{x, y}, weight);
            }
        }
    }
    void inkRing(Vec2 c, float r, float weight) {
        const int n = std::max(8, int(2 * kPi * r / 6));
        for (int i = 0; i < n; ++i) ink(c + rotated(Vec2{r, 0}, 360.0f * float(i) / float(n)), weight);
    }

    // A label for the thing at `at`, put later (by placeLabels) where it covers the least ink, on the side of
    // `prefer` (a screen direction) when that is as good.
    void label(Vec2 at, std::string words, std::string_view fill, Vec2 prefer = {1, -1}, float size = 15) {
        labels_.push_back({at, std::move(words), std::string(fill), prefer, size});
    }

    // Places the queued labels one by one, each avoiding the ink, the labels before it and the picture's edges.
    void placeLabels(Vec2 areaLo, Vec2 areaHi) {
        struct Rect {
            Vec2 lo, hi;
            bool overlaps(const Rect& o) const { return lo.x < o.hi.x && o.lo.x < hi.x && lo.y < o.hi.y && o.lo.y < hi.y; }
        };
        std::vector<Rect> taken;
        for (const Label& l : labels_) {
            const Vec2 box{0.6f * l.size * float(l.words.size()), l.size};
            const float preferred = std::atan2(l.prefer.y, l.prefer.x);
            Rect best{};
            float bestCost = 1e30f;
            for (float gap : {8.0f, 16.0f, 28.0f}) {
                for (int k = 0; k < 16; ++k) {
                    const float a = preferred + 2 * kPi * float(k) / 16;
                    const Vec2 dir{std::cos(a), std::sin(a)};
                    const Vec2 centre = l.at + Vec2{dir.x * (gap + box.x / 2), dir.y * (gap + box.y / 2)};
                    const Rect r{centre - box / 2, centre + box / 2};
                    float cost = 0.05f * std::min(float(k), float(16 - k)) + 0.02f * gap;
                    for (const Ink& i : ink_) {
                        if (i.at.x > r.lo.x - 3 && i.at.x < r.hi.x + 3 && i.at.y > r.lo.y - 3 && i.at.y < r.hi.y + 3) {
                            cost += i.weight;
                        }
                    }
                    for (const Rect& t : taken) cost += r.overlaps(t) ? 50 : 0;
                    if (r.lo.x < areaLo.x || r.lo.y < areaLo.y || r.hi.x > areaHi.x || r.hi.y > areaHi.y) cost += 100;
                    if (cost < bestCost) bestCost = cost, best = r;
                }
            }
            taken.push_back(best);
            text({best.lo.x, best.hi.y - 0.22f * l.size}, l.words, l.size, l.fill);
        }
        labels_.clear();
    }

private:
    struct Ink {
        Vec2 at;
        float weight;
    };
    struct Label {
        Vec2 at;
        std::string words;
        std::string fill;
        Vec2 prefer;
        float size;
    };
    float width_;
    float height_;
    std::string body_;
    std::vector<Ink> ink_;
    std::vector<Label> labels_;
};

}  // namespace boids::slides
