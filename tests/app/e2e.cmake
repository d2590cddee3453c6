# End-to-end tests of the real `boids` program: cmake -DCASE=<name> -DBOIDS=... -DWORK=... -P e2e.cmake
# Each test runs the program (headless, or under Xvfb), then checks its exit code, its summary line, its state dump
# and its screenshot. Inputs: BOIDS, COUNT_COLOUR (boids_bmp_colour_count), SOLVED_PLUGIN, NAN_PLUGIN,
# THROWING_PLUGIN, LEARNER_PLUGIN (boids_learner_plugin), CHECKER (boids_check), RUNTIME_DLLS (the DLLs boids needs
# beside it on Windows), WORK, XVFB_RUN; RUN, what starts the programs in a cross build (CMAKE_CROSSCOMPILING_EMULATOR)
# if anything; POSIX_PROGRAM, whether the programs see this host's devices and FIFOs (not Windows under Wine); and
# FORCE_TASKS, the numbers of tasks.txt's forces ("1|2|3|4|5"); SOLVED_TASKS, the build's BOIDS_SOLVED ("2|4", or "").
cmake_minimum_required(VERSION 3.22)

# The summary line's sides= for every force of tasks.txt: "yours,yours,..." and "ref,ref,...".
string(REPLACE "|" ";" force_tasks "${FORCE_TASKS}")
set(sides_yours "")
set(sides_ref "")
foreach(n IN LISTS force_tasks)
  string(APPEND sides_yours ",yours")
  string(APPEND sides_ref ",ref")
endforeach()
string(SUBSTRING "${sides_yours}" 1 -1 sides_yours)
string(SUBSTRING "${sides_ref}" 1 -1 sides_ref)

set(dir ${WORK}/${CASE})
file(REMOVE_RECURSE ${dir})
file(MAKE_DIRECTORY ${dir})

# The boid colour of framework/app/drawing/draw.h (palette::kBoid).
set(boid_colour 120 200 255)

function(fail)
  string(JOIN "" text ${ARGN})
  message(FATAL_ERROR "e2e.${CASE}: ${text}")
endfunction()

# run(<prefix> args...): runs boids; sets <prefix>_rc, <prefix>_out (stdout) and <prefix>_err (stderr).
function(run prefix)
  execute_process(COMMAND ${RUN} ${BOIDS} ${ARGN} WORKING_DIRECTORY ${dir} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                  ERROR_VARIABLE err TIMEOUT 100)
  message(STATUS "boids ${ARGN}\n  exit ${rc}\n  stdout: ${out}  stderr: ${err}")
  set(${prefix}_rc "${rc}" PARENT_SCOPE)
  set(${prefix}_out "${out}" PARENT_SCOPE)
  set(${prefix}_err "${err}" PARENT_SCOPE)
endfunction()

# run_ok(<prefix> args...): run(), and the program must exit 0 and print a summary line.
function(run_ok prefix)
  run(r ${ARGN})
  if(NOT r_rc EQUAL 0)
    fail("boids ${ARGN} exited with ${r_rc}, expected 0.\n${r_err}")
  endif()
  if(NOT r_out MATCHES "frames=[0-9]+ .*boids=[0-9]+ .*ms_per_step=[0-9.]+ nonfinite=[0-9]+")
    fail("no summary line (frames=... boids=... ms_per_step=... nonfinite=...) in:\n${r_out}")
  endif()
  set(${prefix}_out "${r_out}" PARENT_SCOPE)
  set(${prefix}_err "${r_err}" PARENT_SCOPE)
endfunction()

# dump_value(<var> file key): the value of the `key=value` line of a state dump.
function(dump_value var file key)
  file(STRINGS ${file} lines REGEX "^${key}=")
  if(NOT lines)
    fail("no line ${key}=... in ${file}")
  endif()
  list(GET lines 0 line)
  string(REGEX REPLACE "^[^=]*=" "" value "${line}")
  set(${var} "${value}" PARENT_SCOPE)
endfunction()

function(expect_value file key expected)
  dump_value(value ${file} ${key})
  if(NOT value STREQUAL expected)
    fail("${key} is \"${value}\" in ${file}, expected \"${expected}\"")
  endif()
endfunction()

# Every boid line of a dump holds finite numbers (fmt writes "nan" and "inf").
function(expect_finite file)
  file(STRINGS ${file} boids REGEX "^boid ")
  if(NOT boids)
    fail("no boids in ${file}")
  endif()
  foreach(line IN LISTS boids)
    if(line MATCHES "nan|inf")
      fail("a boid is not finite: ${line}")
    endif()
  endforeach()
endfunction()

# The screenshot exists and has at least `least` pixels of the boid colour.
function(expect_boids_in image least)
  if(NOT EXISTS ${image})
    fail("no screenshot ${image}")
  endif()
  execute_process(COMMAND ${RUN} ${COUNT_COLOUR} ${image} ${boid_colour} RESULT_VARIABLE rc OUTPUT_VARIABLE count
                  OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT rc EQUAL 0 OR count LESS least)
    fail("${image} has ${count} boid-coloured pixels, expected ${least} or more")
  endif()
  message(STATUS "${image}: ${count} boid-coloured pixels")
endfunction()

