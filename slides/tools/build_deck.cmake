# Builds the deck: slides/deck.md and slides/INSTRUCTOR.md as offline HTML, with the code cut from solutions/ and
# the pictures made by the kit itself. A CMake script, so that it runs wherever CMake does:
#
#   cmake -DSOURCE_DIR=<kit> -DOUT=<dir> -DPANDOC=<pandoc> -DDRAW_CASES=<slides_draw_cases>
#         [-DPICTURES=make|check|committed -DBOIDS=<boids> -DPLUGIN=<plugin> -DIMAGEMAGICK=<convert or magick>]
#         [-DSKIP_DECK=ON] [-DUPDATE=ON] -P build_deck.cmake
#
# PICTURES  make: run the window headless and convert its screenshots (needs BOIDS, PLUGIN, IMAGEMAGICK);
#           check: run each picture's settings and script for a few frames, to prove they still load, and use
#           the committed screenshots; committed (the default): use the committed screenshots as they are.
# SKIP_DECK make the pictures and stop there (the build makes them only when the window or their settings change).
# UPDATE    also write what was made back into slides/: the diagrams, the screenshots and deck.md's code blocks,
#           so that the deck reads the same on the forge as in the HTML.
#
# Writes OUT/deck.html and OUT/instructor.html (self-contained: nothing is fetched to show them), and, for the
# test that keeps the deck honest (check_deck.cmake), OUT/report/: the stale snippets and the missing images.
cmake_minimum_required(VERSION 3.22)

foreach(var SOURCE_DIR OUT PANDOC DRAW_CASES)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "build_deck.cmake needs -D${var}=...")
  endif()
endforeach()
if(NOT PICTURES)
  set(PICTURES committed)
endif()
set(slides ${SOURCE_DIR}/slides)
file(MAKE_DIRECTORY ${OUT}/images/diagrams ${OUT}/images/pictures ${OUT}/snippets ${OUT}/report ${OUT}/work)
file(REMOVE ${OUT}/report/stale-snippets.txt ${OUT}/report/missing-images.txt)

file(READ ${slides}/deck.md deck)

# ---------------------------------------------------------------------------------------------------------------
# Code: every `<!-- snippet: FILE NAME -->` is followed by a fenced block that must hold FILE's code between the
# lines `// [slide:NAME]` and `// [/slide:NAME]`. The HTML always gets the code as it is now.

# cut(<var> file name): the lines between the markers, without the markers.
function(cut var file name)
  if(NOT EXISTS ${SOURCE_DIR}/${file})
    message(FATAL_ERROR "deck.md wants code from ${file}, which does not exist")
  endif()
  file(READ ${SOURCE_DIR}/${file} text)
  string(FIND "${text}" "// [slide:${name}]" begin)
  string(FIND "${text}" "// [/slide:${name}]" end)
  if(begin LESS 0 OR end LESS begin)
    message(FATAL_ERROR "${file} has no `// [slide:${name}]` ... `// [/slide:${name}]` markers for deck.md's snippet")
  endif()
  string(SUBSTRING "${text}" ${begin} -1 rest)
  string(FIND "${rest}" "\n" newline)
  math(EXPR from "${begin} + ${newline} + 1")
  math(EXPR count "${end} - ${from}")
  string(SUBSTRING "${text}" ${from} ${count} code)
  string(REGEX REPLACE "[ \t\r\n]+$" "" code "${code}")
  set(${var} "${code}" PARENT_SCOPE)
endfunction()

