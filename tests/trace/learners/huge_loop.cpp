// Learner's file: a loop over 100000 items.
#include <boids/tasks.h>

namespace boids {

float totalSpeed(const std::vector<Boid>& boids) {
    float total = 0;
    for (std::size_t i = 0; i < boids.size(); ++i) {
        total += length(boids[i].velocity);
    }
    return total;
}

}  // namespace boids
