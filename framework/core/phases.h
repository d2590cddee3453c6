// The phases of step(): the forces, one function per NeighborSearch (ForcePhase: step.cpp, and the fused sums'
// in fused_step.cpp), the move, and the predators' wander (predators.cpp). Private to framework/core/.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "boids/simulation.h"
#include "boids/thread_pool.h"
#include "forces.h"

namespace boids::detail {

// Phase 1 of step(), one function per NeighborSearch: each writes buffers.forces for every boid (by boid index, or
// by slot of the cell list: forcesBySlot), reading the world as it was before anyone moved.
struct ForcePhase {
    const World& world;
    const TaskTable& tasks;
    StepBuffers& buffers;
    StepReport& report;
    bool forcesBySlot = false;  // buffers.forces is indexed by slot of buffers.cells, else by boid

    const WorldParams& params() const { return world.params; }
    float cellSize() const {
        return chooseCellSize(params().neighborRadius, params().worldSize, maxGridCells(world.boids.size()));
    }

    // Runs body(begin, end, lane) over [0, count) in chunks of `grain`: on the pool's threads for a large flock,
    // else on this thread as lane 0. Each lane's rejected forces go to its own report, merged into `report` after.
    // The threads this step shares, if any: none for a small flock.
    ThreadPool* pool() const { return stepPool(buffers.threads, world.boids.size()); }

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
            for (std::size_t t = 0; t < std::size_t(taskCount()); ++t) report.faults[t].merge(std::move(l.report.faults[t]));
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
        return forceBreakdown(world.boids[i], neighbors, buffers.predatorPositions, world.obstacles, params(), tasks,
                              &to, i)
            .total;
    }

    // buffers.neighborIndices -> copies of those boids in buffers.neighbors; indices out of range are dropped.
    void gatherIndices();

    // Marks the learner's grid (the grid task) as running for the watchdog; leave() when it throws is the caller's.
    void enterGrid() {
        if (buffers.probe) buffers.probe->enter(report.lane, kGridTask);
    }
    void leaveGrid() {
        if (buffers.probe) buffers.probe->leave(report.lane);
    }

    // Phase 1, by NeighborSearch (step.cpp).
    void bruteForce();
    void grid();
    // The cell list's searches write buffers.forces by slot (forcesBySlot): each thread's chunk of slots is then
    // one run of memory, where writing by boid would scatter both threads' writes over the same cache lines.
    void cellList();

    // The fused sums' (fused_step.cpp).
    // Whether the table's function for `task` is the reference's own (TaskTable::reference).
    bool isReference(Task task) const;
    // Whether the fused sums (flock_sums.h) stand for `task`: the kit's own flock forces, as the reference's.
    bool isFused(Task task) const;
    // The weights the fused sums are taken with: each fused task's own, and 0 for one that is not fused (left out of
    // tasks.txt, or called instead).
    Params fusedWeights() const;
    // Writes the forces by slot: each thread's chunk is one run of memory. (Moving each boid here instead, by its
    // index, would scatter both threads' writes over the same cache lines of world.boids: 1.3 times for 2 threads
    // instead of 1.8.)
    void fastReference();

    // Phase 2 of step() as move() does it, into buffers.nextBoids by slot of buffers.cells (forcesBySlot): the
    // flock in cell order, read in order from the cell list's arrays (its species too).
    void moveIntoCellOrder();
    // Phase 2 of step(): every boid adds its force to its velocity, is limited to maxSpeed, moves and wraps.
    void move(World& moving);
};

// Phase 2's formula for one boid: its force added to its velocity, limited to maxSpeed, then its position moved
// by that velocity and wrapped. move() and moveSlots() both give exactly this.
inline Boid moved(const Boid& boid, Vec2 force, const Params& p) {
    Boid next = boid;
    next.velocity = limited(boid.velocity + force, p.maxSpeed);
    next.position = wrap(boid.position + next.velocity, p.worldSize);
    return next;
}

// moveIntoCellOrder()'s work for slots [begin, end) of `cells`, each slot's force in forces[slot], into out[slot]:
// every boid moved as move() moves it, bit for bit, in a vectorised loop (move_slots.cpp).
void moveSlots(const CellList& cells, const Vec2* forces, const Params& p, std::size_t begin, std::size_t end,
               Boid* out);

// Phase 3 of step(): after the turn interval, each step has a chance of a new heading and speed for each predator;
// then each moves and wraps (predators.cpp).
void wanderPredators(World& world);

}  // namespace boids::detail
