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

# busiest(<var> file): "left;top" of the 600 x 450 part of the world (in steps of 100 x 75 pixels) that holds the
# most boids of a state dump: for pictures at full size, where the flock is.
function(busiest var file)
  # Boids counted in cells of 100 x 75 pixels; a window is 6 x 6 cells.
  file(STRINGS ${file} boids REGEX "^boid ")
  foreach(line IN LISTS boids)
    if(line MATCHES "^boid [0-9]+ (-?[0-9]+)[.0-9e+-]* (-?[0-9]+)")
      math(EXPR column "${CMAKE_MATCH_1} / 100")
      math(EXPR row "(${world_h} - ${CMAKE_MATCH_2}) / 75")
      if(NOT DEFINED cell_${column}_${row})
        set(cell_${column}_${row} 0)
      endif()
      math(EXPR cell_${column}_${row} "${cell_${column}_${row}} + 1")
    endif()
  endforeach()
  set(best_count -1)
  foreach(left RANGE 0 6)
    math(EXPR right "${left} + 5")
    foreach(top RANGE 0 6)
      math(EXPR bottom "${top} + 5")
      set(count 0)
      foreach(column RANGE ${left} ${right})
        foreach(row RANGE ${top} ${bottom})
          if(DEFINED cell_${column}_${row})
            math(EXPR count "${count} + ${cell_${column}_${row}}")
          endif()
        endforeach()
      endforeach()
      if(count GREATER best_count)
        set(best_count ${count})
        math(EXPR x "${left} * 100")
        math(EXPR y "${top} * 75")
        set(best ${x} ${y})
      endif()
    endforeach()
  endforeach()
  set(${var} ${best} PARENT_SCOPE)
endfunction()

# The world is drawn at 100% in a headless screenshot: 1200 x 900 pixels at the top left, y down. The force
# inspector's readout sits in its bottom-left corner (framework/app/drawing/draw_frame.cpp, drawReadout).
set(world_w 1200)
set(world_h 900)
set(readout_w 560)
set(readout_h 224)
math(EXPR readout_top "${world_h} - ${readout_h}")

# run_boids(<prefix> args...): the window program, headless; fails the build unless it exits 0.
function(run_boids prefix)
  execute_process(COMMAND ${BOIDS} --headless --learner ${PLUGIN} ${ARGN} WORKING_DIRECTORY ${OUT}/work
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "boids --headless ${ARGN} exited with ${rc}:\n${out}${err}")
  endif()
  set(${prefix}_err "${err}" PARENT_SCOPE)
endfunction()

# dumped(<var> file kind index): "x;y" of line `kind index x y ...` of a state dump, as whole units.
function(dumped var file kind index)
  file(STRINGS ${file} lines REGEX "^${kind} ${index} ")
  if(NOT lines MATCHES "^${kind} ${index} (-?[0-9]+)[.0-9e+-]* (-?[0-9]+)")
    message(FATAL_ERROR "no ${kind} ${index} in ${file}")
  endif()
  set(${var} ${CMAKE_MATCH_1} ${CMAKE_MATCH_2} PARENT_SCOPE)
endfunction()

# nearest_boid(<var> file kind): the index of the boid nearest any `kind` (predator) in a state dump, among those
# that a 600 x 450 crop can show in its middle (300 and 225 units from the world's edges), clear of the
# inspector's readout in the bottom-left corner. Sets <var> to -1 when there is none, and <var>_distance_squared.
function(nearest_boid var file kind)
  file(STRINGS ${file} boids REGEX "^boid ")
  file(STRINGS ${file} others REGEX "^${kind} ")
  set(best -1)
  set(best_d 0)
  foreach(other IN LISTS others)
    string(REGEX MATCH "^${kind} [0-9]+ (-?[0-9]+)[.0-9e+-]* (-?[0-9]+)" _ "${other}")
    set(x ${CMAKE_MATCH_1})
    set(y ${CMAKE_MATCH_2})
    foreach(line IN LISTS boids)
      if(line MATCHES "^boid ([0-9]+) (-?[0-9]+)[.0-9e+-]* (-?[0-9]+)")
        set(bx ${CMAKE_MATCH_2})
        set(by ${CMAKE_MATCH_3})
        math(EXPR far_x "${world_w} - 300")
        math(EXPR far_y "${world_h} - 225")
        math(EXPR readout_clear "${readout_h} + 250")
        if(bx LESS 300 OR by LESS 225 OR bx GREATER far_x OR by GREATER far_y
           OR (bx LESS 760 AND by LESS readout_clear))
          continue()
        endif()
        math(EXPR d "(${CMAKE_MATCH_2} - ${x}) * (${CMAKE_MATCH_2} - ${x}) + (${CMAKE_MATCH_3} - ${y}) * (${CMAKE_MATCH_3} - ${y})")
        if(best LESS 0 OR d LESS best_d)
          set(best ${CMAKE_MATCH_1})
          set(best_d ${d})
        endif()
      endif()
    endforeach()
  endforeach()
  set(${var} ${best} PARENT_SCOPE)
  set(${var}_distance_squared ${best_d} PARENT_SCOPE)
