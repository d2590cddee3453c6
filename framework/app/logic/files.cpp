// Reading text inputs within their limits, and writing outputs that never replace a device or a link.
#include "files.h"

#include <cerrno>
#include <system_error>

#include <fmt/format.h>

#include "utf8_path.h"

#if !defined(_WIN32)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace boids::app {

namespace {

namespace fs = std::filesystem;

// "a folder", "a character device" ...: what a path is, when it is not a regular file.
std::string_view fileKind(fs::file_type type) {
    switch (type) {
        case fs::file_type::directory: return "a folder";
        case fs::file_type::character: return "a character device";
        case fs::file_type::block: return "a block device";
        case fs::file_type::fifo: return "a FIFO (a named pipe)";
        case fs::file_type::socket: return "a socket";
        default: return "not a regular file";
    }
}

// The system's words for errno `error` ("No space left on device"), or a plain fallback when it set none.
std::string systemReason(int error) {
    return error != 0 ? std::generic_category().message(error) : std::string("the system gave no reason");
}

// fopen for a std::filesystem::path, whose characters are wide on Windows. `mode` is "rb" or "wb".
std::FILE* openFile(const fs::path& path, const char* mode) {
#if defined(_WIN32)
    const wchar_t* wide = mode[0] == 'r' ? L"rb" : L"wb";
    std::FILE* file = nullptr;
    if (const errno_t error = _wfopen_s(&file, path.c_str(), wide); error != 0) {
        errno = error;
        return nullptr;
    }
    return file;
#else
    return std::fopen(path.c_str(), mode);
#endif
}

// fopen(path, "rb"), for a regular file only: when the path names something else by the time it is opened (a FIFO
// put in its place), null with `type` set to what it is. Opening never waits: a FIFO opened this way does not wait
// for a writer.
std::FILE* openRegularFile(const fs::path& path, fs::file_type& type) {
#if defined(_WIN32)
    type = fs::file_type::regular;
    return openFile(path, "rb");
#else
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return nullptr;
    struct stat opened {};
    if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        const int error = errno;
        type = S_ISDIR(opened.st_mode)    ? fs::file_type::directory
               : S_ISCHR(opened.st_mode)  ? fs::file_type::character
               : S_ISBLK(opened.st_mode)  ? fs::file_type::block
               : S_ISFIFO(opened.st_mode) ? fs::file_type::fifo
               : S_ISSOCK(opened.st_mode) ? fs::file_type::socket
                                          : fs::file_type::unknown;
        ::close(fd);
        errno = error;
        return nullptr;
    }
    std::FILE* file = ::fdopen(fd, "rb");  // O_NONBLOCK changes nothing for a regular file
    if (!file) ::close(fd);
    return file;
#endif
}

// Writes all of `text` to `file`, flushes it and (when `closeIt`) closes it. Empty, or the reason it failed.
std::string writeAndClose(std::FILE* file, std::string_view text, bool closeIt) {
    errno = 0;
    const bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size() && std::fflush(file) == 0;
    const int writeError = errno;
    errno = 0;
    const bool closed = !closeIt || std::fclose(file) == 0;
    if (!written) return systemReason(writeError);
    if (!closed) return systemReason(errno);
    return {};
}

// `text` into the file at `path`, opened (and emptied) in place. Empty, or "cannot write NAME: REASON", where NAME
// is `shown` (the path the user gave), or `path` itself.
std::string writeInPlace(const fs::path& path, std::string_view text, const fs::path& shown = {}) {
    const std::string name = utf8FromPath(shown.empty() ? path : shown);
    errno = 0;
    std::FILE* file = openFile(path, "wb");
    if (!file) return fmt::format("cannot write {}: {}", name, systemReason(errno));
    if (std::string why = writeAndClose(file, text, true); !why.empty()) {
        return fmt::format("cannot write {}: {}", name, why);
    }
    return {};
}

// True when `path` is the very file this process's standard output goes to (/dev/stdout, or the file it is
// redirected to). Never on Windows, whose paths cannot name a console or a pipe that way.
bool namesStandardOutput([[maybe_unused]] const fs::path& path) {
#if defined(_WIN32)
    return false;
#else
    struct stat out {};
    struct stat target {};
    if (::fstat(STDOUT_FILENO, &out) != 0 || ::stat(path.c_str(), &target) != 0) return false;
    return out.st_dev == target.st_dev && out.st_ino == target.st_ino;
#endif
}

}  // namespace

std::string_view withoutByteOrderMark(std::string_view text) {
    constexpr std::string_view bom = "\xEF\xBB\xBF";
    return text.starts_with(bom) ? text.substr(bom.size()) : text;
}

