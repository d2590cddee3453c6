// Diagnosis by experiment (boids/diagnosis.h). File index:
//   Lab            the two functions under experiment, and scenes built from a few named items
//   experiments    each changes one thing (a parameter, an input, an item, a distance, an angle) and compares
//   diagnoseForce  runs them all, keeps what they found, most telling first
//   diagnoseGrid   task 6: which rule of the grid each missing or extra neighbour breaks
// Every experiment is deterministic: the same function gives the same words, every run.
#include "boids/diagnosis.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include <fmt/ranges.h>

#include "boids/format.h"
#include "boids/random.h"
#include "boids/simulation.h"

namespace boids {
namespace {

// --- Scenes -----------------------------------------------------------------------------------------------------

// One item of a scene, whatever the task calls it: a neighbour (tasks 1-3), a predator (4) or an obstacle (5).
struct Item {
    Vec2 offset;         // from the boid
    Vec2 velocity{0, 2};  // neighbours only
    float radius = 10;    // obstacles only
};

const Vec2 kHere{400, 300};     // where the experiments' boid flies: away from the world's edges and origin
const Vec2 kHeading{2, 0};      // its velocity: along x, so that "ahead", "left" and "right" read simply

bool isFlockTask(Task task) { return info(task).kind == TaskKind::Flock; }

// The distance that decides which items count: neighborRadius (tasks 1-3), fleeRadius, obstacleLookAhead.
// By the task's kind (tasks.txt): a force added as `predators` reads fleeRadius as flee does.
float reach(Task task, const Params& p) {
    switch (info(task).kind) {
        case TaskKind::Predators: return p.fleeRadius;
        case TaskKind::Obstacles: return p.obstacleLookAhead;
        default: return p.neighborRadius;
    }
}
const char* reachName(Task task) {
    switch (info(task).kind) {
        case TaskKind::Predators: return "fleeRadius";
        case TaskKind::Obstacles: return "obstacleLookAhead";
        default: return "neighborRadius";
    }
}
const char* itemWord(Task task, bool plural = false) {
    switch (info(task).kind) {
        case TaskKind::Predators: return plural ? "predators" : "predator";
        case TaskKind::Obstacles: return plural ? "obstacles" : "obstacle";
        default: return plural ? "neighbours" : "neighbour";
    }
}
// The item with its article: "a neighbour", "a predator", "an obstacle".
std::string anItem(Task task) {
    return fmt::format("{} {}", info(task).kind == TaskKind::Obstacles ? "an" : "a", itemWord(task));
}
std::string forceWord(Task task) {
    std::string name(info(task).name);
    name[0] = char(std::tolower(static_cast<unsigned char>(name[0])));
    return name;
}

ForceCase scene(Task task, const std::vector<Item>& items, Params params = {}, Boid self = {kHere, kHeading}) {
    ForceCase c;
    c.task = task;
    c.self = self;
    c.params = params;
    for (const Item& item : items) {
        const Vec2 at = self.position + item.offset;
        if (isFlockTask(task)) c.neighbors.push_back({at, item.velocity});
        if (info(task).kind == TaskKind::Predators) c.predators.push_back(at);
        if (info(task).kind == TaskKind::Obstacles) c.obstacles.push_back({at, item.radius});
    }
    return c;
}

std::size_t itemCount(const ForceCase& c) { return c.neighbors.size() + c.predators.size() + c.obstacles.size(); }

// Two answers the same: within 1e-3 (relative for long vectors); two non-finite answers are the same answer.
bool same(Vec2 a, Vec2 b) {
    if (!isFinite(a) || !isFinite(b)) return !isFinite(a) && !isFinite(b);
    return approxEqual(a, b, 1e-3f * std::max({1.0f, length(a), length(b)}));
}
bool isZero(Vec2 v) { return isFinite(v) && length(v) <= 1e-5f; }

std::string num(float x) { return number(x); }
std::string vec(Vec2 v) { return fmt::format("{}", v); }

// The learner's function and the recipe's, side by side.
struct Lab {
    Task task;
    const TaskTable& learner;
    const TaskTable& recipe;
    Vec2 yours(const ForceCase& c) const { return evaluate(c, learner); }
    Vec2 recipes(const ForceCase& c) const { return evaluate(c, recipe); }
    bool agree(const ForceCase& c) const { return same(yours(c), recipes(c)); }
};

// A few scenes of 1 to 3 items at distances and angles away from every boundary, the base of the experiments.
std::vector<ForceCase> baseScenes(Task task, const Params& p = {}) {
    const float r = reach(task, p);
    auto at = [&](float fraction, float degrees, Vec2 velocity = {0, 2}) {
        return Item{rotated(Vec2{r * fraction, 0}, degrees), velocity, 8};
    };
    if (task == Task::ObstacleAvoid) {  // inside the cone: within +-60 degrees of the heading
        return {scene(task, {at(0.5f, 20)}, p), scene(task, {at(0.7f, -35)}, p),
                scene(task, {at(0.45f, 25), at(0.8f, -15)}, p),
                scene(task, {at(0.3f, 10), at(0.6f, 40), at(0.75f, -28)}, p)};
    }
    return {scene(task, {at(0.3f, 60, {1, 2})}, p), scene(task, {at(0.55f, -100, {-2, 1})}, p),
            scene(task, {at(0.25f, 30, {2, 0.5f}), at(0.7f, 160, {0.5f, -2})}, p),
            scene(task, {at(0.4f, -20, {1, 1}), at(0.6f, 100, {-1, 2}), at(0.8f, 215, {2, -1})}, p)};
}

// --- What experiments find ----------------------------------------------------------------------------------------

// How telling a finding is: the lowest first.
enum Order {
    kNotRepeatable,
    kNotANumber,
    kAlwaysZero,
    kWeight,
    kParams,
    kTurn,
    kReachEdge,
    kTurnSide,
    kWhichItems,
    kTarget,
    kWeights,
    kSteps,
    kShape,
    kInputs,
    kFrame,
    kIgnoredParam,
    kSign,
    kLength,
    kCount,
    kOrder,
    kDiffers,
};

struct Found {
    Order order;
    Finding finding;
};
using Findings = std::vector<Found>;

void add(Findings& out, Order order, std::string id, std::string text, std::string tryThis = {}) {
    out.push_back({order, {std::move(id), std::move(text), std::move(tryThis)}});
}

// --- Experiments --------------------------------------------------------------------------------------------------

// The same scene twice gives the same answer.
void repeatable(const Lab& lab, Findings& out) {
    for (const ForceCase& c : baseScenes(lab.task)) {
        const Vec2 first = lab.yours(c);
        for (int k = 0; k < 3; ++k) {
            const Vec2 again = lab.yours(c);
            if (!same(first, again)) {
                add(out, kNotRepeatable, "not_repeatable",
                    fmt::format("Yours gave {} and then {} for the very same scene: its answer depends on something "
                                "left over from an earlier call.",
                                vec(first), vec(again)),
                    "look for a static or global variable (or a member of something that lives between calls), and "
                    "make every sum start from zero inside the function.");
                return;
            }
        }
    }
}

// The awkward scenes step() can give, where a division by zero is near.
void notANumber(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    std::vector<std::pair<std::string, ForceCase>> cases;
    const std::string many = itemWord(t, true);
    cases.push_back({fmt::format("there are no {}", many), scene(t, {})});
    if (t != Task::ObstacleAvoid) {
        cases.push_back({fmt::format("{} is on the boid's own point", anItem(t)), scene(t, {{{0, 0}}})});
    }
    if (t == Task::Alignment) cases.push_back({"the neighbours' velocities cancel", scene(t, {{{10, 0}, {0, 2}}, {{-10, 0}, {0, -2}}})});
    if (t == Task::Cohesion) cases.push_back({"the neighbours' centre is the boid's own point", scene(t, {{{10, 0}}, {{-10, 0}}})});
    if (t == Task::Separation) {
        Params p;
        p.neighborRadius = 0;
        cases.push_back({"neighborRadius is 0 (a neighbour on the boid's point)", scene(t, {{{0, 0}}}, p)});
    }
    if (t == Task::Flee) {
        cases.push_back({"no predator is within fleeRadius", scene(t, {{{80, 0}}})});
        cases.push_back({"two predators on opposite sides cancel", scene(t, {{{20, 0}}, {{-20, 0}}})});
    }
    if (t == Task::ObstacleAvoid) {
        cases.push_back({"the boid has no velocity", scene(t, {{{30, 0}}}, {}, {kHere, {0, 0}})});
        cases.push_back({"an obstacle's centre is on the boid's own point", scene(t, {{{0, 0}}})});
        cases.push_back({"no obstacle is ahead", scene(t, {{{-50, 0}}})});
    }
    for (const auto& [when, c] : cases) {
        const Vec2 yours = lab.yours(c);
        const Vec2 recipe = lab.recipes(c);
        if (!isFinite(yours) && isFinite(recipe)) {
            add(out, kNotANumber, "nan",
                fmt::format("Yours returns {} (not a number) when {}; the recipe returns {} there.", vec(yours), when,
                            vec(recipe)),
                "find the division in your code whose divisor is 0 in that situation (a count, a length, a radius) "
                "and return before it, or use normalized(), which keeps a zero vector zero.");
            return;
        }
    }
}

// Every scene tried gives zero, where the recipe's force is not zero.
bool alwaysZero(const Lab& lab, Findings& out) {
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
        if (!isZero(lab.yours(c))) return false;
        scenes += isZero(lab.recipes(c)) ? 0 : 1;
    }
    if (scenes == 0) return false;
    add(out, kAlwaysZero, "always_zero",
        fmt::format("Yours returns (0, 0) in every scene the experiments tried ({} of them, with 1 to 8 {} near and "
                    "far, on every side), where the recipe's force is not zero.",
                    scenes, itemWord(lab.task, true)),
        fmt::format("if you have not started yet, replace the stub's `return {{}};` with the recipe (./workshop hint {}); "
                    "otherwise check that your sum is returned, and that no condition skips every {}.",
                    info(lab.task).number, itemWord(lab.task)));
    return true;
}

// --- Parameters: change each on its own --------------------------------------------------------------------------

struct ParamField {
    const char* name;
    float Params::*field;
    bool isWeight;
};
const std::vector<ParamField>& paramFields() {
    static const std::vector<ParamField> fields{
        {"separationWeight", &Params::separationWeight, true}, {"alignmentWeight", &Params::alignmentWeight, true},
        {"cohesionWeight", &Params::cohesionWeight, true},     {"maxSpeed", &Params::maxSpeed, false},
        {"neighborRadius", &Params::neighborRadius, false},    {"predatorMaxSpeed", &Params::predatorMaxSpeed, false},
        {"fleeRadius", &Params::fleeRadius, false},            {"fleeStrength", &Params::fleeStrength, false},
        {"obstacleLookAhead", &Params::obstacleLookAhead, false}, {"obstacleConeDegrees", &Params::obstacleConeDegrees, false},
        {"avoidTurnDegrees", &Params::avoidTurnDegrees, false}, {"avoidStrength", &Params::avoidStrength, false},
    };
    return fields;
}

// The values a parameter is changed to. A flock task's neighbours all lie within neighborRadius (step() passes no
// others), so that radius only grows for them.
std::vector<float> changedValues(Task task, const ParamField& f) {
    const float usual = Params{}.*f.field;
    if (f.isWeight) return {2.5f, 0.5f, 0.0f};
    if (isFlockTask(task) && std::string_view(f.name) == "neighborRadius") return {usual * 1.5f, usual * 2.5f};
    return {usual * 0.25f, usual * 0.6f, usual * 1.5f};
}

struct ParamReading {
    bool yours = false, recipe = false;
    bool staysNonZero = false;  // yours, not zero, stayed where the recipe's moved: evidence that it is ignored
    std::string example;        // one change that shows yours moving (or staying)
};

ParamReading readsParam(const Lab& lab, const ParamField& f) {
    ParamReading r;
    std::string stays;
    for (const ForceCase& c : baseScenes(lab.task)) {
        const Vec2 yoursBefore = lab.yours(c), recipeBefore = lab.recipes(c);
        for (float value : changedValues(lab.task, f)) {
            ForceCase changed = c;
            changed.params.*f.field = value;
            const Vec2 yoursAfter = lab.yours(changed), recipeAfter = lab.recipes(changed);
            const bool yoursMoved = !same(yoursBefore, yoursAfter), recipeMoved = !same(recipeBefore, recipeAfter);
            if (yoursMoved && !r.yours) {
                r.example = fmt::format("with {} {} yours is {} (length {}), with {} it is {} (length {})", f.name,
                                        num(Params{}.*f.field), vec(yoursBefore), num(length(yoursBefore)), num(value),
                                        vec(yoursAfter), num(length(yoursAfter)));
            }
            // Yours staying at zero says nothing: nothing may be in its reach, whatever the parameter.
            const bool staysNonZero = recipeMoved && !yoursMoved && !isZero(yoursBefore);
            r.staysNonZero |= staysNonZero;
            if (staysNonZero && stays.empty()) {
                stays = fmt::format("from {} to {}, yours stays {} while the recipe's goes from {} to {}",
                                    num(Params{}.*f.field), num(value), vec(yoursBefore), vec(recipeBefore), vec(recipeAfter));
            }
            r.yours |= yoursMoved;
            r.recipe |= recipeMoved;
        }
    }
    if (!r.yours) r.example = stays;
    return r;
}

void parameters(const Lab& lab, Findings& out) {
    const std::string force = forceWord(lab.task);
    std::vector<std::pair<const ParamField*, ParamReading>> readOnlyByYours, ignoredByYours;
    for (const ParamField& f : paramFields()) {
        const ParamReading r = readsParam(lab, f);
        if (r.yours && !r.recipe) readOnlyByYours.push_back({&f, r});
        if (!r.yours && r.recipe && r.staysNonZero) ignoredByYours.push_back({&f, r});
    }
    for (const auto& [f, r] : readOnlyByYours) {
        if (f->isWeight) {
            add(out, kWeight, fmt::format("reads_param:{}", f->name),
                fmt::format("Your {} changes with {}: {}. The recipe does not read the weight: step() multiplies your "
                            "force by {} itself, so your function must not read it.",
                            force, f->name, r.example, f->name),
                fmt::format("leave params.{} out of your function.", f->name));
        }
    }
    // A parameter read in place of the one the recipe reads: the two findings say it together.
    for (const auto& [ignored, why] : ignoredByYours) {
        auto instead = std::find_if(readOnlyByYours.begin(), readOnlyByYours.end(), [](const auto& read) { return !read.first->isWeight; });
        if (instead != readOnlyByYours.end()) {
            add(out, kParams, fmt::format("reads_param:{}", instead->first->name),
                fmt::format("Your {} changes when {} changes and not when {} does: {}; {} from {}. The {} recipe reads {}.",
                            force, instead->first->name, ignored->name, instead->second.example, ignored->name,
                            why.example.substr(why.example.find("from ") + 5), force, ignored->name),
                fmt::format("use params.{} where you use params.{}.", ignored->name, instead->first->name));
            readOnlyByYours.erase(instead);
            continue;
        }
        add(out, kIgnoredParam, fmt::format("ignores_param:{}", ignored->name),
            fmt::format("Yours does not follow {}: when it goes {}. The recipe reads params.{}.", ignored->name,
                        why.example, ignored->name));
    }
    for (const auto& [f, r] : readOnlyByYours) {
        if (f->isWeight) continue;
        const bool flockReach = isFlockTask(lab.task) && std::string_view(f->name) == "neighborRadius";
        add(out, kParams, fmt::format("reads_param:{}", f->name),
            fmt::format("Your {} changes with {} ({}), though every {} stays where it was{}. The {} recipe does not read "
                        "{}.",
                        force, f->name, r.example, itemWord(lab.task), flockReach ? ", well within the radius" : "",
                        force, f->name),
            flockReach ? "step() passes your function only the neighbours within neighborRadius: every neighbour it "
                         "gets counts, without looking at the radius."
                       : fmt::format("leave params.{} out of this force.", f->name));
    }
}

// --- Inputs: change one thing the function is given, the rest the same -------------------------------------------

struct Reading {
    bool yours = false, recipe = false;
    std::string example;
};

template <class Change>
Reading readsInput(const Lab& lab, Change change) {
    Reading r;
    for (const ForceCase& c : baseScenes(lab.task)) {
        ForceCase changed = c;
        const std::string what = change(changed);
        if (what.empty()) continue;
        const Vec2 yb = lab.yours(c), ya = lab.yours(changed), rb = lab.recipes(c), ra = lab.recipes(changed);
        const bool yoursMoved = !same(yb, ya), recipeMoved = !same(rb, ra);
        if (r.example.empty() && yoursMoved != recipeMoved) {
            r.example = fmt::format("{}: yours goes from {} to {}, the recipe's {}", what, vec(yb), vec(ya),
                                    recipeMoved ? fmt::format("from {} to {}", vec(rb), vec(ra)) : fmt::format("stays {}", vec(rb)));
        }
        r.yours |= yoursMoved;
        r.recipe |= recipeMoved;
    }
    return r;
}

void inputs(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const std::string force = forceWord(t);
    // The boid's own velocity: speed and heading.
    const Reading own = readsInput(lab, [](ForceCase& c) {
        c.self.velocity = Vec2{0.5f, 1.5f};
        return std::string("with the boid's own velocity changed from (2, 0) to (0.5, 1.5)");
    });
    if (own.yours && !own.recipe) {
        add(out, kInputs, "reads_own_velocity",
            fmt::format("Your {} depends on the boid's own velocity ({}). The recipe's does not read the boid's velocity "
                        "at all.",
                        force, own.example),
            t == Task::Alignment ? "the heading to steer toward comes from the neighbours' velocities alone."
                                 : "leave self.velocity out of this force.");
    } else if (!own.yours && own.recipe) {
        add(out, kInputs, "ignores_own_velocity",
            fmt::format("Yours does not change with the boid's own velocity ({}). The recipe's does.", own.example),
            t == Task::ObstacleAvoid ? "measure each obstacle's angle from self.velocity, and turn self.velocity."
                                     : "self.velocity belongs in this force: see where the recipe uses it.");
    }
    if (info(t).kind == TaskKind::Predators) return;
    if (info(t).kind == TaskKind::Obstacles) {  // the rest move neighbours, which an obstacle force has none of
        if (t != Task::ObstacleAvoid) return;
        const Reading size = readsInput(lab, [](ForceCase& c) {
            for (Obstacle& o : c.obstacles) o.radius *= 3;
            return std::string("with every obstacle's radius three times as large");
        });
        if (size.yours && !size.recipe) {
            add(out, kInputs, "reads_obstacle_radius",
                fmt::format("Yours changes with the obstacles' radius ({}). The recipe looks only at each obstacle's "
                            "centre: its distance and its angle from the heading.",
                            size.example),
                "leave obstacle.radius out.");
        }
        return;
    }
    // A neighbour's velocity, its position the same; and its position, its velocity the same.
    const Reading velocity = readsInput(lab, [](ForceCase& c) {
        c.neighbors.back().velocity = rotated(c.neighbors.back().velocity, 90) * 1.5f;
        return std::string("with the last neighbour's velocity turned by 90 degrees and made 1.5 times as fast");
    });
    if (velocity.yours && !velocity.recipe) {
        add(out, kInputs, "reads_neighbour_velocity",
            fmt::format("Your {} depends on the neighbours' velocities ({}). The recipe's reads only their positions.",
                        force, velocity.example),
            "use other.position, not other.velocity.");
    } else if (!velocity.yours && velocity.recipe) {
        add(out, kInputs, "ignores_neighbour_velocity",
            fmt::format("Your {} does not change when the last neighbour's velocity changes ({}). Alignment is about the "
                        "neighbours' headings: the recipe adds up their velocities.",
                        force, velocity.example),
            "add other.velocity for every neighbour.");
    }
    const Reading position = readsInput(lab, [](ForceCase& c) {
        Boid& b = c.neighbors.front();
        const Vec2 offset = b.position - c.self.position;
        b.position = c.self.position + offset * 0.5f;
        return fmt::format("with the first neighbour moved from distance {} to {}, its velocity the same", num(length(offset)),
                           num(length(offset * 0.5f)));
    });
    if (position.yours && !position.recipe) {
        add(out, kInputs, "reads_neighbour_position",
            fmt::format("Your {} depends on where the neighbours are ({}). The recipe's does not: every neighbour "
                        "it is given counts the same, however near or far.",
                        force, position.example),
            "give every neighbour's velocity the same weight: no distance is needed in alignment.");
    } else if (!position.yours && position.recipe) {
        add(out, kInputs, "ignores_neighbour_position",
            fmt::format("Your {} does not change when the first neighbour moves halfway toward the boid ({}). The "
                        "recipe's depends on where the neighbours are.",
                        force, position.example),
            "use other.position.");
    }
}

// --- Which items count ---------------------------------------------------------------------------------------------

// The index of the item nearest the boid (for an obstacle, its edge), in the scene's order of items.
std::size_t nearestItem(const ForceCase& c) {
    std::vector<float> gaps;
    for (const Boid& b : c.neighbors) gaps.push_back(distance(b.position, c.self.position));
    for (Vec2 p : c.predators) gaps.push_back(distance(p, c.self.position));
    for (const Obstacle& o : c.obstacles) gaps.push_back(distance(o.center, c.self.position) - o.radius);
    return std::size_t(std::min_element(gaps.begin(), gaps.end()) - gaps.begin());
}

// Scenes of 3 and 4 items, each of which changes the recipe's answer when it is removed. In each task's second scene
// the nearest item is not the first.
std::vector<ForceCase> itemScenes(Task t) {
    const float r = reach(t, Params{});
    auto at = [&](float fraction, float degrees, Vec2 velocity) {
        return Item{rotated(Vec2{r * fraction, 0}, degrees), velocity, 8};
    };
    if (t == Task::ObstacleAvoid) {
        // The nearest is first in one scene and second in the other, so that "only the first" and "only the nearest"
        // tell apart.
        return {scene(t, {at(0.4f, 20, {}), at(0.6f, -30, {}), at(0.5f, 45, {})}),
                scene(t, {at(0.7f, 25, {}), at(0.3f, -10, {}), at(0.5f, -40, {}), at(0.6f, 5, {})})};
    }
    return {scene(t, {at(0.3f, 40, {1, 2}), at(0.5f, 150, {-2, 1}), at(0.7f, -70, {2, -1.5f})}),
            scene(t, {at(0.6f, -130, {0.5f, 2}), at(0.35f, 10, {2, 1}), at(0.75f, 95, {-1, -2}), at(0.45f, 230, {1.5f, 0.5f})})};
}

void whichItems(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    // For each scene, which items removing changes nothing in yours, where it changes the recipe's.
    bool first = true, last = true, allButLast = true, allButFirst = true, between = true, allButNearest = true,
         anyIgnored = false;
    std::string example;
    for (const ForceCase& c : itemScenes(t)) {
        const std::size_t n = itemCount(c);
        const Vec2 yours = lab.yours(c), recipe = lab.recipes(c);
        std::vector<bool> ignored(n);
        for (std::size_t k = 0; k < n; ++k) {
            ForceCase w = c;  // item k moved a little way round the boid and turned: the count stays the same
            if (k < w.neighbors.size()) {
                Boid& b = w.neighbors[k];
                b = {c.self.position + rotated(b.position - c.self.position, 40) * 0.8f, rotated(b.velocity, 70)};
            }
            if (k < w.predators.size()) w.predators[k] = c.self.position + rotated(w.predators[k] - c.self.position, 40) * 0.8f;
            if (k < w.obstacles.size()) {  // mirrored across the heading: to the boid's other side
                const Vec2 offset = w.obstacles[k].center - c.self.position;
                w.obstacles[k].center = c.self.position + Vec2{offset.x, -offset.y} * 0.9f;
            }
            ignored[k] = same(yours, lab.yours(w)) && !same(recipe, lab.recipes(w));
            anyIgnored |= ignored[k];
        }
        auto only = [&](auto pick) {
            for (std::size_t k = 0; k < n; ++k) {
                if (ignored[k] != pick(k)) return false;
            }
            return true;
        };
        first &= only([](std::size_t k) { return k == 0; });
        last &= only([n](std::size_t k) { return k == n - 1; });
        allButLast &= only([n](std::size_t k) { return k != n - 1; });
        allButFirst &= only([](std::size_t k) { return k != 0; });
        between &= n > 2 && only([n](std::size_t k) { return k != 0 && k != n - 1; });
        const std::size_t nearest = nearestItem(c);
        allButNearest &= only([nearest](std::size_t k) { return k != nearest; });
        if (example.empty()) example = fmt::format("in a scene of {} {}", n, itemWord(t, true));
    }
    const std::string items = itemWord(t, true), item = itemWord(t);
    if (!anyIgnored) return;
    if (first) {
        add(out, kWhichItems, "ignores_item:first",
            fmt::format("Moving the first {} (index 0) changes nothing in yours, in every scene tried; moving any "
                        "other {} does, as in the recipe.",
                        item, item),
            "check where your loop starts: every " + item + " counts, the one at index 0 too.");
    } else if (last) {
        add(out, kWhichItems, "ignores_item:last",
            fmt::format("Moving the last {} changes nothing in yours, in every scene tried; moving any other does, "
                        "as in the recipe.",
                        item),
            "check where your loop stops: i < size(), not size() - 1.");
    } else if (allButLast) {
        add(out, kWhichItems, "only_last_counts",
            fmt::format("Only the last {} counts in yours: moving any other changes nothing, in every scene tried. "
                        "In the recipe every {} adds its part.",
                        item, item),
            "look for a result that is replaced (=) inside the loop where it should be added to (+=).");
    } else if (allButFirst) {
        add(out, kWhichItems, "only_first_counts",
            fmt::format("Only the first {} counts in yours: moving any other changes nothing, in every scene tried. "
                        "In the recipe every {} adds its part.",
                        item, item),
            fmt::format("look at how your loop reaches each one: a return or break inside it stops after the first, "
                        "and an index that never changes ({}[0]) reads the first every time.",
                        t == Task::Flee ? "predators" : t == Task::ObstacleAvoid ? "obstacles" : "neighbors"));
    } else if (between) {
        add(out, kWhichItems, "only_ends_count",
            fmt::format("Only the first and the last {} count in yours: moving any {} between them changes nothing, "
                        "in every scene tried (of 3 and 4 {}). In the recipe every {} adds its part.",
                        item, item, items, item),
            fmt::format("look at how your code reaches the {}: every one between the first and the last counts too.", items));
    } else if (allButNearest) {
        add(out, kWhichItems, "only_nearest_counts",
            fmt::format("Only the nearest {} counts in yours: moving any other changes nothing, in every scene tried "
                        "(the nearest was not always the first). In the recipe every {} within {} adds its part.",
                        item, item, reachName(t)),
            fmt::format("look for a search for the nearest (a smallest distance kept in the loop): add each {}'s part "
                        "to a sum instead.",
                        item));
    }
}

// An item the recipe leaves out (a neighbour on the boid's own point, a predator or an obstacle out of reach),
// placed first and then last before two that count: yours right without it, and changed only when it comes first,
// stops at it and loses every item after it.
void stopsAtSkipped(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    if (t != Task::Separation && t != Task::Flee && t != Task::ObstacleAvoid) return;
    const float R = reach(t, Params{});
    const bool ahead = t == Task::ObstacleAvoid;
    const Item skipped = t == Task::Separation ? Item{{0, 0}} : Item{rotated(Vec2{R * 1.5f, 0}, ahead ? 10.0f : 30.0f)};
    const std::string what = t == Task::Separation ? "a neighbour on the boid's own point"
                           : fmt::format("{} beyond {} = {}", anItem(t), reachName(t), num(R));
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
        add(out, kWhichItems, "gives_up_at_skipped",
            fmt::format("With {} among two {} that count, first or last, yours is (0, 0); without it yours is {}, as "
                        "the recipe's is with it or without. The recipe leaves that one {} out and keeps the others.",
                        what, itemWord(t, true), vec(right), itemWord(t)),
            "leave that one out with continue: a return ends the whole function, and what was added is lost.");
        return;
    }
    add(out, kWhichItems, "stops_at_skipped",
        fmt::format("With {} first and two {} that count after it, yours is {}; with it last, or not there, yours is {}, "
                    "as the recipe's always is. The recipe leaves that one {} out and goes on to the next; yours loses "
                    "the {} after it.",
                    what, itemWord(t, true), vec(yoursBefore), vec(right), itemWord(t), itemWord(t, true)),
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
            add(out, kOrder, "order_dependent",
                fmt::format("Yours changes when the same {} {} come in the reverse order: {} then {}. The recipe's "
                            "force depends on which {} there are, not on their order.",
                            itemCount(c), itemWord(lab.task, true), vec(forward), vec(backward), itemWord(lab.task, true)),
                "look for something that is replaced instead of added to, or that depends on the index.");
            return;
        }
    }
}

