// Task 5's own experiments: which way each obstacle turns the boid, and the cone of angles it reacts to.
#include "experiments.h"

#include <cmath>

#include <fmt/ranges.h>

#include "wording.h"

namespace boids::diagnosis {

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

}  // namespace boids::diagnosis
