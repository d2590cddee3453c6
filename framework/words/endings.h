// The words of an isolated run's ending that only the isolation prints itself (the others are boids/isolate.h's
// describeEnding(), describeSignal() and libraryCheckFailure()). Defined in endings.cpp; private to boids::isolate.
#pragma once

#include <chrono>
#include <string>
#include <string_view>

namespace boids::words {

// The in-process watchdog's last line, for work it stops: it used `limit` of CPU time (cpu >= limit), else it waited
// (`wall` on the clock, `cpu` used). `label` is the work's last Progress label, or empty.
std::string watchdogStop(std::string_view label, std::chrono::milliseconds limit, std::chrono::milliseconds cpu,
                         std::chrono::milliseconds wall);

// The child's line for an exception that escaped its work.
inline constexpr const char* kEscapedException = "boids: an exception escaped the isolated work\n";

}  // namespace boids::words
