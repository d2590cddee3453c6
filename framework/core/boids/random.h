// Random: a small seeded generator whose sequence is the same on every compiler and platform.
#pragma once

#include <cstdint>

namespace boids {

// SplitMix64. The standard library's distributions differ between implementations,
// so the kit draws its own floats to keep a seeded run identical everywhere.
class Random {
public:
    explicit Random(std::uint64_t seed = 1) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    // Uniform in [0, 1).
    float unit() { return float(next() >> 40) * (1.0f / 16777216.0f); }

    // Uniform in [lo, hi).
    float uniform(float lo, float hi) { return lo + (hi - lo) * unit(); }

    // True with probability p.
    bool chance(float p) { return unit() < p; }

private:
    std::uint64_t state_;
};

}  // namespace boids
