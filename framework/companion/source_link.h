// A failure's place in the learner's file, in the form compilers print ("exercises/01_alignment.cpp:12: error: ..."),
// so that an editor links it: VS Code's problem matcher (.vscode/tasks.json), CLion's console, Emacs' compile, Vim's
// quickfix. The path is relative to the kit's root, with forward slashes on every system.
#pragma once

#include <string>
#include <string_view>

namespace boids::companion {

// The line (from 1) where `function` is defined in `source`: the first line that names it followed by "(" outside a
// comment and is not a declaration alone (a line that ends with ";"). 0 when no line does.
int definitionLine(std::string_view source, std::string_view function);

// "PATH:LINE: error: MESSAGE", on one line (line breaks in `message` become spaces).
std::string sourceLink(std::string_view path, int line, std::string_view message);

}  // namespace boids::companion
