// One number, one meaning: the limits that the README, the pages in docs/ and ./workshop state are the constants the
// program uses. The panel and the slider read the constants themselves; the documentation and the bash companion
// cannot, so these tests read them and compare each figure with its constant.
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include <boids/format.h>

#include "search_mode.h"

namespace boids::app {
namespace {

const std::filesystem::path kSource = BOIDS_SOURCE_DIR;

std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// README.md, every page under docs/ and each task's pages (framework/tasks/), each with its path from the kit's
// folder: the figures may stand in any of them.
std::vector<std::pair<std::string, std::string>> learnerDocuments() {
    std::vector<std::pair<std::string, std::string>> documents{{"README.md", readText(kSource / "README.md")}};
    for (const char* folder : {"docs", "framework/tasks"}) {
        for (const auto& entry : std::filesystem::recursive_directory_iterator(kSource / folder)) {
            if (entry.is_regular_file() && entry.path().extension() == ".md")
                documents.emplace_back(entry.path().lexically_relative(kSource).generic_string(), readText(entry.path()));
        }
    }
    return documents;
}

// The first capture of every match of `pattern` in `text`, with its digits' commas removed.
std::vector<long long> figures(const std::string& text, const std::string& pattern) {
    std::vector<long long> found;
    const std::regex re(pattern);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator(); ++it) {
        std::string digits = (*it)[1];
        std::erase(digits, ',');
        found.push_back(std::stoll(digits));
    }
    return found;
}

TEST(Figures, TheDocumentsMostBoidsIsKMaxBoids) {
    std::size_t count = 0;
    for (const auto& [file, text] : learnerDocuments()) {
        for (long long n : figures(text, R"((?:and up to|slider goes to|\| numBoids \| 1-) ?([0-9][0-9,]{3,}))")) {
            ++count;
            EXPECT_EQ(n, kMaxBoids) << file << " says " << withThousands(n) << " boids at most; the program allows "
                                    << withThousands(kMaxBoids) << " (kMaxBoids, framework/app/logic/search_mode.h)";
        }
    }
    ASSERT_GE(count, 3u) << "the documents state the most boids in the slider table and the text";
}

TEST(Figures, TheDocumentsBruteForceLimitIsKBruteForceMaxBoids) {
    std::size_t count = 0;
    for (const auto& [file, text] : learnerDocuments()) {
        for (long long n : figures(text, R"(brute force stops (?:the flock )?at ([0-9][0-9,]*))")) {
            ++count;
            EXPECT_EQ(n, kBruteForceMaxBoids) << file << " says brute force stops at " << withThousands(n)
                                              << "; the program stops it at " << withThousands(kBruteForceMaxBoids);
        }
    }
    ASSERT_GE(count, 2u);
}

// The header learners read names the constants, not a number that can go stale.
TEST(Figures, ParamsNamesTheBoidLimitsByTheirConstants) {
    const std::string params = readText(kSource / "framework/core/boids/params.h");
    std::smatch line;
    ASSERT_TRUE(std::regex_search(params, line, std::regex(R"(int numBoids = [0-9]+;[^\n]*)")));
    EXPECT_NE(line.str().find("kMaxBoids"), std::string::npos) << line.str();
    EXPECT_TRUE(figures(line.str(), R"([^0-9]([0-9]{4,}))").empty()) << "a bare limit in: " << line.str();
}

}  // namespace
}  // namespace boids::app
