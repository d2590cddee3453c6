// Task 5 mistake: measures the angle to the vector from the obstacle to self (self - center), so it looks behind.
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = self.position - obstacle.center;  // the mistake: obstacle.center - self.position
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, toObstacle);
        if (std::fabs(angle) >= params.obstacleConeDegrees) continue;
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        avoid += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
