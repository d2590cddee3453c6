// Calls the learner's writeThroughNull on two boids, neither of the species it looks for.
#include <boids/tasks.h>

namespace boids {
void writeThroughNull(std::vector<Boid>& boids);
}

int main() {
    std::vector<boids::Boid> boids{{{1, 0}, {0, 1}}, {{0, 1}, {3, 4}}};
    boids::writeThroughNull(boids);
    return 0;
}
