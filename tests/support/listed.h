// For a test about some of the kit's own tasks (Task::Cohesion and the like): skipped, saying which task is missing,
// in a kit whose tasks.txt leaves one of them out (tests/workshop/drop_task_test.sh builds such a kit). A test about
// every task takes its list from tasks() instead, and runs in every kit.
#pragma once

#include <initializer_list>

#include <gtest/gtest.h>

#include <boids/tasks.h>

namespace boids::listed {

// The first of `tasks` that tasks.txt does not list, if any.
inline const char* firstUnlisted(std::initializer_list<Task> tasks) {
    constexpr const char* names[] = {"Alignment", "Separation", "Cohesion", "Flee", "ObstacleAvoid", "SpatialGrid"};
    for (Task task : tasks) {
        if (!isListed(task)) return std::size_t(task) < std::size(names) ? names[std::size_t(task)] : "an added task";
    }
    return nullptr;
}

}  // namespace boids::listed

#define BOIDS_SKIP_UNLESS_LISTED(...)                                                                  \
    if (const char* missing = ::boids::listed::firstUnlisted({__VA_ARGS__}))                          \
    GTEST_SKIP() << "tasks.txt leaves out Task::" << missing << ", which this test is about"
