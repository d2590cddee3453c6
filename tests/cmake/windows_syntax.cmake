# The Windows code paths (_WIN32) of everything that needs no SDL, compiled with a MinGW-w64 cross-compiler: the
# framework's core and models, the plugin's entry points (__declspec(dllexport)), the case tables, and the window's
# SDL-free logic (live reload's _popen, the UTF-8 paths). -fsyntax-only: fmt is header-only here, and nothing links.
# cmake -DSOURCE=<kit> -DWORK=<scratch folder> -DMINGW=<x86_64-w64-mingw32-g++-posix> -DFMT_INCLUDE=<dir of fmt/>
#       -P windows_syntax.cmake
cmake_minimum_required(VERSION 3.22)

# Only fmt's headers: the host's other headers (glibc's) must not reach the cross-compiler.
file(REMOVE_RECURSE ${WORK})
file(COPY ${FMT_INCLUDE}/fmt DESTINATION ${WORK}/include)
# And the header the build generates, as the build makes it (framework/CMakeLists.txt).
execute_process(COMMAND ${CMAKE_COMMAND} -DINCLUDE_DIR=${SOURCE}/framework/include
                        -DOUTPUT=${WORK}/include/boids/plugin_headers_hash.h
                        -P ${SOURCE}/framework/plugin_headers_hash.cmake
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "framework/plugin_headers_hash.cmake could not make boids/plugin_headers_hash.h")
endif()

file(GLOB sources ${SOURCE}/framework/src/*.cpp ${SOURCE}/tests/0[1-6]_*_test.cpp ${SOURCE}/framework/app/*.cpp)
set(checked 0)
set(skipped "")
foreach(source IN LISTS sources)
  execute_process(COMMAND ${MINGW} -std=c++20 -fsyntax-only -Wall -Wextra -Wpedantic -Werror
                          -Wno-missing-field-initializers -Wno-unused-parameter -DFMT_HEADER_ONLY -DBOIDS_SOLVED_MASK=0
                          -isystem ${WORK}/include -I${SOURCE}/framework/include -I${SOURCE}/framework/app ${source}
                  RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_VARIABLE out)
  if(NOT rc EQUAL 0 AND err MATCHES "SDL[_a-z]*\\.h: No such file")  # the drawing and the program: SDL's
    get_filename_component(name ${source} NAME)
    list(APPEND skipped ${name})
    continue()
  endif()
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${source} does not compile for Windows (${MINGW}):\n${err}")
  endif()
  math(EXPR checked "${checked} + 1")
endforeach()
file(REMOVE_RECURSE ${WORK})
string(JOIN ", " skipped ${skipped})
message(STATUS "${checked} files compile for Windows; not checked (they need SDL's headers): ${skipped}")
