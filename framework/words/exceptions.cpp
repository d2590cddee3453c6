// The words of a learner's function that threw, as a check's failure begins (boids/checks.h). Compiled by
// boids::checks (framework/checks/).
#include "boids/checks.h"

#include <new>
#include <stdexcept>

#include <fmt/format.h>

namespace boids {

namespace {

// What an exception usually means in a force, by its type.
std::string aboutException(const std::exception& e) {
    if (dynamic_cast<const std::out_of_range*>(&e)) {
        return "std::out_of_range: at() was given an index past the end (the last valid index is size() - 1)";
    }
    if (dynamic_cast<const std::length_error*>(&e)) return "std::length_error: a size too large for a container";
    if (dynamic_cast<const std::bad_alloc*>(&e)) return "std::bad_alloc: more memory asked for than there is";
    if (dynamic_cast<const std::logic_error*>(&e)) return "a std::logic_error";
    if (dynamic_cast<const std::runtime_error*>(&e)) return "a std::runtime_error";
    return "a std::exception";
}

}  // namespace

std::string threwLines(Task task, const std::exception& e) {
    const TaskInfo t = info(task);
    return fmt::format("Task {} {}: your {} threw an exception: {}.\n  what(): {}\n", t.number, t.name, t.function,
                       aboutException(e), e.what());
}

std::string threwLines(Task task) {
    const TaskInfo t = info(task);
    return fmt::format("Task {} {}: your {} threw something that is not a std::exception.\n", t.number, t.name,
                       t.function);
}

}  // namespace boids
