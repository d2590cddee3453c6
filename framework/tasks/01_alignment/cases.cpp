// Task 1 checks: calculateAlignment against hand-worked cases. Each case is one GoogleTest test, Alignment.<name>.
#include <boids/checks.h>

#include <cmath>

namespace boids {

std::vector<ForceCase> calculateAlignmentCases() {
    const Params p;  // workshop defaults
    const Vec2 here{100, 100};
    const Boid self{here, {1, 0}};
    auto neighbour = [&](Vec2 offset, Vec2 velocity) { return Boid{here + offset, velocity}; };

    std::vector<ForceCase> cases;
    auto add = [&](ForceCase c) { c.task = Task::Alignment; cases.push_back(std::move(c)); };

    add({.name = "ReturnsZeroWithNoNeighbours",
         .scene = "a boid alone",
         .self = self,
         .expected = {0, 0},
         .hint = "a boid with no neighbours gets no force."});

    // One neighbour heading straight up at speed 3: the sum is (0, 3), normalized (0, 1).
    add({.name = "PointsAlongASingleNeighboursHeading",
         .scene = "one neighbour 10 to the right, flying up at speed 3",
         .self = self,
         .neighbors = {neighbour({10, 0}, {0, 3})},
         .expected = {0, 1},
         .hint = "the force has length 1, whatever the neighbour's speed."});

    // One neighbour flying left at speed 0.5, slower than 1: the sum (-0.5, 0) is stretched to length 1, (-1, 0), not
    // only kept from going over 1.
    add({.name = "PointsAlongASlowNeighboursHeadingWithLength1",
         .scene = "one neighbour 10 above, flying left at speed 0.5",
         .self = self,
         .neighbors = {neighbour({0, 10}, {-0.5f, 0})},
         .expected = {-1, 0},
         .hint = "the force has length 1 even when the neighbours fly slower than that."});

    // Velocities (3, 0) and (0, 4) sum to (3, 4), of length 5: normalized (3/5, 4/5).
    add({.name = "NormalizesTheSumOfSeveralHeadings",
         .scene = "two neighbours flying right at speed 3 and up at speed 4",
         .self = self,
         .neighbors = {neighbour({-10, 5}, {3, 0}), neighbour({5, -10}, {0, 4})},
         .expected = {3.0f / 5, 4.0f / 5}});

    // (2, 0) + (-2, 0) = (0, 0), and normalizing zero gives zero.
    add({.name = "ReturnsZeroWhenHeadingsCancel",
         .scene = "two neighbours flying in opposite directions",
         .self = self,
         .neighbors = {neighbour({0, 10}, {2, 0}), neighbour({0, -10}, {-2, 0})},
         .expected = {0, 0},
         .hint = "headings that cancel out give no force (and no NaN)."});

    // Own velocity (0, -5) must not count: neighbours (2, 0) + (0, 2) = (2, 2) -> (1/sqrt2, 1/sqrt2).
    const float diagonal = 1 / std::sqrt(2.0f);
    add({.name = "IgnoresItsOwnHeading",
         .scene = "self flying down at speed 5; neighbours flying right and up at speed 2",
         .self = Boid{here, {0, -5}},
         .neighbors = {neighbour({10, 0}, {2, 0}), neighbour({0, 10}, {0, 2})},
         .expected = {diagonal, diagonal},
         .hint = "the boid's own heading plays no part; only the neighbours' do."});

    // A neighbour exactly at distance R is a neighbour: its heading (0, -1) counts.
    add({.name = "CountsANeighbourExactlyOnTheRadius",
         .scene = "one neighbour exactly neighborRadius away, flying down",
         .self = self,
         .neighbors = {neighbour({p.neighborRadius, 0}, {0, -1})},
         .expected = {0, -1},
         .hint = "a neighbour exactly on the radius is still a neighbour."});

    // A neighbour on the boid's very point (two boids can meet there): step() passes it, and its heading (0, 2) counts
    // beside (2, 0) from 10 to the right: (2, 2), normalized (1/sqrt2, 1/sqrt2). Left out (a `d > 0` test, as tutorials
    // skip the boid itself), the answer would be (1, 0).
    const float halfRoot2 = std::sqrt(0.5f);
    add({.name = "CountsANeighbourOnTheBoidsOwnPoint",
         .scene = "one neighbour on the boid's own point, flying up at speed 2, one 10 to the right flying right",
         .self = self,
         .neighbors = {neighbour({10, 0}, {2, 0}), neighbour({0, 0}, {0, 2})},
         .expected = {halfRoot2, halfRoot2},
         .hint = "a neighbour on the boid's own point is a neighbour too: step() never passes the boid itself."});

    // neighborRadius 100: the framework hands over every boid within 100, and each one counts, not only those within
    // the default 40. Velocities (0, -2) from 100 to the left (exactly on the radius) and (2, 0) from 10 above sum to
    // (2, -2): (1/sqrt2, -1/sqrt2). Only the one within 40 would give (1, 0).
    Params wide = p;
    wide.neighborRadius = 100;
    add({.name = "UsesEveryNeighbourOutToAWiderRadius",
         .scene = "neighborRadius 100; one neighbour exactly 100 to the left flying down, one 10 above flying right, "
                  "both at speed 2",
         .self = self,
         .neighbors = {neighbour({-wide.neighborRadius, 0}, {0, -2}), neighbour({0, 10}, {2, 0})},
         .params = wide,
         .expected = {diagonal, -diagonal},
         .hint = "every neighbour the boid is given counts, out to whatever neighborRadius is, not only those "
                 "within the default 40."});

    // The weights 2.5, 0 and 3: step() multiplies the force by alignmentWeight itself, so the force stays the
    // normalized sum (3, 0) + (0, 4) = (3, 4) -> (3/5, 4/5), length 1. Multiplied by alignmentWeight (at the end, or
    // each velocity before the sum), or given up when it is 0, it would be zero; by separationWeight 2.5 long, by
    // cohesionWeight 3.
    Params weighted = p;
    weighted.separationWeight = 2.5f;
    weighted.alignmentWeight = 0;
    weighted.cohesionWeight = 3;
    add({.name = "IgnoresItsOwnWeightSlider",
         .scene = "separationWeight 2.5, alignmentWeight 0, cohesionWeight 3; two neighbours flying right at speed "
                  "3 and up at speed 4",
         .self = self,
         .neighbors = {neighbour({-10, 5}, {3, 0}), neighbour({5, -10}, {0, 4})},
         .params = weighted,
         .expected = {3.0f / 5, 4.0f / 5},
         .hint = "the force keeps length 1 whatever the weight sliders say: the framework multiplies it by "
                 "alignmentWeight afterwards, so a force that does it too is weighted twice."});

    // A crowd: 48 neighbours, more than a boid in a clump of the window's default flock ever had (43 at most,
    // tools/crowd_counts.cpp; recipe.md says more). Neighbour k sits on a circle of radius 30 at k * 7.5 degrees and
    // flies up at speed 1 plus along the circle (counter-clockwise) at speed 1: (0, 1) + (-sin, cos) of its angle.
    // 48 evenly spaced directions sum to zero, so the sum is 48 * (0, 1), normalized (0, 1). The first 7 alone give
    // (-2.59, 13.25), normalized (-0.19, 0.98).
    constexpr int kCrowd = 48;
    std::vector<Boid> crowd;
    for (int k = 0; k < kCrowd; ++k) {
        const Vec2 around = rotated(Vec2{1, 0}, 360.0f * float(k) / kCrowd);
        crowd.push_back(neighbour(around * 30, Vec2{0, 1} + rotated(around, 90)));
    }
    add({.name = "CountsEveryNeighbourInACrowd",
         .scene = "48 neighbours evenly round a circle of radius 30, each flying up at speed 1 and round the circle "
                  "at speed 1",
         .self = self,
         .neighbors = crowd,
         .expected = {0, 1},
         .hint = "every one of the 48 neighbours counts, not only the first few: a boid in a clump has that many."});

    return cases;
}

}  // namespace boids
