// The simulation: spawning, the neighbour search, the forces on one boid, and step(), which moves the world on.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "boids/cell_list.h"
#include "boids/flock_sums.h"
#include "boids/grid.h"
#include "boids/tasks.h"
#include "boids/thread_pool.h"
#include "boids/world.h"

namespace boids {

// A world with the population `params` asks for, spawned from `seed`. From a Params, the models and species have
// their defaults (the workshop's model, no species): pass a WorldParams itself to keep its own.
World makeWorld(const WorldParams& params, std::uint64_t seed);
inline World makeWorld(const Params& params, std::uint64_t seed) { return makeWorld(WorldParams(params), seed); }

// Adds or removes boids, predators and obstacles until their counts match world.params: new ones at the end;
// predators and obstacles removed from the end, boids drawn at random from the whole flock (the others keep their
// order). Clamps predators to the new predatorMaxSpeed. Existing members keep their state.
void syncPopulation(World& world);

// The species syncPopulation() gives the boid at `index`: the four take turns, so each has a quarter of the flock
// (and no random number is drawn for it, so a seed's flight is the same with or without species).
inline std::uint8_t speciesFor(std::size_t index) { return std::uint8_t(index % kSpeciesCount); }

// Spawns one boid / predator / obstacle at a random place in the world.
Boid spawnBoid(const Params& params, Random& random);
Predator spawnPredator(const Params& params, Random& random);
Obstacle spawnObstacle(const Params& params, Random& random);

namespace detail {
float wrapFar(float x, float size);  // wrap() for an x outside [0, size), and a size of 0, below or NaN
}

// Puts x back into [0, size): the world wraps at its edges. (Inline: an x inside is the common case, twice per boid.)
inline float wrap(float x, float size) { return x >= 0 && x < size ? x : detail::wrapFar(x, size); }
inline Vec2 wrap(Vec2 p, Vec2 size) { return {wrap(p.x, size.x), wrap(p.y, size.y)}; }

// Brute force, O(n) per boid: appends to `out` the indices of every boid within `radius` of boids[self]
// (distance <= radius), self excluded, not looking across the wrapped edges.
void findNeighborsBrute(std::span<const Boid> boids, std::size_t self, float radius,
                        std::vector<std::uint32_t>& out);

// Species: while params.species is on, drops from `indices` every boid whose species differs from boids[self]'s;
// otherwise leaves them as they are. Keeps the order of the rest.
void keepSameSpecies(std::span<const Boid> boids, std::size_t self, const WorldParams& params,
                     std::vector<std::uint32_t>& indices);

// What went wrong with a force a learner's function returned.
enum class ForceFault { None, NotANumber, Infinite, Threw };

struct TaskFaults {
    int count = 0;                        // boids whose force from this task was rejected this step
    ForceFault first = ForceFault::None;  // the kind of the first rejection (of the boid with the lowest index)
    std::string message;                  // what() of the first exception, if one was thrown
    std::size_t firstBoid = 0;            // the index of the boid of `first`

    // Adds `other`'s rejections; the first stays the one of the lower boid, whichever thread saw it.
    void merge(TaskFaults&& other);
};

// Which task's function each thread of a step is running, for a watchdog thread or a signal handler to read (both
// lock-free). One lane per thread of the pool (ThreadPool::laneOfThisThread()), each written by its thread only:
// `running` is 1 + index() of the task whose function runs (runningTask()), 0 between calls; `calls` counts the calls
// begun, so that a watchdog can tell one call that never returns from many quick ones.
struct TaskProbe {
    struct alignas(64) Lane {  // a cache line each, so that threads do not slow each other down
        std::atomic<int> running{0};
        std::atomic<std::uint32_t> calls{0};
    };
    std::array<Lane, ThreadPool::kMaxThreads> lanes;

