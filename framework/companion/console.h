// Where the companion writes: its two streams, the colours of a terminal, and the errors that end a command.
#pragma once

#include <ostream>
#include <string>
#include <string_view>

namespace boids::companion {

// The terminal's colour codes; all empty when standard output is not a terminal (a log reads the same).
struct Style {
    std::string bold, green, red, yellow, dim, reset;
};

// Where the companion writes. Every line goes through here, so a test can capture it in two ostringstreams.
class Console {
public:
    // colour: standard output is a terminal (the bash `[[ -t 1 ]]`). command: how the learner runs the companion.
    Console(std::ostream& out, std::ostream& err, bool colour, std::string command);
    void say(std::string_view text);          // text + "\n" to out (flushed)
    void sayError(std::string_view text);     // text + "\n" to err
    void complain(std::string_view message);  // red "workshop: " + message + reset, to err
    const Style& style() const;
    // How the learner runs the companion, for every message that names a command: "./workshop" (the sh
    // launcher), "workshop" (workshop.cmd). From the launcher's environment variable BOIDS_WORKSHOP_COMMAND,
    // default "./workshop". Output on Linux must equal the bash script's.
    const std::string& command() const;
    bool outIsTerminal() const;
    std::ostream& out();  // for output that is not whole lines (the progress line that overwrites itself)
    std::ostream& err();

private:
    std::ostream* out_;
    std::ostream* err_;
    bool colour_;
    Style style_;
    std::string command_;
};

// Thrown to end the command; main() catches it: complains with `message` (if not empty), adds
// "Run ./workshop help for the commands." to stderr when `usage`, and exits with exitCode.
struct CommandError {
    int exitCode;
    std::string message;
    bool usage = false;
};
[[noreturn]] void fail(std::string message);        // exitCode 1
[[noreturn]] void usageError(std::string message);  // exitCode 2, usage = true

// Standard input is a terminal (the bash's [[ -t 0 ]]): reset may ask on it, and watch reads keys from it.
bool standardInputIsTerminal();

// The environment variable BOIDS_WORKSHOP_COMMAND, or "./workshop" when it is unset or empty.
std::string commandFromEnvironment();

}  // namespace boids::companion
