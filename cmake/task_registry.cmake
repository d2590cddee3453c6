# Reads tasks.txt, the registry of the workshop's tasks, and writes boids/task_list.h from it. Included by the kit's
# CMakeLists.txt and by the companion's, which is built on its own (framework/companion/CMakeLists.txt).
#
# boids_read_task_registry(file) sets, in the caller's scope:
#   BOIDS_TASK_NUMBERS    the numbers, in order ("1;2;3;4;5;6")
#   BOIDS_TASKS           the stems, in order ("01_alignment;...")
#   BOIDS_TASK_<n>_NAME, _STEM, _KIND, _FUNCTION, _WEIGHT, _LABEL, _COLOUR, _BONUS   each task's fields
#   BOIDS_FORCE_TASK_NUMBERS   the tasks that are not the grid; BOIDS_GRID_TASK   the grid task's number
#   BOIDS_TASK_<n>_DIR    the task's folder, framework/tasks/STEM (docs/how-the-kit-is-built.md lists what it holds)
#   BOIDS_TASK_<n>_PARAMS the names of the parameters of the task's own, from its folder's params.txt (often none),
#                         each with BOIDS_TASK_PARAM_<name>_DEFAULT, _MIN, _MAX, _STEP, _COMMENT
# It stops with a message naming the line and the field when the file is not as tasks.txt's header says, and naming
# the folder when a listed task has none. boids_read_task_params(file) reads one params.txt (its header documents
# it), with the same care.
# boids_write_task_list(output params_header) writes the header (only when its text changes, so nothing recompiles
# for an edit of tasks.txt's comments); params_header is boids/params.h, whose float fields a weight may name.

# Stops with a message naming the line (`where`) and the field when a line of tasks.txt, read into the caller's
# number, name, stem, kind, function, weight, label, colour and bonus, is not as tasks.txt's header says. Reads the
# caller's previous (the task number above), stems and functions (the tasks above) and grids (the grid tasks so far,
# this one counted).
function(boids_check_task_line where)
  if(NOT number MATCHES "^[1-9][0-9]?$")
    message(FATAL_ERROR "${where}: the number is \"${number}\", where a task's number is a whole number from 1 to 99.")
  endif()
  if(NOT number GREATER previous)
    message(FATAL_ERROR "${where}: task ${number} comes after task ${previous}; the numbers must increase down the list.")
  endif()
  if(NOT name MATCHES "^[A-Za-z0-9][A-Za-z0-9 ,'()-]*$")
    message(FATAL_ERROR "${where}: the name is \"${name}\"; a name is letters, digits, spaces and , ' ( ) -.")
  endif()
  if(NOT stem MATCHES "^[a-z0-9_]+$")
    message(FATAL_ERROR "${where}: the stem is \"${stem}\"; a stem is lower-case letters, digits and _ "
                        "(its files are exercises/${stem}.cpp and the like).")
  endif()
  if(stem IN_LIST stems)
    message(FATAL_ERROR "${where}: the stem \"${stem}\" is already another task's.")
  endif()
  if(NOT kind MATCHES "^(flock|predators|obstacles|grid)$")
    message(FATAL_ERROR "${where}: the kind is \"${kind}\", where it is one of flock, predators, obstacles, grid.")
  endif()
  if(kind STREQUAL "grid")
    if(grids GREATER 1)
      message(FATAL_ERROR "${where}: a second task of kind grid; the flock has one neighbour search.")
    endif()
    if(NOT function STREQUAL "buildGrid" OR NOT weight STREQUAL "-")
      message(FATAL_ERROR "${where}: the grid task's function is buildGrid and its weight is -.")
    endif()
  elseif(NOT function MATCHES "^[a-z][A-Za-z0-9]*$")
    message(FATAL_ERROR "${where}: the function is \"${function}\"; it is a C++ name such as calculateSpeedMatch.")
  elseif(function IN_LIST functions)
    message(FATAL_ERROR "${where}: the function ${function} is already another task's.")
  endif()
  if(NOT weight MATCHES "^(-|[a-z][A-Za-z0-9]*)$")
    message(FATAL_ERROR "${where}: the weight is \"${weight}\"; it is a Params field (alignmentWeight) or -.")
  endif()
  if(NOT label MATCHES "^[a-z][a-z0-9 -]*$")
    message(FATAL_ERROR "${where}: the label is \"${label}\"; a label is a short lower-case word.")
  endif()
  if(NOT colour MATCHES "^#[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]$")
    message(FATAL_ERROR "${where}: the colour is \"${colour}\", where it is #RRGGBB, such as #569CFF.")
  endif()
  if(NOT bonus MATCHES "^(yes|no)$")
    message(FATAL_ERROR "${where}: bonus is \"${bonus}\", where it is yes or no.")
  endif()
