# The self-test passes whatever the learner wrote: no test of it reads exercises/. Proved two ways, without a build:
# - the tests that read the kit's words at run time (behaviour.Claims.*: hints, recipe pages, the stubs' comments) pass
#   on a copy of the kit whose exercises/ are the solutions, a learner who finished every task;
# - no test of the self-test's list (ctest --show-only) is handed a file of the kit's exercises/.
# The programs themselves are built from each task's stub in the self-test (cmake/tasks.cmake, BOIDS_SELFTEST).
# cmake -DSOURCE=<kit> -DBUILD=<build folder> -DCTEST=<ctest> -DCLAIMS=<boids_behaviour_tests> -DWORK=<scratch>
#       [-DRUN=<what starts a program of a cross build>] -P reads_no_exercise.cmake
cmake_minimum_required(VERSION 3.22)

file(REMOVE_RECURSE "${WORK}")
set(kit "${WORK}/kit")
file(MAKE_DIRECTORY "${kit}/exercises" "${kit}/framework")
file(COPY "${SOURCE}/README.md" "${SOURCE}/tasks.txt" "${SOURCE}/docs" "${SOURCE}/solutions" DESTINATION "${kit}")
file(COPY "${SOURCE}/framework/tasks" DESTINATION "${kit}/framework")
file(GLOB solutions RELATIVE "${SOURCE}/solutions" "${SOURCE}/solutions/*.cpp")
foreach(file IN LISTS solutions)
  configure_file("${SOURCE}/solutions/${file}" "${kit}/exercises/${file}" COPYONLY)
  if(EXISTS "${SOURCE}/exercises/${file}")
    file(READ "${kit}/exercises/${file}" solved)
    string(REGEX REPLACE "\\.cpp$" "" stem "${file}")
    file(READ "${SOURCE}/framework/tasks/${stem}/stub.cpp" stub)
    if(solved STREQUAL stub)
      message(FATAL_ERROR "the copy's exercises/${file} is its stub: the copy does not play a finished learner")
    endif()
  endif()
endforeach()

execute_process(COMMAND "${CMAKE_COMMAND}" -E env "BOIDS_CLAIMS_SOURCE_DIR=${kit}" ${RUN} "${CLAIMS}" "--gtest_filter=Claims.*"
                        --gtest_color=no
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE out TIMEOUT 60)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the claims' tests fail on a kit whose exercises/ are the solutions, so they read a "
                      "learner's file where they mean its stub:\n${out}")
endif()
message(STATUS "behaviour.Claims.* pass on a copy whose exercises/ are the solutions")

execute_process(COMMAND "${CTEST}" --test-dir "${BUILD}" --show-only=json-v1
                RESULT_VARIABLE status OUTPUT_VARIABLE listing ERROR_VARIABLE errors TIMEOUT 60)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "ctest --show-only failed:\n${errors}")
endif()
string(FIND "${listing}" "\"${SOURCE}/exercises" at)
if(NOT at EQUAL -1)
  math(EXPR from "${at} - 300")
  if(from LESS 0)
    set(from 0)
  endif()
  string(SUBSTRING "${listing}" ${from} 600 around)
  message(FATAL_ERROR "a test of the self-test is handed a file of exercises/, the learner's work:\n${around}")
endif()
string(REGEX MATCHALL "\"name\" : \"" names "${listing}")
list(LENGTH names count)
message(STATUS "none of the ${count} tests listed is handed a file of ${SOURCE}/exercises")
