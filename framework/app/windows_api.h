// <windows.h> for the files that call the Windows API (Windows only), without its min and max macros, which break
// std::min, and without the parts of the API that the kit never calls.
#pragma once

#ifdef _WIN32
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#endif
