// A task's own parameters: new-task's --param NAME=DEFAULT:MIN..MAX[:WHAT], and the task's params.txt that holds
// them (framework/tasks/STEM/params.txt, read by cmake/task_registry.cmake into Params, a slider and a settings key).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace boids::companion {

// One parameter, its numbers as the instructor wrote them (so params.txt says "0.5", not "0.500000").
struct TaskParam {
    std::string name;     // a Params field: margin
    std::string value;    // its default: 100
    std::string min, max; // the slider's range: 0, 300
    std::string step;     // the slider's step, chosen by stepFor: 1
    std::string what;     // what it is, with its unit; empty: the instructor writes it in params.txt
};

// The parameter --param's value describes: "margin=100:0..300" or "margin=100:0..300:units from the world's edge".
// Throws usageError naming the value and what was expected: a C++ name that is not a keyword, numbers, a range that
// goes up and holds the default.
TaskParam parseParamOption(std::string_view option);

// A step for the slider: the largest power of ten at most a hundredth of the range, or finer, so that the range's ends
// and the default are each a whole number of steps from the minimum ("1" for 0..300 at 100, "0.01" for 0..4 at 1).
std::string stepFor(std::string_view value, std::string_view min, std::string_view max);

// The names a params.txt holds, in order (its first field on each line that is not blank or a comment).
std::vector<std::string> paramNamesIn(std::string_view paramsText);

// True when params.h's text declares a field of this name ("float maxSpeed = 5;", "Vec2 worldSize{...}").
bool declaresField(std::string_view paramsHeader, std::string_view name);

}  // namespace boids::companion
