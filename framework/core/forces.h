// Calling one task's force as step() does: with what its kind reads, a bad force (NaN, infinity, an exception)
// turned into zero and recorded. Inline, so that the step's loops call the task directly. Private to framework/core/.
#pragma once

#include <cmath>
#include <cstddef>
#include <exception>
#include <span>
#include <string>
#include <utility>

#include "boids/simulation.h"

namespace boids::detail {

// Calls the function of task kTasks[k]; a NaN, an infinity or an exception becomes zero and is recorded.
template <class Fn, class Items>
inline Vec2 guarded(std::size_t k, Fn fn, const Boid& self, Items items, const Params& params, StepReport* report,
             std::size_t who) {
    ForceFault fault = ForceFault::None;
    std::string message;
    Vec2 force;
    TaskProbe* probe = report ? report->probe : nullptr;
    if (probe) probe->enterAt(report->lane, k);
    try {
        force = fn(self, items, params);
        if (std::isnan(force.x) || std::isnan(force.y)) fault = ForceFault::NotANumber;
        else if (!isFinite(force)) fault = ForceFault::Infinite;
    } catch (const std::exception& e) {
        fault = ForceFault::Threw;
        message = e.what();
    } catch (...) {
        fault = ForceFault::Threw;
        message = "an exception that is not a std::exception";
    }
    if (probe) probe->leave(report->lane);
    if (fault == ForceFault::None) return force;
    if (report) {
        TaskFaults& faults = report->faults[k];
        if (faults.count++ == 0 || who < faults.firstBoid) {
            faults.first = fault;
            faults.message = std::move(message);
            faults.firstBoid = who;
        }
    }
    return {};
}

// What a task's force is multiplied by (TaskInfo::weight): 1 for a force added as it is.
inline float weightOf(const TaskInfo& task, const Params& params) {
    return task.weight ? params.*task.weight : 1.0f;
}

// Calls kTasks[k]'s function, `fn`, with what its kind reads, through guarded(); zero when the table has none.
inline Vec2 forceOf(std::size_t k, const TaskFunction& fn, const Boid& self, std::span<const Boid> neighbors,
             std::span<const Vec2> predators, std::span<const Obstacle> obstacles, const Params& params,
             StepReport* report, std::size_t who) {
    if (fn.flock) return guarded(k, fn.flock, self, neighbors, params, report, who);
    if (fn.predators) return guarded(k, fn.predators, self, predators, params, report, who);
    if (fn.obstacles) return guarded(k, fn.obstacles, self, obstacles, params, report, who);
    return {};
}

}  // namespace boids::detail