endfunction()

# most_central(<var> file kind): "x;y" of the `kind` (predator, obstacle) farthest from the world's edges.
function(most_central var file kind)
  file(STRINGS ${file} lines REGEX "^${kind} ")
  set(best "")
  set(best_margin -1)
  foreach(line IN LISTS lines)
    string(REGEX MATCH "^${kind} [0-9]+ (-?[0-9]+)[.0-9e+-]* (-?[0-9]+)" _ "${line}")
    set(margin ${CMAKE_MATCH_1})
    math(EXPR right "${world_w} - ${CMAKE_MATCH_1}")
    math(EXPR top "${world_h} - ${CMAKE_MATCH_2}")
    foreach(m ${right} ${CMAKE_MATCH_2} ${top})
      if(m LESS margin)
        set(margin ${m})
      endif()
    endforeach()
    if(margin GREATER best_margin)
      set(best_margin ${margin})
      set(best ${CMAKE_MATCH_1} ${CMAKE_MATCH_2})
    endif()
  endforeach()
  if(NOT best)
    message(FATAL_ERROR "no ${kind} in ${file}")
  endif()
  set(${var} ${best} PARENT_SCOPE)
endfunction()

# A picture of the whole window shows the panel, whose words and check counts change with the kit. Beside it,
# NAME.panel.txt records what it was made from: a hash of the code that lays out and draws the panel (each file's
# name and text: moving a file does not make the picture stale), and the task lines of the run's state dump (whose
# reference, and each task's checks). `check` compares today's with the committed record, so a picture older than
# the panel code fails slides.deck. Line ends do not count (a Windows checkout has \r\n).
set(panel_sources logic/panel_text.cpp logic/panel_text.h logic/panel_layout.cpp logic/panel_layout.h
                  drawing/draw_panel.cpp drawing/draw_frame.cpp logic/layout.cpp logic/layout.h logic/sliders.h
                  logic/sliders.cpp drawing/text.cpp logic/fonts.cpp)
list(TRANSFORM panel_sources PREPEND framework/app/)
function(panel_record var dump)
  set(all "")
  foreach(source IN LISTS panel_sources)
    file(READ ${SOURCE_DIR}/${source} text)
    string(REPLACE "\r" "" text "${text}")
    get_filename_component(name ${source} NAME)
    string(APPEND all "${name}\n${text}")
  endforeach()
  string(SHA256 hash "${all}")
  file(STRINGS ${dump} tasks REGEX "^(task|checks)\\.[0-9]+=")
  string(REPLACE ";" "\n" tasks "${tasks}")
  set(${var} "panel_sources_sha256=${hash}\n${tasks}\n" PARENT_SCOPE)
endfunction()

# picture(NAME FRAMES n SETTINGS file [SEED s] [INSPECT nearest-predator|BOID]
#         [CROP window|world|busiest|predator|obstacle|inspected|readout])
# Called by slides/pictures/pictures.cmake, once per picture. Settings and the NAME.png live in slides/pictures and
# slides/images/pictures; the window loads the same .ini (boids --settings) for a live demo.
set(described_pictures "")
# The lines KEY=VALUE of `text` whose KEY `other` has a line for too, and its panel_sources line, into `out`.
function(lines_keyed_in text other out)
  string(REGEX MATCHALL "[^\n]+" lines "${text}")
  set(kept "")
  foreach(line IN LISTS lines)
    string(REGEX MATCH "^[^=]+=" key "${line}")
    if(line MATCHES "^panel_sources" OR other MATCHES "(^|\n)${key}")
      string(APPEND kept "${line}\n")
    endif()
  endforeach()
  set(${out} "${kept}" PARENT_SCOPE)
endfunction()