endfunction()

function(boids_read_task_registry file)
  if(NOT EXISTS "${file}")
    message(FATAL_ERROR "The registry of tasks, ${file}, is missing: the kit builds the tasks it lists.")
  endif()
  set(watch "${file}")
  get_filename_component(root "${file}" DIRECTORY)
  boids_table_lines("${file}" lines line_numbers)
  set(numbers)
  set(stems)
  set(functions)
  set(previous 0)
  set(grids 0)
  foreach(line line_number IN ZIP_LISTS lines line_numbers)
    set(where "tasks.txt, line ${line_number}")
    boids_fields_of("${line}" "${where}" "a task" number name stem kind function weight label colour bonus)
    set(n ${number})
    if(kind STREQUAL "grid")
      math(EXPR grids "${grids} + 1")
    endif()
    boids_check_task_line("${where}")
    list(APPEND numbers ${n})
    list(APPEND stems ${stem})
    list(APPEND functions ${function})
    set(dir "${root}/framework/tasks/${stem}")
    if(NOT IS_DIRECTORY "${dir}")
      message(FATAL_ERROR "${where}: task ${n}'s folder framework/tasks/${stem}/ is missing; a task's stub, cases, hints "
                          "and recipe live there (./workshop new-task makes one).")
    endif()
    set(params)
    if(EXISTS "${dir}/params.txt")
      list(APPEND watch "${dir}/params.txt")
      boids_read_task_params("${dir}/params.txt")
      foreach(param IN LISTS params)
        if(param IN_LIST all_params OR param IN_LIST weights)
          message(FATAL_ERROR "framework/tasks/${stem}/params.txt: the parameter ${param} is already another task's "
                              "parameter or weight; each names a field of Params of its own.")
        endif()
        foreach(key DEFAULT MIN MAX STEP COMMENT)
          set(BOIDS_TASK_PARAM_${param}_${key} "${BOIDS_TASK_PARAM_${param}_${key}}" PARENT_SCOPE)
        endforeach()
      endforeach()
      list(APPEND all_params ${params})
    endif()
    list(APPEND weights ${weight})
    foreach(key NAME STEM KIND FUNCTION WEIGHT LABEL COLOUR BONUS DIR PARAMS)
      string(TOLOWER ${key} lower)
      set(BOIDS_TASK_${n}_${key} "${${lower}}" PARENT_SCOPE)
    endforeach()
    set(kind_of_${n} ${kind})
    set(previous ${n})
  endforeach()
  if(NOT numbers)
    message(FATAL_ERROR "tasks.txt lists no task.")
  endif()
  if(NOT grids EQUAL 1)
    message(FATAL_ERROR "tasks.txt lists no task of kind grid: the flock needs its neighbour search (buildGrid).")
  endif()
  set(forces)
  foreach(n IN LISTS numbers)
    if(kind_of_${n} STREQUAL "grid")
      set(BOIDS_GRID_TASK ${n} PARENT_SCOPE)
    else()
      list(APPEND forces ${n})
    endif()
  endforeach()
  foreach(param IN LISTS all_params)
    if(param IN_LIST weights)
      message(FATAL_ERROR "The parameter ${param} of a task's params.txt is also a task's weight in tasks.txt; each "
                          "names a field of Params of its own.")
    endif()
  endforeach()
  set(BOIDS_FORCE_TASK_NUMBERS ${forces} PARENT_SCOPE)
  set(BOIDS_TASK_NUMBERS ${numbers} PARENT_SCOPE)
  set(BOIDS_TASKS ${stems} PARENT_SCOPE)
  get_property(watched GLOBAL PROPERTY BOIDS_TASK_REGISTRY_WATCHED)
  if(NOT watched)  # once per build tree: two rules for one file stop Ninja
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${watch})
    set_property(GLOBAL PROPERTY BOIDS_TASK_REGISTRY_WATCHED ON)
  endif()
