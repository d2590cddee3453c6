# Checks that the compiler vectorises the fused step's portable pair loop (addRun in framework/core/flock_sums.cpp):
# compiles the file with the build's options for it plus the compiler's vectorisation report, and looks for the
# loop's line among the loops reported vectorised. Run by ctest as kit.pair_loop_is_vectorised.
#   cmake -DCXX=c++ -DCOMPILER_ID=GNU -DSOURCE=.../flock_sums.cpp -DINCLUDE=.../framework/core
#         -DGENERATED_INCLUDE=<build>/framework/include -P check.cmake    (the second: boids/task_list.h)
# The loop's line number: the newlines before its text, plus one. (Not file(STRINGS): a `;` in a line would split it.)
file(READ "${SOURCE}" content)
string(FIND "${content}" "for (int k = 0; k < length; ++k) {" at)
set(loop_line "")
if(at GREATER -1)
  string(SUBSTRING "${content}" 0 ${at} before)
  string(REGEX MATCHALL "\n" newlines "${before}")
  list(LENGTH newlines loop_line)
  math(EXPR loop_line "${loop_line} + 1")
endif()
if(loop_line STREQUAL "")
  message(FATAL_ERROR "kit.pair_loop_is_vectorised: the loop `for (int k = 0; k < length; ++k)` is no longer in "
                      "${SOURCE}; update tests/vectorization/check.cmake with the loop's new form.")
endif()

set(flags -std=c++20 -O2 -fno-math-errno -DBOIDS_OMP_SIMD -fopenmp-simd -fno-trapping-math -ffp-contract=off -I${INCLUDE} -I${GENERATED_INCLUDE})
if(COMPILER_ID STREQUAL "GNU")
  list(APPEND flags -fvect-cost-model=dynamic -fopt-info-vec-optimized)
  set(said "loop vectorized")
else()
  list(APPEND flags -Rpass=loop-vectorize)
  set(said "vectorized loop")
endif()
execute_process(COMMAND ${CXX} ${flags} -c ${SOURCE} -o /dev/null
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "kit.pair_loop_is_vectorised: ${CXX} could not compile ${SOURCE}:\n${err}")
endif()
get_filename_component(name "${SOURCE}" NAME)
string(REPLACE "." "\\." name "${name}")
# The report names the loop's line, or that of the `#pragma omp simd` just above it.
set(found "")
math(EXPR first "${loop_line} - 3")
foreach(candidate RANGE ${first} ${loop_line})
  string(REGEX MATCH "${name}:${candidate}:[0-9]+: [^\n]*${said}[^\n]*" found "${out}${err}")
  if(NOT found STREQUAL "")
    break()
  endif()
endforeach()
if(found STREQUAL "")
  message(FATAL_ERROR "kit.pair_loop_is_vectorised: ${CXX} did not vectorise the pair loop at "
                      "${SOURCE}:${loop_line}. Its report on that file:\n${out}${err}")
endif()
message(STATUS "the pair loop is vectorised: ${found}")
