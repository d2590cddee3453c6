# Runs task NN's checks on one held-out file (framework/tasks/STEM/unseen/what.cpp), built as MODULE, with PROGRAM (its task's
# test program) and --task-module, and reads its records (docs/records.md). A "// Correct:" file must pass every
# check. A "// Mistake:" file must fail one, and its first failure (the first failed check's message, which begins
# with the lead) must match its "// Expect: REGEX" line when it has one (matched with the message's lines joined by
# single spaces); "// Expect: mistake=ID" asks instead that the failures name the known mistake ID, and no other. A
# mistake's first failure, made again from its scene, must give the check's own answer (--replay-first-failure).
# Each "// Never says: TEXT" line is a sentence that would be false of the file's code: its first failure must not
# hold TEXT (the program is given the file with --source, as ./workshop test gives it the exercise: boids/claims.h).
# The first failure is printed either way: `ctest -L unseen -V` shows them.
# Usage: cmake -DPROGRAM=... -DMODULE=... -DSOURCE=... -DRECORDS=FILE [-DEXPECT=REGEX, in place of the file's]
#          -P check.cmake   (RECORDS: where the program writes its records, a file of this test's own)
#        cmake -DPROGRAM=... -DMODULE=... -DRECORDS=FILE -DREFUSED=ON -P check.cmake
#          (the program must refuse MODULE: status 3)
# -DRUN=...: what starts the program in a cross build (CMAKE_CROSSCOMPILING_EMULATOR), if anything.
if(NOT REFUSED)
  file(STRINGS "${SOURCE}" kind LIMIT_COUNT 1 REGEX "^// (Correct|Mistake):")
  file(STRINGS "${SOURCE}" expect_line REGEX "^// Expect: ")
  file(STRINGS "${SOURCE}" never_lines REGEX "^// Never says: ")
  string(REGEX REPLACE "^// Expect: " "" expect "${expect_line}")
  if(DEFINED EXPECT)
    set(expect "${EXPECT}")
  endif()
  if(NOT kind)
    message(FATAL_ERROR "${SOURCE} has neither a '// Correct:' nor a '// Mistake:' line: which must it do?")
  endif()
endif()
# A mistake's first failure is all its test needs: stopping there makes its run two to five times shorter under the
# sanitizers.
set(fail_fast "")
if(kind MATCHES "^// Mistake:")
  set(fail_fast --gtest_fail_fast)
endif()
include(${CMAKE_CURRENT_LIST_DIR}/../cmake/records.cmake)
# RECORDS: this test's own file (tests that run the same module may run at once, and must not share one).
set(records "${RECORDS}")
if(NOT records)
  message(FATAL_ERROR "check.cmake needs -DRECORDS=FILE, a file of this test's own")
endif()
file(REMOVE "${records}")
set(source_flag "")
if(SOURCE)
  set(source_flag "--source=${SOURCE}")
