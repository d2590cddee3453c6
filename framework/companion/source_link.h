// A failure's place in the learner's file, in the form compilers print ("exercises/01_alignment.cpp:12: error: ..."),
// so that an editor links it: VS Code's problem matcher (.vscode/tasks.json), CLion's console, Emacs' compile, Vim's
// quickfix. The path is relative to the kit's root, with forward slashes on every system.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace boids::companion {

// The line (from 1) where `function` is defined in `source`: the first line that names it followed by "(" outside a
// comment and is not a declaration alone (a line that ends with ";"). 0 when no line does.
int definitionLine(std::string_view source, std::string_view function);

// "PATH:LINE: error: MESSAGE", on one line (line breaks in `message` become spaces).
std::string sourceLink(std::string_view path, int line, std::string_view message);

// `text` (a compiler's messages) with each line's leading location, "PATH:LINE:", made relative to the kit's `root`,
// as the failure's own link is: an absolute path under `root`, or a relative one (ccache and some generators print
// "../exercises/01_alignment.cpp", relative to a build folder) whose end names a file under `root`. Other lines, and
// paths outside the kit, stay as they are.
std::string kitRelativeLocations(std::string_view text, const std::filesystem::path& root);

}  // namespace boids::companion
