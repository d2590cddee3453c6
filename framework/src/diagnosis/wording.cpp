// The findings' words (wording.h).
#include "wording.h"

#include <cctype>

#include <fmt/ranges.h>

#include "boids/format.h"

namespace boids::diagnosis {

const char* reachName(Task task) {
    switch (info(task).kind) {
        case TaskKind::Predators: return "fleeRadius";
        case TaskKind::Obstacles: return "obstacleLookAhead";
        default: return "neighborRadius";
    }
}
const char* itemWord(Task task, bool plural) {
    switch (info(task).kind) {
        case TaskKind::Predators: return plural ? "predators" : "predator";
        case TaskKind::Obstacles: return plural ? "obstacles" : "obstacle";
        default: return plural ? "neighbours" : "neighbour";
    }
}
// The item with its article: "a neighbour", "a predator", "an obstacle".
std::string anItem(Task task) {
    return fmt::format("{} {}", info(task).kind == TaskKind::Obstacles ? "an" : "a", itemWord(task));
}
std::string forceWord(Task task) {
    std::string name(info(task).name);
    name[0] = char(std::tolower(static_cast<unsigned char>(name[0])));
    return name;
}

const char* strengthName(Task t) { return t == Task::Flee ? "fleeStrength" : t == Task::ObstacleAvoid ? "avoidStrength" : ""; }

std::string num(float x) { return number(x); }
std::string vec(Vec2 v) { return fmt::format("{}", v); }

std::string listed(const std::vector<float>& xs) {
    std::vector<std::string> parts;
    for (float x : xs) parts.push_back(num(x));
    return fmt::format("{}", fmt::join(parts, ", "));
}

}  // namespace boids::diagnosis
