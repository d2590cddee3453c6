// The 3D flock of seed 001: cohesion, alignment and separation as factors added straight to the velocity, in a box
// with soft walls, boids flocking only with their own colour while species are on. A reference module of its own;
// the learner's tasks stay 2D.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "boids/model_params.h"
#include "boids/random.h"
#include "boids/vec3.h"

namespace boids {

struct Boid3D {
    Vec3 position;  // units, inside [0, boxSize]^3 give or take a turn
    Vec3 velocity;  // units/step
    std::uint8_t species = 0;
};

struct Flock3D {
    std::vector<Boid3D> boids;
    Random random;
    std::uint64_t steps = 0;
};

// `count` boids at random places in the box, heading anywhere at up to half the speed limit; species take turns.
Flock3D makeFlock3D(int count, const Flock3DParams& params, std::uint64_t seed);

// The rules on one boid, each the change it makes to the velocity. `others` may hold self (skipped by identity).
// Cohesion and alignment see the boids strictly within visualRange, of self's species when `species`; separation
// sees every boid strictly within minDistance, whatever its colour (as the seed has it).
Vec3 cohesion3D(const Boid3D& self, std::span<const Boid3D> others, const Flock3DParams& p, bool species);
Vec3 alignment3D(const Boid3D& self, std::span<const Boid3D> others, const Flock3DParams& p, bool species);
Vec3 separation3D(const Boid3D& self, std::span<const Boid3D> others, const Flock3DParams& p);
// turnFactor toward the inside on each axis where the boid is within `margin` of a wall.
Vec3 keepInBox(const Boid3D& self, const Flock3DParams& p);

// One step: new velocities from the same snapshot (the three rules, scaled by `weights` = cohesion, alignment,
// separation multipliers, then the walls, then the speed limit), then every boid moves by its velocity.
struct Rules3D {
    float cohesion = 1;
    float alignment = 1;
    float separation = 1;
};
void stepFlock3D(Flock3D& flock, const Flock3DParams& params, bool species, Rules3D rules = {},
                 std::vector<Vec3>* scratch = nullptr);

// Polarization of the 3D flock: the length of the mean unit velocity, 0 to 1.
float polarization3D(std::span<const Boid3D> boids);

}  // namespace boids
