// Mistake: rotates the vector toward the obstacle (toObstacle) instead of the boid's own velocity, so the avoiding direction depends on where the obstacle is.
// From: an outside tester, written from the README alone (second set).
// Expect: mistake=rotates_the_way_to_the_obstacle
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& o : obstacles) {
        Vec2 toObstacle = o.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        float angle = signedAngle(self.velocity, toObstacle);
        if (std::fabs(angle) >= params.obstacleConeDegrees) continue;
        float turn = angle > 0 ? -params.avoidTurnDegrees : +params.avoidTurnDegrees;
        avoid += normalized(rotated(toObstacle, turn)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