// --- Frame: the whole scene turned about the boid, or moved -------------------------------------------------------

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
            add(out, kFrame, "frame:position",
                fmt::format("Yours changes when the whole scene moves by (256, -128), nothing else changing: from {} to "
                            "{}. The recipe's depends only on where the {} are from the boid.",
                            vec(before), vec(moved), itemWord(lab.task, true)),
                "use offsets between positions (other - self), not a position on its own.");
            return;
        }
        for (float turn : {90.0f, 180.0f, -90.0f}) {
            const ForceCase t = turnedAbout(c, turn);
            if (!same(lab.recipes(t), turnedBy(lab.recipes(c), turn))) continue;
            const Vec2 after = lab.yours(t);
            if (!same(after, turnedBy(before, turn))) {
                add(out, kFrame, "frame:turn",
                    fmt::format("Yours does not turn with the scene: turned by {} degrees about the boid (the boid's "
                                "velocity too), the recipe's force turns by {} degrees, but yours goes from {} to {} "
                                "instead of {}.",
                                num(turn), num(turn), vec(before), vec(after), vec(turnedBy(before, turn))),
                    "the recipe takes every direction from a difference of positions or from a velocity, which turn "
                    "with the scene.");
                return;
            }
        }
    }
}

// --- One item along a line: where the force switches, and how its length follows the distance ---------------------

