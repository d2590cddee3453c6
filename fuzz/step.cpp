// Fuzzes step(): arbitrary Params (NaN, infinity, huge, negative), boids anywhere (stacked on one point too), every
// neighbour search. Any Params must not crash or hit undefined behaviour; within the sliders' ranges, with finite
// boids inside the world, every boid must stay finite and inside the world.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>

#include <fuzzer/FuzzedDataProvider.h>

#include <boids/simulation.h>

namespace {

using boids::Boid;
using boids::Params;
using boids::Vec2;

// Sizes stay small, so that one input runs in milliseconds: the bugs live at the edges of values, not of counts.
constexpr int kMaxBoids = 64;
constexpr int kMaxOthers = 8;  // predators, obstacles
constexpr int kMaxSteps = 4;

// A float that is often one of the troublemakers, otherwise any bit pattern or a value in [lo, hi].
float anyFloat(FuzzedDataProvider& in, float lo, float hi) {
    if (!(std::isfinite(lo) && std::isfinite(hi) && lo <= hi)) lo = 0, hi = 1;  // a range from a bad world size
    constexpr float inf = std::numeric_limits<float>::infinity();
    const float special[] = {0.0f, -0.0f, 1.0f, -1.0f, 1e-30f, 1e-45f, 1e30f, -1e30f, 3.4e38f, inf, -inf,
                                 std::numeric_limits<float>::quiet_NaN(), lo, hi};
    switch (in.ConsumeIntegralInRange(0, 3)) {
        case 0: return in.PickValueInArray(special);
        case 1: {
            const auto bits = in.ConsumeIntegral<std::uint32_t>();
            float f;
            static_assert(sizeof f == sizeof bits);
            __builtin_memcpy(&f, &bits, sizeof f);
            return f;
        }
        default: return in.ConsumeFloatingPointInRange(lo, hi);
    }
}

void fail(const char* what, std::size_t i, Vec2 p, Vec2 v) {
    std::fprintf(stderr, "fuzz_step: %s: boid %zu at (%g, %g) moving (%g, %g)\n", what, i, double(p.x), double(p.y),
                 double(v.x), double(v.y));
    std::abort();
}

// Params from the input; true when every field is within the ranges the sliders and the settings file allow (the
// checks at the end hold only then).
bool fuzzedParams(FuzzedDataProvider& in, Params& p) {
    p.numBoids = in.ConsumeIntegralInRange(-2, kMaxBoids);
    p.numPredators = in.ConsumeIntegralInRange(-2, kMaxOthers);
    p.numObstacles = in.ConsumeIntegralInRange(-2, kMaxOthers);
    bool valid = true;
    auto field = [&](float& out, float lo, float hi) {
        out = anyFloat(in, lo, hi);
        valid = valid && out >= lo && out <= hi;
    };
    field(p.separationWeight, 0, 4);
    field(p.alignmentWeight, 0, 4);
    field(p.cohesionWeight, 0, 4);
    field(p.maxSpeed, 1, 10);
    field(p.neighborRadius, 0, 100);
    field(p.predatorMaxSpeed, 1, 10);
    field(p.fleeRadius, 0, 200);
    field(p.fleeStrength, 0, 20);
    field(p.obstacleLookAhead, 0, 200);
    field(p.obstacleConeDegrees, 0, 180);
    field(p.avoidTurnDegrees, -180, 180);
    field(p.avoidStrength, 0, 20);
    field(p.worldSize.x, 1, 20000);
    field(p.worldSize.y, 1, 20000);
    field(p.stepSeconds, 0, 1);
    field(p.spawnMinSpeed, 0, 1);
    field(p.spawnMaxSpeedFraction, 0, 1);
    field(p.obstacleMinRadius, 0, 50);
    field(p.obstacleMaxRadius, 50, 100);
    field(p.predatorTurnIntervalSeconds, 0, 10);
    field(p.predatorTurnChance, 0, 1);
    field(p.predatorMaxTurnDegrees, 0, 180);
    return valid;
}

// Some boids placed by the input: on top of each other, on the edges, or anywhere at all; and the mouse's predator.
// True when every boid is finite, in the world and within maxSpeed (World's contract), and the predator finite.
bool placeBoids(FuzzedDataProvider& in, boids::World& world, const Params& p) {
    const Vec2 stack{anyFloat(in, 0, p.worldSize.x), anyFloat(in, 0, p.worldSize.y)};
    for (Boid& b : world.boids) {
        if (in.remaining_bytes() == 0) break;
        switch (in.ConsumeIntegralInRange(0, 3)) {
            case 0: break;  // as spawned
            case 1: b.position = stack; break;
            case 2: b = Boid{stack, Vec2{anyFloat(in, -10, 10), anyFloat(in, -10, 10)}}; break;
            case 3: b.position = {anyFloat(in, 0, p.worldSize.x), anyFloat(in, 0, p.worldSize.y)}; break;
        }
    }
    if (in.ConsumeBool()) world.mousePredator = Vec2{anyFloat(in, 0, p.worldSize.x), anyFloat(in, 0, p.worldSize.y)};
    bool inside = true;
    for (const Boid& b : world.boids) {
        inside = inside && boids::isFinite(b.velocity) && boids::length(b.velocity) <= p.maxSpeed && b.position.x >= 0 && b.position.x < p.worldSize.x &&
                 b.position.y >= 0 && b.position.y < p.worldSize.y;
    }
    if (world.mousePredator) inside = inside && boids::isFinite(*world.mousePredator);
    return inside;
}

// After a step from a valid start: no reference force rejected, every boid finite, in the world, within maxSpeed.
void checkStep(const boids::StepReport& report, const boids::World& world, const Params& p) {
    // The references never return NaN or infinity for finite input inside the sliders' ranges.
    for (boids::Task task : boids::forceTasks()) {
        const boids::TaskFaults& faults = report.faults[std::size_t(boids::index(task))];
        if (faults.count == 0) continue;
        std::fprintf(stderr, "fuzz_step: a reference force was rejected: %s\n", boids::describe(task, faults).c_str());
        std::abort();
    }
    for (std::size_t i = 0; i < world.boids.size(); ++i) {
        const Boid& b = world.boids[i];
        if (!boids::isFinite(b.position) || !boids::isFinite(b.velocity)) fail("not finite", i, b.position, b.velocity);
        if (!(b.position.x >= 0 && b.position.x < p.worldSize.x && b.position.y >= 0 && b.position.y < p.worldSize.y)) {
            fail("outside the world", i, b.position, b.velocity);
        }
        if (boids::length(b.velocity) > p.maxSpeed * 1.0001f) fail("faster than maxSpeed", i, b.position, b.velocity);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider in(data, size);
    Params p;
    const bool valid = fuzzedParams(in, p);
    boids::World world = boids::makeWorld(p, in.ConsumeIntegral<std::uint64_t>());
    const bool inside = placeBoids(in, world, p);

    constexpr boids::NeighborSearch searches[] = {boids::NeighborSearch::BruteForce, boids::NeighborSearch::Grid,
                                                  boids::NeighborSearch::CellList,
                                                  boids::NeighborSearch::FastReference};
    const boids::NeighborSearch search = in.PickValueInArray(searches);
    // By World's contract a boid's position is a point of the world; the learner's grid (task 6) may rely on it,
    // so it gets positions inside the world (the framework's own searches get anything).
    if (search == boids::NeighborSearch::Grid) {
        for (Boid& b : world.boids) {
            if (!boids::isFinite(b.position)) b.position = {};
            b.position = boids::wrap(b.position, p.worldSize);
        }
    }
    const int steps = in.ConsumeIntegralInRange(1, kMaxSteps);
    boids::StepBuffers buffers;
    buffers.keepCellOrder = in.ConsumeBool();
    for (int s = 0; s < steps; ++s) {
        const boids::StepReport report = boids::step(world, boids::linkedTasks(), buffers, search);
        if (valid && inside) checkStep(report, world, p);
    }
    return 0;
}
