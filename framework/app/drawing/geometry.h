// A batch of coloured triangles in screen pixels, drawn with one SDL_RenderGeometry call.
#pragma once

#include <span>
#include <vector>

#include <SDL.h>

#include <boids/vec2.h>

#include "inspector_layout.h"
#include "layout.h"

namespace boids::app {

class Geometry {
public:
    void triangle(Vec2 a, Vec2 b, Vec2 c, SDL_Color colour);
    void quad(Vec2 a, Vec2 b, Vec2 c, Vec2 d, SDL_Color colour);  // corners in order around the edge
    void rect(const Rect& r, SDL_Color colour);
    void disc(Vec2 centre, float radius, SDL_Color colour);
    void ring(Vec2 centre, float radius, float thickness, SDL_Color colour);  // thickness centred on the radius
    void line(Vec2 from, Vec2 to, float thickness, SDL_Color colour);
    void arrow(Vec2 from, Vec2 to, float thickness, SDL_Color colour);  // with a head at `to` (arrowShape)
    void arrow(const ArrowShape& shape, SDL_Color colour);
    // The shape inside `outline` (points in order around the edge, each seen from `centre` without crossing it).
    void fan(Vec2 centre, std::span<const Vec2> outline, SDL_Color colour);

    // Draws everything added since the last draw, in one call, and empties the batch. Blends only when some
    // colour is translucent: opaque triangles are much faster without (it matters to the software renderer).
    void draw(SDL_Renderer* renderer);

private:
    std::vector<SDL_Vertex> vertices_;
    bool translucent_ = false;
};

// Fills a rectangle (blending when the colour is translucent). Large areas: much faster than triangles.
void fillRect(SDL_Renderer* renderer, const Rect& r, SDL_Color colour);

// Segments for a circle of this radius in pixels: smooth enough, and no more.
int circleSegments(float radius);

}  // namespace boids::app
