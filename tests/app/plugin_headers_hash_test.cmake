# The hash of the kit's headers that a plugin is built against (framework/plugin_headers_hash.cmake): it changes when
# a header the plugin's types come from changes, however deep its include, and the file it writes is left alone
# (untouched, so nothing recompiles) when only a header outside them changes.
# cmake -DSOURCE=<kit> -DWORK=<scratch folder> -P plugin_headers_hash_test.cmake
cmake_minimum_required(VERSION 3.22)

set(include ${WORK}/include)
set(output ${WORK}/plugin_headers_hash.h)
set(generated ${WORK}/generated)
file(REMOVE_RECURSE ${WORK})
file(COPY ${SOURCE}/framework/core/boids DESTINATION ${include})
# The headers CMake writes at configure time live in another folder, as boids/task_list.h, the tasks of tasks.txt.
file(WRITE ${generated}/boids/task_list.h "#define BOIDS_TASK_LIST(X)\n#define BOIDS_TASK_ADDED_WEIGHTS(X)\n#define BOIDS_TASK_PARAMS(X)\n")

# hash(<var>): runs the script and reads the hash it wrote.
function(hash var)
  execute_process(COMMAND ${CMAKE_COMMAND} "-DINCLUDE_DIRS=${include};${generated}" -DOUTPUT=${output}
                          -P ${SOURCE}/framework/plugin_headers_hash.cmake RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "plugin_headers_hash.cmake failed (exit ${rc}):\n${err}")
  endif()
  file(STRINGS ${output} line REGEX "#define BOIDS_PLUGIN_HEADERS_HASH \"[0-9a-f]+\"")
  if(NOT line MATCHES "\"([0-9a-f]+)\"")
    message(FATAL_ERROR "no BOIDS_PLUGIN_HEADERS_HASH in ${output}")
  endif()
  set(${var} ${CMAKE_MATCH_1} PARENT_SCOPE)
endfunction()

hash(first)
file(READ ${output} written)
# Every header whose types cross the boundary (boids/plugin.h's kPluginTypeNames: Vec2, Boid, Obstacle, Params,
# Grid, TaskTable) is hashed, and so are the ones they include.
foreach(header plugin_abi.h plugin.h tasks.h vec2.h bodies.h params.h grid.h)
  if(NOT written MATCHES "[(, ]${header}[,)]")
    message(FATAL_ERROR "the hash does not cover boids/${header}; it names:\n${written}")
  endif()
endforeach()

# tasks.txt's list is not hashed: a plugin of every task states it apart (PluginAbi::tasksHash), so that adding a task
# leaves every task's module as it is.
if(written MATCHES "task_list.h")
  message(FATAL_ERROR "the hash covers boids/task_list.h, which adding a task changes; it names:\n${written}")
endif()
file(APPEND ${generated}/boids/task_list.h "// a task added to tasks.txt\n")  # in the second folder
hash(added)
if(NOT added STREQUAL first)
  message(FATAL_ERROR "an edit of the generated boids/task_list.h changed the hash from ${first} to ${added}")
endif()

file(APPEND ${include}/boids/vec2.h "// a field's meaning changed\n")  # plugin.h > tasks.h > params.h > here
hash(deep)
if(deep STREQUAL first)
  message(FATAL_ERROR "an edit of vec2.h, which params.h includes, left the hash at ${first}")
endif()

file(TIMESTAMP ${output} before "%s")
execute_process(COMMAND ${CMAKE_COMMAND} -E sleep 1.1)
# Neither the analysis nor the seeds' models (world.h's WorldParams) are a plugin's: editing them changes nothing.
file(APPEND ${include}/boids/analysis.h "// nothing a plugin uses\n")
file(APPEND ${include}/boids/model_params.h "// nor this\n")
hash(unrelated)
file(TIMESTAMP ${output} after "%s")
if(NOT unrelated STREQUAL deep OR NOT before STREQUAL after)
  message(FATAL_ERROR "an edit of analysis.h or model_params.h, which no plugin type comes from, changed the hash "
                      "(${deep} to ${unrelated}) or rewrote ${output}")
endif()
file(REMOVE_RECURSE ${WORK})
message(STATUS "the headers' hash follows plugin.h's includes, and only them")
