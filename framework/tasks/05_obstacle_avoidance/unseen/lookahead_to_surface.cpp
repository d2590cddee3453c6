// Mistake: The look-ahead is measured to the obstacle's edge (distance minus radius) instead of to its centre, so large obstacles beyond the look-ahead are avoided too.
// Recipe: toObstacle = obstacle.center - self.position; skip it if length(toObstacle) > params.obstacleLookAhead.
// Expect: beyond obstacleLookAhead = 100
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) - obstacle.radius > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, toObstacle);
        if (!(std::fabs(angle) < params.obstacleConeDegrees)) continue;
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        avoid += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
