// Mistake: Reynolds' steering form, as tutorials write it: the desired velocity (the neighbours' heading at
// params.maxSpeed) minus the boid's own, limited to a maximum force. The kit's recipe asks for the heading alone.
// From: issue 51's conventions: it was told to use another parameter where it uses params.maxSpeed.
// Never says: where you use params.maxSpeed
// Expect: steering form
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.velocity;
    const Vec2 desired = normalized(sum) * params.maxSpeed;
    Vec2 steer = desired - self.velocity;
    const float maxForce = 0.05f;
    if (length(steer) > maxForce) steer = normalized(steer) * maxForce;
    return steer;
}

}  // namespace boids
