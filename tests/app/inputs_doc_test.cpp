// docs/inputs.md against the code: every limit it lists has the value, and the home, that the code gives it; every
// limit the code names is listed; every settings key has its slider's range.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <boids/task_list.h>  // generated from tasks.txt: BOIDS_TASK_LIST
#include <boids/model_params.h>
#include <boids/thread_pool.h>

#include "cli.h"
#include "files.h"
#include "search_mode.h"
#include "settings.h"
#include "sliders.h"

namespace boids::app {
namespace {

namespace fs = std::filesystem;

// A limit as the code names it, and its value.
struct NamedLimit {
    std::string_view name;
    long long value;
};

// Every limit docs/inputs.md must list. A new limit goes here and in the document's table.
const NamedLimit kNamedLimits[] = {
    {"kMaxSettingsBytes", (long long)kMaxSettingsBytes},
    {"kMaxScriptBytes", (long long)kMaxScriptBytes},
    {"kMaxLineBytes", (long long)kMaxLineBytes},
    {"kMaxBoids", kMaxBoids},
    {"kBruteForceMaxBoids", kBruteForceMaxBoids},
    {"kInverseSquareMaxBoids", kInverseSquareMaxBoids},
    {"kFlock3DMaxBoids", kFlock3DMaxBoids},
    {"kBenchMaxFrames", kBenchMaxFrames},
    {"kBenchDefaultFrames", kBenchDefaultFrames},
    {"kMaxWarmup", kMaxWarmup},
    {"ThreadPool::kMaxThreads", ThreadPool::kMaxThreads},
};

std::string sourceText(const fs::path& relative) {
    std::ifstream in(fs::path(BOIDS_SOURCE_DIR) / relative, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

// The cells of a Markdown table row ("| a | b |" -> {"a", "b"}); empty for any other line.
std::vector<std::string> tableCells(std::string_view line) {
    std::vector<std::string> cells;
    if (!line.starts_with('|')) return cells;
    line.remove_prefix(1);
    for (std::size_t bar; (bar = line.find('|')) != std::string_view::npos; line.remove_prefix(bar + 1)) {
        cells.emplace_back(trimmed(line.substr(0, bar)));
    }
    return cells;
}

// "`kMaxBoids`" -> "kMaxBoids"; "" for a cell that is not one name in backquotes.
std::string_view quotedName(std::string_view cell) {
    if (cell.size() < 3 || cell.front() != '`' || cell.back() != '`') return {};
    return cell.substr(1, cell.size() - 2);
}

// The table rows of docs/inputs.md.
std::vector<std::vector<std::string>> documentRows() {
    std::vector<std::vector<std::string>> rows;
    std::istringstream in(sourceText("docs/inputs.md"));
    for (std::string line; std::getline(in, line);) {
        if (auto cells = tableCells(line); !cells.empty()) rows.push_back(std::move(cells));
    }
    return rows;
}

// A row of the limits' table: | what | `constant` | value | `file` | what a user sees |.
bool isLimitRow(const std::vector<std::string>& cells) {
    if (cells.size() < 5) return false;
    const std::string_view name = quotedName(cells[1]);
    return name.starts_with('k') || name.starts_with("ThreadPool::k");
}

TEST(InputsDocument, ListsEveryLimitWithTheValueAndTheFileTheCodeGivesIt) {
    const auto rows = documentRows();
    std::vector<std::string_view> listed;  // views into rows
    for (const auto& cells : rows) {
        if (!isLimitRow(cells)) continue;
        const std::string_view name = quotedName(cells[1]);
        SCOPED_TRACE(fmt::format("docs/inputs.md, the row of {}", name));
        listed.push_back(name);
        const auto known = std::find_if(std::begin(kNamedLimits), std::end(kNamedLimits),
                                        [&](const NamedLimit& limit) { return limit.name == name; });
        if (known == std::end(kNamedLimits)) {
            ADD_FAILURE() << name << " is not a limit this test knows: add it to kNamedLimits in " << __FILE__;
            continue;
        }
        // The value cell starts with the number, digits only: "65536 bytes (64 KiB)".
        const std::string& value = cells[2];
        const std::string digits(value.begin(),
                                 std::find_if(value.begin(), value.end(), [](char c) { return !std::isdigit(c); }));
        EXPECT_EQ(digits, std::to_string(known->value)) << "the document says \"" << value << "\"";
        // The file cell names the file that defines it ("kMaxBoids = ", "kMaxThreads = ").
        const std::string_view file = quotedName(cells[3]);
        const std::string definition = fmt::format("{} = ", name.substr(name.rfind(':') + 1));  // npos + 1 is 0
        EXPECT_TRUE(sourceText(fs::path(file)).find(definition) != std::string::npos)
            << "no \"" << definition << "\" in " << (file.empty() ? "the file cell" : file);
    }
    for (const NamedLimit& limit : kNamedLimits) {
        EXPECT_TRUE(std::find(listed.begin(), listed.end(), limit.name) != listed.end())
            << limit.name << " (" << limit.value << ") is not in docs/inputs.md's table of limits";
    }
}

TEST(InputsDocument, GivesEverySettingsKeyItsSlidersRange) {
    std::vector<std::string_view> listed;  // the sliders' names
    for (const auto& cells : documentRows()) {
        if (cells.size() < 2) continue;
        const auto index = findSlider(quotedName(cells[0]));
        if (!index) continue;
        const SliderSpec& spec = workshopSliders()[*index];
        listed.push_back(spec.name);
        EXPECT_EQ(cells[1], rangeText(spec)) << "docs/inputs.md, the settings key " << spec.name;
    }
    // The keys of a task's own weight or parameter are documented where it is declared (tasks.txt, its params.txt).
    std::vector<std::string_view> tasksOwn;
#define BOIDS_OWN_WEIGHT(field) tasksOwn.push_back(#field);
#define BOIDS_OWN_PARAM(field, value, min, max, step) tasksOwn.push_back(#field);
    BOIDS_TASK_ADDED_WEIGHTS(BOIDS_OWN_WEIGHT)
    BOIDS_TASK_PARAMS(BOIDS_OWN_PARAM)
#undef BOIDS_OWN_WEIGHT
#undef BOIDS_OWN_PARAM
    for (const SliderSpec& spec : workshopSliders()) {
        if (std::find(tasksOwn.begin(), tasksOwn.end(), spec.name) != tasksOwn.end()) continue;
        EXPECT_TRUE(std::find(listed.begin(), listed.end(), spec.name) != listed.end())
            << "the settings key " << spec.name << " is not in docs/inputs.md";
    }
}

// The text size's key is listed with the two values the settings file reads.
TEST(InputsDocument, GivesTheTextSizeKeyItsValues) {
    const std::string key = fmt::format("`{}`", kTextSizeKey);
    const std::string values =
        fmt::format("`{}` or `{}`", textSizeName(TextSize::Normal), textSizeName(TextSize::Large));
    bool found = false;
    for (const auto& cells : documentRows()) {
        if (cells.size() < 2 || cells[0] != key) continue;
        found = true;
        EXPECT_EQ(cells[1], values) << "docs/inputs.md, the settings key " << kTextSizeKey;
    }
    EXPECT_TRUE(found) << "the settings key " << kTextSizeKey << " is not in docs/inputs.md";
}

}  // namespace
}  // namespace boids::app
