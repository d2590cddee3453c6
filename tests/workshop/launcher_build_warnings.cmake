# The learner's first command builds ./workshop's own program (build/companion/, as the launcher builds it: Release,
# the compiler's own warnings on), and its log is what the learner reads while waiting. It must hold no warning: a
# warning there says "something is wrong" to a learner who has not written a line yet.
# cmake -DLOG=<kit>/build/companion/build.log -P launcher_build_warnings.cmake
# Without that log (the launcher has not built here, or a cross build) it says "skipped" (SKIP_REGULAR_EXPRESSION).
cmake_minimum_required(VERSION 3.22)

if(NOT EXISTS "${LOG}")
  message("skipped: no ${LOG}; ./workshop builds it on its first run")
  return()
endif()
file(STRINGS "${LOG}" warnings REGEX "warning:")
list(LENGTH warnings count)
if(count GREATER 0)
  list(JOIN warnings "\n  " shown)
  message(FATAL_ERROR "${LOG} has ${count} lines with a compiler warning, where the launcher's build of ./workshop "
                      "should show none (each is noise, or a bug, in the companion's code):\n  ${shown}")
endif()
file(STRINGS "${LOG}" steps REGEX "^\\[[0-9]+/[0-9]+\\]")
list(LENGTH steps built)
message("${LOG}: ${built} build steps, no warning")
