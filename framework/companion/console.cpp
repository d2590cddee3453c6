// The companion's output: lines to standard output and error, in a terminal's colours or none.
#include "console.h"

#include <cstdlib>

#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

namespace boids::companion {

Console::Console(std::ostream& out, std::ostream& err, bool styled, std::string command)
    : out_(&out), err_(&err), styled_(styled), command_(std::move(command)) {
    if (styled_) style_ = {"\x1b[1m", "\x1b[32m", "\x1b[31m", "\x1b[33m", "\x1b[2m", "\x1b[0m"};
}

void Console::say(std::string_view text) {
    *out_ << text << '\n';
    out_->flush();
}

void Console::sayError(std::string_view text) {
    out_->flush();  // what was said before stays before, on a terminal that shows both
    *err_ << text << '\n';
    err_->flush();
}

void Console::complain(std::string_view message) {
    sayError(style_.red + "workshop: " + std::string(message) + style_.reset);
}

const Style& Console::style() const { return style_; }
const std::string& Console::command() const { return command_; }
bool Console::styled() const { return styled_; }
std::ostream& Console::out() { return *out_; }
std::ostream& Console::err() { return *err_; }

void fail(std::string message) { throw CommandError{1, std::move(message)}; }

void usageError(std::string message) { throw CommandError{2, std::move(message), true}; }

std::string commandFromEnvironment() {
    const char* command = std::getenv("BOIDS_WORKSHOP_COMMAND");
    return command && *command ? std::string(command) : std::string("./workshop");
}

bool styledOutput(bool outputIsTerminal, const char* noColor, const char* term) {
    if (noColor && *noColor) return false;  // no-color.org: set and not empty; an empty NO_COLOR is as if unset
    if (term && std::string_view(term) == "dumb") return false;
    return outputIsTerminal;
}

std::string withoutEscapes(std::string_view text) {
    std::string plain;
    plain.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] != '\x1b') {
            plain += text[i++];
            continue;
        }
        ++i;
        if (i < text.size() && text[i] == '[') {  // CSI (colours, ESC[K): parameters, then one final byte @ to ~
            ++i;
            while (i < text.size() && !(text[i] >= '@' && text[i] <= '~')) ++i;
            ++i;
        } else if (i < text.size() && text[i] == ']') {  // OSC (gcc's links): up to BEL or ESC backslash
            while (i < text.size() && text[i] != '\a' && text[i] != '\x1b') ++i;
            i += i < text.size() && text[i] == '\x1b' ? 2 : 1;
        } else {  // ESC, intermediate bytes (space to /), one final byte: ESC ( B
            while (i < text.size() && text[i] >= ' ' && text[i] <= '/') ++i;
            ++i;
        }
    }
    return plain;
}

bool standardInputIsTerminal() {
#ifdef _WIN32
    return ::_isatty(0) != 0;
#else
    return ::isatty(STDIN_FILENO) != 0;
#endif
}

}  // namespace boids::companion
