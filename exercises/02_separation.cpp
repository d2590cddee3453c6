// Task 2: separation. Push away from each neighbour, harder the closer it is.
//
// Return: the sum over neighbours of (unit vector from the neighbour to you) * (R - d) / R,
//         where R = params.neighborRadius and d is the neighbour's distance. Do not normalize the sum.
//         A neighbour on your very spot adds nothing; R = 0 gives zero (never divide by it).
// Tools:  a - b;  length(v);  normalized(v);  v * s
// framework/tasks/02_separation/recipe.md has the recipe and a worked example.
//
// Test it:  ./workshop test 2     or ./workshop watch 2, which reruns the tests each time you save
// Hints:    ./workshop hint 2     one more each time you ask, from a nudge to nearly the code
// Stuck?    ./workshop solve 2    runs the reference instead; this file stays exactly as you left it.
#include <boids/tasks.h>

namespace boids {

Vec2 calculateSeparation(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    // Your code here.
    return {};
}

}  // namespace boids
