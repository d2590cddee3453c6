// World: everything that is simulated (boids, predators, obstacles, the mouse) plus the WorldParams that tune it.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "boids/bodies.h"
#include "boids/model_params.h"
#include "boids/params.h"
#include "boids/random.h"
#include "boids/vec2.h"

namespace boids {

// The Params the learner's functions read, and what the window's going-further parts add: the seeds' other models
// (boids/models.h) and species. A WorldParams is a Params, and is passed to the tasks as one. Made from a Params
// only on purpose (explicit): the models then have their seeds' values.
struct WorldParams : Params {
    WorldParams() = default;
    explicit WorldParams(const Params& params) : Params(params) {}

    Model model = Model::Workshop;  // which rules step the flock; the learner's tasks run only in Workshop
    bool species = false;           // boids count only boids of their own species (Boid::species) as neighbours
    ReynoldsParams reynolds;
    InverseSquareParams inverseSquare;
    AccumulatorParams accumulators;
    Flock3DParams flock3d;
};

struct World {
    WorldParams params;
    std::vector<Boid> boids;
    std::vector<Predator> predators;
    std::vector<Obstacle> obstacles;
    std::optional<Vec2> mousePredator;  // set while the cursor is inside the world
    Random random;
    std::uint64_t steps = 0;            // steps simulated so far
    double seconds = 0;                 // simulated time so far
};

}  // namespace boids
