# Runs task N's test program on a learner's file (tests/workshop/NN_*.cpp, built as MODULE) and reads its report as
# ./workshop test N shows it (SHOW: boids_also_failing). The file's "// Also: REGEX" lines must each match the part
# from "Also failing:" on, and its "// Never: REGEX" lines must match no line of it: a reason that names a mistake the
# file does not make. The report is printed either way (`ctest -R workshop.also_failing -V`).
# Usage: cmake [-DRUN=...] -DPROGRAM=... -DMODULE=... -DSHOW=... -DSOURCE=... -DLOG=... -P also_failing.cmake
# LOG: where the program's records go (--records=LOG).
# RUN: what starts the programs in a cross build (CMAKE_CROSSCOMPILING_EMULATOR: Wine for the Windows build), if anything.
execute_process(COMMAND ${RUN} "${PROGRAM}" "--task-module=${MODULE}" --gtest_color=no "--records=${LOG}" TIMEOUT 90
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status MATCHES "^[0-9]+$" OR status STREQUAL "3")
  message(FATAL_ERROR "the test program did not run ${MODULE} to its end (${status}):\n${out}${err}")
endif()
execute_process(COMMAND ${RUN} "${SHOW}" "${LOG}" RESULT_VARIABLE shown_status OUTPUT_VARIABLE shown)
if(NOT shown_status STREQUAL "0")
  message(FATAL_ERROR "boids_also_failing failed (${shown_status})")
endif()
message(STATUS "what ./workshop shows:\n${shown}")
string(FIND "${shown}" "Also failing:" at)
if(at EQUAL -1)
  message(FATAL_ERROR "no 'Also failing:' list: the file should fail more than one check")
endif()
string(SUBSTRING "${shown}" ${at} -1 also)
if(also MATCHES "\\[boids-|\\[ RUN|\\[  FAILED")
  message(FATAL_ERROR "a tag or a banner of GoogleTest's is shown")
endif()
file(STRINGS "${SOURCE}" wanted REGEX "^// Also: ")
file(STRINGS "${SOURCE}" never REGEX "^// Never: ")
foreach(line IN LISTS wanted)
  string(REGEX REPLACE "^// Also: " "" regex "${line}")
  if(NOT also MATCHES "${regex}")
    message(FATAL_ERROR "'Also failing' does not say '${regex}'")
  endif()
endforeach()
string(REPLACE ";" "," also "${also}")
string(REPLACE "\n" ";" also_lines "${also}")
foreach(line IN LISTS never)
  string(REGEX REPLACE "^// Never: " "" regex "${line}")
  foreach(shown_line IN LISTS also_lines)
    if(shown_line MATCHES "${regex}")
      message(FATAL_ERROR "'Also failing' names a mistake the file does not make ('${regex}'):\n  ${shown_line}")
    endif()
  endforeach()
endforeach()
