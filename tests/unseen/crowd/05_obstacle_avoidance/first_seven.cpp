// Mistake: A while loop looks at the obstacles one by one and stops after 7 of them, within reach or not, so a boid among more obstacles than that ignores the rest.
// Recipe: every obstacle ahead within the look-ahead adds its turn, however many there are.
// Expect: counts only the first 7 obstacles it is given
#include <boids/tasks.h>

#include <cmath>
#include <cstddef>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 steer{};
    std::size_t looked = 0;
    while (looked < obstacles.size() && looked < 7) {
        const Obstacle& o = obstacles[looked++];
        const Vec2 ahead = o.center - self.position;
        if (length(ahead) > params.obstacleLookAhead) continue;
        const float side = signedAngle(self.velocity, ahead);
        if (std::fabs(side) >= params.obstacleConeDegrees) continue;
        const float degrees = side > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        steer += normalized(rotated(self.velocity, degrees)) * params.avoidStrength;
    }
    return steer;
}

}  // namespace boids