endfunction()

# A task's params.txt: one parameter a line, "name | default | min | max | step | what it is, with its unit", and
# lines starting with # (new-task writes the file, with this header). Sets `params` (the names, in order) and
# BOIDS_TASK_PARAM_<name>_DEFAULT, _MIN, _MAX, _STEP, _COMMENT in the caller's scope.
function(boids_read_task_params file)
  boids_table_lines("${file}" lines line_numbers)
  file(RELATIVE_PATH shown "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/.." "${file}")
  set(names)
  set(number "^-?[0-9]+([.][0-9]+)?$")
  foreach(line line_number IN ZIP_LISTS lines line_numbers)
    set(where "${shown}, line ${line_number}")
    boids_fields_of("${line}" "${where}" "a parameter" name default min max step comment)
    if(NOT name MATCHES "^[a-z][A-Za-z0-9]*$" OR name MATCHES "${BOIDS_CXX_KEYWORDS}")
      message(FATAL_ERROR "${where}: the name is \"${name}\"; it is a C++ name such as margin or pushRadius (a "
                          "field of Params, params.${name}), not a keyword.")
    endif()
    if(name IN_LIST names)
      message(FATAL_ERROR "${where}: the parameter ${name} is listed twice.")
    endif()
    foreach(key default min max step)
      if(NOT ${key} MATCHES "${number}")
        message(FATAL_ERROR "${where}: the ${key} is \"${${key}}\", where it is a number such as 100, 0.5 or -2.")
      endif()
    endforeach()
    if(NOT min LESS max OR default LESS min OR default GREATER max)
      message(FATAL_ERROR "${where}: ${name} is ${default} in a range from ${min} to ${max}; the range goes up, and "
                          "holds the default.")
    endif()
    if(NOT step GREATER 0)
      message(FATAL_ERROR "${where}: the step is ${step}; the slider moves by it, so it is more than 0.")
    endif()
    string(REPLACE "*/" "* /" comment "${comment}")  # it becomes a /* comment */ in boids/task_list.h
    list(APPEND names ${name})
    foreach(key DEFAULT MIN MAX STEP COMMENT)
      string(TOLOWER ${key} lower)
      set(BOIDS_TASK_PARAM_${name}_${key} "${${lower}}" PARENT_SCOPE)
    endforeach()
  endforeach()
  set(params ${names} PARENT_SCOPE)
endfunction()

# boids_table_lines(file lines_var numbers_var) sets lines_var to the file's lines that are neither blank nor a comment
# (#), stripped, and numbers_var to their line numbers. A ; reads as a , and [ ] as ( ) (CMake's lists split on ;
# outside brackets).
function(boids_table_lines file lines_var numbers_var)
  file(READ "${file}" text)
  string(REPLACE ";" "," text "${text}")
  string(REPLACE "[" "(" text "${text}")  # an unmatched [ would hold a list's items together
  string(REPLACE "]" ")" text "${text}")
  string(REPLACE "\r" "" text "${text}")
  string(REPLACE "\n" ";" all "${text}")
  set(lines)
  set(numbers)
  set(line_number 0)
  foreach(line IN LISTS all)
    math(EXPR line_number "${line_number} + 1")
    string(STRIP "${line}" line)
    if(NOT line STREQUAL "" AND NOT line MATCHES "^#")
      list(APPEND lines "${line}")
      list(APPEND numbers ${line_number})
    endif()
  endforeach()
  set(${lines_var} "${lines}" PARENT_SCOPE)
  set(${numbers_var} "${numbers}" PARENT_SCOPE)
