// The program's own files: text inputs read within a size limit, and outputs written so that every failed write is
// reported and nothing but a regular file is ever replaced.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>
#include <string_view>

namespace boids::app {

// The largest text files the program reads, in bytes. A settings file is nine short lines (under 300 bytes); a
// script of 100,000 one-key events ("0 key h") is 800,000 bytes.
inline constexpr std::uintmax_t kMaxSettingsBytes = 64 * 1024;
inline constexpr std::uintmax_t kMaxScriptBytes = 1024 * 1024;
// The longest line of either, in bytes, not counting its end of line (a message quotes the line).
inline constexpr std::size_t kMaxLineBytes = 1024;

// A text file read by readTextFile(): its contents, or why not.
struct TextFile {
    std::string text;    // without a UTF-8 byte order mark at the start
    bool missing = false;  // there is no file at the path (error says so too)
    std::string error;   // empty, or "the script /dev/zero is a character device, not a regular file ..."
};

// Reads `path` if it is a regular file (or a link to one) of at most maxBytes bytes. `what` names it in the error:
// "the settings file", "the script". A folder, a device (/dev/zero), a FIFO or a socket is refused before a byte is
// read, and so is a larger file; the error names the path, what it is or its size, and the limit.
TextFile readTextFile(const std::filesystem::path& path, std::uintmax_t maxBytes, std::string_view what);

// `text` without the UTF-8 byte order mark (EF BB BF) that Notepad puts at the start of a file, if it has one.
std::string_view withoutByteOrderMark(std::string_view text);

// Writes `text` to `path`, and says what went wrong, naming the file and the system's reason ("cannot write
// out.txt: No space left on device"); an empty string when all of it was written and the file closed.
// - The file that standard output goes to (/dev/stdout, or a path naming the file stdout is redirected to) is
//   written through stdout, in order with what the program prints there.
// - A link is followed to the file it names, and stays a link.
// - A regular file, or no file, is replaced atomically: written to FILE.tmp beside it, then renamed over it, with
//   the old file's permissions, so that a failed write leaves the old file as it was.
// - Anything else (a device such as /dev/null, a FIFO) is written in place, as a shell's `>` would: renaming over
//   it would put a regular file where the device was. A FIFO waits for its reader, as with `>`.
std::string writeOutputFile(const std::filesystem::path& path, std::string_view text);

// A file written bit by bit as the program runs (--analyze): each write is flushed and checked. In place, like
// writeOutputFile()'s devices and links, because a reader may follow it while it grows.
class OutputStream {
public:
    // Opens (and empties) the file; error() says why it could not.
    explicit OutputStream(const std::filesystem::path& path);
    ~OutputStream();
    OutputStream(const OutputStream&) = delete;
    OutputStream& operator=(const OutputStream&) = delete;

    // Writes and flushes `text`. False, with error() set, when the file is not open or the write failed.
    bool write(std::string_view text);
    // Closes the file. False, with error() set, when it could not be closed (or an earlier write failed).
    bool close();
    // Empty, or "cannot write FILE: REASON".
    const std::string& error() const { return error_; }

private:
    std::FILE* file_ = nullptr;
    std::string name_;
    std::string error_;
};

}  // namespace boids::app
