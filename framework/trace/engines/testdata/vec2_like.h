// The kit's value types as the learner's code sees them (framework/include/boids/vec2.h, world.h), in small: the
// same layouts, and the operators as inline functions of a header, so that a trace steps over them.
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
    float radius = 5;
    float weight = 1;
};

struct Grid {
    float cellSize = 1;
    int columns = 0;
    int rows = 0;
    std::vector<std::vector<std::uint32_t>> cells;
};

}  // namespace boids
