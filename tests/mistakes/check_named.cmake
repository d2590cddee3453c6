# Runs one known mistake's test program (cmake -DPROGRAM=... -DMISTAKE=id -DRECORDS=FILE [-DEXPECT=id]
# -P check_named.cmake; RECORDS, where it writes its records, is a file of this test's own) and
# passes when its checks fail and the diagnosis names the mistake EXPECT (default: MISTAKE itself): a failure's
# record names it, so ./workshop shows that one first, and no failure names another mistake; and its first failure,
# made again from its scene (--replay-first-failure), gives the check's own answer.
# -DRUN=...: what starts the program in a cross build (CMAKE_CROSSCOMPILING_EMULATOR), if anything.
include(${CMAKE_CURRENT_LIST_DIR}/../cmake/records.cmake)
if(NOT DEFINED EXPECT)
  set(EXPECT ${MISTAKE})
endif()
# RECORDS: this test's own file (tests that run at once must not share one: tasks share mistake ids).
set(records "${RECORDS}")
if(NOT records)
  message(FATAL_ERROR "check_named.cmake needs -DRECORDS=FILE, a file of this test's own")
endif()
file(REMOVE "${records}")
execute_process(COMMAND ${RUN} ${PROGRAM} --mistake=${MISTAKE} "--records=${records}"
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT EXISTS "${records}")
  message(FATAL_ERROR "${MISTAKE}: the program wrote no records (exit ${rc}).\n${out}${err}")
endif()
boids_read_records("${records}" run)
if(NOT run_ended OR run_passed EQUAL run_total)
  message(FATAL_ERROR "${MISTAKE}: the checks did not fail (exit ${rc}, ${run_passed} of ${run_total} passed); "
                      "the mistake goes unnoticed.\n${out}${err}")
endif()
if(NOT run_mistakes STREQUAL "${EXPECT}")
  message(FATAL_ERROR "${MISTAKE}: the failures name '${run_mistakes}', where they must name ${EXPECT} alone.\n${out}")
endif()
# One story between a failure and its trace (as tests/unseen/check.cmake asks of the held-out files): the first
# failure's scene, made again in a process of its own after the check's earlier calls, gives the check's own answer.
execute_process(COMMAND ${RUN} ${PROGRAM} --mistake=${MISTAKE} "--replay-first-failure=${records}"
                TIMEOUT 60 RESULT_VARIABLE replay_status OUTPUT_VARIABLE replay_out ERROR_VARIABLE replay_err)
string(STRIP "${replay_out}" replay_line)
if(NOT replay_status STREQUAL "0")
  message(FATAL_ERROR "${MISTAKE}: the first failure's scene, made again, does not give the check's own answer "
                      "(status ${replay_status}): ${replay_line}\n${replay_err}")
endif()
message(STATUS "${replay_line}")
