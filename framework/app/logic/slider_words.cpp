// Phrases about the window's sliders, read with regular expressions and held against workshopSliders().
#include "slider_words.h"

#include <algorithm>
#include <cctype>
#include <regex>
#include <utility>

#include "sliders.h"

namespace boids::app {

namespace {

// Words that may stand before "slider" without naming one: "the slider", "its own weight slider", "no slider".
bool isPlainWordBeforeSlider(std::string word) {
    std::transform(word.begin(), word.end(), word.begin(), [](unsigned char ch) { return char(std::tolower(ch)); });
    static const std::vector<std::string> plain{
        "a",    "an",    "the",  "one",   "two",   "three", "each",   "every",    "any",      "all",
        "no",   "its",   "own",  "their", "your",  "this",  "that",   "these",    "those",    "which",
        "of",   "for",   "with", "by",    "to",    "in",    "on",     "his",      "her",      "our",
        "what", "other", "same", "whose", "first", "last",  "weight", "workshop", "window's", "panel's",
        "model's"};
    return std::find(plain.begin(), plain.end(), word) != plain.end();
}

// One name of a list of names: "`maxSpeed`", "params.fleeRadius", "cohesionWeight", or a plain word.
const std::string kName = "(?:params\\.)?`?[A-Za-z][A-Za-z0-9']*`?";
// "A", "A and B", "A, B or C", where the words after the list say where it ends ("the A and B sliders").
const std::string kSeparator = "(?:, and |, or |, | and | or )";
const std::string kNames = kName + "(?:" + kSeparator + kName + ")*";
// The same, where the sentence goes on after the list: names after the first must look like names, so that in
// "drag `X` and nothing changes" the list is `X` alone.
const std::string kMarkedName = "(?:params\\.[A-Za-z][A-Za-z0-9]*|`[A-Za-z][A-Za-z0-9]*`|[a-z]+[A-Z][A-Za-z0-9]*)";
const std::string kNamesGoingOn = kName + "(?:" + kSeparator + kMarkedName + ")*";

struct Name {
    std::string text;   // without the backticks and the params. before it
    bool marked;        // in backticks, or after params.: a name for sure, whatever its case
    bool last = false;  // the list's last
};

// The names of a list matched by kNames, "and" and "or" left out.
std::vector<Name> namesIn(const std::string& list) {
    std::vector<Name> names;
    const std::regex each(kName);
    for (auto n = std::sregex_iterator(list.begin(), list.end(), each); n != std::sregex_iterator(); ++n) {
        std::string name = n->str();
        const bool params = name.rfind("params.", 0) == 0;
        if (params) name.erase(0, 7);
        const bool quoted = name.find('`') != std::string::npos;
        name.erase(std::remove(name.begin(), name.end(), '`'), name.end());
        if (name != "and" && name != "or") names.push_back({name, params || quoted});
    }
    if (!names.empty()) names.back().last = true;
    return names;
}

// True when a word is a name rather than the sentence going on: marked, or camelCase ("numBoids").
bool looksLikeAName(const Name& name) {
    return name.marked || std::any_of(name.text.begin() + 1, name.text.end(), [](unsigned char ch) { return std::isupper(ch); });
}

// White space, line breaks included, as one space; emphasis marks dropped.
std::string folded(std::string_view text) {
    std::string out;
    for (char ch : text) {
        if (ch == '*') continue;
        const bool space = ch == ' ' || ch == '\n' || ch == '\t' || ch == '\r';
        if (space && (out.empty() || out.back() == ' ')) continue;
        out += space ? ' ' : ch;
    }
    return out;
}

// A phrase found: where it starts in the folded text, how long it is there, and its words.
struct Found {
    std::size_t at, length;
    std::string phrase;
};

// For each match of `pattern` in `text`, the names of its first group that `wrong` says are wrong: the match (from
// its group on, when `fromNames`) once, however many of its names are wrong.
template <class Wrong>
void findAll(const std::string& text, const std::string& pattern, bool fromNames, Wrong wrong, std::vector<Found>& out) {
    const std::regex re(pattern);
    for (auto m = std::sregex_iterator(text.begin(), text.end(), re); m != std::sregex_iterator(); ++m) {
        const std::vector<Name> names = namesIn((*m)[1].str());
        if (std::none_of(names.begin(), names.end(), wrong)) continue;
        const std::size_t from = fromNames ? std::size_t(m->position(1)) : std::size_t(m->position(0));
        const std::size_t end = std::size_t(m->position(0) + m->length(0));
        out.push_back({from, end - from, text.substr(from, end - from)});
    }
}

}  // namespace

bool windowHasSlider(std::string_view name) { return findSlider(name).has_value(); }

std::vector<std::string> wrongSliderPhrases(std::string_view text) {
    const std::string words = folded(text);
    const auto unknown = [](const Name& n) { return looksLikeAName(n) && !windowHasSlider(n.text); };
    std::vector<Found> found;
    // "the X slider", "the X and Y sliders": each X a slider of the window, or a plain word. A word in lower case
    // is read only just before "slider": in "the window, the sliders" the list is the sentence's own.
    findAll(words, "(?:^|[^A-Za-z0-9_'`.])(" + kNames + ") [Ss]liders?\\b", true,
            [](const Name& n) {
                if (windowHasSlider(n.text) || (!n.marked && isPlainWordBeforeSlider(n.text))) return false;
                return n.last || looksLikeAName(n);
            },
            found);
    // "slider X", "the sliders `X`", "the sliders change params.X and params.Y", "drag `X`", "X has a slider".
    findAll(words, "\\b[Ss]liders?,? (" + kName + ")", false, unknown, found);
    findAll(words, "\\b[Ss]liders? (?:changes?|sets?|moves?|controls?) (" + kNamesGoingOn + ")", false, unknown,
            found);
    findAll(words, "\\b[Dd]rag(?:s|ged|ging)? (?:the )?(" + kNamesGoingOn + ")", false, unknown, found);
    findAll(words, "(" + kNames + ") (?:has|have) (?:a |its own |their own )?sliders?\\b", true, unknown, found);
    findAll(words, "\\bha(?:s|ve) (?:a )?sliders? for (" + kNamesGoingOn + ")", false, unknown, found);
    // "no slider for X": X must be a value the window has no slider for.
    findAll(words, "\\b[Nn]o sliders? for (" + kNamesGoingOn + ")", false,
            [](const Name& n) { return looksLikeAName(n) && windowHasSlider(n.text); }, found);

    // Each stretch of words once, in the order of the text: phrases that overlap are one.
    std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.at < b.at; });
    std::vector<std::string> phrases;
    std::size_t from = 0, to = 0;
    for (const Found& f : found) {
        if (!phrases.empty() && f.at < to) {
            to = std::max(to, f.at + f.length);
            phrases.back() = words.substr(from, to - from);
            continue;
        }
        from = f.at;
        to = f.at + f.length;
        phrases.push_back(f.phrase);
    }
    return phrases;
}

}  // namespace boids::app
