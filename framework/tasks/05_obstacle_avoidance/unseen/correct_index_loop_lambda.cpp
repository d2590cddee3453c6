// Correct: an index loop with early continues and a helper lambda that picks the turn
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    const auto turnFor = [&](float angle) {
        if (angle > 0) return -params.avoidTurnDegrees;
        return params.avoidTurnDegrees;
    };
    Vec2 result{};
    for (std::size_t i = 0; i < obstacles.size(); ++i) {
        const Vec2 toObstacle = obstacles[i].center - self.position;
        const float dist = length(toObstacle);
        if (dist > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, toObstacle);
        const bool ahead = std::fabs(angle) < params.obstacleConeDegrees;
        if (!ahead) continue;
        const Vec2 steer = rotated(self.velocity, turnFor(angle));
        result = result + params.avoidStrength * normalized(steer);
    }
    return result;
}

}  // namespace boids
