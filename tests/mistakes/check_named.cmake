# Runs one known mistake's test program (cmake -DPROGRAM=... -DMISTAKE=id [-DEXPECT=id] -P check_named.cmake) and
# passes when its checks fail and the diagnosis names the mistake EXPECT (default: MISTAKE itself): some failure
# carries "[boids-diagnosis] rank=1 mistake=EXPECT", so ./workshop shows that one first, and no failure names
# another mistake. -DRUN=...: what starts the program in a cross build (CMAKE_CROSSCOMPILING_EMULATOR), if anything.
if(NOT DEFINED EXPECT)
  set(EXPECT ${MISTAKE})
endif()
execute_process(COMMAND ${RUN} ${PROGRAM} --mistake=${MISTAKE} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT out MATCHES "[0-9]+ FAILED TESTS?")
  message(FATAL_ERROR "${MISTAKE}: the checks did not fail (exit ${rc}); the mistake goes unnoticed.\n${out}${err}")
endif()
if(NOT out MATCHES "\\[boids-diagnosis\\] rank=1 mistake=${EXPECT}\n")
  message(FATAL_ERROR "${MISTAKE}: no failure names it as ${EXPECT}.\n${out}")
endif()
string(REGEX MATCHALL "mistake=[a-z0-9_]+" named "${out}")
list(REMOVE_DUPLICATES named)
if(NOT named STREQUAL "mistake=${EXPECT}")
  message(FATAL_ERROR "${MISTAKE}: the failures name ${named}, not only ${EXPECT}.\n${out}")
endif()
