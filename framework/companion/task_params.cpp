// A task's own parameters: --param's value, and the task's params.txt (task_params.h).
#include "task_params.h"

#include <algorithm>
#include <cmath>
#include <regex>

#include "console.h"
#include "file_io.h"
#include "new_task_text.h"

namespace boids::companion {

namespace {

// The words of C++ that a lower-case C++ name could spell, and so no field's name (cmake/task_registry.cmake
// refuses them too).
constexpr std::string_view kKeywords[] = {
    "alignas",  "alignof",   "and",       "asm",       "auto",         "bitand",   "bitor",     "bool",
    "break",    "case",      "catch",     "char",      "class",        "compl",    "concept",   "const",
    "consteval", "constexpr", "constinit", "continue", "decltype",     "default",  "delete",    "do",
    "double",   "else",      "enum",      "explicit",  "export",       "extern",   "false",     "float",
    "for",      "friend",    "goto",      "if",        "inline",       "int",      "long",      "mutable",
    "namespace", "new",      "noexcept",  "not",       "nullptr",      "operator", "or",        "private",
    "protected", "public",   "register",  "requires",  "return",       "short",    "signed",    "sizeof",
    "static",   "struct",    "switch",    "template",  "this",         "throw",    "true",      "try",
    "typedef",  "typeid",    "typename",  "union",     "unsigned",     "using",    "virtual",   "void",
    "volatile", "while",     "xor",
};

bool isNumber(std::string_view text) {
    static const std::regex number(R"(-?[0-9]+(\.[0-9]+)?)");
    return std::regex_match(text.begin(), text.end(), number);
}

// True when `x` is a whole number of `step`s, within rounding.
bool wholeSteps(double x, double step) {
    const double steps = x / step;
    return std::abs(steps - std::round(steps)) < 1e-6 * std::max(1.0, std::abs(steps));
}

}  // namespace

TaskParam parseParamOption(std::string_view option) {
    const std::string shown = "--param '" + std::string(option) + "'";
    const std::string form = "; it takes NAME=DEFAULT:MIN..MAX, such as --param margin=100:0..300, and may end in "
                             ":WHAT (what it is, with its unit).";
    TaskParam p;
    const auto equals = option.find('=');
    if (equals == std::string_view::npos) usageError(shown + " has no '=' after the parameter's name" + form);
    p.name = trimmed(option.substr(0, equals));
    static const std::regex nameRule("[a-z][A-Za-z0-9]*");
    if (!std::regex_match(p.name, nameRule)) {
        usageError(shown + ": the name '" + p.name + "' is not a C++ name that starts in lower case, such as margin "
                   "or pushRadius (the force reads it as params.NAME)" + form);
    }
    if (std::find(std::begin(kKeywords), std::end(kKeywords), p.name) != std::end(kKeywords)) {
        usageError(shown + ": '" + p.name + "' is a word of C++, which cannot name a field of Params; choose another "
                   "name, such as " + p.name + "Value.");
    }
    const std::string_view rest = option.substr(equals + 1);
    const auto colon = rest.find(':');
    if (colon == std::string_view::npos) usageError(shown + " has no ':' and range after the default " + trimmed(rest) + form);
    p.value = trimmed(rest.substr(0, colon));
    const std::string_view afterDefault = rest.substr(colon + 1);
    const auto whatColon = afterDefault.find(':');
    const std::string range = trimmed(afterDefault.substr(0, whatColon));
    if (whatColon != std::string_view::npos) p.what = trimmed(afterDefault.substr(whatColon + 1));
    const auto dots = range.find("..");
    if (dots == std::string::npos) usageError(shown + ": the range '" + range + "' has no '..' between its ends" + form);
    p.min = trimmed(std::string_view(range).substr(0, dots));
    p.max = trimmed(std::string_view(range).substr(dots + 2));
    for (const auto& [what, text] : {std::pair<const char*, const std::string&>{"default", p.value},
                                     {"minimum", p.min}, {"maximum", p.max}}) {
        if (!isNumber(text)) {
            usageError(shown + ": the " + what + " '" + text + "' is not a number such as 100, 0.5 or -2" + form);
        }
    }
    const double value = std::stod(p.value), min = std::stod(p.min), max = std::stod(p.max);
    if (!(min < max)) {
        usageError(shown + ": the range " + p.min + ".." + p.max + " does not go up; write its smaller end first, "
                   "as in " + p.name + "=" + p.value + ":" + p.max + ".." + p.min + ".");
    }
    if (value < min || value > max) {
        usageError(shown + ": the default " + p.value + " is outside the range " + p.min + ".." + p.max +
                   "; the slider starts at the default, so the range holds it.");
    }
    if (p.what.find_first_of("|\n") != std::string::npos) {
        usageError(shown + ": what it is, '" + p.what + "', holds a '|' or a line break, which params.txt's line "
                   "cannot; write it without them.");
    }
    p.step = stepFor(p.value, p.min, p.max);
    return p;
}

std::string stepFor(std::string_view value, std::string_view min, std::string_view max) {
    const double from = std::stod(std::string(min)), range = std::stod(std::string(max)) - from,
                 offset = std::stod(std::string(value)) - from;
    int exponent = int(std::floor(std::log10(range / 100)));
    while (exponent > -6 && !(wholeSteps(range, std::pow(10.0, exponent)) && wholeSteps(offset, std::pow(10.0, exponent)))) {
        --exponent;
    }
    std::string step = exponent >= 0 ? "1" : "0.";  // 1 then zeros, or 0. then zeros then 1
    step.append(std::size_t(exponent >= 0 ? exponent : -exponent - 1), '0');
    if (exponent < 0) step.push_back('1');
    return step;
}

std::vector<std::string> paramNamesIn(std::string_view paramsText) {
    std::vector<std::string> names;
    for (std::string_view line : linesOf(paramsText)) {
        const std::string text = trimmed(line);
        if (text.empty() || text.front() == '#') continue;
        names.push_back(trimmed(std::string_view(text).substr(0, text.find('|'))));
    }
    return names;
}

bool declaresField(std::string_view paramsHeader, std::string_view name) {
    const std::regex field("[ \t]" + std::string(name) + "[ \t]*[=;{]");
    return std::regex_search(paramsHeader.begin(), paramsHeader.end(), field);
}

}  // namespace boids::companion
