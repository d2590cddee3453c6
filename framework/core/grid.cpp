// The framework's side of task 6: how large the grid's cells are.
#include "boids/grid.h"

#include <algorithm>
#include <cmath>

namespace boids {

float chooseCellSize(float radius, Vec2 worldSize, std::size_t maxCells) {
    const float area = std::max(worldSize.x, 1.0f) * std::max(worldSize.y, 1.0f);
    const float smallest = std::sqrt(area / float(std::max<std::size_t>(maxCells, 1)));
    // 1/1000 more than the radius: floor(x / cellSize) can round across a cell edge, never across a whole cell.
    // Nor more than maxCells along one side, however thin the world: the count must fit in an int.
    const float thinnest = std::max(worldSize.x, worldSize.y) / float(std::max<std::size_t>(maxCells, 1));
    const float r = radius > 0 ? radius : 0;  // a negative radius, or NaN, finds nobody but the boid's own point
    return std::max({r * 1.001f, smallest, thinnest});
}

}  // namespace boids
