// Mistake: Every obstacle ahead turns the boid clockwise by avoidTurnDegrees, dead ahead included; the side is never looked at.
// Recipe: For each obstacle within lookahead and cone, turn self.velocity away from the obstacle's side (left when dead ahead), normalize, times params.avoidStrength, and add.
// Expect: wherever the obstacle lies
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 steer{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        if (std::fabs(signedAngle(self.velocity, toObstacle)) >= params.obstacleConeDegrees) continue;
        steer += normalized(rotated(self.velocity, -params.avoidTurnDegrees)) * params.avoidStrength;
    }
    return steer;
}

}  // namespace boids
