// Mistake: Only the nearest obstacle ahead is steered from: the loop keeps the smallest distance and its turn, and the others are never added.
// Recipe: For each obstacle within lookahead and cone, add normalized(rotated(self.velocity, turn)) * params.avoidStrength. Return the sum.
// Expect: Only the nearest obstacle counts in yours
#include <boids/tasks.h>

#include <cmath>
#include <limits>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    float nearest = std::numeric_limits<float>::max();
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        const float d = length(toObstacle);
        const float angle = signedAngle(self.velocity, toObstacle);
        if (d > params.obstacleLookAhead || std::fabs(angle) >= params.obstacleConeDegrees || d >= nearest) continue;
        nearest = d;
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        avoid = normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
