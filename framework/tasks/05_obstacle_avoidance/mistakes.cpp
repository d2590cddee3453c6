// Task 5's known mistakes: calculateObstacleAvoid as learners get it wrong, each in a namespace of its own.
#include <cmath>
#include <numbers>

#include <boids/tasks.h>

#include "catalog.h"

namespace boids::catalog {
namespace {

using Obstacles = std::span<const Obstacle>;

// The recipe's turn: away from the obstacle's side, counter-clockwise when dead ahead.
float turnAway(float angle, const Params& params) { return angle > 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees; }

// True when the obstacle is within the look-ahead and strictly inside the cone, as the recipe says; `angle` is set.
bool ahead(const Boid& self, const Obstacle& obstacle, const Params& params, float& angle) {
    const Vec2 toObstacle = obstacle.center - self.position;
    if (length(toObstacle) > params.obstacleLookAhead) return false;
    angle = signedAngle(self.velocity, toObstacle);
    return std::fabs(angle) < params.obstacleConeDegrees;
}

namespace wrong_sign {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 fromObstacle = self.position - obstacle.center;  // measured from the obstacle: looks behind
        if (length(fromObstacle) > params.obstacleLookAhead) continue;
        const float angle = signedAngle(self.velocity, fromObstacle);
        if (std::fabs(angle) >= params.obstacleConeDegrees) continue;
        avoid += normalized(rotated(self.velocity, turnAway(angle, params))) * params.avoidStrength;
    }
    return avoid;
}
}  // namespace wrong_sign

namespace turns_toward_the_obstacle {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        float angle = 0;
        if (!ahead(self, obstacle, params, angle)) continue;
        const float turn = angle < 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;
        avoid += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}
}  // namespace turns_toward_the_obstacle

namespace dead_ahead_turns_right {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        float angle = 0;
        if (!ahead(self, obstacle, params, angle)) continue;
        const float turn = angle >= 0 ? -params.avoidTurnDegrees : params.avoidTurnDegrees;  // >= where > belongs
        avoid += normalized(rotated(self.velocity, turn)) * params.avoidStrength;
    }
    return avoid;
}
}  // namespace dead_ahead_turns_right

namespace ignores_dead_ahead {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        float angle = 0;
        if (!ahead(self, obstacle, params, angle)) continue;
        if (angle > 0) avoid += normalized(rotated(self.velocity, -params.avoidTurnDegrees)) * params.avoidStrength;
        if (angle < 0) avoid += normalized(rotated(self.velocity, params.avoidTurnDegrees)) * params.avoidStrength;
    }
    return avoid;
}
}  // namespace ignores_dead_ahead

namespace keeps_only_the_last {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        float angle = 0;
        if (!ahead(self, obstacle, params, angle)) continue;
        avoid = normalized(rotated(self.velocity, turnAway(angle, params))) * params.avoidStrength;  // = for +=
    }
    return avoid;
}
}  // namespace keeps_only_the_last

namespace normalizes_the_sum {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        float angle = 0;
        if (ahead(self, obstacle, params, angle)) avoid += rotated(self.velocity, turnAway(angle, params));
    }
    return normalized(avoid) * params.avoidStrength;
}
}  // namespace normalizes_the_sum

namespace not_normalized {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        float angle = 0;
        if (ahead(self, obstacle, params, angle)) avoid += rotated(self.velocity, turnAway(angle, params)) * params.avoidStrength;
    }
    return avoid;
}
}  // namespace not_normalized

namespace strict_look_ahead {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        float angle = 0;
        if (distance(self.position, obstacle.center) >= params.obstacleLookAhead) continue;  // >= where > belongs
        if (ahead(self, obstacle, params, angle)) {
            avoid += normalized(rotated(self.velocity, turnAway(angle, params))) * params.avoidStrength;
        }
    }
    return avoid;
}
}  // namespace strict_look_ahead

