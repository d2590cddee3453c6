// A step allocates nothing once its buffers have grown to the flock: counted by replacing operator new in this
// test program only.
#include <atomic>
#include <cstdlib>
#include <new>

#ifdef _WIN32
#include <malloc.h>  // _aligned_malloc, _aligned_free
#endif

#include <gtest/gtest.h>

#include <boids/simulation.h>

namespace {
std::atomic<long> allocations{0};  // every operator new in this program; read around one call at a time

// Memory aligned to `a` bytes, or null. Windows' C library has no std::aligned_alloc (its free() could not free
// one): it has _aligned_malloc, freed by _aligned_free.
void* alignedAllocate(std::size_t a, std::size_t size) {
#ifdef _WIN32
    return _aligned_malloc(size == 0 ? a : size, a);
#else
    const std::size_t rounded = (size + a - 1) / a * a;  // aligned_alloc wants a multiple of the alignment
    return std::aligned_alloc(a, rounded == 0 ? a : rounded);
#endif
}
void alignedFree(void* p) {
#ifdef _WIN32
    _aligned_free(p);
#else
    std::free(p);
#endif
}
}  // namespace

void* operator new(std::size_t size) {
    allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

// The cell list's arrays are aligned to 64 bytes (boids/aligned_vector.h): those allocations count too.
void* operator new(std::size_t size, std::align_val_t align) {
    allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = alignedAllocate(std::size_t(align), size)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p, std::align_val_t) noexcept { alignedFree(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { alignedFree(p); }

namespace boids {
namespace {

long allocationsDuring(World& world, StepBuffers& buffers, NeighborSearch search) {
    const long before = allocations.load();
    step(world, linkedTasks(), buffers, search);
    return allocations.load() - before;
}

World crowd() {
    Params params;
    params.numBoids = 2000;
    params.numPredators = 5;
    params.numObstacles = 10;
    return makeWorld(params, 11);
}

TEST(Allocation, TheCountingReallyCountsAllocations) {
    const long before = allocations.load();
    void* p = ::operator new(16);  // a direct call: unlike a new-expression, the compiler may not leave it out
    ::operator delete(p);
    EXPECT_EQ(allocations.load() - before, 1);
}

TEST(Allocation, AFastReferenceStepAllocatesNothingOnceWarm) {
    const World start = crowd();
    StepBuffers buffers;
    World warm = start;
    allocationsDuring(warm, buffers, NeighborSearch::FastReference);  // grows the buffers
    for (int s = 0; s < 5; ++s) {
        World world = start;  // the same world: nothing needs more room than the first time
        EXPECT_EQ(allocationsDuring(world, buffers, NeighborSearch::FastReference), 0) << "step " << s;
    }
}

TEST(Allocation, TheCountingCountsAlignedAllocationsToo) {
    const long before = allocations.load();
    void* p = ::operator new(16, std::align_val_t{64});
    ::operator delete(p, std::align_val_t{64});
    EXPECT_EQ(allocations.load() - before, 1);
}

TEST(Allocation, AStepOnSeveralThreadsAllocatesNothingOnceWarm) {
    Params params = crowd().params;
    params.numBoids = int(kParallelStepMinBoids) * 2;  // large enough to share the step
    params.worldSize = {2400, 1800};
    const World start = makeWorld(params, 11);
    ThreadPool pool(3);
    for (const NeighborSearch search : {NeighborSearch::FastReference, NeighborSearch::CellList}) {
        StepBuffers buffers;
        buffers.threads = &pool;
        World warm = start;
        allocationsDuring(warm, buffers, search);
        World world = start;
        EXPECT_EQ(allocationsDuring(world, buffers, search), 0)
            << (search == NeighborSearch::FastReference ? "fused" : "cell list");
    }
}

TEST(Allocation, AFlockKeptInCellOrderAllocatesNothingOnceWarm) {
    // As the window flies it: one world stepped on, on several threads, in cell order from its first step.
    Params params = crowd().params;
    params.numBoids = int(kParallelStepMinBoids) * 2;
    params.worldSize = {2400, 1800};
    World world = makeWorld(params, 12);
    ThreadPool pool(3);
    StepBuffers buffers;
    buffers.threads = &pool;
    buffers.keepCellOrder = true;
    for (int s = 0; s < 3; ++s) allocationsDuring(world, buffers, NeighborSearch::FastReference);
    for (int s = 0; s < 5; ++s) {
        EXPECT_EQ(allocationsDuring(world, buffers, NeighborSearch::FastReference), 0) << "step " << s;
    }
    EXPECT_TRUE(buffers.reordered);
}

TEST(Allocation, ABruteForceStepAllocatesNothingOnceWarm) {
    const World start = crowd();
    StepBuffers buffers;
    World warm = start;
    allocationsDuring(warm, buffers, NeighborSearch::BruteForce);
    World world = start;
    EXPECT_EQ(allocationsDuring(world, buffers, NeighborSearch::BruteForce), 0);
}

}  // namespace
}  // namespace boids