if(CASE STREQUAL "scripted_input")
  # A person drags a slider, clicks the world and presses 1: the dump shows all three.
  file(WRITE ${dir}/input.txt "# drag, click, key\n"
                              "10 drag slider separationWeight 3.5\n"
                              "20 click world 600 450\n"
                              "30 key 1\n")
  run_ok(r --headless --frames 60 --seed 1 --script input.txt --dump-state state.txt)
  dump_value(weight ${dir}/state.txt param.separationWeight)
  if(weight LESS 3.45 OR weight GREATER 3.55)
    fail("separationWeight is ${weight} after the drag to 3.5")
  endif()
  expect_value(${dir}/state.txt param.numObstacles 2)
  expect_value(${dir}/state.txt count.obstacles 2)
  expect_value(${dir}/state.txt task.1 reference)
  # Task 2 flies the build's own plugin: the learner's code, or the reference ./workshop solve 2 put there.
  string(REPLACE "|" ";" solved "${SOLVED_TASKS}")
  if("2" IN_LIST solved)
    expect_value(${dir}/state.txt task.2 reference)
  else()
    expect_value(${dir}/state.txt task.2 yours)
  endif()
  file(STRINGS ${dir}/state.txt added REGEX "^obstacle 1 ")
  if(NOT added MATCHES "^obstacle 1 (599|600)[.0-9]* (449|450)[.0-9]* ")
    fail("the new obstacle is not at (600, 450): ${added}")
  endif()

elseif(CASE STREQUAL "neighbour_search")
  # G and the panel's button cycle brute force -> your grid -> reference grid; without your code, yours is skipped.
  set(scripts "5 key g@grid" "5 key g\n10 click search@reference-grid" "5 key g\n10 key g\n15 key g@brute")
  foreach(entry IN LISTS scripts)
    string(REPLACE "@" ";" parts "${entry}")
    list(GET parts 0 script)
    list(GET parts 1 expected)
    file(WRITE ${dir}/keys.txt "${script}\n")
    run_ok(r --headless --frames 20 --learner ${SOLVED_PLUGIN} --script keys.txt --dump-state state.txt)
    expect_value(${dir}/state.txt neighbors ${expected})
    if(NOT r_out MATCHES " neighbors=${expected}")
      fail("the summary line does not say neighbors=${expected}: ${r_out}")
    endif()
  endforeach()
  file(WRITE ${dir}/keys.txt "5 key g\n")
  run_ok(r --headless --frames 20 --learner ${dir}/missing-plugin.so --script keys.txt --dump-state state.txt)
  expect_value(${dir}/state.txt neighbors reference-grid)

  # Brute force stops the flock at 5000; a grid lets the slider go on, and the world grows with the flock.
  file(WRITE ${dir}/drag.txt "5 drag slider numBoids 20000\n10 key g\n15 drag slider numBoids 20000\n")
  file(WRITE ${dir}/brute.txt "5 drag slider numBoids 20000\n")
  run_ok(r --headless --frames 8 --learner ${SOLVED_PLUGIN} --script brute.txt --dump-state brute.txt)
  expect_value(${dir}/brute.txt param.numBoids 5000)
  run_ok(r --headless --frames 20 --learner ${SOLVED_PLUGIN} --script drag.txt --dump-state grid.txt)
  dump_value(boids ${dir}/grid.txt count.boids)
  if(boids LESS 18000 OR boids GREATER 22000)
    fail("with your grid the numBoids slider dragged to 20000 gave ${boids} boids")
  endif()

elseif(CASE STREQUAL "hundred_thousand_boids")
  # The reference grid runs 100,000 boids, drawn in one batch.
  run_ok(r --headless --frames 20 --boids 100000 --reference --screenshot big.bmp)
  if(NOT r_out MATCHES "boids=100000 .* neighbors=reference-grid")
    fail("expected 100000 boids on the reference grid: ${r_out}")
  endif()
  expect_boids_in(${dir}/big.bmp 50000)

elseif(CASE STREQUAL "bench")
  # --bench: the simulation alone, and the summary line with the median step.
  run_ok(r --bench --frames 10 --boids 20000 --neighbors reference-grid --reference)
  if(NOT r_out MATCHES "^frames=10 steps=10 boids=20000 .*ms_per_step=[0-9.]+ .*sides=${sides_ref} neighbors=reference-grid")
    fail("unexpected --bench summary: ${r_out}")
  endif()
  run_ok(r --bench --frames 5 --boids 500 --neighbors grid --learner ${SOLVED_PLUGIN})
  if(NOT r_out MATCHES "steps=5 boids=500 .*neighbors=grid")
    fail("unexpected --bench summary for your grid: ${r_out}")
  endif()

elseif(CASE STREQUAL "headless_screenshot")
  # The learner's own plugin, whatever state it is in: any nonfinite count is fine here (see nan_force).
  run_ok(r --headless --frames 600 --seed 1 --screenshot out.bmp)
  if(NOT r_out MATCHES "^frames=600 steps=600 boids=200 .*seed=1 ms_per_step=[0-9.]+ nonfinite=[0-9]+ ")
    fail("unexpected summary: ${r_out}")
  endif()
  expect_boids_in(${dir}/out.bmp 500)

