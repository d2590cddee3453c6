// The simulation: spawning, the neighbour search, force evaluation with rejection of bad forces, and step().
#include "boids/simulation.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <limits>

#include <fmt/format.h>

#include "prefetch.h"

namespace boids {

namespace {

Vec2 randomDirection(Random& random) { return rotated(Vec2{1, 0}, random.uniform(0, 360)); }

Vec2 randomPosition(const Params& params, Random& random) {
    return {random.uniform(0, params.worldSize.x), random.uniform(0, params.worldSize.y)};
}

// Calls the function of task kTasks[k]; a NaN, an infinity or an exception becomes zero and is recorded.
template <class Fn, class Items>
Vec2 guarded(std::size_t k, Fn fn, const Boid& self, Items items, const Params& params, StepReport* report,
             std::size_t who) {
    ForceFault fault = ForceFault::None;
    std::string message;
    Vec2 force;
    TaskProbe* probe = report ? report->probe : nullptr;
    if (probe) probe->enterAt(report->lane, k);
    try {
        force = fn(self, items, params);
        if (std::isnan(force.x) || std::isnan(force.y)) fault = ForceFault::NotANumber;
        else if (!isFinite(force)) fault = ForceFault::Infinite;
    } catch (const std::exception& e) {
        fault = ForceFault::Threw;
        message = e.what();
    } catch (...) {
        fault = ForceFault::Threw;
        message = "an exception that is not a std::exception";
    }
    if (probe) probe->leave(report->lane);
    if (fault == ForceFault::None) return force;
    if (report) {
        TaskFaults& faults = report->faults[k];
        if (faults.count++ == 0 || who < faults.firstBoid) {
            faults.first = fault;
            faults.message = std::move(message);
            faults.firstBoid = who;
        }
    }
    return {};
}

// What a task's force is multiplied by (TaskInfo::weight): 1 for a force added as it is.
float weightOf(const TaskInfo& task, const Params& params) {
    return task.weight ? params.*task.weight : 1.0f;
}

// Calls kTasks[k]'s function, `fn`, with what its kind reads, through guarded(); zero when the table has none.
Vec2 forceOf(std::size_t k, const TaskFunction& fn, const Boid& self, std::span<const Boid> neighbors,
             std::span<const Vec2> predators, std::span<const Obstacle> obstacles, const Params& params,
             StepReport* report, std::size_t who) {
    if (fn.flock) return guarded(k, fn.flock, self, neighbors, params, report, who);
    if (fn.predators) return guarded(k, fn.predators, self, predators, params, report, who);
    if (fn.obstacles) return guarded(k, fn.obstacles, self, obstacles, params, report, who);
    return {};
}

// The weighted sum step() adds to a velocity, in tasks.txt's order: zero if finite forces are so large that the sum
// overflows.
Vec2 combine(const std::array<Vec2, kTaskCount>& f, const Params& params) {
    Vec2 total;
    for (std::size_t k = 0; k < kTasks.size(); ++k) {
        if (kTasks[k].kind != TaskKind::Grid) total += weightOf(kTasks[k], params) * f[k];
    }
    return isFinite(total) ? total : Vec2{};
}

// The distance within which a reference force may act (TaskTable::reference): beyond fleeRadius of every predator
// the reference flee is zero, and beyond obstacleLookAhead of every obstacle so is its avoidance. reaches() is true
// for a boid the force must be called for. The radius gets a margin of 1/1000, so a boid on the edge, where rounding
// decides, is called; a reach that is not known (a learner's force, a flee strength of infinity, whose zero would be
// NaN) calls every boid; a NaN radius calls none, as the reference then acts on none.
class Reach {
public:
    Reach() : Reach(false, 0) {}
    Reach(bool known, float radius) : squared_(known ? square(radius + radius / 1000) : kEverywhere) {}

