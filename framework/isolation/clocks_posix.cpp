// The clocks of isolated runs on POSIX: this process's CPU time (boids/isolate.h), and a child's (child_cpu_clock.h),
// with how long its threads waited for a core where the system says (Linux).
#include "child_cpu_clock.h"

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include <fmt/format.h>

#if defined(__linux__)
#include <dirent.h>
#endif
#if defined(__APPLE__)
#include <libproc.h>
#include <mach/mach_time.h>
#endif

#include "boids/isolate.h"

namespace boids {

std::optional<std::chrono::nanoseconds> processCpuTime() {
    timespec time{};
    if (::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) != 0) return std::nullopt;
    return std::chrono::seconds(time.tv_sec) + std::chrono::nanoseconds(time.tv_nsec);
}

namespace detail {

ChildCpuClock::ChildCpuClock(pid_t child) : child_(child) {
#if defined(__linux__) || defined(__FreeBSD__)
    valid_ = ::clock_getcpuclockid(child, &clock_) == 0;
#endif
}

std::optional<std::chrono::nanoseconds> ChildCpuClock::read() const {
#if defined(__linux__) || defined(__FreeBSD__)
    timespec time{};
    if (!valid_ || ::clock_gettime(clock_, &time) != 0) return std::nullopt;
    return std::chrono::seconds(time.tv_sec) + std::chrono::nanoseconds(time.tv_nsec);
#elif defined(__APPLE__)
    // macOS has no clock of another process's CPU time. Its resource usage counts in Mach time units, which
    // are nanoseconds on Intel and not on Apple silicon: mach_timebase_info converts them.
    rusage_info_v0 usage{};
    if (::proc_pid_rusage(child_, RUSAGE_INFO_V0, reinterpret_cast<rusage_info_t*>(&usage)) != 0) {
        return std::nullopt;
    }
    static const mach_timebase_info_data_t base = [] {
        mach_timebase_info_data_t b{};
        if (mach_timebase_info(&b) != 0 || b.denom == 0) b = {1, 1};  // 0: KERN_SUCCESS
        return b;
    }();
    const std::uint64_t ticks = usage.ri_user_time + usage.ri_system_time;
    return std::chrono::nanoseconds(ticks / base.denom * base.numer + ticks % base.denom * base.numer / base.denom);
#else
    return std::nullopt;
#endif
}

ChildCpuClock::ForACore ChildCpuClock::forACore() const {
    ForACore result;
#if defined(__linux__)
    const std::string tasks = fmt::format("/proc/{}/task", child_);
    DIR* dir = ::opendir(tasks.c_str());
    if (!dir) return result;
    std::array<char, 512> line{};
    while (const dirent* entry = ::readdir(dir)) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
        if (std::FILE* file = std::fopen(fmt::format("{}/{}/schedstat", tasks, entry->d_name).c_str(), "r")) {
            unsigned long long running = 0, waiting = 0;
            if (std::fscanf(file, "%llu %llu", &running, &waiting) == 2) {
                result.waited += std::chrono::nanoseconds(waiting);
            }
            std::fclose(file);
        }
        if (std::FILE* file = std::fopen(fmt::format("{}/{}/stat", tasks, entry->d_name).c_str(), "r")) {
            // "tid (name) S ...": the name may hold spaces and parentheses, the state follows the last ')'.
            if (std::fgets(line.data(), int(line.size()), file)) {
                const std::string_view text(line.data());
                const std::size_t close = text.rfind(')');
                if (close != std::string_view::npos && close + 2 < text.size() && text[close + 2] == 'R') {
                    result.runnable = true;
                }
            }
            std::fclose(file);
        }
    }
    ::closedir(dir);
#endif
    return result;
}

}  // namespace detail

}  // namespace boids
