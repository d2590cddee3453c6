// The inputs: the boid's own velocity, a neighbour's velocity or position, an obstacle's radius.
#include "experiments.h"

#include <cmath>
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "words/findings.h"

namespace boids::diagnosis {

namespace {

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
            r.example = fmt::format("{}: yours goes from {} to {}, the recipe's {}", what, number(yb), number(ya),
                                    recipeMoved ? fmt::format("from {} to {}", number(rb), number(ra)) : fmt::format("stays {}", number(rb)));
        }
        r.yours |= yoursMoved;
        r.recipe |= recipeMoved;
    }
    return r;
}

}  // namespace

// The boid's own velocity: speed and heading.
void ownVelocity(const Lab& lab, Findings& out) {
    const Task t = lab.task;
    const Reading own = readsInput(lab, [](ForceCase& c) {
        c.self.velocity = Vec2{0.5f, 1.5f};
        return std::string("with the boid's own velocity changed from (2, 0) to (0.5, 1.5)");
    });
    if (own.yours && !own.recipe) {
        add(out, F::reads_own_velocity,
            fmt::format("Your {} depends on the boid's own velocity ({}). The recipe's does not read the "
                        "boid's velocity at all.",
                        forceWord(t), own.example),
            lab.facts.readsVelocities ? "the heading to steer toward comes from the neighbours' velocities alone."
                                      : "leave self.velocity out of this force.");
    } else if (!own.yours && own.recipe) {
        add(out, F::ignores_own_velocity,
            fmt::format("Yours does not change with the boid's own velocity ({}). The recipe's does.", own.example),
            kindOf(t).ownVelocityTry ? kindOf(t).ownVelocityTry
                                     : "self.velocity belongs in this force: see where the recipe uses it.");
    }
}

// The boid counted among its own neighbours, as tutorials that loop over the whole flock do: yours is the recipe's
// with the boid added to its neighbours, in every scene tried (each with neighbours: a boid alone is the stub's and
// many a guard's), where that differs from the recipe's own in one of them at least.
void countsItself(const Lab& lab, Findings& out) {
    const std::vector<ForceCase> scenes = baseScenes(lab.task);
    bool differs = false;
    for (const ForceCase& c : scenes) {
        ForceCase withSelf = c;
        withSelf.neighbors.push_back(c.self);
        const Vec2 counted = lab.recipes(withSelf);
        if (!isFinite(counted) || !same(lab.yours(c), counted)) return;
        differs = differs || !same(counted, lab.recipes(c));
    }
    if (!differs) return;
    add(out, F::convention_counts_itself,
        fmt::format("Yours is the recipe's {} with the boid itself counted among its neighbours, in every scene "
                    "tried. Tutorials that loop over the whole flock count it; step() passes a boid only "
                    "the others within the radius, and the recipe's {} comes from them alone.",
                    forceWord(lab.task), forceWord(lab.task)),
        "leave the boid itself out: add only the neighbours you are given.");
}

namespace {

// What steeringForm measures in `scenes`: the one speed s, and yours' length beside the steering's in each scene.
struct Steering {
    float speed = 0;
    std::vector<float> lengths, steerLengths;
};
std::optional<Steering> steeringIn(const Lab& lab, const std::vector<ForceCase>& scenes) {
    std::optional<float> speed;
    Steering found;
    bool offRecipe = false;  // yours leaves the recipe's direction somewhere: else this is no other form
    for (const ForceCase& c : scenes) {
        const Vec2 y = lab.yours(c), r = lab.recipes(c), v = c.self.velocity;
        if (isZero(r)) continue;
        if (!isFinite(y) || isZero(y) || isZero(v)) return std::nullopt;
        const Vec2 u = normalized(r);
        const float across = cross(y, u);
        if (std::fabs(across) < 1e-6f * length(y)) return std::nullopt;  // along the recipe's own direction
        const float s = cross(y, v) / across;
        if (!std::isfinite(s) || s <= 0 || (speed && std::fabs(s - *speed) > 1e-3f * *speed)) return std::nullopt;
        speed = s;
        const Vec2 steer = u * s - v;
        if (isZero(steer) || std::fabs(signedAngle(steer, y)) > 0.5f) return std::nullopt;
        offRecipe |= std::fabs(signedAngle(r, y)) > 0.5f;
        found.lengths.push_back(length(y));
        found.steerLengths.push_back(length(steer));
    }
    if (!speed || found.lengths.size() < 2 || !offRecipe) return std::nullopt;
    found.speed = *speed;
    return found;
}

}  // namespace

