// Mistake: Every obstacle ahead turns the boid counter-clockwise by avoidTurnDegrees; the obstacle's side is never looked at.
// Recipe: For each obstacle within lookahead and cone, turn self.velocity away from the obstacle's side (left when dead ahead), normalize, times params.avoidStrength, and add.
// Expect: wherever the obstacle lies
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 total{};
    for (const Obstacle& o : obstacles) {
        const Vec2 to = o.center - self.position;
        if (length(to) > params.obstacleLookAhead) continue;
        if (std::fabs(signedAngle(self.velocity, to)) >= params.obstacleConeDegrees) continue;
        total += normalized(rotated(self.velocity, params.avoidTurnDegrees)) * params.avoidStrength;
    }
    return total;
}

}  // namespace boids
