// Task 5: obstacle avoidance. Turn away from obstacles that lie ahead of you.
//
// Return: for each obstacle whose centre is within params.obstacleLookAhead (inclusive) and whose direction
//         is strictly within +-params.obstacleConeDegrees of your heading (your velocity), add your velocity
//         turned by params.avoidTurnDegrees away from the obstacle's side, normalized and scaled by
//         params.avoidStrength. An obstacle dead ahead is passed by turning left (counter-clockwise).
// Tools:  signedAngle(from, to) in degrees, > 0 when `to` is on the left;  rotated(v, degrees);  normalized(v)
// framework/tasks/05_obstacle_avoidance/recipe.md has the recipe and a worked example.
//
// Test it:  ./workshop test 5     or ./workshop watch 5, which reruns the tests each time you save
// Hints:    ./workshop hint 5     one more each time you ask, from a nudge to nearly the code
// Stuck?    ./workshop solve 5    runs the reference instead; this file stays exactly as you left it.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateObstacleAvoid(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    // Your code here.
    return {};
}

}  // namespace boids