namespace hard_coded_constants {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params&) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > 100) continue;
        const float angle = signedAngle(self.velocity, toObstacle);
        if (std::fabs(angle) >= 60) continue;
        avoid += normalized(rotated(self.velocity, angle > 0 ? -60.0f : 60.0f)) * 5;
    }
    return avoid;
}
}  // namespace hard_coded_constants

namespace degrees_as_radians {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        float angle = 0;
        if (!ahead(self, obstacle, params, angle)) continue;
        const float turn = turnAway(angle, params);
        const float c = std::cos(turn), s = std::sin(turn);  // std::cos takes radians; turn is in degrees
        const Vec2 v = self.velocity;
        avoid += normalized(Vec2{v.x * c - v.y * s, v.x * s + v.y * c}) * params.avoidStrength;
    }
    return avoid;
}
}  // namespace degrees_as_radians

namespace radians_given_to_rotated {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        float angle = 0;
        if (!ahead(self, obstacle, params, angle)) continue;
        const float radians = turnAway(angle, params) * std::numbers::pi_v<float> / 180;  // rotated() takes degrees
        avoid += normalized(rotated(self.velocity, radians)) * params.avoidStrength;
    }
    return avoid;
}
}  // namespace radians_given_to_rotated

namespace rotates_the_way_to_the_obstacle {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        float angle = 0;
        if (!ahead(self, obstacle, params, angle)) continue;
        const Vec2 toObstacle = obstacle.center - self.position;
        avoid += normalized(rotated(toObstacle, turnAway(angle, params))) * params.avoidStrength;  // not the velocity
    }
    return avoid;
}
}  // namespace rotates_the_way_to_the_obstacle

namespace measures_the_angle_in_the_world {
Vec2 calculateObstacleAvoid(const Boid& self, Obstacles obstacles, const Params& params) {
    Vec2 avoid{};
    for (const Obstacle& obstacle : obstacles) {
        const Vec2 toObstacle = obstacle.center - self.position;
        if (length(toObstacle) > params.obstacleLookAhead) continue;
        // The angle from the world's x axis, not from the heading: right only while flying along +x.
        const float angle = std::atan2(toObstacle.y, toObstacle.x) * 180 / std::numbers::pi_v<float>;
        if (std::fabs(angle) >= params.obstacleConeDegrees) continue;
        avoid += normalized(rotated(self.velocity, turnAway(angle, params))) * params.avoidStrength;
    }
    return avoid;
}
}  // namespace measures_the_angle_in_the_world

}  // namespace

