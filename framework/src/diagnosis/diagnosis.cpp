// Diagnosis by experiment (boids/diagnosis.h): runs the experiments (experiments.h), keeps what they found, most
// telling first. Every experiment is deterministic: the same function gives the same words, every run.
#include "boids/diagnosis.h"

#include <algorithm>

#include "experiments.h"

namespace boids {

using namespace diagnosis;

// --- The diagnosis ------------------------------------------------------------------------------------------------

std::string Diagnosis::summary(std::size_t lines, std::size_t width) const {
    if (findings.empty()) return {};
    std::string text, line;
    std::size_t count = 1;
    std::string_view rest = findings.front().text;
    while (!rest.empty()) {
        const std::size_t end = std::min(rest.find(' '), rest.size());
        const std::string_view word = rest.substr(0, end);
        if (!line.empty() && line.size() + 1 + word.size() > width) {
            if (count == lines) {
                text += line.substr(0, std::min(line.size(), width - 1)) + "…";
                return text;
            }
            text += line + "\n";
            line.clear();
            ++count;
        }
        if (!line.empty()) line += ' ';
        line += word;
        rest.remove_prefix(std::min(end + 1, rest.size()));
    }
    return text + line;
}

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

Diagnosis diagnoseForce(Task task, const TaskTable& learner, const TaskTable& recipe) {
    const Lab lab{task, learner, recipe};
    Findings found;
    repeatable(lab, found);
    if (!found.empty()) return {{found.front().finding}};  // nothing else can be measured reliably
    notANumber(lab, found);
    if (alwaysZero(lab, found)) return {{found.back().finding}};
    parameters(lab, found);
    inputs(lab, found);
    whichItems(lab, found);
    stopsAtSkipped(lab, found);
    target(lab, found);
    weights(lab, found);
    wholeSteps(lab, found);
    const bool steps = std::any_of(found.begin(), found.end(), [](const Found& f) { return f.order == kSteps; });
    if (!steps) frame(lab, found);  // values snapped to whole numbers change when the scene moves or turns: no more
    reachEdge(lab, found);
    turns(lab, found);
    cone(lab, found);
    lengthShape(lab, found);
    lengthFactor(lab, found);
    count(lab, found);
    if (std::none_of(found.begin(), found.end(), [](const Found& f) { return f.order == kWhichItems; })) order(lab, found);
    if (found.empty()) differs(lab, found);
    // The point yours steers toward explains how much each neighbour seems to count, and why moving the scene
    // changes yours (a point that is not an average of positions does not move with them).
    if (std::any_of(found.begin(), found.end(), [](const Found& f) { return f.order == kTarget; })) {
        std::erase_if(found, [](const Found& f) { return f.order == kWeights || f.order == kFrame; });
    }
    // Which items count explains an input that one item's change leaves alone: the input finding would send the
    // learner to the wrong line.
    if (std::any_of(found.begin(), found.end(), [](const Found& f) { return f.order == kWhichItems; })) {
        std::erase_if(found, [](const Found& f) { return f.finding.id.starts_with("ignores_neighbour_"); });
    }
    // A length scaled by one parameter in place of another says the ignored one too, and as sharply as a parameter.
    for (Found& f : found) {
        if (!f.finding.id.starts_with("factor:in_place_of:")) continue;
        const std::string ignored = "ignores_param:" + f.finding.id.substr(f.finding.id.rfind(':') + 1);
        std::erase_if(found, [&](const Found& g) { return g.finding.id == ignored; });
        for (Found& g : found) {
            if (g.finding.id.starts_with("factor:in_place_of:")) g.order = kParams;
        }
        break;
    }
    std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.order < b.order; });
    Diagnosis d;
    for (Found& f : found) d.findings.push_back(std::move(f.finding));
    return d;
}

}  // namespace boids
