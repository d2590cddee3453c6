// A learner's task 1 that averages the headings (sum divided by count) where the recipe normalises the sum: issue 40's
// first example. IgnoresItsOwnHeading fails here only on length (its direction is right), and "Also failing" says so.
// Also: \(length\):[^:]*IgnoresItsOwnHeading|IgnoresItsOwnHeading: right direction, but length
// Never: IgnoresItsOwnHeading: [^\n]*(direction|own heading|zero)
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return heading / float(neighbors.size());  // the mistake: normalized(heading) has length 1
}

}  // namespace boids
