// The catalog's index: each task's entries, from its file of tasks.txt's stem (STEM_catalog.cpp).
#include "catalog.h"

namespace boids::catalog {

std::vector<KnownMistake> mistakesFor(Task task) {
    if (!isListed(task)) return {};
#define BOIDS_MISTAKES_OF(n, name, stem, kind, function, ...) \
    if (info(task).number == n) return function##Mistakes();
    BOIDS_TASK_LIST(BOIDS_MISTAKES_OF)
#undef BOIDS_MISTAKES_OF
    return {};
}

}  // namespace boids::catalog
