// Whole files in and out, the lines of a text and a list in words, with no exception on failure: the verbs that touch the learner's files check every step.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boids::companion {

// The bytes of a regular file (or what a link names); nullopt when it cannot be read.
std::optional<std::string> readFile(const std::filesystem::path&);

// Writes `bytes` to the file as cp writes it: an existing file is truncated and rewritten in place (its mode and
// owner stay), a new one is created. False when any step fails (the file may then be partly written).
bool writeFile(const std::filesystem::path&, std::string_view bytes);

// A file, a folder or a link, even a broken one, is at `path`.
bool isThere(const std::filesystem::path& path);

// cmp -s: both files can be read and hold the same bytes.
bool sameBytes(const std::filesystem::path&, const std::filesystem::path&);

// The lines of a text, without their "\n" or "\r\n" (a Windows program's output); a last line without one counts.
// They point into `text`.
std::vector<std::string_view> linesOf(std::string_view text);

// The last `count` lines of a text, each with its "\n" (as tail -N).
std::string lastLines(std::string_view text, std::size_t count);

// The items as a sentence lists them: "a", "a and b", "a, b and c"; "" for none.
std::string spokenList(const std::vector<std::string>& items);

}  // namespace boids::companion
