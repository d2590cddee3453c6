// The learner's code as a run starts (learner_at_start.h): checked by boids_check, loaded, held back where it must be.
#include "learner_at_start.h"

#include <filesystem>
#include <system_error>

#include <fmt/format.h>

#include "child_process.h"
#include "run_setup.h"
#include "staleness.h"
#include "utf8_path.h"

namespace boids::app {

namespace {

// The learner's code at `plugin`, checked apart from this process before it flies (learner_check.h); the checker's
// report in `report`, when it gave one.
LearnerChecks checkBeforeFlying(const std::string& plugin, std::string& report) {
    const std::filesystem::path checker = checkerNextToUs();
    std::error_code error;
    if (!std::filesystem::exists(checker, error)) {
        LearnerChecks checks;
        checks.problem = fmt::format("{} is missing, so your code cannot be checked before it flies (build it: cmake "
                                     "--build build --target boids_check)",
                                     utf8FromPath(checker));
        return checks;
    }
    const ProcessResult result = runProcess(checker, checkerArguments(pathFromUtf8(plugin)));
    LearnerChecks checks = parseLearnerChecks(result.output, result.exitCode);
    if (checks.problem.empty()) report = result.output;
    return checks;
}

}  // namespace

void loadLearner(const Options& options, const std::string& pluginPath, LiveReload* live,
                 std::span<const std::string_view> args, LearnerAtStart& start) {
    std::string problem;
    if (!options.reference) {
        std::error_code error;
        start.builtFrom = std::filesystem::last_write_time(pathFromUtf8(pluginPath), error);
        start.checks = checkBeforeFlying(pluginPath, start.report);
        if (error) start.report.clear();  // no time to weigh it against the exercises' saves
        if (!start.checks.problem.empty()) {
            problem = start.checks.problem;
        } else if (!start.checks.loadHeldBack.empty()) {
            problem = "held back: " + start.checks.loadHeldBack;
        } else if (live) {
            start.plugin = live->loadCopy(problem);
        } else {
            start.loadedOnce.emplace(pluginPath);
            start.plugin = start.loadedOnce->tasks() ? &*start.loadedOnce : nullptr;
            problem = start.loadedOnce->problem();
        }
    }
    const LearnerChecks& checks = start.checks;
    start.heldBack = !checks.loadHeldBack.empty();
    for (Task task : forceTasks()) {
        if (const std::string& held = checks.tasks[std::size_t(index(task))].heldBack; !held.empty() && start.plugin) {
            warn(fmt::format("Task {} {} is held back, and the reference flies in its place: {}", info(task).number,
                             info(task).name, held));
            start.heldBack = true;
        }
    }
    if (!checks.grid.heldBack.empty() && start.plugin) {
        warn(fmt::format("Task {} {} is held back, and the reference grid runs in its place: {}", info(kGridTask).number,
                         info(kGridTask).name, checks.grid.heldBack));
        start.heldBack = true;
    }
    if (start.plugin) start.table = withoutHeldBack(*start.plugin->tasks(), linkedTasks(), checks);
    if (!start.plugin && !options.reference) {
        warn(fmt::format("could not load your tasks: {}\n  Every task runs the reference. {}", problem,
                         live ? "Live reload is on: saving an exercise builds and loads it."
                              : "To build your code and fly it, run: " + rebuildAndRunCommand(args)));
    }
    // The kit's plugin, built before an exercise was last saved, flies that exercise as it was: say so, here and in
    // the panel.
    if (start.plugin && !options.learner) {
        const auto sources = learnerSources(
            pathFromUtf8(BOIDS_SOURCE_DIR),
            learnerSourceList(tasks(), BOIDS_LEARNER_SOURCE_PATTERN, BOIDS_LEARNER_SOLVED_TASKS));
        if (const auto newer = newestSourceAfter(pathFromUtf8(pluginPath), sources)) {
            const std::string name = utf8FromPath(newer->lexically_relative(pathFromUtf8(BOIDS_SOURCE_DIR)));
            start.staleSource = name.empty() ? utf8FromPath(*newer) : name;
            warn(stalePluginWarning(*start.staleSource, live != nullptr, rebuildAndRunCommand(args)));
        }
    }
}

}  // namespace boids::app