elseif(CASE STREQUAL "raised_hand")
  # The hand (boids/hand.h): a file raised from the terminal shows as the sign, N lowers it and removes the file, N
  # raises it again, and a damaged file is named and shows no hand. The sign's amber is hand_state.h's kHandHelpColour.
  set(amber 255 190 30)
  function(amber_pixels var image)
    execute_process(COMMAND ${RUN} ${COUNT_COLOUR} ${image} ${amber} RESULT_VARIABLE rc OUTPUT_VARIABLE count
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT rc EQUAL 0)
      fail("cannot count the colours of ${image}")
    endif()
    set(${var} ${count} PARENT_SCOPE)
  endfunction()
  string(TIMESTAMP now "%s" UTC)
  math(EXPR since "${now} - 720")
  file(WRITE ${dir}/hand.txt "hand = help\nsince = ${since}\n")
  run_ok(r --headless --frames 3 --seed 1 --hand hand.txt --screenshot up.bmp --dump-state up.txt)
  dump_value(shown ${dir}/up.txt hand)
  amber_pixels(up ${dir}/up.bmp)
  if(NOT shown STREQUAL "help" OR up LESS 1000)
    fail("a hand raised in the file shows hand=${shown} and ${up} amber pixels, where it shows help and the sign")
  endif()
  file(WRITE ${dir}/lower.script "2 key n\n")
  run_ok(r --headless --frames 3 --seed 1 --hand hand.txt --script lower.script --screenshot down.bmp --dump-state down.txt)
  dump_value(shown ${dir}/down.txt hand)
  amber_pixels(down ${dir}/down.bmp)
  if(NOT shown STREQUAL "down" OR EXISTS ${dir}/hand.txt OR NOT down EQUAL 0)
    fail("N did not lower the hand: hand=${shown}, ${down} amber pixels, the file kept: ${dir}/hand.txt")
  endif()
  file(WRITE ${dir}/raise.script "2 key n\n")
  run_ok(r --headless --frames 3 --seed 1 --hand hand.txt --script raise.script --dump-state raised.txt)
  dump_value(shown ${dir}/raised.txt hand)
  file(READ ${dir}/hand.txt written)
  if(NOT shown STREQUAL "help" OR NOT written MATCHES "hand = help\nsince = [0-9]+\n")
    fail("N did not raise the hand: hand=${shown}, and the file holds:\n${written}")
  endif()
  file(WRITE ${dir}/hand.txt "hand = wave\nsince = 1\n")
  run_ok(r --headless --frames 3 --seed 1 --hand hand.txt --dump-state damaged.txt)
  dump_value(shown ${dir}/damaged.txt hand)
  if(NOT shown STREQUAL "down" OR NOT r_err MATCHES "hand.txt is not a hand \\(line 1: hand is \"wave\"")
    fail("a damaged hand file shows hand=${shown}, and the terminal says:\n${r_err}")
  endif()
  message(STATUS "the sign: ${up} amber pixels; N lowered it (0 after) and raised it again; a damaged file was named")

elseif(CASE STREQUAL "same_seed")
  foreach(run a b)
    run_ok(r --headless --frames 200 --seed 7 --learner ${SOLVED_PLUGIN} --dump-state ${run}.txt)
  endforeach()
  run_ok(r --headless --frames 200 --seed 8 --learner ${SOLVED_PLUGIN} --dump-state c.txt)
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${dir}/a.txt ${dir}/b.txt RESULT_VARIABLE same)
  if(NOT same EQUAL 0)
    fail("two runs with --seed 7 ended in different states: compare ${dir}/a.txt and b.txt")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${dir}/a.txt ${dir}/c.txt RESULT_VARIABLE same)
  if(same EQUAL 0)
    fail("--seed 7 and --seed 8 ended in the same state")
  endif()

elseif(CASE STREQUAL "bad_arguments")
  # Each case: the arguments (separated by |), @, then a word the message must contain.
  set(cases "--frames|abc@abc" "--frames|-3@--frames" "--frames|0@--frames" "--boids|0@--boids"
            "--boids|1000001@--boids" "--threads|0@--threads" "--seed|x@--seed" "--headless@--frames" "--frames@needs a value"
            "--wings@--wings" "extra@extra" "--screenshot|out.png@.bmp" "--headless=yes@--headless"
            # --bench keeps a time per step: a huge count is refused, not reserved (it aborted the program)
            "--bench|--frames|9223372036854775807@--frames" "--bench|--frames|2000000000@--frames")
  foreach(case IN LISTS cases)
    string(FIND "${case}" "@" at)
    string(SUBSTRING "${case}" 0 ${at} args)
    math(EXPR at "${at} + 1")
    string(SUBSTRING "${case}" ${at} -1 word)
    string(REPLACE "|" ";" args "${args}")
    run(r ${args})
    if(NOT r_rc EQUAL 2)
      fail("boids ${args} exited with ${r_rc}, expected 2")
    endif()
    string(FIND "${r_err}" "${word}" at)
    if(at LESS 0)
      fail("boids ${args}: the message does not mention \"${word}\":\n${r_err}")
    endif()
  endforeach()
  run(r --help)
  if(NOT r_rc EQUAL 0 OR NOT r_out MATCHES "Usage: boids")
    fail("--help exited with ${r_rc} and printed:\n${r_out}")
  endif()
  file(WRITE ${dir}/bad_script.txt "10 wiggle mouse\n")
  run(r --headless --frames 5 --script bad_script.txt)
  if(NOT r_rc EQUAL 2 OR NOT r_err MATCHES "line 1")
    fail("a bad script exited with ${r_rc}, expected 2 and a message naming line 1:\n${r_err}")
  endif()

