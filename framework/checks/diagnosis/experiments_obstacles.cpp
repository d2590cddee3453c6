// The obstacle all the way round the boid: which way yours turns the boid, and the cone of angles it reacts to.
#include "experiments.h"

#include <cmath>
#include <optional>

#include <fmt/ranges.h>

#include "words/findings.h"

namespace boids::diagnosis {

namespace {

// Which way yours turns the boid for one obstacle at half the look-ahead, 20 degrees to the left, 20 to the right and
// dead ahead, beside the recipe's. Angles only: the length is the length experiments' to judge.
struct Turns {
    float distance = 0, turn = 0;    // the obstacle's distance; the recipe's turn, avoidTurnDegrees
    std::vector<std::string> wrong;  // each side where yours differs, in words
    std::vector<float> yours;        // the angle of yours from the heading on each side, NaN where it is zero
    bool mirrored = true, onlyAhead = true, followsObstacle = true;
};

ForceCase obstacleAt(const Lab& lab, float distance, float degrees) {
    return scene(lab.task, {Item{rotated(Vec2{distance, 0}, degrees), {}, 8}});
}

// None when yours is not a number on a side.
std::optional<Turns> readTurns(const Lab& lab) {
    const Params p;
    Turns t;
    t.distance = p.obstacleLookAhead * 0.5f;
    t.turn = p.avoidTurnDegrees;
    struct Side {
        const char* where;
        float degrees;
    };
    for (const Side side : {Side{"20 degrees to the left", 20}, Side{"20 degrees to the right", -20},
                            Side{"dead ahead", 0}}) {
        const ForceCase c = obstacleAt(lab, t.distance, side.degrees);
        const Vec2 y = lab.yours(c), r = lab.recipes(c);
        if (!isFinite(y)) return std::nullopt;
        const float turnYours = isZero(y) ? NAN : signedAngle(kHeading, y), turnRecipe = signedAngle(kHeading, r);
        // The explanations below are about a recipe that turns the heading by avoidTurnDegrees on every side; an added
        // task's recipe may do something else.
        if (isZero(r) || std::fabs(std::fabs(turnRecipe) - t.turn) > 0.5f) return std::nullopt;
        t.yours.push_back(turnYours);
        const bool ok = std::isfinite(turnYours) && std::fabs(std::remainder(turnYours - turnRecipe, 360.0f)) < 0.5f;
        t.followsObstacle &= std::isfinite(turnYours) && std::fabs(turnYours - (side.degrees + turnRecipe)) < 0.5f;
        if (ok) continue;
        if (side.degrees != 0) t.onlyAhead = false;
        t.mirrored &= side.degrees == 0 || (std::isfinite(turnYours) && std::fabs(turnYours + turnRecipe) < 0.5f);
        t.wrong.push_back(isZero(y) ? fmt::format("{}, yours gives no force where the recipe's points {} degrees from "
                                                  "the heading",
                                                  side.where, number(turnRecipe))
                                    : fmt::format("{}, yours points {} degrees from the heading, the recipe's {}",
                                                  side.where, number(turnYours), number(turnRecipe)));
    }
    return t;
}

// The known mistake that explains turns that differ: its finding's kind, a sentence, and one thing to try.
struct Explanation {
    FindingKind kind;
    std::string why, tryThis;
};
Explanation explained(const Turns& t) {
    auto near = [](float a, float b) { return std::isfinite(a) && std::fabs(a - b) < 0.5f; };
    const std::string units = "rotated(v, degrees) takes degrees: pass params.avoidTurnDegrees as it is.";
    const float first = std::fabs(t.yours[0]);
    if (near(first, std::fabs(std::remainder(degrees(t.turn), 360.0f))) && !near(first, t.turn)) {
        return {F::units_degrees_as_radians,
                fmt::format(" {} degrees is what a turn of {} read as radians gives: std::cos and std::sin take "
                            "radians.",
                            number(first), number(t.turn)),
                units};
    }
    if (near(first, radians(t.turn))) {
        return {F::units_radians_to_rotated,
                fmt::format(" {} degrees is {} degrees converted to radians: rotated() takes degrees, as params holds "
                            "them.",
                            number(first), number(t.turn)),
                units};
    }
    if (t.onlyAhead) {
        return {F::turn_dead_ahead,
                " Only dead ahead differs: the recipe turns left (counter-clockwise) when the angle is exactly 0.",
                "decide the side with angle > 0 for left; everything else, 0 included, turns left."};
    }
    if (t.mirrored && near(t.yours[0], t.turn) && near(t.yours[1], -t.turn)) {
        return {F::turn_toward,
                " Yours turns toward the obstacle's side, on the left and on the right; the recipe turns away from it.",
                "an obstacle on the left (angle > 0) needs a turn to the right (clockwise, a negative angle)."};
    }
    if (near(t.yours[1], t.yours[0]) && near(t.yours[2], t.yours[0]) && near(t.yours[0], 0)) {
        return {F::turn_one_way,
                " Yours does not turn at all: it points along the heading wherever the obstacle lies; the recipe "
                "turns away from the obstacle's side.",
                "rotated(v, degrees) returns the turned vector and leaves v as it was: where you turn, use what it "
                "returns."};
    }
    if (near(t.yours[1], t.yours[0]) && near(t.yours[2], t.yours[0])) {
        return {F::turn_one_way,
                fmt::format(" Yours turns {} degrees ({}) wherever the obstacle lies; the recipe turns away from the "
                            "obstacle's side.",
                            number(t.yours[0]), t.yours[0] > 0 ? "to the left" : "to the right"),
                "choose the turn from the obstacle's angle: angle > 0 (on the left) turns right, anything else turns "
                "left."};
    }
    const std::string turnAway = "the force is the boid's velocity turned by avoidTurnDegrees away from the obstacle's "
                                 "side.";
    if (t.followsObstacle) {
        return {F::turn_from_obstacle,
                " Each of yours is the direction to the obstacle turned by the recipe's turn: the recipe turns the "
                "boid's velocity, whichever way the obstacle lies.",
                turnAway};
    }
    return {F::turn, "", turnAway};  // no known mistake
}

void addTurns(Findings& out, const Turns& t, const Explanation& e) {
    add(out, e.kind, fmt::format("With one obstacle {} units away, {}.{}", number(t.distance), fmt::join(t.wrong, "; "), e.why),
        e.tryThis);
}

}  // namespace

void turns(const Lab& lab, Findings& out) {
    const std::optional<Turns> t = readTurns(lab);
    if (!t) return;
    if (!t->wrong.empty()) {
        const Explanation e = explained(*t);
        if (e.kind != F::turn) addTurns(out, *t, e);
        return;
    }
    // Less than a degree off the heading, on either side: the recipe turns away, an angle kept in whole degrees says
    // dead ahead.
    const Vec2 ahead = lab.yours(obstacleAt(lab, t->distance, 0));
    std::vector<float> asAhead;
    for (float a : {0.25f, 0.5f, 0.75f, -0.25f, -0.5f, -0.75f}) {
        const Vec2 y = lab.yours(obstacleAt(lab, t->distance, a));
        if (same(y, lab.recipes(obstacleAt(lab, t->distance, a)))) continue;
        if (!same(y, ahead)) return;  // another difference, for other experiments
        asAhead.push_back(a);
    }
    if (asAhead.empty()) return;
    add(out, F::units_whole_degrees,
        fmt::format("Yours turns the boid the same way for an obstacle {} degrees from the heading as for one dead "
                    "ahead (positive is to the left); the recipe turns away from any obstacle off the heading, "
                    "however little. Yours counts whole degrees: is the angle stored in an int?",
                    listed(asAhead)),
        "keep the angle in a float.");
}

void turnSide(const Lab& lab, Findings& out) {
    const std::optional<Turns> t = readTurns(lab);
    if (!t || t->wrong.empty()) return;
    const Explanation e = explained(*t);
    if (e.kind == F::turn) addTurns(out, *t, e);
}

// The angles, all the way round, at which yours reacts to an obstacle at half the look-ahead.
void cone(const Lab& lab, Findings& out) {
    const Params p;
    const float d = p.obstacleLookAhead * 0.5f, C = p.obstacleConeDegrees;
    // Reacting is answering otherwise than with no obstacle at all: a force that is there without one (a sum that
    // starts elsewhere than at zero) does not react to an obstacle behind the boid.
    auto on = [&](const TaskTable& table, float degrees) {
        const ForceCase c = obstacleAt(lab, d, degrees);
        ForceCase none = c;
        none.obstacles.clear();
        return !same(evaluate(c, table), evaluate(none, table));
    };
    // Each run of whole degrees yours reacts at, its ends found to a hundredth of a degree.
    auto edge = [&](float inside, float outside) {
        for (int k = 0; k < 30; ++k) {
            const float mid = (inside + outside) / 2;
            (on(lab.learner, mid) ? inside : outside) = mid;
        }
        return inside;
    };
    // The words below are about a recipe whose cone is obstacleConeDegrees wide on either side; an added task's
    // recipe may have none.
    if (!on(lab.recipe, C - 1) || !on(lab.recipe, 1 - C) || on(lab.recipe, C + 1) || on(lab.recipe, -C - 1)) return;
    std::vector<std::pair<float, float>> runs;
    bool alike = true;  // yours reacts where the recipe's does, the cone's two edges left aside (cone_edge_inclusive's)
    for (int a = -179; a <= 180; ++a) {
        const bool yours = on(lab.learner, float(a));
        alike &= yours == on(lab.recipe, float(a)) || std::fabs(float(a)) == C;
        if (!yours) continue;
        if (!runs.empty() && runs.back().second == float(a - 1)) {
            runs.back().second = float(a);
        } else {
            runs.push_back({float(a), float(a)});
        }
    }
    if (!alike && !runs.empty()) {
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
            parts.push_back(behind && runs.size() == 1 ? fmt::format("from {} round through 180 to {} degrees", number(a), number(b))
                                                       : fmt::format("from {} to {} degrees", number(a), number(b)));
            widest = std::max({widest, std::fabs(a), std::fabs(b)});
        }
        std::string why;
        if (behind && runs.size() == 1) {
            why = " That is behind the boid: is the angle measured to a vector that points from the obstacle to the boid?";
        } else if (std::fabs(widest - radians(C)) < 0.6f) {
            why = fmt::format(" {} is {} degrees in radians: signedAngle() gives degrees.", number(radians(C)), number(C));
        }
        add(out, F::cone,
            fmt::format("Yours reacts to an obstacle {} units away when its direction is {} (0 is dead ahead, positive to "
                        "the left); the recipe's only when it is strictly within ±obstacleConeDegrees = ±{}.{}",
                        number(d), fmt::join(parts, ", and "), number(C), why),
            "compare the absolute value of signedAngle(self.velocity, toObstacle) with params.obstacleConeDegrees.");
        return;
    }
    if (on(lab.learner, C) && !on(lab.recipe, C)) {
        add(out, F::cone_edge_inclusive,
            fmt::format("Yours avoids an obstacle exactly {} degrees from the heading, on the cone's edge; the recipe "
                        "avoids only those strictly within ±obstacleConeDegrees = ±{}.",
                        number(C), number(C)),
            "leave an obstacle exactly on the cone's edge out: avoid it only when its angle is strictly within the "
            "cone.");
    }
}

}  // namespace boids::diagnosis
