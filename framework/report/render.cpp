// The one renderer (boids/render.h): records in, a learner's text out.
#include "boids/render.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <vector>

namespace boids::report {

std::string wrapped(std::string_view sentence, std::size_t width) {
    std::string text = "  ";
    std::size_t column = 2;
    bool lineStart = true;
    while (!sentence.empty()) {
        std::size_t end = std::min(sentence.find(' '), sentence.size());
        // A minus sign stays with the word before it: a line that began "- d" would read as a new bullet.
        if (const std::string_view next = sentence.substr(std::min(end + 1, sentence.size()));
            end > 0 && (next == "-" || next.starts_with("- "))) {
            end += 2;
        }
        const std::string_view word = sentence.substr(0, end);
        if (!lineStart && column + 1 + word.size() > width) {
            text += "\n    ";
            column = 4;
            lineStart = true;
        }
        if (!lineStart) {
            text += ' ';
            ++column;
        }
        text += word;
        column += word.size();
        lineStart = false;
        sentence.remove_prefix(std::min(end + 1, sentence.size()));
    }
    return text + "\n";
}

std::string messageText(const Failure& failure) {
    std::string text;
    for (const Part& part : failure.parts) text += part.text;
    return text;
}

std::string checkBlock(const Check& check, std::string_view firstLine, std::string_view afterMessage) {
    // Appended piece by piece: `"\n" + std::string` trips GCC 12's -Wrestrict false alarm at -O3 (the launcher's
    // build of ./workshop, which must show no warning).
    std::string text = "Failed check: " + check.name + "\n";
    if (!firstLine.empty()) text.append(firstLine).append("\n");
    for (const Failure& failure : check.failures) text.append("\n").append(messageText(failure));
    if (!afterMessage.empty()) text.append("\n").append(afterMessage).append("\n");
    return text;
}

std::string allFailures(const Records& records) {
    std::string text;
    for (const Check& check : records.checks) {
        if (check.passed) continue;
        if (!text.empty()) text += '\n';
        text += checkBlock(check);
    }
    return text;
}

const Check* firstShown(const Records& records) {
    const Check* shown = nullptr;
    for (const Check& check : records.checks) {
        if (!check.passed && (!shown || check.rank() < shown->rank())) shown = &check;
    }
    return shown;
}

namespace {

// `words` as lines of the list of other failures: indented by `indent`, continued by `continued`, at most 116
// characters each (as a failure's own lines), broken only at spaces.
std::string listLines(std::string_view words, std::size_t indent, std::size_t continued) {
    constexpr std::size_t kWidth = 116;
    std::istringstream in{std::string(words)};
    std::string text, line(indent, ' '), word;
    bool empty = true;
    while (in >> word) {
        if (!empty && line.size() + 1 + word.size() > kWidth) {
            text += line + "\n";
            line.assign(continued, ' ');
            empty = true;
        }
        line += (empty ? "" : " ") + word;
        empty = false;
    }
    return text + line + "\n";
}

// "1 neighbour", "2 neighbours".
std::string counted(int n, std::string_view one) {
    return std::to_string(n) + " " + std::string(one) + (n == 1 ? "" : "s");
}

// What the grid got wrong for one boid, in the order the grid's own failure lists it.
VerdictWords gridWords(const Verdict& v) {
    auto count = [&](std::string_view key) { return int(v.number(key).value_or(0)); };
    const int missing = count("missing"), onRadius = count("onradius"), otherCell = count("othercell");
    std::vector<std::pair<std::string, std::string>> parts;  // kind, words
    if (missing > 0) {
        // Where the missed ones are, as facts: which of them lie on the radius, which in another cell.
        std::vector<std::string> where;
        if (onRadius > 0) where.push_back((missing == 1 ? "" : std::to_string(onRadius) + " ") + "exactly on the radius");
        if (otherCell == missing) where.push_back(missing == 1 ? "in another cell than the boid's" : "all in other cells than the boid's");
        else if (otherCell == 0) where.push_back(missing == 1 ? "in the boid's own cell" : "all in the boid's own cell");
        else where.push_back(std::to_string(otherCell) + " in other cells than the boid's");
        std::string words = "misses " + counted(missing, "neighbour") + " (";
        for (std::size_t i = 0; i < where.size(); ++i) words += (i ? ", " : "") + where[i];
        parts.emplace_back(otherCell == missing ? "missing from other cells"
                           : otherCell == 0     ? "missing from the boid's own cell"
                                                : "missing",
                           words + ")");
    }
    if (const int n = count("beyond")) parts.emplace_back("beyond the radius", "lists " + counted(n, "boid") + " beyond the radius");
    if (count("itself") > 0) parts.emplace_back("itself", "lists the boid itself");
    if (count("twice") > 0) parts.emplace_back("twice", "lists a neighbour twice");
    if (const int n = count("outside")) parts.emplace_back("outside", "lists " + counted(n, "number") + " past the last boid");
    VerdictWords words;
    for (const auto& [what, said] : parts) {
        words.kind += (words.kind.empty() ? "" : ", ") + what;
        words.differs += (words.differs.empty() ? "" : ", ") + said;
    }
    if (!words.differs.empty()) words.differs = "for one boid, your grid " + words.differs;
    return words;
}

// A force's verdict: how its answer differs from the recipe's.
VerdictWords forceWords(const Verdict& v) {
    const auto yoursNumber = v.number("yours");
    const std::string yours = yoursNumber ? number(*yoursNumber) : "";
    const std::string recipe = v.number("recipe") ? number(*v.number("recipe")) : "";
    const std::string lengths = "length " + yours + " where the recipe's is " + recipe;
    VerdictWords words{v.kind, "", v.checks};
    if (v.kind == "nan") {
        words.differs = "yours is NaN or infinity";
    } else if (v.kind == "extra") {
        words.differs = "the recipe gives no force here; yours has length " + yours;
        words.kind = "a force where the recipe has none";
    } else if (v.kind == "zero") {
        words.differs = yoursNumber && *yoursNumber > 0
                            ? "yours has length " + yours + ", next to nothing, where the recipe's has length " + recipe
                            : "yours is zero, where the recipe's has length " + recipe;
    } else if (v.kind == "length") {
        words.differs = "right direction, but " + lengths;
    } else if (v.kind == "opposite") {
        words.kind = "the opposite direction";
        words.differs = "the opposite direction to the recipe's, " +
                        (yours == recipe ? std::string("with the same length") : "and " + lengths);
    } else if (v.kind == "direction") {
        const std::string degrees = v.number("degrees") ? number(*v.number("degrees")) : "";
        const std::string off = degrees + " degrees away from the recipe's direction";
        words.differs = yours.empty() ? off + ", with the recipe's length" : off + ", and " + lengths;
        if (!yours.empty()) words.kind = "direction and length";
    }
    return words;
}

}  // namespace

VerdictWords verdictWords(const Verdict& v) {
    VerdictWords words;
    if (v.kind == "grid") {
        words = gridWords(v);
    } else if (v.kind == "threw") {
        words = {"it threw", "your code threw an exception here", v.checks};
    } else if (v.kind == "crash") {
        words = {"it crashed", "your code crashed here", v.checks};
    } else if (v.kind == "exited") {
        words = {"it ended the program", "your code ended the program here", v.checks};
    } else if (v.kind == "hang") {
        words = {"it never returned", "your code never returned here (stopped at its time limit)", v.checks};
    } else if (v.kind == "property") {
        words = {"property: " + v.checks, v.checks, ""};  // each property is its own kind
    } else {
        words = forceWords(v);
    }
    if (words.differs.empty()) return {};
    return words;
}

std::string failuresReport(const Records& records, std::string_view also, std::string_view more,
                           std::string_view afterMessage, std::string_view firstLine) {
    const Check* shown = firstShown(records);
    std::string text;
    if (shown) text += checkBlock(*shown, firstLine, afterMessage);
    // Each other failure with how it differs there, so that no name alone points at a mistake not made; those that
    // differ only as the one shown does are named together, after the rest (its fix is the same).
    const Verdict* shownVerdict = shown ? shown->verdict() : nullptr;
    const std::string shownKind = shownVerdict ? verdictWords(*shownVerdict).kind : "";
    std::string others;
    std::vector<std::string> sameWay;
    for (const Check& check : records.checks) {
        if (check.passed || &check == shown) continue;
        const Verdict* verdict = check.verdict();
        const VerdictWords words = verdict ? verdictWords(*verdict) : VerdictWords{};
        if (words.differs.empty()) {
            others += "  - " + check.name + "\n";
        } else if (!shownKind.empty() && words.kind == shownKind) {
            sameWay.push_back(check.name);
        } else {
            others += listLines("- " + check.name + ": " + words.differs, 2, 6);
            if (!words.checks.empty()) others += listLines("checks: " + words.checks, 6, 8);
        }
    }
    if (!sameWay.empty()) {
        const std::string count = std::to_string(sameWay.size());
        const bool one = sameWay.size() == 1;
        std::string words = others.empty() ? count + (one ? " other differs" : " others differ")
                                           : "and " + count + " more that differ" + (one ? "s" : "");
        words += " the same way as the one shown (" + shownKind + "):";
        for (std::size_t i = 0; i < sameWay.size(); ++i) words += " " + sameWay[i] + (i + 1 < sameWay.size() ? "," : "");
        others += listLines(words, 2, 4);
    }
    if (!others.empty()) {
        if (!text.empty()) text += '\n';
        text.append(also).append("\n").append(others).append(more).append("\n");
    }
    return text;
}

std::string oneLine(const Check& check) {
    for (const Failure& failure : check.failures) {
        if (failure.mistake) return "This is what you get when " + failure.mistake->explanation + ".";
    }
    for (const Failure& failure : check.failures) {
        if (!failure.findings.empty()) return failure.findings.front().text;
    }
    if (const Verdict* verdict = check.verdict()) {
        if (const VerdictWords words = verdictWords(*verdict); !words.differs.empty()) return words.differs;
    }
    if (check.failures.empty() || check.failures.front().parts.empty()) return {};
    const std::string& first = check.failures.front().parts.front().text;
    return first.substr(0, first.find('\n'));
}

std::string scenarioOf(const Check& check) {
    for (const Failure& failure : check.failures) {
        std::istringstream lines(messageText(failure));
        for (std::string line; std::getline(lines, line);) {
            for (const std::string_view tag : {std::string_view("scenario: "), std::string_view("It was running: ")}) {
                if (const std::size_t at = line.find(tag); at != std::string::npos) return line.substr(at + tag.size());
            }
        }
    }
    return {};
}

Shown shownCheck(const Records& records, std::string_view name) {
    auto sceneOf = [](const Check& check) {
        const Failure* failure = check.withScene();
        return failure ? failure->scene : std::string();
    };
    if (!name.empty()) {
        const Check* check = records.find(name);
        if (!check || check->passed) return {};
        return {check, sceneOf(*check), false};
    }
    const Check* first = firstShown(records);
    if (!first) return {};
    Shown shown{first, sceneOf(*first), false};
    // The grid's worlds have from a handful of boids to hundreds, and from a few cells to thousands: its trace runs on
    // the failing world whose boids and cells together are fewest, which the trace's line limit reaches last.
    for (const Check& check : records.checks) {
        if (check.passed) continue;
        const std::string scene = sceneOf(check);
        if (sceneSize(shown.scene) > 0 && sceneSize(scene) > 0 && sceneSize(scene) < sceneSize(shown.scene)) {
            shown = {&check, scene, true};
        }
    }
    return shown;
}

}  // namespace boids::report
