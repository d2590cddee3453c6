// ThreadPool: the workers' loop, and handing out chunks of a job.
#include "boids/thread_pool.h"

#include <algorithm>
#include <chrono>
#include <utility>

namespace boids {

namespace {

// Read by laneOfThisThread(), also from a signal handler: a plain int in this thread's static storage.
thread_local int tLane = 0;

}  // namespace

ThreadPool::ThreadPool(int threads) {
    const int n = std::clamp(threads, 1, kMaxThreads);
    workers_.reserve(std::size_t(n - 1));
    for (int lane = 1; lane < n; ++lane) workers_.emplace_back([this, lane] { workerLoop(lane); });
}

ThreadPool::~ThreadPool() {
    {
        const std::lock_guard lock(mutex_);
        stop_.store(true);
    }
    wake_.notify_all();
    for (std::thread& t : workers_) t.join();
}

int ThreadPool::hardwareThreads() { return std::clamp(int(std::thread::hardware_concurrency()), 1, kMaxThreads); }

int ThreadPool::laneOfThisThread() { return tLane; }

template <class Done>
void ThreadPool::await(std::condition_variable& cv, std::atomic<int>& sleepers, Done done) {
    // About 200 microseconds of spinning, yielding now and then so that a machine with fewer cores than threads
    // still runs the others. A thread asleep takes 50 microseconds or more to wake (on the kit's CI machine), and a
    // job that starts meanwhile runs without it: 20 microseconds of spinning was shorter than the serial part of the
    // cell list's build, and two threads then built it slower than one (0.8 ms against 0.66, at 100,000 boids).
    const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(200);
    for (int spin = 1;; ++spin) {
        if (done()) return;
        if (spin % 64 == 0) {
            if (std::chrono::steady_clock::now() > until) break;
            std::this_thread::yield();
        }
    }
    std::unique_lock lock(mutex_);
    sleepers.fetch_add(1);  // seq_cst, as is the change a waker makes before reading sleepers: one of them sees it
    cv.wait(lock, done);
    sleepers.fetch_sub(1);
}

void ThreadPool::work(int lane) {
    const int lanes = size();
    for (int k = 0; k < lanes; ++k) {
        Share& share = shares_[(lane + k) % lanes];
        for (;;) {
            const std::size_t begin = share.next.fetch_add(grain_, std::memory_order_relaxed);
            if (begin >= share.end) break;
            const std::size_t end = std::min(begin + grain_, share.end);
            try {
                job_(body_, begin, end, lane);
            } catch (...) {
                const std::lock_guard lock(mutex_);
                if (!error_) error_ = std::current_exception();
            }
        }
    }
}

void ThreadPool::run(Job job, void* body, std::size_t count, std::size_t grain) {
    job_ = job;
    body_ = body;
    grain_ = grain;
    const std::size_t lanes = std::size_t(size());
    const std::size_t chunks = (count + grain - 1) / grain;
    for (std::size_t lane = 0; lane < lanes; ++lane) {
        shares_[lane].next.store(chunks * lane / lanes * grain, std::memory_order_relaxed);
        shares_[lane].end = std::min(chunks * (lane + 1) / lanes * grain, count);
    }
    busy_.store(int(workers_.size()));
    generation_.fetch_add(1);  // publishes the job (seq_cst: then workersAsleep_ is read after it)
    if (workersAsleep_.load() > 0) {
        const std::lock_guard lock(mutex_);  // a worker between its check and its wait holds it: none is missed
        wake_.notify_all();
    }
    work(0);
    await(finished_, callerAsleep_, [this] { return busy_.load() == 0; });
    std::exception_ptr error;
    {
        const std::lock_guard lock(mutex_);
        error = std::exchange(error_, nullptr);
    }
    if (error) std::rethrow_exception(error);
}

void ThreadPool::workerLoop(int lane) {
    tLane = lane;
    std::uint64_t seen = 0;
    for (;;) {
        await(wake_, workersAsleep_, [&] { return stop_.load() || generation_.load() != seen; });
        if (stop_.load()) return;
        seen = generation_.load();
        work(lane);
        if (busy_.fetch_sub(1) == 1 && callerAsleep_.load() > 0) {
            const std::lock_guard lock(mutex_);
            finished_.notify_one();
        }
    }
}

}  // namespace boids