    template <class Item, class Center>
    bool reaches(Vec2 position, std::span<const Item> items, Center center) const {
        if (squared_ == kEverywhere) return true;
        for (const Item& item : items) {
            if (lengthSquared(position - center(item)) <= squared_) return true;
        }
        return false;
    }

private:
    static constexpr float kEverywhere = std::numeric_limits<float>::infinity();
    static float square(float x) { return x * x; }
    float squared_;
};

}  // namespace

Boid spawnBoid(const Params& params, Random& random) {
    const float fastest = std::max(params.spawnMinSpeed, params.spawnMaxSpeedFraction * params.maxSpeed);
    const float speed = random.uniform(params.spawnMinSpeed, fastest);
    const Vec2 position = randomPosition(params, random);
    return {position, randomDirection(random) * speed};
}

Predator spawnPredator(const Params& params, Random& random) {
    const float speed = random.uniform(params.predatorMaxSpeed / 3, params.predatorMaxSpeed);
    const Vec2 position = randomPosition(params, random);
    return {position, randomDirection(random) * speed, 0};
}

Obstacle spawnObstacle(const Params& params, Random& random) {
    const Vec2 center = randomPosition(params, random);
    return {center, random.uniform(params.obstacleMinRadius, params.obstacleMaxRadius)};
}

World makeWorld(const Params& params, std::uint64_t seed) {
    World world;
    world.params = params;
    world.random = Random(seed);
    syncPopulation(world);
    return world;
}

void syncPopulation(World& world) {
    const Params& p = world.params;
    auto resize = [&](auto& items, int wanted, auto spawn) {
        const std::size_t n = std::size_t(std::max(wanted, 0));
        if (items.size() > n) items.resize(n);
        while (items.size() < n) items.push_back(spawn(p, world.random));
    };
    // Fewer boids: the ones kept are drawn at random from the whole flock, in their order (selection sampling),
    // not the first ones: a flock kept in cell order (StepBuffers::keepCellOrder) would lose its top rows.
    const std::size_t wanted = std::size_t(std::max(p.numBoids, 0));
    if (world.boids.size() > wanted) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < world.boids.size() && kept < wanted; ++i) {
            const std::size_t left = world.boids.size() - i;
            if (world.random.next() % left < wanted - kept) world.boids[kept++] = world.boids[i];
        }
        world.boids.resize(wanted);
    }
    const std::size_t before = world.boids.size();
    resize(world.boids, p.numBoids, spawnBoid);
    for (std::size_t i = before; i < world.boids.size(); ++i) world.boids[i].species = speciesFor(i);
    resize(world.predators, p.numPredators, spawnPredator);
    resize(world.obstacles, p.numObstacles, spawnObstacle);
    for (Predator& predator : world.predators) predator.velocity = limited(predator.velocity, p.predatorMaxSpeed);
}

float detail::wrapFar(float x, float size) {
    if (!(size > 0)) return 0;
    if (x >= 0 && x < size) return x;
    x = std::fmod(x, size);
    if (x < 0) x += size;
    return x < size ? x : 0;  // -tiny + size can round up to size itself
}


void findNeighborsBrute(std::span<const Boid> boids, std::size_t self, float radius,
                        std::vector<std::uint32_t>& out) {
    const Vec2 center = boids[self].position;
    const float radiusSquared = radius * radius;
    for (std::size_t i = 0; i < boids.size(); ++i) {
        if (i != self && lengthSquared(boids[i].position - center) <= radiusSquared) {
            out.push_back(std::uint32_t(i));
        }
    }
}

void keepSameSpecies(std::span<const Boid> boids, std::size_t self, const Params& params,
                     std::vector<std::uint32_t>& indices) {
    if (!params.species || self >= boids.size()) return;
    const std::uint8_t mine = boids[self].species;
    std::erase_if(indices, [&](std::uint32_t k) { return k >= boids.size() || boids[k].species != mine; });
}

void TaskFaults::merge(TaskFaults&& other) {
    if (other.count == 0) return;
    if (count == 0 || other.firstBoid < firstBoid) {
        first = other.first;
        message = std::move(other.message);
        firstBoid = other.firstBoid;
    }
    count += other.count;
}

int StepReport::total() const {
    int sum = 0;
    for (const TaskFaults& f : faults) sum += f.count;
    return sum;
}

