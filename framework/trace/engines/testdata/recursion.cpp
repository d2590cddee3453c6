// Learner's file: a recursion that never reaches its end.
#include "vec2_like.h"

namespace boids {

int countLevels(const Boid& boid, int level) {
    if (level < 0) return level;
    return countLevels(boid, level + 1);
}

}  // namespace boids
