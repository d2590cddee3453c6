// The soak run: the app's state stepped for many steps while the sliders are dragged at random and pushed to their
// ends, the neighbour search is switched and boids are stacked on one point, with a learner whose forces go bad
// (NaN, infinity, 1e30, -0.0, exceptions). Every step checks that no boid is NaN, infinite, outside the world or
// faster than maxSpeed; at the end, that the memory the buffers hold (and the process's, outside sanitizers) did not
// keep growing: the second half of the run needs no more than the first (after a warm-up at every slider's ends).
//
//   boids_soak [--steps N] [--max-boids N] [--brute-max-boids N] [--seed S]
//
// Exit 0 when every check held, 1 at the first that did not (naming the step and the boid), 2 for bad arguments.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <limits>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <boids/simulation.h>

#include "app_state.h"
#include "sliders.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BOIDS_SOAK_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define BOIDS_SOAK_SANITIZED 1
#endif

namespace boids::app {
namespace {

// --- A learner whose forces go bad now and then: the steps must reject them and keep the flock finite. ---

// The reference, except for one boid in about 50 (by position), where the force is NaN.
Vec2 nanSometimes(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (std::fmod(self.position.x, 50.0f) < 1) return {std::numeric_limits<float>::quiet_NaN(), 0};
    return linkedTasks()[Task::Cohesion].flock(self, neighbors, params);
}
Vec2 hugeSometimes(const Boid& self, std::span<const Boid> neighbors, const Params& params) {
    if (std::fmod(self.position.y, 40.0f) < 1) return {1e30f, -1e30f};
    if (std::fmod(self.position.y, 40.0f) < 2) return {std::numeric_limits<float>::infinity(), 0};
    return linkedTasks()[Task::Separation].flock(self, neighbors, params);
}
Vec2 negativeZero(const Boid&, std::span<const Boid>, const Params&) { return {-0.0f, -0.0f}; }
Vec2 throwsSometimes(const Boid& self, std::span<const Vec2> predators, const Params& params) {
    if (std::fmod(self.position.x + self.position.y, 70.0f) < 1) throw std::runtime_error("soak: a thrown force");
    return linkedTasks()[Task::Flee].predators(self, predators, params);
}

TaskTable badLearner() {
    TaskTable t = linkedTasks();
    t[Task::Alignment].flock = &negativeZero;
    t[Task::Separation].flock = &hugeSometimes;
    t[Task::Cohesion].flock = &nanSometimes;
    t[Task::Flee].predators = &throwsSometimes;
    return t;
}

// --- Measuring ---

struct Memory {
    double residentMb = 0;  // VmRSS now
    double peakMb = 0;      // VmHWM: the most resident so far
};

Memory processMemory() {
    Memory m;
    std::ifstream status("/proc/self/status");  // Linux; elsewhere both stay 0
    for (std::string line; std::getline(status, line);) {
        auto kb = [&](std::string_view key) {
            return std::stod(line.substr(key.size())) / 1024;
        };
        if (line.starts_with("VmRSS:")) m.residentMb = kb("VmRSS:");
        if (line.starts_with("VmHWM:")) m.peakMb = kb("VmHWM:");
    }
    return m;
}

template <class T, class Allocator>
std::size_t bytes(const std::vector<T, Allocator>& v) {
    return v.capacity() * sizeof(T);
}

// What the world and the step's buffers hold on to.
std::size_t heldBytes(const AppState& app) {
    const StepBuffers& b = app.buffers;
    std::size_t sum = bytes(b.forces) + bytes(b.neighborIndices) + bytes(b.neighbors) + bytes(b.predatorPositions) +
                      bytes(b.grid.cells) + bytes(app.world.boids) +
                      bytes(app.world.predators) + bytes(app.world.obstacles);
    for (const auto& cell : b.grid.cells) sum += bytes(cell);
    for (const LaneBuffers& lane : b.lanes) sum += bytes(lane.neighborIndices) + bytes(lane.neighbors);
    return sum;
}

// --- Driving the app as a person would ---

struct Options {
    long long steps = 3000;
    int maxBoids = 20000;       // the largest flock on a grid (the slider goes to 1,000,000)
    int bruteMaxBoids = 1000;   // the largest with brute force (the app allows 5,000)
    std::uint64_t seed = 1;
};

struct Soak {
    Options options;
    AppState app;
    Random random;
    long long stepsDone = 0;
    int stacked = 0;  // boids put on one point, over the run

    std::size_t sliderNamed(std::string_view name) const { return *findSlider(name); }
    std::size_t below(std::size_t n) { return std::size_t(random.next() % n); }

