// Task 5 mistake: uses the defaults 100, 60, 60 and 5 instead of the four avoidance parameters.
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > 100) continue;  // the mistake: params.obstacleLookAhead
        const float angle = signedAngle(self.velocity, toObstacle);
        if (std::fabs(angle) >= 60) continue;  // the mistake: params.obstacleConeDegrees
        const float turn = angle > 0 ? -60.0f : 60.0f;  // the mistake: params.avoidTurnDegrees
        avoid += normalized(rotated(self.velocity, turn)) * 5;  // the mistake: params.avoidStrength
    }
    return avoid;
}

}  // namespace boids
