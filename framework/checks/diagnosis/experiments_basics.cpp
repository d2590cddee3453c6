// The whole answer: the same twice, a number, not always zero; and, when nothing else shows, where it differs.
#include "experiments.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <fmt/format.h>

#include "words/findings.h"

namespace boids::diagnosis {

// The same scene twice gives the same answer, to the bit: a function of its inputs alone does, however it rounds,
// and one that keeps something from an earlier call may drift by less than any tolerance (a static sum of many).
void repeatable(const Lab& lab, Findings& out) {
    auto identical = [](float a, float b) { return a == b || (std::isnan(a) && std::isnan(b)); };
    for (const ForceCase& c : baseScenes(lab.task)) {
        const Vec2 first = lab.yours(c);
        for (int k = 0; k < 3; ++k) {
            const Vec2 again = lab.yours(c);
            if (!identical(first.x, again.x) || !identical(first.y, again.y)) {
                // Said with every digit a float has when four do not tell the two apart.
                const bool close = number(first) == number(again);
                add(out, F::not_repeatable,
                    fmt::format("Yours gave {} and then {} for the very same scene: its answer depends on something "
                                "left over from an earlier call.",
                                close ? fmt::format("({}, {})", first.x, first.y) : number(first),
                                close ? fmt::format("({}, {})", again.x, again.y) : number(again)),
                    "look for a static or global variable (or a member of something that lives between calls), and "
                    "make every sum start from zero inside the function.");
                return;
            }
        }
    }
}

// The awkward scenes step() can give, where a division by zero is near: for every force by its kind, and those its
// recipe's facts name, where that recipe divides by something that is 0.
void notANumber(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    // Each awkward scene with its control: the same items off the boid's point (moved to (6, 8)), the usual
    // parameters, the boid flying. "NaN when X" is said only when the control, without X, gives a number: code that
    // gives NaN for one neighbour anywhere is not told it is the neighbour on the boid's point.
    struct Tried {
        std::string when;
        ForceCase c;
        std::optional<ForceCase> control;
    };
    std::vector<Tried> cases;
    cases.push_back({fmt::format("there are no {}", itemWord(t, true)), scene(t, {}), std::nullopt});
    // The kind's, then those of the task's own recipe (its folder's facts.cpp).
    for (const std::vector<AwkwardScene>* list : {&kindOf(t).awkward, &taskFacts(t).awkward}) {
        for (const AwkwardScene& a : *list) {
            std::vector<Item> moved = a.items;
            for (Item& item : moved) {
                if (item.offset == Vec2{}) item.offset = {6, 8};
            }
            cases.push_back({a.when, scene(t, a.items, a.params, {kHere, a.standsStill ? Vec2{} : kHeading}),
                             scene(t, moved, Params{}, {kHere, kHeading})});
        }
    }
    for (const auto& [when, c, control] : cases) {
        const Vec2 yours = lab.yours(c);
        const Vec2 recipe = lab.recipes(c);
        if (control && !isFinite(lab.yours(*control))) continue;  // NaN without the condition too: not its cause
        if (!isFinite(yours) && isFinite(recipe)) {
            add(out, F::nan,
                fmt::format("Yours returns {} (not a number) when {}; the recipe returns {} there.", number(yours), when,
                            number(recipe)),
                "find the division in your code whose divisor is 0 in that situation (a count, a length, a radius) "
                "and return before it, or use normalized(), which keeps a zero vector zero.");
            return;
        }
    }
}

// Every scene tried gives zero, where the recipe's force is not zero.
void alwaysZero(const Lab& lab, Findings& out) {
    int scenes = 0;
    std::vector<ForceCase> tried = baseScenes(lab.task);
    std::vector<Item> close, around;
    for (int a = 0; a < 360; a += 45) {
        if (a < 180) close.push_back({rotated(Vec2{1.5f, 0}, float(a) + 10), rotated(Vec2{2, 0}, float(a))});
        around.push_back({rotated(Vec2{reach(lab.task, Params{}) * (0.3f + float(a) / 720), 0}, float(a) + 10),
                          rotated(Vec2{1, 0}, float(2 * a))});
    }
    tried.push_back(scene(lab.task, close));
    tried.push_back(scene(lab.task, around));
    for (const ForceCase& c : tried) {
        if (!isZero(lab.yours(c))) return;
        scenes += isZero(lab.recipes(c)) ? 0 : 1;
    }
    if (scenes == 0) return;
    add(out, F::always_zero,
        fmt::format("Yours returns (0, 0) in every scene the experiments tried ({} of them, with 1 to 8 {} near and "
                    "far, on every side), where the recipe's force is not zero.",
                    scenes, itemWord(lab.task, true)),
        fmt::format("if you have not started yet, replace the stub's `return {{}};` with the recipe (./workshop hint {}); "
                    "otherwise check that your sum is returned, and that no condition skips every {}.",
                    info(lab.task).number, itemWord(lab.task)));
}

// When nothing else was found: the simplest scene where yours and the recipe's differ, as it is.
void differs(const Lab& lab, Findings& out) {
    std::vector<ForceCase> scenes = baseScenes(lab.task);
    for (const ForceCase& c : casesFor(lab.task)) scenes.push_back(c);
    std::stable_sort(scenes.begin(), scenes.end(), [](const ForceCase& a, const ForceCase& b) { return itemCount(a) < itemCount(b); });
    for (const ForceCase& c : scenes) {
        const Vec2 y = lab.yours(c), r = lab.recipes(c);
        if (same(y, r)) continue;
        std::string where = c.scene.empty() ? fmt::format("{} {}", itemCount(c), itemWord(lab.task, itemCount(c) != 1)) : c.scene;
        add(out, F::differs,
            fmt::format("No experiment found a pattern. The simplest scene where yours and the recipe's differ: {}; "
                        "yours is {}, the recipe's {}.",
                        where, number(y), number(r)),
            "work that scene out by hand, step by step, beside your code.");
        return;
    }
}

}  // namespace boids::diagnosis
