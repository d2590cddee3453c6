// The fused step's memory traffic (boids/step_traffic.h): the bytes per boid each phase moves, from the arrays'
// element sizes, and the memory's own time for a number of bytes, on one thread and on a pool.
#include <gtest/gtest.h>

#include <boids/bodies.h>
#include <boids/step_traffic.h>
#include <boids/thread_pool.h>

namespace boids {
namespace {

constexpr double kIndex = 4;               // a uint32 index
constexpr double kSlotArrays = 4 * 4 + 1;  // x, y, vx, vy, species
constexpr double kForce = 2 * 4;           // a Vec2
constexpr double kBoid = sizeof(Boid);

TEST(StepTraffic, EachPhaseCountsTheArraysItReadsAndWritesOncePerBoid) {
    const StepTraffic t = fusedStepTraffic(0, 1);  // no cells: the per-boid arrays alone
    EXPECT_EQ(t.phases[0].phase, "build");
    EXPECT_DOUBLE_EQ(t.phases[0].read, 2 * kBoid + 2 * kIndex) << "the boids twice (count, copy), cellOf_, index_";
    EXPECT_DOUBLE_EQ(t.phases[0].written, 3 * kIndex + kSlotArrays) << "cellOf_, index_, slotOf_, the slots";
    EXPECT_EQ(t.phases[1].phase, "flock forces");
    EXPECT_DOUBLE_EQ(t.phases[1].read, kSlotArrays - 1) << "the slots but their species";
    EXPECT_DOUBLE_EQ(t.phases[1].written, kForce) << "the sums stay in the vector's lanes";
    EXPECT_DOUBLE_EQ(t.phases[2].read, kSlotArrays + kForce) << "the slots and the force";
    EXPECT_DOUBLE_EQ(t.phases[2].written, kBoid);
    EXPECT_DOUBLE_EQ(t.read(), t.phases[0].read + t.phases[1].read + t.phases[2].read);
}

TEST(StepTraffic, TheCellArraysGrowWithTheCellsAndTheParts) {
    constexpr double kCellsPerBoid = 0.5;
    constexpr int kParts = 2;
    const StepTraffic none = fusedStepTraffic(0, kParts), some = fusedStepTraffic(kCellsPerBoid, kParts);
    // Each part's counts cleared and counted (written, read), turned into cursors (read, written), and cellStart_.
    EXPECT_DOUBLE_EQ(some.read() - none.read(), kParts * kCellsPerBoid * kIndex);
    EXPECT_DOUBLE_EQ(some.written() - none.written(), (2 * kParts + 1) * kCellsPerBoid * kIndex);
}

TEST(StepTraffic, TheMemorysTimeIsMeasuredForAnyBytesOnOneThreadOrAPool) {
    constexpr std::size_t kMiB = std::size_t(1) << 20;
    ThreadPool pool(2);
    for (ThreadPool* threads : {static_cast<ThreadPool*>(nullptr), &pool}) {
        EXPECT_GT(memoryMilliseconds(3 * kMiB, 2 * kMiB, threads, 3), 0.0);
        EXPECT_GT(memoryMilliseconds(kMiB, 3 * kMiB + 5, threads, 3), 0.0) << "more written than read";
        EXPECT_GE(memoryMilliseconds(0, 0, threads, 1), 0.0);
    }
}

}  // namespace
}  // namespace boids
