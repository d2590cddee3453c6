// The inputs: the boid's own velocity, a neighbour's velocity or position, an obstacle's radius.
#include "experiments.h"

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
            "use other.position, not other.velocity.");
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
