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

// Applies `text` to `defaults`. A UTF-8 byte order mark at the start, blank lines and lines starting with '#' are
// skipped; lines may end in CRLF. An unknown key, a value that is not a number or is out of the slider's range is
// ignored with a warning (that key keeps its default). A file that is not text (a control byte such as NUL), has a
// line longer than kMaxLineBytes (files.h) or a line that is not key=value, is corrupt: one warning, and the
// defaults. `source` names the file in the warnings.
LoadedSettings parseSettings(std::string_view text, const Params& defaults, std::string_view source);

// Reads the file. A missing file gives the defaults silently (the first run). One that cannot be read, or is not a
// regular file of at most kMaxSettingsBytes (files.h: a folder, /dev/zero, a FIFO), gives the defaults and a warning
// naming the path, what it is or its size, and the limit.
LoadedSettings loadSettings(const std::filesystem::path& path, const Params& defaults);

// The file's text: a comment line, then one `name=value` line per slider, in the panel's order.
std::string formatSettings(const Params& params);

// writeOutputFile(path, formatSettings(params)) (files.h), after creating the folder.
std::string saveSettings(const std::filesystem::path& path, const Params& params);

}  // namespace boids::app