    // Presses the slider's track where `value` is, then releases: the app's own path from a click to Params.
    void setSlider(std::size_t slider, float value) {
        const SliderSpec& spec = workshopSliders()[slider];
        if (spec.name == "numBoids") {
            const int most = app.search == SearchMode::BruteForce ? options.bruteMaxBoids : options.maxBoids;
            value = std::min(value, float(most));
        }
        const Rect& track = app.layout.sliders[slider].track;
        const Vec2 at{xForValue(spec, track.x, track.w, value), track.y + track.h / 2};
        handleInput(app, MouseMove{at});
        handleInput(app, MousePress{at});
        handleInput(app, MouseRelease{at});
    }

    void key(int k) { handleInput(app, KeyPress{k}); }

    // G until the search is `mode`, with the flock first cut to what brute force is allowed here.
    void searchFor(SearchMode mode) {
        if (mode == SearchMode::BruteForce && app.world.params.numBoids > options.bruteMaxBoids) {
            setSlider(sliderNamed("numBoids"), float(options.bruteMaxBoids));
        }
        for (int i = 0; i < 4 && app.search != mode; ++i) key('g');
    }

    // Up to 300 boids (more would make every step O(k^2) for the stack) on one point, all with one velocity.
    void stackBoids() {
        auto& boids = app.world.boids;
        const std::size_t k = std::min<std::size_t>(boids.size(), 300);
        if (k == 0) return;
        const Vec2 size = app.world.params.worldSize;
        const Vec2 at{random.uniform(0, size.x), random.uniform(0, size.y)};
        const Vec2 velocity = boids[0].velocity;
        for (std::size_t i = 0; i < k; ++i) boids[i] = Boid{at, velocity, boids[i].species};
        stacked += int(k);
    }

    // No boids at all: below the slider's 1, through the framework's own call.
    void noBoids() {
        app.world.params.numBoids = 0;
        syncPopulation(app.world);
    }

    bool check() {
        const WorldParams& p = app.world.params;
        for (std::size_t i = 0; i < app.world.boids.size(); ++i) {
            const Boid& b = app.world.boids[i];
            const char* problem = nullptr;
            if (!isFinite(b.position) || !isFinite(b.velocity)) {
                problem = "is not finite";
            } else if (!(b.position.x >= 0 && b.position.x < p.worldSize.x && b.position.y >= 0 &&
                         b.position.y < p.worldSize.y)) {
                problem = "is outside the world";
            } else if (length(b.velocity) > p.maxSpeed * 1.0001f) {
                problem = "is faster than maxSpeed";
            }
            if (problem) {
                fmt::print(stderr,
                           "soak: step {}: boid {} of {} {}: position ({}, {}), velocity ({}, {}); world {} x {}, "
                           "maxSpeed {}, search {}\n",
                           stepsDone, i, app.world.boids.size(), problem, b.position.x, b.position.y, b.velocity.x,
                           b.velocity.y, p.worldSize.x, p.worldSize.y, p.maxSpeed, cliName(app.search));
                return false;
            }
        }
        for (const Predator& q : app.world.predators) {
            if (!isFinite(q.position) || !isFinite(q.velocity)) {
                fmt::print(stderr, "soak: step {}: a predator is not finite\n", stepsDone);
                return false;
            }
        }
        return true;
    }

    // `n` steps (fewer for a large flock, so that time per episode stays about the same), checking after each.
    bool run(long long n) {
        const long long flock = std::max<long long>(1, app.world.params.numBoids);
        n = std::min(n, std::max<long long>(1, 200000 / flock));
        for (long long s = 0; s < n && stepsDone < options.steps; ++s) {
            simulateStep(app);
            ++stepsDone;
            app.log.clear();
            app.notices.clear();
            if (!check()) return false;
        }
        return true;
    }

    // Every slider at both of its ends, each search at the largest flock, 0 boids and a stack.
    bool warmUp() {
        for (SearchMode mode : {SearchMode::ReferenceGrid, SearchMode::LearnerGrid, SearchMode::BruteForce}) {
            searchFor(mode);
            for (std::size_t s = 0; s < workshopSliders().size(); ++s) {
                for (float end : {workshopSliders()[s].max, workshopSliders()[s].min}) {
                    setSlider(s, end);
                    if (!run(3)) return false;
                }
                setSlider(s, workshopSliders()[s].max);
            }
            stackBoids();
            if (!run(3)) return false;
            noBoids();
            if (!run(3)) return false;
        }
        return true;
    }

