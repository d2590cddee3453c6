// Mistake: pushes straight away from each obstacle in the cone, instead of turning the boid's velocity by avoidTurnDegrees.
// Recipe: For each obstacle within lookahead and cone, turn self.velocity away from the obstacle's side (left when dead ahead), normalize, times params.avoidStrength, and add.
// Expect: Yours does not follow avoidTurnDegrees
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, toObstacle);
        if (std::fabs(angle) >= params.obstacleConeDegrees) continue;
        avoid += normalized(self.position - obstacle.center) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
