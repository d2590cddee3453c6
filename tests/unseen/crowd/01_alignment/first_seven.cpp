// Mistake: The headings are copied into a fixed array of 7 before they are added up, so a boid with more neighbours than that steers by its first 7 alone.
// Recipe: add every neighbour's velocity, however many neighbours there are.
// Expect: counts only the first 7 neighbours it is given
#include <boids/tasks.h>

#include <array>
#include <cstddef>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    std::array<Vec2, 7> headings{};  // "a boid never has more than a handful of neighbours"
    std::size_t kept = 0;
    for (const Boid& other : neighbors) {
        if (kept == headings.size()) break;
        headings[kept++] = other.velocity;
    }
    Vec2 sum{};
    for (std::size_t i = 0; i < kept; ++i) sum += headings[i];
    return normalized(sum);
}

}  // namespace boids
