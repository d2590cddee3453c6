# The window builds without GoogleTest: a scratch configure of the kit with the tests off and GoogleTest hidden
# (CMAKE_DISABLE_FIND_PACKAGE_GTest), then every command of the build of `boids` (ninja -t commands), which must
# compile the program and the learner's plugin and never name GoogleTest. Not `ninja -n`: where the kit has
# CONFIGURE_DEPENDS globs (slides/ with ImageMagick), its dry run plans only "Re-running CMake". The real build of
# the same: docs/setting-up.md.
# cmake -DSOURCE=<kit> -DWORK=<scratch folder> -DCXX=<compiler> -DNINJA=<ninja> -P window_without_gtest.cmake
# A cross build adds -DTOOLCHAIN=<its toolchain file> -DFIND_ROOT=<its CMAKE_FIND_ROOT_PATH>.
cmake_minimum_required(VERSION 3.22)

set(cross "")
if(TOOLCHAIN)
  set(cross -DCMAKE_TOOLCHAIN_FILE=${TOOLCHAIN} "-DCMAKE_FIND_ROOT_PATH=${FIND_ROOT}")
endif()
file(REMOVE_RECURSE ${WORK})
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE} -B ${WORK} -G Ninja -DCMAKE_CXX_COMPILER=${CXX} ${cross}
                        -DBUILD_TESTING=OFF -DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the kit did not configure without GoogleTest (exit ${rc}):\n${out}\n${err}")
endif()
# Every command that builds `boids` from nothing, whatever is built already; it runs none of them.
execute_process(COMMAND ${NINJA} -C ${WORK} -t commands boids
                RESULT_VARIABLE rc OUTPUT_VARIABLE plan ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "ninja could not list the commands of the window's build (exit ${rc}):\n${plan}\n${err}")
endif()
foreach(must main.cpp boids_learner checks.cpp)
  string(FIND "${plan}" "${must}" at)
  if(at LESS 0)
    message(FATAL_ERROR "the window's build does not compile ${must}; it plans:\n${plan}")
  endif()
endforeach()
string(REPLACE "${WORK}" "<scratch>" plan "${plan}")  # its name says window_without_gtest
string(TOLOWER "${plan}" lower)
string(FIND "${lower}" "gtest" at)
if(NOT at LESS 0)
  message(FATAL_ERROR "the window's build names GoogleTest:\n${plan}")
endif()
file(REMOVE_RECURSE ${WORK})
message(STATUS "the window configures and plans its build without GoogleTest")
