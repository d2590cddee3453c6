// The lead of a task's failures: what the diagnosis by experiment (boids/diagnosis.h) found, and the known mistake
// (each task's mistakes.cpp) the code behaves like when one is certain. Worked out once per test program, in a child
// process of its own, when the first check fails; every failure then starts with it.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <boids/tasks.h>

#include "catalog.h"
#include "isolation.h"

namespace boids::test {

// Where a failure's message wants the lead: right after its first line.
inline constexpr std::string_view kLeadMarker = "[boids-lead]\n";

// `text` with kLeadMarker after its first line.
std::string withLeadMarker(std::string text);

// The lead's text for task `task` (1-6): the named mistake's sentence when one matches on every discriminating scene,
// the experiments' findings (at most two), one thing to try, and the diagnosisTag() line. Empty when nothing was
// found. Calls the learner's code: run it isolated.
std::string leadText(Task task, const TaskTable& learner, const std::vector<catalog::KnownMistake>& mistakes);

// Runs test bodies isolated (runBodyIsolated) and puts the lead in place of kLeadMarker in their failures. The
// lead is computed the first time a failure asks for it, isolated with the same time limit; it stays empty if that
// never returns or crashes (the failures say why themselves).
class LeadedRunner {
public:
    LeadedRunner(IsolationFlags flags, Subject subject, std::function<std::string()> lead);
    void run(const std::function<void(Progress&)>& body) const;

private:
    struct Cache {
        bool done = false;
        std::string text;
    };
    IsolationFlags flags_;
    Subject subject_;
    std::function<std::string()> lead_;
    std::shared_ptr<Cache> cache_ = std::make_shared<Cache>();
};

}  // namespace boids::test
