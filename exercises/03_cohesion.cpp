// Task 3: cohesion. Steer toward the centre of your neighbours.
//
// Return: the unit vector from your position toward the average of the neighbours' positions.
//         Zero when there are no neighbours.
// Tools:  sum += p;  v / float(n);  a - b;  normalized(v)
// framework/tasks/03_cohesion/recipe.md has the recipe and a worked example.
//
// Test it:  ./workshop test 3     or ./workshop watch 3, which reruns the tests each time you save
// Hints:    ./workshop hint 3     one more each time you ask, from a nudge to nearly the code
// Stuck?    ./workshop solve 3    runs the reference instead; this file stays exactly as you left it.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateCohesion(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    // Your code here.
    return {};
}

}  // namespace boids
