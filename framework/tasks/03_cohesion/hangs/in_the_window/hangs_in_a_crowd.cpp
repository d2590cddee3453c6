// Task 3, kept hang that passes every check: a loop that forgets to move on past the 49th neighbour, which no check
// case has (the crowded one has 48) but a dense flock does. The window's watchdog must end it, naming task 3
// (tests/app/e2e.cmake).
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    std::size_t i = 0;
    while (i < neighbors.size()) {
        center += neighbors[i].position;
        if (i != 48) ++i;
    }
    center /= float(neighbors.size());
    return normalized(center - self.position);
}

}  // namespace boids
