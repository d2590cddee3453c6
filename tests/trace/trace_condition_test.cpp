// What an `if` line decided, read from the line that ran next (framework/trace/trace_condition.h).
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "trace_condition.h"

namespace boids::trace {
namespace {

// A loop whose body skips with a one-line `continue`, then tests with a braced `if` and an `else`.
const std::vector<std::string> kLoop = {
    "Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {",  // 1
    "    Vec2 away{};",                                                                             // 2
    "    for (const Vec2& p : predators) {",                                                        // 3
    "        if (length(p - self.position) > params.fleeRadius) continue;  // too far",             // 4
    "        const Vec2 d = self.position - p;",                                                    // 5
    "        if (length(d) > 0) {",                                                                 // 6
    "            away += d;",                                                                       // 7
    "        } else {",                                                                             // 8
    "            away += self.velocity;",                                                           // 9
    "        }",                                                                                    // 10
    "        if (params.fleeStrength < 0)",                                                         // 11
    "            away = -away;",                                                                    // 12
    "        if (away.x > 100) break;",                                                             // 13
    "        away.y += 0;",                                                                         // 14
    "    }",                                                                                        // 15
    "    if (length(away) == 0) return {};",                                                        // 16
    "    return normalized(away) * params.fleeStrength;",                                           // 17
    "}",                                                                                            // 18
};
constexpr int kReturned = 0;

TEST(TraceCondition, AOneLineContinueIsFalseWhenTheLineUnderItRunsNext) {
    constexpr int ifLine = 4, under = 5;
    EXPECT_EQ(conditionHeld(kLoop, ifLine, under), std::optional(false));
    EXPECT_EQ(conditionText(kLoop, ifLine, under), "condition false");
}

TEST(TraceCondition, AOneLineContinueIsTrueWhenTheRunGoesBackToTheLoop) {
    constexpr int ifLine = 4, loop = 3;
    EXPECT_EQ(conditionHeld(kLoop, ifLine, loop), std::optional(true));
    EXPECT_EQ(conditionText(kLoop, ifLine, loop), "condition true");
}

TEST(TraceCondition, ABracedIfIsTrueWhenItsBodyRunsAndFalseWhenTheElseRuns) {
    constexpr int ifLine = 6, body = 7, elseBody = 9;
    EXPECT_EQ(conditionHeld(kLoop, ifLine, body), std::optional(true));
    EXPECT_EQ(conditionHeld(kLoop, ifLine, elseBody), std::optional(false));
}

TEST(TraceCondition, SaysNothingWhenTheNextLineIsTheClosingBraceThatEitherWayCouldStopOn) {
    constexpr int ifLine = 6, closing = 8;
    EXPECT_EQ(conditionHeld(kLoop, ifLine, closing), std::nullopt);
}

TEST(TraceCondition, AnIfWithoutBracesOwnsTheOneStatementUnderIt) {
    constexpr int ifLine = 11, body = 12, past = 13;
    EXPECT_EQ(conditionHeld(kLoop, ifLine, body), std::optional(true));
    EXPECT_EQ(conditionHeld(kLoop, ifLine, past), std::optional(false));
}

TEST(TraceCondition, ABreakIsTrueWhenTheRunLeavesTheLoop) {
    constexpr int ifLine = 13, under = 14, afterLoop = 16;
    EXPECT_EQ(conditionHeld(kLoop, ifLine, afterLoop), std::optional(true));
    EXPECT_EQ(conditionHeld(kLoop, ifLine, under), std::optional(false));
}

TEST(TraceCondition, AOneLineReturnIsTrueWhenTheCallReturnsOrReachesTheClosingBrace) {
    constexpr int ifLine = 16, under = 17, closing = 18;
    EXPECT_EQ(conditionHeld(kLoop, ifLine, kReturned), std::optional(true));
    EXPECT_EQ(conditionHeld(kLoop, ifLine, closing), std::optional(true));
    EXPECT_EQ(conditionHeld(kLoop, ifLine, under), std::optional(false));
}

TEST(TraceCondition, SaysNothingForALineThatIsNoIfOrAnIfWithAnotherStatementOnIt) {
    const std::vector<std::string> source = {"{", "    if (x > 0) y = 1;", "    z = 2;", "    w = 3;", "}"};
    EXPECT_EQ(conditionHeld(kLoop, 5, 6), std::nullopt) << "line 5 is no if";
    EXPECT_EQ(conditionHeld(source, 2, 3), std::nullopt) << "`y = 1` runs on the if's own line, either way";
}

TEST(TraceCondition, SaysNothingForAJumpThatLeadsWhereTheLineUnderItWouldToo) {
    // The `continue` is the loop's last statement: the loop's header runs next whichever way the condition went.
    const std::vector<std::string> source = {"{", "  for (int i = 0; i < 3; ++i) {", "    sum += i;",
                                             "    if (i > 1) continue;", "  }", "}"};
    EXPECT_EQ(conditionHeld(source, 4, 2), std::nullopt);
}

TEST(TraceCondition, ReadsAConditionWhoseCommentOrStringHoldsBrackets) {
    const std::vector<std::string> source = {"{", "  if (name == \")\") continue;  // (", "  x = 1;", "}"};
    EXPECT_EQ(conditionHeld(source, 2, 3), std::optional(false));
}

TEST(TraceCondition, NamesTheVariableThatAOneLinePushOrCountAlwaysChanges) {
    const std::vector<std::string> source = {"{",
                                             "    if (d2 <= r2) out.push_back(i);",
                                             "    if (d2 <= r2) ++count;",
                                             "    if (d2 <= r2) count--;",
                                             "    if (d2 <= r2) sum += v;",
                                             "    if (d2 <= r2) out.push_back(i); else other.push_back(i);",
                                             "}"};
    EXPECT_EQ(alwaysChangedBy(source, 2), "out");
    EXPECT_EQ(alwaysChangedBy(source, 3), "count");
    EXPECT_EQ(alwaysChangedBy(source, 4), "count");
    EXPECT_EQ(alwaysChangedBy(source, 5), "") << "adding a zero vector leaves sum as it was";
    EXPECT_EQ(alwaysChangedBy(source, 6), "") << "an else changes something either way";
}

}  // namespace
}  // namespace boids::trace
