// Mistake: rotated() returns the turned heading, and the code throws it away, adding the unturned heading instead.
// From: issue 51's reading of first failures: it was told to choose the turn from the obstacle's angle, which it does.
// Never says: try: choose the turn from the obstacle's angle
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
        Vec2 heading = self.velocity;
        rotated(heading, turn);  // the result is discarded
        avoid += normalized(heading) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
