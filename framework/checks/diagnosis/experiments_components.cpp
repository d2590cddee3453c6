// The world's x and y, each on its own: an input's x and y moved one at a time and each part of the answer compared
// with the recipe's alone (a part worked out from the other's input, a part reversed, a part whose sign is lost, a
// part divided by the count where the other is not); and the scene mirrored across the heading.
#include "experiments.h"

#include <cmath>
#include <optional>

#include <fmt/format.h>

#include "words/findings.h"

namespace boids::diagnosis {

namespace {

// The scenes the parts are compared on: the base scenes and the item scenes, where both answers are numbers.
std::vector<ForceCase> partScenes(const Lab& lab) {
    std::vector<ForceCase> scenes = baseScenes(lab.task);
    for (const ForceCase& c : itemScenes(lab.task)) scenes.push_back(c);
    std::erase_if(scenes, [&](const ForceCase& c) { return !isFinite(lab.yours(c)) || !isFinite(lab.recipes(c)); });
    return scenes;
}

// What the last item of a scene has moved, one part at a time: its velocity, for a recipe that steers by the
// neighbours' headings, or else its position.
struct Input {
    std::string what;  // "the last neighbour's velocity"
    float by;          // how far each part is moved
};
Input inputOf(const Lab& lab) {
    if (lab.facts.readsVelocities) return {fmt::format("the last {}'s velocity", itemWord(lab.task)), 0.3f};
    return {fmt::format("the last {}'s position", itemWord(lab.task)), reach(lab.task, Params{}) * 0.02f};
}

float& partOf(Vec2& v, int axis) { return axis == 0 ? v.x : v.y; }
float part(Vec2 v, int axis) { return axis == 0 ? v.x : v.y; }
const char* axisName(int axis) { return axis == 0 ? "x" : "y"; }

ForceCase withInputMoved(const Lab& lab, const ForceCase& c, int axis, float by) {
    ForceCase m = c;
    if (!m.neighbors.empty()) {
        Boid& last = m.neighbors.back();
        partOf(lab.facts.readsVelocities ? last.velocity : last.position, axis) += by;
    }
    if (!m.predators.empty()) partOf(m.predators.back(), axis) += by;
    if (!m.obstacles.empty()) partOf(m.obstacles.back().center, axis) += by;
    return m;
}

// The x and y of yours equal, or opposite, in every scene where yours is not zero, where the recipe's are not.
bool partsAlike(const Lab& lab, const std::vector<ForceCase>& scenes, std::string& example) {
    int alike = 0, recipeUnlike = 0;
    for (const ForceCase& c : scenes) {
        const Vec2 y = lab.yours(c), r = lab.recipes(c);
        if (isZero(y)) continue;
        if (std::fabs(std::fabs(y.x) - std::fabs(y.y)) > 1e-3f * length(y)) return false;
        ++alike;
        if (std::fabs(std::fabs(r.x) - std::fabs(r.y)) > 0.05f * length(r)) {
            if (example.empty()) example = fmt::format("yours is {} where the recipe's is {}", number(y), number(r));
            ++recipeUnlike;
        }
    }
    return alike >= 4 && recipeUnlike >= 3;
}

// Whether each part of yours follows each part of the input, as the recipe's does.
struct Follows {
    bool yours[2]{}, recipe[2]{};  // moving that part of the input changes the answer
    // The scenes where that part of yours moves the way the recipe's does as the input's moves, or the other way.
    int sameWay[2]{}, otherWay[2]{};
    std::string example[2];
};
Follows follows(const Lab& lab, const std::vector<ForceCase>& scenes, const Input& input) {
    Follows f;
    for (const ForceCase& c : scenes) {
        const Vec2 y = lab.yours(c), r = lab.recipes(c);
        if (isZero(y) || isZero(r)) continue;
        for (int axis : {0, 1}) {
            const ForceCase m = withInputMoved(lab, c, axis, input.by);
            const Vec2 ym = lab.yours(m), rm = lab.recipes(m);
            if (!isFinite(ym) || !isFinite(rm)) continue;
            const bool yoursMoved = !same(y, ym), recipeMoved = !same(r, rm);
            f.yours[axis] |= yoursMoved;
            f.recipe[axis] |= recipeMoved;
            if (!yoursMoved && recipeMoved && f.example[axis].empty()) {
                f.example[axis] = fmt::format("moved by {} along {}: yours stays {}, the recipe's goes from {} to {}",
                                              number(input.by), axisName(axis), number(y), number(r), number(rm));
            }
            // The part along the move, yours beside the recipe's, when both move clearly.
            const float dy = part(ym, axis) - part(y, axis), dr = part(rm, axis) - part(r, axis);
            const float clear = 1e-3f * std::max(1.0f, length(r));
            if (std::fabs(dy) > clear && std::fabs(dr) > clear) {
                ((dy > 0) == (dr > 0) ? f.sameWay : f.otherWay)[axis] += 1;
                if ((dy > 0) != (dr > 0) && f.example[axis].empty()) {
                    f.example[axis] = fmt::format("moved by {} along {}: your {} goes from {} to {}, the recipe's from "
                                                  "{} to {}",
                                                  number(input.by), axisName(axis), axisName(axis), number(part(y, axis)),
                                                  number(part(ym, axis)), number(part(r, axis)), number(part(rm, axis)));
                }
            }
        }
    }
    return f;
}

// The scenes all round the boid: one item at eight angles, and two at a time, where the recipe's answer points to
// every side.
std::vector<ForceCase> allRound(const Lab& lab) {
    const float R = reach(lab.task, Params{});
    const float from = kindOf(lab.task).ahead ? -50.0f : 0.0f, span = kindOf(lab.task).ahead ? 100.0f : 360.0f;
    std::vector<ForceCase> scenes;
    for (int k = 0; k < 8; ++k) {
        const float a = from + span * (float(k) + 0.5f) / 8;
        const Item one{rotated(Vec2{R * 0.45f, 0}, a), rotated(Vec2{0, 2}, 2 * a), 8};
        const Item two{rotated(Vec2{R * 0.6f, 0}, a + span / 5), rotated(Vec2{1, 1}, a), 8};
        scenes.push_back(scene(lab.task, {one}));
        scenes.push_back(scene(lab.task, {one, two}));
    }
    return scenes;
}

// The sign a part of yours keeps in every scene all round, where the recipe's takes both: +1, -1, or 0 (none kept).
// In the world's own axes: a sign the code throws away is the same wherever the scene is and whichever way it faces.
int keptSign(const Lab& lab, const std::vector<ForceCase>& scenes, int axis, int& recipeOther) {
    int positive = 0, negative = 0, recipePositive = 0, recipeNegative = 0;
    for (const ForceCase& c : scenes) {
        const Vec2 y = lab.inWorldAxes(lab.yours(c)), r = lab.inWorldAxes(lab.recipes(c));
        if (!isFinite(y)) return 0;
        const float clear = 1e-3f * std::max(1.0f, length(r));
        positive += part(y, axis) > clear;
        negative += part(y, axis) < -clear;
        recipePositive += part(r, axis) > clear;
        recipeNegative += part(r, axis) < -clear;
    }
    if (recipePositive < 2 || recipeNegative < 2) return 0;
    if (positive >= 4 && negative == 0) return recipeOther = recipeNegative, 1;
    if (negative >= 4 && positive == 0) return recipeOther = recipePositive, -1;
    return 0;
}

// With the same item given 1 to 4 times, the recipe's direction stays; yours turns as if one part were divided by the
// count: the part that is, or none.
std::optional<int> partDividedByCount(const Lab& lab) {
    const float R = reach(lab.task, Params{});
    const Item item{rotated(Vec2{R * 0.4f, 0}, kindOf(lab.task).ahead ? 20.0f : 50.0f), {1, 2}, 8};
    const Vec2 y1 = lab.yours(scene(lab.task, {item})), r1 = lab.recipes(scene(lab.task, {item}));
    if (!isFinite(y1) || std::fabs(y1.x) < 1e-3f || std::fabs(y1.y) < 1e-3f || !same(normalized(y1), normalized(r1))) {
        return std::nullopt;
    }
    std::optional<int> divided;
    for (int axis : {0, 1}) {
        bool fits = true;
        for (int n = 2; n <= 4 && fits; ++n) {
            const ForceCase c = scene(lab.task, std::vector<Item>(std::size_t(n), item));
            const Vec2 y = lab.yours(c), r = lab.recipes(c);
            if (!isFinite(y) || !same(normalized(r), normalized(r1))) return std::nullopt;
            // The ratio of the parts, against one item's, is 1/n for x divided (n for y).
            const float ratio = (y.x / y.y) / (y1.x / y1.y), want = axis == 0 ? 1 / float(n) : float(n);
            fits = std::isfinite(ratio) && std::fabs(ratio - want) <= 2e-3f * want;
        }
        if (fits) divided = axis;
    }
    return divided;
}

}  // namespace

void components(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const std::vector<ForceCase> scenes = partScenes(lab);
    const std::string force = forceWord(t);
    const char* tryParts = "each part of the answer comes from the same part of the input: look for a .x where a .y "
                           "belongs (or a .y where an .x belongs).";
    if (std::string example; partsAlike(lab, scenes, example)) {
        add(out, F::parts_alike,
            fmt::format("The x and the y of your {} are the same size in every scene tried ({}); the recipe's are "
                        "not: one part is worked out from the other's input.",
                        force, example),
            tryParts);
        return;
    }
    const Input input = inputOf(lab);
    const Follows f = follows(lab, scenes, input);
    for (int axis : {0, 1}) {
        const int other = 1 - axis;
        if (!f.yours[axis] && f.recipe[axis] && f.yours[other]) {
            add(out, {F::parts_ignores, axisName(axis)},
                fmt::format("Your {} does not change when the {} of {} changes ({}), in any scene tried; it changes "
                            "when its {} does. The recipe's changes with both.",
                            force, axisName(axis), input.what, f.example[axis], axisName(other)),
                fmt::format("the {} of {} is never read: look for a .{} where a .{} belongs.", axisName(axis),
                            input.what, axisName(other), axisName(axis)));
            return;
        }
    }
    for (int axis : {0, 1}) {
        const int other = 1 - axis;
        if (f.otherWay[axis] >= 3 && f.sameWay[axis] == 0 && f.sameWay[other] >= 3 && f.otherWay[other] == 0) {
            add(out, {F::parts_reversed, axisName(axis)},
                fmt::format("When {} moves along {}, the {} of your {} moves the other way from the recipe's ({}), in "
                            "every scene tried; along {}, yours moves as the recipe's does. The {} part is reversed.",
                            input.what, axisName(axis), axisName(axis), force, f.example[axis], axisName(other),
                            axisName(axis)),
                fmt::format("work out the {} part as you work out the {} part: the same subtraction, in the same order.",
                            axisName(axis), axisName(other)));
            return;
        }
    }
    const std::vector<ForceCase> round = allRound(lab);
    int recipeOther[2]{};
    const int sign[2]{keptSign(lab, round, 0, recipeOther[0]), keptSign(lab, round, 1, recipeOther[1])};
    if (sign[0] != 0 && sign[1] != 0) {
        add(out, {F::parts_one_sign, fmt::format("{}{}", sign[0] > 0 ? '+' : '-', sign[1] > 0 ? '+' : '-')},
            fmt::format("With {} on every side of the boid ({} scenes), your {}'s x is never {} and its y never {}; the "
                        "recipe's x is {} in {} of them and its y {} in {}. Yours loses the sign of each part.",
                        itemWord(t, true), round.size(), force, sign[0] > 0 ? "negative" : "positive",
                        sign[1] > 0 ? "negative" : "positive", sign[0] > 0 ? "negative" : "positive", recipeOther[0],
                        sign[1] > 0 ? "negative" : "positive", recipeOther[1]),
            "look for abs() or fabs() on a part: the sign says which side, and the recipe keeps it.");
        return;
    }
    if (const std::optional<int> divided = partDividedByCount(lab)) {
        const char* which = axisName(*divided);
        add(out, {F::parts_divided, which},
            fmt::format("With the same {} given 1, 2, 3 and 4 times, the recipe's {} keeps its direction; yours turns as "
                        "if its {} part were divided by the number of {} and its {} part were not.",
                        itemWord(t), force, which, itemWord(t, true), axisName(1 - *divided)),
            "divide the whole vector by the count (or neither part): both parts are sums of the same kind.");
    }
}

// The scene mirrored across the boid's heading (every item taken to the other side): the recipe's answer is mirrored
// too.
void mirror(const Lab& lab, Findings& out) {
    // The heading is along x (kHeading): the mirror keeps x and turns y round, for positions and velocities alike.
    const auto mirrored = [](Vec2 v) { return Vec2{v.x, -v.y}; };
    std::vector<ForceCase> scenes = baseScenes(lab.task);
    for (const ForceCase& c : itemScenes(lab.task)) scenes.push_back(c);
    for (const ForceCase& c : scenes) {
        ForceCase m = c;
        const Vec2 at = c.self.position;
        const auto across = [&](Vec2 p) { return at + mirrored(p - at); };
        m.self.velocity = mirrored(c.self.velocity);
        for (Boid& b : m.neighbors) b = {across(b.position), mirrored(b.velocity)};
        for (Vec2& p : m.predators) p = across(p);
        for (Obstacle& o : m.obstacles) o.center = across(o.center);
        const Vec2 recipe = lab.recipes(c), yours = lab.yours(c), yoursMirrored = lab.yours(m);
        if (!same(lab.recipes(m), mirrored(recipe)) || !isFinite(yours)) continue;
        if (same(yoursMirrored, mirrored(yours))) continue;
        add(out, F::mirror,
            fmt::format("With the scene mirrored across the boid's heading (each {} taken to the other side), the "
                        "recipe's {} is mirrored too, from {} to {}; yours goes from {} to {}, where its mirror image is "
                        "{}. Yours treats the left and the right unlike each other.",
                        itemWord(lab.task), forceWord(lab.task), number(recipe), number(mirrored(recipe)), number(yours),
                        number(yoursMirrored), number(mirrored(yours))),
            fmt::format("look for a turn or a side that is the same whichever side the {} is on (a fixed angle, a "
                        "fixed perpendicular): it must follow the {}'s side.",
                        itemWord(lab.task), itemWord(lab.task)));
        return;
    }
}

}  // namespace boids::diagnosis
