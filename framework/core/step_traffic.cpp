// The fused step's memory traffic, counted and timed (boids/step_traffic.h).
#include "boids/step_traffic.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <vector>

#include "boids/bodies.h"
#include "boids/vec2.h"

namespace boids {

namespace {

constexpr double kIndex = sizeof(std::uint32_t);         // index_, slotOf_, cellOf_, a cell's start and count
constexpr double kSlot = 4 * sizeof(float);              // a slot's x, y, vx, vy
constexpr double kSpecies = sizeof(std::uint8_t);        // and its species
constexpr double kBoid = sizeof(Boid);                   // a boid, whole: a part of one is a part of its cache line
constexpr double kForce = sizeof(Vec2);

// The passes of memoryMilliseconds(), 64 KiB a chunk.
constexpr std::size_t kChunk = std::size_t(64) << 10;

}  // namespace

double StepTraffic::read() const {
    double bytes = 0;
    for (const PhaseBytes& p : phases) bytes += p.read;
    return bytes;
}

double StepTraffic::written() const {
    double bytes = 0;
    for (const PhaseBytes& p : phases) bytes += p.written;
    return bytes;
}

StepTraffic fusedStepTraffic(double cellsPerBoid, int parts) {
    const double cells = cellsPerBoid * kIndex;  // one array of cells, per boid
    StepTraffic t;
    // CellList::build: 1. each boid's cell (the boids read, cellOf_ written, each part's counts cleared and counted);
    // 2. the counts become cursors and cellStart_; 3. each boid's slot (cellOf_ read, index_ and slotOf_ written);
    // 4. each slot's boid copied in (index_ and the boids read, x, y, vx, vy and the species written).
    t.phases[0] = {"build", kBoid + kIndex + parts * cells + kIndex + kBoid,
                   kIndex + parts * cells + (parts + 1) * cells + 2 * kIndex + kSlot + kSpecies};
    // flockForces: each slot's x, y, vx, vy read (its neighbours' are the slots around it, in the cache), its
    // force written; the sums stay in the vector's lanes.
    t.phases[1] = {"flock forces", kSlot, kForce};
    // moveIntoCellOrder: a slot's x, y, vx, vy, species and force read; the moved boid written.
    t.phases[2] = {"move", kSlot + kSpecies + kForce, kBoid};
    return t;
}

double memoryMilliseconds(std::size_t readBytes, std::size_t writtenBytes, ThreadPool* threads, int runs) {
    const std::size_t copied = std::min(readBytes, writtenBytes);
    const std::size_t words = (readBytes + sizeof(std::uint64_t) - 1) / sizeof(std::uint64_t);
    std::vector<std::uint64_t> from(std::max<std::size_t>(words, 1), 1);
    std::vector<unsigned char> to(std::max<std::size_t>(writtenBytes, 1), 0);
    const auto* source = reinterpret_cast<const unsigned char*>(from.data());
    std::atomic<std::uint64_t> sink{0};
    const std::size_t chunks = (std::max(readBytes, writtenBytes) + kChunk - 1) / kChunk;
    const auto pass = [&] {
        auto body = [&](std::size_t begin, std::size_t end, int) {
            std::uint64_t folded = 0;
            for (std::size_t c = begin; c < end; ++c) {
                const std::size_t lo = c * kChunk, hi = lo + kChunk, rest = std::max(lo, copied);
                if (lo < copied) std::memcpy(to.data() + lo, source + lo, std::min(hi, copied) - lo);
                if (rest < std::min(hi, writtenBytes)) {  // written, not read
                    std::memset(to.data() + rest, int(c & 0xFF), std::min(hi, writtenBytes) - rest);
                }
                const std::size_t last = std::min(hi, readBytes) / sizeof(std::uint64_t);
                for (std::size_t w = rest / sizeof(std::uint64_t); w < last; ++w) folded ^= from[w];  // read only
            }
            sink.fetch_xor(folded, std::memory_order_relaxed);  // an atomic's store is kept: so are the reads
        };
        if (threads) threads->forEachChunk(chunks, 1, body);
        else body(0, chunks, 0);
    };
    pass();  // the pages touched, outside the timing
    std::vector<double> ms;
    for (int r = 0; r < std::max(runs, 1); ++r) {
        const auto start = std::chrono::steady_clock::now();
        pass();
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::nth_element(ms.begin(), ms.begin() + std::ptrdiff_t(ms.size() / 2), ms.end());
    return ms[ms.size() / 2];
}

}  // namespace boids
