// Task 5, kept crash: shares the strength out per obstacle in range with an integer division, which divides by
// zero when no obstacle is in range.
// Expect: an integer divided by zero|division by zero
// On Windows: ObstacleAvoidance\.ReturnsZeroWithNoObstacles
#include <boids/tasks.h>

#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    int inRange = 0;
    Vec2 steer{};
    for (const Obstacle& o : obstacles) {
        const Vec2 to = o.center - self.position;
        if (length(to) > params.obstacleLookAhead) continue;
        ++inRange;
        const float side = signedAngle(self.velocity, to) > 0 ? -1.0f : 1.0f;
        steer += rotated(self.velocity, side * params.avoidTurnDegrees);
    }
    const int percentEach = 100 / inRange;
    return normalized(steer) * (params.avoidStrength * float(percentEach * inRange) / 100);
}

}  // namespace boids
