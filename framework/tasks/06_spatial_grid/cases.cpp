// Task 6 checks: worlds in which the grid must find exactly brute force's neighbours, boundary included, self
// excluded. Each case is one GoogleTest test, SpatialGrid.<name> (framework/checker/grid_test_main.cpp runs them).
#include <cmath>

#include <fmt/format.h>

#include <boids/checks.h>
#include <boids/random.h>

namespace boids {

namespace {

std::vector<Boid> randomBoids(std::size_t n, Vec2 worldSize, Random& random) {
    std::vector<Boid> boids;
    for (std::size_t i = 0; i < n; ++i) {
        boids.push_back({{random.uniform(0, worldSize.x), random.uniform(0, worldSize.y)}, {1, 0}});
    }
    return boids;
}

}  // namespace

std::vector<GridCase> gridCases() {
    const Params p;  // workshop defaults: radius 40 in a 1200 x 900 world
    const float R = p.neighborRadius;
    const Vec2 world = p.worldSize;
    std::vector<GridCase> cases;

    cases.push_back({.name = "FindsNothingWhenThereAreNoBoids", .scene = "an empty world"});
    cases.push_back({.name = "FindsNoNeighboursForALoneBoid", .scene = "one boid in the middle",
                     .boids = {{{600, 450}, {1, 0}}}});

    // Random worlds, from sparse to crowded, with radii from small to large.
    Random random(42);
    struct Spread {
        int boids;
        float radius;
        const char* name;  // in the test's name
    };
    for (const Spread s : {Spread{50, R, "Sparse"}, Spread{400, R, "Crowded"}, Spread{300, 5, "SmallRadius"},
                           Spread{300, 100, "LargeRadius"}}) {
        for (int seed = 1; seed <= 3; ++seed) {
            cases.push_back({.name = fmt::format("MatchesBruteForceInA{}RandomWorld{}", s.name, seed),
                             .scene = fmt::format("{} random boids, radius {:g}", s.boids, s.radius),
                             .boids = randomBoids(std::size_t(s.boids), world, random),
                             .radius = s.radius});
        }
    }

    // A lattice with spacing exactly R from the corner: every boid has neighbours exactly on the radius, and the
    // lattice lines fall on cell edges.
    GridCase lattice{.name = "CountsNeighboursExactlyOnTheRadiusAndOnCellEdges",
                     .scene = "a 6 x 6 lattice of boids spaced exactly one radius apart"};
    for (int x = 0; x < 6; ++x) {
        for (int y = 0; y < 6; ++y) lattice.boids.push_back({{R * float(x), R * float(y)}, {1, 0}});
    }
    cases.push_back(lattice);

    // Boids on the world's four edges and corners; the largest coordinates are just below the world's size.
    const float almostX = std::nextafter(world.x, 0.0f), almostY = std::nextafter(world.y, 0.0f);
    cases.push_back({.name = "HandlesBoidsOnTheWorldsEdges",
                     .scene = "boids in the four corners and along the edges",
                     .boids = {{{0, 0}, {1, 0}}, {{almostX, 0}, {1, 0}}, {{0, almostY}, {1, 0}},
                               {{almostX, almostY}, {1, 0}}, {{20, 0}, {1, 0}}, {{almostX - 20, almostY}, {1, 0}},
                               {{0, 30}, {1, 0}}}});

    // With a radius of 0, only boids on exactly the same point are neighbours.
    cases.push_back({.name = "FindsOnlyBoidsOnTheSamePointWhenTheRadiusIsZero",
                     .scene = "two boids on one point and one half a unit away, radius 0",
                     .boids = {{{100, 100}, {1, 0}}, {{100, 100}, {0, 1}}, {{100.5f, 100}, {1, 0}}},
                     .radius = 0});

    GridCase crowd{.name = "HandlesManyBoidsInOneCell", .scene = "300 boids in a 20 x 20 square, 20 more on one point"};
    for (int i = 0; i < 300; ++i) crowd.boids.push_back({{random.uniform(500, 520), random.uniform(400, 420)}, {1, 0}});
    for (int i = 0; i < 20; ++i) crowd.boids.push_back({{500, 400}, {0, 1}});
    cases.push_back(crowd);

    // Worlds of other shapes: the grid's columns and rows come from the world's size, not from 1200 x 900.
    for (auto [size, words] : {std::pair{Vec2{3000, 200}, "Wide"}, std::pair{Vec2{50, 2000}, "Tall"},
                               std::pair{Vec2{7, 7}, "Tiny"}}) {
        cases.push_back({.name = fmt::format("CoversA{}World", words),
                         .scene = fmt::format("200 random boids in a {:g} x {:g} world", size.x, size.y),
                         .boids = randomBoids(200, size, random),
                         .worldSize = size});
    }
    return cases;
}

}  // namespace boids
