# line_at(TEXT AT OUT): the catch tests' line of a text where a FIND pointed (slides/tools/*_catches.cmake).
# The line of `text` (from 1) where `at` points.
function(line_at text at out)
  string(SUBSTRING "${text}" 0 ${at} before)
  string(REGEX MATCHALL "\n" breaks "${before}")
  list(LENGTH breaks count)
  math(EXPR line "${count} + 1")
  set(${out} ${line} PARENT_SCOPE)
endfunction()
