// crash abort|segv
#include <cstdio>
#include <cstring>

#include "vec2_like.h"

namespace boids {
float sumPastTheEnd(const std::vector<Boid>& neighbors);
void writeThroughNull(std::vector<Boid>& boids);
}

int main(int argc, char** argv) {
    using namespace boids;
    std::vector<Boid> boids{{{1, 0}, {0, 1}}, {{0, 1}, {3, 4}}};
    if (argc > 1 && std::strcmp(argv[1], "segv") == 0) {
        writeThroughNull(boids);
    } else {
        std::printf("sum %g\n", sumPastTheEnd(boids));
    }
    return 0;
}
