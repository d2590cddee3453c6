# The tasks: one object library per task and side, so that an edit to one exercise recompiles that file alone.
#   boids_taskN_learner    exercises/NN_name.cpp, or solutions/NN_name.cpp when N is in BOIDS_SOLVED
#   boids_taskN_reference  solutions/NN_name.cpp
# and two static libraries with all five plus linkedTasks(): boids::learner and boids::reference.

set(BOIDS_TASKS 01_alignment 02_separation 03_cohesion 04_flee 05_obstacle_avoidance)

foreach(n IN LISTS BOIDS_SOLVED)
  if(NOT n MATCHES "^[1-5]$")
    message(FATAL_ERROR "BOIDS_SOLVED has \"${n}\", but it takes task numbers from 1 to 5, such as \"2;4\".")
  endif()
endforeach()

set(learner_objects)
set(reference_objects)
foreach(task IN LISTS BOIDS_TASKS)
  string(REGEX REPLACE "^0*([0-9]+)_.*" "\\1" n "${task}")
  set(learner_source ${PROJECT_SOURCE_DIR}/exercises/${task}.cpp)
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
    target_link_libraries(${target} PUBLIC boids::core PRIVATE boids::warnings)
    # A half-written force often has a parameter it does not use yet; that is not worth a warning.
    target_compile_options(${target} PRIVATE $<$<NOT:$<CXX_COMPILER_ID:MSVC>>:-Wno-unused-parameter>)
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    list(APPEND ${side}_objects $<TARGET_OBJECTS:${target}>)
  endforeach()
endforeach()

foreach(side learner reference)
  add_library(boids_${side} STATIC ${PROJECT_SOURCE_DIR}/framework/src/linked_tasks.cpp ${${side}_objects})
  add_library(boids::${side} ALIAS boids_${side})
  target_link_libraries(boids_${side} PUBLIC boids::core PRIVATE boids::warnings)
  set_target_properties(boids_${side} PROPERTIES POSITION_INDEPENDENT_CODE ON)
endforeach()
