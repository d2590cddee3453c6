// Task 1, reference: alignment steers a boid toward the heading its neighbours share.
#include <boids/tasks.h>

namespace boids {

// [slide:alignment]
Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    Vec2 heading{};
    for (const Boid& other : neighbors) heading += other.velocity;
    return normalized(heading);  // zero when alone or when the headings cancel
}
// [/slide:alignment]

}  // namespace boids
