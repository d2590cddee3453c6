// The hand file's text, read and written, and the words shown for a hand (boids/hand.h).
#include "boids/hand.h"

#include <charconv>
#include <chrono>

namespace boids::hand {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

// The whole of `s` as a number, or nothing.
template <class Number>
std::optional<Number> numberIn(std::string_view s) {
    Number n{};
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (error != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
    return n;
}

// The parts, one after another. Appended, not joined with +: GCC 12 warns of a false overlap in "text" + string
// (-Wrestrict), which the launcher's build of ./workshop must not show.
template <class... Parts>
std::string joined(const Parts&... parts) {
    std::string text;
    (text.append(parts), ...);
    return text;
}

std::string twoDigits(std::int64_t n) { return joined(n < 10 ? "0" : "", std::to_string(n)); }

}  // namespace

std::string toText(const Hand& hand) {
    std::string text = "# Your raised hand (./workshop hand, or N and D in the window); ./workshop hand down lowers it.\n";
    text += hand.kind == Kind::Help ? "hand = help\n" : joined("hand = done ", std::to_string(hand.task), "\n");
    text += joined("since = ", std::to_string(hand.since), "\n");
    return text;
}

Read fromText(std::string_view text) {
    bool sinceSeen = false;
    Read read;
    int lineNumber = 0;
    auto refuse = [&](std::string why) {
        read.problem = joined("line ", std::to_string(lineNumber), ": ", why);
        read.hand.reset();
        return read;
    };
    Hand h;
    bool handSeen = false;
    while (!text.empty()) {
        ++lineNumber;
        const std::size_t end = text.find('\n');
        const std::string_view line = trim(text.substr(0, end));
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        if (line.empty() || line.front() == '#') continue;
        const std::size_t equals = line.find('=');
        if (equals == std::string_view::npos) return refuse(joined("\"", line, "\" is not KEY = VALUE"));
        const std::string_view key = trim(line.substr(0, equals)), value = trim(line.substr(equals + 1));
        if (key == "hand") {
            if (value == "help") {
                h.kind = Kind::Help;
            } else if (value.starts_with("done ")) {
                const auto task = numberIn<int>(trim(value.substr(5)));
                if (!task || *task < 1 || *task > 99) {
                    return refuse(joined("the task in \"", value, "\" is not a task's number, 1 to 99"));
                }
                h.kind = Kind::Done;
                h.task = *task;
            } else {
                return refuse(joined("hand is \"", value, "\", where it is help or done N"));
            }
            handSeen = true;
        } else if (key == "since") {
            const auto since = numberIn<std::int64_t>(value);
            if (!since || *since < 0) return refuse(joined("since is \"", value, "\", where it is seconds since 1970"));
            h.since = *since;
            sinceSeen = true;
        } else {
            return refuse(joined("the key \"", key, "\" is not hand or since"));
        }
    }
    if (!handSeen && !sinceSeen) return read;  // no hand, and no problem
    if (handSeen != sinceSeen) {  // no line to name: the one missing
        read.problem = handSeen ? "there is a hand, but no since = SECONDS" : "there is a since, but no hand = help or hand = done N";
        return read;
    }
    read.hand = h;
    return read;
}

std::string sign(const Hand& hand) {
    return hand.kind == Kind::Help ? "NEED HELP" : joined("DONE WITH TASK ", std::to_string(hand.task));
}

std::string upFor(const Hand& hand, std::int64_t now) {
    const std::int64_t seconds = now > hand.since ? now - hand.since : 0;
    if (seconds < 60) return joined(std::to_string(seconds), " s");
    const std::int64_t minutes = seconds / 60;
    if (minutes < 60) return joined(std::to_string(minutes), " min");
    return joined(std::to_string(minutes / 60), " h ", twoDigits(minutes % 60), " min");
}

std::int64_t secondsNow() {
    return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

}  // namespace boids::hand
