// No false finding: mistakes of the kinds the catalog does not hold (one component computed unlike the other, a
// mirror image, state carried from one item to the next), written here and in no task's files, get findings that are
// true of the code, and, where an experiment names the kind, that name.
#include <algorithm>
#include <cmath>
#include <span>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include <boids/diagnosis.h>

namespace boids {
namespace {

TaskTable with(Task task, TaskFunction function) {
    TaskTable table;
    table[task] = function;
    return table;
}

std::string said(const Diagnosis& d) {
    std::string text;
    for (const Finding& f : d.findings) text += f.id + ": " + f.text + " try: " + f.tryThis + "\n";
    return text.empty() ? "(no finding)\n" : text;
}

bool has(const Diagnosis& d, std::string_view id) {
    return std::ranges::any_of(d.findings, [&](const Finding& f) { return f.id == id; });
}

// The outside tester's alignment: each velocity's x added to both parts of the sum. Its answer is (0.7071, 0.7071)
// for any sum whose x is positive: it never moves in steps, and no int is in it.
Vec2 alignmentYFromX(const Boid&, std::span<const Boid> neighbors, const Params&) {
    Vec2 sum{};
    for (const Boid& other : neighbors) {
        sum.x += other.velocity.x;
        sum.y += other.velocity.x;
    }
    return normalized(sum);
}

TEST(NearMisses, AnAnswerThatNeverMovesIsNotSaidToMoveInWholeSteps) {
    const Diagnosis d = diagnoseForce(Task::Alignment, with(Task::Alignment, {.flock = &alignmentYFromX}));
    EXPECT_FALSE(has(d, "whole_steps")) << said(d);
    for (const Finding& f : d.findings) EXPECT_EQ(f.tryThis.find(" int"), std::string::npos) << said(d);
}

}  // namespace
}  // namespace boids