set(html_deck "")      # deck.md with today's code, for pandoc
set(forge_deck "")     # deck.md with today's code, for UPDATE
set(stale "")
set(rest "${deck}")
while(TRUE)
  string(FIND "${rest}" "<!-- snippet: " at)
  if(at LESS 0)
    break()
  endif()
  string(SUBSTRING "${rest}" 0 ${at} before)
  string(SUBSTRING "${rest}" ${at} -1 rest)
  string(REGEX MATCH "^<!-- snippet: ([^ ]+) ([^ ]+) -->\n```[a-z]*\n" header "${rest}")
  if(NOT header)
    string(REGEX MATCH "^[^\n]*" line "${rest}")
    message(FATAL_ERROR "deck.md: `${line}` must be `<!-- snippet: FILE NAME -->` followed by a ``` block")
  endif()
  set(file ${CMAKE_MATCH_1})
  set(name ${CMAKE_MATCH_2})
  string(LENGTH "${header}" header_length)
  string(SUBSTRING "${rest}" ${header_length} -1 rest)
  # The block ends at the first line that is just ``` (at once, when the block is empty).
  if(rest MATCHES "^```")
    set(written "")
  else()
    string(FIND "${rest}" "\n```" close)
    if(close LESS 0)
      message(FATAL_ERROR "deck.md: the code block of snippet ${name} is not closed")
    endif()
    string(SUBSTRING "${rest}" 0 ${close} written)
    math(EXPR close "${close} + 1")
    string(SUBSTRING "${rest}" ${close} -1 rest)
  endif()
  cut(code ${file} ${name})
  file(WRITE ${OUT}/snippets/${name}.cpp "${code}\n")
  if(NOT written STREQUAL code)
    list(APPEND stale "${name}")
  endif()
  string(APPEND html_deck "${before}${header}${code}\n")
endwhile()
string(APPEND html_deck "${rest}")
set(forge_deck "${html_deck}")
if(stale)
  string(REPLACE ";" "\n" lines "${stale}")
  file(WRITE ${OUT}/report/stale-snippets.txt "${lines}\n")
  if(NOT UPDATE)
    string(REPLACE ";" ", " names "${stale}")
    message(WARNING "deck.md's code differs from the solutions for: ${names}. The HTML has today's code; "
                    "`cmake --build <build> --target slides_update` rewrites deck.md.")
  endif()
endif()

# ---------------------------------------------------------------------------------------------------------------
# Pictures. Images are referenced from deck.md relative to slides/:
#   images/diagrams/NAME.svg   drawn by slides_draw_cases from the tests' case tables (NAME: Suite.Case, or grid)
#   images/pictures/NAME.png   the window, headless, as slides/pictures/pictures.cmake describes NAME
#   anything else              a file in the kit, taken as it is (the benchmark plot, docs/bench.svg)
string(REGEX MATCHALL "!\\[[^]]*\\]\\([^) ]+" refs "${deck}")
set(images "")
foreach(ref IN LISTS refs)
  string(REGEX REPLACE "^.*\\(" "" path "${ref}")
  list(APPEND images "${path}")
endforeach()
list(REMOVE_DUPLICATES images)

set(diagrams "")
set(wanted_pictures "")
foreach(path IN LISTS images)
  if(path MATCHES "^images/diagrams/(.+)\\.svg$")
    list(APPEND diagrams "${CMAKE_MATCH_1}")
  elseif(path MATCHES "^images/pictures/(.+)\\.png$")
    list(APPEND wanted_pictures "${CMAKE_MATCH_1}")
  endif()
endforeach()

if(diagrams)
  execute_process(COMMAND ${DRAW_CASES} ${OUT}/images/diagrams ${diagrams} RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "slides_draw_cases failed: ${err}")
  endif()
endif()

# The window's screenshots: picture(), which slides/pictures/pictures.cmake calls once per picture, and its helpers.
include(${CMAKE_CURRENT_LIST_DIR}/deck_pictures.cmake)

if(PICTURES STREQUAL "make" OR PICTURES STREQUAL "check")
  foreach(var BOIDS PLUGIN)
    if(NOT ${var})
      message(FATAL_ERROR "PICTURES=${PICTURES} needs -D${var}=...")
    endif()
  endforeach()
  if(PICTURES STREQUAL "make" AND NOT IMAGEMAGICK)
    message(FATAL_ERROR "PICTURES=make needs -DIMAGEMAGICK=... (ImageMagick's convert or magick)")
  endif()
  include(${slides}/pictures/pictures.cmake)
  foreach(name IN LISTS wanted_pictures)
    if(NOT name IN_LIST described_pictures)
      message(FATAL_ERROR "deck.md shows images/pictures/${name}.png, but slides/pictures/pictures.cmake does not "
                          "say how to make it")
    endif()
  endforeach()