// Reynolds' steering form, as the tutorials write it: a desired velocity (the recipe's direction at some speed s) minus
// the boid's own, often limited to a maximum force. Measured per scene: yours points along u * s - v, where u is the
// recipe's direction and v the boid's velocity, for one s in every scene (s = cross(yours, v) / cross(yours, u)).
void steeringForm(const Lab& lab, Findings& out) {
    // The base scenes; or one item at a time, for code that steers item by item and adds the steerings up.
    std::optional<Steering> found = steeringIn(lab, baseScenes(lab.task));
    const bool itemByItem = !found;
    if (!found) {
        std::vector<ForceCase> single;
        const float R = reach(lab.task, Params{});
        // The item's own speed changes from scene to scene, so that a "desired" velocity that is the neighbours'
        // average (Parker's rule, at their speed) does not pass for one at a speed of its own.
        float itemSpeed = 1.5f;
        for (const float degrees : {20.0f, -35.0f, 50.0f}) {
            for (const Vec2 velocity : {kHeading, Vec2{0.5f, 1.5f}}) {
                const Vec2 at = rotated(normalized(velocity) * (R * 0.5f), degrees);
                single.push_back(scene(lab.task, {Item{at, {0, itemSpeed}, 8}}, {}, Boid{kHere, velocity}));
                itemSpeed += 0.75f;
            }
        }
        found = steeringIn(lab, single);
    }
    if (!found) return;
    const std::vector<float>& lengths = found->lengths;
    const std::vector<float>& steerLengths = found->steerLengths;
    const float speed = found->speed;

    // Its length: the steering itself, the steering times a number, or one length (a cap that every scene reached).
    const float k = lengths[0] / steerLengths[0];
    bool scaled = true, capped = true;
    for (std::size_t i = 0; i < lengths.size(); ++i) {
        scaled &= std::fabs(lengths[i] / steerLengths[i] - k) <= 1e-3f * k;
        capped &= std::fabs(lengths[i] - lengths[0]) <= 1e-3f * lengths[0] && lengths[i] < steerLengths[i];
    }
    const float maxSpeed = Params{}.maxSpeed;
    const std::string at = std::fabs(speed - maxSpeed) <= 1e-3f * maxSpeed
                               ? fmt::format("params.maxSpeed (= {})", number(maxSpeed))
                               : fmt::format("speed {}", number(speed));
    const std::string howLong = scaled && std::fabs(k - 1) <= 1e-3f ? ""
                                : scaled ? fmt::format(", times {}", number(k))
                                : capped ? fmt::format(", cut to length {} (a maximum force)", number(lengths[0]))
                                         : ", with a length of its own";
    add(out, F::convention_steering,
        fmt::format("Yours has the steering form of Reynolds' tutorials: in every scene tried{} it is the recipe's "
                    "direction at {} minus the boid's own velocity (desired - velocity){}. In this kit a force is "
                    "the desired direction itself: step() adds the weighted forces to the velocity and then limits "
                    "the speed to params.maxSpeed, so the recipe subtracts no velocity and cuts no length.",
                    itemByItem ? fmt::format(" with one {}", itemWord(lab.task)) : "", at, howLong),
        fmt::format("return the desired direction as the recipe makes it, without subtracting self.velocity{}.",
                    capped && !scaled ? " and without the maximum force" : ""));
}

