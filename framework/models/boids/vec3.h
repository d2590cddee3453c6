// Vec3: the 3D flock's vector (boids/flock3d.h), the same small value type as Vec2 with one more component.
#pragma once

#include <cmath>

namespace boids {

struct Vec3 {
    float x = 0;
    float y = 0;
    float z = 0;

    constexpr Vec3& operator+=(Vec3 o) { x += o.x; y += o.y; z += o.z; return *this; }
    constexpr Vec3& operator-=(Vec3 o) { x -= o.x; y -= o.y; z -= o.z; return *this; }
    constexpr Vec3& operator*=(float s) { x *= s; y *= s; z *= s; return *this; }
    constexpr Vec3& operator/=(float s) { x /= s; y /= s; z /= s; return *this; }

    friend constexpr Vec3 operator+(Vec3 a, Vec3 b) { return a += b; }
    friend constexpr Vec3 operator-(Vec3 a, Vec3 b) { return a -= b; }
    friend constexpr Vec3 operator-(Vec3 a) { return {-a.x, -a.y, -a.z}; }
    friend constexpr Vec3 operator*(Vec3 a, float s) { return a *= s; }
    friend constexpr Vec3 operator*(float s, Vec3 a) { return a *= s; }
    friend constexpr Vec3 operator/(Vec3 a, float s) { return a /= s; }
    friend constexpr bool operator==(Vec3 a, Vec3 b) = default;
};

constexpr float dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
constexpr Vec3 cross(Vec3 a, Vec3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
constexpr float lengthSquared(Vec3 v) { return dot(v, v); }
inline float length(Vec3 v) { return std::sqrt(lengthSquared(v)); }
inline float distance(Vec3 a, Vec3 b) { return length(b - a); }

// Same direction, length 1; a zero vector stays zero.
inline Vec3 normalized(Vec3 v) {
    const float len = length(v);
    return len > 0 ? v / len : Vec3{};
}

// v, shortened to length `max` if it is longer.
inline Vec3 limited(Vec3 v, float max) {
    const float len = length(v);
    return len > max ? v * (max / len) : v;
}

// True when a and b differ by at most `tolerance` in each component.
inline bool approxEqual(Vec3 a, Vec3 b, float tolerance = 1e-4f) {
    return std::fabs(a.x - b.x) <= tolerance && std::fabs(a.y - b.y) <= tolerance && std::fabs(a.z - b.z) <= tolerance;
}

}  // namespace boids
