// A catalog name only when it is true: functions that come close to a known mistake but differ from it must get no
// name. Each near-miss is an entry of a task's mistakes.cpp changed only in some scenes (a crowd, a boid flying on a
// diagonal, a fourth item), as a learner's own variant of a mistake would be.
#include <functional>
#include <string>

#include <gtest/gtest.h>

#include <boids/checks.h>

#include "catalog.h"
#include "recognise.h"

namespace boids {
namespace {

std::size_t items(const ForceCase& c) { return c.neighbors.size() + c.predators.size() + c.obstacles.size(); }

struct NearMiss {
    std::string how;
    std::function<Vec2(const ForceCase&, const TaskTable&)> force;
};

std::vector<NearMiss> nearMisses() {
    return {
        {"nudged by (0.02, 0) when there are 3 or more items",
         [](const ForceCase& c, const TaskTable& t) { return evaluate(c, t) + (items(c) >= 3 ? Vec2{0.02f, 0} : Vec2{}); }},
        {"nudged by (0, 0.02) when the boid flies on a diagonal",
         [](const ForceCase& c, const TaskTable& t) {
             const bool diagonal = c.self.velocity.x != 0 && c.self.velocity.y != 0;
             return evaluate(c, t) + (diagonal ? Vec2{0, 0.02f} : Vec2{});
         }},
        {"nudged by (0.02, 0.02) when an item lies more than 20 units away",
         [](const ForceCase& c, const TaskTable& t) {
             bool far = false;
             for (const Boid& b : c.neighbors) far |= distance(b.position, c.self.position) > 20;
             for (Vec2 p : c.predators) far |= distance(p, c.self.position) > 20;
             for (const Obstacle& o : c.obstacles) far |= distance(o.center, c.self.position) > 20;
             return evaluate(c, t) + (far ? Vec2{0.02f, 0.02f} : Vec2{});
         }},
    };
}

TEST(NearMisses, GetNoCatalogNameWhenTheyDifferFromEveryEntry) {
    int tried = 0;
    for (Task task : forceTasks()) {
        const std::vector<catalog::KnownMistake> mistakes = catalog::mistakesFor(task);
        for (const catalog::KnownMistake& entry : mistakes) {
            for (const NearMiss& nearMiss : nearMisses()) {
                const auto force = [&](const ForceCase& c) { return nearMiss.force(c, entry.table); };
                const catalog::KnownMistake* named = test::recogniseForce(task, force, mistakes);
                ++tried;
                EXPECT_EQ(named, nullptr) << "task " << info(task).number << ": " << entry.id << ", " << nearMiss.how
                                          << ", was named " << (named ? named->id : "");
            }
        }
    }
    EXPECT_GT(tried, 100);
}

TEST(NearMisses, AnEntryItselfIsStillNamed) {  // the test above can fail: an unchanged entry is named
    for (Task task : forceTasks()) {
        const std::vector<catalog::KnownMistake> mistakes = catalog::mistakesFor(task);
        for (const catalog::KnownMistake& entry : mistakes) {
            const catalog::KnownMistake* named = test::recogniseForce(task, entry.table, mistakes);
            ASSERT_NE(named, nullptr) << entry.id;
            EXPECT_EQ(named->id, entry.id);
        }
    }
}

}  // namespace
}  // namespace boids
