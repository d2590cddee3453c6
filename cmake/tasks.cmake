# The tasks of tasks.txt (BOIDS_TASK_NUMBERS, read by cmake/task_registry.cmake): one object library per task and
# side, so that an edit to one exercise recompiles that file alone.
#   boids_taskN_learner    exercises/STEM.cpp (the task's framework/tasks/STEM/stub.cpp in the self-test), or
#                          solutions/STEM.cpp when N is in BOIDS_SOLVED
#   boids_taskN_reference  solutions/STEM.cpp
# The learner's objects make the learner's plugin (below) and each task's module; the references are compiled into
# boids::tasks (framework/tasks/CMakeLists.txt), with recipeTasks().

list(JOIN BOIDS_TASK_NUMBERS ", " task_numbers)
foreach(n IN LISTS BOIDS_SOLVED)
  if(NOT n IN_LIST BOIDS_TASK_NUMBERS)
    message(FATAL_ERROR "BOIDS_SOLVED has \"${n}\", but it takes task numbers of tasks.txt (${task_numbers}), "
                        "such as \"2;4\".")
  endif()
endforeach()

# A half-written force often has a parameter it does not use yet; that is not worth a warning.
# (A source property, because it must come after the -Wextra of boids::warnings.)
if(NOT MSVC)
  foreach(n IN LISTS BOIDS_TASK_NUMBERS)
    set(task ${BOIDS_TASK_${n}_STEM})
    set_source_files_properties(${PROJECT_SOURCE_DIR}/exercises/${task}.cpp ${PROJECT_SOURCE_DIR}/solutions/${task}.cpp
                                ${BOIDS_TASK_${n}_DIR}/stub.cpp PROPERTIES COMPILE_OPTIONS -Wno-unused-parameter)
  endforeach()
endif()

# The learner's code is built in the standard library's checked mode, so that an index past the end of a span or
# vector stops the program with a message naming it, instead of reading whatever memory lies there. None of these
# changes the library's ABI, so the checked objects link with unchecked ones. (libc++ before 18 has no such mode.)
# What it costs the window is measured in docs/hangs-and-crashes.md.
option(BOIDS_CHECKED_LEARNER_CODE "Build the learner's code in the standard library's checked mode" ON)
add_library(boids_checked_stl INTERFACE)
add_library(boids::checked_stl ALIAS boids_checked_stl)
if(BOIDS_CHECKED_LEARNER_CODE)
  target_compile_definitions(boids_checked_stl INTERFACE
    $<$<NOT:$<CXX_COMPILER_ID:MSVC>>:_GLIBCXX_ASSERTIONS _LIBCPP_HARDENING_MODE=_LIBCPP_HARDENING_MODE_EXTENSIVE>
    $<$<CXX_COMPILER_ID:MSVC>:_CONTAINER_DEBUG_LEVEL=1 _MSVC_STL_HARDENING=1>)
endif()

set(learner_objects)
set(reference_objects)
foreach(n IN LISTS BOIDS_TASK_NUMBERS)
  set(task ${BOIDS_TASK_${n}_STEM})
  set(learner_source ${PROJECT_SOURCE_DIR}/exercises/${task}.cpp)
  if(BOIDS_SELFTEST)
    # The self-test checks the kit, not the learner: its "learner" is the untouched stub, whatever exercises/ holds.
    set(learner_source ${BOIDS_TASK_${n}_DIR}/stub.cpp)
  endif()
  if(n IN_LIST BOIDS_SOLVED)
    set(learner_source ${PROJECT_SOURCE_DIR}/solutions/${task}.cpp)
    message(STATUS "Task ${n}: using the reference solutions/${task}.cpp (exercises/${task}.cpp is left as it is)")
  endif()

  foreach(side learner reference)
    set(target boids_task${n}_${side})
    if(side STREQUAL "learner")
      add_library(${target} OBJECT ${learner_source})
    else()
      add_library(${target} OBJECT ${PROJECT_SOURCE_DIR}/solutions/${task}.cpp)
    endif()
    if(side STREQUAL "learner")
      target_link_libraries(${target} PUBLIC boids::core PRIVATE boids::warnings boids::checked_stl)
    else()  # compiled into boids::tasks, which boids::core links: its headers alone
      target_link_libraries(${target} PUBLIC boids_core_headers PRIVATE boids::warnings)
      # Every program loads boids::tasks, the learner's debugging sessions too: without debug information, a
      # breakpoint on the learner's function never also lands in the recipe (framework/tasks/CMakeLists.txt).
      if(NOT MSVC)
        target_compile_options(${target} PRIVATE -g0)
      endif()
    endif()
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    list(APPEND ${side}_objects $<TARGET_OBJECTS:${target}>)
  endforeach()
endforeach()


