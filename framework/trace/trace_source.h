// The learner's source as the trace reads it: a line each, from line 1, as code (comments and literals blanked), with
// where a block that a line opens ends. Read by the conditions (trace_condition.h) and the link's line
// (trace_where.h).
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace boids::trace {

// Line `line` (from 1) of `source` as code: comments, string and character literals blanked, ends trimmed; empty past
// the file's ends.
std::string codeLine(std::span<const std::string> source, int line);

// The next line under `line` that holds code, or 0.
int nextCodeLine(std::span<const std::string> source, int line);

// The line whose `}` closes a block that has `depth` braces still open after line `line`, or 0.
int closingLine(std::span<const std::string> source, int line, int depth);

inline bool startsWith(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

}  // namespace boids::trace