endfunction()

# boids_fields_of(line where what NAME...) sets the variables NAME... to the |-separated fields of `line`, stripped.
# It stops, naming `where` and the fields that `what` ("a task") has, when the line has another number of fields.
function(boids_fields_of line where what)
  set(names ${ARGN})
  string(REPLACE "|" ";" fields "${line}")
  list(LENGTH fields count)
  list(LENGTH names wanted)
  if(NOT count EQUAL wanted)
    string(REPLACE ";" " | " shape "${names}")
    message(FATAL_ERROR "${where}: ${count} fields separated by |, where ${what} has ${wanted} (${shape}): \"${line}\"")
  endif()
  foreach(field name IN ZIP_LISTS fields names)
    string(STRIP "${field}" field)
    set(${name} "${field}" PARENT_SCOPE)
  endforeach()
endfunction()

# The keywords of C++ that a parameter's name, a lower-case C++ name, could spell.
set(BOIDS_CXX_KEYWORDS "^(alignas|alignof|and|asm|auto|bitand|bitor|bool|break|case|catch|char|class|compl|concept|\
const|consteval|constexpr|constinit|continue|co_await|co_return|co_yield|decltype|default|delete|do|double|else|enum|\
explicit|export|extern|false|float|for|friend|goto|if|inline|int|long|mutable|namespace|new|noexcept|not|nullptr|\
operator|or|private|protected|public|register|requires|return|short|signed|sizeof|static|struct|switch|template|this|\
throw|true|try|typedef|typeid|typename|union|unsigned|using|virtual|void|volatile|while|xor)$")

# boids_params_type_of(stem out): the C++ name of a task's params struct, from its stem: 07_speed_limit -> SpeedLimitParams
# (Task7... where the name would start with a digit).
function(boids_params_type_of stem out)
  string(REGEX REPLACE "^[0-9]+_" "" words "${stem}")
  string(REPLACE "_" ";" words "${words}")
  set(name "")
  foreach(word IN LISTS words)
    if(word)
      string(SUBSTRING "${word}" 0 1 first)
      string(SUBSTRING "${word}" 1 -1 rest)
      string(TOUPPER "${first}" first)
      string(APPEND name "${first}${rest}")
    endif()
  endforeach()
  if(name MATCHES "^[0-9]" OR name STREQUAL "")
    string(REGEX MATCH "^[0-9]+" number "${stem}")
    set(name "Task${number}${name}")
  endif()
  set(${out} "${name}Params" PARENT_SCOPE)
endfunction()