struct Profile {
    std::vector<float> distances;
    std::vector<Vec2> yours, recipe;
};

// The line the single-item experiments put their item on: straight up for tasks 1-4 (away from the heading, and
// exact: no rounding puts an item on the radius just beyond it), dead ahead for task 5.
Vec2 lineOut(Task t) { return t == Task::ObstacleAvoid ? Vec2{1, 0} : Vec2{0, 1}; }

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

float strength(Task t, const Params& p) {
    if (t == Task::Flee) return p.fleeStrength;
    if (t == Task::ObstacleAvoid) return p.avoidStrength;
    return 1;
}
const char* strengthName(Task t) { return t == Task::Flee ? "fleeStrength" : t == Task::ObstacleAvoid ? "avoidStrength" : ""; }

std::string listed(const std::vector<float>& xs) {
    std::vector<std::string> parts;
    for (float x : xs) parts.push_back(num(x));
    return fmt::format("{}", fmt::join(parts, ", "));
}

void reachEdge(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const Params p;
    const float R = reach(t, p);
    const Vec2 direction = lineOut(t);
    // Where yours and the recipe's switch on and off, on a line from the boid out to twice the reach.
    std::vector<float> ds;
    for (int k = 1; k <= 40; ++k) ds.push_back(R * float(k) / 20);
    if (isFlockTask(t)) ds.resize(20);  // step() passes a flock task no neighbour beyond its radius
    const Profile pr = profile(lab, ds, direction);
    const std::string item = itemWord(t);
    // Exactly on the reach: the recipe includes it.
    const std::size_t onEdge = 19;
    const bool recipeOnEdge = !isZero(pr.recipe[onEdge]), yoursOnEdge = !isZero(pr.yours[onEdge]);
    const bool yoursJustInside = !isZero(lab.yours(scene(t, {Item{direction * (R * 0.999f), {0, 2}, 8}})));
    int lastOnYours = -1, lastOnRecipe = -1;
    for (std::size_t i = 0; i < ds.size(); ++i) {
        if (!isZero(pr.yours[i]) && isFinite(pr.yours[i])) lastOnYours = int(i);
        if (!isZero(pr.recipe[i])) lastOnRecipe = int(i);
    }
    if (recipeOnEdge && !yoursOnEdge && yoursJustInside) {
        add(out, kReachEdge, "strict_reach",
            fmt::format("{} exactly {} units away, on {} = {}, is left out by yours; at {} units it counts. The "
                        "recipe counts it: the distance is compared with <=.",
                        [&] { std::string a = anItem(t); a[0] = 'A'; return a; }(), num(R), reachName(t), num(R), num(R * 0.999f)),
            isFlockTask(t) ? "step() passes only neighbours within the radius, the edge included: count every neighbour you are given."
                           : fmt::format("compare the distance with params.{} using <=.", reachName(t)));
        return;
    }
    if (isFlockTask(t) && t != Task::Separation && lastOnYours >= 0 && lastOnYours < lastOnRecipe) {
        const float at = switchDistance(lab, ds[std::size_t(lastOnYours)], ds[std::size_t(lastOnYours) + 1], direction);
        add(out, kReachEdge, "stops_early",
            fmt::format("Yours leaves out a neighbour farther than {} units; the recipe counts every neighbour it is "
                        "given, up to neighborRadius = {}.",
                        num(at), num(R)),
            "count every neighbour you are given: step() has already chosen them.");
        return;
    }
    if (isFlockTask(t)) return;
    if (lastOnYours != lastOnRecipe && lastOnRecipe >= 0) {
        if (lastOnYours < 0) return;  // never on: another experiment says why
        const std::size_t i = std::size_t(lastOnYours);
        const float at = i + 1 < ds.size() ? switchDistance(lab, ds[i], ds[i + 1], direction) : ds[i];
        std::string why;
        if (std::fabs(at - std::sqrt(R)) < 0.01f * std::sqrt(R)) {
            why = fmt::format(" That is √{} = {}: a squared distance compared with the plain {}?", num(R), num(std::sqrt(R)), reachName(t));
        } else if (std::fabs(at - p.neighborRadius) < 0.01f && t != Task::Separation) {
            why = fmt::format(" That is neighborRadius = {}; this force reads {}.", num(p.neighborRadius), reachName(t));
        } else if (std::fabs(at - p.fleeRadius) < 0.01f && t == Task::ObstacleAvoid) {
            why = fmt::format(" That is fleeRadius = {}; this force reads obstacleLookAhead.", num(p.fleeRadius));
        }
        if (lastOnYours > lastOnRecipe) {
            // How far yours reaches: one of the radii it might be, plus the obstacle's own radius.
            const float radius = 8;  // the single item's radius in profile()
            if (i + 1 == ds.size()) {
                why = fmt::format(" Yours reacts as far as the experiment went, {} units.", num(at));
            } else if (t == Task::ObstacleAvoid && std::fabs(at - (R + radius)) < 0.01f * R) {
                why = fmt::format(" Yours reacts up to {} units: obstacleLookAhead + the obstacle's radius ({}), as if "
                                  "the distance were measured to the obstacle's edge.",
                                  num(at), num(radius));
            } else if (why.empty()) {
                why = fmt::format(" Yours reacts up to {} units.", num(at));
            }
            add(out, kReachEdge, "reaches_too_far",
                fmt::format("Yours still reacts to {} {} units away, beyond {} = {}; the recipe leaves out every {} "
                            "farther than that.{}",
                            anItem(t), num(ds[std::size_t(lastOnRecipe) + 1]), reachName(t), num(R), item, why),
                fmt::format("compare the distance between the centres with params.{}.", reachName(t)));
        } else {
            add(out, kReachEdge, "stops_early",
                fmt::format("Yours stops reacting to {} beyond {} units; the recipe's goes on to {} = {}, inclusive.{}",
                            anItem(t), num(at), reachName(t), num(R), why),
                fmt::format("compare the distance itself with params.{}.", reachName(t)));
        }
    }
}

