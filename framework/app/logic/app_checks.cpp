// The window's count of the learner's checks, as ./workshop test counts them (app_state.h: checkLearnerTask,
// checkLearnerGrid).
#include <algorithm>
#include <exception>

#include <boids/checks.h>

#include "app_state.h"

namespace boids::app {

bool LearnerChecks::anyHeldBack() const {
    return !problem.empty() || !loadHeldBack.empty() || !grid.heldBack.empty() ||
           std::any_of(tasks.begin(), tasks.end(), [](const LearnerTask& t) { return !t.heldBack.empty(); });
}

namespace {

// Runs `checks` on `learner` and adds them to `result`: the window counts the same checks as ./workshop test.
void countProperties(LearnerTask& result, const std::vector<PropertyCheck>& checks, const TaskTable& learner,
                     Progress* progress) {
    for (const PropertyCheck& check : checks) {
        ++result.total;
        try {
            if (check.run(learner, progress).holds) ++result.passed;
        } catch (const std::exception& e) {
            if (result.threw.empty()) result.threw = e.what();
        } catch (...) {
            if (result.threw.empty()) result.threw = "an exception that is not a std::exception";
        }
    }
}

}  // namespace

LearnerTask checkLearnerTask(Task task, const TaskTable& learner, Progress* progress) {
    LearnerTask result;
    bool allZero = true;
    for (const ForceCase& c : casesFor(task)) {
        if (progress) progress->at(c.name);
        ++result.total;
        try {
            const Vec2 force = evaluate(c, learner);
            if (passes(c, force)) ++result.passed;
            if (!(force.x == 0 && force.y == 0)) allZero = false;
        } catch (const std::exception& e) {
            allZero = false;
            if (result.threw.empty()) result.threw = e.what();
        } catch (...) {
            allZero = false;
            if (result.threw.empty()) result.threw = "an exception that is not a std::exception";
        }
    }
    result.stub = allZero && result.total > 0;
    countProperties(result, forceProperties(task), learner, progress);  // as ./workshop test runs them, after the cases
    return result;
}

LearnerTask checkLearnerGrid(const TaskTable& learner, Progress* progress) {
    LearnerTask result;
    if (!learner.buildGrid || !learner.findNeighborsInGrid) return result;  // a table without task 6: no checks
    bool foundAny = false;
    for (const GridCase& c : gridCases()) {
        if (progress) progress->at(c.name);
        ++result.total;
        try {
            const GridCheck check = checkGrid(c, learner);
            if (check.same) ++result.passed;
            foundAny = foundAny || check.foundAny;
        } catch (const std::exception& e) {
            foundAny = true;
            if (result.threw.empty()) result.threw = e.what();
        } catch (...) {
            foundAny = true;
            if (result.threw.empty()) result.threw = "an exception that is not a std::exception";
        }
    }
    result.stub = !foundAny && result.total > 0;
    countProperties(result, gridProperties(), learner, progress);  // as ./workshop test 6 runs them
    return result;
}

}  // namespace boids::app
