# The check that the guide names only the window's sliders can fail: run on copies of slides/INSTRUCTOR.md with one
# wrong sentence each, it must fail and name the line and the phrase. One copy has a table row that names a slider
# the window does not have (`wingspan`); the other a paragraph that says the window has no slider for one it has
# (`neighborRadius`).
#
#   cmake -DTABLES=<slides_instructor_tables> -DGUIDE=<INSTRUCTOR.md> -DOUT=<dir> -P sliders_catches.cmake
cmake_minimum_required(VERSION 3.22)

file(READ ${GUIDE} guide)
string(REPLACE "\r\n" "\n" guide "${guide}")
set(failures "")

# Runs the check on `text` as the guide: a failure of this test unless it fails and says `line` and `phrase`.
function(expect_caught name text line phrase)
  file(WRITE ${OUT}/${name}/INSTRUCTOR.md "${text}")
  execute_process(COMMAND ${TABLES} --check-sliders ${OUT}/${name}/INSTRUCTOR.md
                  RESULT_VARIABLE rc OUTPUT_VARIABLE said ERROR_VARIABLE said)
  message(STATUS "The check on the guide with ${name} said:\n${said}")
  if(rc EQUAL 0)
    set(failures "${failures}\n  it passed a guide with ${name}" PARENT_SCOPE)
    return()
  endif()
  foreach(words "INSTRUCTOR.md line ${line}:" "${phrase}")
    string(FIND "${said}" "${words}" at)
    if(at EQUAL -1)
      set(failures "${failures}\n  on the guide with ${name}, it did not say: ${words}" PARENT_SCOPE)
    endif()
  endforeach()
endfunction()

include(${CMAKE_CURRENT_LIST_DIR}/line_at.cmake)

# 1. A row after the header rule of the guide's first table: one whose words send you to a `wingspan` slider.
string(FIND "${guide}" "\n|----" rule)
if(rule EQUAL -1)
  message(FATAL_ERROR "${GUIDE} has no table for this test to add a row to")
endif()
math(EXPR after_rule "${rule} + 1")
string(SUBSTRING "${guide}" ${after_rule} -1 rest)
string(FIND "${rest}" "\n|" next_row)
math(EXPR row_at "${after_rule} + ${next_row} + 1")
string(SUBSTRING "${guide}" 0 ${row_at} head)
string(SUBSTRING "${guide}" ${row_at} -1 tail)
line_at("${guide}" ${row_at} row_line)
expect_caught("a row naming a slider it lacks"
              "${head}| `made_up`: a value in the code | drag the `wingspan` slider and nothing follows | — |\n${tail}"
              ${row_line} "drag the `wingspan` slider")

# 2. A last paragraph that denies a slider the window has.
string(STRIP "${guide}" trimmed)
string(LENGTH "${trimmed}" end)
line_at("${trimmed}" ${end} last_line)
math(EXPR paragraph_line "${last_line} + 2")
expect_caught("a paragraph denying a slider it has"
              "${trimmed}\n\nThe spacing is fixed: the window has no slider for\n`neighborRadius`.\n"
              ${paragraph_line} "no slider for `neighborRadius`")

if(failures)
  message(FATAL_ERROR "The check of the sliders the guide names missed what it exists to catch:${failures}")
endif()
message(STATUS "The check of the sliders the guide names fails on a wrong one and names the line and the phrase")
