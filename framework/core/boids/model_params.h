// The other flocking models' tuning values (boids/models.h, boids/flock3d.h), each struct preset to its seed article.
// Params holds one of each, so that the panel's sliders point straight at their fields too.
#pragma once

#include <limits>

namespace boids {

// Which rules move the flock. The workshop's (the learner's five forces) is the default; the others are reference
// implementations of the articles in the kit's seeds, for the "going further" part.
enum class Model {
    Workshop,       // step() with the task table: the learner's code or the references
    Reynolds,       // seed 000: steering = desired velocity - velocity, limited to a maximum force
    InverseSquare,  // seed 002: separation falls off as 1/d^2, a fixed time step
    Accumulators,   // seed 004: every rule summed in one pass over the neighbours, then performed
    Flock3D,        // seed 001: the three rules in a 3D box (boids/flock3d.h), its own flock
};
inline constexpr int kModelCount = 5;

// The most boids each model flies: its one cap, which the panel's slider, the command line (--boids with --model),
// a flock loaded from the settings file and the model's key M all read (framework/app: sliders.h, cli.cpp,
// app_state.cpp). The models that search with a grid scale, so only the neighbour search limits them (INT_MAX here;
// kMaxBoids in framework/app/logic/search_mode.h). Two grow with the square of their flock whatever the search:
// - the inverse-square model's world is its own 2L x 2L, which does not grow with the flock, so every boid's
//   neighbours are a share of the whole flock and a step grows with its square: 5000 boids take about 10 ms a step
//   once gathered (`boids --bench --model inverse-square --boids 5000 --warmup 600`), 200,000 took 39.9 s;
// - the 3D flock has no grid: 2000 boids take about 14 ms a step, 20,000 took 2.2 s.
inline constexpr int kInverseSquareMaxBoids = 5000;
inline constexpr int kFlock3DMaxBoids = 2000;
constexpr int modelMaxBoids(Model model) {
    switch (model) {
        case Model::InverseSquare: return kInverseSquareMaxBoids;
        case Model::Flock3D: return kFlock3DMaxBoids;
        case Model::Workshop:
        case Model::Reynolds:
        case Model::Accumulators: break;
    }
    return std::numeric_limits<int>::max();  // no cap of its own
}

// Seed 000 (a TypeScript tutorial). Each rule steers toward a desired velocity of length maxSpeed:
// steering = limited(desired - velocity, maxForce). The article names maxSpeed and maxForce but prints no values;
// these are the kit's.
struct ReynoldsParams {
    float perceptionRadius = 50;  // every rule sees the boids strictly closer than this, units (the seed's 50)
    float maxSpeed = 4;           // the length of every desired velocity, and the speed each boid flies at, units/frame
    float maxForce = 0.1f;        // the longest steering one rule may give, units/frame per frame, 0-1
    float alignmentWeight = 1;    // the seed adds the three steerings with weight 1 each, 0-4
    float cohesionWeight = 1;
    float separationWeight = 1;
    float frameSeconds = 1.0f / 60;  // the frame the speeds are per: a step of dt scales by dt / frameSeconds
};

// Seed 002 (a MATLAB course report), its listing's parameters. The world is the square -L..L, which the kit puts
// at 0..2L; the listing's N = 50 is numBoids (applyPreset() sets it). Velocities are in units per second of
// simulated time; a step moves position by velocity * dt.
struct InverseSquareParams {
    float halfWidth = 100;     // L: the world is 2L x 2L, units
    float dt = 0.1f;           // the fixed time step, seconds
    float maxSpeed = 2;        // v_max, units/second
    float radius = 10;         // R_b: neighbours are strictly closer than this, and not on the same point, units
    float cohesion = 0.2f;     // k_c: times (the neighbours' centre - position)
    float separation = 0.1f;   // k_s: times the sum of (position - neighbour) / d^2
    float alignment = 0;       // k_a: times (the neighbours' mean velocity - velocity); the listing leaves it out
    // Read literally, the listing gives a particle with no neighbour a velocity of zero (its new velocities start at
    // zero and the loop skips a lone particle), which freezes nearly all 50 at once. The report's figures have them
    // still moving at t = 12.3 s and in groups by t = 306.2 s, so the preset keeps a lone particle flying.
    bool loneStops = false;
};

// Seed 004 (a TypeScript tutorial in French). Its constants are named but their values are not printed; these are
// the kit's. Speeds in units per second of simulated time (the seed's birds fly 100 pixels a second).
struct AccumulatorParams {
    float visualRange = 50;          // neighbours are strictly closer than this, units
    float separationDistance = 20;   // neighbours strictly closer than this push away by their offset, units
    float cohesionResistance = 50;   // the cohesion force is (centre - position) divided by this, > 0
    float alignmentEagerness = 0.05f; // times (mean heading * speed - velocity), 0-1
    float speed = 100;               // every bird flies at this speed, units/second
};

// Seed 001 (a JavaScript 3D flock). Factor-based rules added straight to the velocity; the seed prints no values,
// these are the kit's. Distances in units, speeds in units per step.
struct Flock3DParams {
    float visualRange = 75;          // cohesion and alignment see boids strictly closer than this
    float minDistance = 20;          // separation pushes away from every boid strictly closer than this
    float coherenceFactor = 0.005f;  // times (centre - position)
    float alignmentFactor = 0.05f;   // times (mean velocity - velocity)
    float separationFactor = 0.05f;  // times the sum of (position - other)
    float speedLimit = 6;            // the fastest a boid flies, units/step
    float turnFactor = 0.5f;         // added per step toward the inside when a boid is within `margin` of a wall
    float margin = 100;              // units
    float boxSize = 800;             // the box is boxSize on each side, units
};

}  // namespace boids
