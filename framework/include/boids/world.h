// World: everything that is simulated (boids, predators, obstacles, the mouse) plus the Params that tune it.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "boids/params.h"
#include "boids/random.h"
#include "boids/vec2.h"

namespace boids {

struct Boid {
    Vec2 position;  // units, inside [0, worldSize)
    Vec2 velocity;  // units/step; its direction is the boid's heading
    std::uint8_t species = 0;  // 0 to kSpeciesCount - 1; matters only while Params::species is on
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

struct World {
    Params params;
    std::vector<Boid> boids;
    std::vector<Predator> predators;
    std::vector<Obstacle> obstacles;
    std::optional<Vec2> mousePredator;  // set while the cursor is inside the world
    Random random;
    std::uint64_t steps = 0;            // steps simulated so far
    double seconds = 0;                 // simulated time so far
};

}  // namespace boids