std::string describe(Task task, const TaskFaults& faults, std::string_view when) {
    const TaskInfo t = info(task);
    const std::string who = fmt::format("Task {} {}", t.number, t.name);
    const std::string boids = fmt::format("{} boid{}{}{}", faults.count, faults.count == 1 ? "" : "s",
                                          when.empty() ? "" : " ", when);
    switch (faults.first) {
        case ForceFault::None: return {};
        case ForceFault::NotANumber:
            return fmt::format("{} returned NaN for {}: did you divide by zero (no neighbours, a zero length)?", who,
                               boids);
        case ForceFault::Infinite:
            return fmt::format("{} returned infinity for {}: did you divide by a distance of zero?", who, boids);
        case ForceFault::Threw:
            return fmt::format("{} threw for {}: {}", who, boids, faults.message);
    }
    return {};
}

ForceBreakdown evaluateForces(const Boid& self, std::span<const Boid> neighbors, std::span<const Vec2> predators,
                              std::span<const Obstacle> obstacles, const Params& params, const TaskTable& tasks,
                              StepReport* report, std::size_t who) {
    ForceBreakdown out;
    auto& f = out.forces;
    for (std::size_t k = 0; k < kTasks.size(); ++k) {
        if (kTasks[k].kind != TaskKind::Grid) {
            f[k] = forceOf(k, tasks.forces[k], self, neighbors, predators, obstacles, params, report, who);
        }
    }

    out.total = combine(f, params);
    return out;
}

void predatorPositions(const World& world, std::vector<Vec2>& out) {
    out.clear();
    for (const Predator& p : world.predators) out.push_back(p.position);
    if (world.mousePredator) out.push_back(*world.mousePredator);
}

Inspection inspect(const World& world, std::size_t index, const TaskTable& tasks) {
    Inspection result;
    if (index >= world.boids.size()) return result;
    findNeighborsBrute(world.boids, index, world.params.neighborRadius, result.neighbors);
    keepSameSpecies(world.boids, index, world.params, result.neighbors);
    std::vector<Boid> neighbors;
    for (std::uint32_t i : result.neighbors) neighbors.push_back(world.boids[i]);
    std::vector<Vec2> predators;
    predatorPositions(world, predators);
    result.forces = evaluateForces(world.boids[index], neighbors, predators, world.obstacles, world.params, tasks);
    return result;
}

std::size_t maxGridCells(std::size_t boids) { return std::max<std::size_t>(4096, 2 * boids); }

void gatherNeighborhood(const World& world, const CellList& cells, std::size_t slot, float radius, NeighborRule rule,
                        std::vector<std::uint32_t>& indices, std::vector<Boid>& out) {
    const Params& p = world.params;
    const float radiusSquared = radius * radius;
    const bool measure = rule.strictlyWithin || rule.skipSamePoint;  // neighborSlots() already kept <= radius
    const std::size_t count = cells.neighborSlots(slot, radius, indices);
    const std::uint8_t mine = world.boids[cells.boidAt(slot)].species;
    out.clear();
    for (std::size_t j = 0; j < count; ++j) {
        const std::uint32_t k = indices[j];
        const std::uint8_t theirs = world.boids[cells.boidAt(k)].species;
        if (p.species && theirs != mine) continue;
        if (measure) {
            const float dd = lengthSquared(cells.positionAt(k) - cells.positionAt(slot));
            if ((rule.strictlyWithin && dd >= radiusSquared) || (rule.skipSamePoint && dd == 0)) continue;
        }
        out.push_back({cells.positionAt(k), cells.velocityAt(k), theirs});
    }
}

namespace {

// Phase 1 of step(), one function per NeighborSearch: each writes buffers.forces for every boid (by boid index, or
// by slot of the cell list: forcesBySlot), reading the world as it was before anyone moved.
struct ForcePhase {
    const World& world;
    const TaskTable& tasks;
    StepBuffers& buffers;
    StepReport& report;
    bool forcesBySlot = false;  // buffers.forces is indexed by slot of buffers.cells, else by boid

