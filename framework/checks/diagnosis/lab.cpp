// The laboratory's scenes and comparisons (lab.h).
#include "lab.h"

#include <algorithm>

namespace boids::diagnosis {

float reach(Task task, const Params& p) { return p.*kindOf(task).reach.field; }

float strength(Task task, const Params& p) {
    const KindFacts& kind = kindOf(task);
    return kind.strength.field ? p.*kind.strength.field : 1;
}

ForceCase scene(Task task, const std::vector<Item>& items, Params params, Boid self) {
    ForceCase c;
    c.task = task;
    c.self = self;
    c.params = params;
    for (const Item& item : items) kindOf(task).place(c, self.position + item.offset, item);
    return c;
}

std::size_t itemCount(const ForceCase& c) { return c.neighbors.size() + c.predators.size() + c.obstacles.size(); }

RecipeFacts factsOf(Task task, const TaskTable& recipe) {
    RecipeFacts facts;
    const float R = reach(task, Params{});
    const Vec2 offset = (kindOf(task).ahead ? Vec2{1, 0} : Vec2{0, 1}) * (R * 0.5f);
    const Vec2 one = evaluate(scene(task, {Item{offset, {1, 2}}}), recipe);
    if (isFinite(one) && !isZero(one)) {
        facts.pushesAway = dot(one, offset) < 0;
        facts.pullsToward = dot(one, offset) > 0;
    }
    if (kindOf(task).flock) {
        const Vec2 turned = evaluate(scene(task, {Item{offset, rotated(Vec2{1, 2}, 90)}}), recipe);
        facts.readsVelocities = !same(one, turned);
    }
    return facts;
}

Vec2 Lab::inFrame(const ForceCase& c, const TaskTable& table) const {
    if (frame.moved == Vec2{} && frame.turn == 0) return evaluate(c, table);
    ForceCase there = turnedAbout(movedBy(c, frame.moved), frame.turn);
    if (frame.aboutOrigin) {  // turned about the boid, then moved to where a turn about the origin puts the boid
        const Vec2 boid = there.self.position;
        there = movedBy(there, turnedBy(boid, frame.turn) - boid);
    }
    return turnedBy(evaluate(there, table), -frame.turn);
}

// Two answers the same: within 1e-3 (relative for long vectors); two non-finite answers are the same answer.
bool same(Vec2 a, Vec2 b) { return sameAnswer(a, b, 1e-3f, 1e-3f); }
bool isZero(Vec2 v) { return isFinite(v) && length(v) <= 1e-5f; }

// A few scenes of 1 to 3 items at distances and angles away from every boundary, the base of the experiments.
std::vector<ForceCase> baseScenes(Task task, const Params& p) {
    const float r = reach(task, p);
    auto at = [&](float fraction, float degrees, Vec2 velocity = {0, 2}) {
        return Item{rotated(Vec2{r * fraction, 0}, degrees), velocity, 8};
    };
    if (kindOf(task).ahead) {  // inside the cone: within +-60 degrees of the heading
        return {scene(task, {at(0.5f, 20)}, p), scene(task, {at(0.7f, -35)}, p),
                scene(task, {at(0.45f, 25), at(0.8f, -15)}, p),
                scene(task, {at(0.3f, 10), at(0.6f, 40), at(0.75f, -28)}, p)};
    }
    return {scene(task, {at(0.3f, 60, {1, 2})}, p), scene(task, {at(0.55f, -100, {-2, 1})}, p),
            scene(task, {at(0.25f, 30, {2, 0.5f}), at(0.7f, 160, {0.5f, -2})}, p),
            scene(task, {at(0.4f, -20, {1, 1}), at(0.6f, 100, {-1, 2}), at(0.8f, 215, {2, -1})}, p)};
}

std::vector<ForceCase> itemScenes(Task t) {
    const float r = reach(t, Params{});
    auto at = [&](float fraction, float degrees, Vec2 velocity) {
        return Item{rotated(Vec2{r * fraction, 0}, degrees), velocity, 8};
    };
    if (kindOf(t).ahead) {
        // The nearest is first in one scene and second in the other, so that "only the first" and "only the nearest"
        // tell apart.
        return {scene(t, {at(0.4f, 20, {}), at(0.6f, -30, {}), at(0.5f, 45, {})}),
                scene(t, {at(0.7f, 25, {}), at(0.3f, -10, {}), at(0.5f, -40, {}), at(0.6f, 5, {})})};
    }
    return {scene(t, {at(0.3f, 40, {1, 2}), at(0.5f, 150, {-2, 1}), at(0.7f, -70, {2, -1.5f})}),
            scene(t, {at(0.6f, -130, {0.5f, 2}), at(0.35f, 10, {2, 1}), at(0.75f, 95, {-1, -2}), at(0.45f, 230, {1.5f, 0.5f})})};
}

}  // namespace boids::diagnosis
