// Learner's file: reads one past the end of a std::vector (built with -D_GLIBCXX_ASSERTIONS: abort), and writes
// through a null pointer (SIGSEGV).
#include "vec2_like.h"

namespace boids {

float sumPastTheEnd(const std::vector<Boid>& neighbors) {
    float sum = 0;
    for (std::size_t i = 0; i <= neighbors.size(); ++i) {
        sum += neighbors[i].velocity.x;
    }
    return sum;
}

void writeThroughNull(std::vector<Boid>& boids) {
    Boid* target = nullptr;
    for (Boid& b : boids) {
        if (b.species == 7) target = &b;
    }
    target->velocity.x = 1.0f;
}

}  // namespace boids