std::vector<KnownMistake> calculateObstacleAvoidMistakes() {
    return {
        {.id = "wrong_sign",
         .explanation = "the angle is measured to the vector from the obstacle to the boid, so the boid looks behind "
                        "itself",
         .tryThis = "check the order of the subtraction: the vector goes from the boid to the obstacle",
         .inWindow = "reacts to obstacles behind it and flies into those ahead",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &wrong_sign::calculateObstacleAvoid}),
         .describedBy = {F::cone}},
        {.id = "turns_toward_the_obstacle",
         .explanation = "the boid turns toward the obstacle's side: an obstacle on the left (angle > 0) needs a turn "
                        "to the right",
         .tryThis = "check which sign of the angle gives which turn",
         .inWindow = "boids dive into obstacles and circle inside them",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &turns_toward_the_obstacle::calculateObstacleAvoid}),
         .describedBy = {F::turn_toward}},
        {.id = "dead_ahead_turns_right",
         .explanation = "an obstacle dead ahead (angle exactly 0) turns the boid right: the recipe turns it left "
                        "(counter-clockwise) then",
         .tryThis = "check the comparison that picks the turn, and on which side it puts an angle of 0",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &dead_ahead_turns_right::calculateObstacleAvoid}),
         .describedBy = {F::turn_dead_ahead}},
        {.id = "ignores_dead_ahead",
         .explanation = "an obstacle dead ahead (angle exactly 0) gives no turn at all: the recipe turns left then",
         .tryThis = "make sure every obstacle inside the cone gives a turn, angle 0 included",
         .inWindow = "looks right: an exact 0 never happens in flight",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &ignores_dead_ahead::calculateObstacleAvoid}),
         .describedBy = {F::turn_dead_ahead}},
        {.id = "keeps_only_the_last",
         .explanation = "each obstacle's turn replaces the one before, so only the last obstacle ahead counts: the "
                        "recipe adds them",
         .tryThis = "look at how each turn goes into the result",
         .inWindow = "looks right until obstacles stand close together: then boids slip between them",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &keeps_only_the_last::calculateObstacleAvoid}),
         .describedBy = {F::only_last_counts}},
        {.id = "normalizes_the_sum",
         .explanation = "the sum of the turns is scaled to one strength: the recipe adds one full-strength turn per "
                        "obstacle",
         .tryThis = "two obstacles on the same side should give twice the force",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &normalizes_the_sum::calculateObstacleAvoid}),
         .describedBy = {F::length_constant, F::count_stays}},
        {.id = "not_normalized",
         .explanation = "the turned velocity is scaled by the strength without being made length 1, so the boid's "
                        "speed changes the force",
         .tryThis = "the force of one obstacle should have length params.avoidStrength at any speed",
         .inWindow = "fast boids swerve harder than slow ones, and all of them give obstacles a wide berth",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &not_normalized::calculateObstacleAvoid}),
         .describedBy = {{F::factor_times, "speed"}}},
        {.id = "strict_look_ahead",
         .explanation = "an obstacle exactly at the look-ahead distance is ignored: that distance is included",
         .tryThis = "check the comparison with params.obstacleLookAhead",
         .inWindow = "looks right",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &strict_look_ahead::calculateObstacleAvoid}),
         .describedBy = {F::strict_reach}},
        {.id = "hard_coded_constants",
         .explanation = "the look-ahead, cone, turn and strength are numbers in the code: the recipe reads them "
                        "from params",
         .tryThis = "read all four from params",
         .inWindow = "looks right",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &hard_coded_constants::calculateObstacleAvoid}),
         .describedBy = {F::ignores_param},
         .absentFromCode = {"params.obstacleLookAhead", "params.obstacleConeDegrees", "params.avoidTurnDegrees",
                            "params.avoidStrength"}},
        {.id = "degrees_as_radians",
         .explanation = "the turn in degrees is given to std::cos and std::sin, which read it as radians (60 "
                        "radians is about 198 degrees)",
         .tryThis = "rotated(v, degrees) takes degrees and does the trigonometry for you",
         .inWindow = "boids nearly reverse in front of an obstacle instead of swerving",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &degrees_as_radians::calculateObstacleAvoid}),
         .describedBy = {F::units_degrees_as_radians}},
        {.id = "radians_given_to_rotated",
         .explanation = "the turn is converted to radians before rotated(), which takes degrees, so the boid turns "
                        "about 1 degree",
         .tryThis = "give rotated() the angle in degrees, as params holds it",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &radians_given_to_rotated::calculateObstacleAvoid}),
         .describedBy = {F::units_radians_to_rotated}},
        {.id = "rotates_the_way_to_the_obstacle",
         .explanation = "the vector to the obstacle is turned, not the boid's velocity",
         .tryThis = "the avoiding force is the heading, turned",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &rotates_the_way_to_the_obstacle::calculateObstacleAvoid}),
         .describedBy = {F::turn_from_obstacle}},
        {.id = "measures_the_angle_in_the_world",
         .explanation = "the obstacle's angle is measured from the world's x axis (atan2), not from the boid's "
                        "heading, so it is right only while the boid flies along +x",
         .tryThis = "measure the angle between the velocity and the vector to the obstacle",
         .table = tableWith(Task::ObstacleAvoid, {.obstacles = &measures_the_angle_in_the_world::calculateObstacleAvoid}),
         .describedBy = {F::frame_turn}},
    };
}

}  // namespace boids::catalog
