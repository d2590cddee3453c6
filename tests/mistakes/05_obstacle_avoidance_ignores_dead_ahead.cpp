// Task 5 mistake: turns only when the angle is positive or negative, so an obstacle dead ahead is never avoided.
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, toObstacle);
        if (std::fabs(angle) >= params.obstacleConeDegrees) continue;
        // The mistake: angle == 0 matches neither branch; the recipe turns left (counter-clockwise) then.
        if (angle > 0) avoid += normalized(rotated(self.velocity, -params.avoidTurnDegrees)) * params.avoidStrength;
        else if (angle < 0) avoid += normalized(rotated(self.velocity, params.avoidTurnDegrees)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
