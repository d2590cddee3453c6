// A task of the instructor's own may reach as far as a parameter of its own (new-task --param), not as far as its
// kind's (fleeRadius, obstacleLookAhead), and need not turn or look ahead as obstacle avoidance does. The diagnosis
// then makes no finding that compares with the kind's reach, turn, cone or recipe: it would send the learner to
// something the task does not do. (That the learner's code reads a parameter the recipe does not is still said.)
// Each recipe here reaches kOwnReach; each learner's copy reaches as far as the kind's parameter instead, as a
// learner who ignores the task's own parameter would.
#include <algorithm>
#include <span>
#include <string_view>
#include <string>

#include <gtest/gtest.h>

#include <boids/diagnosis.h>

namespace boids {
namespace {

constexpr float kOwnReach = 30;  // the task's own parameter, where the kind's is 100 or more

// Away from every point within `reach`, each weighted by how close it is, summed and normalised.
Vec2 awayFrom(Vec2 self, std::span<const Vec2> points, float reach) {
    Vec2 sum{};
    for (Vec2 point : points) {
        const float d = distance(self, point);
        if (d > 0 && d <= reach) sum += normalized(self - point) * ((reach - d) / reach);
    }
    return normalized(sum);
}

Vec2 fleeOwnReach(const Boid& self, std::span<const Vec2> predators, const Params&) {
    return awayFrom(self.position, predators, kOwnReach);
}
Vec2 fleeKindReach(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    return awayFrom(self.position, predators, params.fleeRadius);
}

std::vector<Vec2> centres(std::span<const Obstacle> obstacles) {
    std::vector<Vec2> out;
    for (const Obstacle& o : obstacles) out.push_back(o.center);
    return out;
}
Vec2 keepClearOwnReach(const Boid& self, std::span<const Obstacle> obstacles, const Params&) {
    return awayFrom(self.position, centres(obstacles), kOwnReach);
}
Vec2 keepClearKindReach(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    return awayFrom(self.position, centres(obstacles), params.obstacleLookAhead);
}

// The findings whose words rest on the kit's recipe of the kind: its reach, its turn, its cone, its length.
bool aboutTheKitsRecipe(const Finding& f) {
    for (const char* id : {"reaches_too_far", "stops_early", "strict_reach", "cone", "turn", "units:"}) {
        if (f.id.starts_with(id)) return true;
    }
    return f.tryThis.find("params.fleeStrength") != std::string::npos ||
           f.tryThis.find("params.avoidStrength") != std::string::npos;
}

// The findings' words, each finding's id first.
std::string said(const Diagnosis& d) {
    std::string text;
    for (const Finding& f : d.findings) text += f.id + ": " + f.text + " try: " + f.tryThis + "\n";
    return text;
}

bool has(const Diagnosis& d, std::string_view id) {
    return std::ranges::any_of(d.findings, [&](const Finding& f) { return f.id == id; });
}

TaskTable with(Task task, TaskFunction function) {
    TaskTable table;
    table[task] = function;
    return table;
}

TEST(OwnReach, AFleeOfItsOwnReachIsNotToldAboutFleeRadius) {
    const Diagnosis d = diagnoseForce(Task::Flee, with(Task::Flee, {.predators = &fleeKindReach}),
                                      with(Task::Flee, {.predators = &fleeOwnReach}));
    EXPECT_TRUE(has(d, "reads_param:fleeRadius")) << "what is true is still said:\n" << said(d);
    for (const Finding& f : d.findings) EXPECT_FALSE(aboutTheKitsRecipe(f)) << said(d);
}

TEST(OwnReach, AnAvoidanceOfItsOwnReachIsNotToldAboutTheLookAheadTheTurnOrTheCone) {
    const Diagnosis d = diagnoseForce(Task::ObstacleAvoid, with(Task::ObstacleAvoid, {.obstacles = &keepClearKindReach}),
                                      with(Task::ObstacleAvoid, {.obstacles = &keepClearOwnReach}));
    EXPECT_TRUE(has(d, "reads_param:obstacleLookAhead")) << "what is true is still said:\n" << said(d);
    for (const Finding& f : d.findings) EXPECT_FALSE(aboutTheKitsRecipe(f)) << said(d);
}

}  // namespace
}  // namespace boids
