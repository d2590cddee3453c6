// Task 5, a correct obstacle avoidance in another style: counts the obstacles on each side, then adds the turns.
#include <cmath>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    int onTheLeft = 0, onTheRight = 0;  // dead ahead counts as on the right: the boid turns left
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 to = obstacle.center - self.position;
        const float angle = signedAngle(self.velocity, to);
        const bool ahead = length(to) <= params.obstacleLookAhead && std::fabs(angle) < params.obstacleConeDegrees;
        if (ahead && angle > 0) ++onTheLeft;
        if (ahead && angle <= 0) ++onTheRight;
    }
    const Vec2 right = normalized(rotated(self.velocity, -params.avoidTurnDegrees)) * params.avoidStrength;
    const Vec2 left = normalized(rotated(self.velocity, params.avoidTurnDegrees)) * params.avoidStrength;
    return right * float(onTheLeft) + left * float(onTheRight);
}

}  // namespace boids
