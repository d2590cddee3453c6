// Task 5 checks: calculateObstacleAvoid against hand-worked cases. Each case is one test, ObstacleAvoidance.<name>.
#include <boids/checks.h>

namespace boids {

std::vector<ForceCase> calculateObstacleAvoidCases() {
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

    // Half a degree to the left is on the left ("angle > 0"), however little: turn right, not left as dead ahead.
    add({.name = "TurnsRightAroundAnObstacleJustLeftOfDeadAhead",
         .scene = "obstacle 50 away, half a degree to the left of the heading",
         .self = self,
         .obstacles = {obstacleAt(50, 0.5f)},
         .expected = avoid(right, p),
         .hint = "an obstacle the least bit to the left of dead ahead is on the left: the boid turns right."});

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

    // Flying 60 degrees clockwise of the x axis, with an obstacle 50 straight to the right in the world: the obstacle
    // is 60 degrees to the left of the heading, on the cone's edge, which is outside ("strictly within"). In floats
    // the heading is (0.99999994, -1.7320509), and the recipe's angle comes out as exactly 60 (in double, or from a
    // cosine, a hair over 60): only a strict comparison leaves it out, whichever way the angle is measured.
    add({.name = "IgnoresAnObstacleExactlyOnTheConesEdge",
         .scene = "flying down and to the right, 60 degrees below the x axis; obstacle 50 straight to the right, so "
                  "exactly 60 degrees to the left of the heading",
         .self = Boid{here, rotated(heading, -p.obstacleConeDegrees)},
         .obstacles = {Obstacle{here + Vec2{50, 0}, 20}},
         .expected = {0, 0},
         .hint = "an obstacle exactly on the cone's edge is outside the cone: only one strictly within it counts."});

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
         .hint = "the force follows the look-ahead, cone, turn and strength it is given, not their defaults (the "
                 "window has no slider for them and always flies with the defaults, but the tests change them)."});

    // Look-ahead 60: an obstacle at offset (36, 48) is exactly 60 away (a 3-4-5 triangle), 53 degrees to the left,
    // and is avoided by a right turn; one 80 straight ahead is beyond 60 (though within the default 100) and ignored.
    Params shortSighted = p;
    shortSighted.obstacleLookAhead = 60;
    add({.name = "AvoidsAnObstacleExactlyAtAShorterLookAheadButNotBeyondIt",
         .scene = "look-ahead 60; obstacle at offset (36, 48), exactly 60 away and 53 degrees to the left; another "
                  "80 straight ahead",
         .self = self,
         .obstacles = {Obstacle{here + Vec2{36, 48}, 20}, obstacleAt(80, 0)},
         .params = shortSighted,
         .expected = avoid(right, shortSighted),
         .hint = "with a shorter look-ahead, an obstacle exactly at it is still avoided, and one beyond it is ignored "
                 "though the default look-ahead would take it."});

    // Turn 30, strength 8: an obstacle dead ahead is passed on the left, by the heading turned 30 degrees
    // counter-clockwise, at length 8: (cos 30, sin 30) * 8 = (6.93, 4).
    Params gentle = p;
    gentle.avoidTurnDegrees = 30;
    gentle.avoidStrength = 8;
    add({.name = "TurnsLeftByTheTurnAndStrengthItIsGiven",
         .scene = "turn 30, strength 8; obstacle 50 away, straight ahead",
         .self = self,
         .obstacles = {obstacleAt(50, 0)},
         .params = gentle,
         .expected = avoid(gentle.avoidTurnDegrees, gentle),
         .hint = "a left turn too follows the turn angle and the strength it is given, here 30 degrees and 8."});

    // The weights 2.5, 0.5 and 3: no weight applies to avoidance (step() adds it as it is), so an obstacle 30 degrees
    // to the right gives the usual left turn at avoidStrength. Multiplied by any weight it would be 12.5, 2.5 or 15
    // long.
    Params weighted = p;
    weighted.separationWeight = 2.5f;
    weighted.alignmentWeight = 0.5f;
    weighted.cohesionWeight = 3;
    add({.name = "IgnoresTheWeightSliders",
         .scene = "separationWeight 2.5, alignmentWeight 0.5, cohesionWeight 3; obstacle 50 away, 30 degrees to the "
                  "right",
         .self = self,
         .obstacles = {obstacleAt(50, -30)},
         .params = weighted,
         .expected = avoid(left, p),
         .hint = "the weight sliders play no part in avoiding: each turn has length avoidStrength whatever they say."});

    // A crowd: every obstacle the window's slider allows, 30, all ahead within the look-ahead. The window gave a boid
    // at most 5 within it (tools/crowd_counts.cpp; recipe.md says more), but nothing keeps the 30 apart. They are 80
    // away, at -58, -54, ..., 58 degrees (4 apart): 15 on the right, each a left turn, and 15 on the left, each a right
    // turn. The turns' sideways parts cancel and their forward parts add up: 30 * avoidStrength * cos 60 = (75, 0).
    // The first 7 alone (all on the right) would give 7 left turns, (17.5, 30.3).
    constexpr int kCrowd = 30;
    std::vector<Obstacle> crowd;
    for (int k = 0; k < kCrowd; ++k) crowd.push_back(obstacleAt(80, -58 + 4.0f * float(k)));
    add({.name = "AvoidsEveryObstacleInACrowd",
         .scene = "30 obstacles 80 away, from 58 degrees to the right to 58 degrees to the left, 4 degrees apart",
         .self = self,
         .obstacles = crowd,
         .expected = (avoid(right, p) + avoid(left, p)) * float(kCrowd / 2),
         .hint = "every one of the 30 obstacles ahead adds its turn, not only the first few: the window's slider goes "
                 "up to 30."});

    return cases;
}

}  // namespace boids
