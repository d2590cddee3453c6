// ThreadPool: the workers' loop, and handing out chunks of a job.
#include "boids/thread_pool.h"

#include <algorithm>
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
        stop_ = true;
    }
    wake_.notify_all();
    for (std::thread& t : workers_) t.join();
}

int ThreadPool::hardwareThreads() { return std::clamp(int(std::thread::hardware_concurrency()), 1, kMaxThreads); }

int ThreadPool::laneOfThisThread() { return tLane; }

void ThreadPool::work(int lane) {
    for (;;) {
        const std::size_t begin = next_.fetch_add(grain_, std::memory_order_relaxed);
        if (begin >= count_) return;
        const std::size_t end = std::min(begin + grain_, count_);
        try {
            job_(body_, begin, end, lane);
        } catch (...) {
            const std::lock_guard lock(mutex_);
            if (!error_) error_ = std::current_exception();
        }
    }
}

void ThreadPool::run(Job job, void* body, std::size_t count, std::size_t grain) {
    {
        const std::lock_guard lock(mutex_);
        job_ = job;
        body_ = body;
        count_ = count;
        grain_ = grain;
        next_.store(0, std::memory_order_relaxed);
        error_ = nullptr;
        busy_ = int(workers_.size());
        ++generation_;
    }
    wake_.notify_all();
    work(0);
    std::exception_ptr error;
    {
        std::unique_lock lock(mutex_);
        done_.wait(lock, [this] { return busy_ == 0; });
        error = std::exchange(error_, nullptr);
    }
    if (error) std::rethrow_exception(error);
}

void ThreadPool::workerLoop(int lane) {
    tLane = lane;
    std::uint64_t seen = 0;
    for (;;) {
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
            if (stop_) return;
            seen = generation_;
        }
        work(lane);
        bool last = false;
        {
            const std::lock_guard lock(mutex_);
            last = --busy_ == 0;
        }
        if (last) done_.notify_one();
    }
}

}  // namespace boids
