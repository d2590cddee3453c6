// How many items a force is given in the window: neighbours, predators and obstacles per boid, measured on the kit's
// own World and step() with the reference forces, headless. The force tasks' crowded cases are sized from it.
//
// Built with the tests (tests/diagnosis/CMakeLists.txt, target boids_crowd_counts); not a test: a measurement.
//   build-ci/tests/diagnosis/boids_crowd_counts [--steps N] [--every K] [--seed S] [--boids B]
// For each flock (the window's defaults; the same with 30 predators and 30 obstacles, the sliders' ends) it flies N
// steps (6000 by default) and, every K steps (10), counts for every boid: its neighbours (within neighborRadius, the
// boundary included, as step() gives them), the predators within fleeRadius, and the obstacles whose centre is
// within obstacleLookAhead (and of those, the ones strictly inside the cone, which the recipe avoids). It prints the
// median, the 99th percentile and the most, over boids and sampled steps, for the first 600 steps (the flock as it
// spawns, not yet clumped) and for the steps after the first third (the flock flown together, clumped).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <boids/simulation.h>
#include <boids/tasks.h>

namespace {

using namespace boids;

// Counts of one kind, over boids and sampled steps.
struct Tally {
    std::vector<int> counts;
    std::string line(std::string_view what) {
        if (counts.empty()) return fmt::format("{:<34} (no samples)", what);
        std::ranges::sort(counts);
        auto at = [&](double q) { return counts[std::size_t(q * double(counts.size() - 1))]; };
        return fmt::format("{:<34} median {:>3}  99% {:>3}  most {:>3}   ({} samples)", what, at(0.5), at(0.99),
                           counts.back(), counts.size());
    }
};

struct Tallies {
    Tally neighbours, predators, obstacles, obstaclesInCone;
};

void sample(const World& world, Tallies& t) {
    const Params& p = world.params;
    std::vector<Vec2> predators;
    predatorPositions(world, predators);
    for (const Boid& self : world.boids) {
        int n = 0;
        for (const Boid& other : world.boids) {
            if (&other != &self && distance(other.position, self.position) <= p.neighborRadius) ++n;
        }
        int fled = 0;
        for (Vec2 at : predators) fled += distance(at, self.position) <= p.fleeRadius ? 1 : 0;
        int ahead = 0, inCone = 0;
        for (const Obstacle& o : world.obstacles) {
            const Vec2 to = o.center - self.position;
            if (length(to) > p.obstacleLookAhead) continue;
            ++ahead;
            if (std::fabs(signedAngle(self.velocity, to)) < p.obstacleConeDegrees) ++inCone;
        }
        t.neighbours.counts.push_back(n);
        t.predators.counts.push_back(fled);
        t.obstacles.counts.push_back(ahead);
        t.obstaclesInCone.counts.push_back(inCone);
    }
}

void fly(std::string_view title, const Params& params, std::uint64_t seed, long steps, long every) {
    World world = makeWorld(params, seed);
    StepBuffers buffers;
    const TaskTable& reference = linkedTasks();
    const long settled = steps / 3, spawning = std::min(600L, steps);
    Tallies early, clumped;
    for (long s = 0; s <= steps; ++s) {
        if (s % every == 0) {
            if (s <= spawning) sample(world, early);
            if (s >= settled) sample(world, clumped);
        }
        if (s < steps) step(world, reference, buffers, NeighborSearch::CellList);
    }
    fmt::print("{}: {} boids, {} predators, {} obstacles, seed {}\n", title, params.numBoids, params.numPredators,
               params.numObstacles, seed);
    for (auto [when, t] : {std::pair{fmt::format("steps 0-{}", spawning), &early},
                           std::pair{fmt::format("steps {}-{}", settled, steps), &clumped}}) {
        fmt::print("  {}\n", when);
        fmt::print("    {}\n", t->neighbours.line(fmt::format("neighbours within {}", params.neighborRadius)));
        fmt::print("    {}\n", t->predators.line(fmt::format("predators within {}", params.fleeRadius)));
        fmt::print("    {}\n", t->obstacles.line(fmt::format("obstacles within {}", params.obstacleLookAhead)));
        fmt::print("    {}\n", t->obstaclesInCone.line("  of them inside the cone"));
    }
}

}  // namespace

int main(int argc, char** argv) {
    long steps = 6000, every = 10, boids = 200;
    std::uint64_t seed = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string_view option = argv[i];
        const long value = std::strtol(argv[i + 1], nullptr, 10);
        if (option == "--steps") steps = std::max(1L, value);
        else if (option == "--every") every = std::max(1L, value);
        else if (option == "--seed") seed = std::uint64_t(value);
        else if (option == "--boids") boids = std::max(1L, value);
        else {
            fmt::print(stderr, "usage: boids_crowd_counts [--steps N] [--every K] [--seed S] [--boids B]\n");
            return 2;
        }
    }
    Params window;
    window.numBoids = int(boids);
    fly("The window's defaults", window, seed, steps, every);
    Params crowded = window;
    crowded.numPredators = 30;
    crowded.numObstacles = 30;
    fly("The predators' and obstacles' sliders at their ends", crowded, seed, steps, every);
    return 0;
}
