// SharedLibrary on Windows: LoadLibraryExW with the altered search path, GetProcAddress, FreeLibrary.
#include "shared_library.h"

#include <windows.h>

#include <string>

namespace boids::platform {

namespace {

// The system's message for `code`, without the line end and full stop it ends with; "error N" when it has none.
std::string systemMessage(DWORD code) {
    char* text = nullptr;
    FormatMessageA(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr,
                   code, 0, reinterpret_cast<char*>(&text), 0, nullptr);
    std::string message = text ? std::string(text) : "error " + std::to_string(code);
    if (text) LocalFree(text);
    while (!message.empty() && (message.back() == '\n' || message.back() == '\r' || message.back() == ' ' ||
                                message.back() == '.')) {
        message.pop_back();
    }
    return message;
}

}  // namespace

SharedLibrary::SharedLibrary(const std::filesystem::path& path) {
    // The altered search path: the DLLs the library needs are looked for beside it first.
    handle_ = static_cast<void*>(LoadLibraryExW(path.c_str(), nullptr, LOAD_WITH_ALTERED_SEARCH_PATH));
    if (!handle_) problem_ = systemMessage(GetLastError());
}

SharedLibrary::~SharedLibrary() {
    if (handle_ && !kept_) FreeLibrary(static_cast<HMODULE>(handle_));
}

void* SharedLibrary::symbol(const char* name) const {
    return handle_ ? std::bit_cast<void*>(GetProcAddress(static_cast<HMODULE>(handle_), name)) : nullptr;
}

}  // namespace boids::platform
