// The lead of a task's failures: what the diagnosis by experiment (boids/diagnosis.h) found, and the known mistake
// (each task's mistakes.cpp) the code behaves like when one is certain. Worked out once per test program, in a child
// process of its own, when the first check fails; every failure that asks for it then has it after its title.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <vector>

#include <boids/records.h>
#include <boids/tasks.h>

#include "catalog.h"
#include "isolation.h"

namespace boids::test {

// The lead for task `task` (a failure's fragment: its parts, rank, mistake and findings): the named mistake's
// sentence when one matches on every discriminating scene, the experiments' findings (at most two), and one thing
// to try. No parts when nothing was found. Calls the learner's code: run it isolated.
report::Failure lead(Task task, const TaskTable& learner, const std::vector<catalog::KnownMistake>& mistakes);

// `failure` with `lead` after its first part (its title): the lead's parts, mistake and findings, and the lower rank.
void addLead(report::Failure& failure, const report::Failure& lead);

// The CPU time the lead may take: kLeadLimitTimes a test's limit, as its experiments call the code under test a few
// hundred times where a test calls it a few (task 6's took 0.65 s of a test's 1 s under ASan, and more on a loaded
// machine); once a test has hung, a test's own quarter second at the most, as the same code would hang the lead too.
// It waits no longer than a test would (backstopFor(flags.limit)).
inline constexpr int kLeadLimitTimes = 4;
std::chrono::milliseconds leadLimit(const IsolationFlags& flags);

// Runs check bodies isolated (runBodyIsolated) and hands each failure they find to `deliver`, with the lead after
// its title where the failure asks for it. The lead is computed the first time a failure asks, isolated with
// leadLimit(); it stays empty if that never returns or crashes (the failures say why themselves).
class LeadedRunner {
public:
    LeadedRunner(IsolationFlags flags, Subject subject, std::function<report::Failure()> lead,
                 std::function<void(report::Failure)> deliver);
    void run(const CheckBody& body) const;

private:
    struct Cache {
        bool done = false;
        report::Failure lead;
    };
    IsolationFlags flags_;
    Subject subject_;
    std::function<report::Failure()> lead_;
    std::function<void(report::Failure)> deliver_;
    std::shared_ptr<Cache> cache_ = std::make_shared<Cache>();
};

}  // namespace boids::test
