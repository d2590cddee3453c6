// Task 4 checks: calculateFlee against hand-worked cases. Each case is one GoogleTest test, Flee.<name>.
#include <boids/checks.h>

namespace boids {

std::vector<ForceCase> fleeCases() {
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
         .hint = "the force follows the fleeRadius and fleeStrength sliders."});

    return cases;
}

}  // namespace boids
