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

const char* reachName(Task task) { return kindOf(task).reach.name; }
const char* strengthName(Task task) { return kindOf(task).strength.name; }
const char* itemWord(Task task, bool plural) { return plural ? kindOf(task).items : kindOf(task).item; }
std::string anItem(Task task) { return fmt::format("{} {}", kindOf(task).article, itemWord(task)); }
std::string forceWord(Task task) {
    std::string name(info(task).name);
    name[0] = char(std::tolower(static_cast<unsigned char>(name[0])));
    return name;
}

std::string listed(const std::vector<float>& xs) {
    std::vector<std::string> parts;
    for (float x : xs) parts.push_back(number(x));
    return fmt::format("{}", fmt::join(parts, ", "));
}

}  // namespace boids::diagnosis

namespace boids {

std::vector<report::Part> Diagnosis::parts() const {
    if (findings.empty()) return {};
    std::vector<report::Part> parts{{"findings", "  What your code does, found by changing one thing at a time beside the recipe:\n"}};
    for (const Finding& f : findings) {
        // A bullet under the heading: its first line indented by 4, the lines it continues on by 6.
        std::string lines = "  " + wrapped("- " + f.text);
        for (std::size_t at = lines.find("\n    "); at != std::string::npos; at = lines.find("\n    ", at + 1)) {
            lines.insert(at + 1, "  ");
        }
        parts.push_back({"finding", lines});
    }
    if (!findings.front().tryThis.empty()) parts.push_back({"try", wrapped("try: " + findings.front().tryThis)});
    return parts;
}

std::string Diagnosis::text() const {
    std::string text;
    for (const report::Part& part : parts()) text += part.text;
    return text;
}

report::FindingRecord record(const Finding& finding) { return {finding.id, finding.text, finding.tryThis, {}}; }

}  // namespace boids