    const Params& params() const { return world.params; }
    float cellSize() const {
        return chooseCellSize(params().neighborRadius, params().worldSize, maxGridCells(world.boids.size()));
    }

    // Runs body(begin, end, lane) over [0, count) in chunks of `grain`: on the pool's threads for a large flock,
    // else on this thread as lane 0. Each lane's rejected forces go to its own report, merged into `report` after.
    // The threads this step shares, if any: none for a small flock.
    ThreadPool* pool() const { return world.boids.size() >= kParallelStepMinBoids ? buffers.threads : nullptr; }

    template <class Body>
    void parallel(std::size_t count, std::size_t grain, Body&& body) {
        ThreadPool* const pool = this->pool();
        const std::size_t lanes = pool ? std::size_t(pool->size()) : 1;
        if (buffers.lanes.size() < lanes) buffers.lanes.resize(lanes);
        for (std::size_t lane = 0; lane < lanes; ++lane) {
            StepReport& r = buffers.lanes[lane].report;
            r.faults = {};
            r.probe = report.probe;
            r.lane = int(lane);
        }
        if (pool) pool->forEachChunk(count, grain, body);
        else body(std::size_t{0}, count, 0);
        std::size_t indices = 0, neighbors = 0;
        for (std::size_t lane = 0; lane < lanes; ++lane) {
            LaneBuffers& l = buffers.lanes[lane];
            for (std::size_t t = 0; t < kTaskCount; ++t) report.faults[t].merge(std::move(l.report.faults[t]));
            indices = std::max(indices, l.neighborIndices.size());
            neighbors = std::max(neighbors, l.neighbors.capacity());
        }
        // Each lane gets the room the busiest one needed: which thread meets the largest neighbourhood changes from
        // step to step, and a step of a stable flock must allocate nothing. The list of slots gets the size, not
        // only the room: CellList::neighborSlots() grows a list by twice what it needs once its size is short.
        for (std::size_t lane = 0; lane < lanes; ++lane) {
            buffers.lanes[lane].neighborIndices.resize(indices);
            buffers.lanes[lane].neighbors.reserve(neighbors);
        }
    }

    // The force on boid i, given its neighbours.
    Vec2 forceOn(std::size_t i, std::span<const Boid> neighbors, StepReport& to) const {
        return evaluateForces(world.boids[i], neighbors, buffers.predatorPositions, world.obstacles, params(), tasks,
                              &to, i)
            .total;
    }

    // buffers.neighborIndices -> copies of those boids in buffers.neighbors; indices out of range are dropped.
    void gatherIndices() {
        buffers.neighbors.clear();
        for (std::uint32_t k : buffers.neighborIndices) {
            if (k < world.boids.size()) buffers.neighbors.push_back(world.boids[k]);
        }
    }

    void bruteForce() {
        for (std::size_t i = 0; i < world.boids.size(); ++i) {
            buffers.neighborIndices.clear();
            findNeighborsBrute(world.boids, i, params().neighborRadius, buffers.neighborIndices);
            keepSameSpecies(world.boids, i, params(), buffers.neighborIndices);
            gatherIndices();
            buffers.forces[i] = forceOn(i, buffers.neighbors, report);
        }
    }

    // Marks the learner's grid (the grid task) as running for the watchdog; leave() when it throws is the caller's.
    void enterGrid() {
        if (buffers.probe) buffers.probe->enter(report.lane, kGridTask);
    }
    void leaveGrid() {
        if (buffers.probe) buffers.probe->leave(report.lane);
    }

    void grid() {
        enterGrid();
        tasks.buildGrid(buffers.grid, world.boids, cellSize(), params().worldSize);
        leaveGrid();
        for (std::size_t i = 0; i < world.boids.size(); ++i) {
            buffers.neighborIndices.clear();
            enterGrid();
            tasks.findNeighborsInGrid(buffers.grid, world.boids, i, params().neighborRadius, buffers.neighborIndices);
            leaveGrid();
            std::erase(buffers.neighborIndices, std::uint32_t(i));  // a learner's grid may list the boid itself
            keepSameSpecies(world.boids, i, params(), buffers.neighborIndices);
            gatherIndices();
            buffers.forces[i] = forceOn(i, buffers.neighbors, report);
        }
    }

