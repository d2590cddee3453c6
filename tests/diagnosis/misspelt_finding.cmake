# A misspelt finding fails the build: a scratch copy of a task's mistakes.cpp compiles as it is, then, with the first
# kind its describedBy names misspelt (its last letter doubled), does not compile, and the compiler names the
# misspelt kind. The kinds are declared once (boids/findings.h); a string would have compiled and dropped the name.
# cmake -DCXX=<compiler> -DFLAGS_FILE=<file: one include directory a line> -DMISTAKES=<mistakes.cpp> -DWORK=<scratch>
#       -P misspelt_finding.cmake
cmake_minimum_required(VERSION 3.22)

file(STRINGS ${FLAGS_FILE} include_dirs)
set(flags -std=c++20 -fsyntax-only)
foreach(dir IN LISTS include_dirs)
  list(APPEND flags -I${dir})
endforeach()

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
file(READ ${MISTAKES} text)

function(compile name source result_var output_var)
  file(WRITE ${WORK}/${name} "${source}")
  execute_process(COMMAND ${CXX} ${flags} ${WORK}/${name} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(${result_var} ${rc} PARENT_SCOPE)
  set(${output_var} "${out}${err}" PARENT_SCOPE)
endfunction()

compile(as_it_is.cpp "${text}" rc out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the scratch copy of ${MISTAKES} did not compile as it is (exit ${rc}):\n${out}")
endif()

string(REGEX MATCH "\\.describedBy = {+F::([a-z_]+)" named "${text}")
if(NOT named)
  message(FATAL_ERROR "${MISTAKES} has no describedBy that names a kind as F::NAME")
endif()
set(kind ${CMAKE_MATCH_1})
string(REGEX REPLACE "(.)$" "\\1\\1" misspelt ${kind})
string(REPLACE "F::${kind}" "F::${misspelt}" wrong "${text}")
compile(misspelt.cpp "${wrong}" rc out)
if(rc EQUAL 0)
  message(FATAL_ERROR "with F::${kind} misspelt as F::${misspelt}, ${MISTAKES} still compiled")
endif()
string(FIND "${out}" "${misspelt}" at)
if(at LESS 0)
  message(FATAL_ERROR "the compiler refused F::${misspelt}, but its message does not name it:\n${out}")
endif()
message(STATUS "F::${kind} compiles; F::${misspelt} does not: the compiler says\n${out}")
