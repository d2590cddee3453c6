// The crowd's experiment (first_items, experiments_items.cpp): a force that counts only its first K items is told K,
// for every force task and several K; forces that leave out other items (the nearest K kept, the last K, all but the
// last, every other one) are never told they count only their first ones.
#include <algorithm>
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <boids/diagnosis.h>

namespace boids {
namespace {

// Which of its items a force passes on to the recipe.
enum class Pick { First2, First3, First7, First30, Nearest7, Last7, AllButLast, EveryOther };

template <class Item, class Where>
std::vector<Item> picked(std::span<const Item> items, Vec2 self, Pick pick, Where where) {
    std::vector<Item> all(items.begin(), items.end());
    auto first = [&](std::size_t k) { return std::vector<Item>(all.begin(), all.begin() + std::ptrdiff_t(std::min(k, all.size()))); };
    switch (pick) {
        case Pick::First2: return first(2);
        case Pick::First3: return first(3);
        case Pick::First7: return first(7);
        case Pick::First30: return first(30);
        case Pick::Nearest7:
            std::ranges::stable_sort(all, {}, [&](const Item& i) { return distance(where(i), self); });
            return first(7);
        case Pick::Last7: return std::vector<Item>(all.end() - std::ptrdiff_t(std::min<std::size_t>(7, all.size())), all.end());
        case Pick::AllButLast: return first(all.empty() ? 0 : all.size() - 1);
        case Pick::EveryOther: {
            std::vector<Item> out;
            for (std::size_t i = 0; i < all.size(); i += 2) out.push_back(all[i]);
            return out;
        }
    }
    return all;
}

// The recipe of task T, given only the items P picks.
template <Task T, Pick P>
Vec2 flock(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    const auto kept = picked(neighbors, self.position, P, [](const Boid& b) { return b.position; });
    return recipeTasks()[T].flock(self, kept, params);
}
template <Task T, Pick P>
Vec2 predators(const Boid& self, std::span<const Vec2> items, const Params& params) {
    const auto kept = picked(items, self.position, P, [](Vec2 p) { return p; });
    return recipeTasks()[T].predators(self, kept, params);
}
template <Task T, Pick P>
Vec2 obstacles(const Boid& self, std::span<const Obstacle> items, const Params& params) {
    const auto kept = picked(items, self.position, P, [](const Obstacle& o) { return o.center; });
    return recipeTasks()[T].obstacles(self, kept, params);
}

template <Task T, Pick P>
Diagnosis diagnosed() {
    TaskTable table;
    table[T] = functionFor(T, &flock<T, P>, &predators<T, P>, &obstacles<T, P>);
    return diagnoseForce(T, table);
}

std::string said(const Diagnosis& d) {
    std::string text;
    for (const Finding& f : d.findings) text += f.id + ": " + f.text + "\n";
    return text.empty() ? "(no finding)\n" : text;
}

template <Task T>
void expectEveryPick() {
    if (!isListed(T)) return;  // a kit whose tasks.txt leaves that task out
    SCOPED_TRACE(info(T).name);
    auto first = [](const Diagnosis& d) { return d.empty() ? std::string("(none)") : d.findings.front().id; };
    EXPECT_EQ(first(diagnosed<T, Pick::First2>()), "reads_first:2") << said(diagnosed<T, Pick::First2>());
    EXPECT_EQ(first(diagnosed<T, Pick::First3>()), "reads_first:3") << said(diagnosed<T, Pick::First3>());
    EXPECT_EQ(first(diagnosed<T, Pick::First7>()), "reads_first:7") << said(diagnosed<T, Pick::First7>());
    EXPECT_EQ(first(diagnosed<T, Pick::First30>()), "reads_first:30") << said(diagnosed<T, Pick::First30>());
    for (const Diagnosis& d : {diagnosed<T, Pick::Nearest7>(), diagnosed<T, Pick::Last7>(),
                               diagnosed<T, Pick::AllButLast>(), diagnosed<T, Pick::EveryOther>()}) {
        for (const Finding& f : d.findings) EXPECT_FALSE(f.id.starts_with("reads_first")) << said(d);
    }
}

TEST(FirstItems, AForceThatCountsOnlyItsFirstKIsToldKAndNoOtherIs) {
    expectEveryPick<Task::Alignment>();
    expectEveryPick<Task::Separation>();
    expectEveryPick<Task::Cohesion>();
    expectEveryPick<Task::Flee>();
    expectEveryPick<Task::ObstacleAvoid>();
}

}  // namespace
}  // namespace boids
