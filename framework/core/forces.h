// Calling the tasks' forces as step() does: each with what its kind reads, a bad force (NaN, infinity, an exception)
// turned into zero and recorded, and their weighted sum. Inline, so that the step's loops call the tasks directly.
// Private to framework/core/.
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <exception>
#include <span>
#include <string>
#include <utility>

#include "boids/simulation.h"

namespace boids::detail {

// Calls the function of task tasks()[k]; a NaN, an infinity or an exception becomes zero and is recorded.
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
    return task.weight ? task.weight.of(params) : 1.0f;
}

// Calls tasks()[k]'s function, `fn`, with what its kind reads, through guarded(); zero when the table has none.
inline Vec2 forceOf(std::size_t k, const TaskFunction& fn, const Boid& self, std::span<const Boid> neighbors,
                    std::span<const Vec2> predators, std::span<const Obstacle> obstacles, const Params& params,
                    StepReport* report, std::size_t who) {
    if (fn.flock) return guarded(k, fn.flock, self, neighbors, params, report, who);
    if (fn.predators) return guarded(k, fn.predators, self, predators, params, report, who);
    if (fn.obstacles) return guarded(k, fn.obstacles, self, obstacles, params, report, who);
    return {};
}

// The weighted sum step() adds to a velocity, in tasks.txt's order: zero if finite forces are so large that the sum
// overflows.
inline Vec2 combine(const std::array<Vec2, kMaxTasks>& f, const Params& params) {
    Vec2 total;
    const std::span<const TaskInfo> all = tasks();
    for (std::size_t k = 0; k < all.size(); ++k) {
        if (all[k].kind != TaskKind::Grid) total += weightOf(all[k], params) * f[k];
    }
    return isFinite(total) ? total : Vec2{};
}

// evaluateForces() (boids/simulation.h), inline for the step's loops.
inline ForceBreakdown forceBreakdown(const Boid& self, std::span<const Boid> neighbors,
                                     std::span<const Vec2> predators, std::span<const Obstacle> obstacles,
                                     const Params& params, const TaskTable& tasks, StepReport* report,
                                     std::size_t who) {
    ForceBreakdown out;
    auto& f = out.forces;
    const std::span<const TaskInfo> all = boids::tasks();
    for (std::size_t k = 0; k < all.size(); ++k) {
        if (all[k].kind != TaskKind::Grid) {
            f[k] = forceOf(k, tasks.forces[k], self, neighbors, predators, obstacles, params, report, who);
        }
    }

    out.total = combine(f, params);
    return out;
}

}  // namespace boids::detail
