// Checking the learner's code apart from the window (learner_check.h): the report a checker writes, and reads back.
#include "learner_check.h"

#include <algorithm>
#include <optional>
#include <sstream>
#include <vector>

#include <fmt/format.h>

#include <boids/checks.h>

#include "numbers.h"

namespace boids::app {

namespace {

constexpr std::string_view kHeader = "boids-check 1";
constexpr std::string_view kEnd = "end";

// One field of a report line: no tabs or line breaks inside.
std::string field(std::string_view text) {
    std::string out(text);
    for (char& c : out) {
        if (c == '\t' || c == '\n' || c == '\r') c = ' ';
    }
    return out;
}

std::string record(int task, const LearnerTask& t) {
    return fmt::format("task\t{}\t{}\t{}\t{}\t{}\t{}\n", task, t.passed, t.total, t.stub ? 1 : 0, field(t.threw),
                       field(t.heldBack));
}

// Runs one task's checks (a force task 1-5, or 6 for the grid) in a child process.
LearnerTask checkIsolated(int task, const TaskTable& learner, std::chrono::milliseconds limit) {
    const bool grid = task == kGridTask;
    const IsolatedWork work = [&](Progress& progress) {
        const LearnerTask t = grid ? checkLearnerGrid(learner, &progress) : checkLearnerTask(Task(task), learner, &progress);
        return record(task, t);
    };
    const IsolatedRun run = runIsolated(work, limit);
    if (run.ending == Ending::Returned) {
        LearnerChecks parsed = parseLearnerChecks(fmt::format("{}\n{}{}\n", kHeader, run.result, kEnd), 0);
        return grid ? parsed.grid : parsed.tasks[std::size_t(task - 1)];
    }
    LearnerTask held;
    held.total = grid ? int(gridCases().size() + gridProperties().size())
                      : int(casesFor(Task(task)).size() + forceProperties(Task(task)).size());
    const std::string subject = grid ? std::string("your grid") : fmt::format("your {}", info(Task(task)).function);
    held.heldBack = describeEnding(run, subject, grid ? "boids" : "neighbors");
    if (!run.lastLabel.empty()) held.heldBack += fmt::format(" (check {})", run.lastLabel);
    return held;
}

}  // namespace

std::string runLearnerChecks(const TaskTable& learner, std::chrono::milliseconds limit) {
    std::string report = fmt::format("{}\n", kHeader);
    for (Task task : kAllTasks) report += record(int(task), checkIsolated(int(task), learner, limit));
    report += record(kGridTask, checkIsolated(kGridTask, learner, limit));
    return report + fmt::format("{}\n", kEnd);
}

std::string problemReport(std::string_view problem) {
    return fmt::format("{}\nproblem\t{}\n{}\n", kHeader, field(problem), kEnd);
}

std::string loadHeldBackReport(std::string_view why) {
    return fmt::format("{}\nheld\t{}\n{}\n", kHeader, field(why), kEnd);
}

std::string checkerCommand(const std::filesystem::path& checker, const std::filesystem::path& plugin) {
    return fmt::format("\"{}\" \"{}\"", checker.string(), plugin.string());
}

LearnerChecks parseLearnerChecks(std::string_view report, int exitCode) {
    LearnerChecks checks;
    std::vector<std::string> lines;
    std::istringstream in{std::string(report)};
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(line);
    }
    const auto header = std::find(lines.begin(), lines.end(), kHeader);
    const bool ended = std::find(header, lines.end(), kEnd) != lines.end();
    if (header == lines.end() || !ended) {
        const std::string last = lines.empty() ? std::string("nothing") : "\"" + lines.back() + "\"";
        checks.problem = fmt::format("the checker of your code ended without its report (exit code {}; it printed {})",
                                     exitCode, last);
        return checks;
    }
    std::array<bool, kGridTask + 1> seen{};
    for (auto it = header + 1; it != lines.end() && *it != kEnd; ++it) {
        std::vector<std::string> fields;
        std::istringstream split(*it);
        for (std::string f; std::getline(split, f, '\t');) fields.push_back(f);
        if (fields.size() == 2 && fields[0] == "problem") {
            checks.problem = fields[1];
            return checks;
        }
        if (fields.size() == 2 && fields[0] == "held") {
            checks.loadHeldBack = fields[1];
            return checks;
        }
        if (fields.size() < 5 || fields[0] != "task") continue;
        const std::optional<int> task = parseWhole<int>(fields[1], 1, kGridTask);
        const std::optional<int> passed = parseWhole<int>(fields[2], 0);
        const std::optional<int> total = parseWhole<int>(fields[3], 0);
        if (!task || !passed || !total) continue;
        LearnerTask t;
        t.passed = *passed;
        t.total = *total;
        t.stub = fields[4] == "1";
        if (fields.size() > 5) t.threw = fields[5];
        if (fields.size() > 6) t.heldBack = fields[6];
        (*task == kGridTask ? checks.grid : checks.tasks[std::size_t(*task - 1)]) = t;
        seen[std::size_t(*task)] = true;
    }
    for (int task = 1; task <= kGridTask; ++task) {
        if (!seen[std::size_t(task)]) {
            checks.problem = fmt::format("the checker of your code said nothing of task {}", task);
            return checks;
        }
    }
    return checks;
}

std::filesystem::path checkerPath(const std::filesystem::path& programFolder) {
#if defined(_WIN32)
    return programFolder / "boids_check.exe";
#else
    return programFolder / "boids_check";
#endif
}

TaskTable withoutHeldBack(const TaskTable& learner, const TaskTable& reference, const LearnerChecks& checks) {
    TaskTable table = learner;
    const auto held = [&](Task task) { return !checks.tasks[std::size_t(index(task))].heldBack.empty(); };
    if (held(Task::Alignment)) table.alignment = reference.alignment;
    if (held(Task::Separation)) table.separation = reference.separation;
    if (held(Task::Cohesion)) table.cohesion = reference.cohesion;
    if (held(Task::Flee)) table.flee = reference.flee;
    if (held(Task::ObstacleAvoid)) table.obstacleAvoid = reference.obstacleAvoid;
    if (!checks.grid.heldBack.empty()) {
        table.buildGrid = reference.buildGrid;
        table.findNeighborsInGrid = reference.findNeighborsInGrid;
    }
    return table;
}

}  // namespace boids::app
