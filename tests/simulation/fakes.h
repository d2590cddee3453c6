// The simulation tests' fakes and scenes: forces that push one way, return NaN or throw, tables of them, and small
// worlds. Shared by the tests of tests/simulation/, each of which includes it once.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../support/listed.h"

#include <boids/format.h>
#include <boids/simulation.h>

namespace boids::simulation_test {

// Prints both vectors when they differ, e.g. "expected (0, 1), got (1, 0)".
inline testing::AssertionResult Near(Vec2 actual, Vec2 expected, float tolerance = 1e-4f) {
    if (approxEqual(actual, expected, tolerance)) return testing::AssertionSuccess();
    return testing::AssertionFailure() << fmt::format("expected {}, got {}", expected, actual);
}

// Exact equality, for values that must be kept rather than recomputed; prints both vectors when they differ.
inline testing::AssertionResult Same(Vec2 actual, Vec2 expected) {
    if (actual == expected) return testing::AssertionSuccess();
    return testing::AssertionFailure() << fmt::format("expected exactly {}, got {}", expected, actual);
}

// Exact equality of two lists of points, printing both when they differ.
inline testing::AssertionResult SamePoints(const std::vector<Vec2>& actual, const std::vector<Vec2>& expected) {
    if (actual == expected) return testing::AssertionSuccess();
    std::string text = "expected";
    for (Vec2 p : expected) text += fmt::format(" {}", p);
    text += ", got";
    for (Vec2 p : actual) text += fmt::format(" {}", p);
    return testing::AssertionFailure() << text;
}

// Fake forces. Each is a template over what the task is given (Boid, Vec2 or Obstacle), so that one fake
// fits every entry of a TaskTable: &pushRight<Boid> is a FlockForce, &pushRight<Vec2> a PredatorForce.
template <class Item>
Vec2 noForce(const Boid&, std::span<const Item>, const Params&) {
    return {};
}

template <class Item>
Vec2 pushRight(const Boid&, std::span<const Item>, const Params&) {
    return {1, 0};
}

template <class Item>
Vec2 pushUp(const Boid&, std::span<const Item>, const Params&) {
    return {0, 1};
}

template <class Item>
Vec2 nanForce(const Boid&, std::span<const Item>, const Params&) {
    return {std::numeric_limits<float>::quiet_NaN(), 0};
}

template <class Item>
Vec2 infiniteForce(const Boid&, std::span<const Item>, const Params&) {
    return {0, std::numeric_limits<float>::infinity()};
}

template <class Item>
Vec2 throwsBoom(const Boid&, std::span<const Item>, const Params&) {
    throw std::runtime_error("boom");
}

template <class Item>
Vec2 throwsAnInt(const Boid&, std::span<const Item>, const Params&) {
    throw 42;
}

template <class Item>
Vec2 hugeForce(const Boid&, std::span<const Item>, const Params&) {
    return {1e30f, 1e30f};
}

// Finite on its own, but two of them added overflow a float.
template <class Item>
Vec2 nearlyTheLargestFloat(const Boid&, std::span<const Item>, const Params&) {
    return {3e38f, 0};
}

template <class Item>
Vec2 negativeZero(const Boid&, std::span<const Item>, const Params&) {
    return {-0.0f, -0.0f};
}

// Reports what it was given: x is the number of items (neighbours, predators or obstacles).
template <class Item>
Vec2 countsItems(const Boid&, std::span<const Item> items, const Params&) {
    return {float(items.size()), 0};
}

// NaN for boids left of x = 50, infinity for the others.
template <class Item>
Vec2 nanOnTheLeftInfinityOnTheRight(const Boid& self, std::span<const Item>, const Params&) {
    return self.position.x < 50 ? Vec2{std::numeric_limits<float>::quiet_NaN(), 0}
                                : Vec2{std::numeric_limits<float>::infinity(), 0};
}

// A tenth of the offsets from self to its neighbours, summed: depends on where the neighbours are.
inline Vec2 pullTowardNeighbours(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    Vec2 pull{};
    for (const Boid& other : neighbors) pull += (other.position - self.position) / 10.0f;
    return pull;
}

// The first predator flee is given, or zero when there is none.
inline Vec2 firstPredator(const Boid&, std::span<const Vec2> predators, const Params&) {
    return predators.empty() ? Vec2{} : predators.front();
}

// A table of the kit's five forces: those of them that tasks.txt lists (an added task's stays empty).
inline TaskTable tableOf(FlockForce alignment, FlockForce separation, FlockForce cohesion, PredatorForce flee,
                  ObstacleForce obstacleAvoid) {
    TaskTable table;
    const std::pair<Task, TaskFunction> given[] = {{Task::Alignment, {.flock = alignment}},
                                                   {Task::Separation, {.flock = separation}},
                                                   {Task::Cohesion, {.flock = cohesion}},
                                                   {Task::Flee, {.predators = flee}},
                                                   {Task::ObstacleAvoid, {.obstacles = obstacleAvoid}}};
    for (const auto& [task, function] : given) {
        if (isListed(task)) table[task] = function;
    }
    return table;
}

// The k-th flock force that tasks.txt lists (precondition: it lists more than k): for a test that needs some flock
// force, not a particular one, so that it runs in a kit that leaves a task out.
inline Task flockTask(std::size_t k = 0) {
    for (Task t : forceTasks()) {
        if (info(t).kind == TaskKind::Flock && k-- == 0) return t;
    }
    ADD_FAILURE() << "tasks.txt lists too few flock forces for this test";
    return forceTasks().front();
}

// How many tasks of `table` have a function, `task` left out.
inline float functionsBesides(const TaskTable& table, Task task) {
    float n = 0;
    for (Task t : forceTasks()) n += t != task && table[t];
    return n;
}

// Every task returns zero.
inline TaskTable noForces() {
    return tableOf(&noForce<Boid>, &noForce<Boid>, &noForce<Boid>, &noForce<Vec2>, &noForce<Obstacle>);
}

// `table` with the entry of `task` replaced by whichever of the three fakes has the matching signature.
inline TaskTable replacing(TaskTable table, Task task, FlockForce flock, PredatorForce flee, ObstacleForce obstacle) {
    table[task] = functionFor(task, flock, flee, obstacle);
    return table;
}

// Every task pushes right with (1, 0).
inline TaskTable everyTaskPushesRight() {
    return tableOf(&pushRight<Boid>, &pushRight<Boid>, &pushRight<Boid>, &pushRight<Vec2>, &pushRight<Obstacle>);
}

struct Evaluation {
    ForceBreakdown result;
    StepReport report;
};

// A world of the default size holding exactly these boids: no predators, no obstacles, no mouse.
inline World worldWith(std::vector<Boid> boids, Params params = {}) {
    params.numBoids = int(boids.size());
    params.numPredators = 0;
    params.numObstacles = 0;
    World world;
    world.params = WorldParams(params);
    world.boids = std::move(boids);
    return world;
}

// A world with one predator and nothing else.
inline World worldWithPredator(Predator predator, Params params = {}) {
    World world = worldWith({}, params);
    world.params.numPredators = 1;
    world.predators = {predator};
    return world;
}

inline std::vector<std::uint32_t> neighboursOf(const std::vector<Boid>& boids, std::size_t self, float radius) {
    std::vector<std::uint32_t> out;
    findNeighborsBrute(boids, self, radius, out);
    std::sort(out.begin(), out.end());
    return out;
}

inline std::string describeWorld(const World& world) {
    std::string text;
    for (const Boid& b : world.boids) text += fmt::format("  boid position {} velocity {}\n", b.position, b.velocity);
    return text;
}
}  // namespace boids::simulation_test
