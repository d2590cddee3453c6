# A Markdown file stays short enough to read to the end: at most MAX_LINES lines, as `wc -l` counts them.
# cmake -DFILE=<README.md> -DMAX_LINES=250 -P check_length.cmake
cmake_minimum_required(VERSION 3.22)

file(READ ${FILE} text)
string(REGEX MATCHALL "\n" breaks "${text}")
list(LENGTH breaks lines)
if(NOT text STREQUAL "" AND NOT text MATCHES "\n$")
  math(EXPR lines "${lines} + 1")  # a last line without its line break counts too
endif()
get_filename_component(name ${FILE} NAME)
if(lines GREATER MAX_LINES)
  message(FATAL_ERROR "${name} has ${lines} lines; the limit is ${MAX_LINES}. Move a section to a page in docs/ "
                      "and link it: the README is for the learner (setting up, the loop, the tasks, the window, "
                      "when stuck).")
endif()
message(STATUS "${name} has ${lines} lines, within the limit of ${MAX_LINES}")