TextFile readTextFile(const fs::path& path, std::uintmax_t maxBytes, std::string_view what) {
    TextFile result;
    const std::string name = utf8FromPath(path);
    const std::string limit = fmt::format("{} must be a regular file of at most {} bytes", what, maxBytes);
    std::error_code error;
    const fs::file_status status = fs::status(path, error);
    if (status.type() == fs::file_type::not_found) {
        result.missing = true;
        result.error = fmt::format("{} {} does not exist", what, name);
        return result;
    }
    if (error) {
        result.error = fmt::format("cannot read {} {}: {}", what, name, error.message());
        return result;
    }
    if (!fs::is_regular_file(status)) {
        result.error = fmt::format("{} {} is {}, not a regular file: {}", what, name, fileKind(status.type()), limit);
        return result;
    }
    const std::uintmax_t size = fs::file_size(path, error);
    if (!error && size > maxBytes) {
        result.error = fmt::format("{} {} is {} bytes, more than the limit: {}", what, name, size, limit);
        return result;
    }
    errno = 0;
    fs::file_type opened = fs::file_type::regular;
    std::FILE* file = openRegularFile(path, opened);
    if (!file && opened != fs::file_type::regular) {  // it was replaced since its status was read
        result.error = fmt::format("{} {} is {}, not a regular file: {}", what, name, fileKind(opened), limit);
        return result;
    }
    if (!file) {
        result.error = fmt::format("cannot read {} {}: {}", what, name, systemReason(errno));
        return result;
    }
    // At most one byte past the limit: a file that grew since its size was read is refused too.
    std::string text(std::size_t(maxBytes) + 1, '\0');
    const std::size_t got = std::fread(text.data(), 1, text.size(), file);
    const bool failed = std::ferror(file) != 0;
    const int readError = errno;
    std::fclose(file);
    if (failed) {
        result.error = fmt::format("cannot read {} {}: {}", what, name, systemReason(readError));
        return result;
    }
    if (got > maxBytes) {
        result.error = fmt::format("{} {} is over {} bytes, more than the limit: {}", what, name, maxBytes, limit);
        return result;
    }
    text.resize(got);
    result.text = std::string(withoutByteOrderMark(text));
    return result;
}

std::string writeOutputFile(const fs::path& path, std::string_view text) {
    if (namesStandardOutput(path)) {
        if (std::string why = writeAndClose(stdout, text, false); !why.empty()) {
            return fmt::format("cannot write {} (standard output): {}", utf8FromPath(path), why);
        }
        return {};
    }
    std::error_code error;
    fs::path target = path;
    if (fs::is_symlink(fs::symlink_status(path, error))) {
        target = fs::canonical(path, error);  // the file at the end of the links
        if (error) return writeInPlace(path, text);  // a link to nothing yet: opening it creates the file it names
    }
    const fs::file_status status = fs::symlink_status(target, error);
    if (status.type() != fs::file_type::not_found && status.type() != fs::file_type::regular) {
        return writeInPlace(path, text);
    }

    fs::path temporary = target;
    temporary += ".tmp";
    if (std::string problem = writeInPlace(temporary, text, path); !problem.empty()) {
        if (fs::is_regular_file(fs::symlink_status(temporary, error))) fs::remove(temporary, error);  // ours, partial
        return problem;
    }
    if (status.type() == fs::file_type::regular) fs::permissions(temporary, status.permissions(), error);
    fs::rename(temporary, target, error);
    if (error) {
        const std::string why = error.message();
        fs::remove(temporary, error);
        return fmt::format("cannot replace {}: {}", utf8FromPath(path), why);
    }
    return {};
}

OutputStream::OutputStream(const fs::path& path) : name_(utf8FromPath(path)) {
    errno = 0;
    file_ = openFile(path, "wb");
    if (!file_) error_ = fmt::format("cannot write {}: {}", name_, systemReason(errno));
}

OutputStream::~OutputStream() {
    if (file_) std::fclose(file_);
}

bool OutputStream::write(std::string_view text) {
    if (!file_ || !error_.empty()) return false;
    if (std::string why = writeAndClose(file_, text, false); !why.empty()) {
        error_ = fmt::format("cannot write {}: {}", name_, why);
        return false;
    }
    return true;
}

bool OutputStream::close() {
    if (!file_) return false;
    errno = 0;
    const bool closed = std::fclose(file_) == 0;
    file_ = nullptr;
    if (!closed && error_.empty()) error_ = fmt::format("cannot write {}: {}", name_, systemReason(errno));
    return error_.empty();
}

}  // namespace boids::app
