// Mistake: The cone test uses <=, so an obstacle exactly on the edge of the cone is avoided although only directions strictly inside count.
// Recipe: skip it unless |angle| < params.obstacleConeDegrees (strictly).
// Expect: on the cone.s edge; the recipe avoids only those strictly within
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, toObstacle);
        if (std::fabs(angle) > params.obstacleConeDegrees) continue;
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        avoid += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
