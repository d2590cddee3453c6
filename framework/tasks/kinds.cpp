// The kinds' table (kinds.h); each task's facts, from its folder, are gathered by taskFacts() in tables.cpp.
#include "tasks/kinds.h"

#include <array>

#include <fmt/format.h>

#include "boids/format.h"

namespace boids {

namespace {

constexpr NamedParam kNone{"", nullptr};
constexpr NamedParam kFlockReads[]{{"neighborRadius", &Params::neighborRadius}};
constexpr NamedParam kPredatorReads[]{{"fleeRadius", &Params::fleeRadius}, {"fleeStrength", &Params::fleeStrength}};
constexpr NamedParam kObstacleReads[]{{"obstacleLookAhead", &Params::obstacleLookAhead},
                                      {"obstacleConeDegrees", &Params::obstacleConeDegrees},
                                      {"avoidTurnDegrees", &Params::avoidTurnDegrees},
                                      {"avoidStrength", &Params::avoidStrength}};

KindFacts flockKind() {
    return {
        .set = kFlockKind, .item = "neighbour", .items = "neighbours", .article = "a", .span = "neighbors",
        .reach = kFlockReads[0], .strength = kNone, .ahead = false, .flock = true, .hasRadius = false,
        .reads = kFlockReads,
        .awkward = {{"a neighbour is on the boid's own point", {{{0, 0}}}}},
        .mistakenReach = kNone,
        .count = [](const ForceCase& c) { return c.neighbors.size(); },
        .at = [](const ForceCase& c, std::size_t i) { return c.neighbors[i].position; },
        .line = [](const ForceCase& c, std::size_t i) {
            return fmt::format("    neighbour  position {} velocity {}\n", c.neighbors[i].position, c.neighbors[i].velocity);
        },
        .place = [](ForceCase& c, Vec2 at, const SceneItem& item) { c.neighbors.push_back({at, item.velocity}); },
        .keepOnlyOwn = [](ForceCase& c) { c.predators.clear(), c.obstacles.clear(); },
        .oneItemForce = nullptr, .lengthTry = nullptr, .varyingLengthTry = nullptr,
        .weighTry = nullptr, .ownVelocityTry = nullptr, .oppositeWords = nullptr,
    };
}

KindFacts predatorKind() {
    const float reach = Params{}.fleeRadius;
    return {
        .set = kPredatorKind, .item = "predator", .items = "predators", .article = "a", .span = "predators",
        .reach = kPredatorReads[0], .strength = kPredatorReads[1], .ahead = false, .flock = false,
        .hasRadius = false, .reads = kPredatorReads,
        .awkward = {{"a predator is on the boid's own point", {{{0, 0}}}},
                    {"no predator is within fleeRadius", {{{reach + 30, 0}}}},
                    {"two predators on opposite sides cancel", {{{20, 0}}, {{-20, 0}}}}},
        .mistakenReach = kNone,
        .count = [](const ForceCase& c) { return c.predators.size(); },
        .at = [](const ForceCase& c, std::size_t i) { return c.predators[i]; },
        .line = [](const ForceCase& c, std::size_t i) { return fmt::format("  predator   position {}\n", c.predators[i]); },
        .place = [](ForceCase& c, Vec2 at, const SceneItem&) { c.predators.push_back(at); },
        .keepOnlyOwn = [](ForceCase& c) { c.neighbors.clear(), c.obstacles.clear(); },
        .oneItemForce = "flee from one predator",
        .lengthTry = "the recipe makes the sum length 1 (normalized), then scales it by params.fleeStrength.",
        .varyingLengthTry = "make the sum length 1 (normalized), then scale it by params.fleeStrength.",
        .weighTry = "add the vectors from each predator to the boid as they are, then normalize the sum.",
        .ownVelocityTry = nullptr,
        .oppositeWords = nullptr,
    };
}

KindFacts obstacleKind() {
    return {
        .set = kObstacleKind, .item = "obstacle", .items = "obstacles", .article = "an", .span = "obstacles",
        .reach = kObstacleReads[0], .strength = kObstacleReads[3], .ahead = true, .flock = false, .hasRadius = true,
        .reads = kObstacleReads,
        .awkward = {{"the boid has no velocity", {{{30, 0}}}, {}, true},
                    {"an obstacle's centre is on the boid's own point", {{{0, 0}}}},
                    {"no obstacle is ahead", {{{-50, 0}}}}},
        .mistakenReach = kPredatorReads[0],
        .count = [](const ForceCase& c) { return c.obstacles.size(); },
        .at = [](const ForceCase& c, std::size_t i) { return c.obstacles[i].center; },
        .line = [](const ForceCase& c, std::size_t i) {
            return fmt::format("  obstacle   center {} radius {}\n", c.obstacles[i].center, number(c.obstacles[i].radius));
        },
        .place = [](ForceCase& c, Vec2 at, const SceneItem& item) { c.obstacles.push_back({at, item.radius}); },
        .keepOnlyOwn = [](ForceCase& c) { c.neighbors.clear(), c.predators.clear(); },
        .oneItemForce = "turn from one obstacle",
        .lengthTry = "each turned heading is made length 1, then scaled by params.avoidStrength.",
        .varyingLengthTry = nullptr,
        .weighTry = nullptr,
        .ownVelocityTry = "measure each obstacle's angle from self.velocity, and turn self.velocity.",
        .oppositeWords = "it turns the boid the other way",
    };
}

// The grid task's: the flock's words, which no failure of the grid uses; it reads, holds and places nothing.
KindFacts gridKind() {
    KindFacts grid = flockKind();
    grid.set = 0;
    grid.flock = false;
    grid.reads = {};
    grid.awkward.clear();
    grid.count = [](const ForceCase&) { return std::size_t{0}; };
    grid.place = [](ForceCase&, Vec2, const SceneItem&) {};
    grid.keepOnlyOwn = [](ForceCase& c) { c.neighbors.clear(), c.predators.clear(), c.obstacles.clear(); };
    return grid;
}

}  // namespace

const KindFacts& kindOf(Task task) {
    static const std::array<KindFacts, 4> kinds{flockKind(), predatorKind(), obstacleKind(), gridKind()};
    switch (info(task).kind) {
        case TaskKind::Flock: return kinds[0];
        case TaskKind::Predators: return kinds[1];
        case TaskKind::Obstacles: return kinds[2];
        case TaskKind::Grid: break;
    }
    return kinds[3];
}

}  // namespace boids
