// SharedLibrary on POSIX: dlopen, dlsym, dlclose.
#include "shared_library.h"

#include <dlfcn.h>

namespace boids::platform {

SharedLibrary::SharedLibrary(const std::filesystem::path& path) {
    handle_ = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle_) {
        const char* text = dlerror();
        problem_ = text ? text : "dlopen failed";
    }
}

SharedLibrary::~SharedLibrary() {
    if (handle_ && !kept_) dlclose(handle_);
}

void* SharedLibrary::symbol(const char* name) const { return handle_ ? dlsym(handle_, name) : nullptr; }

}  // namespace boids::platform
