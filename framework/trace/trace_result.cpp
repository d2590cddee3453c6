// What a traced run returned, beside the recipe's answer and the check's own (trace_result.h).
#include "trace_result.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include <fmt/format.h>

#include <boids/format.h>
#include <boids/replay.h>

#include "trace_words.h"

namespace boids::trace {

namespace {

// A list of boids, whole when it is short; else its first ones and how many more ("1, 2, ... and 190 more").
constexpr std::size_t kWholeList = 12;
std::string listText(const std::vector<std::uint32_t>& items) {
    std::string text;
    const std::size_t shown = items.size() <= kWholeList ? items.size() : kWholeList - 2;
    for (std::size_t k = 0; k < shown; ++k) text += fmt::format("{}{}", text.empty() ? "" : ", ", items[k]);
    if (shown < items.size()) text += fmt::format(" and {} more", items.size() - shown);
    return text.empty() ? "none" : text;
}

}  // namespace

std::optional<NeighbourDifference> neighbourDifference(std::string_view result, const TraceScene& scene) {
    const std::vector<std::string_view> words = wordsOf(result);
    if (words.empty() || words[0] != "neighbours") return std::nullopt;
    NeighbourDifference d;
    for (std::size_t i = 1; i < words.size(); ++i) {
        int v = 0;
        if (readInt(words[i], v) && v >= 0) d.found.push_back(std::uint32_t(v));
    }
    d.expected = scene.expectedNeighbours;
    std::vector<std::uint32_t> sorted = d.found;
    std::sort(sorted.begin(), sorted.end());
    std::sort(d.expected.begin(), d.expected.end());
    std::set_difference(d.expected.begin(), d.expected.end(), sorted.begin(), sorted.end(), std::back_inserter(d.missing));
    std::set_difference(sorted.begin(), sorted.end(), d.expected.begin(), d.expected.end(), std::back_inserter(d.extra));
    return d;
}

std::string resultText(std::string_view result, const TraceScene& scene, std::optional<Vec2> answered) {
    const std::vector<std::string_view> words = wordsOf(result);
    if (words.size() == 3 && words[0] == "force") {
        double x = 0, y = 0;
        if (!readDouble(words[1], x) || !readDouble(words[2], y)) return {};
        const Vec2 yours{float(x), float(y)};
        if (!scene.expected) return fmt::format("  returned {}.\n", yours);
        std::string text = fmt::format("  returned {}, where the recipe gives {} for this scene.\n", yours, *scene.expected);
        if (answered && !sameForce(*answered, yours, *scene.expected)) {
            // Both measured: the check's call (its record) and this run, on the same inputs.
            text += fmt::format("  The check's own call on this scene returned {}{}: the same inputs gave your function "
                                "two answers.\n  Does it keep something from one call to the next (a static variable), "
                                "or read a variable it never set?\n",
                                *answered, scene.before.empty() ? "" : ", after the same earlier calls");
        } else if (!answered && sameForce(yours, *scene.expected, *scene.expected)) {
            // What the check's own call answered is not known here: said only as a condition.
            text += scene.before.empty()
                        ? "  That is the recipe's answer. Here your function ran once, on this scene alone: if the "
                          "check's answer was\n  another, does your code keep something from an earlier call (a "
                          "static variable), or read something it never set?\n"
                        : "  That is the recipe's answer, here after the same calls the check made.\n";
        }
        return text;
    }
    if (const std::optional<NeighbourDifference> difference = neighbourDifference(result, scene)) {
        const auto& [found, expected, missing, extra] = *difference;
        std::vector<std::uint32_t> sorted = found;
        std::sort(sorted.begin(), sorted.end());
        // Two long lists are said by their sizes and differences: their first line is the editor's link.
        std::string text = found.size() <= kWholeList && expected.size() <= kWholeList
                               ? fmt::format("  found for boids[{}]: {}; brute force finds: {}.\n", scene.focus,
                                             listText(found), listText(expected))
                               : fmt::format("  listed {} for boids[{}], where brute force finds {}: {} missing, {} not "
                                             "neighbours or listed twice.\n",
                                             found.size(), scene.focus, expected.size(), missing.size(), extra.size());
        if (!missing.empty()) text += fmt::format("  missing: {}\n", listText(missing));
        if (!extra.empty()) text += fmt::format("  not neighbours, or listed twice: {}\n", listText(extra));
        if (scene.answeredNeighbours && *scene.answeredNeighbours != sorted) {
            // Both measured: the check's own search (its scene) and this run, on the same boids after the same builds.
            text += fmt::format("  The check's own search found {} for this boid: the same boids and builds gave your grid "
                                "two answers.\n  Does it keep something from one search to the next (a static "
                                "variable), or read a variable it never set?\n",
                                listText(*scene.answeredNeighbours));
        } else if (!scene.answeredNeighbours && missing.empty() && extra.empty() && sorted.size() == expected.size()) {
            // What the check's own run found is not in the scene: said only as a condition.
            text += scene.builtBefore.empty()
                        ? "  Those are brute force's neighbours. Here your grid was built once, for this world alone: if "
                          "the check's\n  answer was another, does your code keep something from an earlier call (a "
                          "static variable)?\n"
                        : "  Those are brute force's neighbours, here after the same builds and searches the check made "
                          "before.\n";
        }
        return text;
    }
    return {};
}

}  // namespace boids::trace
