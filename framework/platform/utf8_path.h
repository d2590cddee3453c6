// Paths as SDL and the command line give them (UTF-8, on Windows too: SDL's main converts argv) to and from
// std::filesystem::path. On Windows a path made from a std::string is read in the ANSI code page, which breaks a home
// folder named "Zoë" or "Łukasz"; these two go through char8_t and never are.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace boids::app {

// The path a UTF-8 string names.
std::filesystem::path pathFromUtf8(std::string_view utf8);

// The path as UTF-8, for SDL, messages and the shell.
std::string utf8FromPath(const std::filesystem::path& path);

}  // namespace boids::app
