// The items: which of them count, in what order, how many times, and the point they are steered toward.
#include "experiments.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include <fmt/format.h>

#include "words/findings.h"

namespace boids::diagnosis {

namespace {

// The index of the item nearest the boid (for an obstacle, its edge), in the scene's order of items.
std::size_t nearestItem(const ForceCase& c) {
    std::vector<float> gaps;
    for (const Boid& b : c.neighbors) gaps.push_back(distance(b.position, c.self.position));
    for (Vec2 p : c.predators) gaps.push_back(distance(p, c.self.position));
    for (const Obstacle& o : c.obstacles) gaps.push_back(distance(o.center, c.self.position) - o.radius);
    return std::size_t(std::min_element(gaps.begin(), gaps.end()) - gaps.begin());
}

// The same item given 1, 2, 3 and 4 times: the lengths and the answers of yours and the recipe's; none when yours
// is not a number.
struct Counted {
    std::vector<float> yours, recipe;
    std::vector<Vec2> yoursV, recipeV;
};
std::optional<Counted> counted(const Lab& lab) {
    const Task t = lab.task;
    const float R = reach(t, Params{});
    const Item item{rotated(Vec2{R * 0.4f, 0}, kindOf(t).ahead ? 20.0f : 50.0f), {1, 2}, 8};
    Counted n;
    for (int k = 1; k <= 4; ++k) {
        const ForceCase c = scene(t, std::vector<Item>(std::size_t(k), item));
        n.yoursV.push_back(lab.yours(c));
        n.recipeV.push_back(lab.recipes(c));
        if (!isFinite(n.yoursV.back())) return std::nullopt;
        n.yours.push_back(length(n.yoursV.back()));
        n.recipe.push_back(length(n.recipeV.back()));
    }
    return n;
}

// Item k of a scene moved a little way round the boid and turned (an obstacle mirrored across the heading, to the
// boid's other side): the count of items stays the same.
ForceCase withItemMoved(const ForceCase& c, std::size_t k) {
    ForceCase w = c;
    if (k < w.neighbors.size()) {
        Boid& b = w.neighbors[k];
        b = {c.self.position + rotated(b.position - c.self.position, 40) * 0.8f, rotated(b.velocity, 70)};
    }
    if (k < w.predators.size()) w.predators[k] = c.self.position + rotated(w.predators[k] - c.self.position, 40) * 0.8f;
    if (k < w.obstacles.size()) {
        const Vec2 offset = w.obstacles[k].center - c.self.position;
        w.obstacles[k].center = c.self.position + Vec2{offset.x, -offset.y} * 0.9f;
    }
    return w;
}

// Which items yours ignores (moving it changes nothing in yours, where it changes the recipe's), as a pattern that
// holds in every item scene.
struct Ignored {
    bool first = true, last = true, allButLast = true, allButFirst = true, between = true, allButNearest = true,
         any = false;
};
Ignored ignoredItems(const Lab& lab) {
    Ignored is;
    for (const ForceCase& c : itemScenes(lab.task)) {
        const std::size_t n = itemCount(c);
        const Vec2 yours = lab.yours(c), recipe = lab.recipes(c);
        std::vector<bool> ignored(n);
        for (std::size_t k = 0; k < n; ++k) {
            const ForceCase w = withItemMoved(c, k);
            ignored[k] = same(yours, lab.yours(w)) && !same(recipe, lab.recipes(w));
            is.any |= ignored[k];
        }
        auto only = [&](auto pick) {
            for (std::size_t k = 0; k < n; ++k) {
                if (ignored[k] != pick(k)) return false;
            }
            return true;
        };
        is.first &= only([](std::size_t k) { return k == 0; });
        is.last &= only([n](std::size_t k) { return k == n - 1; });
        is.allButLast &= only([n](std::size_t k) { return k != n - 1; });
        is.allButFirst &= only([](std::size_t k) { return k != 0; });
        is.between &= n > 2 && only([n](std::size_t k) { return k != 0 && k != n - 1; });
        const std::size_t nearest = nearestItem(c);
        is.allButNearest &= only([nearest](std::size_t k) { return k != nearest; });
    }
    return is;
}

}  // namespace

void whichItems(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const auto [first, last, allButLast, allButFirst, between, allButNearest, anyIgnored] = ignoredItems(lab);
    const std::string items = itemWord(t, true), item = itemWord(t);
    if (!anyIgnored) return;
    if (first) {
        add(out, F::ignores_item_first,
            fmt::format("Moving the first {} (index 0) changes nothing in yours, in every scene tried; moving any "
                        "other {} does, as in the recipe.",
                        item, item),
            "check where your loop starts: every " + item + " counts, the one at index 0 too.");
    } else if (last) {
        add(out, F::ignores_item_last,
            fmt::format("Moving the last {} changes nothing in yours, in every scene tried; moving any other does, "
                        "as in the recipe.",
                        item),
            "check where your loop stops: i < size(), not size() - 1.");
    } else if (allButLast) {
        add(out, F::only_last_counts,
            fmt::format("Only the last {} counts in yours: moving any other changes nothing, in every scene tried. "
                        "In the recipe every {} adds its part.",
                        item, item),
            "look for a result that is replaced (=) inside the loop where it should be added to (+=).");
    } else if (allButFirst) {
        add(out, F::only_first_counts,
            fmt::format("Only the first {} counts in yours: moving any other changes nothing, in every scene tried. "
                        "In the recipe every {} adds its part.",
                        item, item),
            fmt::format("look at how your loop reaches each one: a return or break inside it stops after the first, "
                        "and an index that never changes ({}[0]) reads the first every time.",
                        kindOf(t).span));
    } else if (between) {
        add(out, F::only_ends_count,
            fmt::format("Only the first and the last {} count in yours: moving any {} between them changes nothing, "
                        "in every scene tried (of 3 and 4 {}). In the recipe every {} adds its part.",
                        item, item, items, item),
            fmt::format("look at how your code reaches the {}: every one between the first and the last counts too.", items));
    } else if (allButNearest) {
        add(out, F::only_nearest_counts,
            fmt::format("Only the nearest {} counts in yours: moving any other changes nothing, in every scene tried "
                        "(the nearest was not always the first). In the recipe every {} within {} adds its part.",
                        item, item, reachName(t)),
            fmt::format("look for a search for the nearest (a smallest distance kept in the loop): add each {}'s part "
                        "to a sum instead.",
                        item));
    }
}

// An item on the boid's own point (distance 0), which the recipe counts and yours leaves out: the tutorials' `d > 0`,
// written to skip the boid itself. Measured: yours is the same with that item as without it, where the recipe's is
// not, and changes when the item stands a little way off.
void skipsOwnPoint(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    // The item on the boid's point, first and then last among the others, and the same item a little way off in its
    // place: yours must ignore the first and count the second, wherever it stands, so that no loop that skips the
    // first or the last is taken for it.
    const std::vector<Item> others{{Vec2{10, 0}, Vec2{2, 0}, 8}, {Vec2{0, -12}, Vec2{1, 1}, 8}};
    for (const bool first : {true, false}) {
        for (const Vec2 velocity : {Vec2{0, 2}, Vec2{-1.5f, -1}}) {
            auto placed = [&](Vec2 offset) {
                std::vector<Item> items = others;
                items.insert(first ? items.begin() : items.end(), Item{offset, velocity, 8});
                return scene(t, items);
            };
            const ForceCase without = scene(t, others), onPoint = placed({}), near = placed({0, 6});
            const Vec2 yoursWithout = lab.yours(without), yoursOn = lab.yours(onPoint), yoursNear = lab.yours(near);
            const bool recipeCounts = !same(lab.recipes(onPoint), lab.recipes(without));
            if (!recipeCounts || !isFinite(yoursOn) || !same(yoursOn, yoursWithout) || same(yoursNear, yoursWithout)) {
                return;
            }
        }
    }
    const std::string item = itemWord(t), items = itemWord(t, true);
    add(out, F::convention_skips_own_point,
        fmt::format("Yours leaves out {} on the boid's own point (at distance 0): with one there, yours is what it "
                    "is without it; the recipe counts it like any other. Tutorials test d > 0 to leave the boid itself "
                    "out; step() never passes the boid itself, so every {} it passes counts, one at distance 0 too.",
                    anItem(t), item),
        fmt::format("count every one of the {} your function is given, whatever its distance.", items));
}

namespace {

// A crowd of `n` items, each within reach (and, for obstacles, inside the cone) at its own distance and angle, so
// that every prefix of it gives the recipe another answer.
ForceCase crowd(Task t, std::size_t n) {
    const float R = reach(t, Params{});
    std::vector<Item> items;
    for (std::size_t j = 0; j < n; ++j) {
        const float spread = std::fmod(0.618034f * float(j + 1), 1.0f);  // the golden ratio's steps fill [0, 1) evenly
        float angle = std::fmod(137.5f * float(j) + 11, 360.0f);
        if (kindOf(t).ahead) angle = -50 + 100 * std::fmod(spread + 0.31f, 1.0f) + (j % 2 == 0 ? 0.5f : -0.5f);
        const Vec2 velocity = rotated(Vec2{1.5f + 1.5f * std::fmod(0.37f * float(j), 1.0f), 0}, 71.0f * float(j) + 25);
        items.push_back({rotated(Vec2{R * (0.15f + 0.75f * spread), 0}, angle), velocity, 8});
    }
    return scene(t, items);
}

ForceCase firstOf(const ForceCase& c, std::size_t k) {
    ForceCase out = c;
    out.neighbors.resize(std::min(k, out.neighbors.size()));
    out.predators.resize(std::min(k, out.predators.size()));
    out.obstacles.resize(std::min(k, out.obstacles.size()));
    return out;
}

// The fewest first items of `c` whose recipe's answer is `yours`; none when no prefix shorter than the whole gives it.
std::optional<std::size_t> prefixGiving(const Lab& lab, const ForceCase& c, Vec2 yours) {
    for (std::size_t k = 1; k < itemCount(c); ++k) {
        if (same(yours, lab.recipes(firstOf(c, k)))) return k;
    }
    return std::nullopt;
}

}  // namespace

// Crowds of 2 to 48 items: yours the recipe's in every crowd of up to K, and in every larger one the recipe's for its
// first K alone, the same K each time, in the crowd's order and reversed.
void firstItems(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    constexpr std::array<std::size_t, 7> kSizes{2, 3, 5, 8, 12, 20, 48};
    std::optional<std::size_t> read;
    std::vector<float> right, cut;  // the sizes where yours is the recipe's, and where it is the first K's
    std::string example;
    for (std::size_t n : kSizes) {
        ForceCase c = crowd(t, n);
        const Vec2 yours = lab.yours(c), recipe = lab.recipes(c);
        if (!isFinite(yours)) return;
        if (same(yours, recipe)) {
            if (read) return;  // right again beyond the K it stopped at: not a count that ends the loop
            right.push_back(float(n));
            continue;
        }
        const std::optional<std::size_t> k = prefixGiving(lab, c, yours);
        if (!k || *k < 2 || (read && *k != *read) || (!right.empty() && float(*k) < right.back())) return;
        read = k;
        cut.push_back(float(n));
        if (example.empty() || n == 12) {
            example = fmt::format("with {}, yours is {}, the recipe's {} with all {} and {} with the first {}", n,
                                  number(yours), number(recipe), n, number(lab.recipes(firstOf(c, *k))), *k);
        }
        std::reverse(c.neighbors.begin(), c.neighbors.end());
        std::reverse(c.predators.begin(), c.predators.end());
        std::reverse(c.obstacles.begin(), c.obstacles.end());
        if (!same(lab.yours(c), lab.recipes(firstOf(c, *k)))) return;
    }
    if (!read) return;
    const std::string items = itemWord(t, true);
    add(out, {F::reads_first, fmt::format("{}", *read)},
        fmt::format("Yours counts only the first {} {} it is given: in crowds of {} {}, yours is the recipe's, and in "
                    "crowds of {} it is what the recipe gives for the first {} alone ({}). The recipe's counts every "
                    "{}, however many there are.",
                    *read, items, listed(right), items, listed(cut), *read, example, itemWord(t)),
        fmt::format("look at where your loop stops: it must go through every one of the {}, with no count of its own "
                    "that ends it sooner.",
                    items));
}

// An item the recipe leaves out (a neighbour on the boid's own point, a predator or an obstacle out of reach),
// placed first and then last before two that count: yours right without it, and changed only when it comes first,
// stops at it and loses every item after it.
void stopsAtSkipped(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const float R = reach(t, Params{});
    const KindFacts& kind = kindOf(t);
    const bool ahead = kind.ahead;
    // A flock task is given only the neighbours within reach: the one it leaves out is on the boid's own point.
    const Item skipped = kind.flock ? Item{{0, 0}} : Item{rotated(Vec2{R * 1.5f, 0}, ahead ? 10.0f : 30.0f)};
    const std::string what = kind.flock ? "a neighbour on the boid's own point"
                           : fmt::format("{} beyond {} = {}", anItem(t), reachName(t), number(R));
    const std::vector<Item> counted = ahead ? std::vector<Item>{Item{rotated(Vec2{R * 0.5f, 0}, 20)}, Item{rotated(Vec2{R * 0.7f, 0}, -35)}}
                                            : std::vector<Item>{Item{rotated(Vec2{R * 0.3f, 0}, 60)}, Item{rotated(Vec2{R * 0.6f, 0}, -100)}};
    std::vector<Item> first{skipped}, last = counted;
    first.insert(first.end(), counted.begin(), counted.end());
    last.push_back(skipped);
    const ForceCase without = scene(t, counted), before = scene(t, first), after = scene(t, last);
    const Vec2 right = lab.recipes(without);
    if (!same(lab.recipes(before), right) || !same(lab.recipes(after), right) || !same(lab.yours(without), right)) return;
    const Vec2 yoursBefore = lab.yours(before), yoursAfter = lab.yours(after);
    if (same(yoursBefore, right)) return;
    if (!same(yoursAfter, right)) {
        if (!isZero(yoursBefore) || !isZero(yoursAfter)) return;
        add(out, F::gives_up_at_skipped,
            fmt::format("With {} among two {} that count, first or last, yours is (0, 0); without it yours is {}, as "
                        "the recipe's is with it or without. The recipe leaves that one {} out and keeps the others.",
                        what, itemWord(t, true), number(right), itemWord(t)),
            "leave that one out with continue: a return ends the whole function, and what was added is lost.");
        return;
    }
    add(out, F::stops_at_skipped,
        fmt::format("With {} first and two {} that count after it, yours is {}; with it last, or not there, yours is {}, "
                    "as the recipe's always is. The recipe leaves that one {} out and goes on to the next; yours loses "
                    "the {} after it.",
                    what, itemWord(t, true), number(yoursBefore), number(right), itemWord(t), itemWord(t, true)),
        "leave that one out with continue: a return or a break ends the loop for every one after it.");
}

// The same items in another order.
void order(const Lab& lab, Findings& out) {
    for (const ForceCase& c : itemScenes(lab.task)) {
        ForceCase reversed = c;
        std::reverse(reversed.neighbors.begin(), reversed.neighbors.end());
        std::reverse(reversed.predators.begin(), reversed.predators.end());
        std::reverse(reversed.obstacles.begin(), reversed.obstacles.end());
        const Vec2 forward = lab.yours(c), backward = lab.yours(reversed);
        if (!same(forward, backward)) {
            add(out, F::order_dependent,
                fmt::format("Yours changes when the same {} {} come in the reverse order: {} then {}. The recipe's "
                            "force depends on which {} there are, not on their order.",
                            itemCount(c), itemWord(lab.task, true), number(forward), number(backward), itemWord(lab.task, true)),
                "look for something that is replaced instead of added to, or that depends on the index.");
            return;
        }
    }
}

void countNeedsTwo(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const std::optional<Counted> n = counted(lab);
    if (!n) return;
    const auto& [yours, recipe, yoursV, recipeV] = *n;
    if (yours[0] <= 1e-5f && recipe[0] > 1e-5f && std::all_of(yours.begin() + 1, yours.end(), [](float l) { return l > 1e-5f; })) {
        add(out, F::count_needs_two,
            fmt::format("With one {} yours returns (0, 0), where the recipe's is {}; with the same {} given 2, 3 and 4 "
                        "times yours is not zero.",
                        itemWord(t), number(recipeV[0]), itemWord(t)),
            fmt::format("a single {} counts: look for a condition on how many there are.", itemWord(t)));
    }
}

void count(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const std::optional<Counted> n = counted(lab);
    if (!n) return;
    const auto& [yours, recipe, yoursV, recipeV] = *n;
    if (yours[0] <= 1e-5f || recipe[0] <= 1e-5f) return;
    bool grows = true, stays = true, agrees = true, direction = true;
    for (std::size_t i = 0; i < 4; ++i) {
        const float times = float(i + 1);
        const float mine = yours[i] / yours[0], theirs = recipe[i] / recipe[0];
        grows &= std::fabs(mine - theirs * times) < 2e-3f * times;
        stays &= std::fabs(mine - 1) < 2e-3f;
        agrees &= std::fabs(mine - theirs) < 2e-3f * times;
        direction &= std::fabs(signedAngle(yoursV[i], yoursV[0])) < 0.1f;
    }
    if (agrees || !direction) return;
    const std::string items = itemWord(t, true);
    const std::string line = fmt::format("With the same {} given 1, 2, 3 and 4 times, your length is {}; the recipe's "
                                         "is {}.",
                                         itemWord(t), listed(yours), listed(recipe));
    if (grows) {
        add(out, F::count_grows, line + fmt::format(" Yours grows with the number of {}.", items),
            "look for a sum that the recipe makes length 1, or divides by the count.");
    } else if (stays) {
        add(out, F::count_stays,
            line + fmt::format(" Yours stays the same however many there are; the recipe's adds one part per {}.", itemWord(t)),
            "add the parts up, without dividing by the count or normalizing the sum.");
    }
}

// Each item's part with and without the ones before it: yours, on every scene of 2 to 4 items, as the recipe's on the
// same items changed in one way (the first given twice, each offset or velocity added to those before it).
void itemsAsIf(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const std::string item = itemWord(t), items = itemWord(t, true);
    // The items of a scene as offsets from the boid (and velocities), and a scene of them again.
    const auto listed = [](const ForceCase& c) {
        std::vector<Item> out;
        for (const Boid& b : c.neighbors) out.push_back({b.position - c.self.position, b.velocity});
        for (Vec2 p : c.predators) out.push_back({p - c.self.position});
        for (const Obstacle& o : c.obstacles) out.push_back({o.center - c.self.position, {}, o.radius});
        return out;
    };
    struct AsIf {
        FindingKind kind;
        std::string words;
        std::string tryThis;
        std::vector<Item> (*change)(std::vector<Item>);
    };
    const std::vector<AsIf> kinds{
        {F::as_if_first_twice, fmt::format("with the first {} given twice", item),
         fmt::format("start the sum at zero (Vec2{{}}) and let the loop add every {} once, the first too.", item),
         [](std::vector<Item> l) { l.insert(l.begin(), l.front()); return l; }},
        {F::as_if_running_offset, fmt::format("with each {}'s offset from the boid added to the offsets of the {} before it", item, items),
         fmt::format("work each {}'s offset out afresh inside the loop (const Vec2 offset = ...), not added to the one "
                     "before.", item),
         [](std::vector<Item> l) { for (std::size_t k = 1; k < l.size(); ++k) l[k].offset += l[k - 1].offset; return l; }},
        {F::as_if_running_velocity, fmt::format("with each {}'s velocity added to the velocities of the {} before it", item, items),
         "add each velocity to the sum once: a sum that is added again at every step counts the first ones many times.",
         [](std::vector<Item> l) { for (std::size_t k = 1; k < l.size(); ++k) l[k].velocity += l[k - 1].velocity; return l; }},
    };
    std::vector<ForceCase> scenes = itemScenes(t);
    for (const ForceCase& c : baseScenes(t)) {
        if (itemCount(c) >= 2) scenes.push_back(c);
    }
    for (const AsIf& kind : kinds) {
        if (kind.kind == F::as_if_running_velocity && !lab.facts.readsVelocities) continue;
        bool fits = true, differs = false;
        std::string example;
        for (const ForceCase& c : scenes) {
            const Vec2 yours = lab.yours(c), asIf = lab.recipes(scene(t, kind.change(listed(c)), c.params, c.self));
            fits &= isFinite(yours) && same(yours, asIf);
            if (!same(yours, lab.recipes(c)) && !differs) {
                differs = true;
                example = fmt::format("with {} {}, yours is {}, the recipe's {}, and the recipe's so changed {}",
                                      itemCount(c), items, number(yours), number(lab.recipes(c)), number(asIf));
            }
        }
        if (!fits || !differs) continue;
        // A few scenes can fit by chance: a force that reads positions only to choose its items (a speed match that
        // ignores its radius) gives the recipe's answer on offsets added up whenever the sums stay within reach. The
        // claim is said only if it holds on the random scenes of step()'s kind too, which spread the items out.
        for (ForceCase c : randomScenes(t)) {
            // The task's own kind of items only (a random scene has all three), and scenes of the claim's own
            // domain: every item, as it is and as changed, within the kind's reach (which decides which items count,
            // and whose edge is another question), none on the boid's own point (a question of guards).
            kindOf(t).keepOnlyOwn(c);
            const float within = 0.99f * reach(t, c.params);
            auto inside = [within](const std::vector<Item>& l) {
                return std::all_of(l.begin(), l.end(), [within](const Item& i) {
                    return i.offset != Vec2{} && length(i.offset) <= within;
                });
            };
            if (itemCount(c) < 2 || within <= 0 || !inside(listed(c)) || !inside(kind.change(listed(c)))) continue;
            const Vec2 yours = lab.yours(c), asIf = lab.recipes(scene(t, kind.change(listed(c)), c.params, c.self));
            fits &= isFinite(yours) && same(yours, asIf);
            if (!fits) break;
        }
        if (!fits) continue;
        add(out, kind.kind,
            fmt::format("Yours gives, in every scene tried, what the recipe gives {} ({}).", kind.words, example),
            kind.tryThis);
        return;
    }
}

// Cohesion: the point yours steers toward, when it is one of the points a centre is mistaken for.
void target(const Lab& lab, Findings& out) {
    struct Point {
        FindingKind kind;
        const char* what;
        Vec2 (*of)(const ForceCase&);
    };
    static const Point points[] = {
        {F::target_sum, "the sum of the neighbours' positions, never divided by their count",
         [](const ForceCase& c) { Vec2 s{}; for (const Boid& b : c.neighbors) s += b.position; return s; }},
        {F::target_count_plus_one, "the sum of the neighbours' positions divided by their count plus one",
         [](const ForceCase& c) { Vec2 s{}; for (const Boid& b : c.neighbors) s += b.position; return s / float(c.neighbors.size() + 1); }},
        {F::target_average_velocity, "the neighbours' average velocity, taken as a position",
         [](const ForceCase& c) { Vec2 s{}; for (const Boid& b : c.neighbors) s += b.velocity; return s / float(c.neighbors.size()); }},
        {F::target_sum_with_self, "the boid's own position plus the neighbours' positions, divided by the number of "
                                 "neighbours (a sum that starts at the boid, not at zero)",
         [](const ForceCase& c) { Vec2 s = c.self.position; for (const Boid& b : c.neighbors) s += b.position; return s / float(c.neighbors.size()); }},
        {F::target_origin, "the world's origin, (0, 0), wherever the neighbours are",
         [](const ForceCase&) { return Vec2{}; }},
    };
    // The item scenes, and the same with the neighbours flying 60 times as fast (which the recipe does not read), so
    // that their average velocity lies far from the origin; then one neighbour alone. (A sum divided by the count
    // minus one points the same way as the sum that starts at the boid, with two neighbours or more; with one, it
    // divides by zero: then the sum that starts at the boid is not said.)
    std::vector<ForceCase> scenes = itemScenes(lab.task);
    for (ForceCase c : itemScenes(lab.task)) {
        for (Boid& b : c.neighbors) b.velocity *= 60.0f;
        scenes.push_back(std::move(c));
    }
    const ForceCase alone = scene(lab.task, {Item{{30, 10}, {0, 1}, 8}});
    auto fits = [&](const Point& point, const ForceCase& c) {
        const Vec2 y = lab.yours(c);
        return isFinite(y) && !isZero(y) && std::fabs(signedAngle(point.of(c) - c.self.position, y)) < 0.05f;
    };
    const Point* fitting = nullptr;
    for (const Point& point : points) {
        if (!std::ranges::all_of(scenes, [&](const ForceCase& c) { return fits(point, c); })) continue;
        if (fitting) return;  // two points fit: the scenes cannot tell which one yours steers toward
        fitting = &point;
    }
    if (!fitting) return;
    // With one neighbour: the same point, or the recipe's own answer (a count that only goes wrong from two on, such
    // as an int 1 / n); anything else, and nothing is said.
    const bool aloneFits = fits(*fitting, alone);
    if (!aloneFits && (fitting->kind == F::target_sum_with_self || !same(lab.yours(alone), lab.recipes(alone)))) return;
    add(out, fitting->kind,
        fmt::format("Yours steers toward {}: in every scene tried{}, it points from the boid straight at that point. "
                    "The recipe steers toward the neighbours' average position (their sum divided by their count).",
                    fitting->what, aloneFits ? "" : " with two neighbours or more (with one, yours is the recipe's)"),
        fitting->kind == F::target_origin
            // Measured: where yours points. Not what a variable of the code holds, which only the trace shows.
            ? "print each point your code works out on the way to the one it steers toward: yours points at (0, 0) "
              "as if that were the centre."
            : "the centre is the sum of the neighbours' positions divided by how many neighbours there are.");
}


}  // namespace boids::diagnosis
