// The settings file: the sliders' values and the text size as `name=value` lines, read forgivingly and written
// atomically.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <boids/params.h>

#include "layout.h"

namespace boids::app {

struct LoadedSettings {
    Params params;                      // the defaults, with every valid line of the file applied
    std::vector<std::string> warnings;  // one per line that was ignored, naming the key, the value and the range
    TextSize textSize = TextSize::Normal;  // textSize=normal or textSize=large
};

// Applies `text` to `defaults`. A UTF-8 byte order mark at the start, blank lines and lines starting with '#' are
// skipped; lines may end in CRLF. An unknown key, a value that is not a number or is out of the slider's range is
// ignored with a warning (that key keeps its default); so is a textSize that is neither normal nor large. A file that is not text (a control byte such as NUL), has a
// line longer than kMaxLineBytes (files.h) or a line that is not key=value, is corrupt: one warning, and the
// defaults. `source` names the file in the warnings.
LoadedSettings parseSettings(std::string_view text, const Params& defaults, std::string_view source);

// Reads the file. A missing file gives the defaults silently (the first run). One that cannot be read, or is not a
// regular file of at most kMaxSettingsBytes (files.h: a folder, /dev/zero, a FIFO), gives the defaults and a warning
// naming the path, what it is or its size, and the limit.
LoadedSettings loadSettings(const std::filesystem::path& path, const Params& defaults);

// The file's text: a comment line, then one `name=value` line per slider, in the panel's order, and the text size.
std::string formatSettings(const Params& params, TextSize textSize = TextSize::Normal);

// writeOutputFile(path, formatSettings(params, textSize)) (files.h), after creating the folder.
std::string saveSettings(const std::filesystem::path& path, const Params& params,
                         TextSize textSize = TextSize::Normal);

// The settings key of the text size, and its values' names: "normal", "large".
inline constexpr std::string_view kTextSizeKey = "textSize";
std::string_view textSizeName(TextSize size);

}  // namespace boids::app
