// Mistake: The turn's sign is swapped, so an obstacle on the left turns the boid further left, into the obstacle, instead of away from it.
// Recipe: Turn away from its side: turn = -params.avoidTurnDegrees when angle > 0, otherwise +params.avoidTurnDegrees.
// Expect: mistake=turns_toward_the_obstacle
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
        const float turn = angle >= 0 ? params.avoidTurnDegrees : -params.avoidTurnDegrees;
        avoid += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