elseif(CASE STREQUAL "nan_force")
  # A cohesion that returns NaN: the flock stays finite, the count and the warning say so.
  run_ok(r --headless --frames 120 --seed 1 --learner ${NAN_PLUGIN} --dump-state state.txt --screenshot nan.bmp)
  if(NOT r_out MATCHES "nonfinite=[1-9][0-9]*")
    fail("expected nonfinite > 0 in: ${r_out}")
  endif()
  expect_finite(${dir}/state.txt)
  dump_value(fault ${dir}/state.txt fault.3)
  if(NOT fault MATCHES "^Task 3 Cohesion returned NaN for [0-9]+ boids?: ")
    fail("the panel's warning for task 3 is \"${fault}\"")
  endif()
  if(NOT r_err MATCHES "Task 3 Cohesion returned NaN")
    fail("the terminal was not told about the NaN:\n${r_err}")
  endif()
  dump_value(checks ${dir}/state.txt checks.3)
  if(NOT checks MATCHES "^([0-9]+)/([0-9]+)$" OR CMAKE_MATCH_1 EQUAL CMAKE_MATCH_2)
    fail("the NaN cohesion passes all its checks: ${checks}")
  endif()

elseif(CASE STREQUAL "solved_tasks")
  # Every task solved: all checks pass, nothing is rejected, and the flock flies.
  run_ok(r --headless --frames 300 --seed 1 --learner ${SOLVED_PLUGIN} --dump-state state.txt --screenshot solved.bmp)
  if(NOT r_out MATCHES "nonfinite=0 sides=${sides_yours} ")
    fail("unexpected summary: ${r_out}")
  endif()
  foreach(n IN LISTS force_tasks)
    dump_value(checks ${dir}/state.txt checks.${n})
    if(NOT checks MATCHES "^([0-9]+)/([0-9]+)$" OR NOT CMAKE_MATCH_1 EQUAL CMAKE_MATCH_2)
      fail("task ${n}'s checks: ${checks}")
    endif()
  endforeach()
  expect_finite(${dir}/state.txt)
  expect_boids_in(${dir}/solved.bmp 500)

elseif(CASE STREQUAL "missing_plugin")
  run_ok(r --headless --frames 30 --learner ${dir}/no_such_plugin.so --dump-state state.txt)
  if(NOT r_err MATCHES "no_such_plugin.so" OR NOT r_err MATCHES "reference")
    fail("the warning does not name the plugin and say the references run:\n${r_err}")
  endif()
  expect_value(${dir}/state.txt learner missing)
  expect_value(${dir}/state.txt task.1 reference)

elseif(CASE STREQUAL "held_back_at_start")
  # Code that never returns or crashes in its checks never flies: the reference takes its place, the terminal says
  # which task and why, the flock flies, and the run ends by itself with exit status 4 (framework/app/frame_loop.cpp).
  foreach(kept "01_alignment_endless_loop|1|never returned"
               "01_alignment_null_pointer|1|segmentation fault|null pointer"
               "02_separation_index_past_the_end|2|index past the end of neighbors"
               "03_cohesion_endless_recursion|3|stack overflow"
               "05_obstacle_avoidance_integer_division_by_zero|5|divided by zero"
               "06_spatial_grid_index_past_the_end|6|index past the end of grid.cells")
    string(REPLACE "|" ";" fields "${kept}")
    list(POP_FRONT fields stem n)
    string(JOIN "|" words ${fields})
    string(TIMESTAMP start "%s")
    run(r --headless --frames 30 --seed 1 --learner ${PLUGIN_${stem}} --dump-state state.txt)
    string(TIMESTAMP end "%s")
    math(EXPR seconds "${end} - ${start}")
    if(NOT r_rc EQUAL 4)
      fail("${stem}: boids exited with ${r_rc}, expected 4 (code held back).\n${r_err}")
    endif()
    if(seconds GREATER 30)
      fail("${stem}: the run took ${seconds} s")
    endif()
    if(NOT r_err MATCHES "Task ${n} [A-Za-z ]+ is held back" OR NOT r_err MATCHES "${words}")
      fail("${stem}: the terminal does not say task ${n} is held back and why (${words}):\n${r_err}")
    endif()
    if(NOT r_out MATCHES "frames=30 ")
      fail("${stem}: the flock did not fly its 30 frames:\n${r_out}")
    endif()
    dump_value(checks ${dir}/state.txt checks.${n})
    if(NOT checks MATCHES "held-back$")
      fail("${stem}: the panel's checks.${n} is \"${checks}\", expected it held back")
    endif()
    if(n LESS 6)
      expect_value(${dir}/state.txt task.${n} reference)
    endif()
  endforeach()

elseif(CASE STREQUAL "checker_stopped_at_start")
  # Where there is no fork (Windows), the checker runs the checks in itself, so code that never returns or crashes
  # in one task's checks stops the checker there: the window then flies the reference for every task, says what
  # stopped the checker, and ends as usual.
  foreach(kept "01_alignment_endless_loop|never returned"
               "01_alignment_null_pointer|crashed with exception 0xC0000005"
               "02_separation_index_past_the_end|Assertion '__idx < size\\(\\)' failed"
               "03_cohesion_endless_recursion|"  # a stack overflow: 0xC00000FD (Wine hangs instead, and is stopped)
               "05_obstacle_avoidance_integer_division_by_zero|crashed with exception 0xC0000094"
               "06_spatial_grid_index_past_the_end|Assertion '__n < this->size\\(\\)' failed")
    string(REPLACE "|" ";" fields "${kept}")
    list(POP_FRONT fields stem)
    string(JOIN "|" words ${fields})
    string(TIMESTAMP start "%s")
    run(r --headless --frames 30 --seed 1 --learner ${PLUGIN_${stem}} --dump-state state.txt)
    string(TIMESTAMP end "%s")
    math(EXPR seconds "${end} - ${start}")
    if(NOT r_rc EQUAL 0 OR seconds GREATER 30)
      fail("${stem}: boids exited with ${r_rc} after ${seconds} s, expected 0 within 30 s.\n${r_err}")
    endif()
    if(NOT r_err MATCHES "could not load your tasks: the checker of your code")
      fail("${stem}: the terminal does not say that the checker stopped:\n${r_err}")
    endif()
    if(NOT words STREQUAL "" AND NOT r_err MATCHES "${words}")
      fail("${stem}: the terminal does not say why the checker stopped (${words}):\n${r_err}")
    endif()
    if(NOT r_out MATCHES "frames=30 .* sides=${sides_ref} ")
      fail("${stem}: the reference did not fly its 30 frames for every task:\n${r_out}")
    endif()
  endforeach()