    // The cell list's searches write buffers.forces by slot (forcesBySlot): each thread's chunk of slots is then
    // one run of memory, where writing by boid would scatter both threads' writes over the same cache lines.
    void cellList() {
        const float R = params().neighborRadius;
        CellList& cells = buffers.cells;
        cells.build(world.boids, cellSize(), params().worldSize, pool());
        forcesBySlot = true;
        parallel(cells.size(), 256, [&](std::size_t begin, std::size_t end, int lane) {
            LaneBuffers& mine = buffers.lanes[std::size_t(lane)];
            for (std::size_t slot = begin; slot < end; ++slot) {
                gatherNeighborhood(world, cells, slot, R, {}, mine.neighborIndices, mine.neighbors);
                buffers.forces[slot] = forceOn(cells.boidAt(slot), mine.neighbors, mine.report);
            }
        });
    }

    // Whether the table's function for `task` is the reference's own (TaskTable::reference).
    bool isReference(Task task) const { return tasks.reference && tasks[task] == (*tasks.reference)[task]; }
    // Whether the fused sums (flock_sums.h) stand for `task`: the kit's own flock forces, as the reference's.
    bool isFused(Task task) const {
        return (task == Task::Alignment || task == Task::Separation || task == Task::Cohesion) && isReference(task);
    }
    // The weights the fused sums are taken with: each fused task's own, and 0 for one that is not fused (left out of
    // tasks.txt, or called instead).
    Params fusedWeights() const {
        Params fused = params();
        const std::array<std::pair<Task, float Params::*>, 3> sums{{{Task::Alignment, &Params::alignmentWeight},
                                                                    {Task::Separation, &Params::separationWeight},
                                                                    {Task::Cohesion, &Params::cohesionWeight}}};
        for (const auto& [task, field] : sums) {
            fused.*field = isListed(task) && isFused(task) ? weightOf(info(task), params()) : 0.0f;
        }
        return fused;
    }