// How the length of yours follows the distance of one item, where both are on.
// Alignment: one neighbour's heading at several speeds, where the recipe's answer has length 1 at every speed.
void alignmentLength(const Lab& lab, Findings& out) {
    const std::vector<float> speeds{0.25f, 0.5f, 2, 4};
    std::vector<float> yours;
    for (float speed : speeds) {
        const ForceCase c = scene(Task::Alignment, {Item{{0, 10}, {-speed, 0}}});
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
    const char* shape = fits([](float v) { return std::min(v, 1.0f); }) ? ": that is min(speed, 1), which is what limited() gives"
                      : fits([](float v) { return v; })                 ? ": the speed itself, never made length 1"
                                                                        : "";
    add(out, kShape, fmt::format("alignment_length{}", *shape ? (shape[10] == 'm' ? ":limited" : ":speed") : ""),
        fmt::format("With one neighbour flying at speeds {}, your alignment has lengths {}{}; the recipe's is 1 at every "
                    "speed (the heading alone, normalized).",
                    listed(speeds), listed(yours), shape),
        "make the sum length 1 with normalized(), whatever its length was.");
}

void lengthShape(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    if (t == Task::Alignment) return alignmentLength(lab, out);
    const Params p;
    const float R = reach(t, p), S = strength(t, p);
    const Vec2 direction = t == Task::ObstacleAvoid ? rotated(Vec2{1, 0}, 20) : lineOut(t);
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
    const std::string what = t == Task::Separation ? "push from one neighbour" : t == Task::Cohesion ? "pull toward one neighbour"
                           : t == Task::Flee ? "flee from one predator" : "turn from one obstacle";
    const Shape* shape = fittingShape(ds, yours, R, S);
    const Shape* recipeShape = fittingShape(ds, recipe, R, S);
    std::string named = shape ? fmt::format(": that is {}", shape->formula) : "";
    // The letters the two formulas use, and only those.
    const std::string formulas = std::string(shape ? shape->formula : "") + (recipeShape ? recipeShape->formula : "");
    std::string legend = "d the distance";
    if (formulas.find('R') != std::string::npos) legend += fmt::format(", R = {} = {}", reachName(t), num(R));
    if (formulas.find('S') != std::string::npos) legend += fmt::format(", S = {} = {}", strengthName(t), num(S));
    const bool recipeConstant = std::all_of(recipe.begin(), recipe.end(), [&](float l) { return std::fabs(l - recipe[0]) <= 1e-3f * std::max(1.0f, l); });
    const std::string recipeLengths = recipeConstant ? fmt::format("{} at every distance", num(recipe[0]))
                                    : fmt::format("{}{}", listed(recipe), recipeShape ? fmt::format(", that is {}", recipeShape->formula) : "");
    add(out, kShape, shape ? fmt::format("shape:{}", shape->formula) : "shape",
        fmt::format("The length of your {} at distances {} is {}{}; the recipe's is {} ({}).", what, listed(ds),
                    listed(yours), named, recipeLengths, legend),
        shape && std::string_view(shape->formula).starts_with(kOffsetWeighted) ? std::string(kOffsetWeightedTry)
        : t == Task::Flee ? "the recipe makes the sum length 1 (normalized), then scales it by params.fleeStrength."
        : t == Task::ObstacleAvoid ? "each turned heading is made length 1, then scaled by params.avoidStrength."
        : t == Task::Cohesion ? "the pull is normalized: length 1 whatever the distance."
                              : "the weight of a neighbour at distance d is (R - d) / R.");
}

// Whole steps: one input moved by a tenth of a unit at a time (an item along its line and across it; for
// alignment, a neighbour's velocity). The recipe's answer changes at every move; one stored in an int stays put
// for several moves in a row, then jumps.
void wholeSteps(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const float R = reach(t, Params{});
    const Vec2 along = t == Task::ObstacleAvoid ? rotated(Vec2{1, 0}, 20) : lineOut(t);
    const Vec2 across{-along.y, along.x};
    const Item start{along * (R * 0.3f + 0.05f), {0.35f, 1.85f}, 8};
    struct Move {
        std::string what;
        Item step;  // added to the item at each move
    };
    std::vector<Move> moves;
    if (t == Task::Alignment) {
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
        int stays = 0, jumps = 0, longest = 0, run = 0;
        bool recipeMovesEveryTime = true;
        for (std::size_t k = 1; k < yours.size(); ++k) {
            if (!isFinite(yours[k]) || isZero(yours[k])) return;
            recipeMovesEveryTime &= !same(recipe[k], recipe[k - 1]);
            const bool still = yours[k] == yours[k - 1];
            stays += still;
            jumps += !still;
            run = still ? run + 1 : 0;
            longest = std::max(longest, run);
        }
        if (!recipeMovesEveryTime || stays < 4 || jumps < 1) continue;
        add(out, kSteps, "whole_steps",
            fmt::format("Yours moves in whole steps: as one {} {} by 0.1 at a time, the recipe's {} changes at every "
                        "move, but yours stays exactly the same for up to {} moves in a row, then jumps (from {} to {} "
                        "over the {} moves).",
                        itemWord(t), move.what, forceWord(t), longest + 1, vec(yours.front()), vec(yours.back()),
                        yours.size() - 1),
            "is a distance, a position, a velocity or an angle stored in an int? Keep them in float.");
        return;
    }
}

// Yours is the recipe's times a number: constant, following a parameter, or -1.
void lengthFactor(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    auto factorIn = [&](const std::vector<ForceCase>& scenes) -> std::optional<float> {
        std::optional<float> k;
        for (const ForceCase& c : scenes) {
            const Vec2 y = lab.yours(c), r = lab.recipes(c);
            if (!isFinite(y) || isZero(r)) {
                if (!isFinite(y) || !isZero(y)) return std::nullopt;
                continue;
            }
            const float f = dot(y, r) / dot(r, r);
            if (!approxEqual(y, r * f, 1e-3f * std::max(1.0f, length(y)))) return std::nullopt;
            if (k && std::fabs(*k - f) > 1e-3f * std::max(1.0f, std::fabs(f))) return std::nullopt;
            k = f;
        }
        return k;
    };
    const std::optional<float> k = factorIn(baseScenes(t));
    if (k && std::fabs(*k - 1) > 1e-3f) {
        if (std::fabs(*k + 1) < 1e-3f) {
            add(out, kSign, "opposite",
                fmt::format("Yours points exactly the opposite way to the recipe's in every scene tried, with the same "
                            "length: {}.",
                            t == Task::Separation || t == Task::Flee ? fmt::format("for one {} it points toward it, where the recipe's points away", itemWord(t))
                            : t == Task::Cohesion ? "for one neighbour it points away from it, where the recipe's points toward it"
                            : t == Task::Alignment ? "against the neighbours' heading, where the recipe's points along it"
                            : t == Task::ObstacleAvoid ? "it turns the boid the other way"
                                                       : "a sign is turned round somewhere"),
                t == Task::Alignment ? "add the neighbours' velocities as they are." : "check the order of a subtraction: self - other points away from the other.");
            return;
        }
        // Which parameters the factor follows, each as a power of +1 (times) or -1 (divided by).
        std::vector<std::pair<const ParamField*, int>> follows;
        for (const ParamField& f : paramFields()) {
            Params changed;
            const float usual = changed.*f.field;
            if (usual == 0) continue;
            changed.*f.field = usual * 1.5f;
            const std::optional<float> k2 = factorIn(baseScenes(t, changed));
            if (!k2 || *k == 0) continue;
            const float growth = *k2 / *k;
            if (std::fabs(growth - 1.5f) < 2e-3f) follows.push_back({&f, 1});
            if (std::fabs(growth - 1 / 1.5f) < 2e-3f) follows.push_back({&f, -1});
        }
        float predicted = 1;
        for (const auto& [f, power] : follows) predicted *= power > 0 ? Params{}.*f->field : 1 / (Params{}.*f->field);
        const bool explained = !follows.empty() && std::fabs(*k - predicted) <= 1e-3f * std::max(1.0f, std::fabs(*k));
        if (explained && follows.size() == 1) {
            const auto& [f, power] = follows.front();
            const char* how = power > 0 ? "times" : "divided by";
            const float usual = Params{}.*f->field;
            add(out, kLength, fmt::format("factor:{}:{}", how, f->name),
                fmt::format("Yours points the recipe's way in every scene tried, but every length is the recipe's {} {} "
                            "(= {} now; when {} is {}, yours changes with it).",
                            how, f->name, num(usual), f->name, num(usual * 1.5f)),
                power > 0 ? fmt::format("the recipe's length has no factor of params.{}: a division by it is "
                                        "missing, or a multiplication by it is one too many.", f->name)
                          : fmt::format("the recipe multiplies by params.{} once, at the end.", f->name));
            return;
        }
        if (explained && follows.size() == 2 && follows[0].second != follows[1].second) {
            const ParamField* times = follows[0].second > 0 ? follows[0].first : follows[1].first;
            const ParamField* divided = follows[0].second > 0 ? follows[1].first : follows[0].first;
            add(out, kLength, fmt::format("factor:in_place_of:{}:{}", times->name, divided->name),
                fmt::format("Yours points the recipe's way in every scene tried, but is scaled by {} where the recipe "
                            "scales by {}: every length is the recipe's times {} / {} (= {} now), and it follows both "
                            "when they change.",
                            times->name, divided->name, times->name, divided->name, num(*k)),
                fmt::format("use params.{} where you use params.{}.", divided->name, times->name));
            return;
        }
        if (!follows.empty()) {
            std::string names;
            for (const auto& [f, power] : follows) {
                names += fmt::format("{}{} ({})", names.empty() ? "" : ", ", f->name, power > 0 ? "grows with it" : "shrinks as it grows");
            }
            add(out, kLength, "factor:follows",
                fmt::format("Yours points the recipe's way in every scene tried, but is {} times as long, and that "
                            "factor follows {}.",
                            num(*k), names));
            return;
        }
        std::vector<ForceCase> faster = baseScenes(t);
        for (ForceCase& c : faster) c.self.velocity *= 1.5f;
        if (const std::optional<float> k2 = factorIn(faster); k2 && std::fabs(*k2 / *k - 1.5f) < 2e-3f &&
                                                                 std::fabs(*k - length(kHeading)) < 1e-3f) {
            add(out, kLength, "factor:times:speed",
                fmt::format("Yours points the recipe's way in every scene tried, but every length is the recipe's times "
                            "the boid's speed (= {} now; at 1.5 times the speed, yours is 1.5 times as long).",
                            num(length(kHeading))),
                "make the turned velocity length 1 (normalized) before scaling it.");
            return;
        }
        add(out, kLength, "factor",
            fmt::format("Yours points the recipe's way in every scene tried, but is {} times as long, in every scene "
                        "(a constant, following no parameter).",
                        num(*k)),
            "look for a number your force is multiplied or divided by.");
        return;
    }
    // Always length 1 (or always one length), where the recipe's length varies.
    std::vector<float> yours, recipe;
    for (const ForceCase& c : baseScenes(t)) {
        const Vec2 y = lab.yours(c), r = lab.recipes(c);
        if (!isFinite(y) || isZero(r) || isZero(y)) continue;
        if (std::fabs(signedAngle(r, y)) > 0.1f) return;  // a direction that differs: another experiment says it
        yours.push_back(length(y));
        recipe.push_back(length(r));
    }
    if (yours.size() < 2) return;
    const auto [ymin, ymax] = std::minmax_element(yours.begin(), yours.end());
    const auto [rmin, rmax] = std::minmax_element(recipe.begin(), recipe.end());
    if (*ymax - *ymin < 1e-3f * *ymax && *rmax - *rmin > 1e-2f * *rmax) {
        add(out, kLength, *ymin > 0.999f && *ymin < 1.001f ? "length_one" : "length_constant",
            fmt::format("Yours has length {} in every scene tried, pointing the recipe's way; the recipe's length "
                        "varies, from {} to {} there.",
                        num(*ymin), num(*rmin), num(*rmax)),
            t == Task::Separation ? "the pushes are summed and returned as they are: close neighbours push harder, and several push more than one."
                                  : "check what you normalize: the recipe's length carries part of the answer.");
    } else if (*rmax - *rmin < 1e-3f * *rmax && *ymax - *ymin > 1e-2f * *ymax) {
        add(out, kLength, "length_varies",
            fmt::format("Your length varies from {} to {} in the scenes tried, pointing the recipe's way; the recipe's "
                        "is always {} there.",
                        num(*ymin), num(*ymax), num(*rmin)),
            t == Task::Flee ? "make the sum length 1 (normalized), then scale it by params.fleeStrength."
                            : "make the result length 1 (normalized) where the recipe does.");
    }
}

// The same item given 1, 2, 3 and 4 times.
void count(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const float R = reach(t, Params{});
    const Item item{rotated(Vec2{R * 0.4f, 0}, t == Task::ObstacleAvoid ? 20.0f : 50.0f), {1, 2}, 8};
    std::vector<float> yours, recipe;
    std::vector<Vec2> yoursV, recipeV;
    for (int n = 1; n <= 4; ++n) {
        const ForceCase c = scene(t, std::vector<Item>(std::size_t(n), item));
        yoursV.push_back(lab.yours(c));
        recipeV.push_back(lab.recipes(c));
        if (!isFinite(yoursV.back())) return;
        yours.push_back(length(yoursV.back()));
        recipe.push_back(length(recipeV.back()));
    }
    if (yours[0] <= 1e-5f && recipe[0] > 1e-5f && std::all_of(yours.begin() + 1, yours.end(), [](float l) { return l > 1e-5f; })) {
        add(out, kWhichItems, "count:needs_two",
            fmt::format("With one {} yours returns (0, 0), where the recipe's is {}; with the same {} given 2, 3 and 4 "
                        "times yours is not zero.",
                        itemWord(t), vec(recipeV[0]), itemWord(t)),
            fmt::format("a single {} counts: look for a condition on how many there are.", itemWord(t)));
        return;
    }
    if (yours[0] <= 1e-5f || recipe[0] <= 1e-5f) return;
    bool grows = true, stays = true, agrees = true, direction = true;
    for (std::size_t i = 0; i < 4; ++i) {
        const float n = float(i + 1);
        const float mine = yours[i] / yours[0], theirs = recipe[i] / recipe[0];
        grows &= std::fabs(mine - theirs * n) < 2e-3f * n;
        stays &= std::fabs(mine - 1) < 2e-3f;
        agrees &= std::fabs(mine - theirs) < 2e-3f * n;
        direction &= std::fabs(signedAngle(yoursV[i], yoursV[0])) < 0.1f;
    }
    if (agrees || !direction) return;
    const std::string items = itemWord(t, true);
    const std::string line = fmt::format("With the same {} given 1, 2, 3 and 4 times, your length is {}; the recipe's "
                                         "is {}.",
                                         itemWord(t), listed(yours), listed(recipe));
    if (grows) {
        add(out, kCount, "count:grows", line + fmt::format(" Yours grows with the number of {}.", items),
            "look for a sum that the recipe makes length 1, or divides by the count.");
    } else if (stays) {
        add(out, kCount, "count:stays", line + fmt::format(" Yours stays the same however many there are; the recipe's "
                                                           "adds one part per {}.", itemWord(t)),
            "add the parts up, without dividing by the count or normalizing the sum.");
    }
}

// Task 5: which way each obstacle turns the boid. Angles only: the length is the length experiments' to judge.
void turns(const Lab& lab, Findings& out) {
    if (lab.task != Task::ObstacleAvoid) return;
    const Params p;
    const float d = p.obstacleLookAhead * 0.5f, turn = p.avoidTurnDegrees;
    auto at = [&](float degrees) { return scene(Task::ObstacleAvoid, {Item{rotated(Vec2{d, 0}, degrees), {}, 8}}); };
    struct Side {
        const char* where;
        float degrees;
    };
    std::vector<std::string> wrong;
    std::vector<float> yoursTurns;
    bool mirrored = true, onlyAhead = true, followsObstacle = true;
    for (const Side side : {Side{"20 degrees to the left", 20}, Side{"20 degrees to the right", -20}, Side{"dead ahead", 0}}) {
        const Vec2 y = lab.yours(at(side.degrees)), r = lab.recipes(at(side.degrees));
        if (!isFinite(y)) return;
        const float turnYours = isZero(y) ? NAN : signedAngle(kHeading, y), turnRecipe = signedAngle(kHeading, r);
        yoursTurns.push_back(turnYours);
        const bool ok = std::isfinite(turnYours) && std::fabs(std::remainder(turnYours - turnRecipe, 360.0f)) < 0.5f;
        followsObstacle &= std::isfinite(turnYours) && std::fabs(turnYours - (side.degrees + turnRecipe)) < 0.5f;
        if (ok) continue;
        if (side.degrees != 0) onlyAhead = false;
        mirrored &= side.degrees == 0 || (std::isfinite(turnYours) && std::fabs(turnYours + turnRecipe) < 0.5f);
        wrong.push_back(isZero(y) ? fmt::format("{}, yours gives no force where the recipe's points {} degrees from the "
                                                "heading",
                                                side.where, num(turnRecipe))
                                  : fmt::format("{}, yours points {} degrees from the heading, the recipe's {}", side.where,
                                                num(turnYours), num(turnRecipe)));
    }
    if (wrong.empty()) {
        // Less than a degree off the heading, on either side: the recipe turns away, an angle kept in whole
        // degrees says dead ahead.
        const Vec2 ahead = lab.yours(at(0));
        std::vector<float> asAhead;
        for (float a : {0.25f, 0.5f, 0.75f, -0.25f, -0.5f, -0.75f}) {
            const Vec2 y = lab.yours(at(a));
            if (same(y, lab.recipes(at(a)))) continue;
            if (!same(y, ahead)) return;  // another difference, for other experiments
            asAhead.push_back(a);
        }
        if (asAhead.empty()) return;
        add(out, kTurn, "units:whole_degrees",
            fmt::format("Yours turns the boid the same way for an obstacle {} degrees from the heading as for one dead "
                        "ahead (positive is to the left); the recipe turns away from any obstacle off the heading, "
                        "however little. Yours counts whole degrees: is the angle stored in an int?",
                        listed(asAhead)),
            "keep the angle in a float.");
        return;
    }
    auto near = [](float a, float b) { return std::isfinite(a) && std::fabs(a - b) < 0.5f; };
    std::string id = "turn", why;
    const float first = std::fabs(yoursTurns[0]);
    if (near(first, std::fabs(std::remainder(degrees(turn), 360.0f))) && !near(first, turn)) {
        id = "units:degrees_as_radians";
        why = fmt::format(" {} degrees is what a turn of {} read as radians gives: std::cos and std::sin take radians.",
                          num(first), num(turn));
    } else if (near(first, radians(turn))) {
        id = "units:radians_to_rotated";
        why = fmt::format(" {} degrees is {} degrees converted to radians: rotated() takes degrees, as params holds them.",
                          num(first), num(turn));
    } else if (onlyAhead) {
        id = "turn:dead_ahead";
        why = " Only dead ahead differs: the recipe turns left (counter-clockwise) when the angle is exactly 0.";
    } else if (mirrored && near(yoursTurns[0], turn) && near(yoursTurns[1], -turn)) {
        id = "turn:toward";
        why = " Yours turns toward the obstacle's side, on the left and on the right; the recipe turns away from it.";
    } else if (near(yoursTurns[1], yoursTurns[0]) && near(yoursTurns[2], yoursTurns[0])) {
        id = "turn:one_way";
        why = fmt::format(" Yours turns {} degrees ({}) wherever the obstacle lies; the recipe turns away from the "
                          "obstacle's side.",
                          num(yoursTurns[0]), yoursTurns[0] > 0 ? "to the left" : "to the right");
    } else if (followsObstacle) {
        id = "turn:from_obstacle";
        why = " Each of yours is the direction to the obstacle turned by the recipe's turn: the recipe turns the boid's "
              "velocity, whichever way the obstacle lies.";
    }
    add(out, id == "turn" ? kTurnSide : kTurn, id,
        fmt::format("With one obstacle {} units away, {}.{}", num(d), fmt::join(wrong, "; "), why),
        id == "turn:toward" ? "an obstacle on the left (angle > 0) needs a turn to the right (clockwise, a negative angle)."
        : id == "turn:one_way" ? "choose the turn from the obstacle's angle: angle > 0 (on the left) turns right, "
                                 "anything else turns left."
        : id == "turn:dead_ahead" ? "decide the side with angle > 0 for left; everything else, 0 included, turns left."
        : id.starts_with("units") ? "rotated(v, degrees) takes degrees: pass params.avoidTurnDegrees as it is."
                                  : "the force is the boid's velocity turned by avoidTurnDegrees away from the obstacle's side.");
}

// Task 5: the angles, all the way round, at which yours reacts to an obstacle at half the look-ahead.
void cone(const Lab& lab, Findings& out) {
    if (lab.task != Task::ObstacleAvoid) return;
    const Params p;
    const float d = p.obstacleLookAhead * 0.5f, C = p.obstacleConeDegrees;
    auto on = [&](const TaskTable& table, float degrees) {
        return !isZero(evaluate(scene(Task::ObstacleAvoid, {Item{rotated(Vec2{d, 0}, degrees), {}, 8}}), table));
    };
    // Each run of whole degrees yours reacts at, its ends found to a hundredth of a degree.
    auto edge = [&](float inside, float outside) {
        for (int k = 0; k < 30; ++k) {
            const float mid = (inside + outside) / 2;
            (on(lab.learner, mid) ? inside : outside) = mid;
        }
        return inside;
    };
    std::vector<std::pair<float, float>> runs;
    bool same = true;
    for (int a = -179; a <= 180; ++a) {
        const bool yours = on(lab.learner, float(a));
        same &= yours == on(lab.recipe, float(a));
        if (!yours) continue;
        if (!runs.empty() && runs.back().second == float(a - 1)) {
            runs.back().second = float(a);
        } else {
            runs.push_back({float(a), float(a)});
        }
    }
    if (!same && !runs.empty()) {
        bool behind = false;
        if (runs.size() > 1 && runs.front().first == -179 && runs.back().second == 180) {  // one run across 180
            runs.front().first = runs.back().first;
            runs.pop_back();
            behind = true;
        }
        std::vector<std::string> parts;
        float widest = 0;
        for (auto [from, to] : runs) {
            const float a = edge(from, from - 1), b = edge(to, to + 1);
            parts.push_back(behind && runs.size() == 1 ? fmt::format("from {} round through 180 to {} degrees", num(a), num(b))
                                                       : fmt::format("from {} to {} degrees", num(a), num(b)));
            widest = std::max({widest, std::fabs(a), std::fabs(b)});
        }
        std::string why;
        if (behind && runs.size() == 1) {
            why = " That is behind the boid: is the angle measured to a vector that points from the obstacle to the boid?";
        } else if (std::fabs(widest - radians(C)) < 0.6f) {
            why = fmt::format(" {} is {} degrees in radians: signedAngle() gives degrees.", num(radians(C)), num(C));
        }
        add(out, kReachEdge, "cone",
            fmt::format("Yours reacts to an obstacle {} units away when its direction is {} (0 is dead ahead, positive to "
                        "the left); the recipe's only when it is strictly within ±obstacleConeDegrees = ±{}.{}",
                        num(d), fmt::join(parts, ", and "), num(C), why),
            "compare the absolute value of signedAngle(self.velocity, toObstacle) with params.obstacleConeDegrees.");
        return;
    }
    if (on(lab.learner, C) && !on(lab.recipe, C)) {
        add(out, kReachEdge, "cone_edge_inclusive",
            fmt::format("Yours avoids an obstacle exactly {} degrees from the heading, on the cone's edge; the recipe "
                        "avoids only those strictly within ±obstacleConeDegrees = ±{}.",
                        num(C), num(C)),
            "compare the angle with < rather than <=.");
    }
}

// Task 3: the point yours steers toward, when it is one of the points a centre is mistaken for.
void target(const Lab& lab, Findings& out) {
    if (lab.task != Task::Cohesion) return;
    struct Point {
        const char* id;
        const char* what;
        Vec2 (*of)(const ForceCase&);
    };
    static const Point points[] = {
        {"target:sum", "the sum of the neighbours' positions, never divided by their count",
         [](const ForceCase& c) { Vec2 s{}; for (const Boid& b : c.neighbors) s += b.position; return s; }},
        {"target:count_plus_one", "the sum of the neighbours' positions divided by their count plus one",
         [](const ForceCase& c) { Vec2 s{}; for (const Boid& b : c.neighbors) s += b.position; return s / float(c.neighbors.size() + 1); }},
        {"target:average_velocity", "the neighbours' average velocity, taken as a position",
         [](const ForceCase& c) { Vec2 s{}; for (const Boid& b : c.neighbors) s += b.velocity; return s / float(c.neighbors.size()); }},
        {"target:sum_with_self", "the boid's own position plus the neighbours' positions, divided by the number of "
                                 "neighbours (a sum that starts at the boid, not at zero)",
         [](const ForceCase& c) { Vec2 s = c.self.position; for (const Boid& b : c.neighbors) s += b.position; return s / float(c.neighbors.size()); }},
        {"target:origin", "the world's origin, (0, 0), wherever the neighbours are",
         [](const ForceCase&) { return Vec2{}; }},
    };
    // The item scenes, and the same with the neighbours flying 60 times as fast (which the recipe does not read),
    // so that their average velocity lies far from the origin.
    std::vector<ForceCase> scenes = itemScenes(Task::Cohesion);
    for (ForceCase c : itemScenes(Task::Cohesion)) {
        for (Boid& b : c.neighbors) b.velocity *= 60.0f;
        scenes.push_back(std::move(c));
    }
    const Point* fitting = nullptr;
    for (const Point& point : points) {
        bool fits = true;
        for (const ForceCase& c : scenes) {
            const Vec2 y = lab.yours(c);
            fits &= isFinite(y) && !isZero(y) && std::fabs(signedAngle(point.of(c) - c.self.position, y)) < 0.05f;
        }
        if (!fits) continue;
        if (fitting) return;  // two points fit: the scenes cannot tell which one yours steers toward
        fitting = &point;
    }
    if (!fitting) return;
    add(out, kTarget, fitting->id,
        fmt::format("Yours steers toward {}: in every scene tried, it points from the boid straight at that point. "
                    "The recipe steers toward the neighbours' average position (their sum divided by their count).",
                    fitting->what),
        std::string_view(fitting->id) == "target:origin"
            ? "print the centre your code works out: it is (0, 0), wherever the neighbours are."
            : "the centre is the sum of the neighbours' positions divided by how many neighbours there are.");
}

// How much each item counts, against another at a right angle to it: two items, one straight up at a distance
// that changes and one to the right at half the reach. Tasks 1 to 4, where each item adds a part along its own line.
void weights(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    if (t == Task::ObstacleAvoid) return;
    const float R = reach(t, Params{});
    // The single-item direction must be the recipe's, or a ratio means nothing.
    for (Vec2 dir : {Vec2{0, 1}, Vec2{1, 0}}) {
        const ForceCase one = scene(t, {Item{dir * (R * 0.5f), Vec2{dir.y, -dir.x} * 2.0f}});
        const Vec2 y = lab.yours(one), r = lab.recipes(one);
        if (!isFinite(y) || isZero(y) || std::fabs(signedAngle(r, y)) > 0.5f) return;
    }
    // The part each item adds, read from the two components.
    auto ratio = [](Vec2 v) { return std::fabs(v.y) / std::max(std::fabs(v.x), 1e-12f); };
    const bool bySpeed = t == Task::Alignment;
    const std::vector<float> values = bySpeed ? std::vector<float>{0.5f, 1, 3, 4} : std::vector<float>{R * 0.1f, R * 0.25f, R * 0.75f, R * 0.9f};
    const float reference = bySpeed ? 2.0f : R * 0.5f;
    std::vector<float> yours, recipe;
    for (float v : values) {
        const ForceCase c = bySpeed ? scene(t, {Item{{0, R * 0.5f}, {0, v}}, Item{{R * 0.5f, 0}, {reference, 0}}})
                                    : scene(t, {Item{{0, v}, {0, 2}}, Item{{reference, 0}, {2, 0}}});
        const Vec2 y = lab.yours(c), r = lab.recipes(c);
        if (!isFinite(y) || std::fabs(y.x) < 1e-9f) return;
        yours.push_back(ratio(y));
        recipe.push_back(ratio(r));
    }
    bool differs = false;
    for (std::size_t i = 0; i < values.size(); ++i) differs |= std::fabs(yours[i] - recipe[i]) > 2e-3f * std::max(1.0f, recipe[i]);
    if (!differs) return;
    if (bySpeed) {
        add(out, kWeights, "weights:speed",
            fmt::format("With two neighbours flying at right angles, one at speed {} and the other at speeds {}, yours "
                        "weighs the second {} times the first; the recipe weighs it {} times (each velocity counts by its "
                        "length, so a faster neighbour counts more).",
                        num(reference), listed(values), listed(yours), listed(recipe)),
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
    const char* recipeRule = t == Task::Separation ? "by (R - d) / R" : "by its distance d (each adds its whole offset)";
    add(out, kWeights, shape ? fmt::format("weights:{}", shape->formula) : "weights",
        fmt::format("With two {} at right angles, one {} away and the other at distances {}, yours weighs the second {} "
                    "times the first{}; the recipe weighs each {}: {} times{}.",
                    itemWord(t, true), num(reference), listed(values), listed(yours),
                    shape ? fmt::format(", as if each counted by {}", shape->formula) : "", recipeRule, listed(recipe),
                    std::string(recipeRule).find('R') != std::string::npos ||
                            (shape && std::string_view(shape->formula).find('R') != std::string_view::npos)
                        ? fmt::format(" (R = {} = {})", reachName(t), num(R))
                        : ""),
        shape && std::string_view(shape->formula).starts_with(kOffsetWeighted) ? std::string(kOffsetWeightedTry)
        : t == Task::Flee ? "add the vectors from each predator to the boid as they are, then normalize the sum."
        : t == Task::Cohesion ? "average the positions: each neighbour's position counts once."
                              : "weigh each push by (R - d) / R.");
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
        add(out, kDiffers, "differs",
            fmt::format("No experiment found a pattern. The simplest scene where yours and the recipe's differ: {}; "
                        "yours is {}, the recipe's {}.",
                        where, vec(y), vec(r)),
            "work that scene out by hand, step by step, beside your code.");
        return;
    }
}

}  // namespace

// --- The diagnosis ------------------------------------------------------------------------------------------------

std::string Diagnosis::summary(std::size_t lines, std::size_t width) const {
    if (findings.empty()) return {};
    std::string text, line;
    std::size_t count = 1;
    std::string_view rest = findings.front().text;
    while (!rest.empty()) {
        const std::size_t end = std::min(rest.find(' '), rest.size());
        const std::string_view word = rest.substr(0, end);
        if (!line.empty() && line.size() + 1 + word.size() > width) {
            if (count == lines) {
                text += line.substr(0, std::min(line.size(), width - 1)) + "…";
                return text;
            }
            text += line + "\n";
            line.clear();
            ++count;
        }
        if (!line.empty()) line += ' ';
        line += word;
        rest.remove_prefix(std::min(end + 1, rest.size()));
    }
    return text + line;
}

std::string Diagnosis::text() const {
    if (findings.empty()) return {};
    std::string text = "  What your code does, found by changing one thing at a time beside the recipe:\n";
    for (const Finding& f : findings) {
        std::string lines = wrapped("- " + f.text);
        text += "  " + lines.substr(0, lines.size());
        for (std::size_t at = text.find("\n    ", text.size() - lines.size()); at != std::string::npos; at = text.find("\n    ", at + 1)) {
            text.insert(at + 1, "  ");
        }
    }
    if (!findings.front().tryThis.empty()) text += wrapped("try: " + findings.front().tryThis);
    return text;
}

Diagnosis diagnoseForce(Task task, const TaskTable& learner, const TaskTable& recipe) {
    const Lab lab{task, learner, recipe};
    Findings found;
    repeatable(lab, found);
    if (!found.empty()) return {{found.front().finding}};  // nothing else can be measured reliably
    notANumber(lab, found);
    if (alwaysZero(lab, found)) return {{found.back().finding}};
    parameters(lab, found);
    inputs(lab, found);
    whichItems(lab, found);
    stopsAtSkipped(lab, found);
    target(lab, found);
    weights(lab, found);
    wholeSteps(lab, found);
    const bool steps = std::any_of(found.begin(), found.end(), [](const Found& f) { return f.order == kSteps; });
    if (!steps) frame(lab, found);  // values snapped to whole numbers change when the scene moves or turns: no more
    reachEdge(lab, found);
    turns(lab, found);
    cone(lab, found);
    lengthShape(lab, found);
    lengthFactor(lab, found);
    count(lab, found);
    if (std::none_of(found.begin(), found.end(), [](const Found& f) { return f.order == kWhichItems; })) order(lab, found);
    if (found.empty()) differs(lab, found);
    // The point yours steers toward explains how much each neighbour seems to count, and why moving the scene
    // changes yours (a point that is not an average of positions does not move with them).
    if (std::any_of(found.begin(), found.end(), [](const Found& f) { return f.order == kTarget; })) {
        std::erase_if(found, [](const Found& f) { return f.order == kWeights || f.order == kFrame; });
    }
    // Which items count explains an input that one item's change leaves alone: the input finding would send the
    // learner to the wrong line.
    if (std::any_of(found.begin(), found.end(), [](const Found& f) { return f.order == kWhichItems; })) {
        std::erase_if(found, [](const Found& f) { return f.finding.id.starts_with("ignores_neighbour_"); });
    }
    // A length scaled by one parameter in place of another says the ignored one too, and as sharply as a parameter.
    for (Found& f : found) {
        if (!f.finding.id.starts_with("factor:in_place_of:")) continue;
        const std::string ignored = "ignores_param:" + f.finding.id.substr(f.finding.id.rfind(':') + 1);
        std::erase_if(found, [&](const Found& g) { return g.finding.id == ignored; });
        for (Found& g : found) {
            if (g.finding.id.starts_with("factor:in_place_of:")) g.order = kParams;
        }
        break;
    }
    std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.order < b.order; });
    Diagnosis d;
    for (Found& f : found) d.findings.push_back(std::move(f.finding));
    return d;
}

