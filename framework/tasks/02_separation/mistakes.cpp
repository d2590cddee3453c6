// Task 2's known mistakes: calculateSeparation as learners get it wrong, each in a namespace of its own.
#include <boids/tasks.h>

#include "catalog.h"

namespace boids::catalog {
namespace {

using Neighbours = std::span<const Boid>;

// The recipe's loop with one piece swapped: `weight(d, R)` is a neighbour's weight, `away` the unit push.
template <typename Weight>
Vec2 sumOfPushes(const Boid& self, Neighbours neighbors, float R, Weight weight) {
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        push += normalized(away) * weight(length(away), R);
    }
    return push;
}

namespace wrong_sign {
Vec2 calculateSeparation(const Boid& self, Neighbours neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 toward = other.position - self.position;
        push += normalized(toward) * ((R - length(toward)) / R);
    }
    return push;
}
}  // namespace wrong_sign

namespace averages_the_pushes {
Vec2 calculateSeparation(const Boid& self, Neighbours neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0 || neighbors.empty()) return {};
    return sumOfPushes(self, neighbors, R, [](float d, float r) { return (r - d) / r; }) / float(neighbors.size());
}
}  // namespace averages_the_pushes

namespace normalizes_the_sum {
Vec2 calculateSeparation(const Boid& self, Neighbours neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    return normalized(sumOfPushes(self, neighbors, R, [](float d, float r) { return (r - d) / r; }));
}
}  // namespace normalizes_the_sum

namespace weight_grows_with_distance {
Vec2 calculateSeparation(const Boid& self, Neighbours neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    return sumOfPushes(self, neighbors, R, [](float d, float r) { return d / r; });
}
}  // namespace weight_grows_with_distance

namespace inverse_distance_weight {
Vec2 calculateSeparation(const Boid& self, Neighbours neighbors, const Params&) {
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        if (d > 0) push += normalized(away) / d;  // 1/d, as in many boids demos
    }
    return push;
}
}  // namespace inverse_distance_weight

namespace squared_distance_in_the_weight {
Vec2 calculateSeparation(const Boid& self, Neighbours neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        push += normalized(away) * ((R - lengthSquared(away)) / R);  // lengthSquared where the recipe has d
    }
    return push;
}
}  // namespace squared_distance_in_the_weight

namespace divides_by_the_distance {
Vec2 calculateSeparation(const Boid& self, Neighbours neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        const float d = length(away);
        push += away / d * ((R - d) / R);  // NaN for a neighbour on the same point
    }
    return push;
}
}  // namespace divides_by_the_distance

namespace distance_to_itself {
Vec2 calculateSeparation(const Boid& self, Neighbours neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const float d = distance(self.position, self.position);  // always 0
        push += normalized(self.position - other.position) * ((R - d) / R);
    }
    return push;
}
}  // namespace distance_to_itself

namespace hard_coded_radius {
Vec2 calculateSeparation(const Boid& self, Neighbours neighbors, const Params&) {
    return sumOfPushes(self, neighbors, 40, [](float d, float r) { return (r - d) / r; });
}
}  // namespace hard_coded_radius

namespace no_zero_radius_guard {
Vec2 calculateSeparation(const Boid& self, Neighbours neighbors, const Params& params) {
    return sumOfPushes(self, neighbors, params.neighborRadius, [](float d, float r) { return (r - d) / r; });
}
}  // namespace no_zero_radius_guard

}  // namespace

