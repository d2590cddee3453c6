// Task 3 checks: calculateCohesion against hand-worked cases. Each case is one GoogleTest test, Cohesion.<name>.
#include <boids/checks.h>

namespace boids {

std::vector<ForceCase> calculateCohesionCases() {
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

    // Neighbour at offset (18, 24), distance 30, within the radius of 40 as step() would pass it: the unit vector
    // toward it is (3/5, 4/5).
    add({.name = "PointsTowardASingleNeighbour",
         .scene = "one neighbour at offset (18, 24)",
         .self = self,
         .neighbors = {neighbour({18, 24})},
         .expected = {3.0f / 5, 4.0f / 5},
         .hint = "one neighbour pulls the boid straight toward it, with length 1."});

    // A neighbour at offset (0.375, 0.5), 0.625 away: closer than 1, and still the pull has length 1, (0.6, 0.8).
    add({.name = "PullsWithLength1HoweverCloseTheCentre",
         .scene = "one neighbour at offset (0.375, 0.5), less than a unit away",
         .self = self,
         .neighbors = {neighbour({0.375f, 0.5f})},
         .expected = {0.375f / 0.625f, 0.5f / 0.625f},
         .hint = "the pull has length 1 however close the centre is, even closer than one unit."});

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

    // neighborRadius 100: the framework hands over every boid within 100, and each one counts. Offsets (-100, 0)
    // (exactly on the radius) and (20, 0) average to (-40, 0): pulled left, (-1, 0). Only the one within the default
    // 40 would pull right.
    Params wide = p;
    wide.neighborRadius = 100;
    add({.name = "UsesEveryNeighbourOutToAWiderRadius",
         .scene = "neighborRadius 100; one neighbour exactly 100 to the left, one 20 to the right",
         .self = self,
         .neighbors = {neighbour({-wide.neighborRadius, 0}), neighbour({20, 0})},
         .params = wide,
         .expected = {-1, 0},
         .hint = "every neighbour the boid is given counts, out to whatever neighborRadius is, not only those "
                 "within the default 40."});

    // The weights 2.5, 0.5 and 0: step() multiplies the force by cohesionWeight itself, so the force stays the unit
    // vector toward (18, 24), (3/5, 4/5). Multiplied by cohesionWeight, or given up when it is 0, it would be zero;
    // by separationWeight 2.5 long, by alignmentWeight 0.5.
    Params weighted = p;
    weighted.separationWeight = 2.5f;
    weighted.alignmentWeight = 0.5f;
    weighted.cohesionWeight = 0;
    add({.name = "IgnoresItsOwnWeightSlider",
         .scene = "separationWeight 2.5, alignmentWeight 0.5, cohesionWeight 0; one neighbour at offset (18, 24)",
         .self = self,
         .neighbors = {neighbour({18, 24})},
         .params = weighted,
         .expected = {3.0f / 5, 4.0f / 5},
         .hint = "the pull keeps length 1 whatever the weight sliders say: the framework multiplies it by "
                 "cohesionWeight afterwards, so a force that does it too is weighted twice."});

    // A crowd: 48 neighbours, more than a boid in a clump of the window's default flock ever had (43 at most,
    // tools/crowd_counts.cpp; recipe.md says more), evenly round a circle of radius 15 whose centre is 20 above the
    // boid (all within 35 of it). Evenly spaced points average to their circle's centre, so the pull points at it:
    // (0, 1). The first 7 alone (0 to 45 degrees round) average to about (13.4, 25.5): (0.47, 0.89).
    constexpr int kCrowd = 48;
    const Vec2 centre{0, 20};
    std::vector<Boid> crowd;
    for (int k = 0; k < kCrowd; ++k) crowd.push_back(neighbour(centre + rotated(Vec2{15, 0}, 360.0f * float(k) / kCrowd)));
    add({.name = "CountsEveryNeighbourInACrowd",
         .scene = "48 neighbours evenly round a circle of radius 15 whose centre is 20 above the boid",
         .self = self,
         .neighbors = crowd,
         .expected = {0, 1},
         .hint = "every one of the 48 neighbours counts, not only the first few: a boid in a clump has that many."});

    return cases;
}

}  // namespace boids
