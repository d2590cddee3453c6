// Vec2: the 2D vector every force is written with. A small value type; nothing here mutates behind your back.
#pragma once

#include <cmath>

namespace boids {

struct Vec2 {
    float x = 0;
    float y = 0;

    constexpr Vec2& operator+=(Vec2 o) { x += o.x; y += o.y; return *this; }
    constexpr Vec2& operator-=(Vec2 o) { x -= o.x; y -= o.y; return *this; }
    constexpr Vec2& operator*=(float s) { x *= s; y *= s; return *this; }
    constexpr Vec2& operator/=(float s) { x /= s; y /= s; return *this; }

    friend constexpr Vec2 operator+(Vec2 a, Vec2 b) { return a += b; }
    friend constexpr Vec2 operator-(Vec2 a, Vec2 b) { return a -= b; }
    friend constexpr Vec2 operator-(Vec2 a) { return {-a.x, -a.y}; }
    friend constexpr Vec2 operator*(Vec2 a, float s) { return a *= s; }
    friend constexpr Vec2 operator*(float s, Vec2 a) { return a *= s; }
    friend constexpr Vec2 operator/(Vec2 a, float s) { return a /= s; }

    // Exact comparison; tests compare with approxEqual().
    friend constexpr bool operator==(Vec2 a, Vec2 b) = default;
};

inline constexpr float kPi = 3.14159265358979323846f;

constexpr float radians(float degrees) { return degrees * (kPi / 180.0f); }
constexpr float degrees(float radians) { return radians * (180.0f / kPi); }

// a.x*b.x + a.y*b.y.
constexpr float dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }

// The z of the 3D cross product: positive when b lies counter-clockwise of a.
constexpr float cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

// Length squared: cheaper than length() when you only compare distances.
constexpr float lengthSquared(Vec2 v) { return dot(v, v); }

// Euclidean length.
inline float length(Vec2 v) { return std::sqrt(lengthSquared(v)); }

// Distance between two points.
inline float distance(Vec2 a, Vec2 b) { return length(b - a); }

// Components scaled so the largest is +-1: the same direction, and squaring it can no longer overflow.
inline Vec2 scaledDown(Vec2 v) { return v / std::fmax(std::fabs(v.x), std::fabs(v.y)); }

// Same direction, length 1. A zero vector stays zero; a NaN stays NaN, so that a division by zero upstream shows.
inline Vec2 normalized(Vec2 v) {
    float len = length(v);
    if (len == 0) return {};
    if (std::isinf(len)) v = scaledDown(v), len = length(v);  // a huge but finite vector
    return v / len;
}

// v turned counter-clockwise by `degrees` (clockwise when negative). The world is y-up.
inline Vec2 rotated(Vec2 v, float degrees) {
    const float r = radians(degrees);
    const float c = std::cos(r);
    const float s = std::sin(r);
    return {v.x * c - v.y * s, v.x * s + v.y * c};
}

// v, shortened to length `max` if it is longer; otherwise unchanged.
inline Vec2 limited(Vec2 v, float max) {
    const float len = length(v);
    if (std::isinf(len)) return normalized(v) * max;  // so huge that its squared length overflows: too long
    return len > max ? v * (max / len) : v;
}

// Angle in degrees, in [-180, 180], that turns `from` onto `to`: positive is counter-clockwise.
// 0 when either vector is zero.
inline float signedAngle(Vec2 from, Vec2 to) { return degrees(std::atan2(cross(from, to), dot(from, to))); }

// True when both components are finite (no NaN, no infinity).
inline bool isFinite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

// True when a and b differ by at most `tolerance` in each component.
inline bool approxEqual(Vec2 a, Vec2 b, float tolerance = 1e-4f) {
    return std::fabs(a.x - b.x) <= tolerance && std::fabs(a.y - b.y) <= tolerance;
}

}  // namespace boids
