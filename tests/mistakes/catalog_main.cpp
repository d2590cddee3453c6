// The main of task BOIDS_TEST_TASK's known-mistakes program: the task's checks, run against the catalog entry
// named by --mistake=ID (each task's mistakes.cpp) in the learner's place. CI runs it once per entry (check_named.cmake).
#include <cstdio>
#include <cstring>
#include <string_view>

#include <boids/task_registry.h>

#include "catalog.h"
#include "grid_harness.h"
#include "task_harness.h"

#ifndef BOIDS_TEST_TASK
#error "Define BOIDS_TEST_TASK as the task number (1-6) this program checks."
#endif

int main(int argc, char** argv) {
    using namespace boids;
    std::string_view id;
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], "--mistake=", 10) == 0) {
            id = argv[i] + 10;
            for (int k = i; k < argc - 1; ++k) argv[k] = argv[k + 1];
            --argc;
            break;
        }
    }
    constexpr Task kTask = registry::taskNumbered(BOIDS_TEST_TASK);
    for (const catalog::KnownMistake& mistake : catalog::mistakesFor(kTask)) {
        if (mistake.id != id) continue;
        if constexpr (kTask == kGridTask) return runGridChecks(mistake.table, argc, argv);
        else return runTaskChecks(kTask, mistake.table, argc, argv);
    }
    std::fprintf(stderr, "usage: %s --mistake=ID [GoogleTest flags]; task %d's IDs:\n", argv[0], BOIDS_TEST_TASK);
    for (const catalog::KnownMistake& mistake : catalog::mistakesFor(kTask)) {
        std::fprintf(stderr, "  %.*s\n", int(mistake.id.size()), mistake.id.data());
    }
    return 2;
}
