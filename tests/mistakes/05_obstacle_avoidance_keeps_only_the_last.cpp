// Task 5 mistake: assigns each obstacle's turn instead of adding it, so only the last obstacle ahead counts.
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
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        avoid = normalized(rotated(self.velocity, turn)) * params.avoidStrength;  // the mistake: avoid +=
    }
    return avoid;
}

}  // namespace boids
