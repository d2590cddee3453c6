// The lead of a task's failures (lead.h).
#include "lead.h"

#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include <boids/checks.h>
#include <boids/diagnosis.h>
#include <boids/format.h>

#include "recognise.h"

namespace boids::test {

std::string withLeadMarker(std::string text) {
    const std::size_t firstLine = text.find('\n', text.find_first_not_of('\n'));
    return firstLine == std::string::npos ? text + "\n" + std::string(kLeadMarker)
                                          : text.insert(firstLine + 1, kLeadMarker);
}

std::string leadText(Task task, const TaskTable& learner, const std::vector<catalog::KnownMistake>& mistakes) {
    const catalog::KnownMistake* mistake = task == kGridTask ? recogniseGrid(learner, mistakes)
                                                             : recogniseForce(task, learner, mistakes);
    Diagnosis diagnosis = task == kGridTask ? diagnoseGrid(learner) : diagnoseForce(task, learner);
    if (diagnosis.findings.size() > 2) diagnosis.findings.resize(2);
    if (mistake) {
        for (Finding& f : diagnosis.findings) f.tryThis.clear();  // the mistake's own thing to try ends the lead
        return namedMistakeLine(mistake->explanation) + diagnosis.text() + mistakeTryLine(mistake->tryThis) +
               diagnosisTag(Rank::NamedMistake, mistake->id);
    }
    if (diagnosis.empty()) return {};
    return diagnosis.text() + diagnosisTag(Rank::Measured);
}

LeadedRunner::LeadedRunner(IsolationFlags flags, Subject subject, std::function<std::string()> lead)
    : flags_(std::move(flags)), subject_(std::move(subject)), lead_(std::move(lead)) {}

void LeadedRunner::run(const std::function<void(Progress&)>& body) const {
    testing::TestPartResultArray results;
    {
        const testing::ScopedFakeTestPartResultReporter reporter(
            testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD, &results);
        runBodyIsolated(flags_, subject_, body);
    }
    for (int i = 0; i < results.size(); ++i) {
        const testing::TestPartResult& r = results.GetTestPartResult(i);
        std::string message = r.message();
        if (const std::size_t at = message.find(kLeadMarker); at != std::string::npos) {
            if (!cache_->done) {
                cache_->done = true;
                const IsolatedRun run = runIsolated([this](Progress&) { return lead_(); }, flags_.limit, flags_.inProcess);
                if (run.ending == Ending::Returned) cache_->text = run.result;
            }
            message.replace(at, kLeadMarker.size(), cache_->text);
        }
        GTEST_MESSAGE_AT_(r.file_name() ? r.file_name() : "unknown", r.line_number(), message.c_str(),
                          r.type() == testing::TestPartResult::kSkip ? testing::TestPartResult::kSkip
                                                                      : testing::TestPartResult::kNonFatalFailure);
    }
}

}  // namespace boids::test