    void enter(int lane, Task task) { enterAt(lane, std::size_t(index(task))); }
    // As enter(), for the task tasks()[k]: the step's loops know k.
    void enterAt(int lane, std::size_t k) {
        Lane& l = lanes[std::size_t(lane)];
        l.calls.store(l.calls.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        l.running.store(int(k) + 1, std::memory_order_relaxed);
    }
    void leave(int lane) { lanes[std::size_t(lane)].running.store(0, std::memory_order_relaxed); }
    // The task a lane's `running` names, if any.
    static std::optional<Task> runningTask(int running) {
        if (running < 1 || running > taskCount()) return std::nullopt;
        return tasks()[std::size_t(running - 1)].task;
    }
};

// What step() had to reject. A rejected force counts as zero for that boid.
struct StepReport {
    TaskProbe* probe = nullptr;  // StepBuffers::probe, marked around every call of the table's functions
    int lane = 0;                // the probe's lane of the thread that fills this report
    std::array<TaskFaults, kMaxTasks> faults{};
    // The grid task: why this step did not use the learner's grid, such as "Task 6 Spatial grid: buildGrid threw
    // std::out_of_range: ..." (the step then ran brute force, and its faults are brute force's). Empty otherwise.
    std::string gridFault;
    int total() const;
};

// A one-line explanation for a learner, such as
// "Task 3 Cohesion returned NaN for 12 boids: did you divide by zero neighbours?". Empty when fault is None.
// `when` follows the count ("in step 40"), so that a reader knows the count is one step's, not the run's.
std::string describe(Task task, const TaskFaults& faults, std::string_view when = {});

// The forces on one boid, as the tasks' functions returned them and as step() adds them up.
struct ForceBreakdown {
    std::array<Vec2, kMaxTasks> forces{};  // per task, after rejecting NaN and infinity
    Vec2 total;                              // the weighted sum added to the velocity
};

// Calls every force of tasks.txt for `self` and combines them, each times its weight (TaskInfo::weight; flee and
// obstacle avoidance have none), in tasks.txt's order; a force the table has no function for is zero. Rejected forces count as zero and are recorded in `report`, as
// the boid with index `who`.
ForceBreakdown evaluateForces(const Boid& self, std::span<const Boid> neighbors, std::span<const Vec2> predators,
                              std::span<const Obstacle> obstacles, const Params& params, const TaskTable& tasks,
                              StepReport* report = nullptr, std::size_t who = 0);

// The forces boid `index` would feel in the next step, and its neighbours' indices (for the force inspector).
struct Inspection {
    std::vector<std::uint32_t> neighbors;
    ForceBreakdown forces;
};
Inspection inspect(const World& world, std::size_t index, const TaskTable& tasks);

// How step() finds each boid's neighbours. All three give the same neighbours (in different orders).
enum class NeighborSearch {
    BruteForce,  // the framework's findNeighborsBrute(): every boid against every boid, O(n^2)
    Grid,        // task 6: the table's buildGrid() and findNeighborsInGrid() (brute force if the table has none)
    CellList,    // the framework's fast grid (boids/cell_list.h): counting sort, boids sorted by cell
    // The cell list with the reference recipes of separation, alignment and cohesion fused into one pass over each
    // boid's neighbours (flockForces() in boids/flock_sums.h, 8 boids at a time in a vector), instead of calling the
    // table's three functions; flee and avoidance still come from the table. The same forces as CellList with the
    // reference table, up to float rounding. Only for when tasks 1-3 run the reference.
    FastReference,
};

// What one thread of a step keeps for itself: its neighbours' scratch and its rejected forces.
struct LaneBuffers {
    std::vector<std::uint32_t> neighborIndices;
    std::vector<Boid> neighbors;
    StepReport report;
};

// Reusable storage for step(), so that a step allocates nothing once the flock's size is stable.
struct StepBuffers {
    std::vector<Vec2> forces;
    std::vector<std::uint32_t> neighborIndices;
    std::vector<Boid> neighbors;
    std::vector<Vec2> predatorPositions;
    Grid grid;
    CellList cells;
    std::vector<CellList::SlotRun> reachRuns;  // the fused step's slots near a predator or an obstacle
    std::vector<LaneBuffers> lanes;    // per thread of `threads`
    TaskProbe* probe = nullptr;        // optional: where step() says which task it is running (the window's watchdog)
    // Optional: the threads that share the cell list's steps (NeighborSearch::CellList and FastReference) when the
    // flock is large enough to be worth it. Brute force and a learner's grid stay on the calling thread. The flight
    // is the same bit for bit with any number of threads: every sum is taken in an order set by the data alone.
    ThreadPool* threads = nullptr;