    // Writes the forces by slot: each thread's chunk is one run of memory. (Moving each boid here instead, by its
    // index, would scatter both threads' writes over the same cache lines of world.boids: 1.3 times for 2 threads
    // instead of 1.8.)
    void fastReference() {
        const CellList& cells = buffers.cells;
        const Params& p = params();
        const float R = p.neighborRadius;
        buffers.cells.build(world.boids, cellSize(), p.worldSize, pool());
        FlockSums& sums = buffers.flockSums;
        sums.resize(cells.size());

        // Each pair of neighbours once, added to both (flock_sums.h): the even rows of cells, then the odd ones.
        // Rows of one parity write apart, so they run side by side. Even row r first clears the slots it writes
        // (rows r and r + 1): together the even rows clear every slot, each once, before any sum reaches it.
        // With threads, the busiest rows go first, so that no thread is left with a long row at the end while the
        // others wait. (On one thread the order does not matter, and a world of millions of rows of cells, each
        // nearly empty, would spend its step sorting them.)
        for (int parity = 0; parity < 2; ++parity) {
            std::vector<int>& order = buffers.rowOrder;
            order.clear();
            for (int row = parity; row < cells.rows(); row += 2) order.push_back(row);
            const auto boidsIn = [&](int row) { return cells.slotsBeforeRow(row + 1) - cells.slotsBeforeRow(row); };
            if (pool()) {
                std::sort(order.begin(), order.end(), [&](int a, int b) {  // std::sort: stable_sort may allocate
                    return boidsIn(a) != boidsIn(b) ? boidsIn(a) > boidsIn(b) : a < b;
                });
            }
            parallel(order.size(), 1, [&](std::size_t begin, std::size_t end, int) {
                for (std::size_t k = begin; k < end; ++k) {
                    const int row = order[k];
                    if (parity == 0) sums.clear(cells.slotsBeforeRow(row), cells.slotsBeforeRow(row + 2));
                    addRowPairs(cells, R, row, sums);
                }
            });
        }

        // The sums stand for the kit's alignment, separation and cohesion where the table's function is the
        // reference's (fusedWeights() gives the others a weight of 0); every other force is called, as combine() adds
        // it: a flock force with the boid's neighbours, flee and avoidance only within their reach where they are the
        // reference's.
        const Params fused = fusedWeights();
        const std::span<const Vec2> predators = buffers.predatorPositions;
        const std::span<const Obstacle> obstacles = world.obstacles;
        // The forces called for each boid, found once per step: the loop over the boids does no lookup by task.
        struct Call {
            std::size_t k;  // index()
            TaskKind kind;
            TaskFunction fn;
            float weight;
            Reach reach;
        };
        std::array<Call, kTaskCount> calls;
        std::size_t callCount = 0;
        bool needsNeighbors = false;
        for (Task task : kForceTasks) {
            if (isFused(task) || !tasks[task]) continue;
            const TaskInfo& t = info(task);
            const Reach reach = task == Task::Flee ? Reach(isReference(task) && std::isfinite(p.fleeStrength), p.fleeRadius)
                              : task == Task::ObstacleAvoid ? Reach(isReference(task), p.obstacleLookAhead)
                                                            : Reach(false, 0);
            calls[callCount++] = {std::size_t(index(task)), t.kind, tasks[task], weightOf(t, p), reach};
            needsNeighbors |= t.kind == TaskKind::Flock;
        }
        const std::span<const Call> called(calls.data(), callCount);
        parallel(cells.size(), 1024, [&](std::size_t begin, std::size_t end, int lane) {
            LaneBuffers& mine = buffers.lanes[std::size_t(lane)];
            Vec2* const forces = buffers.forces.data();
            weightedFlockForces(sums, cells, fused, begin, end, forces);
            if (called.empty()) return;
            for (std::size_t slot = begin; slot < end; ++slot) {
                const Boid self{cells.positionAt(slot), cells.velocityAt(slot)};
                const std::size_t i = cells.boidAt(slot);
                if (needsNeighbors) gatherNeighborhood(world, cells, slot, R, {}, mine.neighborIndices, mine.neighbors);
                Vec2 total = forces[slot];
                for (const Call& call : called) {
                    const bool near = call.kind == TaskKind::Predators
                                          ? call.reach.reaches(self.position, predators, [](Vec2 at) { return at; })
                                      : call.kind == TaskKind::Obstacles
                                          ? call.reach.reaches(self.position, obstacles,
                                                               [](const Obstacle& o) { return o.center; })
                                          : true;
                    if (!near) continue;
                    total += call.weight *
                             forceOf(call.k, call.fn, self, mine.neighbors, predators, obstacles, p, &mine.report, i);
                }
                forces[slot] = isFinite(total) ? total : Vec2{};
            }
        });
        forcesBySlot = true;
    }

    // Phase 2 of step() as move() does it, into buffers.nextBoids by slot of buffers.cells (forcesBySlot): the
    // flock in cell order, read in order from the cell list's arrays.
    void moveIntoCellOrder(const World& moving) {
        const Params& p = params();
        const CellList& cells = buffers.cells;
        buffers.nextBoids.resize(cells.size());
        parallel(cells.size(), 4096, [&](std::size_t begin, std::size_t end, int) {
            for (std::size_t slot = begin; slot < end; ++slot) {
                Boid& boid = buffers.nextBoids[slot];
                boid.velocity = limited(cells.velocityAt(slot) + buffers.forces[slot], p.maxSpeed);
                boid.position = wrap(cells.positionAt(slot) + boid.velocity, p.worldSize);
                boid.species = moving.boids[cells.boidAt(slot)].species;
            }
        });
    }

