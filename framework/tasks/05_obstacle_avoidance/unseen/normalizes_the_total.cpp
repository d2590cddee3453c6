// Mistake: sums the turned unit headings and then normalizes the total once and scales it by avoidStrength, so two obstacles give length 5 instead of adding up.
// From: an outside tester, written from the README alone (second set).
// Expect: mistake=normalizes_the_sum
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 steer{};
    for (const Obstacle& obstacle : obstacles) {
        Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        float angle = signedAngle(self.velocity, toObstacle);
        if (std::fabs(angle) >= params.obstacleConeDegrees) continue;
        float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        steer += normalized(rotated(self.velocity, turn));
    }
    return normalized(steer) * params.avoidStrength;
}

}  // namespace boids
