// Mistake: The return statement sits inside the loop, so the function returns after the first neighbour and ignores the rest.
// Recipe: Add up the neighbours' velocities and return the sum normalized to length 1.
// Expect: Only the first neighbour counts in yours
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 sum{};
    for (const Boid& other : neighbors) {
        sum += other.velocity;
        return normalized(sum);
    }
    return sum;
}

}  // namespace boids
