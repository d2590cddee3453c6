// No false finding: mistakes of the kinds the catalog does not hold (one component computed unlike the other, a
// mirror image, state carried from one item to the next), written here and in no task's files, get findings that are
// true of the code, and, where an experiment names the kind, that name.
#include <algorithm>
#include <cmath>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
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

// --- Mistakes of the kinds under test, each as a learner might write it -------------------------------------------

// One component unlike the other.
Vec2 alignmentOnlyXDivided(const Boid&, std::span<const Boid> neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += other.velocity;
    sum.x /= float(neighbors.size());
    return normalized(sum);
}
Vec2 alignmentAbsEach(const Boid&, std::span<const Boid> neighbors, const Params&) {
    Vec2 sum{};
    for (const Boid& other : neighbors) sum += Vec2{std::fabs(other.velocity.x), std::fabs(other.velocity.y)};
    return normalized(sum);
}
Vec2 separationYReversed(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away{self.position.x - other.position.x, other.position.y - self.position.y};
        push += normalized(away) * ((R - length(away)) / R);
    }
    return push;
}
Vec2 fleeAbsEach(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) > params.fleeRadius) continue;
        const Vec2 d = self.position - predator;
        away += Vec2{std::fabs(d.x), std::fabs(d.y)};
    }
    return normalized(away) * params.fleeStrength;
}
Vec2 cohesionOnlyXDivided(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    center.x /= float(neighbors.size());
    return normalized(center - self.position);
}
// Turned by hand, x overwritten before y is worked out from it.
Vec2 turnedInPlace(Vec2 v, float degrees) {
    const float a = degrees * 3.14159265f / 180;
    v.x = v.x * std::cos(a) - v.y * std::sin(a);
    v.y = v.x * std::sin(a) + v.y * std::cos(a);
    return v;
}
Vec2 avoidRotationOverwritesX(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& o : obstacles) {
        const float angle = signedAngle(self.velocity, o.center - self.position), turn = params.avoidTurnDegrees;
        const bool ahead = std::fabs(angle) < params.obstacleConeDegrees;
        if (distance(o.center, self.position) > params.obstacleLookAhead || !ahead) continue;
        avoid += normalized(turnedInPlace(self.velocity, angle > 0 ? -turn : turn)) * params.avoidStrength;
    }
    return avoid;
}

// A mirror image: the side a push is bent to is fixed, not taken from where the neighbour is.
Vec2 separationBentLeft(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{};
    for (const Boid& other : neighbors) {
        const Vec2 away = self.position - other.position;
        push += rotated(normalized(away), 20) * ((R - length(away)) / R);
    }
    return push;
}
Vec2 cohesionBentLeft(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 center{};
    for (const Boid& other : neighbors) center += other.position;
    return normalized(rotated(center / float(neighbors.size()) - self.position, 15));
}

// State carried from one item to the next.
Vec2 separationRunningOffset(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0) return {};
    Vec2 push{}, away{};
    for (const Boid& other : neighbors) {
        away += self.position - other.position;
        push += normalized(away) * ((R - length(away)) / R);
    }
    return push;
}
Vec2 separationFirstTwice(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const float R = params.neighborRadius;
    if (R <= 0 || neighbors.empty()) return {};
    auto pushFrom = [&](const Boid& other) {
        const Vec2 away = self.position - other.position;
        return normalized(away) * ((R - length(away)) / R);
    };
    Vec2 push = pushFrom(neighbors[0]);
    for (const Boid& other : neighbors) push += pushFrom(other);
    return push;
}
Vec2 fleeRunningOffset(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    Vec2 away{}, offset{};
    for (const Vec2& predator : predators) {
        if (distance(self.position, predator) > params.fleeRadius) continue;
        offset += self.position - predator;
        away += offset;
    }
    return normalized(away) * params.fleeStrength;
}
Vec2 alignmentFirstTwice(const Boid&, std::span<const Boid> neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 sum = neighbors[0].velocity;
    for (const Boid& other : neighbors) sum += other.velocity;
    return normalized(sum);
}

// Each mistake with the finding that names its kind first (none where no experiment names it), and every finding it
// may get: each one read against the code and found true of it. A finding outside the list is new, and must be read
// before it is added.
struct Case {
    const char* name;
    Task task;
    TaskFunction function;
    std::string_view first;
    std::vector<std::string_view> trueFindings;
};
const std::vector<Case>& cases() {
    static const std::vector<Case> all{
        {"alignment: velocity.x added to sum.y", Task::Alignment, {.flock = &alignmentYFromX}, "parts:alike", {}},
        {"alignment: only x divided by the count", Task::Alignment, {.flock = &alignmentOnlyXDivided},
         "parts:divided_x", {}},
        {"alignment: abs() on each part", Task::Alignment, {.flock = &alignmentAbsEach}, "parts:one_sign:++", {}},
        {"separation: the y offset reversed", Task::Separation, {.flock = &separationYReversed},
         "parts:reversed_y", {}},
        {"flee: abs() on each part", Task::Flee, {.predators = &fleeAbsEach}, "parts:one_sign:++", {}},
        // Its centre is not an average of positions in x: the weights and the moved scene show it; no part experiment
        // names it (the answer's direction is normalized from a point, not a sum).
        {"cohesion: only x divided by the count", Task::Cohesion, {.flock = &cohesionOnlyXDivided}, "",
         {"weights", "frame:position"}},
        {"avoidance: a rotation that overwrites x before y", Task::ObstacleAvoid,
         {.obstacles = &avoidRotationOverwritesX}, "", {"turn", "frame:turn"}},
        {"separation: every push bent to the left", Task::Separation, {.flock = &separationBentLeft}, "mirror", {}},
        {"cohesion: the pull bent to the left", Task::Cohesion, {.flock = &cohesionBentLeft}, "mirror", {}},
        {"separation: a running offset", Task::Separation, {.flock = &separationRunningOffset},
         "as_if:running_offset", {}},
        {"separation: the first counted twice", Task::Separation, {.flock = &separationFirstTwice},
         "as_if:first_twice", {}},
        {"flee: a running offset", Task::Flee, {.predators = &fleeRunningOffset}, "as_if:running_offset", {}},
        {"alignment: the first counted twice", Task::Alignment, {.flock = &alignmentFirstTwice},
         "as_if:first_twice", {}},
    };
    return all;
}

