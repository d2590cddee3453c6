// forever [oneline]: calls the learner's loop that never ends.
#include <cstdio>
#include <cstring>

#include <boids/tasks.h>

namespace boids {
float sumSpeeds(std::span<const Boid> boids);
float sumSpeedsOnOneLine(std::span<const Boid> boids);
}

int main(int argc, char** argv) {
    using namespace boids;
    const std::vector<Boid> boids{{{1, 0}, {0, 1}}, {{0, 1}, {3, 4}}};
    const bool oneLine = argc > 1 && std::strcmp(argv[1], "oneline") == 0;
    const float total = oneLine ? sumSpeedsOnOneLine(boids) : sumSpeeds(boids);
    std::printf("total %g\n", total);
    return 0;
}