endif()

if(SKIP_DECK)
  message(STATUS "Pictures made in ${OUT}/images")
  return()
endif()

# Every image, for pandoc: what was just made, else the committed file. A missing image fails the build, except
# the benchmark plot, which another tool makes (docs/bench.svg, tools/plot_bench.py): a note stands in for it.
set(missing "")
foreach(path IN LISTS images)
  set(made ${OUT}/${path})
  get_filename_component(committed ${slides}/${path} ABSOLUTE)
  if(EXISTS ${made} AND NOT path MATCHES "^\\.\\.")
    set(use ${made})
  elseif(EXISTS ${committed})
    set(use ${committed})
  else()
    list(APPEND missing "${path}")
    if(path STREQUAL "../docs/bench.svg")
      message(WARNING "docs/bench.svg is not there yet (tools/plot_bench.py makes it): the deck shows a note instead.")
      string(REGEX REPLACE "!\\[([^]]*)\\]\\(\\.\\./docs/bench\\.svg\\)"
                           "*(\\1: docs/bench.svg is not made yet; tools/plot_bench.py makes it.)*"
                           html_deck "${html_deck}")
      continue()
    endif()
    message(FATAL_ERROR "deck.md shows ${path}, but neither ${made} nor ${committed} exists")
  endif()
  string(REPLACE "](${path})" "](${use})" html_deck "${html_deck}")
endforeach()
if(missing)
  string(REPLACE ";" "\n" lines "${missing}")
  file(WRITE ${OUT}/report/missing-images.txt "${lines}\n")
endif()

# ---------------------------------------------------------------------------------------------------------------
# HTML. Our own template, CSS and script (slides/theme/), inlined by --self-contained: no URL is fetched, neither
# now nor when the deck is opened. Options that pandoc 2.9 (Ubuntu 22.04) and 2.17 (Debian 12) both know.
file(WRITE ${OUT}/deck.md "${html_deck}")
set(common -f markdown-implicit_figures -t html5 --self-contained --section-divs --mathml --wrap=none
           --highlight-style=breezedark --template=${slides}/theme/template.html --css=${slides}/theme/deck.css)
execute_process(COMMAND ${PANDOC} ${OUT}/deck.md ${common} -V deck -V script=${slides}/theme/deck.js
                        -M "pagetitle=Boids: a flock from five functions" -o ${OUT}/deck.html
                WORKING_DIRECTORY ${OUT} RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "pandoc could not build the deck:\n${err}")
endif()
execute_process(COMMAND ${PANDOC} ${slides}/INSTRUCTOR.md ${common} -M "pagetitle=Boids workshop: the instructor's guide"
                        -o ${OUT}/instructor.html
                WORKING_DIRECTORY ${slides} RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "pandoc could not build the instructor's guide:\n${err}")
endif()

if(UPDATE)
  foreach(path IN LISTS images)
    if(path MATCHES "^images/" AND EXISTS ${OUT}/${path})
      configure_file(${OUT}/${path} ${slides}/${path} COPYONLY)
    endif()
  endforeach()
  file(GLOB records ${OUT}/images/pictures/*.panel.txt)  # what the window's pictures were made from
  foreach(record IN LISTS records)
    get_filename_component(record_name ${record} NAME)
    configure_file(${record} ${slides}/images/pictures/${record_name} COPYONLY)
  endforeach()
  if(NOT forge_deck STREQUAL deck)
    file(WRITE ${slides}/deck.md "${forge_deck}")
    string(REPLACE ";" ", " names "${stale}")
    message(STATUS "slides/deck.md: the code of ${names} now matches the solutions")
  endif()
  message(STATUS "slides/: pictures and code brought up to date; review them with git diff before committing")
endif()
message(STATUS "The deck: ${OUT}/deck.html (and ${OUT}/instructor.html)")
