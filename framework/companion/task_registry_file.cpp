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

std::string withTaskRow(std::string_view readme, std::string_view row) {
    static const std::regex taskRow(R"(\| [0-9]+ \|.*)");
    std::size_t insertAt = std::string_view::npos, at = 0;
    for (std::string_view line : linesOf(readme)) {
        const std::size_t next = at + line.size() + 1;
        if (std::regex_match(line.begin(), line.end(), taskRow)) insertAt = std::min(next, readme.size());
        else if (insertAt != std::string_view::npos) break;  // the table ended
        at = next;
    }
    if (insertAt == std::string_view::npos) {
        fail("README.md has no table of tasks (rows that begin \"| 1 |\"), where new-task adds the new task's row.");
    }
    std::string out(readme.substr(0, insertAt));
    if (!out.empty() && out.back() != '\n') out += "\n";
    return out + std::string(row) + "\n" + std::string(readme.substr(insertAt));
}

}  // namespace boids::companion
