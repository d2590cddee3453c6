// Task 5, a correct obstacle avoidance in another style: the side from the cross product and the cone from the
// cosine, with no angle in degrees except the turn.
#include <cmath>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    const float speed = length(self.velocity);
    if (speed == 0) return {};
    const float coneCosine = std::cos(radians(params.obstacleConeDegrees));
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 to = obstacle.center - self.position;
        const float d = length(to);
        if (d > params.obstacleLookAhead) continue;
        if (d == 0) {  // on the obstacle's centre: signedAngle() gives 0 there, so the recipe turns left
            avoid += normalized(rotated(self.velocity, params.avoidTurnDegrees)) * params.avoidStrength;
            continue;
        }
        if (dot(self.velocity, to) / (speed * d) <= coneCosine) continue;  // on or outside the cone's edge
        const float side = cross(self.velocity, to);                       // > 0: on the left
        const float turn = side > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        avoid += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}

}  // namespace boids
