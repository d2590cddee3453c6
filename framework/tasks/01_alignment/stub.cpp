// Task 1: alignment. Steer toward the heading your neighbours share.
//
// Return: the sum of the neighbours' velocities, normalized to length 1.
//         Zero when there are no neighbours (or their velocities cancel out).
// Tools:  Vec2 sum{};  sum += v;  normalized(v)   (normalized() keeps a zero vector zero)
// framework/tasks/01_alignment/recipe.md has the recipe and a worked example.
//
// Test it:  ./workshop test 1     or ./workshop watch 1, which reruns the tests each time you save
// Hints:    ./workshop hint 1     one more each time you ask, from a nudge to nearly the code
// Stuck?    ./workshop solve 1    runs the reference instead; this file stays exactly as you left it.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateAlignment(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    // Your code here.
    return {};
}

}  // namespace boids
