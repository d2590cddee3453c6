# The check of the deck's speaker notes (check_notes.cmake) can fail: run on a copy of the built deck whose third
# slide has lost its notes, it must fail and name that slide; run on a copy of deck.css that shows the notes from
# the start, it must fail and say so.
#
#   cmake -DDECK_HTML=<built deck.html> -DCSS=<deck.css> -DOUT=<dir> -P notes_catches.cmake
cmake_minimum_required(VERSION 3.22)

file(READ ${DECK_HTML} html)
file(READ ${CSS} css)
set(checker ${CMAKE_CURRENT_LIST_DIR}/check_notes.cmake)
set(failures "")

# Runs the check on the two files; a failure of this test unless it fails and says `words`.
function(expect_caught name deck_html deck_css words)
  file(WRITE ${OUT}/${name}/deck.html "${deck_html}")
  file(WRITE ${OUT}/${name}/deck.css "${deck_css}")
  execute_process(COMMAND ${CMAKE_COMMAND} -DDECK_HTML=${OUT}/${name}/deck.html -DCSS=${OUT}/${name}/deck.css
                          -P ${checker}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE said ERROR_VARIABLE said)
  message(STATUS "The check on ${name} said:\n${said}")
  string(FIND "${said}" "${words}" at)
  if(rc EQUAL 0)
    set(failures "${failures}\n  it passed ${name}" PARENT_SCOPE)
  elseif(at EQUAL -1)
    set(failures "${failures}\n  on ${name}, it did not say: ${words}" PARENT_SCOPE)
  endif()
endfunction()

# 1. The third slide without its notes.
set(rest "${html}")
foreach(i RANGE 2)
  string(REGEX MATCH "<section id=\"([^\"]*)\" class=\"level[12]" tag "${rest}")
  set(id ${CMAKE_MATCH_1})
  string(FIND "${rest}" "${tag}" at)
  math(EXPR at "${at} + 1")
  string(SUBSTRING "${rest}" ${at} -1 rest)
endforeach()
string(FIND "${html}" "<section id=\"${id}\"" slide_at)
string(SUBSTRING "${html}" ${slide_at} -1 slide)
string(FIND "${slide}" "<div class=\"notes\">" notes_at)
string(SUBSTRING "${slide}" ${notes_at} -1 notes)
string(FIND "${notes}" "</div>" notes_end)
math(EXPR cut_from "${slide_at} + ${notes_at}")
math(EXPR cut_to "${cut_from} + ${notes_end} + 6")
string(SUBSTRING "${html}" 0 ${cut_from} head)
string(SUBSTRING "${html}" ${cut_to} -1 tail)
expect_caught("a deck whose slide ${id} has no notes" "${head}${tail}" "${css}" "the slide #${id} has no speaker notes")

# 2. A stylesheet with the rule that hides the notes taken out.
string(REGEX REPLACE "(^|\n)\\.notes *\\{ *display: *none; *\\}" "\\1" shown "${css}")
expect_caught("a stylesheet that shows the notes" "${html}" "${shown}" "deck.css does not hide the notes")

if(failures)
  message(FATAL_ERROR "The check of the speaker notes missed what it exists to catch:${failures}")
endif()
message(STATUS "The check of the speaker notes fails on a slide without notes and on notes shown from the start")
