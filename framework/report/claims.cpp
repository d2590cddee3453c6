// Claims about the learner's code checked against its source (boids/claims.h).
#include "boids/claims.h"

#include <algorithm>
#include <cctype>

#include "boids/render.h"

namespace boids::report {

namespace {

bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// `text` with every run of white space made one space, and trimmed: a wrapped line read as one.
std::string joined(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!out.empty() && out.back() != ' ') out += ' ';
        } else {
            out += c;
        }
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

// Whether `code` has `word` as a whole name at some place, preceded by one of `before` when that is not empty.
bool hasWord(std::string_view code, std::string_view word, std::string_view before = {}) {
    for (std::size_t at = code.find(word); at != std::string_view::npos; at = code.find(word, at + 1)) {
        const std::size_t end = at + word.size();
        const bool wholeEnd = end == code.size() || !isNameChar(code[end]);
        const bool wholeStart = before.empty() ? at == 0 || !isNameChar(code[at - 1])
                                               : at > 0 && before.find(code[at - 1]) != std::string_view::npos;
        if (wholeEnd && wholeStart) return true;
    }
    return false;
}

// The code a "try" asks for, when that is all it says: "try: use other.position." and "try: use a, b and c." give
// their names; any other shape (a "not", a "where", a "leave ... out", a sentence about the recipe) gives none, for
// the source alone cannot settle it.
std::vector<std::string> askedFor(const Part& part) {
    if (part.kind != "try") return {};
    std::string said = joined(part.text);
    constexpr std::string_view kOpening = "try: use ";
    if (!said.starts_with(kOpening) || !said.ends_with(".")) return {};
    said = said.substr(kOpening.size(), said.size() - kOpening.size() - 1);
    std::vector<std::string> names;
    std::size_t at = 0;
    while (at <= said.size()) {
        std::size_t end = said.size();
        std::size_t next = end;
        for (std::string_view separator : {", ", " and "}) {
            const std::size_t found = said.find(separator, at);
            if (found != std::string::npos && found < end) end = found, next = found + separator.size();
        }
        const std::string piece = said.substr(at, end - at);
        if (codeNamed(piece) != std::vector<std::string>{piece}) return {};  // a word that is no code
        names.push_back(piece);
        at = next;
        if (end == said.size()) break;
    }
    return names;
}

// A "try" part that asks only for code the source has.
bool asksForWhatCodeDoes(const Part& part, std::string_view code) {
    const std::vector<std::string> named = askedFor(part);
    return !named.empty() && std::ranges::all_of(named, [&](const std::string& n) { return codeHas(code, n); });
}

// Takes out of `failure` its known mistake when the code has what the mistake says it lacks.
int dropFalseMistake(Failure& failure, std::string_view code) {
    if (!failure.mistake) return 0;
    const MistakeRecord& m = *failure.mistake;
    if (std::ranges::none_of(m.absent, [&](const std::string& n) { return codeHas(code, n); })) return 0;
    const std::string tryText = joined(m.tryThis);
    const auto isMistakes = [&](const Part& p) {
        return p.kind == "mistake" || (p.kind == "try" && !tryText.empty() && joined(p.text).find(tryText) != std::string::npos);
    };
    const int dropped = int(std::ranges::count_if(failure.parts, isMistakes));
    std::erase_if(failure.parts, isMistakes);
    failure.mistake.reset();
    if (failure.rank == Rank::NamedMistake) failure.rank = Rank::Measured;
    return dropped;
}

// Takes out of `failure` each "try" that asks for what the code does, and clears that try in its finding's record.
int dropTriesTheCodeFollows(Failure& failure, std::string_view code) {
    int dropped = 0;
    for (auto part = failure.parts.begin(); part != failure.parts.end();) {
        if (!asksForWhatCodeDoes(*part, code)) {
            ++part;
            continue;
        }
        const std::string said = joined(part->text);
        for (FindingRecord& f : failure.findings) {
            if (!f.tryThis.empty() && said.find(joined(f.tryThis)) != std::string::npos) f.tryThis.clear();
        }
        part = failure.parts.erase(part);
        ++dropped;
    }
    return dropped;
}

// Whether `code` compares something with params.`field` (<, <=, > or >= beside it on its line; "->" and shifts are
// no comparison).
bool comparesWith(std::string_view code, std::string_view field) {
    const auto isComparison = [](std::string_view around) {
        for (std::size_t i = 0; i < around.size(); ++i) {
            const char c = around[i];
            if (c != '<' && c != '>') continue;
            const bool arrow = c == '>' && i > 0 && around[i - 1] == '-';
            const bool shift = (i + 1 < around.size() && around[i + 1] == c) || (i > 0 && around[i - 1] == c);
            if (!arrow && !shift) return true;
        }
        return false;
    };
    for (std::size_t at = code.find(field); at != std::string_view::npos; at = code.find(field, at + 1)) {
        const std::size_t end = at + field.size();
        if (at == 0 || (code[at - 1] != '.' && code[at - 1] != '>') || (end < code.size() && isNameChar(code[end]))) {
            continue;
        }
        const std::size_t lineStart = code.rfind('\n', at) == std::string_view::npos ? 0 : code.rfind('\n', at) + 1;
        const std::size_t lineEnd = std::min(code.find('\n', end), code.size());
        // The text around the name on its line, without the name's own "->" or ".".
        if (isComparison(code.substr(lineStart, at - 1 - lineStart)) || isComparison(code.substr(end, lineEnd - end))) {
            return true;
        }
    }
    return false;
}

// A try that asks for a comparison the code already makes ("try: compare the distance between the centres with
// params.fleeRadius." where the code compares with it) says instead what is known: the comparison is there, and what
// lies beyond the parameter still changes the force (the finding it comes with measured that).
int rewordComparisonsTheCodeMakes(Failure& failure, std::string_view code) {
    constexpr std::string_view kOpening = "try: compare the distance between the centres with params.";
    int reworded = 0;
    for (Part& part : failure.parts) {
        const std::string said = joined(part.text);
        if (part.kind != "try" || !said.starts_with(kOpening) || !said.ends_with(".")) continue;
        const std::string field = said.substr(kOpening.size(), said.size() - kOpening.size() - 1);
        if (!comparesWith(code, field)) continue;
        const std::string asked = said.substr(std::string_view("try: ").size());
        const std::string instead = "your code compares with params." + field +
                                    ", and what lies beyond it still changes your force: follow what the comparison "
                                    "decides to where the sum uses it.";
        part.text = wrapped("try: " + instead);
        for (FindingRecord& f : failure.findings) {
            if (joined(f.tryThis) == asked) f.tryThis = instead;
        }
        ++reworded;
    }
    return reworded;
}

}  // namespace

