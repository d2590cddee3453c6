// Mistake: obstacleConeDegrees is taken as the cone's whole width, so the half-angle used is half of it.
// From: the kit's engineer, after the diagnosis was built, as a check of it (fourth set).
// Expect: when its direction is from -30 to 30 degrees
#include <cmath>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 total{};
    for (const Obstacle& o : obstacles) {
        const Vec2 to = o.center - self.position;
        if (length(to) > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, to);
        if (std::fabs(angle) >= params.obstacleConeDegrees / 2) continue;
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        total += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return total;
}

}  // namespace boids
