// The first failure made again from its scene (replay_check.h).
#include "replay_check.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <boids/isolate.h>
#include <boids/records.h>
#include <boids/render.h>
#include <boids/replay.h>
#include <boids/trace_scene.h>

namespace boids::test {

namespace {

int say(int status, const std::string& line) {
    std::printf("replay: %s\n", line.c_str());
    std::fflush(stdout);
    return status;
}

// A replay that gave another answer: status 1, where each check ran in a child process of its own. Where checks run
// in this one process (Windows: no fork, boids/isolate.h), a function that keeps something from one call to the next
// also kept every earlier check's calls, which no scene records: the difference is said, with why, and is no failure.
int differs(const std::string& what) {
    if (canIsolate()) return say(1, what);
    return say(0, what + " (the checks ran in one process here, so a function that keeps something from one call to "
                         "the next also kept the earlier checks' calls, which the scene does not hold)");
}

// The numbers after the result's first word ("force X Y", "neighbours I J ...").
std::vector<double> numbersOf(const std::string& result) {
    std::istringstream in(result);
    std::string word;
    in >> word;
    std::vector<double> numbers;
    while (in >> word) numbers.push_back(std::strtod(word.c_str(), nullptr));
    return numbers;
}

}  // namespace

std::optional<int> replayFirstFailure(Task task, const TaskTable& table, int argc, char** argv) {
    constexpr std::string_view kFlag = "--replay-first-failure=";
    std::string path;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg.starts_with(kFlag)) path = std::string(arg.substr(kFlag.size()));
    }
    if (path.empty()) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    if (!in) return say(2, fmt::format("cannot read the records {}", path));
    std::ostringstream text;
    text << in.rdbuf();
    const report::Records records = report::readRecords(text.str());
    const report::Shown shown = report::shownCheck(records);
    const report::Failure* failure = shown.check ? shown.check->withScene() : nullptr;
    if (!failure || failure->scene.empty()) return say(0, "no failure with a scene in the records: nothing to replay");
    std::string error;
    const std::optional<TraceScene> scene = parseScene(failure->scene, error);
    if (!scene) return say(2, fmt::format("the scene of {} does not read: {}", shown.check->name, error));
    const bool grid = info(task).kind == TaskKind::Grid;
    if (grid ? !scene->answeredNeighbours : !failure->actual) {
        return say(0, fmt::format("{} recorded no answer of the check's own to compare with", shown.check->name));
    }
    Grid cells;
    callsTheCheckMadeBefore(table, task, *scene, cells);
    const std::vector<double> numbers = numbersOf(callOnScene(table, task, *scene, cells));
    if (grid) {
        std::vector<std::uint32_t> found;
        for (double n : numbers) found.push_back(std::uint32_t(n));
        std::sort(found.begin(), found.end());
        if (found == *scene->answeredNeighbours) {
            return say(0, fmt::format("{}: the scene gives the check's own neighbours again, [{}]", shown.check->name,
                                      fmt::join(found, " ")));
        }
        return differs(fmt::format("{}: the check's own search found [{}] for boids[{}]; made again from the scene, "
                                   "[{}]",
                                   shown.check->name, fmt::join(*scene->answeredNeighbours, " "), scene->focus,
                                   fmt::join(found, " ")));
    }
    const Vec2 answered{float(failure->actual->x), float(failure->actual->y)};
    const Vec2 again = numbers.size() == 2 ? Vec2{float(numbers[0]), float(numbers[1])} : Vec2{NAN, NAN};
    if (sameForce(answered, again, scene->expected.value_or(answered))) {
        return say(0, fmt::format("{}: the scene gives the check's own answer again, ({}, {})", shown.check->name,
                                  again.x, again.y));
    }
    return differs(fmt::format("{}: the check's own call returned ({}, {}); made again from the scene, ({}, {})",
                               shown.check->name, answered.x, answered.y, again.x, again.y));
}

}  // namespace boids::test
