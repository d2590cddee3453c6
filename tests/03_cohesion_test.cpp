// Task 3 checks: calculateCohesion against hand-worked cases. Each case is one GoogleTest test, Cohesion.<name>.
#include <boids/checks.h>

namespace boids {

std::vector<ForceCase> cohesionCases() {
    const Params p;  // workshop defaults
    const Vec2 here{100, 100};
    const Boid self{here, {1, 0}};
    auto neighbour = [&](Vec2 offset, Vec2 velocity = {0, -1}) { return Boid{here + offset, velocity}; };

    std::vector<ForceCase> cases;
    auto add = [&](ForceCase c) { c.task = Task::Cohesion; cases.push_back(std::move(c)); };

    add({.name = "ReturnsZeroWithNoNeighbours",
         .scene = "a boid alone",
         .self = self,
         .expected = {0, 0},
         .hint = "a boid with no neighbours gets no force (and no NaN)."});

    // Neighbour at offset (30, 40), distance 50: the unit vector toward it is (3/5, 4/5).
    add({.name = "PointsTowardASingleNeighbour",
         .scene = "one neighbour at offset (30, 40)",
         .self = self,
         .neighbors = {neighbour({30, 40})},
         .expected = {3.0f / 5, 4.0f / 5},
         .hint = "one neighbour pulls the boid straight toward it, with length 1."});

    // Offsets (40, 0) and (0, 20): centre at offset (20, 10), direction (2, 1)/sqrt(5).
    const float root5 = std::sqrt(5.0f);
    add({.name = "PointsTowardTheAverageOfSeveralNeighbours",
         .scene = "two neighbours at offsets (40, 0) and (0, 20)",
         .self = self,
         .neighbors = {neighbour({40, 0}), neighbour({0, 20})},
         .expected = {2 / root5, 1 / root5},
         .hint = "the pull points at the neighbours' average position."});

    // Centre on self: no pull.
    add({.name = "ReturnsZeroWhenAlreadyAtTheCentre",
         .scene = "two neighbours 20 to the left and 20 to the right",
         .self = self,
         .neighbors = {neighbour({-20, 0}), neighbour({20, 0})},
         .expected = {0, 0}});

    // Velocities play no part: a neighbour below flying up still pulls down.
    add({.name = "UsesPositionsNotVelocities",
         .scene = "one neighbour 10 below, flying up at speed 4",
         .self = self,
         .neighbors = {neighbour({0, -10}, {0, 4})},
         .expected = {0, -1},
         .hint = "the pull depends on where the neighbour is, not on where it flies."});

    // A neighbour at distance R counts like any other.
    add({.name = "CountsANeighbourExactlyOnTheRadius",
         .scene = "one neighbour exactly neighborRadius to the left",
         .self = self,
         .neighbors = {neighbour({-p.neighborRadius, 0})},
         .expected = {-1, 0}});

    return cases;
}

}  // namespace boids