elseif(CASE STREQUAL "hang_in_a_step")
  # Code that passes its checks but never returns in a dense flock: the watchdog ends the program with status 3
  # and names the task, instead of freezing.
  string(TIMESTAMP start "%s")
  run(r --headless --frames 100000 --seed 1 --boids 2000 --learner ${PLUGIN_03_cohesion_hangs_in_a_crowd})
  string(TIMESTAMP end "%s")
  math(EXPR seconds "${end} - ${start}")
  if(NOT r_rc EQUAL 3)
    fail("boids exited with ${r_rc} after ${seconds} s, expected 3 (a hang in a step).\n${r_err}")
  endif()
  if(NOT r_err MATCHES "your code never returned: Task 3 Cohesion \\(exercises/03_cohesion.cpp\\)")
    fail("the terminal does not name task 3:\n${r_err}")
  endif()
  if(NOT r_err MATCHES "has not returned for 1 s.*your code never returned")
    fail("the terminal did not say after 1 s that the call had not returned:\n${r_err}")
  endif()
  # The watchdog's contract: the program ends once the call has used 5 s of CPU time, or waited 40 s, whichever
  # comes first. On a busy machine the CPU limit can take the whole 40 s; the rest is the start (the checks, under
  # the sanitizers in the self-test). A program with no watchdog never ends, and run()'s timeout fails it.
  if(seconds GREATER 70)
    fail("it took ${seconds} s to notice, where the watchdog waits at most 40 s")
  endif()

elseif(CASE STREQUAL "crash_in_a_step")
  # Code that passes its checks but reads past the end in a dense flock: the program names the task as it ends.
  run(r --headless --frames 100000 --seed 1 --boids 2000 --learner ${PLUGIN_01_alignment_crashes_in_a_crowd})
  if(r_rc EQUAL 0)
    fail("boids exited with 0 after a crash:\n${r_err}")
  endif()
  if(NOT r_err MATCHES "your code crashed during a step, in Task 1 Alignment \\(exercises/01_alignment.cpp\\)")
    fail("the terminal does not name task 1:\n${r_err}")
  endif()

elseif(CASE STREQUAL "stopped_while_hung")
  # SIGTERM (or Ctrl-C) stops the program even while the learner's code never returns, within the guard's grace,
  # as SIGTERM does (exit status 143). The hang begins when the flock has gathered (0.3 s to over 2 s after the start,
  # on a busy machine), so SIGTERM is sent when the terminal says that a call has not returned for 1 s: then the
  # guard's quarter second of grace ends the program long before the 5 s limit on a call would. (In milliseconds:
  # app.ctrl_c_ends_the_program.)
  find_program(SH sh)
  if(NOT SH)
    message(STATUS "no sh here: skipped")
    return()
  endif()
  execute_process(COMMAND ${SH} -c [=[
      "$@" 2> err.txt & pid=$!
      i=0
      until grep -q "has not returned for" err.txt || [ $i -ge 600 ]; do sleep 0.1; i=$((i + 1)); done
      kill -TERM $pid
      start=$(date +%s)
      wait $pid; rc=$?
      echo "$rc $(($(date +%s) - start))"
    ]=] sh ${BOIDS} --headless --frames 100000 --seed 1 --boids 2000
                          --learner ${PLUGIN_03_cohesion_hangs_in_a_crowd}
                  WORKING_DIRECTORY ${dir} OUTPUT_VARIABLE out TIMEOUT 90)
  file(READ ${dir}/err.txt err)
  string(STRIP "${out}" out)
  separate_arguments(out)
  list(GET out 0 rc)
  list(GET out 1 seconds)
  message(STATUS "exit ${rc}, ${seconds} s after SIGTERM\n${err}")
  if(NOT err MATCHES "boids: Task 3 Cohesion \\(exercises/03_cohesion.cpp\\) has not returned for 1 s, and the window is frozen")
    fail("the terminal did not say that the call had not returned for 1 s:\n${err}")
  endif()
  if(NOT rc EQUAL 143)
    fail("boids exited with ${rc} after SIGTERM, expected 143 (ended by SIGTERM).\n${err}")
  endif()
  if(seconds GREATER 1)
    fail("SIGTERM took ${seconds} s to stop it (the guard's grace is 0.25 s)")
  endif()
  if(NOT err MATCHES "stopped while Task 3 Cohesion")
    fail("the terminal does not say which task was running:\n${err}")
  endif()

