// Task 5 checks: calculateObstacleAvoid against hand-worked cases. Each case is one test, ObstacleAvoidance.<name>.
#include <boids/checks.h>

namespace boids {

std::vector<ForceCase> obstacleAvoidCases() {
    const Params p;  // workshop defaults: look-ahead 100, cone +-60 degrees, turn 60 degrees, strength 5
    const Vec2 here{100, 100};
    const Vec2 heading{2, 0};  // flying right at speed 2
    const Boid self{here, heading};
    // An obstacle `dist` away, `angle` degrees counter-clockwise from the heading.
    auto obstacleAt = [&](float dist, float angle) { return Obstacle{here + rotated(Vec2{dist, 0}, angle), 20}; };
    // The force the recipe gives for one avoided obstacle: the heading turned by `turn`, at avoidStrength.
    auto avoid = [&](float turn, const Params& q) { return normalized(rotated(heading, turn)) * q.avoidStrength; };
    const float left = p.avoidTurnDegrees;    // counter-clockwise
    const float right = -p.avoidTurnDegrees;  // clockwise

    std::vector<ForceCase> cases;
    auto add = [&](ForceCase c) { c.task = Task::ObstacleAvoid; cases.push_back(std::move(c)); };

    add({.name = "ReturnsZeroWithNoObstacles", .scene = "no obstacles", .self = self, .expected = {0, 0}});

    // Obstacle 30 degrees to the left: turn right, (cos -60, sin -60) * 5 = (2.5, -4.33).
    add({.name = "TurnsRightAroundAnObstacleOnTheLeft",
         .scene = "obstacle 50 away, 30 degrees to the left of the heading",
         .self = self,
         .obstacles = {obstacleAt(50, 30)},
         .expected = avoid(right, p),
         .hint = "an obstacle on the left makes the boid turn right."});

    add({.name = "TurnsLeftAroundAnObstacleOnTheRight",
         .scene = "obstacle 50 away, 30 degrees to the right of the heading",
         .self = self,
         .obstacles = {obstacleAt(50, -30)},
         .expected = avoid(left, p)});

    add({.name = "TurnsLeftAroundAnObstacleDeadAhead",
         .scene = "obstacle 50 away, straight ahead",
         .self = self,
         .obstacles = {obstacleAt(50, 0)},
         .expected = avoid(left, p),
         .hint = "an obstacle dead ahead (angle exactly 0) makes the boid turn left."});

    add({.name = "AvoidsAnObstacleJustInsideTheCone",
         .scene = "obstacle 50 away, 59 degrees to the left",
         .self = self,
         .obstacles = {obstacleAt(50, p.obstacleConeDegrees - 1)},
         .expected = avoid(right, p)});

    add({.name = "IgnoresAnObstacleJustOutsideTheCone",
         .scene = "obstacle 50 away, 61 degrees to the right",
         .self = self,
         .obstacles = {obstacleAt(50, -(p.obstacleConeDegrees + 1))},
         .expected = {0, 0},
         .hint = "an obstacle just outside the cone is ignored."});

    add({.name = "IgnoresAnObstacleBehind",
         .scene = "obstacle 50 away, straight behind",
         .self = self,
         .obstacles = {obstacleAt(50, 180)},
         .expected = {0, 0}});

    // Centre exactly obstacleLookAhead ahead (100, 0): inclusive, so it is avoided.
    add({.name = "AvoidsAnObstacleExactlyAtTheLookAhead",
         .scene = "obstacle exactly obstacleLookAhead away, straight ahead",
         .self = self,
         .obstacles = {Obstacle{here + Vec2{p.obstacleLookAhead, 0}, 20}},
         .expected = avoid(left, p),
         .hint = "an obstacle exactly at the look-ahead distance is avoided."});

    add({.name = "IgnoresAnObstacleJustBeyondTheLookAhead",
         .scene = "obstacle one unit beyond obstacleLookAhead, straight ahead",
         .self = self,
         .obstacles = {obstacleAt(p.obstacleLookAhead + 1, 0)},
         .expected = {0, 0}});

    // One turn per obstacle, summed: two obstacles on the left give twice the right turn.
    add({.name = "AddsOneTurnPerObstacle",
         .scene = "two obstacles on the left (20 and 40 degrees), one behind",
         .self = self,
         .obstacles = {obstacleAt(40, 20), obstacleAt(70, 40), obstacleAt(30, 170)},
         .expected = avoid(right, p) * 2,
         .hint = "two obstacles ahead give two turns, added up."});

    // Obstacles on both sides: two on the left (turn right twice), one on the right (turn left once), all summed.
    add({.name = "AddsTheTurnsOfObstaclesOnBothSides",
         .scene = "two obstacles on the left (20 and 35 degrees), one on the right (25 degrees)",
         .self = self,
         .obstacles = {obstacleAt(50, 20), obstacleAt(45, -25), obstacleAt(60, 35)},
         .expected = avoid(right, p) * 2 + avoid(left, p),
         .hint = "every obstacle ahead adds its own turn, whichever side it is on."});

    // Flying up and to the left (135 degrees), obstacle 30 degrees to the left of that heading (at 165 degrees in
    // the world): turn right, to 135 - 60 = 75 degrees in the world.
    const Vec2 northWest = rotated(heading, 135);
    add({.name = "TurnsRightAroundAnObstacleOnTheLeftWhenFlyingNorthWest",
         .scene = "flying up and to the left; obstacle 50 away, 30 degrees to the left of the heading",
         .self = Boid{here, northWest},
         .obstacles = {Obstacle{here + rotated(Vec2{50, 0}, 165), 20}},
         .expected = rotated(Vec2{1, 0}, 75) * p.avoidStrength,
         .hint = "left and right are measured from the boid's heading, whichever way it flies."});

    // The speed does not matter: the turned heading is normalized before scaling.
    add({.name = "KeepsItsStrengthWhateverTheSpeed",
         .scene = "flying right at speed 8, obstacle 50 away, 10 degrees to the right",
         .self = Boid{here, {8, 0}},
         .obstacles = {obstacleAt(50, -10)},
         .expected = avoid(left, p),
         .hint = "a fast boid's force has the same length as a slow one's."});

    add({.name = "AvoidsNothingWithoutAHeading",
         .scene = "a boid standing still, obstacle 50 to the right",
         .self = Boid{here, {0, 0}},
         .obstacles = {obstacleAt(50, 0)},
         .expected = {0, 0},
         .hint = "a boid standing still has no heading, so no force (and no NaN)."});

    // Look-ahead 150, cone 30, turn 90, strength 2: an obstacle 120 away at 20 degrees left gives (0, -2).
    Params tuned = p;
    tuned.obstacleLookAhead = 150;
    tuned.obstacleConeDegrees = 30;
    tuned.avoidTurnDegrees = 90;
    tuned.avoidStrength = 2;
    add({.name = "UsesTheAvoidanceParameters",
         .scene = "look-ahead 150, cone 30, turn 90, strength 2; obstacle 120 away, 20 degrees to the left",
         .self = self,
         .obstacles = {obstacleAt(120, 20), obstacleAt(60, 40)},
         .params = tuned,
         .expected = avoid(-tuned.avoidTurnDegrees, tuned),
         .hint = "the force follows the four avoidance sliders."});

    return cases;
}

}  // namespace boids
