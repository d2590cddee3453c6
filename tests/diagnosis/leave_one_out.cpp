// The diagnosis measured on the catalog of known mistakes (each task's mistakes.cpp), one entry left out at a time: with the
// entry removed from the catalog, is any other entry's name given (a wrong name), and do the experiments alone name
// it in their own words (their first finding is one the entry lists in `describedBy`)? Prints a row per entry and
// the rate; exits 1 on a wrong name or a rate under --goal (default 0.8). `--show` prints every diagnosis in full.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>

#include <boids/diagnosis.h>

#include "catalog.h"
#include "recognise.h"

namespace {

// True when one of the entry's names (describedBy) names the finding.
bool describes(const std::vector<boids::FindingName>& describedBy, const boids::Finding& finding) {
    return std::ranges::any_of(describedBy, [&](const boids::FindingName& name) { return name.names(finding); });
}

}  // namespace

int main(int argc, char** argv) {
    using namespace boids;
    bool show = false;
    double goal = 0.8;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--show") == 0) show = true;
        else if (std::strncmp(argv[i], "--goal=", 7) == 0) goal = std::atof(argv[i] + 7);
    }
    int entries = 0, named = 0, wrongNames = 0;
    for (const TaskInfo& listed : tasks()) {
        const Task task = listed.task;
        const std::vector<catalog::KnownMistake> all = catalog::mistakesFor(task);
        for (std::size_t k = 0; k < all.size(); ++k) {
            const catalog::KnownMistake& entry = all[k];
            std::vector<catalog::KnownMistake> others = all;
            others.erase(others.begin() + long(k));
            const catalog::KnownMistake* wrong = task == kGridTask ? test::recogniseGrid(entry.table, others)
                                                                   : test::recogniseForce(task, entry.table, others);
            const Diagnosis d = task == kGridTask ? diagnoseGrid(entry.table) : diagnoseForce(task, entry.table);
            const std::string first = d.empty() ? "(nothing)" : d.findings.front().id;
            const bool ok = !d.empty() && describes(entry.describedBy, d.findings.front());
            ++entries;
            named += ok ? 1 : 0;
            wrongNames += wrong ? 1 : 0;
            fmt::print("{} task {} {:<36} {:<34}{}\n", ok ? "named  " : "unnamed", listed.number, entry.id, first,
                       wrong ? fmt::format("  WRONG NAME: {}", wrong->id) : "");
            if (show || !ok) {
                for (const Finding& f : d.findings) fmt::print("        [{}] {}\n", f.id, f.text);
            }
        }
    }
    const double rate = entries ? double(named) / entries : 0;
    fmt::print("\nLeave-one-out: the experiments alone named {} of {} catalog entries ({:.0f}%), goal {:.0f}%; wrong "
               "names: {}\n",
               named, entries, 100 * rate, 100 * goal, wrongNames);
    return wrongNames == 0 && rate >= goal ? 0 : 1;
}
