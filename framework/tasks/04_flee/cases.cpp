// Task 4 checks: calculateFlee against hand-worked cases. Each case is one GoogleTest test, Flee.<name>.
#include <boids/checks.h>

namespace boids {

std::vector<ForceCase> calculateFleeCases() {
    const Params p;  // workshop defaults: fleeRadius 50, fleeStrength 10
    const Vec2 here{100, 100};
    const Boid self{here, {1, 0}};
    auto predator = [&](Vec2 offset) { return here + offset; };

    std::vector<ForceCase> cases;
    auto add = [&](ForceCase c) { c.task = Task::Flee; cases.push_back(std::move(c)); };

    add({.name = "ReturnsZeroWithNoPredators", .scene = "no predators", .self = self, .expected = {0, 0}});

    // Predator 20 to the right: flee left, (-1, 0), at full strength.
    add({.name = "FleesAtFullStrengthFromOneClosePredator",
         .scene = "one predator 20 to the right",
         .self = self,
         .predators = {predator({20, 0})},
         .expected = Vec2{-1, 0} * p.fleeStrength,
         .hint = "one close predator: the boid flees straight away from it at full strength."});

    // Predator 5 to the right, nearer than fleeStrength (10): the vector to self, (-5, 0), is shorter than the force,
    // and is still normalized and scaled to length fleeStrength, (-10, 0). Capping its length at fleeStrength would
    // leave it at 5.
    add({.name = "FleesAtFullStrengthFromAPredatorCloserThanTheStrength",
         .scene = "one predator 5 to the right, nearer than fleeStrength",
         .self = self,
         .predators = {predator({5, 0})},
         .expected = Vec2{-1, 0} * p.fleeStrength,
         .hint = "a predator nearer than the flee strength still makes the boid flee at full strength, however "
                 "close it is: the force is stretched to that length, not only kept from going over it."});

    // Exactly on the radius counts: predator fleeRadius below, flee up.
    add({.name = "FleesFromAPredatorExactlyOnTheRadius",
         .scene = "one predator exactly fleeRadius below",
         .self = self,
         .predators = {predator({0, -p.fleeRadius})},
         .expected = Vec2{0, 1} * p.fleeStrength,
         .hint = "a predator exactly on the flee radius counts."});

    add({.name = "IgnoresAPredatorJustOutsideTheRadius",
         .scene = "one predator half a unit beyond fleeRadius, to the left",
         .self = self,
         .predators = {predator({-(p.fleeRadius + 0.5f), 0})},
         .expected = {0, 0},
         .hint = "a predator just beyond the flee radius is ignored."});

    // Vectors from the predators to self: (-10, 0) and (0, 40). Their sum (-10, 40) has length sqrt(1700).
    const Vec2 sum{-10, 40};
    add({.name = "SumsTheVectorsBeforeNormalizing",
         .scene = "predators 10 to the right and 40 below",
         .self = self,
         .predators = {predator({10, 0}), predator({0, -40})},
         .expected = sum / length(sum) * p.fleeStrength,
         .hint = "two predators at different distances: the nearer one does not count more than its vector says."});

    add({.name = "CancelsForSymmetricPredators",
         .scene = "predators 20 to the left and 20 to the right",
         .self = self,
         .predators = {predator({-20, 0}), predator({20, 0})},
         .expected = {0, 0}});

    // Predator on the same point adds a zero vector; the other one, 30 above, decides.
    add({.name = "IgnoresAPredatorOnTheSamePoint",
         .scene = "one predator on exactly the same point, one 30 above",
         .self = self,
         .predators = {predator({0, 0}), predator({0, 30})},
         .expected = Vec2{0, -1} * p.fleeStrength,
         .hint = "a predator on the very same point adds nothing (and no NaN)."});

    // Radius 80, strength 3: a predator 70 above is inside, so flee down with length 3.
    Params tuned = p;
    tuned.fleeRadius = 80;
    tuned.fleeStrength = 3;
    add({.name = "UsesTheFleeParameters",
         .scene = "fleeRadius 80 and fleeStrength 3, one predator 70 above",
         .self = self,
         .predators = {predator({0, 70})},
         .params = tuned,
         .expected = Vec2{0, -1} * tuned.fleeStrength,
         .hint = "the force follows the fleeRadius and fleeStrength it is given, not 50 and 10 (the window has no "
                 "slider for them and always flies with those defaults, but the tests change them)."});

    // fleeRadius 30: a predator at offset (18, 24) is exactly 30 away (a 3-4-5 triangle) and counts; one 40 to the
    // left is beyond 30 (though within the default 50) and is ignored. Flee from the first alone: (-18, -24) / 30
    // * fleeStrength = (-3/5, -4/5) * 10.
    Params narrow = p;
    narrow.fleeRadius = 30;
    add({.name = "FleesFromAPredatorExactlyOnASmallerRadiusButNotBeyondIt",
         .scene = "fleeRadius 30; one predator at offset (18, 24), exactly 30 away, one 40 to the left",
         .self = self,
         .predators = {predator({18, 24}), predator({-40, 0})},
         .params = narrow,
         .expected = Vec2{-3.0f / 5, -4.0f / 5} * narrow.fleeStrength,
         .hint = "with a smaller flee radius, a predator exactly on it still counts, and one beyond it is ignored "
                 "though the default radius would take it."});

    // fleeStrength 25: a predator 15 below, nearer than the strength, gives a flee straight up of length 25 (not 15,
    // its distance, nor the default 10).
    Params strong = p;
    strong.fleeStrength = 25;
    add({.name = "FleesAtAGreaterStrengthFromAPredatorCloserThanIt",
         .scene = "fleeStrength 25; one predator 15 below",
         .self = self,
         .predators = {predator({0, -15})},
         .params = strong,
         .expected = Vec2{0, 1} * strong.fleeStrength,
         .hint = "the force's length is the flee strength it is given, here 25, however close the predator is."});

    // The weights 2.5, 0.5 and 3: no weight applies to flee (step() adds it as it is), so the force is the usual
    // (-1, 0) * fleeStrength from a predator 20 to the right. Multiplied by any weight it would be 25, 5 or 30 long.
    Params weighted = p;
    weighted.separationWeight = 2.5f;
    weighted.alignmentWeight = 0.5f;
    weighted.cohesionWeight = 3;
    add({.name = "IgnoresTheWeightSliders",
         .scene = "separationWeight 2.5, alignmentWeight 0.5, cohesionWeight 3; one predator 20 to the right",
         .self = self,
         .predators = {predator({20, 0})},
         .params = weighted,
         .expected = Vec2{-1, 0} * p.fleeStrength,
         .hint = "the weight sliders play no part in fleeing: the force has length fleeStrength whatever they say."});

    // A crowd: every predator the window's slider allows, 30, all within fleeRadius. The window gave a boid at most 4
    // within it (tools/crowd_counts.cpp; recipe.md says more), but nothing keeps the 30 apart. They are evenly round a
    // circle of radius 15 whose centre is 20 to the right (5 to 35 away): the vectors from them to the boid sum to
    // 30 * (-20, 0), so the flee is (-1, 0) * fleeStrength. The first 7 alone (0 to 72 degrees round) would give
    // about (-0.97, -0.25) * fleeStrength.
    constexpr int kCrowd = 30;
    const Vec2 centre{20, 0};
    std::vector<Vec2> crowd;
    for (int k = 0; k < kCrowd; ++k) crowd.push_back(predator(centre + rotated(Vec2{15, 0}, 360.0f * float(k) / kCrowd)));
    add({.name = "FleesFromEveryPredatorInACrowd",
         .scene = "30 predators evenly round a circle of radius 15 whose centre is 20 to the right",
         .self = self,
         .predators = crowd,
         .expected = Vec2{-1, 0} * p.fleeStrength,
         .hint = "every one of the 30 predators counts, not only the first few: the window's slider goes up to 30."});

    return cases;
}

}  // namespace boids
