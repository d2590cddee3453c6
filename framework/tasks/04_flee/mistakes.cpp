// Task 4's known mistakes: calculateFlee as learners get it wrong, each in a namespace of its own.
#include <boids/tasks.h>

#include "catalog.h"

namespace boids::catalog {
namespace {

using Predators = std::span<const Vec2>;

namespace wrong_sign {
Vec2 calculateFlee(const Boid& self, Predators predators, const Params& params) {
    Vec2 toward{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) toward += predator - self.position;
    }
    return normalized(toward) * params.fleeStrength;
}
}  // namespace wrong_sign

namespace not_normalized {
Vec2 calculateFlee(const Boid& self, Predators predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += self.position - predator;
    }
    return away * params.fleeStrength;
}
}  // namespace not_normalized

namespace forgets_the_strength {
Vec2 calculateFlee(const Boid& self, Predators predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += self.position - predator;
    }
    return normalized(away);
}
}  // namespace forgets_the_strength

namespace normalizes_each_predator {
Vec2 calculateFlee(const Boid& self, Predators predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += normalized(self.position - predator);
    }
    return normalized(away) * params.fleeStrength;
}
}  // namespace normalizes_each_predator

namespace inverse_square_weight {
Vec2 calculateFlee(const Boid& self, Predators predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        const Vec2 offset = self.position - predator;
        const float d2 = lengthSquared(offset);
        if (d2 > 0 && d2 <= params.fleeRadius * params.fleeRadius) away += normalized(offset) / d2;  // 1/d²
    }
    return normalized(away) * params.fleeStrength;
}
}  // namespace inverse_square_weight

namespace strict_radius {
Vec2 calculateFlee(const Boid& self, Predators predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) < params.fleeRadius) away += self.position - predator;
    }
    return normalized(away) * params.fleeStrength;
}
}  // namespace strict_radius

namespace squared_distance_against_the_radius {
Vec2 calculateFlee(const Boid& self, Predators predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (lengthSquared(self.position - predator) <= params.fleeRadius) away += self.position - predator;
    }
    return normalized(away) * params.fleeStrength;
}
}  // namespace squared_distance_against_the_radius

namespace hard_coded_constants {
Vec2 calculateFlee(const Boid& self, Predators predators, const Params&) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= 50) away += self.position - predator;
    }
    return normalized(away) * 10;
}
}  // namespace hard_coded_constants

namespace normalizes_by_hand {
Vec2 calculateFlee(const Boid& self, Predators predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) <= params.fleeRadius) away += self.position - predator;
    }
    return away / length(away) * params.fleeStrength;  // 0 / 0 with no predator near, or when they cancel
}
}  // namespace normalizes_by_hand

}  // namespace

std::vector<KnownMistake> calculateFleeMistakes() {
    return {
        {.id = "wrong_sign",
         .explanation = "the boid runs toward the predators: the recipe flees away from them",
         .tryThis = "check the order of the subtraction: the force points from the predator to the boid",
         .inWindow = "boids chase the predators and swarm around the mouse cursor",
         .table = tableWith(Task::Flee, {.predators = &wrong_sign::calculateFlee}),
         .describedBy = {F::opposite}},
        {.id = "not_normalized",
         .explanation = "the summed vector is scaled by the strength without being made length 1 first",
         .tryThis = "the force's length should be exactly params.fleeStrength",
         .inWindow = "flee grows with distance, up to 50 times too strong: boids scatter wildly and the flock breaks "
                     "up",
         .table = tableWith(Task::Flee, {.predators = &not_normalized::calculateFlee}),
         .describedBy = {F::shape_is, F::length_varies, F::count_grows}},
        {.id = "forgets_the_strength",
         .explanation = "the force has length 1: the recipe scales it by params.fleeStrength",
         .tryThis = "look at what the unit vector is multiplied by",
         .table = tableWith(Task::Flee, {.predators = &forgets_the_strength::calculateFlee}),
         .describedBy = {{F::ignores_param, "fleeStrength"}, {F::factor_divided_by, "fleeStrength"}}},
        {.id = "normalizes_each_predator",
         .explanation = "each predator's vector is made length 1 before summing, so near and far predators count "
                        "the same: the recipe sums the raw vectors",
         .tryThis = "normalize once, after the loop",
         .inWindow = "looks right unless two predators are close together",
         .table = tableWith(Task::Flee, {.predators = &normalizes_each_predator::calculateFlee}),
         .describedBy = {{F::weights_are, "1"}}},
        {.id = "inverse_square_weight",
         .explanation = "each predator is weighted by 1 / distance squared: the recipe sums the raw vectors, so a "
                        "farther predator counts more, not less",
         .tryThis = "add each vector as it is; only the sum is normalized",
         .table = tableWith(Task::Flee, {.predators = &inverse_square_weight::calculateFlee}),
         .describedBy = {F::weights_are}},
        {.id = "strict_radius",
         .explanation = "a predator exactly on the flee radius is ignored: the radius is included (<=)",
         .tryThis = "check the comparison with params.fleeRadius",
         .inWindow = "looks right: nothing sits exactly on the radius in a real flight",
         .table = tableWith(Task::Flee, {.predators = &strict_radius::calculateFlee}),
         .describedBy = {F::strict_reach}},
        {.id = "squared_distance_against_the_radius",
         .explanation = "the squared distance is compared with the radius itself, so only very close predators count",
         .tryThis = "compare a distance with a distance (or a square with a square)",
         .table = tableWith(Task::Flee, {.predators = &squared_distance_against_the_radius::calculateFlee}),
         .describedBy = {F::stops_early}},
        {.id = "hard_coded_constants",
         .explanation = "the radius and the strength are numbers in the code: the recipe reads params.fleeRadius "
                        "and params.fleeStrength",
         .tryThis = "read both from params",
         .inWindow = "looks right",
         .table = tableWith(Task::Flee, {.predators = &hard_coded_constants::calculateFlee}),
         .describedBy = {F::ignores_param},
         .absentFromCode = {"params.fleeRadius", "params.fleeStrength"}},
        {.id = "normalizes_by_hand",
         .explanation = "the sum is divided by its own length, which is 0 / 0 (NaN) with no predator near or when "
                        "they cancel",
         .tryThis = "use normalized(), which keeps a zero vector zero",
         .table = tableWith(Task::Flee, {.predators = &normalizes_by_hand::calculateFlee}),
         .describedBy = {F::nan}},
    };
}

}  // namespace boids::catalog
