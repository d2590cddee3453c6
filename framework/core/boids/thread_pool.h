// ThreadPool: threads made once, that a step hands chunks of its work to; the caller works too.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <mutex>
#include <thread>
#include <type_traits>
#include <vector>

namespace boids {

class ThreadPool {
public:
    static constexpr int kMaxThreads = 64;

    // `threads` threads in all, clamped to [1, kMaxThreads]: threads - 1 workers are started now, and the thread that
    // calls forEachChunk() is the last. ThreadPool(1) starts none, and runs everything on the caller.
    explicit ThreadPool(int threads);
    ~ThreadPool();
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    int size() const { return int(workers_.size()) + 1; }

    // The machine's hardware threads (at least 1): the default size.
    static int hardwareThreads();

    // Which of the pool's threads this is: 1 to size() - 1 on a worker, 0 on any other thread (the caller). Safe to
    // read from a signal handler.
    static int laneOfThisThread();

    // Calls body(begin, end, lane) for chunks [begin, end) of at most `grain` items that cover [0, count), each chunk
    // once, spread over the pool's threads; `lane` (0 to size() - 1) is the running thread's, so that body can keep
    // scratch per lane. Returns when every chunk has ended. Each thread takes the chunks of its own share first (the
    // lane-th of size() runs of chunks: over the same items, a thread mostly meets the memory it wrote last time),
    // then helps with the others'. Which thread runs which chunk still varies from call to call: a result must
    // depend on the chunk, never on the lane. If body throws, the first exception is rethrown here,
    // after the other chunks have ended. Allocates nothing. Not reentrant: body must not call forEachChunk.
    template <class Body>
    void forEachChunk(std::size_t count, std::size_t grain, Body&& body) {
        if (count == 0) return;
        if (grain == 0) grain = 1;
        if (workers_.empty() || count <= grain) {
            body(std::size_t{0}, count, 0);
            return;
        }
        auto call = [](void* b, std::size_t begin, std::size_t end, int lane) {
            (*static_cast<std::remove_reference_t<Body>*>(b))(begin, end, lane);
        };
        run(call, &body, count, grain);
    }

private:
    using Job = void (*)(void* body, std::size_t begin, std::size_t end, int lane);

    void run(Job job, void* body, std::size_t count, std::size_t grain);
    void work(int lane);      // takes chunks until none are left
    void workerLoop(int lane);

    // Waiting: a thread that waits spins for about 200 microseconds first (the next job of a step comes that soon), and
    // only then sleeps on a condition variable; whoever changes what it waits for wakes it only if it sleeps.
    template <class Done>
    void await(std::condition_variable& cv, std::atomic<int>& sleepers, Done done);

    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable wake_;      // a new job, or stop_
    std::condition_variable finished_;  // busy_ reached 0
    std::atomic<int> workersAsleep_{0};
    std::atomic<int> callerAsleep_{0};
    std::atomic<std::uint64_t> generation_{0};  // counts the jobs; a worker runs each once
    std::atomic<bool> stop_{false};
    std::atomic<int> busy_{0};  // workers still on the current job

    // The current job: written before generation_ moves on, read by the workers after they see it move.
    Job job_ = nullptr;
    void* body_ = nullptr;
    std::size_t grain_ = 1;
    // Each lane's share of the items, [next, end): a lane takes its own chunks first, then helps the others.
    struct alignas(64) Share {
        std::atomic<std::size_t> next{0};  // the first item of the next chunk to take
        std::size_t end = 0;
    };
    Share shares_[kMaxThreads];
    std::exception_ptr error_;          // the first exception a chunk threw (under mutex_)
};

}  // namespace boids