# The learner's tasks as a plugin, boids_learner, which the window program loads at start (framework/app).
# The program links the references; the learner's functions have the same names, so they live in their own module,
# where only the entry points of framework/core/learner_plugin.cpp are visible. A force task's number key then switches it alone.
# boids_add_task_plugin(target output_name solved_mask objects...): also used by the app's tests.
function(boids_add_task_plugin target output_name solved_mask)
  add_library(${target} MODULE ${PROJECT_SOURCE_DIR}/framework/core/learner_plugin.cpp ${ARGN})
  target_link_libraries(${target} PRIVATE boids::core boids::warnings)
  target_compile_definitions(${target} PRIVATE BOIDS_SOLVED_MASK=${solved_mask})
  if(CMAKE_SYSTEM_NAME STREQUAL "Linux")
    target_link_options(${target} PRIVATE LINKER:--exclude-libs,ALL)  # boids::core is static: keep it unexported
  endif()
  # Next to the program, which looks for it in its own folder.
  set_target_properties(${target} PROPERTIES OUTPUT_NAME ${output_name}
                        CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON
                        LIBRARY_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR} RUNTIME_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR})
endfunction()

# The solved mask has bit k set when the k-th task of tasks.txt (index(), counted from 0) is built from solutions/.
set(solved_mask 0)
foreach(n IN LISTS BOIDS_SOLVED)
  list(FIND BOIDS_TASK_NUMBERS ${n} k)
  math(EXPR solved_mask "${solved_mask} | (1 << ${k})")
endforeach()
foreach(n IN LISTS BOIDS_TASK_NUMBERS)
  # Hidden, so that a plugin exports its entry points and nothing else (no effect on static linking).
  set_target_properties(boids_task${n}_learner boids_task${n}_reference PROPERTIES
                        CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
endforeach()
boids_add_task_plugin(boids_learner_plugin boids_learner ${solved_mask} ${learner_objects})

# The learner's files compile against one precompiled <boids/tasks.h> (GCC only, as the tests' headers: GCC falls
# back to the plain header if the flags differ, where clang would stop), so that a save compiles in about a third of
# the time. It is built by a target of its own, with the learner objects' flags: were one task's object to build it,
# every other task would wait for that task's file, and fail with it when it does not compile.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/boids_learner_pch.cpp
       CONTENT "// Empty: boids_learner_pch only builds the precompiled header of the learner's files (cmake/tasks.cmake).\n")
  add_library(boids_learner_pch OBJECT ${PROJECT_BINARY_DIR}/boids_learner_pch.cpp)
  target_link_libraries(boids_learner_pch PRIVATE boids::core boids::warnings boids::checked_stl)
  set_target_properties(boids_learner_pch PROPERTIES POSITION_INDEPENDENT_CODE ON
                        CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
  target_precompile_headers(boids_learner_pch PRIVATE <boids/tasks.h>)
  foreach(n IN LISTS BOIDS_TASK_NUMBERS)
    target_precompile_headers(boids_task${n}_learner REUSE_FROM boids_learner_pch)
  endforeach()
endif()

# boids_use_task_row(target n): `target`'s sources name task n's row of tasks.txt alone, boids/task_rows/taskN.h
# (#include BOIDS_TASK_ROW_HEADER; boids/task_row.h), so that adding another task does not recompile them.
function(boids_use_task_row target n)
  target_compile_definitions(${target} PRIVATE BOIDS_TASK_ROW_HEADER="boids/task_rows/task${n}.h")
endfunction()

# The learner's test programs (framework/checker) load their task's code at start from a small module of its own,
# so that a save compiles one file and links that module, not the program with GoogleTest, the checks and the catalog.
# boids_add_task_module(target n objects): task n's module, from the object library `objects` (boids_taskN_learner)
# and the entry points of framework/checker/task_module.cpp, built in the calling folder, next to the program.
function(boids_add_task_module target n objects)
  add_library(${target} MODULE ${PROJECT_SOURCE_DIR}/framework/checker/task_module.cpp $<TARGET_OBJECTS:${objects}>)
  target_link_libraries(${target} PRIVATE boids::core boids::warnings)
  target_compile_definitions(${target} PRIVATE BOIDS_TEST_TASK=${n})
  boids_use_task_row(${target} ${n})
  if(CMAKE_SYSTEM_NAME STREQUAL "Linux")
    target_link_options(${target} PRIVATE LINKER:--exclude-libs,ALL)  # boids::core is static: keep it unexported
    # A function the learner declares but never defines stays a link error naming it, as in a program (macOS and
    # Windows do so anyway), not a load error at start. Not under the sanitizers: their runtime is the program's.
    if(NOT CMAKE_CXX_FLAGS MATCHES "sanitize" AND NOT BOIDS_FUZZ)
      target_link_options(${target} PRIVATE LINKER:--no-undefined)
    endif()
  endif()
  set_target_properties(${target} PROPERTIES CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
endfunction()
# boids_use_task_module(program module): `program` loads `module` at start (framework/checker/task_module.h): it knows
# the module's file name (looked for next to itself) and where CMake builds it, and building it builds the module.
function(boids_use_task_module program module)
  target_compile_definitions(${program} PRIVATE BOIDS_TASK_MODULE_FILE="$<TARGET_FILE_NAME:${module}>"
                                                BOIDS_TASK_MODULE_PATH="$<TARGET_FILE:${module}>")
  target_link_libraries(${program} PRIVATE ${CMAKE_DL_LIBS})
  add_dependencies(${program} ${module})
endfunction()
