// The findings' words (wording.h).
#include "wording.h"

#include <cctype>

#include <fmt/ranges.h>

#include "boids/format.h"
#include "lab.h"

namespace boids::diagnosis {

const char* reachName(Task task) { return kindOf(task).reach; }
const char* strengthName(Task task) { return kindOf(task).strength; }
const char* itemWord(Task task, bool plural) { return plural ? kindOf(task).items : kindOf(task).item; }
std::string anItem(Task task) { return fmt::format("{} {}", kindOf(task).article, itemWord(task)); }
std::string forceWord(Task task) {
    std::string name(info(task).name);
    name[0] = char(std::tolower(static_cast<unsigned char>(name[0])));
    return name;
}

std::string num(float x) { return number(x); }
std::string vec(Vec2 v) { return fmt::format("{}", v); }

std::string listed(const std::vector<float>& xs) {
    std::vector<std::string> parts;
    for (float x : xs) parts.push_back(num(x));
    return fmt::format("{}", fmt::join(parts, ", "));
}

}  // namespace boids::diagnosis
