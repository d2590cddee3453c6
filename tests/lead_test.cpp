// The lead of a task's failures (framework/checker/lead.h) has a time limit of its own: its experiments call the code
// under test hundreds of times, so a lead that takes longer than one test's limit still leads the failures; once a
// test has hung, it gets no more than a test does.
#include "lead.h"

#include <chrono>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "support/busy_machine.h"

namespace boids::lead_test {  // named: this program is a unity build, and its files share anonymous namespaces

#if defined(__unix__) || defined(__APPLE__)

using namespace std::chrono_literals;

// The failures a runner with a test limit of `limit` delivers for one body that fails and asks for the lead, whose
// computing spins for `leadCpu` of CPU time; `hungBefore`: a test has already hung.
std::vector<report::Failure> delivered(std::chrono::milliseconds limit, std::chrono::milliseconds leadCpu,
                                       bool hungBefore) {
    test::IsolationFlags flags;
    flags.limit = limit;
    *flags.hangs = hungBefore ? 1 : 0;
    std::vector<report::Failure> out;
    const auto lead = [leadCpu] {
        busy::spinFor(leadCpu);
        report::Failure found;
        found.parts.push_back({"findings", "the lead"});
        return found;
    };
    const test::LeadedRunner runner(flags, {"your function", "neighbors"}, lead,
                                    [&out](report::Failure f) { out.push_back(std::move(f)); });
    runner.run([](Progress&, test::Failures& failures) {
        report::Failure failure;
        failure.parts.push_back({"title", "the check failed"});
        failures.add(failure, true);
    });
    return out;
}

bool hasLead(const report::Failure& failure) {
    for (const report::Part& part : failure.parts) {
        if (part.kind == "findings" && part.text == "the lead") return true;
    }
    return false;
}

TEST(LeadLimit, ALeadThatTakesLongerThanATestsLimitStillLeadsTheFailure) {
    constexpr auto kTestLimit = 200ms, kLeadCpu = 2 * kTestLimit;  // half the lead's own limit of 4 test limits
    const std::vector<report::Failure> failures = delivered(kTestLimit, kLeadCpu, false);
    ASSERT_EQ(failures.size(), 1u);
    EXPECT_EQ(failures[0].parts.front().text, "the check failed");
    EXPECT_TRUE(hasLead(failures[0])) << "a lead of " << kLeadCpu.count() << " ms of CPU time, with tests limited to "
                                      << kTestLimit.count() << " ms, was dropped";
}

TEST(LeadLimit, OnceATestHasHungTheLeadGetsNoMoreThanATest) {
    constexpr auto kTestLimit = 1000ms, kLeadCpu = 2 * test::kLimitAfterAHang;
    const std::vector<report::Failure> failures = delivered(kTestLimit, kLeadCpu, true);
    ASSERT_EQ(failures.size(), 1u);
    EXPECT_EQ(failures[0].parts.front().text, "the check failed");
    EXPECT_FALSE(hasLead(failures[0])) << "after a hang, a lead of " << kLeadCpu.count()
                                       << " ms of CPU time was waited for, where a test gets "
                                       << test::kLimitAfterAHang.count() << " ms";
}

#endif

}  // namespace boids::lead_test
