// The seeds' own flocking models, as reference implementations (not learner tasks): each rule as a function that
// reads like its formula, and a step that moves the same World. Positions and velocities carry over when the model
// changes. The models ignore predators, obstacles and the mouse (the seeds have none) and wrap at the edges.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <optional>
#include <string_view>

#include "boids/model_params.h"
#include "boids/simulation.h"
#include "boids/world.h"

namespace boids {

// "workshop", "reynolds", "inverse-square", "accumulators", "3d": the command line's names.
std::string_view cliName(Model model);
std::optional<Model> modelNamed(std::string_view name);
// "Workshop (your tasks)", "Reynolds steering (seed 000)", ...: the panel's names.
std::string_view displayName(Model model);
// The next model for key M, in the order of the enum, back to Workshop after the last.
Model nextModel(Model model);

// Sets the model's parameters to its seed's values, and what the seed says about the flock (the inverse-square
// model's N = 50 in a 2L x 2L world). Workshop: the workshop's defaults for its sliders.
void applyPreset(Model model, WorldParams& params);

// The world's size while `params.model` runs, before it grows for a large flock: the inverse-square model's 2L x 2L,
// and the workshop's 1200 x 900 for the others.
Vec2 baseWorldSize(const WorldParams& params);

// The neighbour radius a model's rules use (for the force inspector's ring and the cluster count).
float modelNeighborRadius(const WorldParams& params);

// --- Seed 000: Reynolds steering. `neighbors` are those strictly within perceptionRadius. ---

// Steer toward `desired`: limited(desired - velocity, maxForce).
Vec2 steerToward(Vec2 desired, Vec2 velocity, const ReynoldsParams& p);
// Desired: the neighbours' mean velocity at maxSpeed. Zero without neighbours.
Vec2 reynoldsAlignment(const Boid& self, std::span<const Boid> neighbors, const ReynoldsParams& p);
// Desired: from self toward the neighbours' centre, at maxSpeed. Zero without neighbours.
Vec2 reynoldsCohesion(const Boid& self, std::span<const Boid> neighbors, const ReynoldsParams& p);
// Desired: the mean of (unit vector away from each neighbour / its distance), at maxSpeed. A neighbour on self's
// point adds nothing. Zero without neighbours.
Vec2 reynoldsSeparation(const Boid& self, std::span<const Boid> neighbors, const ReynoldsParams& p);
// One step of dt = params.stepSeconds: every boid moves with its velocity times dt / frameSeconds, then adds the
// weighted steerings times the same scale, and flies on at maxSpeed.
void stepReynolds(World& world, StepBuffers& buffers);

// --- Seed 002: inverse-square separation. `neighbors` are those strictly within radius, at a distance > 0. ---

// k_s * sum of (position - neighbour) / d^2.
Vec2 inverseSquareSeparation(const Boid& self, std::span<const Boid> neighbors, const InverseSquareParams& p);
// k_c * (the neighbours' centre - position). Zero without neighbours.
Vec2 inverseSquareCohesion(const Boid& self, std::span<const Boid> neighbors, const InverseSquareParams& p);
// k_a * (the neighbours' mean velocity - velocity). Zero without neighbours.
Vec2 inverseSquareAlignment(const Boid& self, std::span<const Boid> neighbors, const InverseSquareParams& p);
// The new velocity: limited(velocity + the three, maxSpeed). Without neighbours: zero if loneStops, else unchanged.
Vec2 inverseSquareVelocity(const Boid& self, std::span<const Boid> neighbors, const InverseSquareParams& p);
// One step of the fixed dt: every new velocity from the same snapshot, then position += velocity * dt.
void stepInverseSquare(World& world, StepBuffers& buffers);
// A flock spawned as the listing does: numBoids particles uniform in the 2L x 2L square, each velocity uniform in
// [-1, 1] x [-1, 1] limited to maxSpeed. Uses world.params and world.random.
void spawnInverseSquare(World& world);

// --- Seed 004: per-rule accumulators, every rule in one pass over the neighbours. ---

struct Accumulators {
    Vec2 positions;     // the neighbours' positions, summed
    Vec2 velocities;    // the neighbours' velocities, summed
    Vec2 separation;    // minus the offset (neighbour - self) of each neighbour closer than separationDistance
    int seen = 0;       // neighbours
};
// Adds one neighbour (strictly within visualRange) to every rule's sum.
void accumulate(Accumulators& sums, const Boid& self, const Boid& other, const AccumulatorParams& p);
// (the centre - position) / cohesionResistance. Zero when nobody was seen.
Vec2 performCohesion(const Accumulators& sums, const Boid& self, const AccumulatorParams& p);
// The separation sum as it is.
Vec2 performSeparation(const Accumulators& sums, const AccumulatorParams& p);
// (normalized(mean velocity) * speed - velocity) * alignmentEagerness. Zero when nobody was seen.
Vec2 performAlignment(const Accumulators& sums, const Boid& self, const AccumulatorParams& p);
// The new velocity: normalized(velocity + the three) * speed (velocity alone when they cancel it to zero).
Vec2 accumulatorsVelocity(const Boid& self, std::span<const Boid> neighbors, const AccumulatorParams& p);
// One step of dt = params.stepSeconds: new velocities from the same snapshot, then position += velocity * dt.
void stepAccumulators(World& world, StepBuffers& buffers);

// --- Any 2D model ---

// Steps the world with world.params.model: step() with `tasks` and `search` for Workshop, the model's own step for
// the others. Flock3D has a flock of its own (boids/flock3d.h), so this leaves the world as it is.
StepReport stepModel(World& world, const TaskTable& tasks, StepBuffers& buffers, NeighborSearch search);

}  // namespace boids
