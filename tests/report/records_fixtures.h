// The report's tests' fixtures (fixtures/README.md), and checks made to order.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <boids/records.h>

namespace boids::report {

// The text of fixtures/`name`.
inline std::string fixture(const std::string& name) {
    std::ifstream in(std::string(BOIDS_REPORT_FIXTURES) + "/" + name, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A failed check named Alignment.`name`, of rank `rank`, with a verdict of `kind` and its `numbers`, and a scene
// of `boids` boids (a grid's world) or a force's (0).
inline Check failedCheck(const std::string& name, Rank rank, const std::string& kind = "",
                         std::vector<Number> numbers = {}, const std::string& checks = "", int boids = -1) {
    Failure f;
    f.rank = rank;
    f.parts = {{"title", "Task 1 Alignment (calculateAlignment), scenario: " + name + "\n"}};
    if (!kind.empty()) f.verdict = Verdict{kind, std::move(numbers), checks};
    if (boids == 0) f.scene = R"({"task":1,"check":"Alignment.)" + name + R"("})";
    if (boids > 0) {
        std::string list;
        for (int k = 0; k < boids; ++k) list += std::string(k ? "," : "") + R"({"position":[1,1],"velocity":[0,0]})";
        f.scene = R"({"task":6,"check":"SpatialGrid.)" + name + R"(","boids":[)" + list + "]}";
    }
    return {1, "Alignment." + name, "case", checks, false, {f}};
}

// Records holding `checks` and one that passed first.
inline Records recordsOf(std::vector<Check> checks) {
    Records records;
    records.checks.push_back({1, "Alignment.Passes", "case", "", true, {}});
    for (Check& c : checks) records.checks.push_back(std::move(c));
    records.ended = true;
    return records;
}

}  // namespace boids::report