namespace {

// The cell a coordinate `x` falls in, along an axis of `cells` cells of `size`: floor(x / size), clamped to the grid.
int cellAlong(float x, float size, int cells) { return std::clamp(int(std::floor(x / size)), 0, cells - 1); }

// Cells named by their offsets from the boid's own: whole rows and columns by name, or every cell but its own.
std::string describeCells(const std::vector<std::pair<int, int>>& cells) {
    const auto has = [&](int dc, int dr) { return std::find(cells.begin(), cells.end(), std::pair{dc, dr}) != cells.end(); };
    if (cells.size() == 8 && !has(0, 0)) return "outside the boid's own cell, and finds every one inside it";
    std::vector<std::string> parts;
    std::vector<std::pair<int, int>> named;
    for (int at : {1, -1}) {
        if (has(-1, at) && has(0, at) && has(1, at)) {
            parts.push_back(fmt::format("the row {} the boid's cell (row {:+d})", at > 0 ? "above" : "below", at));
            for (int k = -1; k <= 1; ++k) named.push_back({k, at});
        }
        if (has(at, -1) && has(at, 0) && has(at, 1)) {
            parts.push_back(fmt::format("the column {} of it (column {:+d})", at > 0 ? "right" : "left", at));
            for (int k = -1; k <= 1; ++k) named.push_back({at, k});
        }
    }
    for (const auto& [dc, dr] : cells) {
        if (std::find(named.begin(), named.end(), std::pair{dc, dr}) == named.end()) {
            parts.push_back(fmt::format("the cell at column {:+d}, row {:+d}", dc, dr));
        }
    }
    return fmt::format("in {}; it finds every one in the other cells around the boid", fmt::join(parts, " or "));
}

// The search in `grid` (built from `world` with cells of `cellSize`), boid by boid, against brute force. Each
// neighbour brute force finds is sorted by its distance and by the cell it lies in, counted from the boid's own cell
// (column and row offsets of -1, 0 or +1), for boids away from the grid's edges; and the neighbours yours finds are
// compared with those around the cell a swapped row and column, or a cell worked out with the radius, would give.
// `where` ends each sentence that depends on the cell size.
void searchFindings(const TaskTable& learner, const GridCase& world, const Grid& grid, float cellSize, bool placedOnce,
                    bool everyBoidPlaced, const std::string& where, Findings& found) {
    const int columns = std::max(1, int(std::ceil(world.worldSize.x / cellSize)));
    const int rows = std::max(1, int(std::ceil(world.worldSize.y / cellSize)));
    enum Centre { kOwn, kSwapped, kFromRadius };
    static constexpr std::array<Centre, 2> kCentres{kSwapped, kFromRadius};  // the cells a search might look around
    const auto cellOf = [&](Vec2 p, Centre centre) {
        const float size = centre == kFromRadius ? world.radius : cellSize;
        const float x = centre == kSwapped ? p.y : p.x, y = centre == kSwapped ? p.x : p.y;
        return std::pair{cellAlong(x, size, columns), cellAlong(y, size, rows)};
    };
    int self = 0, twice = 0, beyond = 0, onRadius = 0, onPoint = 0, missed = 0, neighbours = 0, missedInside = 0;
    int missedOffLastEdge = 0, foundOnLastEdge = 0;  // neighbours outside / inside the grid's last column and row
    std::array<int, 3> fits{};  // boids whose neighbours are exactly those around each centre
    float farthest = 0, nearestBeyond = INFINITY, farthestFound = 0, nearestMissed = world.radius * 2, farthestMissed = 0;
    std::array<std::array<int, 3>, 3> foundAt{}, missedAt{};  // [column offset + 1][row offset + 1], inside only
    std::vector<std::uint32_t> yours, brute, around;
    for (std::size_t i = 0; i < world.boids.size(); ++i) {
        yours.clear();
        brute.clear();
        learner.findNeighborsInGrid(grid, world.boids, i, world.radius, yours);
        findNeighborsBrute(world.boids, i, world.radius, brute);
        std::sort(yours.begin(), yours.end());
        neighbours += int(brute.size());
        for (std::size_t k = 0; k < yours.size(); ++k) {
            const std::uint32_t n = yours[k];
            if (n >= world.boids.size()) continue;
            if (n == i) ++self;
            else if (k > 0 && yours[k - 1] == n) ++twice;
            else if (!std::binary_search(brute.begin(), brute.end(), n)) {
                ++beyond;
                const float d = distance(world.boids[i].position, world.boids[n].position);
                farthest = std::max(farthest, d);
                nearestBeyond = std::min(nearestBeyond, d);
            }
        }
        const Vec2 p = world.boids[i].position;
        const auto [column, row] = cellOf(p, kOwn);
        const bool inside = column > 0 && row > 0 && column < columns - 1 && row < rows - 1;
        for (std::uint32_t n : brute) {
            const float d = distance(p, world.boids[n].position);
            const auto [c, r] = cellOf(world.boids[n].position, kOwn);
            const bool isFound = std::binary_search(yours.begin(), yours.end(), n);
            if (inside) (isFound ? foundAt : missedAt)[std::size_t(c - column + 1)][std::size_t(r - row + 1)] += 1;
            if (isFound) {
                farthestFound = std::max(farthestFound, d);
                foundOnLastEdge += c == columns - 1 || r == rows - 1 ? 1 : 0;
                continue;
            }
            ++missed;
            missedInside += inside ? 1 : 0;
            missedOffLastEdge += c == columns - 1 || r == rows - 1 ? 0 : 1;
            nearestMissed = std::min(nearestMissed, d);
            farthestMissed = std::max(farthestMissed, d);
            onRadius += d == world.radius ? 1 : 0;
            onPoint += d == 0 ? 1 : 0;
        }
        std::vector<std::uint32_t> yoursOnce = yours;
        yoursOnce.erase(std::unique(yoursOnce.begin(), yoursOnce.end()), yoursOnce.end());
        for (Centre centre : {kOwn, kSwapped, kFromRadius}) {
            const auto [cc, cr] = cellOf(p, centre);
            around.clear();
            for (std::uint32_t n : brute) {
                const auto [c, r] = cellOf(world.boids[n].position, kOwn);
                if (std::abs(c - cc) <= 1 && std::abs(r - cr) <= 1) around.push_back(n);
            }
            fits[centre] += yoursOnce == around ? 1 : 0;
        }
    }
    const int boids = int(world.boids.size());
    if (self > 0) {
        add(found, kInputs, "grid:self", fmt::format("Your search lists the boid itself among its neighbours ({} of {} boids).", self, boids),
            "skip the boid's own index.");
    }
    if (twice > 0 && placedOnce) {
        add(found, kInputs, "grid:twice",
            fmt::format("Your search lists {} neighbours twice, though buildGrid put every boid in one cell: a cell "
                        "is visited more than once{}.",
                        twice, where),
            "visit each neighbouring cell once, also at the world's edges.");
    } else if (twice > 0 && found.empty()) {
        add(found, kInputs, "grid:twice", fmt::format("Your search lists {} neighbours twice{}.", twice, where));
    }
    if (beyond > 0 && farthest <= cellSize && nearestBeyond > world.radius) {
        // The 3 x 3 cells reach farther than one cell size: what it lists stops at another distance.
        add(found, kReachEdge, "grid:checks_cell_size",
            fmt::format("Your search lists {} boids beyond the radius {}, all within {} of the boid (the farthest {} "
                        "away){}: the distance is compared with the cell size, not the radius?",
                        beyond, num(world.radius), num(cellSize), num(farthest), where),
            "keep only the boids whose distance is at most the radius passed to findNeighborsInGrid.");
    } else if (beyond > 0) {
        add(found, kReachEdge, "grid:no_distance_check",
            fmt::format("Your search lists {} boids beyond the radius {} (the farthest {} away, past one cell size, "
                        "{}): boids in the cells it visits are not checked for distance.",
                        beyond, num(world.radius), num(farthest), num(cellSize)),
            "keep only the boids whose distance is at most the radius.");
    }
    if (missed == 0 || !found.empty()) return;
    // Which cells the missed neighbours lie in: the ones the search never finds anything in, if that is all.
    std::vector<std::pair<int, int>> never;
    bool othersAllFound = true;
    for (int dc = -1; dc <= 1; ++dc) {
        for (int dr = -1; dr <= 1; ++dr) {
            const int f = foundAt[std::size_t(dc + 1)][std::size_t(dr + 1)], m = missedAt[std::size_t(dc + 1)][std::size_t(dr + 1)];
            if (m > 0 && f == 0) never.push_back({dc, dr});
            else if (m > 0) othersAllFound = false;
        }
    }
    const float rootRadius = std::sqrt(world.radius);
    if (missed == onPoint && everyBoidPlaced) {
        add(found, kReachEdge, "grid:same_point",
            fmt::format("Your search misses only neighbours on the very point of the boid ({} of them, distance 0): "
                        "another boid there is a neighbour too.",
                        onPoint),
            "leave out the boid by its index (i != self) alone: distance 0 is within the radius.");
    } else if (missed == onRadius && everyBoidPlaced) {
        add(found, kReachEdge, "grid:strict_radius",
            fmt::format("Your search misses only neighbours exactly on the radius ({} of them, distance {}): the radius "
                        "counts (distance <= radius).",
                        onRadius, num(world.radius)),
            "compare the distance with <=.");
    } else if (farthestFound < nearestMissed && missedAt[1][1] > 0) {
        const bool root = farthestFound <= rootRadius && nearestMissed >= rootRadius * 0.9f;
        add(found, kReachEdge, root ? "grid:stops_at_root_radius" : "grid:stops_early",
            fmt::format("Your search finds only neighbours closer than {} (the farthest it found is {} away; the "
                        "nearest it missed, {}), in the boid's own cell too: it misses {} of the {} neighbours within "
                        "the radius {}.{}",
                        num(nearestMissed), num(farthestFound), num(nearestMissed), missed, neighbours, num(world.radius),
                        root ? fmt::format(" √{} = {}: a squared distance compared with the radius?", num(world.radius), num(rootRadius)) : ""),
            root ? "compare the squared distance with radius * radius (or the distance with the radius)."
                 : "keep every boid whose distance is at most the radius.");
    } else if (missedOffLastEdge == 0 && foundOnLastEdge == 0) {
        add(found, kShape, "grid:last_edge_never_found",
            fmt::format("Your search never finds a neighbour in the grid's last column (column {}) or its last row "
                        "(row {}){}, and finds every other one: it misses {} of the {} neighbours.",
                        columns - 1, rows - 1, where, missed, neighbours),
            fmt::format("the last column is columns - 1 = {} and the last row rows - 1 = {}: search them too.",
                        columns - 1, rows - 1));
    } else if (!never.empty() && othersAllFound && missedInside > 0) {
        add(found, kShape, "grid:cells_never_found",
            fmt::format("For a boid away from the grid's edges, your search never finds a neighbour {}{}: it misses "
                        "{} of the {} neighbours.",
                        describeCells(never), where, missed, neighbours),
            "visit the boid's own cell and the 8 around it: column and row offsets from -1 to +1 both.");
    } else if (const Centre* centre = std::find_if(kCentres.begin(), kCentres.end(), [&](Centre c) {
                   return fits[c] * 10 >= boids * 9 && fits[kOwn] * 10 < boids * 9;  // 9 boids in 10 and more
               });
               centre != kCentres.end()) {
        const bool swapped = *centre == kSwapped;
        add(found, kShape, swapped ? "grid:column_row_swapped" : "grid:cell_from_radius",
            fmt::format("Your search finds, for {} of the {} boids, exactly the neighbours in the 9 cells around {}{}: {}.",
                        fits[*centre], boids,
                        swapped ? "column floor(y / cellSize), row floor(x / cellSize)" : "the cell at floor(x / radius), floor(y / radius)",
                        where,
                        swapped ? "the row and the column are swapped, in the boid's cell or in the cell's index"
                                : "the boid's cell is worked out with the radius, not with the grid's cell size"),
            swapped ? "the column comes from x and the row from y, and the cell at (row, column) is cells[row * columns + column]."
                    : "work out the boid's cell with grid.cellSize, as buildGrid placed the boids.");
    } else {
        add(found, kShape, "grid:misses",
            fmt::format("Your search misses {} of the {} neighbours brute force finds in a world of {} boids{}: {} of "
                        "them in the boid's own cell, the rest in the 8 around it, at distances from {} to {}.",
                        missed, neighbours, boids, where, missedAt[1][1], num(nearestMissed), num(farthestMissed)));
    }
}

}  // namespace

