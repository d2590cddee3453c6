// Mistake: Each obstacle's force is assigned with = instead of added with +=, so only the last obstacle ahead counts and two obstacles do not give two turns.
// Recipe: add normalized(rotated(self.velocity, turn)) * params.avoidStrength. Return the sum.
// Expect: mistake=keeps_only_the_last
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
        avoid = normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
