// The words of a force the step rejected (boids/simulation.h: describe) and of a learner's grid that threw, as the
// window shows them. Compiled by boids::core (framework/core/).
#include "boids/simulation.h"
#include "words/faults.h"

#include <fmt/format.h>

namespace boids {

std::string describe(Task task, const TaskFaults& faults, std::string_view when) {
    const TaskInfo t = info(task);
    const std::string who = fmt::format("Task {} {}", t.number, t.name);
    const std::string boids = fmt::format("{} boid{}{}{}", faults.count, faults.count == 1 ? "" : "s",
                                          when.empty() ? "" : " ", when);
    switch (faults.first) {
        case ForceFault::None: return {};
        case ForceFault::NotANumber:
            return fmt::format("{} returned NaN for {}: did you divide by zero (no neighbours, a zero length)?", who,
                               boids);
        case ForceFault::Infinite:
            return fmt::format("{} returned infinity for {}: did you divide by a distance of zero?", who, boids);
        case ForceFault::Threw:
            return fmt::format("{} threw for {}: {}", who, boids, faults.message);
    }
    return {};
}

std::string words::gridThrew(const char* what) {
    const std::string who = fmt::format("Task {} {}", info(kGridTask).number, info(kGridTask).name);
    const std::string fault = what ? who + " threw an exception: " + what
                                   : who + " threw something that is not a std::exception";
    return fault + "; this step used brute force instead.";
}

}  // namespace boids