    // One random change, then a few steps.
    bool episode() {
        switch (below(10)) {
            case 0: key('g'); break;
            case 1: key('r'); break;
            case 2: key('1' + int(below(5))); break;
            case 3: stackBoids(); break;
            case 4:
                if (random.chance(0.1f)) noBoids();
                break;
            default: {  // a slider: to either end, or anywhere between
                const std::size_t s = below(workshopSliders().size());
                const SliderSpec& spec = workshopSliders()[s];
                const float roll = random.uniform(0, 1);
                setSlider(s, roll < 0.25f ? spec.min : roll < 0.5f ? spec.max : random.uniform(spec.min, spec.max));
            }
        }
        return run(1 + below(100));
    }
};

template <class Int>
bool parseWhole(std::string_view text, Int& out, Int lo) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return error == std::errc{} && end == text.data() + text.size() && out >= lo;
}

int soakMain(std::span<const std::string_view> args) {
    Options options;
    for (std::size_t i = 0; i < args.size(); i += 2) {  // every option takes a value
        const std::string_view arg = args[i];
        const std::string_view value = i + 1 < args.size() ? args[i + 1] : std::string_view{};
        bool ok = false;
        if (arg == "--steps") ok = parseWhole(value, options.steps, 1LL);
        else if (arg == "--max-boids") ok = parseWhole(value, options.maxBoids, 1) && options.maxBoids <= kMaxBoids;
        else if (arg == "--brute-max-boids") ok = parseWhole(value, options.bruteMaxBoids, 1) && options.bruteMaxBoids <= kBruteForceMaxBoids;
        else if (arg == "--seed") ok = parseWhole(value, options.seed, std::uint64_t{0});
        if (!ok) {
            fmt::print(stderr,
                       "boids_soak: bad argument \"{}\" \"{}\". Usage: boids_soak [--steps N >= 1] "
                       "[--max-boids 1-{}] [--brute-max-boids 1-{}] [--seed S]\n",
                       arg, value, kMaxBoids, kBruteForceMaxBoids);
            return 2;
        }
    }

    static const TaskTable learner = badLearner();
    Soak soak{options, makeAppState(Params{}, options.seed, linkedTasks(), &learner, 0, Vec2{1280, 800}),
              Random(options.seed + 1)};
    soak.app.realTime = false;
    const Memory atStart = processMemory();

    if (!soak.warmUp()) return 1;
    const Memory afterWarmUp = processMemory();
    const std::size_t heldAfterWarmUp = heldBytes(soak.app);
    const long long warmUpSteps = soak.stepsDone;

    // Then the random part, in two halves: memory that plateaus (buffers grown to the busiest flock so far) is fine;
    // memory that keeps growing is a leak, and shows as a second half that needs more than the first.
    const long long half = warmUpSteps + (options.steps - warmUpSteps) / 2;
    std::size_t mostHeldFirst = heldAfterWarmUp, mostHeldSecond = 0;
    Memory atHalf;
    while (soak.stepsDone < options.steps) {
        if (!soak.episode()) return 1;
        const bool first = soak.stepsDone <= half;
        std::size_t& most = first ? mostHeldFirst : mostHeldSecond;
        most = std::max(most, heldBytes(soak.app));
        if (first) atHalf = processMemory();
    }
    const Memory atEnd = processMemory();

    fmt::print("soak: steps={} (warm-up {}) max_boids={} brute_max_boids={} seed={} stacked={} rejected_forces={}\n",
               soak.stepsDone, warmUpSteps, options.maxBoids, options.bruteMaxBoids, options.seed, soak.stacked,
               soak.app.timing.nonfinite);
    fmt::print("soak: memory MB: start rss={:.1f} | after warm-up rss={:.1f} peak={:.1f} | half-way rss={:.1f} "
               "peak={:.1f} | end rss={:.1f} peak={:.1f}\n",
               atStart.residentMb, afterWarmUp.residentMb, afterWarmUp.peakMb, atHalf.residentMb, atHalf.peakMb,
               atEnd.residentMb, atEnd.peakMb);
    fmt::print("soak: buffers held MB: after warm-up {:.2f}, most in the first half {:.2f}, in the second {:.2f}, "
               "at the end {:.2f}\n",
               double(heldAfterWarmUp) / 1e6, double(mostHeldFirst) / 1e6, double(mostHeldSecond) / 1e6,
               double(heldBytes(soak.app)) / 1e6);

    // Give or take a busier grid cell or a longer neighbour list in the second half: a quarter, and 1 MB.
    if (double(mostHeldSecond) > 1.25 * double(mostHeldFirst) + 1e6) {
        fmt::print(stderr, "soak: the buffers kept growing: {} bytes at most in the first half, {} in the second\n",
                   mostHeldFirst, mostHeldSecond);
        return 1;
    }
#ifndef BOIDS_SOAK_SANITIZED  // AddressSanitizer keeps freed memory in quarantine, so its RSS says little
    if (atEnd.peakMb > 1.25 * atHalf.peakMb + 16) {
        fmt::print(stderr, "soak: the process's peak memory kept growing: {:.1f} MB half-way, {:.1f} MB at the end\n",
                   atHalf.peakMb, atEnd.peakMb);
        return 1;
    }
#endif
    return 0;
}

}  // namespace
}  // namespace boids::app

int main(int argc, char** argv) {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    return boids::app::soakMain(args);
}