elseif(CASE STREQUAL "escaped_exception")
  # A plugin whose entry point throws: the checker (boids_check) loads it first, apart from the window, and names
  # the exception; the window never calls it, runs the reference, and ends normally (it was std::terminate: abort,
  # exit 134). Anything else that escapes in main ends the program with a message and exit 1.
  run(r --headless --frames 5 --learner ${THROWING_PLUGIN})
  if(NOT r_rc EQUAL 0 OR NOT r_err MATCHES "loading it threw an exception: the plugin's entry point threw"
     OR NOT r_err MATCHES "Every task runs the reference")
    fail("a plugin whose entry point throws gave exit ${r_rc} and:\n${r_err}")
  endif()

elseif(CASE STREQUAL "settings_file")
  # Out of range, not a number, unknown key: a warning each, that key's default, the rest applied.
  file(WRITE ${dir}/settings.ini "numBoids=150\nmaxSpeed=99\ncohesionWeight=lots\nwingspan=3\n")
  run_ok(r --headless --frames 5 --settings settings.ini --dump-state state.txt)
  foreach(word "maxSpeed" "99" "1.0 to 10.0" "cohesionWeight" "lots" "wingspan")
    string(FIND "${r_err}" "${word}" at)
    if(at LESS 0)
      fail("the warnings do not mention \"${word}\":\n${r_err}")
    endif()
  endforeach()
  expect_value(${dir}/state.txt param.numBoids 150)
  expect_value(${dir}/state.txt param.maxSpeed 5.0)
  expect_value(${dir}/state.txt param.cohesionWeight 1.00)
  # A corrupt file: one warning, the defaults, no crash.
  string(ASCII 1 2 3 binary)
  file(WRITE ${dir}/corrupt.ini "${binary} this is not a settings file\n")
  run_ok(r --headless --frames 5 --settings corrupt.ini --dump-state corrupt.txt)
  if(NOT r_err MATCHES "corrupt")
    fail("no warning for a corrupt settings file:\n${r_err}")
  endif()
  expect_value(${dir}/corrupt.txt param.numBoids 200)

elseif(CASE STREQUAL "no_font")
  run_ok(r --headless --frames 10 --font ${dir}/missing.ttf --screenshot nofont.bmp)
  if(NOT r_err MATCHES "missing.ttf" OR NOT r_err MATCHES "without labels")
    fail("no clear warning about the missing font:\n${r_err}")
  endif()
  expect_boids_in(${dir}/nofont.bmp 200)

elseif(CASE STREQUAL "inspector")
  # ? shows the help; F, then a click on boid 0, while paused, inspects it. Then H, F and Esc undo it all and quit.
  file(WRITE ${dir}/inspect.txt "1 key ?\n5 key p\n6 key f\n7 click boid 0\n")
  run_ok(r --headless --frames 20 --learner ${SOLVED_PLUGIN} --script inspect.txt --dump-state state.txt
           --screenshot inspector.bmp)
  expect_value(${dir}/state.txt help shown)
  expect_value(${dir}/state.txt inspector "boid 0")
  expect_value(${dir}/state.txt paused yes)
  expect_value(${dir}/state.txt steps 5)
  file(APPEND ${dir}/inspect.txt "9 key h\n10 key f\n11 key escape\n")
  run_ok(r --headless --frames 20 --learner ${SOLVED_PLUGIN} --script inspect.txt --dump-state state2.txt)
  expect_value(${dir}/state2.txt help hidden)
  expect_value(${dir}/state2.txt inspector off)
  # Esc quit at frame 11: 12 frames ran.
  if(NOT r_out MATCHES "^frames=12 ")
    fail("Esc outside the inspector did not quit at frame 11: ${r_out}")
  endif()

elseif(CASE STREQUAL "models_and_analysis")
  # Each of the seeds' models runs headless and draws its flock; the inverse-square preset writes the measures as CSV.
  foreach(model reynolds accumulators 3d)
    run_ok(r --headless --frames 30 --seed 1 --reference --model ${model} --screenshot ${model}.bmp
           --dump-state ${model}.txt)
    expect_value(${dir}/${model}.txt model ${model})
    if(model STREQUAL "3d")
      expect_boids_in(${dir}/${model}.bmp 20)  # far boids fade into the background: only the nearest are exact
    else()
      expect_boids_in(${dir}/${model}.bmp 200)
    endif()
  endforeach()
  run_ok(r --headless --frames 40 --seed 1 --reference --model inverse-square --species --analyze measures.csv
         --analyze-every 10 --dump-state state.txt)
  expect_value(${dir}/state.txt model inverse-square)
  expect_value(${dir}/state.txt species on)
  expect_value(${dir}/state.txt count.boids 50)
  file(STRINGS ${dir}/measures.csv rows)
  list(LENGTH rows n)
  list(GET rows 0 header)
  if(NOT header STREQUAL "step,seconds,polarization,clusters,mean_nearest_distance" OR NOT n EQUAL 6)
    fail("measures.csv should have the header and 5 rows (steps 0, 10, ..., 40), not ${n} lines:\n${rows}")
  endif()
  run(bad --headless --frames 5 --model vicsek)
  if(NOT bad_rc EQUAL 2 OR NOT bad_err MATCHES "--model expects")
    fail("--model vicsek should exit 2 naming --model, not ${bad_rc}: ${bad_err}")
  endif()

