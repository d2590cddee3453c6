#include <cstdio>

#include <boids/tasks.h>

namespace boids {
float totalSpeed(const std::vector<Boid>& boids);
}

int main() {
    std::vector<boids::Boid> boids(100000, boids::Boid{{1, 2}, {3, 4}});
    std::printf("total %g\n", boids::totalSpeed(boids));
    return 0;
}