# boids_write_params_type(file n stem type members): the header of a task's params struct (only when its text changes).
function(boids_write_params_type file n stem type members)
  set(text "// Generated from framework/tasks/${stem}/params.txt by cmake/task_registry.cmake: edit that file, not this one.
#pragma once

#include \"boids/params.h\"

namespace boids {

// What task ${n}'s function reads: Params, and the task's own parameters by name (each one of Params::added, so that
// a ${type} passed on as a Params keeps them).
struct ${type} : Params {
${members}
    ${type}() = default;
    ${type}(const Params& params) : Params(params) {}  // NOLINT: a Params is one, with its added values
    ${type}(const ${type}& other) : Params(other) {}
    ${type}& operator=(const ${type}& other) {
        Params::operator=(other);
        return *this;
    }
};

}  // namespace boids
")
  boids_write_if_changed("${file}" "${text}")
endfunction()

# boids_write_if_changed(file text): writes a generated file only when its text changes, so that nothing that includes
# it recompiles for an edit that leaves it the same.
function(boids_write_if_changed file text)
  set(old "")
  if(EXISTS "${file}")
    file(READ "${file}" old)
  endif()
  if(NOT old STREQUAL text)
    file(WRITE "${file}" "${text}")
  endif()
endfunction()

# boids_count_added_weights(params_text out): how many tasks' weights are no field of Params (params_text, params.h's).
function(boids_count_added_weights params_text out)
  set(count 0)
  foreach(n IN LISTS BOIDS_TASK_NUMBERS)
    set(weight ${BOIDS_TASK_${n}_WEIGHT})
    if(NOT weight STREQUAL "-" AND NOT params_text MATCHES "float ${weight} = ")
      math(EXPR count "${count} + 1")
    endif()
  endforeach()
  set(${out} ${count} PARENT_SCOPE)
endfunction()

# boids_write_task_row(file n row index added_before own_header): boids/task_rows/taskN.h, task n's row alone, for the
# sources compiled per task (its test program's, module's and trace program's mains): they include this header
# instead of the whole list, so that adding a task leaves the other tasks' programs as they are. Written only when its
# text changes.
function(boids_write_task_row file n row index added_before own_header)
  boids_write_if_changed("${file}" "// Generated from tasks.txt by cmake/task_registry.cmake: edit tasks.txt, not this file.
// Task ${n}'s row of BOIDS_TASK_LIST (boids/task_list.h), with its place in the list (boids/task_row.h).
#pragma once

#include \"boids/task_row.h\"
${own_header}
#define BOIDS_TASK_ROW(X) ${row}

namespace boids::registry::row {
constexpr int kNumber = ${n};
constexpr std::size_t kIndex = ${index};  // its place in tasks.txt's list: index(task)
constexpr int kAddedBefore = ${added_before};  // how many tasks above it have a function the framework does not know
}  // namespace boids::registry::row

namespace boids {
BOIDS_TASK_ROW(BOIDS_DECLARE_TASK)
}  // namespace boids
")
endfunction()

# boids_write_list_header(output list_text added_weights task_params): boids/task_list.h, from the X-macro bodies
# boids_write_task_list made (only when its text changes).
function(boids_write_list_header output list_text added_weights task_params)
  string(SHA256 list_hash "${list_text}${added_weights}${task_params}")
  set(text "// Generated from tasks.txt by cmake/task_registry.cmake: edit tasks.txt, not this file.
// BOIDS_TASK_LIST(X) is X(number, name, stem, kind, function, weight, label, colour, bonus, params) for each task,
// in order: kind is Flock, Predators, Obstacles or Grid; weight is a ParamRef (boids/params.h), empty for none;
// colour is 0xRRGGBB; params is the type the function reads, Params or the task's own (boids/task_params/STEM.h).
// BOIDS_TASK_ADDED_WEIGHTS(X) is X(name) for each weight that Params does not hold itself (boids/params.h), and
// BOIDS_TASK_PARAMS(X) is X(name, default, min, max, step) for each parameter of a task's own, from its folder's
// params.txt: in this order, Params::added's slots, each with a slider and a settings key.
#pragma once

#define BOIDS_TASK_LIST(X)${list_text}

#define BOIDS_TASK_ADDED_WEIGHTS(X)${added_weights}

#define BOIDS_TASK_PARAMS(X)${task_params}

// The SHA-256 of the lists above: a plugin of every task states it (PluginAbi::tasksHash), so that one built for
// another tasks.txt is refused.
#define BOIDS_TASK_LIST_HASH \"${list_hash}\"
")
  boids_write_if_changed("${output}" "${text}")
endfunction()

function(boids_write_task_list output params_header)
  file(READ "${params_header}" params_text)
  get_filename_component(include_dir "${output}" DIRECTORY)  # .../boids
  set(list_text "")
  set(added_weights "")
  set(task_params "")
  set(own_headers "")
  # Params::added holds the added weights, then the tasks' own parameters: a parameter's slot follows every weight.
  set(weight_slots 0)
  boids_count_added_weights("${params_text}" param_slot)
  set(index 0)          # the task's place in the list
  set(added_before 0)   # how many tasks above it the framework does not know by their function (Task::FirstAdded on)
  foreach(n IN LISTS BOIDS_TASK_NUMBERS)
    set(kind ${BOIDS_TASK_${n}_KIND})
    string(SUBSTRING "${kind}" 0 1 first)
    string(SUBSTRING "${kind}" 1 -1 rest)
    string(TOUPPER "${first}" first)
    set(weight ${BOIDS_TASK_${n}_WEIGHT})
    if(weight STREQUAL "-")
      set(weight "::boids::ParamRef{}")
    elseif(params_text MATCHES "float ${weight} = ")
      set(weight "::boids::ParamRef{&::boids::Params::${weight}}")
    else()
      string(APPEND added_weights " \\\n    X(${weight})")
      set(weight "::boids::addedSlot(${weight_slots})")
      math(EXPR weight_slots "${weight_slots} + 1")
    endif()
    set(bonus false)
    if(BOIDS_TASK_${n}_BONUS STREQUAL "yes")
      set(bonus true)
    endif()
    set(stem ${BOIDS_TASK_${n}_STEM})
    set(params_type Params)
    set(members "")
    foreach(param IN LISTS BOIDS_TASK_${n}_PARAMS)
      if(params_text MATCHES "[ \t]${param}[ \t]*[=;{]")
        message(FATAL_ERROR "framework/tasks/${stem}/params.txt: the parameter ${param} is a field of "
                            "Params already (boids/params.h); a task's own parameter has a name of its own.")
      endif()
      set(p BOIDS_TASK_PARAM_${param})
      string(APPEND task_params " \\\n    X(${param}, ${${p}_DEFAULT}, ${${p}_MIN}, ${${p}_MAX}, ${${p}_STEP}) "
                               "/* task ${n}: ${${p}_COMMENT} */")
      string(APPEND members "    float& ${param} = added[${param_slot}];  // ${${p}_COMMENT}\n")
      math(EXPR param_slot "${param_slot} + 1")
    endforeach()
    if(members)
      boids_params_type_of(${stem} params_type)
      boids_write_params_type("${include_dir}/task_params/${stem}.h" ${n} ${stem} ${params_type} "${members}")
      string(APPEND own_headers "#include \"boids/task_params/${stem}.h\"\n")
    endif()
    string(SUBSTRING "${BOIDS_TASK_${n}_COLOUR}" 1 -1 colour)
    string(CONCAT row "X(${n}, \"${BOIDS_TASK_${n}_NAME}\", \"${stem}\", ${first}${rest}, ${BOIDS_TASK_${n}_FUNCTION}, "
            "${weight}, \"${BOIDS_TASK_${n}_LABEL}\", 0x${colour}, ${bonus}, ${params_type})")
    string(APPEND list_text " \\\n    ${row}")
    set(own_header "")
    if(members)
      set(own_header "#include \"boids/task_params/${stem}.h\"\n")
    endif()
    boids_write_task_row("${include_dir}/task_rows/task${n}.h" ${n} "${row}" ${index} ${added_before} "${own_header}")
    if(NOT BOIDS_TASK_${n}_FUNCTION MATCHES "^(calculateAlignment|calculateSeparation|calculateCohesion|calculateFlee|calculateObstacleAvoid|buildGrid)$")
      math(EXPR added_before "${added_before} + 1")
    endif()
    math(EXPR index "${index} + 1")
  endforeach()
  boids_write_list_header("${output}" "${list_text}" "${added_weights}" "${task_params}")
  # boids/task_params.h: every task's params struct (boids/task_registry.h includes it).
  boids_write_if_changed("${include_dir}/task_params.h"
    "// Generated from tasks.txt by cmake/task_registry.cmake: the params struct of each task that has params.txt.
#pragma once
${own_headers}")
endfunction()