// Conrad Parker's boids pseudocode, which many tutorials port: (the neighbours' average velocity - the boid's own) / 8,
// and (their average position - the boid's own) / 100. Measured: yours points along average - own, at that length
// divided by one number k in every scene tried; the average is of the velocities where the recipe steers by them,
// of the positions where it steers to one point.
void parkersRule(const Lab& lab, Findings& out) {
    const bool velocities = lab.facts.readsVelocities;
    if (velocities == taskFacts(lab.task).steersToOnePoint) return;  // no rule of Parker's is this recipe's kind
    std::optional<float> divisor;
    bool offRecipe = false;
    for (const ForceCase& c : baseScenes(lab.task)) {
        if (c.neighbors.empty()) continue;
        Vec2 mean{};
        for (const Boid& b : c.neighbors) mean += velocities ? b.velocity : b.position;
        mean /= float(c.neighbors.size());
        const Vec2 rule = mean - (velocities ? c.self.velocity : c.self.position);
        const Vec2 y = lab.yours(c);
        if (isZero(rule) || !isFinite(y) || isZero(y) || std::fabs(signedAngle(rule, y)) > 0.5f) return;
        const float k = length(rule) / length(y);
        if (divisor && std::fabs(k - *divisor) > 1e-3f * *divisor) return;
        divisor = k;
        offRecipe |= !same(y, lab.recipes(c));
    }
    // A divisor near 1 is a sum left as it is (not normalized), which findings of length say; Parker's are 8 and 100.
    if (!divisor || !offRecipe || *divisor < 2) return;
    const std::string what = velocities ? "velocity" : "position";
    const std::string k = number(*divisor);
    add(out, F::convention_parker,
        fmt::format("Yours is (the neighbours' average {} - the boid's own) / {} in every scene tried: the rule of "
                    "Conrad Parker's boids pseudocode, which tutorials port. In this kit the {} is a direction of "
                    "length 1, not a fraction of the way{}: step() weighs the forces, adds them to the velocity and "
                    "limits the speed.",
                    what, k, forceWord(lab.task), velocities ? ", and the recipe subtracts no velocity" : ""),
        velocities ? fmt::format("add up the neighbours' velocities and make the sum length 1, without subtracting "
                                 "self.velocity or dividing by {}.",
                                 k)
                   : fmt::format("make (centre - self.position) length 1, without dividing by {}.", k));
}

void obstacleRadius(const Lab& lab, Findings& out) {
    const Reading size = readsInput(lab, [](ForceCase& c) {
        for (Obstacle& o : c.obstacles) o.radius *= 3;
        return std::string("with every obstacle's radius three times as large");
    });
    if (size.yours && !size.recipe) {
        add(out, F::reads_obstacle_radius,
            fmt::format("Yours changes with the obstacles' radius ({}). The recipe looks only at each "
                        "obstacle's centre: its distance and its angle from the heading.",
                        size.example),
            "leave obstacle.radius out.");
    }
}

// A neighbour's velocity, its position the same.
void neighbourVelocity(const Lab& lab, Findings& out) {
    const Reading velocity = readsInput(lab, [](ForceCase& c) {
        c.neighbors.back().velocity = rotated(c.neighbors.back().velocity, 90) * 1.5f;
        return std::string("with the last neighbour's velocity turned by 90 degrees and made 1.5 times as fast");
    });
    if (velocity.yours && !velocity.recipe) {
        add(out, F::reads_neighbour_velocity,
            fmt::format("Your {} depends on the neighbours' velocities ({}). The recipe's reads only their "
                        "positions.",
                        forceWord(lab.task), velocity.example),
            "leave other.velocity out of this force: the recipe's reads only other.position.");
    } else if (!velocity.yours && velocity.recipe) {
        add(out, F::ignores_neighbour_velocity,
            fmt::format("Your {} does not change when the last neighbour's velocity changes ({}). Alignment "
                        "is about the neighbours' headings: the recipe adds up their velocities.",
                        forceWord(lab.task), velocity.example),
            "add other.velocity for every neighbour.");
    }
}

// A neighbour's position, its velocity the same.
void neighbourPosition(const Lab& lab, Findings& out) {
    const Reading position = readsInput(lab, [](ForceCase& c) {
        Boid& b = c.neighbors.front();
        const Vec2 offset = b.position - c.self.position;
        b.position = c.self.position + offset * 0.5f;
        return fmt::format("with the first neighbour moved from distance {} to {}, its velocity the same",
                           number(length(offset)), number(length(offset * 0.5f)));
    });
    if (position.yours && !position.recipe) {
        add(out, F::reads_neighbour_position,
            fmt::format("Your {} depends on where the neighbours are ({}). The recipe's does not: every "
                        "neighbour it is given counts the same, however near or far.",
                        forceWord(lab.task), position.example),
            "give every neighbour's velocity the same weight: no distance is needed in alignment.");
    } else if (!position.yours && position.recipe) {
        add(out, F::ignores_neighbour_position,
            fmt::format("Your {} does not change when the first neighbour moves halfway toward the boid ({}). "
                        "The recipe's depends on where the neighbours are.",
                        forceWord(lab.task), position.example),
            "use other.position.");
    }
}

}  // namespace boids::diagnosis
