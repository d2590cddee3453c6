// The catalog's index: each task's entries by task number.
#include "catalog.h"

namespace boids::catalog {

std::vector<KnownMistake> mistakesFor(int task) {
    switch (task) {
        case 1: return alignmentMistakes();
        case 2: return separationMistakes();
        case 3: return cohesionMistakes();
        case 4: return fleeMistakes();
        case 5: return obstacleAvoidMistakes();
        case 6: return gridMistakes();
    }
    return {};
}

}  // namespace boids::catalog
