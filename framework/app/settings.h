// The settings file: the sliders' values as `name=value` lines, read forgivingly and written atomically.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <boids/params.h>

namespace boids::app {

struct LoadedSettings {
    Params params;                      // the defaults, with every valid line of the file applied
    std::vector<std::string> warnings;  // one per line that was ignored, naming the key, the value and the range
};

// Applies `text` to `defaults`. Blank lines and lines starting with '#' are skipped. An unknown key, a value that
// is not a number or is out of the slider's range is ignored with a warning (that key keeps its default). A file
// that is not text, or has a line that is not key=value, is corrupt: one warning, and the defaults.
// `source` names the file in the warnings.
LoadedSettings parseSettings(std::string_view text, const Params& defaults, std::string_view source);

// Reads the file. A missing file gives the defaults silently (the first run); an unreadable one gives a warning.
LoadedSettings loadSettings(const std::filesystem::path& path, const Params& defaults);

// The file's text: a comment line, then one `name=value` line per slider, in the panel's order.
std::string formatSettings(const Params& params);

// Writes `text` to `path` atomically: into path + ".tmp", then renamed over `path`, so that a failed write leaves
// the old file as it was. Returns an empty string, or what went wrong.
std::string writeFileAtomically(const std::filesystem::path& path, std::string_view text);

// writeFileAtomically(path, formatSettings(params)).
std::string saveSettings(const std::filesystem::path& path, const Params& params);

}  // namespace boids::app
