// The untouched stubs as a task table, for the window's tests: every force returns {}, and there is no grid. What a
// learner has before writing a line: no task passes.
#pragma once

#include <span>

#include <boids/tasks.h>

namespace boids::stubs {

inline Vec2 zeroFlock(const Boid&, std::span<const Boid>, const Params&) { return {}; }
inline Vec2 zeroFlee(const Boid&, std::span<const Vec2>, const Params&) { return {}; }
inline Vec2 zeroAvoid(const Boid&, std::span<const Obstacle>, const Params&) { return {}; }

inline TaskTable forcesTable() {
    TaskTable t;
    for (Task task : forceTasks()) t[task] = functionFor(task, &zeroFlock, &zeroFlee, &zeroAvoid);
    return t;
}

}  // namespace boids::stubs