std::string codeOf(std::string_view source) {
    std::string code(source);
    for (std::size_t i = 0; i < code.size(); ++i) {
        const char c = code[i];
        if (c == '/' && i + 1 < code.size() && code[i + 1] == '/') {
            while (i < code.size() && code[i] != '\n') code[i++] = ' ';
        } else if (c == '/' && i + 1 < code.size() && code[i + 1] == '*') {
            const std::size_t end = code.find("*/", i + 2);
            const std::size_t stop = end == std::string::npos ? code.size() : end + 2;
            for (; i < stop; ++i) code[i] = code[i] == '\n' ? '\n' : ' ';
            --i;
        } else if (c == '"' || c == '\'') {
            std::size_t j = i + 1;
            while (j < code.size() && code[j] != c && code[j] != '\n') j += code[j] == '\\' ? 2 : 1;
            for (std::size_t k = i; k <= std::min(j, code.size() - 1); ++k) code[k] = ' ';
            i = j;
        }
    }
    return code;
}

std::vector<std::string> codeNamed(std::string_view sentence) {
    std::vector<std::string> names;
    std::size_t i = 0;
    while (i < sentence.size()) {
        if (!isNameChar(sentence[i]) || (i > 0 && isNameChar(sentence[i - 1]))) {
            ++i;
            continue;
        }
        // A name, then ".name" one or more times; each piece of two letters or more, so "e.g." is no code.
        std::size_t end = i, pieces = 0;
        bool short_ = false;
        for (;;) {
            std::size_t start = end;
            while (end < sentence.size() && isNameChar(sentence[end])) ++end;
            short_ = short_ || end - start < 2;
            ++pieces;
            if (end + 1 < sentence.size() && sentence[end] == '.' && isNameChar(sentence[end + 1])) {
                ++end;
                continue;
            }
            break;
        }
        const std::string name(sentence.substr(i, end - i));
        if (pieces > 1 && !short_ && !std::isdigit(static_cast<unsigned char>(name.front())) &&
            std::ranges::find(names, name) == names.end()) {
            names.push_back(name);
        }
        i = std::max(end, i + 1);
    }
    return names;
}

bool codeHas(std::string_view code, std::string_view name) {
    constexpr std::string_view kParams = "params.";
    if (name.starts_with(kParams)) {
        const std::string_view field = name.substr(kParams.size());
        return hasWord(code, field, ".") || hasWord(code, field, ">");  // p.field, p->field
    }
    return hasWord(code, name);
}

int dropFalseClaimsInCode(Failure& failure, std::string_view code) {
    return dropFalseMistake(failure, code) + dropTriesTheCodeFollows(failure, code) +
           rewordComparisonsTheCodeMakes(failure, code);
}

int dropFalseClaims(Records& records, std::string_view source) {
    const std::string code = codeOf(source);
    int dropped = 0;
    for (Check& check : records.checks) {
        for (Failure& failure : check.failures) dropped += dropFalseClaimsInCode(failure, code);
    }
    return dropped;
}

}  // namespace boids::report
