// Task 6 (bonus): a spatial grid. Find neighbours by looking only at nearby cells instead of at every boid.
//
// buildGrid:           size the grid (columns = ceil(worldSize.x / cellSize), rows likewise, at least 1 each),
//                      make `cells` hold columns * rows empty lists, then push each boid's index into the list
//                      of the cell that contains it. Clamp the column and row into the grid.
// findNeighborsInGrid: look in the cell of boids[self].position and the eight around it (skip those outside the
//                      grid), and append to `out` each index i != self with
//                      lengthSquared(boids[i].position - boids[self].position) <= radius * radius.
//                      `out` arrives empty: append to it, do not clear it.
// Until you write them, choosing "your grid" in the window gives every boid zero neighbours.
// framework/tasks/06_spatial_grid/recipe.md has the recipe and a picture.
//
// Test it:  ./workshop test 6     or ./workshop watch 6, which reruns the tests each time you save
// Hints:    ./workshop hint 6     one more each time you ask, from a nudge to nearly the code
// Stuck?    ./workshop solve 6    runs the reference instead; this file stays exactly as you left it.
#include <boids/grid.h>

namespace boids {

void buildGrid(Grid& grid, std::span<const Boid> boids, float cellSize, Vec2 worldSize) {
    // Your code here.
}

void findNeighborsInGrid(const Grid& grid, std::span<const Boid> boids, std::size_t self, float radius,
                         std::vector<std::uint32_t>& out) {
    // Your code here.
}

}  // namespace boids