// Task 6: the grid built for a random world, then every boid's neighbours against brute force's; each missing or
// extra neighbour sorted by the rule of the grid it breaks.
Diagnosis diagnoseGrid(const TaskTable& learner) {
    Findings found;
    Random random(66);
    GridCase world;
    world.radius = 40;
    for (int i = 0; i < 300; ++i) world.boids.push_back({{random.uniform(0, world.worldSize.x), random.uniform(0, world.worldSize.y)}, {1, 0}});
    world.boids.push_back({world.boids[0].position + Vec2{0, world.radius}, {1, 0}});  // exactly on the radius
    world.boids.push_back({world.boids[1].position, {0, 1}});  // on the very point of another boid
    const float cellSize = chooseCellSize(world.radius, world.worldSize, maxGridCells(world.boids.size()));
    Grid grid;
    learner.buildGrid(grid, world.boids, cellSize, world.worldSize);
    // The build: the cell size kept, every boid in exactly one cell.
    if (grid.cellSize != cellSize) {
        add(found, kAlwaysZero, "grid:cell_size",
            fmt::format("After buildGrid(grid, boids, {}, world), grid.cellSize is {}: the grid does not keep the cell "
                        "size it was given, and every cell the search works out is wrong.",
                        num(cellSize), num(grid.cellSize)),
            "store cellSize in the grid before you place the boids.");
    }
    std::vector<int> placed(world.boids.size());
    for (const auto& cell : grid.cells) {
        for (std::uint32_t i : cell) {
            if (i < placed.size()) ++placed[i];
        }
    }
    const auto missing = std::count(placed.begin(), placed.end(), 0);
    // Each boid in its own cell: column floor(x / cellSize), row floor(y / cellSize), clamped to the grid.
    if (grid.cellSize == cellSize && grid.columns > 0 && grid.rows > 0 &&
        grid.cells.size() == std::size_t(grid.columns) * std::size_t(grid.rows)) {
        int wrong = 0, clampedToRows = 0;
        std::string example;
        for (std::size_t c = 0; c < grid.cells.size(); ++c) {
            for (std::uint32_t i : grid.cells[c]) {
                if (i >= world.boids.size()) continue;
                const Vec2 p = world.boids[i].position;
                const int column = cellAlong(p.x, cellSize, grid.columns), row = cellAlong(p.y, cellSize, grid.rows);
                const int atColumn = int(c) % grid.columns, atRow = int(c) / grid.columns;
                if (atColumn == column && atRow == row) continue;
                ++wrong;
                clampedToRows += column >= grid.rows && atColumn == grid.rows - 1 && atRow == row ? 1 : 0;
                if (example.empty()) {
                    example = fmt::format("boid {} at {} belongs in column {}, row {}, and is in column {}, row {}", i,
                                          vec(p), column, row, atColumn, atRow);
                }
            }
        }
        if (wrong > 0) {
            const bool rowsForColumns = clampedToRows == wrong && grid.columns != grid.rows;
            add(found, kNotANumber, "grid:wrong_cell",
                fmt::format("buildGrid puts {} of {} boids in another cell than column floor(x / cellSize), row "
                            "floor(y / cellSize): for example {}.{}",
                            wrong, world.boids.size(), example,
                            rowsForColumns ? fmt::format(" Every one of them has a column of {} or more and is in column "
                                                         "{}: the column is clamped with the number of rows?",
                                                         grid.rows, grid.rows - 1)
                                           : ""),
                rowsForColumns ? "clamp the column to columns - 1 and the row to rows - 1."
                               : "place each boid at cells[row * columns + column], with the column from x and the row from y.");
        }
    }
    if (missing == 1 && placed[0] == 0) {
        add(found, kNotANumber, "grid:first_boid_not_placed",
            "Boid 0 is in no cell after buildGrid; every other boid is in one. The loop over the boids skips the first.",
            "start the loop over the boids at index 0.");
    } else if (missing > 0) {
        add(found, kNotANumber, "grid:boids_not_placed", fmt::format("{} of {} boids are in no cell after buildGrid.", missing, placed.size()));
    }
    // Rebuilt for the same flock: each boid once, still.
    learner.buildGrid(grid, world.boids, cellSize, world.worldSize);
    std::size_t total = 0;
    for (const auto& cell : grid.cells) total += cell.size();
    if (total > world.boids.size() && missing == 0) {
        add(found, kNotANumber, "grid:not_cleared",
            fmt::format("Built a second time for the same {} boids, your grid's cells hold {} entries: the cells keep "
                        "what the last build put in them.",
                        world.boids.size(), total),
            "empty every cell at the start of buildGrid: the same grid is rebuilt every step.");
    }
    // Every boid in one cell, in the grid the search is given (the second build's).
    const bool placedOnce = total == world.boids.size() && std::all_of(placed.begin(), placed.end(), [](int n) { return n == 1; });
    searchFindings(learner, world, grid, cellSize, placedOnce, missing == 0, "", found);
    if (found.empty()) {
        // The framework's cells are a little larger than the radius. Larger ones tell apart a cell worked out with
        // the radius, or a search that assumes the cell is as large as the radius.
        const float large = world.radius * 2.5f;
        Grid largeCells;
        learner.buildGrid(largeCells, world.boids, large, world.worldSize);
        searchFindings(learner, world, largeCells, large, placedOnce, missing == 0,
                       fmt::format(" (with cells of {}, 2.5 times the radius)", num(large)), found);
    }
    if (found.empty()) {
        // A world two cells wide: a search that wraps around its edges visits a column twice.
        GridCase narrow;
        narrow.radius = world.radius;
        narrow.worldSize = {world.radius * 1.75f, world.worldSize.y};
        for (int i = 0; i < 150; ++i) narrow.boids.push_back({{random.uniform(0, narrow.worldSize.x), random.uniform(0, narrow.worldSize.y)}, {1, 0}});
        const float narrowCell = chooseCellSize(narrow.radius, narrow.worldSize, maxGridCells(narrow.boids.size()));
        Grid narrowGrid;
        learner.buildGrid(narrowGrid, narrow.boids, narrowCell, narrow.worldSize);
        std::size_t entries = 0;
        for (const auto& cell : narrowGrid.cells) entries += cell.size();
        searchFindings(learner, narrow, narrowGrid, narrowCell, entries == narrow.boids.size(), true,
                       fmt::format(" (in a world {} wide, {} columns of cells)", num(narrow.worldSize.x),
                                   int(std::ceil(narrow.worldSize.x / narrowCell))),
                       found);
    }
    std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.order < b.order; });
    Diagnosis d;
    for (Found& f : found) d.findings.push_back(std::move(f.finding));
    return d;
}

}  // namespace boids
