// Task 1, kept crash that passes every check: keeps the first 48 headings in a fixed array and writes past its end
// for the 49th, which no check case has (the crowded one has 48) but a dense flock does. The window must name task 1
// as it ends.
#include <boids/tasks.h>

#include <array>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    std::array<Vec2, 48> headings{};
    for (std::size_t i = 0; i < neighbors.size(); ++i) headings[i] = neighbors[i].velocity;
    Vec2 sum{};
    for (const Vec2& heading : headings) sum += heading;
    return normalized(sum);
}

}  // namespace boids
