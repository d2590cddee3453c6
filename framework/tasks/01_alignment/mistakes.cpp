// Task 1's known mistakes: calculateAlignment as learners get it wrong, each in a namespace of its own.
#include <boids/tasks.h>

#include "catalog.h"

namespace boids::catalog {
namespace {

using Neighbours = std::span<const Boid>;

namespace adds_own_velocity {
Vec2 calculateAlignment(const Boid& self, Neighbours neighbors, const Params&) {
    Vec2 heading{};
    for ([[maybe_unused]] const Boid& other : neighbors) heading += self.velocity;  // self where other belongs
    return normalized(heading);
}
}  // namespace adds_own_velocity

namespace includes_own_velocity {
Vec2 calculateAlignment(const Boid& self, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 heading = self.velocity;  // the boid counted as one of its neighbours
    for (const Boid& other : neighbors) heading += other.velocity;
    return normalized(heading);
}
}  // namespace includes_own_velocity

namespace not_normalized {
Vec2 calculateAlignment(const Boid&, Neighbours neighbors, const Params&) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return heading;
}
}  // namespace not_normalized

namespace averages_instead_of_normalizing {
Vec2 calculateAlignment(const Boid&, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return heading / float(neighbors.size());
}
}  // namespace averages_instead_of_normalizing

namespace wrong_sign {
Vec2 calculateAlignment(const Boid&, Neighbours neighbors, const Params&) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return -normalized(heading);
}
}  // namespace wrong_sign

namespace steers_average_minus_own_velocity {
Vec2 calculateAlignment(const Boid& self, Neighbours neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 average{};
    for (const Boid& other : neighbors) average += other.velocity;
    average /= float(neighbors.size());
    return normalized(average - self.velocity);  // Reynolds' steering, desired - velocity
}
}  // namespace steers_average_minus_own_velocity

namespace sums_unit_headings {
Vec2 calculateAlignment(const Boid&, Neighbours neighbors, const Params&) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += normalized(other.velocity);
    return normalized(heading);
}
}  // namespace sums_unit_headings

namespace normalizes_by_hand {
Vec2 calculateAlignment(const Boid&, Neighbours neighbors, const Params&) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return heading / length(heading);  // 0 / 0 when alone or when the headings cancel
}
}  // namespace normalizes_by_hand

namespace strict_radius {
Vec2 calculateAlignment(const Boid& self, Neighbours neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) {
        if (distance(self.position, other.position) < params.neighborRadius) heading += other.velocity;
    }
    return normalized(heading);
}
}  // namespace strict_radius

namespace points_toward_the_neighbours {
Vec2 calculateAlignment(const Boid& self, Neighbours neighbors, const Params&) {
    Vec2 toward{};
    for (const Boid& other : neighbors) toward += other.position - self.position;
    return normalized(toward);
}
}  // namespace points_toward_the_neighbours

}  // namespace

std::vector<KnownMistake> calculateAlignmentMistakes() {
    return {
        {.id = "adds_own_velocity",
         .explanation = "your own velocity is added once per neighbour, where the recipe adds each neighbour's velocity",
         .tryThis = "look at which boid's velocity goes into the sum inside the loop",
         .inWindow = "like no alignment at all: each boid keeps its own heading, and groups mill about",
         .table = tableWith(Task::Alignment, {.flock = &adds_own_velocity::calculateAlignment}),
         .describedBy = {F::reads_own_velocity, F::ignores_neighbour_velocity}},
        {.id = "includes_own_velocity",
         .explanation = "your own velocity is in the sum: the recipe adds the neighbours' velocities only",
         .tryThis = "start the sum at zero, not at the boid's own velocity",
         .table = tableWith(Task::Alignment, {.flock = &includes_own_velocity::calculateAlignment}),
         .describedBy = {F::reads_own_velocity, F::convention_counts_itself}},
        {.id = "not_normalized",
         .explanation = "the sum of the velocities is returned as it is: the recipe returns it with length 1",
         .tryThis = "make the sum a unit vector before returning it",
         .inWindow = "everyone snaps to one heading at once, and the `alignmentWeight` slider hardly matters",
         .table = tableWith(Task::Alignment, {.flock = &not_normalized::calculateAlignment}),
         .describedBy = {F::length_varies, F::count_grows, F::alignment_length_speed}},
        {.id = "averages_instead_of_normalizing",
         .explanation = "the velocities are averaged (divided by the count): the recipe makes the sum length 1 instead",
         .tryThis = "dividing by the count keeps the speed in it; a unit vector does not depend on speed",
         .table = tableWith(Task::Alignment, {.flock = &averages_instead_of_normalizing::calculateAlignment}),
         .describedBy = {F::length_varies, F::alignment_length_speed}},
        {.id = "wrong_sign",
         .explanation = "the force points against the neighbours' common heading, a minus sign too many",
         .tryThis = "look for a minus sign between the sum and the return",
         .inWindow = "no common heading ever forms: boids spread out and fly every which way",
         .table = tableWith(Task::Alignment, {.flock = &wrong_sign::calculateAlignment}),
         .describedBy = {F::opposite}},
        {.id = "steers_average_minus_own_velocity",
         .explanation = "your own velocity is subtracted from the average (Reynolds' steering, desired - velocity): "
                        "the kit's recipe returns only the direction the neighbours share",
         .tryThis = "leave self.velocity out; the framework does the steering",
         .table = tableWith(Task::Alignment, {.flock = &steers_average_minus_own_velocity::calculateAlignment}),
         .describedBy = {F::reads_own_velocity}},
        {.id = "sums_unit_headings",
         .explanation = "each neighbour's velocity is made length 1 before summing, so a slow neighbour counts as much "
                        "as a fast one: the recipe sums the velocities as they are",
         .tryThis = "normalize once, after the loop, not inside it",
         .table = tableWith(Task::Alignment, {.flock = &sums_unit_headings::calculateAlignment}),
         .describedBy = {{F::weights_are, "speed"}}},
        {.id = "normalizes_by_hand",
         .explanation = "the sum is divided by its own length, which is 0 / 0 (NaN) when the headings cancel or there "
                        "are no neighbours",
         .tryThis = "use normalized(), which keeps a zero vector zero",
         .table = tableWith(Task::Alignment, {.flock = &normalizes_by_hand::calculateAlignment}),
         .describedBy = {F::nan}},
        {.id = "strict_radius",
         .explanation = "neighbours exactly on the radius are skipped: every boid the framework passes is a neighbour",
         .tryThis = "the framework has already chosen the neighbours; use every one it gives you",
         .table = tableWith(Task::Alignment, {.flock = &strict_radius::calculateAlignment}),
         .describedBy = {F::strict_reach}},
        {.id = "points_toward_the_neighbours",
         .explanation = "the force points toward the neighbours' positions (that is cohesion, task 3): alignment "
                        "follows their velocities",
         .tryThis = "alignment reads other.velocity, not other.position",
         .table = tableWith(Task::Alignment, {.flock = &points_toward_the_neighbours::calculateAlignment}),
         .describedBy = {F::ignores_neighbour_velocity, F::reads_neighbour_position}},
    };
}

}  // namespace boids::catalog