    // Phase 2 of step(): every boid adds its force to its velocity, is limited to maxSpeed, moves and wraps.
    void move(World& moving) {
        const Params& p = params();
        parallel(moving.boids.size(), 4096, [&](std::size_t begin, std::size_t end, int) {
            for (std::size_t i = begin; i < end; ++i) {
                if (forcesBySlot && i + kPrefetchAhead < end) {
                    prefetch(&buffers.forces[buffers.cells.slotOf(i + kPrefetchAhead)]);
                }
                Boid& boid = moving.boids[i];
                const Vec2 force = buffers.forces[forcesBySlot ? buffers.cells.slotOf(i) : i];
                boid.velocity = limited(boid.velocity + force, p.maxSpeed);
                boid.position = wrap(boid.position + boid.velocity, p.worldSize);
            }
        });
    }
};

}  // namespace

StepReport step(World& world, const TaskTable& tasks, StepBuffers& buffers, NeighborSearch search) {
    const Params& p = world.params;
    StepReport report;
    report.probe = buffers.probe;
    report.lane = ThreadPool::laneOfThisThread();
    predatorPositions(world, buffers.predatorPositions);
    buffers.forces.resize(world.boids.size());

    // 1. Every force is computed from the world as it is now: nobody has moved yet.
    ForcePhase forces{world, tasks, buffers, report};
    buffers.reordered = false;
    switch (search) {
        case NeighborSearch::BruteForce: forces.bruteForce(); break;
        case NeighborSearch::Grid:
            // A learner's grid gets only a world it can cut into cells: a size of NaN, infinity or <= 0 would turn
            // into an int out of range in ceil(worldSize.x / cellSize), which is undefined behaviour.
            if (tasks.buildGrid && tasks.findNeighborsInGrid && isFinite(p.worldSize) && p.worldSize.x > 0 &&
                p.worldSize.y > 0) {
                // A learner's grid that throws must not stop the window: this step falls back to brute force.
                const std::string who = fmt::format("Task {} {}", info(kGridTask).number, info(kGridTask).name);
                std::string fault;
                try {
                    forces.grid();
                } catch (const std::exception& e) {
                    fault = who + " threw an exception: " + e.what();
                } catch (...) {
                    fault = who + " threw something that is not a std::exception";
                }
                if (!fault.empty()) {
                    forces.leaveGrid();
                    const int lane = report.lane;
                    report = StepReport{};  // the faults of the half-done grid pass are counted again below
                    report.probe = buffers.probe;
                    report.lane = lane;
                    report.gridFault = fault + "; this step used brute force instead.";
                    forces.bruteForce();
                }
            } else {
                forces.bruteForce();
            }
            break;
        case NeighborSearch::CellList: forces.cellList(); break;
        case NeighborSearch::FastReference:
            if (p.species) forces.cellList();  // the fused pairs know no species; the same forces, unfused
            else forces.fastReference();
            break;
    }
    const bool fused = search == NeighborSearch::FastReference && !p.species;

    // 2. Then everyone moves.
    if (fused && buffers.keepCellOrder) {
        forces.moveIntoCellOrder(world);
        std::swap(world.boids, buffers.nextBoids);
        buffers.reordered = true;
    } else {
        forces.move(world);
    }

    // 3. Predators wander: after the turn interval, each step has a chance of a new heading and speed.
    for (Predator& predator : world.predators) {
        predator.secondsSinceTurn += p.stepSeconds;
        if (predator.secondsSinceTurn >= p.predatorTurnIntervalSeconds && world.random.chance(p.predatorTurnChance)) {
            const float turn = world.random.uniform(-p.predatorMaxTurnDegrees, p.predatorMaxTurnDegrees);
            const float speed = world.random.uniform(p.predatorMaxSpeed / 3, p.predatorMaxSpeed);
            const Vec2 heading = normalized(predator.velocity);
            predator.velocity = rotated(heading == Vec2{} ? Vec2{1, 0} : heading, turn) * speed;
            predator.secondsSinceTurn = 0;
        }
        predator.velocity = limited(predator.velocity, p.predatorMaxSpeed);
        predator.position = wrap(predator.position + predator.velocity, p.worldSize);
    }

    world.steps += 1;
    world.seconds += p.stepSeconds;
    return report;
}

}  // namespace boids
