// The bodies a learner's functions are given: a boid, an obstacle, and the predator the world moves (whose position
// alone the flee task reads).
#pragma once

#include <cstdint>

#include "boids/vec2.h"

namespace boids {

struct Boid {
    Vec2 position;  // units, inside [0, worldSize)
    Vec2 velocity;  // units/step; its direction is the boid's heading
    std::uint8_t species = 0;  // 0 to kSpeciesCount - 1; matters only while the window's species are on (world.h)
};

inline constexpr int kSpeciesCount = 4;

struct Predator {
    Vec2 position;
    Vec2 velocity;
    float secondsSinceTurn = 0;  // simulated time since the last random turn
};

struct Obstacle {
    Vec2 center;
    float radius = 0;
};

}  // namespace boids
