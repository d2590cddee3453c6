// A batch of coloured triangles: discs and rings as fans and strips, lines and arrows as quads.
#include "geometry.h"

#include <algorithm>
#include <cmath>

namespace boids::app {

void fillRect(SDL_Renderer* renderer, const Rect& r, SDL_Color colour) {
    SDL_SetRenderDrawBlendMode(renderer, colour.a < 255 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer, colour.r, colour.g, colour.b, colour.a);
    const SDL_FRect rect{r.x, r.y, r.w, r.h};
    SDL_RenderFillRectF(renderer, &rect);
}

// Clamped while still a float: a huge radius (or NaN) must not reach the conversion to int.
int circleSegments(float radius) {
    const float segments = radius * 0.8f;
    return segments >= 96 ? 96 : (segments > 12 ? int(segments) : 12);
}

void Geometry::triangle(Vec2 a, Vec2 b, Vec2 c, SDL_Color colour) {
    translucent_ = translucent_ || colour.a < 255;
    for (Vec2 p : {a, b, c}) vertices_.push_back({{p.x, p.y}, colour, {0, 0}});
}

void Geometry::quad(Vec2 a, Vec2 b, Vec2 c, Vec2 d, SDL_Color colour) {
    triangle(a, b, c, colour);
    triangle(a, c, d, colour);
}

void Geometry::rect(const Rect& r, SDL_Color colour) {
    quad({r.x, r.y}, {r.right(), r.y}, {r.right(), r.bottom()}, {r.x, r.bottom()}, colour);
}

void Geometry::disc(Vec2 centre, float radius, SDL_Color colour) {
    const int n = circleSegments(radius);
    const Vec2 first = centre + Vec2{radius, 0};
    Vec2 previous = first;
    for (int i = 1; i <= n; ++i) {
        const float a = 2 * kPi * float(i) / float(n);
        // The last point is the first one exactly: cos and sin of 2 pi in floats are not, and the software renderer
        // left a seam of the background between the first triangle and the last.
        const Vec2 next = i == n ? first : centre + Vec2{radius * std::cos(a), radius * std::sin(a)};
        triangle(centre, previous, next, colour);
        previous = next;
    }
}

void Geometry::ring(Vec2 centre, float radius, float thickness, SDL_Color colour) {
    const int n = circleSegments(radius);
    const float inner = std::max(radius - thickness / 2, 0.0f);
    const float outer = radius + thickness / 2;
    for (int i = 0; i < n; ++i) {
        const float a0 = 2 * kPi * float(i) / float(n);
        const float a1 = 2 * kPi * float(i + 1) / float(n);
        const Vec2 d0{std::cos(a0), std::sin(a0)};
        const Vec2 d1{std::cos(a1), std::sin(a1)};
        quad(centre + d0 * inner, centre + d0 * outer, centre + d1 * outer, centre + d1 * inner, colour);
    }
}

void Geometry::line(Vec2 from, Vec2 to, float thickness, SDL_Color colour) {
    const Vec2 along = normalized(to - from);
    if (along == Vec2{}) return;
    const Vec2 side = Vec2{-along.y, along.x} * (thickness / 2);
    quad(from + side, to + side, to - side, from - side, colour);
}

void Geometry::arrow(Vec2 from, Vec2 to, float thickness, SDL_Color colour) {
    arrow(arrowShape(from, to, thickness), colour);
}

void Geometry::arrow(const ArrowShape& shape, SDL_Color colour) {
    if (!(shape.thickness > 0)) return;  // under a pixel long
    line(shape.from, shape.base, shape.thickness, colour);
    triangle(shape.head[0], shape.head[1], shape.head[2], colour);
}

void Geometry::draw(SDL_Renderer* renderer) {
    if (!vertices_.empty()) {
        SDL_SetRenderDrawBlendMode(renderer, translucent_ ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
        SDL_RenderGeometry(renderer, nullptr, vertices_.data(), int(vertices_.size()), nullptr, 0);
    }
    vertices_.clear();
    translucent_ = false;
}

void Geometry::fan(Vec2 centre, std::span<const Vec2> outline, SDL_Color colour) {
    // SDL's software renderer fills two triangles in a row whose corners line up with the axes as one rectangle
    // (SDL_RenderGeometry's shortcut): a diamond's fan, its centre level with two corners and plumb with two others,
    // came out half a box. The fan's point a hundredth of a pixel off both axes lines up with nothing.
    centre += Vec2{0.01f, 0.01f};
    for (std::size_t k = 0; k < outline.size(); ++k) {
        triangle(centre, outline[k], outline[(k + 1) % outline.size()], colour);
    }
}

}  // namespace boids::app
