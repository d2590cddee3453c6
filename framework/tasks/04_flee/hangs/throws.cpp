// Task 4, kept exception: copies the predators into a vector and reads one past the end with at(), which throws
// std::out_of_range.
// Expect: threw an exception: std::out_of_range: at\(\) was given an index past the end
#include <boids/tasks.h>

#include <vector>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    const std::vector<Vec2> all(predators.begin(), predators.end());
    Vec2 away{};
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (distance(self.position, all.at(i)) <= params.fleeRadius) away += self.position - all.at(i + 1);
    }
    return normalized(away) * params.fleeStrength;
}

}  // namespace boids
