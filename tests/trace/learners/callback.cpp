// Learner's file: a comparison of the learner's own that the C library calls back (qsort): the stack between it and
// the traced function goes through a shared library.
#include <cstdlib>

#include <boids/tasks.h>

namespace boids {

namespace {

int bySpeed(const void* a, const void* b) {
    const float sa = lengthSquared(static_cast<const Boid*>(a)->velocity);
    const float sb = lengthSquared(static_cast<const Boid*>(b)->velocity);
    return (sa > sb) - (sa < sb);
}

}  // namespace

float slowestSpeed(std::vector<Boid>& boids) {
    std::qsort(boids.data(), boids.size(), sizeof(Boid), bySpeed);
    const float slowest = length(boids.front().velocity);
    return slowest;
}

}  // namespace boids