elseif(CASE STREQUAL "no_display")
  # No display: SDL's offscreen driver (what SDL picks by itself with no DISPLAY) would run an invisible window.
  # The program must stop at once, non-zero, and say why and what to try; headless runs the same way as ever.
  foreach(driver offscreen dummy)
    set(ENV{SDL_VIDEODRIVER} ${driver})
    run(r --frames 600 --reference --no-live-reload)
    if(r_rc EQUAL 0)
      fail("with SDL_VIDEODRIVER=${driver} the window exited 0; it must refuse to run invisibly")
    endif()
    foreach(text "no display: the window cannot be shown" "\"${driver}\" video driver" "desktop" "WSLg"
                 "./workshop run --headless --frames 600 --screenshot out.bmp" "xvfb-run")
      string(FIND "${r_err}" "${text}" at)
      if(at EQUAL -1)
        fail("with SDL_VIDEODRIVER=${driver}, no \"${text}\" in the message:\n${r_err}")
      endif()
    endforeach()
    if(r_out MATCHES "frames=")
      fail("with SDL_VIDEODRIVER=${driver} the window ran frames before it stopped:\n${r_out}")
    endif()
  endforeach()
  # An SSH session or a container: no display variable, no XDG_RUNTIME_DIR, no driver chosen. The kit's message comes
  # first: SDL tries no Wayland display, whose libwayland would print "error: XDG_RUNTIME_DIR is invalid ..." first.
  # Only for a program of this host's (X11 or Wayland): a Windows program under Wine does not read DISPLAY, Wine
  # does, and a Wine process with none would start Wine's desktop with no display for every other test's window.
  if(POSIX_PROGRAM AND NOT CMAKE_HOST_APPLE)
    unset(ENV{SDL_VIDEODRIVER})
    unset(ENV{DISPLAY})
    unset(ENV{WAYLAND_DISPLAY})
    unset(ENV{XDG_RUNTIME_DIR})
    run(bare --frames 600 --reference --no-live-reload)
    if(bare_rc EQUAL 0 OR NOT bare_err MATCHES "^boids: no display: the window cannot be shown")
      fail("with no display variable at all, the message must come first (exit ${bare_rc}):\n${bare_err}")
    endif()
  endif()
  set(ENV{SDL_VIDEODRIVER} offscreen)
  run_ok(h --headless --frames 5 --reference)

