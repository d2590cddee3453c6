// Task 4: flee. Get away from every predator that comes too close. (The mouse is a predator too.)
//
// Return: sum the vectors from each predator to you, for predators within params.fleeRadius
//         (distance <= radius counts), then normalize the sum and scale it by params.fleeStrength.
// Tools:  distance(a, b);  a - b;  normalized(v) * s
// framework/tasks/04_flee/recipe.md has the recipe and a worked example.
//
// Test it:  ./workshop test 4     or ./workshop watch 4, which reruns the tests each time you save
// Hints:    ./workshop hint 4     one more each time you ask, from a nudge to nearly the code
// Stuck?    ./workshop solve 4    runs the reference instead; this file stays exactly as you left it.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateFlee(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    // Your code here.
    return {};
}

}  // namespace boids
