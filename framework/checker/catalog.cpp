// The catalog's index: each task's entries, from its folder's mistakes.cpp (framework/tasks/STEM/mistakes.cpp).
#include "catalog.h"

#include <boids/task_list.h>  // generated from tasks.txt: BOIDS_TASK_LIST

namespace boids::catalog {

#define BOIDS_DECLARE_MISTAKES(n, name, stem, kind, function, ...) std::vector<KnownMistake> function##Mistakes();
BOIDS_TASK_LIST(BOIDS_DECLARE_MISTAKES)
#undef BOIDS_DECLARE_MISTAKES

std::vector<KnownMistake> mistakesFor(Task task) {
    if (!isListed(task)) return {};
#define BOIDS_MISTAKES_OF(n, name, stem, kind, function, ...) \
    if (info(task).number == n) return function##Mistakes();
    BOIDS_TASK_LIST(BOIDS_MISTAKES_OF)
#undef BOIDS_MISTAKES_OF
    return {};
}

}  // namespace boids::catalog