endif()
execute_process(COMMAND ${RUN} "${PROGRAM}" "--task-module=${MODULE}" --gtest_color=no ${fail_fast} "--records=${records}"
                        ${source_flag}
                TIMEOUT 90 RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(REFUSED)
  string(STRIP "${err}" line)
  if(NOT status STREQUAL "3" OR NOT out STREQUAL "" OR line STREQUAL "" OR line MATCHES "\n")
    message(FATAL_ERROR "the program must refuse ${MODULE} with one line and status 3; it gave status ${status}:\n"
                        "${out}${err}")
  endif()
  message(STATUS "refused with status 3: ${line}")
  return()
endif()

if(NOT status MATCHES "^[0-9]+$")
  message(FATAL_ERROR "the test program did not end by itself (${status}):\n${out}${err}")
endif()
if(status STREQUAL "3")
  message(FATAL_ERROR "the test program did not load ${MODULE}:\n${err}")
endif()
if(NOT EXISTS "${records}")
  message(FATAL_ERROR "the test program wrote no records (status ${status}):\n${out}${err}")
endif()
boids_read_records("${records}" run)
if(NOT run_ended)
  message(FATAL_ERROR "the test program stopped before its end record (status ${status}):\n${out}${err}")
endif()

if(kind MATCHES "^// Correct:")
  if(expect_line)
    message(FATAL_ERROR "${SOURCE} is correct, so it has no first failure to expect: remove its '// Expect:' line.")
  endif()
  if(NOT status STREQUAL "0" OR NOT run_passed EQUAL run_total)
    message(FATAL_ERROR "a correct solution fails its checks (status ${status}, ${run_passed} of ${run_total} "
                        "passed):\n${out}${err}")
  endif()
  message(STATUS "passes: ${run_passed} of ${run_total}")
  return()
endif()

if(status STREQUAL "0" OR run_first STREQUAL "")
  message(FATAL_ERROR "the mistake passes every check: it goes unnoticed (status ${status}).\n${out}${err}")
endif()
string(STRIP "${run_message}" first)
message(STATUS "first failure (${run_first}):\n${first}")
string(REGEX REPLACE "[ \n]+" " " flat "${first}")
foreach(line IN LISTS never_lines)
  string(REGEX REPLACE "^// Never says: " "" never "${line}")
  string(FIND "${flat}" "${never}" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "the first failure says \"${never}\", which is false of ${SOURCE}:\n${first}")
  endif()
  message(STATUS "its first failure does not say \"${never}\"")
endforeach()
# A claim about the code, checked for every held mistake against its own file, apart from the kit's check of it
# (boids/claims.h): a try that only asks for code ("try: use other.position.") never asks for code the file has.
file(READ "${SOURCE}" code)
string(REGEX REPLACE "//[^\n]*" "" code "${code}")
string(REGEX MATCHALL "try: use [A-Za-z_.]+( and [A-Za-z_.]+)*\\." asks "${flat}")
foreach(ask IN LISTS asks)
  string(REGEX MATCHALL "[A-Za-z_]+\\.[A-Za-z_]+" names "${ask}")
  set(has_all TRUE)
  foreach(name IN LISTS names)
    string(REGEX REPLACE "^params\\." "" field "${name}")  # a parameter, whatever the file calls its Params
    if(name MATCHES "^params\\.")
      set(pattern "[.>]${field}([^A-Za-z0-9_]|$)")
    else()
      string(REPLACE "." "\\." pattern "${name}")
      set(pattern "(^|[^A-Za-z0-9_])${pattern}([^A-Za-z0-9_]|$)")
    endif()
    if(NOT code MATCHES "${pattern}")
      set(has_all FALSE)
    endif()
  endforeach()
  if(has_all AND names)
    message(FATAL_ERROR "the first failure says \"${ask}\", which ${SOURCE} already does:\n${first}")
  endif()
endforeach()
# One story between a failure and its trace: the first failure's scene, made again in a process of its own after the
# calls the check made before it, as `./workshop trace` makes it, gives the check's own answer (replay_check.h).
execute_process(COMMAND ${RUN} "${PROGRAM}" "--task-module=${MODULE}" "--replay-first-failure=${records}"
                TIMEOUT 60 RESULT_VARIABLE replay_status OUTPUT_VARIABLE replay_out ERROR_VARIABLE replay_err)
string(STRIP "${replay_out}" replay_line)
if(NOT replay_status STREQUAL "0")
  message(FATAL_ERROR "the first failure's scene, made again, does not give the check's own answer (status "
                      "${replay_status}): ${replay_line}\n${replay_err}")
endif()
message(STATUS "${replay_line}")
if(expect MATCHES "^mistake=(.*)$")
  set(named "${CMAKE_MATCH_1}")
  if(NOT run_mistakes STREQUAL "${named}")
    message(FATAL_ERROR "the failures name '${run_mistakes}', not the known mistake ${named} alone:\n${first}")
  endif()
  message(STATUS "fails, and names the known mistake ${named}")
  return()
endif()
# Matched with its lines joined (flat): where a sentence wraps is layout, not what it says.
if(expect STREQUAL "")
  message(STATUS "fails; its first failure is not checked (no '// Expect:' line)")
elseif(NOT flat MATCHES "${expect}")
  message(FATAL_ERROR "the first failure does not say \"${expect}\":\n${first}")
else()
  message(STATUS "fails, and its first failure says \"${expect}\"")
endif()
