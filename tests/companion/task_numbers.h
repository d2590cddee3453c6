// What ./workshop says of a word that is no task's number, from tasks.txt's list (boids/task_list.h): for the
// tests of the argument rules, in the kit and in a kit that leaves a task out.
#pragma once

#include <initializer_list>
#include <string>

#include <gtest/gtest.h>

#include "kit.h"

namespace boids::companion::testing {

// What the refusal of a word that is no task's number says the numbers are: "from 1 to 6 (6 is the bonus)" for the
// kit's tasks.txt; where the list leaves a number out, each number ("of 1, 2, 4, 5, 6 (6 is the bonus)").
inline std::string taskNumbers() {
    std::string listed, bonus;
    bool consecutive = true;
    int previous = allTasks().front().number - 1;
    for (const Task& t : allTasks()) {
        listed += (listed.empty() ? "" : ", ") + std::to_string(t.number);
        consecutive &= t.number == previous + 1;
        previous = t.number;
        if (t.bonus) bonus = " (" + std::to_string(t.number) + " is the bonus)";
    }
    const std::string range = "from " + std::to_string(allTasks().front().number) + " to " + std::to_string(previous);
    return (consecutive ? range : "of " + listed) + bonus;
}

inline std::string taskNumberRefusal(const std::string& word) {
    return "expected a task number " + taskNumbers() + ", got '" + word + "'.";
}

// The first of `numbers` that tasks.txt has no task for, or 0.
inline int firstMissingTask(std::initializer_list<int> numbers) {
    for (int n : numbers) {
        if (!findTask(n)) return n;
    }
    return 0;
}

}  // namespace boids::companion::testing

// For a test written about the kit's own tasks by number: skipped, saying which is missing, in a kit whose tasks.txt
// leaves one out (tests/workshop/drop_task_test.sh).
#define BOIDS_SKIP_UNLESS_TASKS(...)                                                          \
    if (const int missing = ::boids::companion::testing::firstMissingTask({__VA_ARGS__}))      \
    GTEST_SKIP() << "tasks.txt has no task " << missing << ", which this test is about"
