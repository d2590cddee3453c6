// Drawing the 3D model's flock: a perspective camera orbiting the box slowly, the box's edges, and every boid as a
// triangle along its projected heading, farthest first, in one SDL_RenderGeometry call.
#include <algorithm>
#include <array>
#include <cmath>

#include "draw.h"
#include "geometry.h"

namespace boids::app {

namespace {

constexpr float kOrbitRadiansPerSecond = 0.12f;  // one turn in under a minute
constexpr float kPitchRadians = 0.38f;           // looking down a little
constexpr float kCameraDistance = 2.1f;          // box sizes from the box's centre
constexpr float kBoidPixels = 12;                // a boid's length at the box's centre; nearer is larger

// The camera: world point -> (screen point, distance along the view). Reads the clock, never the flock.
struct Camera {
    Vec3 centre;
    float yawCos, yawSin, pitchCos, pitchSin, distance, focal;
    Vec2 screenCentre;

    float depthOf(Vec3 p) const {
        const Vec3 d = p - centre;
        const float z1 = d.x * yawSin + d.z * yawCos;
        return d.y * pitchSin + z1 * pitchCos + distance;
    }
    Vec2 project(Vec3 p) const {
        const Vec3 d = p - centre;
        const float x1 = d.x * yawCos - d.z * yawSin;
        const float z1 = d.x * yawSin + d.z * yawCos;
        const float y2 = d.y * pitchCos - z1 * pitchSin;
        const float z2 = d.y * pitchSin + z1 * pitchCos + distance;
        const float s = focal / std::max(z2, 1.0f);
        return {screenCentre.x + x1 * s, screenCentre.y - y2 * s};  // y up in the flock, down on screen
    }
};

Camera cameraFor(const AppState& app) {
    const float box = app.world.params.flock3d.boxSize;
    const float yaw = float(app.clock) * kOrbitRadiansPerSecond;
    const Rect& area = app.layout.world;
    Camera c{};
    c.centre = {box / 2, box / 2, box / 2};
    c.yawCos = std::cos(yaw);
    c.yawSin = std::sin(yaw);
    c.pitchCos = std::cos(kPitchRadians);
    c.pitchSin = std::sin(kPitchRadians);
    c.distance = kCameraDistance * box;
    c.focal = 0.95f * std::min(area.w, area.h) * c.distance / (2.3f * box);  // the box fills most of the view
    c.screenCentre = {area.x + area.w / 2, area.y + area.h / 2};
    return c;
}

SDL_Color dimmed(SDL_Color c, float t) {  // t = 0 near, 1 far: far boids fade toward the background
    const float k = 1 - 0.6f * std::clamp(t, 0.0f, 1.0f);
    return {Uint8(13 + (c.r - 13) * k), Uint8(20 + (c.g - 20) * k), Uint8(31 + (c.b - 31) * k), 255};
}

}  // namespace

void drawWorld3D(SDL_Renderer* renderer, DrawScratch& scratch, const AppState& app) {
    Geometry& g = scratch.geometry;
    const Camera cam = cameraFor(app);
    const float box = app.world.params.flock3d.boxSize;

    // The box's twelve edges.
    const std::array<Vec3, 8> corners{{{0, 0, 0}, {box, 0, 0}, {box, box, 0}, {0, box, 0},
                                       {0, 0, box}, {box, 0, box}, {box, box, box}, {0, box, box}}};
    constexpr std::array<std::array<int, 2>, 12> edges{
        {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {4, 5}, {5, 6}, {6, 7}, {7, 4}, {0, 4}, {1, 5}, {2, 6}, {3, 7}}};
    for (const auto& e : edges) {
        g.line(cam.project(corners[std::size_t(e[0])]), cam.project(corners[std::size_t(e[1])]), 1,
               palette::kObstacleEdge);
    }
    g.draw(renderer);

    // Boids, farthest first, so that near ones are drawn over far ones.
    const auto& boids = app.flock3d.boids;
    scratch.depth.resize(boids.size());
    scratch.order.resize(boids.size());
    for (std::size_t i = 0; i < boids.size(); ++i) {
        scratch.depth[i] = cam.depthOf(boids[i].position);
        scratch.order[i] = std::uint32_t(i);
    }
    std::sort(scratch.order.begin(), scratch.order.end(),
              [&](std::uint32_t a, std::uint32_t b) { return scratch.depth[a] > scratch.depth[b]; });
    const bool species = app.world.params.species;
    for (std::uint32_t i : scratch.order) {
        const Boid3D& b = boids[i];
        const Vec2 at = cam.project(b.position);
        Vec2 heading = cam.project(b.position + normalized(b.velocity) * 10.0f) - at;
        heading = normalized(heading);
        if (heading == Vec2{}) heading = {1, 0};
        const Vec2 side{-heading.y, heading.x};
        const float size = std::clamp(kBoidPixels * cam.distance / std::max(scratch.depth[i], 1.0f), 3.0f, 30.0f);
        const SDL_Color base = species ? palette::kSpecies[b.species % palette::kSpecies.size()] : palette::kBoid;
        const float far = (scratch.depth[i] - (cam.distance - box)) / (2 * box);
        g.triangle(at + heading * (size * 0.6f), at - heading * (size * 0.4f) + side * (size * 0.33f),
                   at - heading * (size * 0.4f) - side * (size * 0.33f), dimmed(base, far));
    }
    g.draw(renderer);  // every boid in one call
}

}  // namespace boids::app
