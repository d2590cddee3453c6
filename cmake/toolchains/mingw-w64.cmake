# Windows x86-64 with Debian's MinGW-w64, posix threads variant (std::thread, std::mutex): the Windows CI job
# (tools/windows/selftest.sh) and the dependencies it builds (tools/windows/build-deps.sh).
# The dependencies' prefix goes in CMAKE_FIND_ROOT_PATH (-DCMAKE_FIND_ROOT_PATH=<prefix>): only it and MinGW's own
# folder are searched, never the host's /usr, whose Linux packages would otherwise be found.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)

list(APPEND CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
list(REMOVE_DUPLICATES CMAKE_FIND_ROOT_PATH)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# The C and C++ runtimes (libgcc, libstdc++, winpthread) linked in: an .exe or .dll made here needs no MinGW DLL
# beside it, on Wine as on a Windows laptop. SDL2.dll and SDL2_ttf.dll are the only DLLs the kit ships.
set(CMAKE_EXE_LINKER_FLAGS_INIT -static)
set(CMAKE_SHARED_LINKER_FLAGS_INIT -static)
set(CMAKE_MODULE_LINKER_FLAGS_INIT -static)
