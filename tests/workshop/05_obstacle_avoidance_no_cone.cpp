// A learner's task 5 that forgets the cone: an obstacle beside or behind the boid within the look-ahead is avoided
// too. A case with one obstacle outside the cone then shows a force where the recipe has none; one with more obstacles,
// a force too long (an extra turn added). No failure may be said to be NaN, zero, a crash or a hang.
// Also: IgnoresAnObstacleBehind
// Never: NaN|yours is zero|crashed|never returned
#include <boids/tasks.h>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;  // the mistake: no obstacleConeDegrees test
        const float angle = signedAngle(self.velocity, toObstacle);
        const float turn = angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        avoid += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
