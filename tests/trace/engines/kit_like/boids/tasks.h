// A stand-in for the kit's <boids/tasks.h> (framework/core/boids/: vec2.h, bodies.h, params.h, grid.h), in small,
// so that check_engines.sh builds the learner files of tests/trace/learners/ without the kit's build: the same
// layouts, the operators as inline functions of a header (a trace steps over them), and the Params fields that those
// files read.
#pragma once

#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

namespace boids {

struct Vec2 {
    float x = 0;
    float y = 0;

    Vec2& operator+=(Vec2 o) { x += o.x; y += o.y; return *this; }
    Vec2& operator-=(Vec2 o) { x -= o.x; y -= o.y; return *this; }
    Vec2& operator*=(float s) { x *= s; y *= s; return *this; }
    Vec2& operator/=(float s) { x /= s; y /= s; return *this; }

    friend Vec2 operator+(Vec2 a, Vec2 b) { return a += b; }
    friend Vec2 operator-(Vec2 a, Vec2 b) { return a -= b; }
    friend Vec2 operator*(Vec2 a, float s) { return a *= s; }
    friend Vec2 operator/(Vec2 a, float s) { return a /= s; }
};

inline float dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
inline float lengthSquared(Vec2 v) { return dot(v, v); }
inline float length(Vec2 v) { return std::sqrt(lengthSquared(v)); }
inline float distance(Vec2 a, Vec2 b) { return length(a - b); }
inline Vec2 normalized(Vec2 v) {
    const float len = length(v);
    if (len == 0) return {};
    return v / len;
}

struct Boid {
    Vec2 position;
    Vec2 velocity;
    std::uint8_t species = 0;
};

struct Obstacle {
    Vec2 center;
    float radius = 0;
};

struct Params {
    float neighborRadius = 5;
    float alignmentWeight = 1;
    float fleeRadius = 50;
    float fleeStrength = 10;
};

struct Grid {
    float cellSize = 1;
    int columns = 0;
    int rows = 0;
    std::vector<std::vector<std::uint32_t>> cells;
};

}  // namespace boids