function(picture name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "FRAMES;SETTINGS;SEED;INSPECT;CROP" "")
  set(described_pictures ${described_pictures} ${name} PARENT_SCOPE)
  if(NOT arg_SEED)
    set(arg_SEED 1)
  endif()
  if(NOT arg_CROP)
    set(arg_CROP world)
  endif()
  set(settings ${slides}/pictures/${arg_SETTINGS})
  if(NOT EXISTS ${settings})
    message(FATAL_ERROR "pictures.cmake: picture ${name} wants ${settings}, which does not exist")
  endif()
  # Headless, the settings are only read; copied all the same, so that a run can never rewrite the kit's file.
  configure_file(${settings} ${OUT}/work/${name}.ini COPYONLY)
  set(args --seed ${arg_SEED} --settings ${name}.ini)

  if(PICTURES STREQUAL "check")
    # A few frames prove that the settings and the script still load: a bad line is a warning naming the file.
    set(script "")
    if(DEFINED arg_INSPECT)
      file(WRITE ${OUT}/work/${name}.script "1 key p\n1 key f\n2 click boid 0\n")
      set(script --script ${name}.script)
    endif()
    run_boids(r ${args} ${script} --frames 3 --dump-state ${name}.txt)
    if(r_err MATCHES "${name}\\.ini")
      message(FATAL_ERROR "slides/pictures/${arg_SETTINGS} no longer loads cleanly:\n${r_err}")
    endif()
    if(arg_CROP STREQUAL "window")
      panel_record(today ${OUT}/work/${name}.txt)
      set(recorded_file ${slides}/images/pictures/${name}.panel.txt)
      set(recorded "(none)")
      if(EXISTS ${recorded_file})
        file(READ ${recorded_file} recorded)
      endif()
      # A task added to tasks.txt since the picture was made (./workshop new-task), or left out of it since, does
      # not make the picture stale: the code and the tasks it shows do.
      lines_keyed_in("${today}" "${recorded}" shown)
      lines_keyed_in("${recorded}" "${today}" kept)
      if(NOT kept STREQUAL shown)
        message(FATAL_ERROR "slides/images/pictures/${name}.png, which the README and the deck show, is older than "
                            "the panel: it was made from\n${recorded}\nand today's kit shows\n${today}\nMake it "
                            "again: cmake --build build --target slides_update (needs ImageMagick), then commit "
                            "the picture and its .panel.txt.")
      endif()
    endif()
    return()
  endif()

  set(frames ${arg_FRAMES})
  set(script "")
  if(DEFINED arg_INSPECT)
    # Pause at FRAMES, press F and click the boid: the inspector shows its neighbours and its five forces.
    set(boid ${arg_INSPECT})
    if(arg_INSPECT STREQUAL "nearest-predator")
      # The first frame from FRAMES on, a few apart, at which a boid we can show is well inside a predator's
      # flee radius (the default 50): then its flee arrow is there to see.
      foreach(attempt RANGE 12)
        run_boids(r ${args} --frames ${frames} --dump-state ${name}.first.txt)
        nearest_boid(boid ${OUT}/work/${name}.first.txt predator)
        if(boid GREATER_EQUAL 0 AND boid_distance_squared LESS 1600)
          break()
        endif()
        math(EXPR frames "${frames} + 10")
      endforeach()
      if(boid LESS 0 OR NOT boid_distance_squared LESS 1600)
        message(FATAL_ERROR "picture ${name}: no boid came within 40 of a predator; try other settings")
      endif()
    endif()
    math(EXPR f1 "${frames} + 1")
    math(EXPR f2 "${frames} + 2")
    file(WRITE ${OUT}/work/${name}.script "${frames} key p\n${f1} key f\n${f2} click boid ${boid}\n")
    set(script --script ${name}.script)
    math(EXPR frames "${frames} + 4")
  endif()
  run_boids(r ${args} ${script} --frames ${frames} --screenshot ${name}.bmp --dump-state ${name}.txt)

  set(crop "")
  if(arg_CROP STREQUAL "world")
    set(crop -crop ${world_w}x${world_h}+0+0)
  elseif(arg_CROP MATCHES "^(predator|obstacle|inspected)$")
    # 600 x 450 around the most central predator or obstacle, or the inspected boid, inside the world.
    if(arg_CROP STREQUAL "inspected")
      dumped(at ${OUT}/work/${name}.txt boid ${boid})
    else()
      most_central(at ${OUT}/work/${name}.txt ${arg_CROP})
    endif()
    list(GET at 0 x)
    list(GET at 1 y)
    math(EXPR left "${x} - 300")
    math(EXPR top "${world_h} - ${y} - 225")
    foreach(v left top)
      if(${v} LESS 0)
        set(${v} 0)
      endif()
    endforeach()
    if(left GREATER 600)
      set(left 600)
    endif()
    if(top GREATER 450)
      set(top 450)
    endif()
    set(crop -crop 600x450+${left}+${top})
  elseif(arg_CROP STREQUAL "busiest")
    busiest(at ${OUT}/work/${name}.txt)
    list(GET at 0 left)
    list(GET at 1 top)
    set(crop -crop 600x450+${left}+${top})
  elseif(arg_CROP STREQUAL "readout")
    set(crop -crop ${readout_w}x${readout_h}+0+${readout_top})
  endif()
  # -strip and no date chunks: the same screenshot gives the same bytes.
  execute_process(COMMAND ${IMAGEMAGICK} ${OUT}/work/${name}.bmp ${crop} +repage -strip
                          -define png:exclude-chunks=date,time ${OUT}/images/pictures/${name}.png
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${IMAGEMAGICK} could not convert ${name}.bmp: ${err}")
  endif()
  file(REMOVE ${OUT}/work/${name}.bmp)
  if(arg_CROP STREQUAL "window")
    panel_record(record ${OUT}/work/${name}.txt)
    file(WRITE ${OUT}/images/pictures/${name}.panel.txt "${record}")
  endif()
endfunction()

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
