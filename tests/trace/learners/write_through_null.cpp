// Learner's file: writes through a null pointer (SIGSEGV) when no boid is of the species it looks for.
#include <boids/tasks.h>

namespace boids {

void writeThroughNull(std::vector<Boid>& boids) {
    Boid* target = nullptr;
    for (Boid& b : boids) {
        if (b.species == 7) target = &b;
    }
    target->velocity.x = 1.0f;
}

}  // namespace boids
