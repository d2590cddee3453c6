// tasks.txt's lines and README.md's table of tasks, read and extended (task_registry_file.h).
#include "task_registry_file.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <regex>

#include "console.h"
#include "file_io.h"
#include "new_task_text.h"

namespace boids::companion {

namespace {

std::vector<std::string_view> fieldsOf(std::string_view line) {
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    for (std::size_t bar; (bar = line.find('|', start)) != std::string_view::npos; start = bar + 1) {
        fields.push_back(line.substr(start, bar - start));
    }
    fields.push_back(line.substr(start));
    return fields;
}

// "\r\n" for a text written with Windows' line ends (a checkout with core.autocrlf), else "\n".
std::string_view endOfLine(std::string_view text) { return text.find("\r\n") != std::string_view::npos ? "\r\n" : "\n"; }

}  // namespace

bool isTaskLine(std::string_view line) {
    const std::string text = trimmed(line);
    return !text.empty() && text.front() != '#';
}

std::vector<RegistryEntry> parseRegistry(std::string_view text) {
    std::vector<RegistryEntry> tasks;
    int lineNumber = 0;
    for (std::string_view line : linesOf(text)) {
        ++lineNumber;
        if (!isTaskLine(line)) continue;
        const auto fields = fieldsOf(line);
        const std::string where = "tasks.txt, line " + std::to_string(lineNumber);
        if (fields.size() != 9) {
            fail(where + " has " + std::to_string(fields.size()) + " fields separated by |, where a task has 9: \"" +
                 trimmed(line) + "\"");
        }
        RegistryEntry t;
        const std::string number = trimmed(fields[0]);
        if (number.empty() || number.size() > 2 || !std::all_of(number.begin(), number.end(), [](unsigned char c) { return std::isdigit(c); })) {
            fail(where + ": the number is \"" + number + "\", where a task's number is a whole number from 1 to 99.");
        }
        t.number = std::stoi(number);
        t.name = trimmed(fields[1]);
        t.stem = trimmed(fields[2]);
        t.kind = trimmed(fields[3]);
        t.function = trimmed(fields[4]);
        t.weight = trimmed(fields[5]);
        t.label = trimmed(fields[6]);
        t.colour = trimmed(fields[7]);
        t.bonus = trimmed(fields[8]) == "yes";
        tasks.push_back(std::move(t));
    }
    return tasks;
}

std::string registryLine(const RegistryEntry& t, std::string_view columnsLike) {
    const std::array<std::string, 9> values{std::to_string(t.number), t.name, t.stem, t.kind, t.function,
                                            t.weight, t.label, t.colour, t.bonus ? "yes" : "no"};
    const auto columns = fieldsOf(columnsLike);
    std::string line;
    for (std::size_t i = 0; i < values.size(); ++i) {
        std::string cell = (i == 0 ? "" : " ") + values[i];
        if (i + 1 < values.size()) {
            const std::size_t width = i < columns.size() ? columns[i].size() : 0;
            if (cell.size() + 1 > width) cell += " ";
            else cell.resize(width, ' ');
            cell += "|";
        }
        line += cell;
    }
    return line;
}

std::string withTaskLine(std::string_view registry, std::string_view line, int before) {
    const std::string_view eol = endOfLine(registry);
    std::string out;
    bool placed = before == 0;
    for (std::string_view old : linesOf(registry)) {
        const std::string_view field = old.substr(0, old.find('|'));
        if (!isTaskLine(old) || before == 0 || std::stoi(trimmed(field)) < before) {
            out.append(old).append(eol);
            continue;
        }
        const int number = std::stoi(trimmed(field));
        if (number == before) {
            out.append(line).append(eol);
            placed = true;
        }
        // The number field as it was, "6        ", now "7        ": its width kept where the new number fits.
        std::string renumbered(field.substr(0, field.find_first_not_of(" \t")));
        renumbered += std::to_string(number + 1);
        renumbered.resize(std::max(renumbered.size() + 1, field.size()), ' ');
        out.append(renumbered).append(old.substr(field.size())).append(eol);
    }
    if (!placed) fail("tasks.txt has no task " + std::to_string(before) + " to place the new task before.");
    if (before == 0) out.append(line).append(eol);
    return out;
}

std::string withTaskRow(std::string_view readme, std::string_view row, int before) {
    static const std::regex taskRow(R"(\| ([0-9]+) \|(.*))");
    const std::string_view eol = endOfLine(readme);
    std::string out;
    int tables = 0;  // the tables of task rows met so far: the first is the tasks' table
    bool inTable = false, placed = false;
    for (std::string_view line : linesOf(readme)) {
        std::match_results<std::string_view::const_iterator> match;
        const bool isRow = std::regex_match(line.begin(), line.end(), match, taskRow);
        if (isRow && !inTable) ++tables;
        if (!isRow && inTable && before == 0 && !placed) {  // the tasks' table ended
            out.append(row).append(eol);
            placed = true;
        }
        inTable = isRow;
        const int number = isRow && tables == 1 ? std::stoi(match[1].str()) : 0;
        if (before == 0 || number < before) {
            out.append(line).append(eol);
            continue;
        }
        if (number == before) {
            out.append(row).append(eol);
            placed = true;
        }
        out.append("| " + std::to_string(number + 1) + " |").append(match[2].str()).append(eol);
    }
    if (inTable && before == 0 && !placed) {  // the table ends the file
        out.append(row).append(eol);
        placed = true;
    }
    if (!placed && before == 0) {
        fail("README.md has no table of tasks (rows that begin \"| 1 |\"), where new-task adds the new task's row.");
    }
    if (!placed) {
        fail("README.md's table of tasks has no row for task " + std::to_string(before) + " (\"| " +
             std::to_string(before) + " |\"), before which new-task adds the new task's row.");
    }
    return out;
}

}  // namespace boids::companion
