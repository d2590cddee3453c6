# The replay check itself can fail (check.cmake, --replay-first-failure): the records of a failing run, with the
# first failure's recorded answer changed to one the code never gave, must be refused, naming both answers.
# Usage: cmake -DRUN=... -DPROGRAM=... -DMODULE=... -DRECORDS=FILE [-DONE_PROCESS=ON] -P replay_catches.cmake
execute_process(COMMAND ${RUN} "${PROGRAM}" "--task-module=${MODULE}" --gtest_color=no --gtest_fail_fast
                        "--records=${RECORDS}" TIMEOUT 90 RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
file(READ "${RECORDS}" records)
string(REGEX REPLACE "\"actual\": *\\[[^]]*\\]" "\"actual\":[123.0,456.0]" changed "${records}")
if(changed STREQUAL records)
  message(FATAL_ERROR "the run's records hold no recorded answer to change (status ${status})")
endif()
file(WRITE "${RECORDS}.changed" "${changed}")
execute_process(COMMAND ${RUN} "${PROGRAM}" "--task-module=${MODULE}" "--replay-first-failure=${RECORDS}.changed"
                TIMEOUT 60 RESULT_VARIABLE replay_status OUTPUT_VARIABLE replay_out ERROR_VARIABLE replay_err)
# ONE_PROCESS: the checks run in the program's own process (Windows: no fork), where the replay says a difference and
# why, and does not fail (replay_check.h).
set(wanted_status 1)
if(ONE_PROCESS)
  set(wanted_status 0)
endif()
if(NOT replay_status STREQUAL wanted_status
   OR NOT replay_out MATCHES "the check's own call returned \\(123, 456\\); made again"
   OR (ONE_PROCESS AND NOT replay_out MATCHES "the checks ran in one process here"))
  message(FATAL_ERROR "a recorded answer the code never gave was not refused (status ${replay_status}):\n"
                      "${replay_out}${replay_err}")
endif()
message(STATUS "refused: ${replay_out}")
