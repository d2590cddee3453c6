#include <cstdio>

#include <boids/tasks.h>

namespace boids {
float slowestSpeed(std::vector<Boid>& boids);
}

int main() {
    std::vector<boids::Boid> boids{{{0, 0}, {3, 4}}, {{1, 1}, {1, 0}}, {{2, 2}, {0, 2}}};
    std::printf("slowest %g\n", boids::slowestSpeed(boids));
    return 0;
}
