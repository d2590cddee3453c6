// Mistake: The turn is converted to radians before it is passed to rotated(), which takes degrees, so the boid turns about 1 degree instead of 60.
// Recipe: add normalized(rotated(self.velocity, turn)) * params.avoidStrength, with turn = -params.avoidTurnDegrees or +params.avoidTurnDegrees.
// Expect: mistake=radians_given_to_rotated
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
        avoid += normalized(rotated(self.velocity, radians(turn))) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
