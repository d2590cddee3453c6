// Mistake: The angle is stored in an int, which rounds it toward zero, so an obstacle less than a degree to the left counts as dead ahead and the boid turns left, toward it.
// Recipe: angle = signedAngle(self.velocity, toObstacle) ... turn = -params.avoidTurnDegrees when angle > 0, otherwise +params.avoidTurnDegrees.
// Expect: Yours counts whole degrees: is the angle stored in an int\?
#include <boids/tasks.h>

#include <cstdlib>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        const int angle = signedAngle(self.velocity, toObstacle);
        if (!(std::abs(angle) < params.obstacleConeDegrees)) continue;
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        avoid += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
