// The four neighbour searches of step() agree: brute force, the task 6 grid, the cell list, and the fused fast path.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

#include <boids/flock_sums.h>
#include <boids/format.h>
#include <boids/simulation.h>

// The expected forces below are compared bit for bit with the library's, built without fused multiply-adds
// (framework/core/CMakeLists.txt); so are these. (GCC's -std=c++20 contracts none already.)
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

namespace boids {
namespace {

// The workshop's defaults with a denser flock, several predators and obstacles: every force has work to do.
World busyWorld(std::uint64_t seed, int boids = 600) {
    Params params;
    params.numBoids = boids;
    params.numPredators = 3;
    params.numObstacles = 5;
    return makeWorld(params, seed);
}

testing::AssertionResult SameFlock(const World& a, const World& b, float tolerance) {
    if (a.boids.size() != b.boids.size()) return testing::AssertionFailure() << "different numbers of boids";
    for (std::size_t i = 0; i < a.boids.size(); ++i) {
        const Boid &x = a.boids[i], &y = b.boids[i];
        const bool same = tolerance == 0 ? (x.position == y.position && x.velocity == y.velocity)
                                         : (approxEqual(x.position, y.position, tolerance) &&
                                            approxEqual(x.velocity, y.velocity, tolerance));
        if (!same) {
            return testing::AssertionFailure()
                   << fmt::format("boid {} differs: position {} vs {}, velocity {} vs {}", i, x.position, y.position,
                                  x.velocity, y.velocity);
        }
    }
    return testing::AssertionSuccess();
}

World afterSteps(World world, NeighborSearch search, int steps) {
    StepBuffers buffers;
    for (int s = 0; s < steps; ++s) step(world, linkedTasks(), buffers, search);
    return world;
}

TEST(NeighborSearch, CellListGivesTheSameStepAsBruteForce) {
    // One step: the same neighbours, summed in another order, so equal up to rounding.
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        const World start = busyWorld(seed);
        EXPECT_TRUE(SameFlock(afterSteps(start, NeighborSearch::BruteForce, 1),
                              afterSteps(start, NeighborSearch::CellList, 1), 1e-4f))
            << "seed " << seed;
    }
}

TEST(NeighborSearch, TheReferenceGridGivesTheSameStepAsBruteForce) {
    const World start = busyWorld(4);
    EXPECT_TRUE(SameFlock(afterSteps(start, NeighborSearch::BruteForce, 1), afterSteps(start, NeighborSearch::Grid, 1),
                          1e-4f));
}

TEST(NeighborSearch, FastReferenceGivesTheForcesOfCallingTheReferenceFunctions) {
    // The fused loop adds each pair's terms in another order than the functions do: equal up to float rounding. A
    // position near 1200 is a float with steps of 2^-13 (1.2e-4); a velocity that differs in its fifth digit can move
    // it by two of those steps.
    const float twoSteps = 2 * std::ldexp(1.0f, -13);
    for (std::uint64_t seed : {5u, 6u, 8u}) {
        const World start = busyWorld(seed);
        EXPECT_TRUE(SameFlock(afterSteps(start, NeighborSearch::CellList, 1),
                              afterSteps(start, NeighborSearch::FastReference, 1), twoSteps))
            << "seed " << seed;
        EXPECT_TRUE(SameFlock(afterSteps(start, NeighborSearch::CellList, 10),
                              afterSteps(start, NeighborSearch::FastReference, 10), 1e-2f))
            << "seed " << seed << ", after 10 steps";
    }
}

// StepBuffers::keepCellOrder: one step moves every boid exactly as in index order, to index indexAfterStep(i).
// One step of `start` in cell order against one in index order: each boid, followed to its new index, moved the same,
// bit for bit. Returns how many boids changed index.
std::size_t expectKeptInCellOrderMovesAsInIndexOrder(const World& start) {
    const World plain = afterSteps(start, NeighborSearch::FastReference, 1);
    World kept = start;
    StepBuffers buffers;
    buffers.keepCellOrder = true;
    step(kept, linkedTasks(), buffers, NeighborSearch::FastReference);
    EXPECT_TRUE(buffers.reordered);
    EXPECT_EQ(kept.boids.size(), plain.boids.size());
    if (kept.boids.size() != plain.boids.size()) return 0;
    std::vector<int> landed(kept.boids.size());
    std::size_t moved = 0;
    for (std::size_t i = 0; i < plain.boids.size(); ++i) {
        const std::size_t j = buffers.indexAfterStep(i);
        if (j >= kept.boids.size()) {
            ADD_FAILURE() << "boid " << i << " went to index " << j << ", past the flock's " << kept.boids.size();
            return moved;
        }
        ++landed[j];
        moved += j != i ? 1 : 0;
        const Boid &was = plain.boids[i], &is = kept.boids[j];
        EXPECT_TRUE(was.position == is.position && was.velocity == is.velocity && was.species == is.species)
            << fmt::format("boid {}, now {}: position {} vs {}, velocity {} vs {}, species {} vs {}", i, j,
                           was.position, is.position, was.velocity, is.velocity, int(was.species), int(is.species));
    }
    EXPECT_EQ(std::count(landed.begin(), landed.end(), 1), std::ptrdiff_t(landed.size())) << "one boid an index";
    return moved;
}

TEST(NeighborSearch, KeepingTheFlockInCellOrderMovesEachBoidAsBeforeAndSaysWhereItWent) {
    const World start = busyWorld(21, 3000);
    EXPECT_GT(expectKeptInCellOrderMovesAsInIndexOrder(start), start.boids.size() / 2)
        << "a random flock put in cell order: most boids change index";
}

// No boids: nothing to move, and no array to read (the sanitized self-test would name a read through a null one).
TEST(NeighborSearch, KeepingTheFlockInCellOrderStepsAFlockOfNoBoids) {
    World empty = busyWorld(23, 0);
    ASSERT_TRUE(empty.boids.empty());
    StepBuffers buffers;
    buffers.keepCellOrder = true;
    step(empty, linkedTasks(), buffers, NeighborSearch::FastReference);
    EXPECT_TRUE(empty.boids.empty());
    EXPECT_EQ(empty.steps, 1);
}

// The move in cell order is a vectorised loop with a way of its own for the rare boid: one that leaves the world
// and wraps, across each edge and a corner, and one flung by a force so large that its velocity's squared length
// overflows (cohesion's unit force times kFlinging).
TEST(NeighborSearch, KeepingTheFlockInCellOrderMovesBoidsThatWrapOrAreFlungAsBefore) {
    constexpr float kFlinging = 1e20f;
    World start = busyWorld(22, 3000);
    const Vec2 size = start.params.worldSize;
    const float speed = start.params.maxSpeed;
    const std::array<Boid, 5> leaving{{{{size.x - 0.1f, size.y / 2}, {speed, 0}},
                                       {{0.1f, size.y / 3}, {-speed, 0}},
                                       {{size.x / 2, size.y - 0.1f}, {0, speed}},
                                       {{size.x / 3, 0.1f}, {0, -speed}},
                                       {{0.1f, 0.1f}, {-speed, -speed}}}};
    std::copy(leaving.begin(), leaving.end(), start.boids.begin());
    expectKeptInCellOrderMovesAsInIndexOrder(start);
    start.params.cohesionWeight = kFlinging;
    expectKeptInCellOrderMovesAsInIndexOrder(start);
}

TEST(NeighborSearch, AFlockKeptInCellOrderFliesAsInIndexOrderUpToRounding) {
    // After the first step the sums of a cell are added in another order: equal up to float rounding, as the fused
    // path and the functions are (FastReferenceGivesTheForcesOfCallingTheReferenceFunctions).
    const World start = busyWorld(22);
    const World plain = afterSteps(start, NeighborSearch::FastReference, 10);
    World kept = start;
    StepBuffers buffers;
    buffers.keepCellOrder = true;
    std::vector<std::size_t> where(start.boids.size());
    for (std::size_t i = 0; i < where.size(); ++i) where[i] = i;
    for (int s = 0; s < 10; ++s) {
        step(kept, linkedTasks(), buffers, NeighborSearch::FastReference);
        for (std::size_t& w : where) w = buffers.indexAfterStep(w);
    }
    World back = kept;  // kept's boids, each at its index in `plain`
    for (std::size_t i = 0; i < where.size(); ++i) back.boids[i] = kept.boids[where[i]];
    EXPECT_TRUE(SameFlock(plain, back, 1e-2f));
}

TEST(NeighborSearch, OnlyTheFusedStepPutsTheFlockInCellOrder) {
    World species = busyWorld(23);
    species.params.species = true;  // the fused pairs know no species: the cell list calls the functions
    for (const NeighborSearch search : {NeighborSearch::FastReference, NeighborSearch::CellList, NeighborSearch::Grid,
                                        NeighborSearch::BruteForce}) {
        for (const World& start : {busyWorld(23), species}) {
            World world = start;
            StepBuffers buffers;
            buffers.keepCellOrder = true;
            step(world, linkedTasks(), buffers, search);
            const bool fused = search == NeighborSearch::FastReference && !start.params.species;
            EXPECT_EQ(buffers.reordered, fused) << int(search) << (start.params.species ? ", species" : "");
            if (!fused) {
                EXPECT_EQ(buffers.indexAfterStep(5), 5u) << "an index names one boid for good";
            }
        }
    }
}

TEST(NeighborSearch, FastReferenceHandlesARadiusOfZeroAndBoidsOnOnePoint) {
    World world = busyWorld(7, 50);
    world.params.neighborRadius = 0;
    // Ten boids on one point whose multiples are exact floats, so that their centre is that point in any order of
    // adding: elsewhere the reference's cohesion there is normalized() of a rounding error, a direction at random.
    for (std::size_t i = 0; i < 10; ++i) world.boids[i].position = {600, 450};
    EXPECT_TRUE(SameFlock(afterSteps(world, NeighborSearch::CellList, 5),
                          afterSteps(world, NeighborSearch::FastReference, 5), 1e-4f));
    for (const Boid& b : afterSteps(world, NeighborSearch::FastReference, 5).boids) {
        ASSERT_TRUE(isFinite(b.position) && isFinite(b.velocity));
    }
}

// A position near 1200 is a float with steps of 2^-13; one step of the fused path may differ from the functions' by
// two of them (see FastReferenceGivesTheForcesOfCallingTheReferenceFunctions).
const float kTwoFloatSteps = 2 * std::ldexp(1.0f, -13);

// Issue 54's scale: a million boids at the density the window keeps as it grows its world for a big flock (2000
// boids in the default world), one step fused and one calling the reference functions, boid by boid.
//
// There the coordinates are 22 times larger than in the default world, and the reference's cohesion adds up its
// neighbours' positions, not their offsets: each sum of n positions near P is off by up to about n/2 units in the
// last place of P, and normalized() turns an error e of the offset to the centre c into one of up to 2e / |c| in
// the direction. Two evaluations of it in two orders may therefore differ by twice that, and by more the nearer a
// boid is to its neighbours' centre. Each boid's new velocity must agree within that bound, worked out from its
// own neighbours; the new positions are the old ones plus those velocities, wrapped.
TEST(NeighborSearch, FastReferenceGivesTheForcesOfCallingTheReferenceFunctionsForAMillionBoidsUpToCohesionsRounding) {
    constexpr int kBoids = 1'000'000, kBoidsInTheDefaultWorld = 2000;
    constexpr double kUnitRoundoff = 0x1p-24;  // a float's relative rounding error, at most
    constexpr float kOtherForces = 1e-4f;      // the rounding of the other forces, as CellListGivesTheSameStepAsBruteForce
    Params params;
    params.numBoids = kBoids;
    params.worldSize = params.worldSize * std::sqrt(float(kBoids) / float(kBoidsInTheDefaultWorld));
    const World start = makeWorld(params, 54);
    const World called = afterSteps(start, NeighborSearch::CellList, 1);
    const World fused = afterSteps(start, NeighborSearch::FastReference, 1);
    ASSERT_EQ(called.boids.size(), fused.boids.size());

    const double largest = std::max(params.worldSize.x, params.worldSize.y);
    CellList cells;
    cells.build(start.boids, chooseCellSize(params.neighborRadius, params.worldSize, maxGridCells(start.boids.size())),
                params.worldSize);
    std::vector<std::uint32_t> neighbors;
    std::size_t beyondOtherForces = 0;
    for (std::size_t slot = 0; slot < cells.size(); ++slot) {
        const std::size_t i = cells.boidAt(slot);
        const std::size_t n = cells.neighborSlots(slot, params.neighborRadius, neighbors);
        double cx = 0, cy = 0;
        for (std::size_t k = 0; k < n; ++k) {
            cx += double(cells.positionAt(neighbors[k]).x) - double(start.boids[i].position.x);
            cy += double(cells.positionAt(neighbors[k]).y) - double(start.boids[i].position.y);
        }
        const double toCentre = n > 0 ? std::hypot(cx, cy) / double(n) : 0;
        const double centreError = kUnitRoundoff * largest * (double(n) / 2 + 2);
        const double directionError = n > 0 ? std::min(2.0, 2 * centreError / toCentre) : 0;
        const float tolerance = kOtherForces + float(2 * params.cohesionWeight * directionError);
        beyondOtherForces += tolerance > 2 * kOtherForces ? 1 : 0;
        ASSERT_TRUE(approxEqual(called.boids[i].velocity, fused.boids[i].velocity, tolerance))
            << fmt::format("boid {} (slot {}): velocity {} called, {} fused; {} neighbours, their centre {:.4g} away, so "
                           "within {}",
                           i, slot, called.boids[i].velocity, fused.boids[i].velocity, n, toCentre, tolerance);
    }
    // The bound matters: at this size, cohesion's rounding outweighs the other forces' for many boids.
    EXPECT_GT(beyondOtherForces, std::size_t(kBoids / 100));
}

TEST(NeighborSearch, FastReferenceFleesAndTurnsOnTheEdgeOfEachForcesReach) {
    // The fused step calls the reference's flee and avoidance only for boids within their reach. The tasks count a
    // predator at exactly fleeRadius, and an obstacle at exactly obstacleLookAhead: a boid there must flee and turn.
    World world = busyWorld(11, 200);
    const WorldParams& p = world.params;
    const Vec2 predator{200, 200}, obstacle{800, 400};
    world.predators.resize(1);
    world.predators[0].position = predator;
    world.obstacles = {{obstacle, 20}};
    world.boids[0] = {predator + Vec2{p.fleeRadius, 0}, {0, 1}};              // the predator on its left, at the edge
    world.boids[1] = {obstacle - Vec2{p.obstacleLookAhead, 0}, {1, 0.1f}};  // the obstacle just right of ahead
    const World fused = afterSteps(world, NeighborSearch::FastReference, 1);
    EXPECT_TRUE(SameFlock(afterSteps(world, NeighborSearch::CellList, 1), fused, kTwoFloatSteps));

    World calm = world;
    calm.predators.clear();
    calm.obstacles.clear();
    const World calmFused = afterSteps(calm, NeighborSearch::FastReference, 1);
    EXPECT_FALSE(approxEqual(fused.boids[0].velocity, calmFused.boids[0].velocity, 1)) << "boid 0 flees";
    EXPECT_FALSE(approxEqual(fused.boids[1].velocity, calmFused.boids[1].velocity, 0.1f)) << "boid 1 turns";
}

// Flee that breaks its contract: it pushes every boid, predator or none (as a learner's may).
Vec2 fleeEverywhere(const Boid&, std::span<const Vec2>, const Params&) { return {0.5f, 0}; }

// The reference's flee and avoidance, through functions of their own: the fused step cannot tell that they reach
// only so far, and calls them for every boid.
Vec2 fleeOfTheReference(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    return linkedTasks()[Task::Flee].predators(self, predators, params);
}
Vec2 avoidanceOfTheReference(const Boid& self, std::span<const Obstacle> obstacles, const Params& params) {
    return linkedTasks()[Task::ObstacleAvoid].obstacles(self, obstacles, params);
}

TEST(NeighborSearch, FastReferenceCallsOnlyNearPredatorsAndObstaclesYetMovesEveryBoidAsCallingThemAll) {
    // The fused step calls the reference's flee and avoidance only in the cells around each predator and obstacle,
    // chunk by chunk on the threads: a boid near two of them, or near one in a corner of the world, is called once,
    // and a boid far from all gets exactly what calling them would have given it.
    constexpr int kBoids = 20000;  // over kParallelStepMinBoids: the threads share the step
    constexpr float kSide = 4000;  // about 10 neighbours a boid at the default radius
    Params params;
    params.numBoids = kBoids;
    params.numPredators = 5;
    params.numObstacles = 4;
    params.worldSize = {kSide, kSide};
    World world = makeWorld(params, 13);
    const std::array<Vec2, 5> predators{{{0, 0}, {10, kSide - 1}, {2000, 2000}, {2030, 2010}, {kSide - 1, 1500}}};
    for (std::size_t k = 0; k < predators.size(); ++k) world.predators[k].position = predators[k];
    world.obstacles = {{{kSide - 10, 10}, 30}, {{2000, 2000}, 40}, {{1000, kSide - 5}, 25}, {{2040, 1990}, 20}};
    TaskTable everyBoid = linkedTasks();
    everyBoid[Task::Flee].predators = &fleeOfTheReference;
    everyBoid[Task::ObstacleAvoid].obstacles = &avoidanceOfTheReference;
    ThreadPool pool(2);
    World near = world, all = world;
    StepBuffers a, b;
    a.threads = &pool;
    b.threads = &pool;
    for (int s = 0; s < 3; ++s) {
        step(near, linkedTasks(), a, NeighborSearch::FastReference);
        step(all, everyBoid, b, NeighborSearch::FastReference);
    }
    EXPECT_TRUE(SameFlock(all, near, 0)) << "bit for bit";
}

TEST(NeighborSearch, FastReferenceWhoseReachSpansMoreRowsOfCellsThanThereAreBoidsMovesEveryBoidAsCallingThemAll) {
    // A tall, narrow world (thousands of rows of cells) and a flee radius of most of it: a run of slots for each row
    // around each predator would outnumber the boids, so the fused step tests every boid's distance instead.
    constexpr float kWide = 100, kTall = 200000;
    Params params;
    params.numBoids = 300;
    params.numPredators = 5;
    params.numObstacles = 2;
    params.worldSize = {kWide, kTall};
    params.fleeRadius = kTall / 4;
    const World world = makeWorld(params, 17);
    TaskTable everyBoid = linkedTasks();
    everyBoid[Task::Flee].predators = &fleeOfTheReference;
    everyBoid[Task::ObstacleAvoid].obstacles = &avoidanceOfTheReference;
    World byDistance = world, all = world;
    StepBuffers a, b;
    for (int s = 0; s < 3; ++s) {
        step(byDistance, linkedTasks(), a, NeighborSearch::FastReference);
        step(all, everyBoid, b, NeighborSearch::FastReference);
    }
    ASSERT_GT(a.cells.rows(), 1000);
    EXPECT_TRUE(SameFlock(all, byDistance, 0)) << "bit for bit";
}

TEST(NeighborSearch, FastReferenceCallsAFleeThatIsNotTheReferenceForEveryBoid) {
    TaskTable tasks = linkedTasks();  // still names the reference table: a force that is not its own is called
    tasks[Task::Flee].predators = &fleeEverywhere;
    const World start = busyWorld(12, 300);
    World fused = start, cellList = start;
    StepBuffers a, b;
    step(fused, tasks, a, NeighborSearch::FastReference);
    step(cellList, tasks, b, NeighborSearch::CellList);
    EXPECT_TRUE(SameFlock(cellList, fused, kTwoFloatSteps));
}

// A gathered flock and the cases at the edges of the formulas: a boid whose velocity is so large that the heading
// of each of its neighbours has an infinite length (its parts finite), two boids on one point, and a pair exactly
// the radius apart.
struct FlockForCases {
    CellList cells;
    Params params;
};
FlockForCases flockForCases() {
    World world = afterSteps(busyWorld(13, 3000), NeighborSearch::FastReference, 100);  // gathered a little
    FlockForCases f;
    f.params = world.params;
    f.params.separationWeight = 1.5f, f.params.alignmentWeight = 0.75f, f.params.cohesionWeight = 1.25f;
    const float R = f.params.neighborRadius, huge = 3e38f;
    world.boids.push_back({{40, 40}, {huge, huge}});
    world.boids.push_back({{40 + R / 2, 40}, {1, 0}});
    world.boids.push_back({{300, 300}, {0, 1}});
    world.boids.push_back({{300, 300}, {1, 0}});  // on the one before's point
    world.boids.push_back({{600, 500}, {1, 1}});
    world.boids.push_back({{600 + R, 500}, {-1, 1}});  // the radius apart, exactly (R is a whole number)
    const WorldParams& p = world.params;
    f.cells.build(world.boids, chooseCellSize(R, p.worldSize, maxGridCells(world.boids.size())), p.worldSize);
    return f;
}

// The force the reference's formulas give the boid in `slot`, its sums taken over its neighbours in slot order as
// CellList::neighborSlots() lists them, as flock_sums.cpp writes them: separation as (self - b) * (1 / d - 1 / R),
// and, for the vector units, its sum with fused multiply-adds.
enum class Fused { No, MultiplyAdds };

// a * b + c rounded once, as the vector units' FMA instruction does it. Not std::fma: MinGW-w64's rounds twice
// through x87's long double, and is off by one unit in the last place now and then. Called only on a machine with
// AVX2 or AVX-512, which have the instruction.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
[[gnu::target("fma")]] float fusedMultiplyAdd(float a, float b, float c) {
    return _mm_cvtss_f32(_mm_fmadd_ss(_mm_set_ss(a), _mm_set_ss(b), _mm_set_ss(c)));
}
#else
float fusedMultiplyAdd(float a, float b, float c) { return std::fma(a, b, c); }
#endif
Vec2 referenceFlockForce(const CellList& cells, const Params& params, std::size_t slot, Fused fused) {
    std::vector<std::uint32_t> list;
    const std::size_t count = cells.neighborSlots(slot, params.neighborRadius, list);
    const float R = params.neighborRadius;
    const float inverseR = std::isinf(R) ? std::numeric_limits<float>::quiet_NaN() : 1 / R;
    const bool fma = fused == Fused::MultiplyAdds;
    const Vec2 self = cells.positionAt(slot);
    Vec2 heading, center, push;
    for (std::size_t k = 0; k < count; ++k) {
        const Vec2 other = cells.positionAt(list[k]), offset = self - other;
        const float d2 = lengthSquared(offset);
        heading += cells.velocityAt(list[k]);
        center += other;
        if (d2 > 0) {
            const float weight = 1 / std::sqrt(d2) - inverseR;
            push = fma ? Vec2{fusedMultiplyAdd(weight, offset.x, push.x), fusedMultiplyAdd(weight, offset.y, push.y)}
                       : push + weight * offset;
        }
    }
    const float n = float(count);
    const Vec2 alignment = normalized(heading);
    const Vec2 cohesion = count > 0 ? normalized(center / n - self) : Vec2{};
    return params.separationWeight * push + params.alignmentWeight * alignment + params.cohesionWeight * cohesion;
}

TEST(NeighborSearch, FusedFlockForcesAreTheReferenceFormulasOverTheNeighboursInSlotOrderBitForBitOnEveryVectorUnit) {
    const FlockForCases f = flockForCases();
    const std::size_t hugeSlot = f.cells.slotOf(f.cells.size() - 6);
    ASSERT_GT(f.cells.velocityAt(hugeSlot).x, 1e38f);
    int units = 0;
    for (std::string_view unit : {"portable", "AVX2", "AVX-512"}) {
        std::vector<Vec2> out(f.cells.size());
        if (!flockForcesOn(unit, f.cells, f.params, 0, f.cells.size(), out.data())) continue;
        ++units;
        const Fused fused = unit == "portable" ? Fused::No : Fused::MultiplyAdds;
        for (std::size_t s = 0; s < f.cells.size(); ++s) {
            const Vec2 expected = referenceFlockForce(f.cells, f.params, s, fused);
            ASSERT_EQ(out[s], expected) << unit << ", slot " << s << " (boid " << f.cells.boidAt(s)
                                        << "): " << fmt::format("{} against {}", out[s], expected);
            ASSERT_TRUE(isFinite(out[s])) << unit << ", slot " << s << ": normalized() scales an infinite length down";
        }
    }
    EXPECT_GE(units, 1) << "every build has the portable loop";
}

TEST(NeighborSearch, FastReferenceWithANegativeRadiusFindsTheNeighboursTheCellListFinds) {
    // No slider gives a negative radius; the cell size then comes from the world alone and is shorter than the
    // radius's length, so a boid two cells away can be within it. The fused step finds what the cell list finds.
    World start = busyWorld(21, 600);
    start.params.neighborRadius = -40;
    const WorldParams& p = start.params;
    ASSERT_LT(chooseCellSize(p.neighborRadius, p.worldSize, maxGridCells(start.boids.size())), 40);
    World fused = start, cellList = start;
    StepBuffers a, b;
    step(fused, linkedTasks(), a, NeighborSearch::FastReference);
    step(cellList, linkedTasks(), b, NeighborSearch::CellList);
    EXPECT_TRUE(SameFlock(cellList, fused, kTwoFloatSteps));
}

TEST(NeighborSearch, FusedFlockForcesAreTheSameBitsHoweverTheSlotsAreSharedOut) {
    const FlockForCases f = flockForCases();
    const std::size_t n = f.cells.size();
    std::vector<Vec2> whole(n), pieces(n, Vec2{-1, -1});
    flockForces(f.cells, f.params, 0, n, whole.data());
    // Pieces that start mid-cell, mid-block of 8 and mid-row, of 1 to 1000 slots.
    std::size_t begin = 0;
    for (std::size_t k = 0; begin < n; ++k) {
        const std::size_t size = std::array<std::size_t, 6>{1, 7, 13, 8, 1000, 3}[k % 6];
        const std::size_t end = std::min(n, begin + size);
        flockForces(f.cells, f.params, begin, end, pieces.data());
        begin = end;
    }
    for (std::size_t s = 0; s < n; ++s) ASSERT_EQ(pieces[s], whole[s]) << "slot " << s;
}

TEST(NeighborSearch, CellListVisitsEveryPairOfNeighboursExactlyOnce) {
    const float radius = 40;
    const Vec2 worldSize = Params{}.worldSize;
    std::vector<Boid> boids = busyWorld(9, 800).boids;
    for (int x = 0; x < 8; ++x) boids.push_back({{radius * float(x), 0}, {1, 0}});  // on the radius, on cell edges
    boids.push_back({{0, 0}, {0, 1}});                                             // on top of another boid

    CellList cells;
    cells.build(boids, chooseCellSize(radius, worldSize, maxGridCells(boids.size())), worldSize);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> visited;
    cells.forEachPairWithin(radius, [&](std::uint32_t a, std::uint32_t b, Vec2 offset, float d2) {
        ASSERT_EQ(offset, cells.positionAt(a) - cells.positionAt(b));
        ASSERT_EQ(d2, lengthSquared(offset));
        const std::uint32_t i = cells.boidAt(a), j = cells.boidAt(b);
        visited.emplace_back(std::min(i, j), std::max(i, j));
    });
    std::sort(visited.begin(), visited.end());
    std::vector<std::pair<std::uint32_t, std::uint32_t>> expected;
    std::vector<std::uint32_t> neighbours;
    for (std::uint32_t i = 0; i < boids.size(); ++i) {
        neighbours.clear();
        findNeighborsBrute(boids, i, radius, neighbours);
        for (std::uint32_t j : neighbours) {
            if (i < j) expected.emplace_back(i, j);
        }
    }
    EXPECT_EQ(visited, expected);  // sorted both: no pair missing, none twice, no boid with itself
}

// Every boid's neighbours in a cell list over `worldSize` with cells of `cellSize` are brute force's.
void expectBruteForceNeighbours(const std::vector<Boid>& boids, float radius, float cellSize, Vec2 worldSize) {
    CellList cells;
    cells.build(boids, cellSize, worldSize);
    std::vector<std::uint32_t> slots;
    for (std::size_t slot = 0; slot < cells.size(); ++slot) {
        const std::size_t count = cells.neighborSlots(slot, radius, slots);
        std::vector<std::uint32_t> found;
        for (std::size_t j = 0; j < count; ++j) found.push_back(cells.boidAt(slots[j]));
        std::sort(found.begin(), found.end());
        std::vector<std::uint32_t> expected;
        findNeighborsBrute(boids, cells.boidAt(slot), radius, expected);
        ASSERT_EQ(found, expected) << "boid " << cells.boidAt(slot) << " at " << fmt::format("{}", cells.positionAt(slot));
    }
}

TEST(NeighborSearch, CellListFindsExactlyTheBruteForceNeighbours) {
    // A lattice with spacing exactly the radius from the world's corner: neighbours on the radius and on cell edges.
    const float radius = 40;
    const Vec2 worldSize = Params{}.worldSize;
    std::vector<Boid> boids;
    for (int x = 0; x < 8; ++x)
        for (int y = 0; y < 8; ++y) boids.push_back({{radius * float(x), radius * float(y)}, {1, 0}});
    boids.push_back({{0, 0}, {0, 1}});  // on top of another boid
    boids.push_back({{std::nextafter(worldSize.x, 0.0f), std::nextafter(worldSize.y, 0.0f)}, {1, 0}});
    expectBruteForceNeighbours(boids, radius, chooseCellSize(radius, worldSize, maxGridCells(boids.size())),
                               worldSize);
}

TEST(NeighborSearch, CellListKeepsItsCellCountWithinTheCapWhateverTheSizes) {
    // 65,536 x 65,536 cells would be 2^32: more than an int can number, and 16 GB of cell starts.
    const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
    const struct {
        Vec2 world;
        float cellSize;
    } cases[] = {{{65536, 65536}, 1},     {{1e6f, 1e6f}, 1}, {{1e30f, 10}, 1},     {{10, 1e30f}, 1e-30f},
                 {{inf, inf}, 1},         {{nan, nan}, 1},   {{1200, 900}, nan},   {{1200, 900}, 0},
                 {{3000, 1e9f}, 0.5f},    {{-5, -5}, 1},     {{1200, 900}, 40.04f}};
    for (const auto& c : cases) {
        SCOPED_TRACE(fmt::format("world {} x {}, cells of {}", c.world.x, c.world.y, c.cellSize));
        const CellGridShape shape = cellGridShape(c.world, c.cellSize);
        EXPECT_GE(shape.columns, 1);
        EXPECT_GE(shape.rows, 1);
        EXPECT_LE(std::int64_t(shape.columns) * shape.rows, kMaxCells) << shape.columns << " x " << shape.rows;
    }
    EXPECT_EQ(cellGridShape({1200, 900}, 40.04f).columns, 30) << "an ordinary world keeps its cells";
    EXPECT_EQ(cellGridShape({1200, 900}, 40.04f).rows, 23);
}

TEST(NeighborSearch, CellListBuiltOnThreadsPutsEveryBoidInTheSlotItGetsOnOne) {
    // Enough cells that the threads share out their prefix sums in blocks, and a flock in no order.
    constexpr int kBoids = 200'000;
    constexpr float kCellSize = 10;
    const Vec2 worldSize{4000, 3000};  // 400 x 300 cells
    std::vector<Boid> boids(kBoids);
    std::uint32_t state = 54;
    const auto next = [&] { return float((state = state * 1664525u + 1013904223u) >> 8) * 0x1p-24f; };
    for (Boid& b : boids) b = {{next() * worldSize.x, next() * worldSize.y}, {next(), next()}};
    CellList one;
    one.build(boids, kCellSize, worldSize);
    for (int threads : {2, 3}) {
        ThreadPool pool(threads);
        CellList many;
        many.build(boids, kCellSize, worldSize, &pool);
        ASSERT_TRUE(std::ranges::equal(one.cellStart(), many.cellStart())) << threads << " threads";
        for (std::size_t slot = 0; slot < one.size(); ++slot)
            ASSERT_EQ(one.boidAt(slot), many.boidAt(slot)) << "slot " << slot << ", " << threads << " threads";
    }
}

TEST(NeighborSearch, CellListOverAWorldOfTooManyCellsStillFindsTheBruteForceNeighbours) {
    // 1e6 x 1e6 in cells of 1: the grid is capped, and the boids beyond its last cells share the edge cells.
    std::vector<Boid> boids;
    for (float x : {0.0f, 0.5f, 1.5f, 5000.0f, 5000.9f, 999999.0f, 999999.5f})
        for (float y : {0.0f, 0.9f, 70000.0f, 999999.0f}) boids.push_back({{x, y}, {1, 0}});
    expectBruteForceNeighbours(boids, 1, 1.001f, {1e6f, 1e6f});
}

}  // namespace
}  // namespace boids
