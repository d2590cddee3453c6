// Task 5, reference: turn away from obstacles that lie ahead, inside the look-ahead distance.
#include <boids/tasks.h>

#include <cmath>

namespace boids {

// [slide:obstacle]
Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, toObstacle);  // > 0: obstacle on the left
        if (std::fabs(angle) >= params.obstacleConeDegrees) continue;
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;  // dead ahead: left
        avoid += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;  // a boid with no velocity has no heading: rotated() and normalized() keep it zero
}
// [/slide:obstacle]

}  // namespace boids
