# Runs task NN's checks on one held-out file (framework/tasks/STEM/unseen/what.cpp), built as MODULE, with PROGRAM (its task's
# test program) and --task-module. A "// Correct:" file must pass every check. A "// Mistake:" file must fail one,
# and its first failure (the first failed check's message, which begins with the lead) must match its
# "// Expect: REGEX" line when it has one (matched with the message's lines joined by single spaces). The first
# failure is printed either way: `ctest -L unseen -V` shows them.
# Usage: cmake -DPROGRAM=... -DMODULE=... -DSOURCE=... [-DEXPECT=REGEX, in place of the file's] -P check.cmake
#        cmake -DPROGRAM=... -DMODULE=... -DREFUSED=ON -P check.cmake   (the program must refuse MODULE: status 3)
# -DRUN=...: what starts the program in a cross build (CMAKE_CROSSCOMPILING_EMULATOR), if anything.
if(NOT REFUSED)
  file(STRINGS "${SOURCE}" kind LIMIT_COUNT 1 REGEX "^// (Correct|Mistake):")
  file(STRINGS "${SOURCE}" expect_line REGEX "^// Expect: ")
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
execute_process(COMMAND ${RUN} "${PROGRAM}" "--task-module=${MODULE}" --gtest_color=no ${fail_fast} TIMEOUT 90
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
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
if(NOT out MATCHES "\\[==========\\] [0-9]+ tests? from [0-9]+ test suites? ran")
  message(FATAL_ERROR "the test program stopped before its summary (status ${status}):\n${out}${err}")
endif()

if(kind MATCHES "^// Correct:")
  if(expect_line)
    message(FATAL_ERROR "${SOURCE} is correct, so it has no first failure to expect: remove its '// Expect:' line.")
  endif()
  if(NOT status STREQUAL "0" OR out MATCHES "FAILED TESTS?")
    message(FATAL_ERROR "a correct solution fails its checks (status ${status}):\n${out}${err}")
  endif()
  string(REGEX MATCH "\\[  PASSED  \\] [0-9]+ tests?" passed "${out}")
  message(STATUS "passes: ${passed}")
  return()
endif()

if(status STREQUAL "0" OR NOT out MATCHES "[0-9]+ FAILED TESTS?")
  message(FATAL_ERROR "the mistake passes every check: it goes unnoticed (status ${status}).\n${out}${err}")
endif()
# GoogleTest prints a failure as "<file>:<line>: Failure" and the message; the test's "[  FAILED  ]" line ends it.
string(FIND "${out}" ": Failure\n" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the checks failed, but no failure message was found:\n${out}")
endif()
math(EXPR at "${at} + 10")
string(SUBSTRING "${out}" ${at} -1 first)
string(REGEX REPLACE "\n\\[  FAILED  \\] .*" "" first "${first}")  # the end of its test
string(REGEX REPLACE "\n[^\n]*: Failure\n.*" "" first "${first}")    # or the test's next failure
string(REGEX REPLACE "^Failed\n" "" first "${first}")                  # ADD_FAILURE()'s own first line
string(STRIP "${first}" first)
message(STATUS "first failure:\n${first}")
# Matched with its lines joined: where a sentence wraps is layout, not what it says.
string(REGEX REPLACE "[ \n]+" " " flat "${first}")
if(expect STREQUAL "")
  message(STATUS "fails; its first failure is not checked (no '// Expect:' line)")
elseif(NOT flat MATCHES "${expect}")
  message(FATAL_ERROR "the first failure does not say \"${expect}\":\n${first}")
else()
  message(STATUS "fails, and its first failure says \"${expect}\"")
endif()
