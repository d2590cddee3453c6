# The window builds without GoogleTest: a scratch configure of the kit with the tests off and GoogleTest hidden
# (CMAKE_DISABLE_FIND_PACKAGE_GTest), then a dry run of the build of `boids`, which must plan the program and the
# learner's plugin and never name GoogleTest. The real build of the same: README "Setting up".
# cmake -DSOURCE=<kit> -DWORK=<scratch folder> -DCXX=<compiler> -P window_without_gtest.cmake   (needs ninja)
cmake_minimum_required(VERSION 3.22)

file(REMOVE_RECURSE ${WORK})
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE} -B ${WORK} -G Ninja -DCMAKE_CXX_COMPILER=${CXX}
                        -DBUILD_TESTING=OFF -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the kit did not configure without GoogleTest (exit ${rc}):\n${out}\n${err}")
endif()
# ninja -n prints what it would run, and runs nothing.
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK} --target boids -- -n
                RESULT_VARIABLE rc OUTPUT_VARIABLE plan ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the dry run of the window's build failed (exit ${rc}):\n${plan}\n${err}")
endif()
foreach(must main.cpp boids_learner checks.cpp)
  string(FIND "${plan}" "${must}" at)
  if(at LESS 0)
    message(FATAL_ERROR "the window's build does not compile ${must}; it plans:\n${plan}")
  endif()
endforeach()
string(TOLOWER "${plan}" lower)
string(FIND "${lower}" "gtest" at)
if(NOT at LESS 0)
  message(FATAL_ERROR "the window's build names GoogleTest:\n${plan}")
endif()
file(REMOVE_RECURSE ${WORK})
message(STATUS "the window configures and plans its build without GoogleTest")
