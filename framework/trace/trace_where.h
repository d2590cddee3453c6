// The line a failure's editor link goes to when the trace shows the line the failure is about (trace_text.h's
// whereOf). Two shapes of code are read from the trace alone, each said as what the run did there:
// - a `return` inside a loop: "returns from inside the loop of line 12, on its pass 1";
// - a plain `=` in a loop's body, outside any `if`, that sets a variable declared before the loop anew on each pass,
//   its own value not on the right: "sets sum anew each time it runs (3 times, in the loop of line 12): only the
//   last value is kept".
// Anything else: no line, and the link goes to the function's first line.
#pragma once

#include <span>
#include <string>

#include "trace_text.h"

namespace boids::trace {

Where lineThatDecides(std::span<const Event> events, std::span<const std::string> source);

}  // namespace boids::trace
