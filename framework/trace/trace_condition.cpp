// What an `if` line decided (trace_condition.h).
#include "trace_condition.h"
#include "trace_source.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace boids::trace {

namespace {

// What follows the condition of the `if` that `code` holds ("{", "continue;", ""), or empty with `found` false.
std::string_view afterCondition(std::string_view code, bool& found) {
    found = false;
    if (startsWith(code, "}")) code.remove_prefix(1);
    while (startsWith(code, " ")) code.remove_prefix(1);
    if (startsWith(code, "else ")) code.remove_prefix(5);
    if (!startsWith(code, "if (") && !startsWith(code, "if(")) return {};
    int depth = 0;
    for (std::size_t i = code.find('('); i < code.size(); ++i) {
        depth += code[i] == '(' ? 1 : code[i] == ')' ? -1 : 0;
        if (depth == 0) {
            found = true;
            std::string_view rest = code.substr(i + 1);
            while (startsWith(rest, " ")) rest.remove_prefix(1);
            return rest;
        }
    }
    return {};
}

}  // namespace

std::optional<bool> conditionHeld(std::span<const std::string> source, int ifLine, int nextLine) {
    bool found = false;
    const std::string code = codeLine(source, ifLine);
    const std::string_view rest = afterCondition(code, found);
    if (!found || nextLine == ifLine) return std::nullopt;
    if (rest == "{" || rest.empty()) {
        if (nextLine == 0) return std::nullopt;  // returned: from inside the body, or past it
        int first = ifLine + 1, last = 0;
        if (rest == "{") {
            last = closingLine(source, ifLine, 1) - 1;  // the closing brace's own line could be either way
            if (nextLine == last + 1) return std::nullopt;
        } else {
            first = nextCodeLine(source, ifLine);
            const std::string body = codeLine(source, first);
            if (body == "{") {
                last = closingLine(source, first, 1) - 1;
                if (nextLine == last + 1) return std::nullopt;
            } else if (!body.empty() && body.back() == ';' && !startsWith(body, "if")) {
                last = first;
            }
        }
        if (last < first) return std::nullopt;
        return nextLine >= first && nextLine <= last;
    }
    const bool jumps = rest == "continue;" || rest == "break;" || startsWith(rest, "return ") || rest == "return;";
    const int under = nextCodeLine(source, ifLine);
    if (!jumps || under == 0 || startsWith(codeLine(source, under), "}")) return std::nullopt;  // a jump to the end
    if (nextLine == under) return false;
    if (startsWith(rest, "return")) {
        return nextLine == 0 || (nextLine > under && codeLine(source, nextLine) == "}") ? std::optional(true) : std::nullopt;
    }
    return nextLine != 0 ? std::optional(true) : std::nullopt;
}

std::string alwaysChangedBy(std::span<const std::string> source, int ifLine) {
    bool found = false;
    const std::string code = codeLine(source, ifLine);
    std::string_view rest = afterCondition(code, found);
    if (!found || rest.empty() || rest.back() != ';') return {};
    rest.remove_suffix(1);
    if (rest.find(';') != std::string_view::npos) return {};  // more than one statement, or an `else` after it
    const auto isName = [](std::string_view n) {
        return !n.empty() && !std::isdigit(static_cast<unsigned char>(n[0])) &&
               std::all_of(n.begin(), n.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
    };
    for (const std::string_view op : {"++", "--"}) {
        if (startsWith(rest, op) && isName(rest.substr(2))) return std::string(rest.substr(2));
        if (rest.size() > 2 && rest.substr(rest.size() - 2) == op && isName(rest.substr(0, rest.size() - 2))) {
            return std::string(rest.substr(0, rest.size() - 2));
        }
    }
    for (const std::string_view call : {".push_back(", ".emplace_back("}) {
        const std::size_t at = rest.find(call);
        if (at != std::string_view::npos && isName(rest.substr(0, at)) && rest.back() == ')') {
            return std::string(rest.substr(0, at));
        }
    }
    return {};
}

std::string conditionText(bool held) { return held ? "condition true" : "condition false"; }

std::string conditionText(std::span<const std::string> source, int ifLine, int nextLine) {
    const std::optional<bool> held = conditionHeld(source, ifLine, nextLine);
    return held ? conditionText(*held) : std::string();
}

}  // namespace boids::trace
