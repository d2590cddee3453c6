// Mistake: The turned velocity is scaled by avoidStrength without being normalized first, so the force grows with the boid's speed instead of having length avoidStrength.
// Recipe: add normalized(rotated(self.velocity, turn)) * params.avoidStrength.
// Expect: mistake=not_normalized
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, toObstacle);
        if (!(std::fabs(angle) < params.obstacleConeDegrees)) continue;
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        avoid += rotated(self.velocity, turn) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
