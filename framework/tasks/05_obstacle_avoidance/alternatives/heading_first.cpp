// Task 5, a correct obstacle avoidance in another style: the two possible turns worked out once, before the loop.
#include <cmath>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    const Vec2 heading = normalized(self.velocity);
    const Vec2 turnLeft = rotated(heading, params.avoidTurnDegrees) * params.avoidStrength;
    const Vec2 turnRight = rotated(heading, -params.avoidTurnDegrees) * params.avoidStrength;
    Vec2 avoid{};
    for (std::size_t i = 0; i < obstacles.size(); ++i) {
        const Vec2 to = obstacles[i].center - self.position;
        if (length(to) > params.obstacleLookAhead) continue;
        const float angle = signedAngle(heading, to);
        if (!(std::fabs(angle) < params.obstacleConeDegrees)) continue;
        avoid += angle > 0 ? turnRight : turnLeft;
    }
    return avoid;
}

}  // namespace boids
