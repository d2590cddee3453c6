# The kit ships exercises/NN_name.cpp equal to framework/tasks/NN_name/stub.cpp: the stub's one source is stub.cpp,
# and the exercise is its copy at clone (./workshop reset N copies it back, docs/adding-a-task.md).
# cmake -DSOURCE=<kit> -DTASK=NN_name -DNUMBER=N -P stub_is_pristine.cmake. A learner's kit has their work in
# exercises/, so the check reads the shipped file from git (HEAD) when the working copy differs; with no git it is
# skipped.
cmake_minimum_required(VERSION 3.22)

set(exercise exercises/${TASK}.cpp)
set(stub framework/tasks/${TASK}/stub.cpp)
file(READ ${SOURCE}/${stub} stub_text)
file(READ ${SOURCE}/${exercise} exercise_text)
if(exercise_text STREQUAL stub_text)
  message(STATUS "${exercise} equals ${stub}")
  return()
endif()

find_program(GIT git)
if(GIT)
  execute_process(COMMAND ${GIT} -C ${SOURCE} show HEAD:${exercise} RESULT_VARIABLE rc OUTPUT_VARIABLE shipped
                  ERROR_QUIET)
endif()
if(NOT GIT OR NOT rc EQUAL 0)
  message(STATUS "SKIPPED: ${exercise} holds your work and there is no git history to read the shipped one from")
  return()
endif()
if(NOT shipped STREQUAL stub_text)
  message(FATAL_ERROR "${exercise} as committed (git HEAD) differs from ${stub}. The stub's text has one source, "
                      "${stub}; ${exercise} is its copy at clone, where the learner writes. Edit ${stub}, then copy it "
                      "over the exercise with `./workshop reset ${NUMBER} --yes` (the old exercise is kept in "
                      "backups/), and commit both.")
endif()
message(STATUS "${exercise} holds your work; the committed one (git HEAD) equals ${stub}")
