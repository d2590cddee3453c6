// The geometry: the scene moved or turned, one item along a line (where yours switches, how its length follows the
// distance, whether it moves in whole steps), and two items at right angles.
#include "experiments.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string_view>

#include <fmt/format.h>

#include "words/findings.h"

namespace boids::diagnosis {

namespace {

// --- One item along a line: where the force switches, and how its length follows the distance ---------------------

struct Profile {
    std::vector<float> distances;
    std::vector<Vec2> yours, recipe;
};

// The line the single-item experiments put their item on: straight up (away from the heading, and exact: no rounding
// puts an item on the radius just beyond it), or dead ahead for a task that reads only the items ahead.
Vec2 lineOut(Task t) { return kindOf(t).ahead ? Vec2{1, 0} : Vec2{0, 1}; }
// The line of the experiments that follow one item's length: lineOut, or 20 degrees off the heading for a task that
// reads only the items ahead (dead ahead, the turn's side is a rule of its own).
Vec2 lengthLine(Task t) { return kindOf(t).ahead ? rotated(Vec2{1, 0}, 20) : lineOut(t); }

// One item at each distance along `direction` (a unit vector).
Profile profile(const Lab& lab, const std::vector<float>& distances, Vec2 direction, const Params& p = {}) {
    Profile pr;
    for (float d : distances) {
        const ForceCase c = scene(lab.task, {Item{direction * d, {0, 2}, 8}}, p);
        pr.distances.push_back(d);
        pr.yours.push_back(lab.yours(c));
        pr.recipe.push_back(lab.recipes(c));
    }
    return pr;
}

// The distance at which yours switches between on and off, between `on` and `off`.
float switchDistance(const Lab& lab, float on, float off, Vec2 direction) {
    auto isOn = [&](float d) { return !isZero(lab.yours(scene(lab.task, {Item{direction * d, {0, 2}, 8}}))); };
    for (int k = 0; k < 40; ++k) {
        const float mid = (on + off) / 2;
        (isOn(mid) ? on : off) = mid;
    }
    return on;
}

// Named shapes a length can follow over the distance d, for a reach R and a strength S.
struct Shape {
    const char* formula;
    float (*f)(float d, float R, float S);
};
// The separation whose offsets are weighed before they are made length 1: a shape of its own, with its own try.
constexpr std::string_view kOffsetWeighted = "d × (R - d) / R";
constexpr std::string_view kOffsetWeightedTry = "make each offset length 1 (normalized) first, then weigh it by (R - d) / R.";
const std::vector<Shape>& shapes() {
    static const std::vector<Shape> all{
        {"(R - d) / R", [](float d, float R, float) { return (R - d) / R; }},
        {"d × (R - d) / R, the offset itself weighted, not made length 1 first", [](float d, float R, float) { return d * (R - d) / R; }},
        {"R - d", [](float d, float R, float) { return R - d; }},
        {"d / R", [](float d, float R, float) { return d / R; }},
        {"1 / d", [](float d, float, float) { return 1 / d; }},
        {"1 / d²", [](float d, float, float) { return 1 / (d * d); }},
        {"(R - d) / d", [](float d, float R, float) { return (R - d) / d; }},
        {"(R - d)² / R²", [](float d, float R, float) { return (R - d) * (R - d) / (R * R); }},
        {"(R² - d²) / R²", [](float d, float R, float) { return (R * R - d * d) / (R * R); }},
        {"(R - d) / R²", [](float d, float R, float) { return (R - d) / (R * R); }},
        {"(R - d²) / R, with d² where the recipe has d", [](float d, float R, float) { return std::fabs(R - d * d) / R; }},
        {"d", [](float d, float, float) { return d; }},
        {"1", [](float, float, float) { return 1.0f; }},
        {"the strength S", [](float, float, float S) { return S; }},
        {"d × S", [](float d, float, float S) { return d * S; }},
        {"min(d, S), which is what limited() gives", [](float d, float, float S) { return std::min(d, S); }},
        {"S × (R - d) / R", [](float d, float R, float S) { return S * (R - d) / R; }},
        {"S / d", [](float d, float, float S) { return S / d; }},
    };
    return all;
}

// The named shape that fits `lengths` at `distances` (every one within 0.5%), or null.
const Shape* fittingShape(const std::vector<float>& distances, const std::vector<float>& lengths, float R, float S) {
    for (const Shape& shape : shapes()) {
        bool fits = !distances.empty();
        for (std::size_t i = 0; i < distances.size() && fits; ++i) {
            const float want = shape.f(distances[i], R, S);
            fits = std::isfinite(want) && std::fabs(lengths[i] - want) <= 5e-3f * std::max(1e-3f, std::fabs(want)) + 1e-6f;
        }
        if (fits) return &shape;
    }
    return nullptr;
}

}  // namespace

// The whole scene turned about the boid, or moved: the recipe's turns with it, or stays.
void frame(const Lab& lab, Findings& out) {
    for (const ForceCase& c : baseScenes(lab.task)) {
        const Vec2 before = lab.yours(c);
        if (!isFinite(before)) continue;
        // Moved by two amounts, and changed by both: a rounding that tips a whole number at one place is no finding.
        const ForceCase m = movedBy(c, {256, -128});
        const ForceCase m2 = movedBy(c, {-37.5f, 81.25f});
        const Vec2 moved = lab.yours(m), moved2 = lab.yours(m2);
        if (same(lab.recipes(m), lab.recipes(c)) && same(lab.recipes(m2), lab.recipes(c)) && !same(moved, before) &&
            !same(moved2, before) && !same(moved, moved2)) {
            add(out, F::frame_position,
                fmt::format("Yours changes when the whole scene moves by (256, -128), nothing else changing: from {} to "
                            "{}. The recipe's depends only on where the {} are from the boid.",
                            number(before), number(moved), itemWord(lab.task, true)),
                // Both of what makes an answer follow the scene, not one guessed: code that takes offsets and
                // averages them wrongly (a sum divided by the count minus one) moves with the scene too.
                fmt::format("something in yours follows where the scene is: a position used on its own where an offset "
                            "(other - self) belongs, or an average whose parts do not add up to one (a sum divided by "
                            "another number than how many {} there are).",
                            itemWord(lab.task, true)));
            return;
        }
        for (float turn : {90.0f, 180.0f, -90.0f}) {
            const ForceCase t = turnedAbout(c, turn);
            if (!same(lab.recipes(t), turnedBy(lab.recipes(c), turn))) continue;
            const Vec2 after = lab.yours(t);
            if (!same(after, turnedBy(before, turn))) {
                // The direction turned as it should and only the length changed: the block's own numbers say "right
                // direction", and so must this.
                const Vec2 want = turnedBy(before, turn);
                if (!isZero(after) && !isZero(want) && std::fabs(signedAngle(want, after)) < 0.5f) {
                    add(out, F::frame_turn,
                        fmt::format("Yours turns with the scene, but its length changes: turned by {} degrees about "
                                    "the boid (the boid's velocity too), yours goes from {} (length {}) to {} (length "
                                    "{}), the right direction; the recipe's keeps its length.",
                                    number(turn), number(before), number(length(before)), number(after),
                                    number(length(after))),
                        "the recipe's length does not depend on which way the scene faces: x and y must count alike "
                        "in every length you work out.");
                    return;
                }
                add(out, F::frame_turn,
                    fmt::format("Yours does not turn with the scene: turned by {} degrees about the boid (the boid's "
                                "velocity too), the recipe's force turns by {} degrees, but yours goes from {} to {} "
                                "instead of {}.",
                                number(turn), number(turn), number(before), number(after), number(turnedBy(before, turn))),
                    "the recipe takes every direction from a difference of positions or from a velocity, which turn "
                    "with the scene.");
                return;
            }
        }
    }
}

// Yours switches off at another distance than the recipe's, for a task whose items are not the flock: the item
// index ds[lastOnYours] is yours' last one on and ds[lastOnRecipe] the recipe's; the sentence guesses which distance
// yours compared with.
void switchesElsewhere(const Lab& lab, const std::vector<float>& ds, Vec2 direction, int lastOnYours, int lastOnRecipe,
                       Findings& out) {
    const Task t = lab.task;
    const Params p;
    const float R = reach(t, p);
    const std::string item = itemWord(t);
    const std::size_t i = std::size_t(lastOnYours);
    const float at = i + 1 < ds.size() ? switchDistance(lab, ds[i], ds[i + 1], direction) : ds[i];
    std::string why;
    if (std::fabs(at - std::sqrt(R)) < 0.01f * std::sqrt(R)) {
        why = fmt::format(" That is √{} = {}: a squared distance compared with the plain {}?", number(R), number(std::sqrt(R)), reachName(t));
    } else if (std::fabs(at - p.neighborRadius) < 0.01f) {
        why = fmt::format(" That is neighborRadius = {}; this force reads {}.", number(p.neighborRadius), reachName(t));
    } else if (const NamedParam other = kindOf(t).mistakenReach;
               other.field && std::fabs(at - p.*other.field) < 0.01f) {
        why = fmt::format(" That is {} = {}; this force reads {}.", other.name, number(p.*other.field), reachName(t));
    }
    if (lastOnYours > lastOnRecipe) {
        // A force that is there with no item at all, the same as with one far beyond the reach, does not react to it.
        const Vec2 alone = lab.yours(scene(t, {}));
        const Vec2 beyond = lab.yours(scene(t, {Item{direction * ds[std::size_t(lastOnRecipe) + 1], {0, 2}, 8}}));
        if (!isZero(alone) && isFinite(alone) && same(alone, beyond)) {
            add(out, F::reaches_too_far,
                fmt::format("Yours gives {} (length {}) with no {} at all, and the same with one {} units away, "
                            "beyond {} = {}; the recipe gives no force when nothing is within reach.",
                            number(alone), number(length(alone)), item, number(ds[std::size_t(lastOnRecipe) + 1]),
                            reachName(t), number(R)),
                fmt::format("with nothing within reach the recipe returns (0, 0): follow what yours returns when no "
                            "{} counts.",
                            item));
            return;
        }
        // How far yours reaches: one of the radii it might be, plus the obstacle's own radius.
        const float radius = 8;  // the single item's radius in profile()
        std::string tryThis = fmt::format("compare the distance between the centres with params.{}.", reachName(t));
        if (i + 1 == ds.size()) {
            why = fmt::format(" Yours reacts as far as the experiment went, {} units.", number(at));
        } else if (kindOf(t).hasRadius && std::fabs(at - (R + radius)) < 0.01f * R) {
            why = fmt::format(" Yours reacts up to {} units: {} + the {}'s radius ({}), as if the distance were "
                              "measured to the {}'s edge.",
                              number(at), reachName(t), item, number(radius), item);
            tryThis = fmt::format("the distance to compare with params.{} is the one between the centres, with no "
                                  "{}'s radius taken off it.",
                                  reachName(t), item);
        } else if (why.empty()) {
            why = fmt::format(" Yours reacts up to {} units.", number(at));
        }
        add(out, F::reaches_too_far,
            fmt::format("Yours still reacts to {} {} units away, beyond {} = {}; the recipe leaves out every {} "
                        "farther than that.{}",
                        anItem(t), number(ds[std::size_t(lastOnRecipe) + 1]), reachName(t), number(R), item, why),
            tryThis);
    } else {
        add(out, F::stops_early,
            fmt::format("Yours stops reacting to {} beyond {} units; the recipe's goes on to {} = {}, inclusive.{}",
                        anItem(t), number(at), reachName(t), number(R), why),
            fmt::format("compare the distance itself with params.{}.", reachName(t)));
    }
}

// Where yours switches on and off, for one item on a line out from the boid, beside the recipe's reach.
void reachEdge(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const Params p;
    const float R = reach(t, p);
    const Vec2 direction = lineOut(t);
    // Where yours and the recipe's switch on and off, on a line from the boid out to twice the reach.
    std::vector<float> ds;
    for (int k = 1; k <= 40; ++k) ds.push_back(R * float(k) / 20);
    if (kindOf(t).flock) ds.resize(20);  // step() passes a flock task no neighbour beyond its radius
    const Profile pr = profile(lab, ds, direction);
    const std::string item = itemWord(t);
    // Exactly on the reach: the recipe includes it.
    const std::size_t onEdge = 19;
    const bool recipeOnEdge = !isZero(pr.recipe[onEdge]), yoursOnEdge = !isZero(pr.yours[onEdge]);
    const Vec2 justInside = lab.yours(scene(t, {Item{direction * (R * 0.999f), {0, 2}, 8}}));
    const bool yoursJustInside = !isZero(justInside);
    // Yours fading to nothing at the reach (a weight such as (R - d) / R) is not a comparison: just inside the edge it
    // is a small part of what it is a little farther in. How the length follows the distance is the length
    // experiments' to say; a comparison here would name a mistake the code does not make.
    const float fartherIn = length(lab.yours(scene(t, {Item{direction * (R * 0.9f), {0, 2}, 8}})));
    if (recipeOnEdge && !yoursOnEdge && yoursJustInside && length(justInside) < 0.5f * fartherIn) return;
    int lastOnYours = -1, lastOnRecipe = -1;
    for (std::size_t i = 0; i < ds.size(); ++i) {
        if (!isZero(pr.yours[i]) && isFinite(pr.yours[i])) lastOnYours = int(i);
        if (!isZero(pr.recipe[i])) lastOnRecipe = int(i);
    }
    // What follows compares with the kind's reach (reachName): only for a recipe that switches off there, on it or
    // just inside it. An added task's recipe may reach as far as a parameter of its own.
    if (lastOnRecipe != int(onEdge) && lastOnRecipe != int(onEdge) - 1) return;
    if (recipeOnEdge && !yoursOnEdge && yoursJustInside) {
        add(out, F::strict_reach,
            fmt::format("{} exactly {} units away, on {} = {}, is left out by yours; at {} units it counts. The "
                        "recipe counts it: the distance is compared with <=.",
                        [&] { std::string a = anItem(t); a[0] = 'A'; return a; }(), number(R), reachName(t), number(R), number(R * 0.999f)),
            kindOf(t).flock ? "step() passes only neighbours within the radius, the edge included: count every neighbour you are given."
                           : fmt::format("compare the distance with params.{} using <=.", reachName(t)));
        return;
    }
    // A flock recipe that still counts a neighbour on the radius counts every one it is given.
    // (Separation's recipe fades to nothing on the radius: its last neighbour on is just inside it.)
    if (kindOf(t).flock && lastOnYours >= 0 && lastOnYours < lastOnRecipe) {
        const float at = switchDistance(lab, ds[std::size_t(lastOnYours)], ds[std::size_t(lastOnYours) + 1], direction);
        add(out, F::stops_early,
            fmt::format("Yours leaves out a neighbour farther than {} units; the recipe counts every neighbour it is "
                        "given, up to neighborRadius = {}.",
                        number(at), number(R)),
            "count every neighbour you are given: step() has already chosen them.");
        return;
    }
    if (kindOf(t).flock) return;
    if (lastOnYours != lastOnRecipe && lastOnRecipe >= 0 && lastOnYours >= 0)  // never on: another experiment says why
        switchesElsewhere(lab, ds, direction, lastOnYours, lastOnRecipe, out);
}

// Alignment: one neighbour's heading at several speeds, where the recipe's answer has length 1 at every speed.
void alignmentLength(const Lab& lab, Findings& out) {
    const std::vector<float> speeds{0.25f, 0.5f, 2, 4};
    std::vector<float> yours;
    for (float speed : speeds) {
        const ForceCase c = scene(lab.task, {Item{{0, 10}, {-speed, 0}}});
        const Vec2 y = lab.yours(c);
        if (!isFinite(y) || isZero(y) || std::fabs(signedAngle(lab.recipes(c), y)) > 0.01f) return;
        yours.push_back(length(y));
    }
    const auto fits = [&](auto f) {
        for (std::size_t i = 0; i < speeds.size(); ++i) {
            if (std::fabs(yours[i] - f(speeds[i])) > 2e-3f * std::max(1.0f, yours[i])) return false;
        }
        return true;
    };
    if (fits([](float) { return 1.0f; })) return;
    // The lengths a known mistake gives, each with its finding's kind and its words.
    struct Named {
        FindingKind kind;
        const char* words;
        float (*length)(float speed);
    };
    static constexpr Named kNamed[]{
        {F::alignment_length_limited, ": that is min(speed, 1), which is what limited() gives",
         [](float v) { return std::min(v, 1.0f); }},
        {F::alignment_length_speed, ": the speed itself, never made length 1", [](float v) { return v; }},
    };
    const auto named = std::ranges::find_if(kNamed, [&](const Named& n) { return fits(n.length); });
    const bool known = named != std::ranges::end(kNamed);
    add(out, known ? named->kind : F::alignment_length,
        fmt::format("With one neighbour flying at speeds {}, your alignment has lengths {}{}; the recipe's is 1 at every "
                    "speed (the heading alone, normalized).",
                    listed(speeds), listed(yours), known ? named->words : ""),
        "make the sum length 1 with normalized(), whatever its length was.");
}

// How the length of yours follows the distance of one item, where both are on.
void lengthShape(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const Params p;
    const float R = reach(t, p), S = strength(t, p);
    const Vec2 direction = lengthLine(t);
    const std::vector<float> ds{R * 0.1f, R * 0.25f, R * 0.5f, R * 0.75f, R * 0.9f};
    const Profile pr = profile(lab, ds, direction);
    std::vector<float> yours, recipe;
    bool differs = false;
    for (std::size_t i = 0; i < ds.size(); ++i) {
        if (!isFinite(pr.yours[i])) return;
        yours.push_back(length(pr.yours[i]));
        recipe.push_back(length(pr.recipe[i]));
        differs |= std::fabs(yours.back() - recipe.back()) > 1e-3f * std::max(1.0f, recipe.back());
    }
    if (!differs) return;
    // A constant factor is the length experiment's to say; here only a shape that differs.
    const float ratio = recipe[0] > 0 ? yours[0] / recipe[0] : 0;
    bool constantRatio = ratio > 0;
    for (std::size_t i = 0; i < ds.size() && constantRatio; ++i) {
        constantRatio = std::fabs(yours[i] - ratio * recipe[i]) <= 2e-3f * std::max(1.0f, yours[i]);
    }
    if (constantRatio) return;
    const std::string item = itemWord(t);
    const KindFacts& kind = kindOf(t);
    const char* force = lab.facts.pushesAway ? "push" : lab.facts.pullsToward ? "pull" : "force";
    const std::string what = kind.oneItemForce     ? kind.oneItemForce
                           : lab.facts.pushesAway  ? "push from one neighbour"
                           : lab.facts.pullsToward ? "pull toward one neighbour"
                                                   : fmt::format("{} for one neighbour", forceWord(t));
    const Shape* shape = fittingShape(ds, yours, R, S);
    const Shape* recipeShape = fittingShape(ds, recipe, R, S);
    std::string named = shape ? fmt::format(": that is {}", shape->formula) : "";
    // The letters the two formulas use, and only those.
    const std::string formulas = std::string(shape ? shape->formula : "") + (recipeShape ? recipeShape->formula : "");
    std::string legend = "d the distance";
    if (formulas.find('R') != std::string::npos) legend += fmt::format(", R = {} = {}", reachName(t), number(R));
    if (formulas.find('S') != std::string::npos) legend += fmt::format(", S = {} = {}", strengthName(t), number(S));
    const bool recipeConstant = std::ranges::all_of(recipe, [&](float l) { return std::fabs(l - recipe[0]) <= 1e-3f * std::max(1.0f, l); });
    const bool recipeIsStrength = recipeConstant && std::fabs(recipe[0] - S) <= 1e-3f * std::max(1.0f, S);
    const std::string recipeLengths = recipeConstant ? fmt::format("{} at every distance", number(recipe[0]))
                                    : fmt::format("{}{}", listed(recipe), recipeShape ? fmt::format(", that is {}", recipeShape->formula) : "");
    add(out, shape ? Id{F::shape_is, shape->formula} : Id{F::shape},
        fmt::format("The length of your {} at distances {} is {}{}; the recipe's is {} ({}).", what, listed(ds),
                    listed(yours), named, recipeLengths, legend),
        shape && std::string_view(shape->formula).starts_with(kOffsetWeighted) ? std::string(kOffsetWeightedTry)
        // A recipe of length S at every distance, as the kit's flee and avoidance are built (an added task's may not).
        : kind.lengthTry && recipeIsStrength ? std::string(kind.lengthTry)
        : recipeConstant && std::fabs(recipe[0] - 1) <= 1e-3f
            ? fmt::format("the {} is normalized: length 1 whatever the distance.", force)
        : recipeShape ? fmt::format("the weight of a {} at distance d is {}.", itemWord(t), recipeShape->formula)
                      : "compare your length with the recipe's at each distance.");
}

// Whole steps: one input moved by a tenth of a unit at a time (an item along its line and across it; for a recipe
// that steers by the neighbours' headings, a neighbour's velocity). The recipe's answer changes at every move; one
// stored in an int stays put for several moves in a row, then jumps.
void wholeSteps(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const float R = reach(t, Params{});
    const Vec2 along = lengthLine(t);
    const Vec2 across{-along.y, along.x};
    const Item start{along * (R * 0.3f + 0.05f), {0.35f, 1.85f}, 8};
    struct Move {
        std::string what;
        Item step;  // added to the item at each move
    };
    std::vector<Move> moves;
    if (lab.facts.readsVelocities) {
        moves.push_back({"its velocity's x grows", Item{{}, {0.1f, 0}, 0}});
    } else {
        moves.push_back({"moves away from the boid", Item{along * 0.1f, {}, 0}});
        moves.push_back({"moves sideways", Item{across * 0.1f, {}, 0}});
    }
    for (const Move& move : moves) {
        std::vector<Vec2> yours, recipe;
        Item item = start;
        for (int k = 0; k < 12; ++k) {
            const ForceCase c = scene(t, {item});
            yours.push_back(lab.yours(c));
            recipe.push_back(lab.recipes(c));
            item.offset += move.step.offset;
            item.velocity += move.step.velocity;
        }
        // A move that leaves yours exactly as it was is a stay; one that changes it visibly (not by a rounding of the
        // last digit) is a jump. Steps need both, and an answer that ends elsewhere than it began.
        int stays = 0, jumps = 0, longest = 0, run = 0;
        bool recipeMovesEveryTime = true;
        for (std::size_t k = 1; k < yours.size(); ++k) {
            if (!isFinite(yours[k]) || isZero(yours[k])) return;
            recipeMovesEveryTime &= !same(recipe[k], recipe[k - 1]);
            const bool still = yours[k] == yours[k - 1];
            stays += still;
            jumps += !same(yours[k], yours[k - 1]);
            run = still ? run + 1 : 0;
            longest = std::max(longest, run);
        }
        if (!recipeMovesEveryTime || stays < 4 || jumps < 1 || same(yours.front(), yours.back())) continue;
        add(out, F::whole_steps,
            fmt::format("Yours moves in whole steps: as one {} {} by 0.1 at a time, the recipe's {} changes at every "
                        "move, but yours stays exactly the same for up to {} moves in a row, then jumps (from {} to {} "
                        "over the {} moves).",
                        itemWord(t), move.what, forceWord(t), longest + 1, number(yours.front()), number(yours.back()),
                        yours.size() - 1),
            "is a distance, a position, a velocity or an angle stored in an int? Keep them in float.");
        return;
    }
}

// How much each item counts, against another at a right angle to it: two items, one straight up at a distance that
// changes and one to the right at half the reach. For the kinds whose items each add a part along their own line
// (not obstacles, whose parts are turned headings).
void weights(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const float R = reach(t, Params{});
    // The single-item direction must be the recipe's, or a ratio means nothing.
    for (Vec2 dir : {Vec2{0, 1}, Vec2{1, 0}}) {
        const ForceCase one = scene(t, {Item{dir * (R * 0.5f), Vec2{dir.y, -dir.x} * 2.0f}});
        const Vec2 y = lab.yours(one), r = lab.recipes(one);
        if (!isFinite(y) || isZero(y) || std::fabs(signedAngle(r, y)) > 0.5f) return;
    }
    // The part each item adds, read from the two components.
    auto ratio = [](Vec2 v) { return std::fabs(v.y) / std::max(std::fabs(v.x), 1e-12f); };
    const bool bySpeed = lab.facts.readsVelocities;
    const std::vector<float> values = bySpeed ? std::vector<float>{0.5f, 1, 3, 4} : std::vector<float>{R * 0.1f, R * 0.25f, R * 0.75f, R * 0.9f};
    const float reference = bySpeed ? 2.0f : R * 0.5f;
    std::vector<float> yours, recipe;
    bool moves = false;  // yours changes as the second item does: else no weight of it can be read
    std::optional<Vec2> firstYours;
    for (float v : values) {
        const ForceCase c = bySpeed ? scene(t, {Item{{0, R * 0.5f}, {0, v}}, Item{{R * 0.5f, 0}, {reference, 0}}})
                                    : scene(t, {Item{{0, v}, {0, 2}}, Item{{reference, 0}, {2, 0}}});
        const Vec2 y = lab.yours(c), r = lab.recipes(c);
        if (!isFinite(y) || std::fabs(y.x) < 1e-9f) return;
        moves |= firstYours && !same(*firstYours, y);
        if (!firstYours) firstYours = y;
        yours.push_back(ratio(y));
        recipe.push_back(ratio(r));
    }
    if (!moves) return;
    bool differs = false;
    for (std::size_t i = 0; i < values.size(); ++i) differs |= std::fabs(yours[i] - recipe[i]) > 2e-3f * std::max(1.0f, recipe[i]);
    if (!differs) return;
    if (bySpeed) {
        add(out, {F::weights_are, "speed"},
            fmt::format("With two neighbours flying at right angles, one at speed {} and the other at speeds {}, yours "
                        "weighs the second {} times the first; the recipe weighs it {} times (each velocity counts by its "
                        "length, so a faster neighbour counts more).",
                        number(reference), listed(values), listed(yours), listed(recipe)),
            "add the neighbours' velocities as they are, and normalize only the sum.");
        return;
    }
    // Which shape the weights follow: w(d) / w(R/2).
    const Shape* shape = nullptr;
    for (const Shape& s : shapes()) {
        bool fits = true;
        for (std::size_t i = 0; i < values.size() && fits; ++i) {
            const float want = s.f(values[i], R, 1) / s.f(reference, R, 1);
            fits = std::isfinite(want) && std::fabs(yours[i] - std::fabs(want)) <= 5e-3f * std::max(1e-3f, std::fabs(want));
        }
        if (fits) {
            shape = &s;
            break;
        }
    }
    const TaskFacts& facts = taskFacts(t);
    const char* recipeRule = facts.weighsEachItem ? facts.weighsEachItem : "by its distance d (each adds its whole offset)";
    add(out, shape ? Id{F::weights_are, shape->formula} : Id{F::weights},
        fmt::format("With two {} at right angles, one {} away and the other at distances {}, yours weighs the second {} "
                    "times the first{}; the recipe weighs each {}: {} times{}.",
                    itemWord(t, true), number(reference), listed(values), listed(yours),
                    shape ? fmt::format(", as if each counted by {}", shape->formula) : "", recipeRule, listed(recipe),
                    std::string(recipeRule).find('R') != std::string::npos ||
                            (shape && std::string_view(shape->formula).find('R') != std::string_view::npos)
                        ? fmt::format(" (R = {} = {})", reachName(t), number(R))
                        : ""),
        shape && std::string_view(shape->formula).starts_with(kOffsetWeighted) ? std::string(kOffsetWeightedTry)
        : kindOf(t).weighTry ? std::string(kindOf(t).weighTry)
        : facts.weighTry     ? std::string(facts.weighTry)
                             : "weigh each item as the recipe does: " + std::string(recipeRule) + ".");
}

}  // namespace boids::diagnosis
