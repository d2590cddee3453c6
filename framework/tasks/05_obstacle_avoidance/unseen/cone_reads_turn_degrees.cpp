// Mistake: The cone test reads params.avoidTurnDegrees instead of params.obstacleConeDegrees, so the cone is as wide as the turn, whatever the cone is set to.
// Recipe: skip it unless |angle| < params.obstacleConeDegrees (strictly).
// Expect: Yours does not follow obstacleConeDegrees
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, toObstacle);
        if (!(std::fabs(angle) < params.avoidTurnDegrees)) continue;
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        avoid += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
