# The link check can fail: run on fixture/, whose page.md holds one link to a missing file and one to a missing
# heading among links that work, it must fail and name exactly those two, each with its line.
# cmake -DCHECKER=<check_links.cmake> -DFIXTURE=<fixture folder> -P check_links_catches.cmake
cmake_minimum_required(VERSION 3.22)

execute_process(COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${FIXTURE} -P ${CHECKER}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
message(STATUS "The checker on ${FIXTURE} said:\n${out}")

# The line of page.md that holds `text`, counted from 1.
function(line_of text out)
  file(READ ${FIXTURE}/page.md page)
  string(FIND "${page}" "${text}" at)
  string(SUBSTRING "${page}" 0 ${at} before)
  string(REGEX MATCHALL "\n" breaks "${before}")
  list(LENGTH breaks count)
  math(EXPR line "${count} + 1")
  set(${out} ${line} PARENT_SCOPE)
endfunction()
line_of("(missing.md)" file_line)
line_of("(other.md#no-such-heading)" anchor_line)

set(failures "")
if(rc EQUAL 0)
  list(APPEND failures "the checker passed a folder with two broken links")
endif()
string(CONCAT missing_anchor "page.md:${anchor_line}: (other.md#no-such-heading): "
                             "other.md has no heading whose anchor is #no-such-heading")
set(expected "page.md:${file_line}: (missing.md): missing.md does not exist" "${missing_anchor}" "2 broken link(s)")
foreach(words IN LISTS expected)
  string(FIND "${out}" "${words}" at)
  if(at EQUAL -1)
    list(APPEND failures "it did not say: ${words}")
  endif()
endforeach()
# Links that work, and links in code, must not be named.
foreach(words IN ITEMS setting-up-in-full notes-1 boidss-command-line flying picture.svg example.com mailto
                       missing-in-code missing-in-a-fence "#the-other-page")
  string(FIND "${out}" "${words}" at)
  if(NOT at EQUAL -1)
    list(APPEND failures "it named a link that is not broken: ${words}")
  endif()
endforeach()
if(failures)
  string(REPLACE ";" "\n  " listed "${failures}")
  message(FATAL_ERROR "The link check missed what it exists to catch:\n  ${listed}")
endif()
message(STATUS "The link check fails on the fixture and names both broken links, and only them")