    // Optional, for the fused step (NeighborSearch::FastReference without species): step() leaves world.boids in
    // the order of the cell list's slots, so that the next step reads the flock in order, each thread mostly the
    // part it wrote, instead of at random. Every boid moves exactly as it would without it, but its index changes:
    // after the step, boid i of the world before it is boid indexAfterStep(i). From the next step on, the sums are
    // added in another order, so a flight agrees with one in index order up to float rounding (and is the same, bit
    // for bit, on any number of threads). For a window or a benchmark; off, an index names one boid for good.
    bool keepCellOrder = false;
    bool reordered = false;         // set by step(): the last step put world.boids in cell order
    std::vector<Boid> nextBoids;    // the flock in cell order, swapped with world.boids
    std::size_t indexAfterStep(std::size_t before) const { return reordered ? cells.slotOf(before) : before; }
};

// Below this many boids a step stays on the calling thread: waking the others would cost more than it saves (on
// this kit's CI machine, 2 threads took 0.93 times as long at 5,000 boids and 1.16 at 10,000: bench/).
inline constexpr std::size_t kParallelStepMinBoids = 10000;

// The threads a step of `boids` boids shares with `threads`: none below kParallelStepMinBoids.
inline ThreadPool* stepPool(ThreadPool* threads, std::size_t boids) {
    return boids >= kParallelStepMinBoids ? threads : nullptr;
}

// The most cells a grid gets for `boids` boids: enough for fine cells, few enough to stay cheap to clear.
std::size_t maxGridCells(std::size_t boids);

// Which neighbours a rule sees: every boid within the radius (distance <= radius, as the workshop's tasks say), or
// strictly within it (the seeds' models), and with skipSamePoint none on the boid's own point.
struct NeighborRule {
    bool strictlyWithin = false;
    bool skipSamePoint = false;
};

// The neighbours of the boid in `slot` of `cells` (built from world.boids) within `radius` under `rule`, of its own
// species while params.species is on, in cell order: copied into `out` (cleared first); `indices` is scratch.
void gatherNeighborhood(const World& world, const CellList& cells, std::size_t slot, float radius, NeighborRule rule,
                        std::vector<std::uint32_t>& indices, std::vector<Boid>& out);

// Every boid's neighbourhood from the cell list: for each boid i, in cell order (so that queries share cache
// lines), gatherNeighborhood() into buffers.neighbors; then visit(i, those neighbours). Builds buffers.cells for
// `radius`. On the calling thread.
template <class Visit>
void forEachNeighborhood(const World& world, float radius, NeighborRule rule, StepBuffers& buffers, Visit&& visit) {
    const WorldParams& p = world.params;
    CellList& cells = buffers.cells;
    cells.build(world.boids, chooseCellSize(radius, p.worldSize, maxGridCells(world.boids.size())), p.worldSize);
    for (std::size_t slot = 0; slot < cells.size(); ++slot) {
        gatherNeighborhood(world, cells, slot, radius, rule, buffers.neighborIndices, buffers.neighbors);
        visit(std::size_t(cells.boidAt(slot)), std::span<const Boid>(buffers.neighbors));
    }
}

// Moves the world on by one step of params.stepSeconds:
//  1. every boid's forces are computed from the same snapshot (its neighbours within neighborRadius, and of its
//     own species while params.species is on: then FastReference runs as CellList, which gives the same forces);
//  2. then every boid adds its force to its velocity, is limited to maxSpeed, moves and wraps;
//  3. predators wander and wrap.
StepReport step(World& world, const TaskTable& tasks, StepBuffers& buffers,
                NeighborSearch search = NeighborSearch::BruteForce);

// The predators' positions, plus the mouse when it is in the world: what calculateFlee is given.
void predatorPositions(const World& world, std::vector<Vec2>& out);

}  // namespace boids
