#include <cstdio>

#include "vec2_like.h"

namespace boids {
int countLevels(const Boid& boid, int level);
}

int main() {
    const boids::Boid boid{{1, 2}, {3, 4}};
    std::printf("levels %d\n", boids::countLevels(boid, 0));
    return 0;
}
