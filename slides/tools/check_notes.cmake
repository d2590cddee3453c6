# The deck's speaker notes: every slide has some, and nobody sees them until the presenter asks (key S or W).
#   - every <section> of the built deck (a title slide: its own part, before its first slide) holds a
#     <div class="notes">, which pandoc makes of a `::: notes` block in deck.md;
#   - the stylesheet hides .notes with no condition, and shows them only under body.show-notes (deck.js sets it on
#     S), and the page does not start with that class.
# check_deck.cmake (the test slides.deck) includes this file and calls notes_problems(); run as a script,
#
#   cmake -DDECK_HTML=<deck.html> -DCSS=<deck.css> -P check_notes.cmake
#
# it checks those two files alone (notes_catches.cmake runs it on broken copies, to show it can fail).
cmake_minimum_required(VERSION 3.22)

# notes_problems(<html> <css> <out>): sets <out> to a list of problems, empty when the notes are right.
function(notes_problems html css out)
  set(found "")
  set(rest "${html}")
  set(slides 0)
  while(TRUE)
    string(REGEX MATCH "<section id=\"([^\"]*)\" class=\"(level[12])[^\"]*\"" tag "${rest}")
    if(NOT tag)
      break()
    endif()
    set(id ${CMAKE_MATCH_1})
    math(EXPR slides "${slides} + 1")
    string(FIND "${rest}" "${tag}" at)
    string(LENGTH "${tag}" length)
    math(EXPR from "${at} + ${length}")
    string(SUBSTRING "${rest}" ${from} -1 rest)
    # The slide's own part ends where the next slide starts (a `###` heading's section is part of its slide).
    string(REGEX MATCH "<section id=\"[^\"]*\" class=\"level[12]" next_tag "${rest}")
    set(next -1)
    if(next_tag)
      string(FIND "${rest}" "${next_tag}" next)
    endif()
    string(SUBSTRING "${rest}" 0 ${next} own)
    if(NOT own MATCHES "<div class=\"notes\">")
      list(APPEND found "the slide #${id} has no speaker notes: add a `::: notes` block to it in deck.md")
    elseif(own MATCHES "<div class=\"notes\">[ \n]*</div>")
      list(APPEND found "the slide #${id} has an empty `::: notes` block in deck.md")
    endif()
  endwhile()
  if(slides EQUAL 0)
    list(APPEND found "the deck has no slides to hold notes")
  endif()
  # Hidden until asked for: a rule of its own hides .notes, and only body.show-notes shows them.
  if(NOT css MATCHES "(^|\n)\\.notes *\\{ *display: *none; *\\}")
    list(APPEND found "deck.css does not hide the notes with a rule `.notes { display: none }` of their own: they would be projected")
  endif()
  string(REPLACE ";" "," rules "${css}")  # a `;` would split the rules found into two list items
  string(REGEX MATCHALL "[^}\n]*\\.notes[^{]*\\{[^}]*display: *block" showing "${rules}")
  foreach(rule IN LISTS showing)
    if(NOT rule MATCHES "show-notes")
      list(APPEND found "deck.css shows the notes without S being pressed: `${rule}`")
    endif()
  endforeach()
  if(html MATCHES "<body[^>]*show-notes")
    list(APPEND found "deck.html starts with its notes shown (body.show-notes)")
  endif()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  file(READ ${DECK_HTML} deck_html)
  file(READ ${CSS} deck_css)
  notes_problems("${deck_html}" "${deck_css}" notes_found)
  if(notes_found)
    list(JOIN notes_found "\n  - " lines)
    message(FATAL_ERROR "The deck's speaker notes are not right:\n  - ${lines}")
  endif()
  message(STATUS "Every slide has speaker notes, hidden until S or W")
endif()
