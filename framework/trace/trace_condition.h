// What an `if` line decided, read from where the run went next. The debugger reports variables, not expressions, so a
// condition's value is never read; but the learner's function is traced at -O0, where the lines run in the order
// written, and the line that runs after an `if` says which way it went. A trace line shows that as "condition true" or
// "condition false" beside the `if`.
#pragma once

#include <optional>
#include <span>
#include <string>

namespace boids::trace {

// Whether the condition of the `if` on line `ifLine` of `source` (a line each, from line 1) held, given that the next
// line to run in the same call was `nextLine`, or 0 where the call returned instead. Known only where the shape of the
// code leaves one answer:
// - `if (...) {` and a body on the lines under it, or an `if (...)` whose body is the one statement on the next line:
//   true when the next line is inside the body, false when the run went past the body or back above the `if`;
// - `if (...) continue;`, `break;` or `return ...;` on one line: false when the next line is the one under it, true
//   when the run jumped (or, for a return, the call returned).
// Empty otherwise: a condition that does not close on its line, an `if` with any other statement on its line, a
// next line that could be either way (the closing brace itself, a jump to a line that also ends the loop).
std::optional<bool> conditionHeld(std::span<const std::string> source, int ifLine, int nextLine);

// The variable that the statement of a one-line `if (...) NAME.push_back(...);` always changes when it runs (so too
// `emplace_back`, `++NAME`, `NAME++`, `--NAME`, `NAME--`), or empty: the condition held exactly when that variable
// changed on the line. No other statement is read so: `sum += v` can leave `sum` as it was.
std::string alwaysChangedBy(std::span<const std::string> source, int ifLine);

// "condition true" or "condition false" for conditionHeld's answer, empty where it gave none.
std::string conditionText(std::span<const std::string> source, int ifLine, int nextLine);
std::string conditionText(bool held);

}  // namespace boids::trace
