// Task 2 checks: calculateSeparation against hand-worked cases. Each case is one GoogleTest test, Separation.<name>.
#include <boids/checks.h>

namespace boids {

std::vector<ForceCase> calculateSeparationCases() {
    const Params p;  // workshop defaults
    const float R = p.neighborRadius;
    const Vec2 here{100, 100};
    const Boid self{here, {1, 0}};
    auto neighbour = [&](Vec2 offset) { return Boid{here + offset, {0, 1}}; };
    // The weight the recipe gives a neighbour at distance d: 1 when touching, 0 at the radius.
    auto weight = [](float d, float radius) { return (radius - d) / radius; };

    std::vector<ForceCase> cases;
    auto add = [&](ForceCase c) { c.task = Task::Separation; cases.push_back(std::move(c)); };

    add({.name = "ReturnsZeroWithNoNeighbours", .scene = "a boid alone", .self = self, .expected = {0, 0}});

    // Neighbour R/4 to the right: pushed left, (-1, 0), with weight (R - R/4)/R = 3/4.
    add({.name = "PushesAwayFromOneCloseNeighbour",
         .scene = "one neighbour a quarter of the radius to the right",
         .self = self,
         .neighbors = {neighbour({R / 4, 0})},
         .expected = Vec2{-1, 0} * weight(R / 4, R),
         .hint = "one close neighbour pushes the boid straight away from itself."});

    // Left neighbour at R/4 pushes right with 3/4; neighbour above at R/2 pushes down with 1/2. Summed, not averaged.
    add({.name = "PushesHarderTheCloserTheNeighbour",
         .scene = "one neighbour R/4 to the left, another R/2 above",
         .self = self,
         .neighbors = {neighbour({-R / 4, 0}), neighbour({0, R / 2})},
         .expected = Vec2{1, 0} * weight(R / 4, R) + Vec2{0, -1} * weight(R / 2, R),
         .hint = "two neighbours push at once, each by its own weight, and the closer one harder."});

    // Neighbour at offset (3, 4), distance 5: away is (-3/5, -4/5), weight (R - 5)/R.
    add({.name = "PushesAlongTheLineFromADiagonalNeighbour",
         .scene = "one neighbour at offset (3, 4), distance 5",
         .self = self,
         .neighbors = {neighbour({3, 4})},
         .expected = Vec2{-3.0f / 5, -4.0f / 5} * weight(5, R)});

    // A neighbour 3R/4 below: pushed up, weight (R - 3R/4)/R = 1/4. Far neighbours push too, only gently.
    add({.name = "PushesGentlyFromANeighbourNearTheRadius",
         .scene = "one neighbour three quarters of the radius below",
         .self = self,
         .neighbors = {neighbour({0, -R * 3 / 4})},
         .expected = Vec2{0, 1} * weight(R * 3 / 4, R),
         .hint = "every neighbour inside the radius pushes, a far one only gently."});

    // Equal pushes from both sides cancel.
    add({.name = "CancelsForSymmetricNeighbours",
         .scene = "two neighbours half a radius to the left and to the right",
         .self = self,
         .neighbors = {neighbour({-R / 2, 0}), neighbour({R / 2, 0})},
         .expected = {0, 0}});

    // A neighbour at distance R has weight (R - R)/R = 0; the close one at R/2 still pushes with 1/2.
    add({.name = "GivesNoPushForANeighbourExactlyOnTheRadius",
         .scene = "one neighbour exactly on the radius above, one at R/2 to the right",
         .self = self,
         .neighbors = {neighbour({0, R}), neighbour({R / 2, 0})},
         .expected = Vec2{-1, 0} * weight(R / 2, R),
         .hint = "a neighbour exactly on the radius adds no push."});

    // Same point: the direction is undefined, normalized() gives zero, so it adds nothing (and no NaN).
    add({.name = "IgnoresANeighbourOnTheSamePoint",
         .scene = "one neighbour on exactly the same point, one at R/2 to the right",
         .self = self,
         .neighbors = {neighbour({0, 0}), neighbour({R / 2, 0})},
         .expected = Vec2{-1, 0} * weight(R / 2, R),
         .hint = "a neighbour on the very same point adds no push (and no NaN)."});

    // Half a unit to the left: pushed right with weight (R - 0.5)/R = 0.9875, nearly the full 1 of touching. However
    // close a neighbour is, it pushes; none is skipped for being too close.
    add({.name = "PushesAtNearlyFullWeightFromANeighbourAlmostTouching",
         .scene = "one neighbour half a unit to the left",
         .self = self,
         .neighbors = {neighbour({-0.5f, 0})},
         .expected = Vec2{1, 0} * weight(0.5f, R),
         .hint = "a neighbour almost touching pushes with nearly the full weight of 1, and is not skipped."});

    // R = 0: the weight (R - d)/R would divide by zero. The recipe returns zero.
    Params noRadius = p;
    noRadius.neighborRadius = 0;
    add({.name = "ReturnsZeroWhenTheRadiusIsZero",
         .scene = "neighborRadius 0, one neighbour on the same point",
         .self = self,
         .neighbors = {neighbour({0, 0})},
         .params = noRadius,
         .expected = {0, 0},
         .hint = "a radius of 0 gives no push (and no NaN)."});

    // R = 100: a neighbour at 25 gets weight (100 - 25)/100 = 3/4 (with a hard-coded 40 it would be 3/8).
    Params wide = p;
    wide.neighborRadius = 100;
    add({.name = "UsesTheNeighbourRadiusParameter",
         .scene = "neighborRadius 100, one neighbour 25 below",
         .self = self,
         .neighbors = {neighbour({0, -25})},
         .params = wide,
         .expected = Vec2{0, 1} * weight(25, wide.neighborRadius),
         .hint = "the weight follows the neighborRadius slider."});

    // The weights 0, 0.5 and 3: step() multiplies the force by separationWeight itself, so the force stays
    // (-1, 0) * (R - R/4)/R = (-3/4, 0). Multiplied by separationWeight, or given up when it is 0, it would be
    // zero; by alignmentWeight 0.375 long, by cohesionWeight 2.25.
    Params weighted = p;
    weighted.separationWeight = 0;
    weighted.alignmentWeight = 0.5f;
    weighted.cohesionWeight = 3;
    add({.name = "IgnoresItsOwnWeightSlider",
         .scene = "separationWeight 0, alignmentWeight 0.5, cohesionWeight 3; one neighbour a quarter of the "
                  "radius to the right",
         .self = self,
         .neighbors = {neighbour({R / 4, 0})},
         .params = weighted,
         .expected = Vec2{-1, 0} * weight(R / 4, R),
         .hint = "the push is the same whatever the weight sliders say: the framework multiplies it by "
                 "separationWeight afterwards, so a force that does it too is weighted twice."});

    // A crowd: 48 neighbours, more than a boid in a clump of the window's default flock ever had (43 at most,
    // tools/crowd_counts.cpp; recipe.md says more). 47 of them evenly round a circle of radius R/2, each pushing with
    // weight 1/2 away from itself: 47 evenly spaced directions sum to zero, so their pushes cancel. The one left, R/4
    // to the right and 25th in the list, decides: (-1, 0) * 3/4. Any 7 of the circle alone would not cancel.
    constexpr int kRing = 47;
    std::vector<Boid> crowd;
    for (int k = 0; k < kRing; ++k) crowd.push_back(neighbour(rotated(Vec2{R / 2, 0}, 360.0f * float(k) / kRing)));
    crowd.insert(crowd.begin() + 24, neighbour({R / 4, 0}));
    add({.name = "CountsEveryNeighbourInACrowd",
         .scene = "48 neighbours: 47 evenly round a circle of radius R/2, and one R/4 to the right, 25th in the list",
         .self = self,
         .neighbors = crowd,
         .expected = Vec2{-1, 0} * weight(R / 4, R),
         .hint = "every one of the 48 neighbours counts, not only the first few: a boid in a clump has that many, and "
                 "here the pushes of the 47 round the circle cancel only when all of them are added."});

    return cases;
}

}  // namespace boids
