// Learner's file: loops that forget ++i, one on three lines and one on a single line.
#include <boids/tasks.h>

namespace boids {

float sumSpeeds(std::span<const Boid> boids) {
    float total = 0;
    std::size_t i = 0;
    while (i < boids.size()) {
        total += length(boids[i].velocity);
    }
    return total;
}

float sumSpeedsOnOneLine(std::span<const Boid> boids) {
    float total = 0;
    std::size_t i = 0;
    while (i < boids.size()) { total += length(boids[i].velocity); }
    return total;
}

}  // namespace boids
