// Task 3's known mistakes: calculateCohesion as learners get it wrong, each in a namespace of its own.
#include <boids/tasks.h>

#include "catalog.h"

namespace boids::catalog {
namespace {

using Neighbours = std::span<const Boid>;

// The neighbours' average position (the caller checks there is at least one).
Vec2 centre(Neighbours neighbors) {
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.position;
    return sum / float(neighbors.size());
}

namespace wrong_sign {
Vec2 calculateCohesion(const Boid& self, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    return normalized(self.position - centre(neighbors));
}
}  // namespace wrong_sign

namespace not_normalized {
Vec2 calculateCohesion(const Boid& self, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    return centre(neighbors) - self.position;
}
}  // namespace not_normalized

namespace sums_positions {
Vec2 calculateCohesion(const Boid& self, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.position;
    return normalized(sum - self.position);  // the sum, never divided by the count
}
}  // namespace sums_positions

namespace uses_velocities {
Vec2 calculateCohesion(const Boid& self, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.velocity;
    return normalized(sum / float(neighbors.size()) - self.position);
}
}  // namespace uses_velocities

namespace adds_own_position {
Vec2 calculateCohesion(const Boid& self, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 sum{};
    for ([[maybe_unused]] const Boid& other : neighbors) sum += self.position;  // self where other belongs
    return normalized(sum / float(neighbors.size()) - self.position);
}
}  // namespace adds_own_position

namespace sums_the_directions {
Vec2 calculateCohesion(const Boid& self, Neighbours neighbors, const Params&) {
    Vec2 toward{};
    for (const Boid& other : neighbors) toward += normalized(other.position - self.position);  // one unit per neighbour
    return normalized(toward);
}
}  // namespace sums_the_directions

namespace normalizes_the_centre {
Vec2 calculateCohesion(const Boid&, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    return normalized(centre(neighbors));  // a position, not the way from the boid to it
}
}  // namespace normalizes_the_centre

namespace steers_desired_minus_velocity {
Vec2 calculateCohesion(const Boid& self, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    return normalized(normalized(centre(neighbors) - self.position) - self.velocity);  // Reynolds' steering
}
}  // namespace steers_desired_minus_velocity

namespace normalizes_by_hand {
Vec2 calculateCohesion(const Boid& self, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    const Vec2 toCentre = centre(neighbors) - self.position;
    return toCentre / length(toCentre);  // 0 / 0 when the boid is already at the centre
}
}  // namespace normalizes_by_hand

namespace counts_itself_in_the_average {
Vec2 calculateCohesion(const Boid& self, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.position;
    return normalized(sum / float(neighbors.size() + 1) - self.position);  // + 1: the boid counted, not summed
}
}  // namespace counts_itself_in_the_average

namespace no_zero_neighbour_guard {
Vec2 calculateCohesion(const Boid& self, Neighbours neighbors, const Params&) {
    return normalized(centre(neighbors) - self.position);  // 0 / 0 with no neighbours
}
}  // namespace no_zero_neighbour_guard

namespace skips_the_first_neighbour {
Vec2 calculateCohesion(const Boid& self, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 sum{};
    for (std::size_t i = 1; i < neighbors.size(); ++i) sum += neighbors[i].position;  // starts at 1
    return normalized(sum / float(neighbors.size()) - self.position);
}
}  // namespace skips_the_first_neighbour

}  // namespace

std::vector<KnownMistake> calculateCohesionMistakes() {
    return {
        {.id = "wrong_sign",
         .explanation = "the force points from the neighbours' centre to the boid, away from the flock",
         .tryThis = "check the order of the subtraction: the force goes from the boid to the centre",
         .inWindow = "groups burst apart instead of clumping, like a second separation",
         .table = tableWith(Task::Cohesion, {.flock = &wrong_sign::calculateCohesion}),
         .describedBy = {F::opposite}},
        {.id = "not_normalized",
         .explanation = "the offset to the centre is returned as it is: the recipe returns it with length 1",
         .tryThis = "make the offset a unit vector before returning it",
         .inWindow = "a pull of up to 40 instead of 1: clumps crush into tight knots",
         .table = tableWith(Task::Cohesion, {.flock = &not_normalized::calculateCohesion}),
         .describedBy = {{F::shape_is, "d"}, F::length_varies}},
        {.id = "sums_positions",
         .explanation = "the positions are summed but never divided by the count, so the 'centre' is far away",
         .tryThis = "the centre is the average position",
         .inWindow = "the whole flock streams toward the **top right** of the world",
         .table = tableWith(Task::Cohesion, {.flock = &sums_positions::calculateCohesion}),
         .describedBy = {F::target_sum}},
        {.id = "uses_velocities",
         .explanation = "the neighbours' velocities are averaged where their positions belong",
         .tryThis = "cohesion reads other.position",
         .inWindow = "the whole flock streams toward the **bottom left** (the velocities' \"centre\" is near the "
                     "origin)",
         .table = tableWith(Task::Cohesion, {.flock = &uses_velocities::calculateCohesion}),
         .describedBy = {F::target_average_velocity, F::reads_neighbour_velocity}},
        {.id = "adds_own_position",
         .explanation = "your own position is added once per neighbour, where the recipe adds each neighbour's",
         .tryThis = "look at which boid's position goes into the sum inside the loop",
         .inWindow = "as if cohesion were off: the centre is always the boid itself",
         .table = tableWith(Task::Cohesion, {.flock = &adds_own_position::calculateCohesion})},
        {.id = "sums_the_directions",
         .explanation = "the unit directions to each neighbour are added up, so a far neighbour pulls as hard as a "
                        "near one: the recipe points at the neighbours' average position",
         .tryThis = "average the positions first, then take one direction",
         .table = tableWith(Task::Cohesion, {.flock = &sums_the_directions::calculateCohesion}),
         .describedBy = {{F::weights_are, "1"}, F::ignores_neighbour_position}},
        {.id = "normalizes_the_centre",
         .explanation = "the centre's position is made length 1, not the way from the boid to the centre",
         .tryThis = "a direction between two points is a difference of positions",
         .table = tableWith(Task::Cohesion, {.flock = &normalizes_the_centre::calculateCohesion}),
         .describedBy = {F::frame_position}},
        {.id = "steers_desired_minus_velocity",
         .explanation = "your own velocity is subtracted (Reynolds' steering, desired - velocity): the kit's recipe "
                        "returns only the direction to the centre",
         .tryThis = "leave self.velocity out; the framework does the steering",
         .table = tableWith(Task::Cohesion, {.flock = &steers_desired_minus_velocity::calculateCohesion}),
         .describedBy = {F::reads_own_velocity}},
        {.id = "normalizes_by_hand",
         .explanation = "the offset is divided by its own length, which is 0 / 0 (NaN) when the boid is already at "
                        "the centre",
         .tryThis = "use normalized(), which keeps a zero vector zero",
         .inWindow = "looks right; a rare NaN in the panel when a boid sits exactly on its neighbours' centre",
         .table = tableWith(Task::Cohesion, {.flock = &normalizes_by_hand::calculateCohesion}),
         .describedBy = {F::nan}},
        {.id = "counts_itself_in_the_average",
         .explanation = "the sum of the neighbours' positions is divided by their count plus one, as if the boid "
                        "were among them, so the 'centre' is pulled toward the world's origin",
         .tryThis = "divide by neighbors.size(): the boid itself is not in the sum",
         .table = tableWith(Task::Cohesion, {.flock = &counts_itself_in_the_average::calculateCohesion}),
         .describedBy = {F::target_count_plus_one}},
        {.id = "skips_the_first_neighbour",
         .explanation = "the loop over the neighbours starts at index 1, so the first neighbour never counts "
                        "(and the answer changes when the same neighbours come in another order)",
         .tryThis = "loop over every neighbour: for (const Boid& other : neighbors)",
         .table = tableWith(Task::Cohesion, {.flock = &skips_the_first_neighbour::calculateCohesion}),
         .describedBy = {F::ignores_item_first}},
        {.id = "no_zero_neighbour_guard",
         .explanation = "the sum is divided by a count of 0 when there are no neighbours (NaN)",
         .tryThis = "return zero first when there is nobody",
         .inWindow = "the panel reports NaN for task 3 for every lone boid (the flock still flies: a NaN counts as "
                     "zero)",
         .table = tableWith(Task::Cohesion, {.flock = &no_zero_neighbour_guard::calculateCohesion}),
         .describedBy = {F::nan}},
    };
}

}  // namespace boids::catalog
