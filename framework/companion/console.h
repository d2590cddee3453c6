// Where the companion writes: its two streams, the colours of a terminal, and the errors that end a command.
#pragma once

#include <ostream>
#include <string>
#include <string_view>

namespace boids::companion {

// The terminal's colour codes; all empty for plain output (a log, a pipe, NO_COLOR), which must read the same: a colour
// never says alone what the words do not.
struct Style {
    std::string bold, green, red, yellow, dim, reset;
};

// Where the companion writes. Every line goes through here, so a test can capture it in two ostringstreams.
class Console {
public:
    // styled: colours and a progress line that redraws itself (styledOutput). command: how the learner runs it.
    Console(std::ostream& out, std::ostream& err, bool styled, std::string command);
    void say(std::string_view text);          // text + "\n" to out (flushed)
    void sayError(std::string_view text);     // text + "\n" to err
    void complain(std::string_view message);  // red "workshop: " + message + reset, to err
    const Style& style() const;
    // How the learner runs the companion, for every message that names a command: "./workshop" (the sh
    // launcher), "workshop" (workshop.cmd). From the launcher's environment variable BOIDS_WORKSHOP_COMMAND,
    // default "./workshop". Output on Linux must equal the bash script's.
    const std::string& command() const;
    // Colours and redrawn lines (\r, ESC[K) are allowed; false: plain text only, each line written once.
    bool styled() const;
    std::ostream& out();  // for output that is not whole lines (the progress line that overwrites itself)
    std::ostream& err();

private:
    std::ostream* out_;
    std::ostream* err_;
    bool styled_;
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

// Whether output may carry escape codes (colours, a progress line redrawn with \r): only on a terminal, and not when
// NO_COLOR is set and not empty (https://no-color.org) or TERM is "dumb" (Emacs' M-x compile, some screen readers'
// consoles). The two variables are passed in, null when unset. NO_COLOR turns off the redrawn line too: one choice,
// the same plain text a log gets, for a screen reader that reads every redraw aloud.
bool styledOutput(bool outputIsTerminal, const char* noColor, const char* term);

// `text` without its escape sequences (CSI such as ESC[31m and ESC[K, OSC links, ESC ( B), for a child's output shown on plain
// output: a compiler or build tool told to colour (CLICOLOR_FORCE, CMAKE_COLOR_DIAGNOSTICS) must not bring codes in.
std::string withoutEscapes(std::string_view text);

// Standard input is a terminal (the bash's [[ -t 0 ]]): reset may ask on it, and watch reads keys from it.
bool standardInputIsTerminal();

// The environment variable BOIDS_WORKSHOP_COMMAND, or "./workshop" when it is unset or empty.
std::string commandFromEnvironment();

}  // namespace boids::companion
