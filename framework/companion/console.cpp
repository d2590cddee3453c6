// The companion's output: lines to standard output and error, in a terminal's colours or none.
#include "console.h"

#include <cstdlib>

#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

namespace boids::companion {

Console::Console(std::ostream& out, std::ostream& err, bool colour, std::string command)
    : out_(&out), err_(&err), colour_(colour), command_(std::move(command)) {
    if (colour_) style_ = {"\x1b[1m", "\x1b[32m", "\x1b[31m", "\x1b[33m", "\x1b[2m", "\x1b[0m"};
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
bool Console::outIsTerminal() const { return colour_; }
std::ostream& Console::out() { return *out_; }
std::ostream& Console::err() { return *err_; }

void fail(std::string message) { throw CommandError{1, std::move(message)}; }

void usageError(std::string message) { throw CommandError{2, std::move(message), true}; }

std::string commandFromEnvironment() {
    const char* command = std::getenv("BOIDS_WORKSHOP_COMMAND");
    return command && *command ? std::string(command) : std::string("./workshop");
}

bool standardInputIsTerminal() {
#ifdef _WIN32
    return ::_isatty(0) != 0;
#else
    return ::isatty(STDIN_FILENO) != 0;
#endif
}

}  // namespace boids::companion
