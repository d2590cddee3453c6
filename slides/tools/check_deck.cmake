# The test slides.deck: builds the deck (build_deck.cmake, same -D options) and fails when it is no longer honest:
#   - the deck or the instructor's guide does not build, or would fetch something when opened;
#   - a code block in deck.md differs from its solution's code between the markers, or a marker is not shown;
#   - an image deck.md shows is not committed, or a committed diagram differs from what the case tables draw, or
#     a committed image is not shown;
#   - deck.md or INSTRUCTOR.md's own text names a test that does not exist. (The guide's tables of known mistakes
#     are made from the catalog and the checks themselves; the test slides.instructor_tables keeps them current.)
#   - a slide has no speaker notes, or the notes would show before the presenter asks (check_notes.cmake).
cmake_minimum_required(VERSION 3.22)

set(problems "")
macro(problem text)
  string(APPEND problems "\n  - ${text}")
endmacro()

file(REMOVE_RECURSE ${OUT})
include(${CMAKE_CURRENT_LIST_DIR}/build_deck.cmake)  # fails the test itself if the deck does not build

# --- Built, offline -----------------------------------------------------------------------------------------------
foreach(page deck instructor)
  file(READ ${OUT}/${page}.html html)
  string(REGEX MATCHALL "(src|href)=\"[^\"]*\"" links "${html}")
  foreach(link IN LISTS links)
    if(link MATCHES "^src=\"" AND NOT link MATCHES "^src=\"data:")
      problem("${page}.html loads ${link} when opened: everything must be inside the file")
    endif()
  endforeach()
  string(REGEX MATCHALL "<link[^>]*>" tags "${html}")
  foreach(tag IN LISTS tags)
    if(NOT tag MATCHES "href=\"data:")
      problem("${page}.html loads ${tag} when opened")
    endif()
  endforeach()
  if(html MATCHES "@import|url\\(['\"]?(https?:)?//")
    problem("${page}.html fetches a stylesheet or a font from the web")
  endif()
endforeach()
file(READ ${OUT}/deck.html html)
string(REGEX MATCHALL "<section id=\"[^\"]*\" class=\"level[12]\"" sections "${html}")
list(LENGTH sections count)
if(count LESS 30)
  problem("deck.html has ${count} slides; deck.md has more `#` and `##` headings than that")
endif()

# --- Speaker notes ------------------------------------------------------------------------------------------------
include(${CMAKE_CURRENT_LIST_DIR}/check_notes.cmake)
file(READ ${slides}/theme/deck.css css)
notes_problems("${html}" "${css}" notes_found)
foreach(found IN LISTS notes_found)
  problem("${found}")
endforeach()

# --- Code ---------------------------------------------------------------------------------------------------------
if(EXISTS ${OUT}/report/stale-snippets.txt)
  file(READ ${OUT}/report/stale-snippets.txt stale)
  string(STRIP "${stale}" stale)
  string(REPLACE "\n" ", " stale "${stale}")
  problem("deck.md's code differs from the solutions for ${stale}: run `cmake --build <build> --target slides_update`")
endif()
file(GLOB solutions ${SOURCE_DIR}/solutions/*.cpp)
foreach(solution IN LISTS solutions)
  file(READ ${solution} text)
  string(REGEX MATCHALL "// \\[slide:[a-z0-9-]+\\]" markers "${text}")
  get_filename_component(file ${solution} NAME)
  foreach(marker IN LISTS markers)
    string(REGEX REPLACE "^// \\[slide:(.*)\\]$" "\\1" name "${marker}")
    string(FIND "${deck}" "<!-- snippet: solutions/${file} ${name} -->" at)
    if(at LESS 0)
      problem("solutions/${file} marks `${name}` for the slides, but deck.md does not show it")
    endif()
  endforeach()
endforeach()

# --- Images -------------------------------------------------------------------------------------------------------
foreach(path IN LISTS images)
  if(NOT EXISTS ${slides}/${path})
    if(path STREQUAL "../docs/bench.svg")
      message(WARNING "docs/bench.svg is not there yet (tools/plot_bench.py makes it); the deck shows a note.")
      continue()
    endif()
    problem("deck.md shows ${path}, which is not in slides/: run `cmake --build <build> --target slides_update`")
  elseif(path MATCHES "^images/diagrams/" AND NOT EXISTS ${OUT}/${path})
    message(STATUS "slides/${path} is not drawn again: its task is not in tasks.txt")
  elseif(path MATCHES "^images/diagrams/")
    file(READ ${slides}/${path} committed)
    file(READ ${OUT}/${path} drawn)
    if(NOT committed STREQUAL drawn)
      problem("slides/${path} is not what the case tables draw today: run `cmake --build <build> --target slides_update`")
    endif()
  endif()
endforeach()

file(GLOB_RECURSE committed_images RELATIVE ${slides} ${slides}/images/*)
foreach(path IN LISTS committed_images)
  string(REGEX REPLACE "\\.panel\\.txt$" ".png" pictured "${path}")  # what a window picture was made from
  if(NOT path IN_LIST images AND NOT (path MATCHES "\\.panel\\.txt$" AND pictured IN_LIST images))
    problem("slides/${path} is committed but deck.md does not show it: delete it")
  endif()
endforeach()

# --- The instructor's guide ---------------------------------------------------------------------------------------
file(READ ${slides}/INSTRUCTOR.md guide)
# Its generated tables name what the checks are called today (instructor_tables.cmake checks them): only the
# hand-written text is read below.
string(REGEX REPLACE "<!-- generated by slides_instructor_tables [^\n]*\n([^<][^\n]*\n)*<!-- end of generated table -->"
       "" guide "${guide}")

# Every test the deck and the guide name exists: a case in its task's table, or one of the two properties.
set(suites Alignment Separation Cohesion Flee ObstacleAvoidance)
set(tables 01_alignment 02_separation 03_cohesion 04_flee 05_obstacle_avoidance)
string(REGEX MATCHALL "`(Alignment|Separation|Cohesion|Flee|ObstacleAvoidance)\\.[A-Za-z]+`" named "${guide}\n${deck}")
list(REMOVE_DUPLICATES named)
foreach(test IN LISTS named)
  string(REGEX MATCH "^`([A-Za-z]+)\\.([A-Za-z]+)`$" _ "${test}")
  set(suite ${CMAKE_MATCH_1})
  set(case ${CMAKE_MATCH_2})
  list(FIND suites ${suite} i)
  list(GET tables ${i} table)
  if(NOT EXISTS ${SOURCE_DIR}/framework/tasks/${table}/cases.cpp)
    continue()  # a task left out of the kit, with its folder: the slides keep its material as committed
  endif()
  file(READ ${SOURCE_DIR}/framework/tasks/${table}/cases.cpp cases)
  string(FIND "${cases}" ".name = \"${case}\"" at)
  if(at LESS 0 AND NOT case MATCHES "^(NeverReturnsNanOrInfinityForFiniteInput|GivesTheSameForceWhateverTheOrderOfItsInputs|FollowsTheSceneWhenItTurnsOrMoves)$")
    problem("${test} is named in the slides, but framework/tasks/${table}/cases.cpp has no such case")
  endif()
endforeach()

if(problems)
  message(FATAL_ERROR "The deck is out of step with the kit:${problems}")
endif()
message(STATUS "The deck is honest: ${count} slides, each with notes; its code, pictures and test names all match "
               "the kit.")
