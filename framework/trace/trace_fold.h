// Folding a trace (trace_text.h): its entries as lines, loops shown per iteration and iterations alike past the
// first few folded, calls nested past three levels folded, each line's code beside what it changed.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace boids::trace {

// One line that ran (or a call into a function of the learner's), with what it changed.
struct Entry {
    int depth = 0;
    int line = 0;           // 0 for a call
    std::string function;   // a call's function
    std::string changed;
    std::string condition;  // an `if` line's "condition true" or "condition false" (trace_condition.h), if known
};

// The lines of `entries`, each code line taken from `source` (a line each, from line 1), whole however long: the first
// three iterations of each loop (two in brief) and every iteration that takes a path not shown before it; the others
// are folded into "like iteration N".
std::vector<std::string> foldedLines(const std::vector<Entry>& entries, std::span<const std::string> source, bool brief);

// foldedLines's lines, and which of them shows entries[focus] (nullopt when it was folded, or no focus was given).
struct Folded {
    std::vector<std::string> lines;
    std::optional<std::size_t> focusLine;
};
Folded foldedLines(const std::vector<Entry>& entries, std::span<const std::string> source, bool brief,
                   std::optional<std::size_t> focus);

}  // namespace boids::trace