elseif(CASE STREQUAL "stale_plugin")
  # A plugin older than the code it is built from flies that code as it was: the program says which file is newer
  # and the command that rebuilds and runs, with the same arguments; a plugin newer than all of it, or one named by
  # --learner, gets no word. Copies of the program, its checker and the plugin, so that the build's own stay as they
  # are; the plugin's age is set with touch -t (POSIX).
  if(NOT UNIX)
    return()
  endif()
  file(COPY ${BOIDS} ${CHECKER} ${LEARNER_PLUGIN} ${RUNTIME_DLLS} DESTINATION ${dir}/bin)
  get_filename_component(program ${BOIDS} NAME)
  get_filename_component(plugin ${LEARNER_PLUGIN} NAME)
  set(BOIDS ${dir}/bin/${program})
  set(plugin ${dir}/bin/${plugin})
  execute_process(COMMAND touch -t 200001010000 ${plugin} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    fail("touch -t could not make ${plugin} old")
  endif()
  run_ok(r --headless --frames 5 --seed 3)
  # The file is named with the system's separator: / or \ (Windows).
  if(NOT r_err MATCHES "(exercises|tasks|solutions)[/\\][^ ]+ was saved after your code was last built"
     OR NOT r_err MATCHES "run: ./workshop run --headless --frames 5 --seed 3 ")
    fail("a plugin older than its sources got no warning naming the newer file and ./workshop run:\n${r_err}")
  endif()
  run_ok(r --headless --frames 5 --learner ${plugin})
  if(r_err MATCHES "was saved after")
    fail("a plugin named by --learner is the learner's choice, but it was called stale:\n${r_err}")
  endif()
  file(TOUCH ${plugin})  # now: newer than every source
  run_ok(r --headless --frames 5)
  if(r_err MATCHES "was saved after")
    fail("a plugin built after every source was called stale:\n${r_err}")
  endif()

elseif(CASE STREQUAL "long_script")
  # 70,000 events at frame 0 are more than SDL's queue holds (65,535): the rest wait for the next frames, so the last
  # one, P, still pauses the flock. An even number of H leaves the help hidden.
  string(REPEAT "0 key h\n" 70000 keys)
  file(WRITE ${dir}/long.txt "${keys}0 key p\n")
  run_ok(r --headless --frames 5 --script long.txt --dump-state state.txt)
  expect_value(${dir}/state.txt paused yes)
  expect_value(${dir}/state.txt help hidden)
  # One frame is too few for them all: the run says how many never reached the program, and fails.
  run(r --headless --frames 1 --script long.txt)
  if(NOT r_rc EQUAL 1 OR NOT r_err MATCHES "--script: [0-9]+ scripted input events were still waiting")
    fail("a run that ended before its script's events were all delivered exited with ${r_rc}:\n${r_err}")
  endif()

elseif(CASE STREQUAL "input_limits")
  # Settings and scripts must be regular files within their limits (framework/app/logic/files.h, docs/inputs.md); a UTF-8
  # byte order mark and CRLF line ends are read as Notepad means them.
  string(ASCII 239 187 191 bom)
  file(WRITE ${dir}/notepad.ini "${bom}numBoids=150\r\nmaxSpeed=7.5\r\n")
  run_ok(r --headless --frames 5 --settings notepad.ini --dump-state state.txt)
  expect_value(${dir}/state.txt param.numBoids 150)
  expect_value(${dir}/state.txt param.maxSpeed 7.5)
  if(r_err MATCHES "unknown")
    fail("a byte order mark made the first setting unknown:\n${r_err}")
  endif()
  file(WRITE ${dir}/notepad.txt "${bom}0 key p\r\n")
  run_ok(r --headless --frames 5 --script notepad.txt --dump-state state.txt)
  expect_value(${dir}/state.txt paused yes)

  string(REPEAT "#\n" 524289 big)  # 1048578 bytes, two more than a script may have
  file(WRITE ${dir}/big.txt "${big}")
  file(MAKE_DIRECTORY ${dir}/folder.txt)
  set(scripts "big.txt@is 1048578 bytes, more than the limit" "folder.txt@is a folder")
  if(POSIX_PROGRAM AND EXISTS /dev/zero)
    list(APPEND scripts "/dev/zero@/dev/zero is a character device")  # it never ended, and grew to 240 MB in 20 s
  endif()
  find_program(MKFIFO mkfifo)
  if(POSIX_PROGRAM AND MKFIFO)
    execute_process(COMMAND ${MKFIFO} ${dir}/pipe.txt)
    list(APPEND scripts "pipe.txt@pipe.txt is a FIFO")  # opening it waits for a writer
  endif()
  foreach(entry IN LISTS scripts)
    string(REPLACE "@" ";" parts "${entry}")
    list(GET parts 0 script)
    list(GET parts 1 words)
    run(r --headless --frames 5 --script ${script})
    if(NOT r_rc EQUAL 2 OR NOT r_err MATCHES "${words}" OR NOT r_err MATCHES "at most 1048576 bytes")
      fail("--script ${script} exited with ${r_rc}; expected 2, \"${words}\" and the limit:\n${r_err}")
    endif()
  endforeach()
  if(POSIX_PROGRAM AND EXISTS /dev/zero)
    run_ok(r --headless --frames 5 --settings /dev/zero --dump-state state.txt)
    if(NOT r_err MATCHES "/dev/zero is a character device" OR NOT r_err MATCHES "at most 65536 bytes")
      fail("--settings /dev/zero: no warning naming the device and the limit:\n${r_err}")
    endif()
    expect_value(${dir}/state.txt param.numBoids 200)
  endif()
  run_ok(r --headless --frames 5 --settings folder.txt)
  if(NOT r_err MATCHES "folder.txt is a folder, not a regular file")
    fail("--settings folder.txt: no warning naming the folder:\n${r_err}")
  endif()

elseif(CASE STREQUAL "output_targets")
  # A regular file is replaced whole; a link stays a link; a device is written in place; a failed write names the
  # file and the system's reason, and exits 1. The devices are reached through links in ${dir}: were one ever renamed
  # over (as root, --dump-state /dev/stdout replaced the link /dev/stdout), it is the test's link that goes.
  if(NOT POSIX_PROGRAM)
    return()
  endif()
  file(CREATE_LINK /dev/stdout ${dir}/stdout SYMBOLIC)
  run_ok(r --headless --frames 5 --dump-state stdout)
  if(NOT r_out MATCHES "seed=1\n" OR NOT r_out MATCHES "\nboid 0 ")
    fail("--dump-state to a link to /dev/stdout did not print the state:\n${r_out}")
  endif()
  if(NOT IS_SYMLINK ${dir}/stdout)
    fail("--dump-state replaced the link to /dev/stdout with a file")
  endif()
  file(WRITE ${dir}/target.txt "old\n")
  file(CREATE_LINK ${dir}/target.txt ${dir}/link.txt SYMBOLIC)
  run_ok(r --headless --frames 5 --dump-state link.txt)
  if(NOT IS_SYMLINK ${dir}/link.txt)
    fail("--dump-state link.txt replaced the link with a file")
  endif()
  expect_value(${dir}/target.txt seed 1)
  if(EXISTS /dev/full)
    file(CREATE_LINK /dev/full ${dir}/full SYMBOLIC)
    foreach(output "--analyze;/dev/full" "--dump-state;full")  # --analyze writes in place, whatever the file is
      list(GET output 0 option)
      list(GET output 1 file)
      run(r --headless --frames 5 ${output})
      if(NOT r_rc EQUAL 1 OR NOT r_err MATCHES "${option}: cannot write ${file}: No space left on device")
        fail("${option} ${file} exited with ${r_rc}; expected 1 and a message naming the file and why:\n${r_err}")
      endif()
    endforeach()
    if(NOT IS_SYMLINK ${dir}/full)
      fail("--dump-state replaced the link to /dev/full with a file")
    endif()
  endif()

elseif(CASE STREQUAL "window_under_xvfb")
  # The real window on a virtual display; quitting saves the settings.
  execute_process(COMMAND ${XVFB_RUN} -a -s "-screen 0 1600x1000x24" ${RUN} ${BOIDS} --frames 60 --seed 1
                          --screenshot window.bmp --settings settings.ini --learner ${SOLVED_PLUGIN}
                  WORKING_DIRECTORY ${dir} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 100)
  message(STATUS "exit ${rc}\nstdout: ${out}\nstderr: ${err}")
  if(NOT rc EQUAL 0 OR NOT out MATCHES "frames=60 ")
    fail("the window under Xvfb exited with ${rc}:\n${out}${err}")
  endif()
  expect_boids_in(${dir}/window.bmp 500)
  file(STRINGS ${dir}/settings.ini saved REGEX "^numBoids=200$")
  if(NOT saved)
    fail("quitting did not save the settings to ${dir}/settings.ini")
  endif()

else()
  fail("unknown test \"${CASE}\"")
endif()
