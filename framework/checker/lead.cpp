// The lead of a task's failures (lead.h).
#include "lead.h"

#include <algorithm>

#include <boids/checks.h>
#include <boids/diagnosis.h>

#include "recognise.h"

namespace boids::test {

report::Failure lead(Task task, const TaskTable& learner, const std::vector<catalog::KnownMistake>& mistakes) {
    const catalog::KnownMistake* mistake = task == kGridTask ? recogniseGrid(learner, mistakes)
                                                             : recogniseForce(task, learner, mistakes);
    Diagnosis diagnosis = task == kGridTask ? diagnoseGrid(learner) : diagnoseForce(task, learner);
    if (diagnosis.findings.size() > 2) diagnosis.findings.resize(2);
    report::Failure lead;
    if (mistake) {
        // "No experiment found a pattern" beside a named one reads as if nothing were known: with a name, the
        // failure's own numbers say where yours and the recipe's differ.
        std::erase_if(diagnosis.findings, [](const Finding& f) { return f.kind == FindingKind::differs; });
        for (Finding& f : diagnosis.findings) f.tryThis.clear();  // the mistake's own thing to try ends the lead
        lead.rank = Rank::NamedMistake;
        lead.mistake = report::MistakeRecord{std::string(mistake->id), std::string(mistake->explanation),
                                             std::string(mistake->tryThis),
                                             {mistake->absentFromCode.begin(), mistake->absentFromCode.end()}};
        lead.parts.push_back({"mistake", namedMistakeLine(mistake->explanation)});
    } else if (!diagnosis.empty()) {
        lead.rank = Rank::Measured;
    }
    for (report::Part& part : diagnosis.parts()) lead.parts.push_back(std::move(part));
    if (mistake) lead.parts.push_back({"try", mistakeTryLine(mistake->tryThis)});
    for (const Finding& f : diagnosis.findings) lead.findings.push_back(record(f));
    return lead;
}

void addLead(report::Failure& failure, const report::Failure& lead) {
    const auto afterTitle = failure.parts.empty() ? failure.parts.end() : failure.parts.begin() + 1;
    failure.parts.insert(afterTitle, lead.parts.begin(), lead.parts.end());
    failure.rank = std::min(failure.rank, lead.rank);
    if (lead.mistake) failure.mistake = lead.mistake;
    failure.findings = lead.findings;
}

std::chrono::milliseconds leadLimit(const IsolationFlags& flags) {
    return *flags.hangs > 0 ? std::min(flags.limit, kLimitAfterAHang) : kLeadLimitTimes * flags.limit;
}

LeadedRunner::LeadedRunner(IsolationFlags flags, Subject subject, std::function<report::Failure()> lead,
                           std::function<void(report::Failure)> deliver)
    : flags_(std::move(flags)), subject_(std::move(subject)), lead_(std::move(lead)), deliver_(std::move(deliver)) {}

void LeadedRunner::run(const CheckBody& body) const {
    runBodyIsolated(flags_, subject_, body, [this](Found found) {
        if (found.lead) {
            if (!cache_->done) {
                cache_->done = true;
                const IsolatedRun run = runIsolated([this](Progress&) { return report::failureJson(lead_()); },
                                                    leadLimit(flags_), flags_.inProcess, backstopFor(flags_.limit));
                if (run.ending == Ending::Returned) {
                    if (auto computed = report::failureFromJson(run.result)) cache_->lead = std::move(*computed);
                }
            }
            addLead(found.failure, cache_->lead);
        }
        deliver_(std::move(found.failure));
    });
}

}  // namespace boids::test
