// A shared library loaded while the program runs (a .so, .dylib or .dll), and the functions it exports. The window
// loads the learner's plugin with it, and each task's test program its task's module: one loader for both.
// dlopen and dlsym on POSIX, LoadLibraryExW and GetProcAddress on Windows (shared_library_SYSTEM.cpp).
#pragma once

#include <bit>
#include <filesystem>
#include <string>

namespace boids::platform {

class SharedLibrary {
public:
    // Loads `path`. On failure, loaded() is false and problem() says why, in the system's words ("cannot open
    // shared object file: No such file or directory"). On Windows the DLLs it needs are looked for beside it first.
    explicit SharedLibrary(const std::filesystem::path& path);
    ~SharedLibrary();  // unloads it, unless kept()
    SharedLibrary(const SharedLibrary&) = delete;
    SharedLibrary& operator=(const SharedLibrary&) = delete;

    bool loaded() const { return handle_ != nullptr; }
    const std::string& problem() const { return problem_; }

    // The exported function `name` as a `Function` (a pointer to function), or nullptr when there is none.
    template <typename Function>
    Function function(const char* name) const {
        return std::bit_cast<Function>(symbol(name));
    }

    // Keeps the library loaded after this object is gone: what it handed out stays valid to the program's end.
    void keep() { kept_ = true; }

private:
    void* symbol(const char* name) const;

    void* handle_ = nullptr;
    std::string problem_;
    bool kept_ = false;
};

}  // namespace boids::platform
