// The words of the diagnosis's findings (words/findings.h): the names of each task's items, force and parameters,
// the numbers, and the lines that lead a failure with the findings (Diagnosis::text). Compiled by boids::checks
// (framework/checks/). Each finding's own sentence is beside its experiment (checks/diagnosis/experiments_*.cpp).
#include "words/findings.h"

#include <cctype>

#include <fmt/ranges.h>

#include "boids/checks.h"
#include "boids/diagnosis.h"
#include "boids/format.h"
#include "checks/diagnosis/lab.h"

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

namespace boids {

std::string Diagnosis::text() const {
    if (findings.empty()) return {};
    std::string text = "  What your code does, found by changing one thing at a time beside the recipe:\n";
    for (const Finding& f : findings) {
        std::string lines = wrapped("- " + f.text);
        text += "  " + lines.substr(0, lines.size());
        for (std::size_t at = text.find("\n    ", text.size() - lines.size()); at != std::string::npos; at = text.find("\n    ", at + 1)) {
            text.insert(at + 1, "  ");
        }
    }
    if (!findings.front().tryThis.empty()) text += wrapped("try: " + findings.front().tryThis);
    return text;
}

}  // namespace boids
