// Task 4, a correct flee in another style: double precision throughout, with a lambda that says who is in range.
#include <cmath>

#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    auto near = [&](Vec2 p) { return std::hypot(double(p.x) - self.position.x, double(p.y) - self.position.y) <= params.fleeRadius; };
    double x = 0, y = 0;
    for (const Vec2 p : predators) {
        if (!near(p)) continue;
        x += double(self.position.x) - p.x;
        y += double(self.position.y) - p.y;
    }
    const double len = std::hypot(x, y);
    return len > 0 ? Vec2{float(x / len * params.fleeStrength), float(y / len * params.fleeStrength)} : Vec2{};
}

}  // namespace boids
