// Diagnosis by experiment (boids/diagnosis.h).
#include "boids/diagnosis.h"

namespace boids {

std::string Diagnosis::summary(std::size_t, std::size_t) const { return findings.empty() ? std::string() : findings.front().text; }

std::string Diagnosis::text() const {
    std::string text;
    for (const Finding& f : findings) text += wrapped(f.text);
    return text;
}

Diagnosis diagnoseForce(Task, const TaskTable&, const TaskTable&) { return {}; }
Diagnosis diagnoseGrid(const TaskTable&) { return {}; }

}  // namespace boids
