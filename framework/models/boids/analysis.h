// Flocking measured: the order parameter, the number of clusters and the mean nearest-neighbour distance of a flock,
// for the panel's live plot and `boids --analyze FILE.csv`.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "boids/cell_list.h"
#include "boids/world.h"

namespace boids {

// Polarization: the length of the mean of the boids' unit velocities, from 0 (headings cancel) to 1 (all the same
// way). A boid standing still adds a zero vector but still counts. 0 for no boids.
float polarization(std::span<const Boid> boids);

// Reusable storage for countClusters(): the cell list and the union-find's parents.
struct ClusterBuffers {
    CellList cells;
    std::vector<std::uint32_t> parent;
};

// The number of connected groups: two boids within `radius` of each other (distance <= radius) are in one group,
// and so is everyone connected through a chain of such pairs. A boid alone is a group of its own. Not looking
// across the wrapped edges, as the neighbour search does not.
int countClusters(std::span<const Boid> boids, float radius, Vec2 worldSize, ClusterBuffers& buffers);

// The mean, over boids, of the distance to the nearest other boid. 0 for fewer than two boids. Each boid sampled is
// measured against every boid, and a sample takes at most kNearestDistanceTests distances (about 16 ms): exact for
// up to kNearestExactBoids boids; above that, the mean over every nearestDistanceStride(n)-th boid (160 boids of
// 100,000, which all-pairs took 0.4 s for).
inline constexpr std::size_t kNearestExactBoids = 4000;
inline constexpr std::size_t kNearestDistanceTests = kNearestExactBoids * kNearestExactBoids;
std::size_t nearestDistanceStride(std::size_t boids);
float meanNearestNeighborDistance(std::span<const Boid> boids);

struct FlockMetrics {
    std::uint64_t step = 0;
    double seconds = 0;
    float polarization = 0;
    int clusters = 0;
    float meanNearestDistance = 0;
};

// All three for the world now, clusters within `radius`.
FlockMetrics measureFlock(const World& world, float radius, ClusterBuffers& buffers);

// The CSV header "step,seconds,polarization,clusters,mean_nearest_distance" and one row, each with its newline.
std::string csvHeader();
std::string csvRow(const FlockMetrics& m);

}  // namespace boids
