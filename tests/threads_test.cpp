// A step on several threads: the pool hands out every item once, the flight is the same bit for bit with any number
// of threads, and a learner's bad force is still caught and named on every thread. Also built under
// ThreadSanitizer (the tsan preset, run by `./workshop selftest --sanitize`), which fails the run on any data race.
#include <atomic>
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <vector>

#include <gtest/gtest.h>

#include "support/listed.h"

#include <boids/simulation.h>
#include <boids/thread_pool.h>

namespace boids {
namespace {

#if defined(BOIDS_UNDER_TSAN)
constexpr int kSteps = 40;  // ThreadSanitizer runs each step some ten times slower; races show in a few steps
#else
constexpr int kSteps = 300;
#endif

// A flock large enough that a step shares its work (kParallelStepMinBoids), at the workshop's other defaults.
World crowd(std::uint64_t seed, int boids = int(kParallelStepMinBoids) + 904) {
    Params params;
    params.numBoids = boids;
    params.numPredators = 4;
    params.numObstacles = 6;
    params.worldSize = {2400, 1800};  // four times the area, as the window grows it for a crowd
    return makeWorld(params, seed);
}

World flown(World world, NeighborSearch search, ThreadPool* threads, int steps, const TaskTable& tasks = linkedTasks(),
           bool keepCellOrder = false) {
    StepBuffers buffers;
    buffers.threads = threads;
    buffers.keepCellOrder = keepCellOrder;
    for (int s = 0; s < steps; ++s) step(world, tasks, buffers, search);
    return world;
}

// Bit for bit, not up to a tolerance: the same bytes in every position and velocity.
testing::AssertionResult SameBits(const World& a, const World& b) {
    if (a.boids.size() != b.boids.size()) return testing::AssertionFailure() << "different numbers of boids";
    for (std::size_t i = 0; i < a.boids.size(); ++i) {
        const Boid &x = a.boids[i], &y = b.boids[i];
        if (std::memcmp(&x.position, &y.position, sizeof(Vec2)) != 0 ||
            std::memcmp(&x.velocity, &y.velocity, sizeof(Vec2)) != 0 || x.species != y.species) {
            return testing::AssertionFailure() << "boid " << i << " differs: position (" << x.position.x << ", "
                                               << x.position.y << ") vs (" << y.position.x << ", " << y.position.y
                                               << ")";
        }
    }
    return testing::AssertionSuccess();
}

TEST(ThreadPool, HandsOutEveryItemExactlyOnceWhateverTheGrain) {
    ThreadPool pool(3);
    for (const std::size_t grain : {std::size_t{1}, std::size_t{7}, std::size_t{1000}, std::size_t{5000}}) {
        constexpr std::size_t kItems = 4321;
        std::vector<std::atomic<int>> seen(kItems);
        std::atomic<int> badLane{0};
        pool.forEachChunk(kItems, grain, [&](std::size_t begin, std::size_t end, int lane) {
            if (lane < 0 || lane >= pool.size() || end - begin > grain) badLane.fetch_add(1);
            for (std::size_t i = begin; i < end; ++i) seen[i].fetch_add(1);
        });
        for (std::size_t i = 0; i < kItems; ++i) ASSERT_EQ(seen[i].load(), 1) << "item " << i << ", grain " << grain;
        EXPECT_EQ(badLane.load(), 0) << "grain " << grain;
    }
}

TEST(ThreadPool, RethrowsTheExceptionOfAChunkOnTheCallersThread) {
    ThreadPool pool(4);
    std::atomic<int> chunks{0};
    EXPECT_THROW(pool.forEachChunk(100, 1,
                                   [&](std::size_t begin, std::size_t, int) {
                                       chunks.fetch_add(1);
                                       if (begin == 37) throw std::runtime_error("chunk 37");
                                   }),
                 std::runtime_error);
    EXPECT_EQ(chunks.load(), 100);  // the others still ran: no chunk is left half done
    std::atomic<int> after{0};
    pool.forEachChunk(10, 1, [&](std::size_t, std::size_t, int) { after.fetch_add(1); });  // and the pool still works
    EXPECT_EQ(after.load(), 10);
}

TEST(ThreadPool, ClampsItsSizeToOneAndTheMost) {
    EXPECT_EQ(ThreadPool(0).size(), 1);
    EXPECT_EQ(ThreadPool(-5).size(), 1);
    EXPECT_EQ(ThreadPool(ThreadPool::kMaxThreads + 10).size(), ThreadPool::kMaxThreads);
    EXPECT_GE(ThreadPool::hardwareThreads(), 1);
}

// Issue 18's promise: the same seed flies the same flock, bit for bit, with 1, 2 or 16 threads.
TEST(Threads, TheFusedStepFliesTheSameBitsWithOneTwoOrSixteenThreads) {
    const World start = crowd(3);
    const World alone = flown(start, NeighborSearch::FastReference, nullptr, kSteps);
    for (const int n : {1, 2, 16}) {
        ThreadPool pool(n);
        EXPECT_TRUE(SameBits(alone, flown(start, NeighborSearch::FastReference, &pool, kSteps))) << n << " threads";
    }
}

TEST(Threads, AFlockKeptInCellOrderFliesTheSameBitsWithOneTwoOrSixteenThreads) {
    const World start = crowd(6);
    const World alone = flown(start, NeighborSearch::FastReference, nullptr, kSteps, linkedTasks(), true);
    for (const int n : {2, 16}) {
        ThreadPool pool(n);
        EXPECT_TRUE(SameBits(alone, flown(start, NeighborSearch::FastReference, &pool, kSteps, linkedTasks(), true)))
            << n << " threads";
    }
}

// Issue 54's scale: a million boids at the density the window keeps as it grows its world for a big flock (2000
// boids in the default world), kept in cell order as the window flies them. The first step sorts the flock into
// cell order; the next two add each cell's sums in that order. The same bits on one thread and on two.
TEST(Threads, AMillionBoidsFlyTheSameBitsOnOneAndTwoThreads) {
    constexpr int kBoids = 1'000'000, kBoidsInTheDefaultWorld = 2000, kMillionSteps = 3;
    Params params;
    params.numBoids = kBoids;
    params.worldSize = params.worldSize * std::sqrt(float(kBoids) / float(kBoidsInTheDefaultWorld));
    const World start = makeWorld(params, 54);
    ThreadPool two(2);
    const World alone = flown(start, NeighborSearch::FastReference, nullptr, kMillionSteps, linkedTasks(), true);
    EXPECT_TRUE(SameBits(alone, flown(start, NeighborSearch::FastReference, &two, kMillionSteps, linkedTasks(), true)));
}

TEST(Threads, TheCellListCallingEachFunctionFliesTheSameBitsWithOneTwoOrSixteenThreads) {
    const World start = crowd(4);
    const int steps = kSteps / 3;  // each boid calls five functions: slower than the fused step
    const World alone = flown(start, NeighborSearch::CellList, nullptr, steps);
    for (const int n : {2, 16}) {
        ThreadPool pool(n);
        EXPECT_TRUE(SameBits(alone, flown(start, NeighborSearch::CellList, &pool, steps))) << n << " threads";
    }
}

TEST(Threads, AreSharedOnlyByAFlockLargeEnoughToGainFromThem) {
    // Below kParallelStepMinBoids a step stays on its thread: the same bits, and the pool is never woken.
    const World small = crowd(5, 300);
    ThreadPool pool(4);
    EXPECT_TRUE(SameBits(flown(small, NeighborSearch::FastReference, nullptr, 20),
                         flown(small, NeighborSearch::FastReference, &pool, 20)));
}

// A learner's flee that returns NaN on the right half of the world: boids there are spread over every thread's part.
Vec2 nanOnTheRight(const Boid& self, std::span<const Vec2>, const Params& params) {
    return self.position.x > params.worldSize.x / 2 ? Vec2{std::nanf(""), 0} : Vec2{};
}

// A cohesion that throws for the boids in the top quarter of the world.
Vec2 throwsAtTheTop(const Boid& self, std::span<const Boid>, const Params& params) {
    if (self.position.y > params.worldSize.y * 0.75f) throw std::domain_error("no centre up here");
    return {};
}

TEST(Threads, CatchAndNameALearnersBadForceOnEveryThread) {
    BOIDS_SKIP_UNLESS_LISTED(Task::Flee, Task::Cohesion);
    const World start = crowd(6);
    std::size_t right = 0, top = 0, firstRight = start.boids.size(), firstTop = start.boids.size();
    for (std::size_t i = 0; i < start.boids.size(); ++i) {
        if (start.boids[i].position.x > start.params.worldSize.x / 2) {
            ++right;
            firstRight = std::min(firstRight, i);
        }
        if (start.boids[i].position.y > start.params.worldSize.y * 0.75f) {
            ++top;
            firstTop = std::min(firstTop, i);
        }
    }
    TaskTable table = linkedTasks();
    table[Task::Flee].predators = nanOnTheRight;
    table[Task::Cohesion].flock = throwsAtTheTop;
    for (const NeighborSearch search : {NeighborSearch::CellList, NeighborSearch::FastReference}) {
        for (const int n : {1, 2, 16}) {
            SCOPED_TRACE(testing::Message() << n << " threads, "
                                            << (search == NeighborSearch::CellList ? "cell list" : "fused"));
            ThreadPool pool(n);
            World world = start;
            StepBuffers buffers;
            buffers.threads = &pool;
            const StepReport report = step(world, table, buffers, search);
            const TaskFaults& flee = report.faults[index(Task::Flee)];
            EXPECT_EQ(flee.count, int(right));  // every one, whichever thread met it
            EXPECT_EQ(flee.first, ForceFault::NotANumber);
            EXPECT_EQ(flee.firstBoid, firstRight);  // the lowest boid's, so the message never depends on threads
            const TaskFaults& cohesion = report.faults[index(Task::Cohesion)];
            if (search == NeighborSearch::CellList) {  // the fused step adds up tasks 1-3 itself
                EXPECT_EQ(cohesion.count, int(top));
                EXPECT_EQ(cohesion.first, ForceFault::Threw);
                EXPECT_EQ(cohesion.firstBoid, firstTop);
                EXPECT_EQ(cohesion.message, "no centre up here");
            }
            for (const Boid& b : world.boids) ASSERT_TRUE(isFinite(b.position) && isFinite(b.velocity));
        }
    }
}

}  // namespace
}  // namespace boids
