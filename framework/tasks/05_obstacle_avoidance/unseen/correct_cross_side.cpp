// Correct: the side from the sign of cross() (>= 0 treated as "not right of me" -> turn right only when strictly left), the look-ahead with squared lengths, and an index loop.
// From: an outside tester, written from the README alone (third set).
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    const float look2 = params.obstacleLookAhead * params.obstacleLookAhead;
    Vec2 total{};
    for (std::size_t i = 0; i < obstacles.size(); ++i) {
        const Vec2 to = obstacles[i].center - self.position;
        if (lengthSquared(to) > look2) continue;
        if (std::fabs(signedAngle(self.velocity, to)) >= params.obstacleConeDegrees) continue;
        const bool onLeft = cross(self.velocity, to) > 0.0f;
        const Vec2 heading = rotated(self.velocity, onLeft ? -params.avoidTurnDegrees : params.avoidTurnDegrees);
        total = total + params.avoidStrength * normalized(heading);
    }
    return total;
}

}  // namespace boids