std::vector<KnownMistake> calculateSeparationMistakes() {
    return {
        {.id = "wrong_sign",
         .explanation = "each push points toward the neighbour: the recipe pushes away from it",
         .tryThis = "check the order of the subtraction that gives the push's direction",
         .inWindow = "boids collapse onto each other in tight knots, as if cohesion were turned up",
         .table = tableWith(Task::Separation, {.flock = &wrong_sign::calculateSeparation}),
         .describedBy = {F::opposite}},
        {.id = "averages_the_pushes",
         .explanation = "the pushes are averaged over the neighbours: the recipe adds them up",
         .tryThis = "two close neighbours should push twice as hard as one; look for a division by the count",
         .inWindow = "crowds are barely pushed apart: groups shrink to overlapping dots",
         .table = tableWith(Task::Separation, {.flock = &averages_the_pushes::calculateSeparation}),
         .describedBy = {F::count_stays}},
        {.id = "normalizes_the_sum",
         .explanation = "the summed push is made length 1: the recipe keeps its length, so that closer neighbours "
                        "push harder",
         .tryThis = "return the sum as it is",
         .inWindow = "every boid with a neighbour gets the same push, far or near: groups stay too tight",
         .table = tableWith(Task::Separation, {.flock = &normalizes_the_sum::calculateSeparation}),
         .describedBy = {{F::shape_is, "1"}, F::length_one}},
        {.id = "weight_grows_with_distance",
         .explanation = "a neighbour's weight grows with its distance (d / R): the recipe's weight is 1 when touching "
                        "and 0 at the radius",
         .tryThis = "work out your weight for d = 0 and for d = R",
         .inWindow = "boids keep their distance at the radius, but pairs sit right on top of each other",
         .table = tableWith(Task::Separation, {.flock = &weight_grows_with_distance::calculateSeparation}),
         .describedBy = {F::weights_are, F::shape_is}},
        {.id = "inverse_distance_weight",
         .explanation = "each push is weighted by 1 / distance: the recipe's weight falls in a straight line from 1 "
                        "when touching to 0 at the radius",
         .tryThis = "work out your weight for d = 0 and for d = R, and compare with the worked example in framework/tasks/02_separation/recipe.md",
         .table = tableWith(Task::Separation, {.flock = &inverse_distance_weight::calculateSeparation}),
         .describedBy = {F::weights_are, F::shape_is}},
        {.id = "squared_distance_in_the_weight",
         .explanation = "the weight uses the squared distance where the recipe has the distance itself",
         .tryThis = "lengthSquared() is d * d; the weight needs d",
         .table = tableWith(Task::Separation, {.flock = &squared_distance_in_the_weight::calculateSeparation}),
         .describedBy = {F::shape_is}},
        {.id = "divides_by_the_distance",
         .explanation = "the direction is the offset divided by its length, which is 0 / 0 (NaN) for a neighbour on "
                        "the same point",
         .tryThis = "use normalized(), which keeps a zero vector zero",
         .inWindow = "looks right until two boids overlap exactly; then the panel reports NaN for task 2",
         .table = tableWith(Task::Separation, {.flock = &divides_by_the_distance::calculateSeparation}),
         .describedBy = {F::nan}},
        {.id = "distance_to_itself",
         .explanation = "the distance is measured from the boid to itself (always 0), so every neighbour pushes at "
                        "full weight",
         .tryThis = "print the distance you compute for one neighbour",
         .inWindow = "boids keep a wide, even spacing",
         .table = tableWith(Task::Separation, {.flock = &distance_to_itself::calculateSeparation}),
         .describedBy = {{F::weights_are, "1"}, F::ignores_neighbour_position}},
        {.id = "hard_coded_radius",
         .explanation = "the radius is a number in the code: the recipe reads params.neighborRadius",
         .tryThis = "read the radius from params",
         .inWindow = "right at the default, and the spacing stays the same whatever the radius",
         .table = tableWith(Task::Separation, {.flock = &hard_coded_radius::calculateSeparation}),
         .describedBy = {{F::ignores_param, "neighborRadius"}},
         .absentFromCode = {"params.neighborRadius"}},
        {.id = "no_zero_radius_guard",
         .explanation = "the weight divides by a radius of 0 (NaN): the recipe returns no push when there is no radius",
         .tryThis = "return zero before dividing when the radius is not positive",
         .inWindow = "right until `neighborRadius` is dragged to 0; then the panel reports NaN",
         .table = tableWith(Task::Separation, {.flock = &no_zero_radius_guard::calculateSeparation}),
         .describedBy = {F::nan}},
    };
}

}  // namespace boids::catalog