TEST(NearMisses, MistakesOfKindsTheCatalogDoesNotHoldGetOnlyTrueFindings) {
    for (const Case& c : cases()) {
        if (!isListed(c.task)) continue;  // a kit whose tasks.txt leaves that task out
        SCOPED_TRACE(c.name);
        const Diagnosis d = diagnoseForce(c.task, with(c.task, c.function));
        ASSERT_FALSE(d.empty()) << "every one of them is a mistake: some finding is true of it";
        if (!c.first.empty()) {
            EXPECT_EQ(d.findings.front().id, c.first) << said(d);
        }
        for (const Finding& f : d.findings) {
            const bool known = f.id == c.first || std::ranges::find(c.trueFindings, f.id) != c.trueFindings.end();
            EXPECT_TRUE(known) << "a finding not read against the code: " << f.id << "\n" << said(d);
        }
    }
}

// The findings above come from the mistakes, not from the experiments themselves: the recipe's own function gets none.
TEST(NearMisses, TheRecipeItselfGetsNoFinding) {
    for (Task task : forceTasks()) {
        const Diagnosis d = diagnoseForce(task, recipeTasks());
        EXPECT_TRUE(d.empty()) << "task " << info(task).number << ":\n" << said(d);
    }
}

TEST(NearMisses, AnAnswerThatNeverMovesIsNotSaidToMoveInWholeSteps) {
    if (!isListed(Task::Alignment)) GTEST_SKIP() << "tasks.txt leaves alignment out";
    const Diagnosis d = diagnoseForce(Task::Alignment, with(Task::Alignment, {.flock = &alignmentYFromX}));
    EXPECT_FALSE(has(d, "whole_steps")) << said(d);
    for (const Finding& f : d.findings) EXPECT_EQ(f.tryThis.find(" int"), std::string::npos) << said(d);
}

// Tutorials that loop over the whole flock count the boid among its own neighbours.
Vec2 alignmentCountingItself(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    Vec2 sum = self.velocity;
    for (const Boid& other : neighbors) sum += other.velocity;
    return normalized(sum);
}
// The boid's own velocity added twice: it reads self.velocity, but is not the recipe with the boid counted.
Vec2 alignmentOwnVelocityTwice(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    Vec2 sum = self.velocity * 2.0f;
    for (const Boid& other : neighbors) sum += other.velocity;
    return normalized(sum);
}

// Conrad Parker's pseudocode: (the neighbours' average velocity - the boid's own) / 8.
constexpr float kParkersDivisor = 8;
Vec2 alignmentParker(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 perceived{};
    for (const Boid& other : neighbors) perceived += other.velocity;
    perceived /= float(neighbors.size());
    return (perceived - self.velocity) / kParkersDivisor;
}
// Close to it, but not it: the boid's own velocity subtracted at half its size.
Vec2 alignmentHalfOwn(const Boid& self, std::span<const Boid> neighbors, const Params&) {
    if (neighbors.empty()) return {};
    Vec2 perceived{};
    for (const Boid& other : neighbors) perceived += other.velocity;
    perceived /= float(neighbors.size());
    return (perceived - self.velocity * 0.5f) / kParkersDivisor;
}

TEST(Conventions, ParkersRuleIsNamedWithItsDivisorOnlyWhenYoursFollowsIt) {
    if (!isListed(Task::Alignment)) GTEST_SKIP() << "tasks.txt leaves alignment out";
    const Diagnosis parker = diagnoseForce(Task::Alignment, with(Task::Alignment, {.flock = &alignmentParker}));
    ASSERT_TRUE(has(parker, "convention:parker")) << said(parker);
    EXPECT_NE(said(parker).find(fmt::format("/ {:g} in every scene tried", kParkersDivisor)), std::string::npos)
        << said(parker);
    const Diagnosis half = diagnoseForce(Task::Alignment, with(Task::Alignment, {.flock = &alignmentHalfOwn}));
    EXPECT_FALSE(has(half, "convention:parker")) << said(half);
}

TEST(Conventions, TheBoidCountedAmongItsNeighboursIsNamedOnlyWhenThatIsWhatYoursIs) {
    if (!isListed(Task::Alignment)) GTEST_SKIP() << "tasks.txt leaves alignment out";
    const Diagnosis counted = diagnoseForce(Task::Alignment, with(Task::Alignment, {.flock = &alignmentCountingItself}));
    EXPECT_TRUE(has(counted, "convention:counts_itself")) << said(counted);
    EXPECT_FALSE(has(counted, "reads_own_velocity")) << "the convention explains it:\n" << said(counted);
    const Diagnosis twice = diagnoseForce(Task::Alignment, with(Task::Alignment, {.flock = &alignmentOwnVelocityTwice}));
    EXPECT_FALSE(has(twice, "convention:counts_itself")) << said(twice);
    EXPECT_TRUE(has(twice, "reads_own_velocity")) << said(twice);
}

}  // namespace
}  // namespace boids
