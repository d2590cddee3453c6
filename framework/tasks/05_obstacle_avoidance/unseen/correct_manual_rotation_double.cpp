// Correct: rotation written by hand in double precision (cos/sin), side picked with a sign variable, std::for_each with a lambda.
// From: an outside tester, written from the README alone (second set).
#include <boids/tasks.h>

#include <algorithm>
#include <cmath>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 total{};
    std::for_each(obstacles.begin(), obstacles.end(), [&](const Obstacle& ob) {
        const Vec2 toObstacle = ob.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) return;
        const float angle = signedAngle(self.velocity, toObstacle);
        if (!(std::fabs(angle) < params.obstacleConeDegrees)) return;
        const double side = angle > 0.0f ? -1.0 : 1.0;  // left obstacle: turn right (clockwise)
        const double t = side * static_cast<double>(params.avoidTurnDegrees) * 3.14159265358979323846 / 180.0;
        const double c = std::cos(t), s = std::sin(t);
        const double vx = self.velocity.x, vy = self.velocity.y;
        const double rx = vx * c - vy * s, ry = vx * s + vy * c;
        const double len = std::sqrt(rx * rx + ry * ry);
        if (len == 0.0) return;
        total += Vec2{static_cast<float>(rx / len * params.avoidStrength),
                      static_cast<float>(ry / len * params.avoidStrength)};
    });
    return total;
}

}  // namespace boids
