// Task 5 mistake: turns the velocity with std::cos and std::sin of the angle in degrees, which take radians.
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
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        const float c = std::cos(turn);  // the mistake: std::cos(radians(turn)), or rotated(v, turn)
        const float s = std::sin(turn);
        const Vec2 v = self.velocity;
        avoid += normalized(Vec2{v.x * c - v.y * s, v.x * s + v.y * c}) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
