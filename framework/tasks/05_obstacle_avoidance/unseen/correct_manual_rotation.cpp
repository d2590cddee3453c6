// Correct: the rotation written out with std::cos and std::sin of radians(turn), and the heading normalized first
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    const Vec2 heading = normalized(self.velocity);
    Vec2 sum{};
    for (const Obstacle& o : obstacles) {
        const Vec2 to = o.center - self.position;
        if (length(to) > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, to);
        if (!(std::fabs(angle) < params.obstacleConeDegrees)) continue;
        const float turn = (angle > 0 ? -1.0f : 1.0f) * params.avoidTurnDegrees;
        const float c = std::cos(radians(turn));
        const float s = std::sin(radians(turn));
        const Vec2 turned{heading.x * c - heading.y * s, heading.x * s + heading.y * c};
        sum += normalized(turned) * params.avoidStrength;
    }
    return sum;
}

}  // namespace boids
