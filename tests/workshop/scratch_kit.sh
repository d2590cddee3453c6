# Sourced by the workshop tests: `scratch_kit KIT_SOURCE_DIR` copies the kit (no build, .git, .workshop or backups)
# into $kit, under $work, a new temporary folder removed on exit. Stand-ins in $work/bin (first on PATH) replace
# cmake and ctest (they succeed at once) and dpkg-query (every package installed); the package tools must never be
# reached (they exit 99, saying so); build/ has a cache and the six task programs (each prints 3 of 3 passing) and
# a window that exits at once, and tests/workshop/workshop_test.sh passes at once. So a valid command does its work
# in milliseconds, and nothing is built or installed. The companion itself (./workshop's program) cannot be built
# with a cmake that does nothing: the test is given one built beforehand, in BOIDS_WORKSHOP_PROGRAM (ctest passes
# the kit build's), which ./workshop runs instead of building its own.
# `built_kit KIT_SOURCE_DIR`, for the tests that build the kit for real: a plain copy in $kit, under $work (removed on
# exit), made the working folder. Also `wait_for REGEX FILE SECONDS`, for the tests that follow a program's output.
# shellcheck shell=bash

# copy_kit SOURCE DESTINATION: the kit's files, without its builds, .git, .workshop or backups.
copy_kit() {
  mkdir -p "$2"
  tar -C "$1" --exclude='./build*' --exclude='./.git' --exclude='./.workshop' --exclude='./backups' -cf - . |
    tar -C "$2" -xf -
}

built_kit() {
  work=$(mktemp -d)
  # shellcheck disable=SC2064 # expanded now: $work is this test's folder
  trap "rm -rf '$work'" EXIT
  kit=$work/kit
  copy_kit "$1" "$kit"
  cd "$kit" || exit 2
}

stand_in() { printf '#!/bin/sh\n%s\n' "$2" >"$1" && chmod +x "$1"; } # stand_in PATH SCRIPT

scratch_kit() {
  [[ -n ${BOIDS_WORKSHOP_PROGRAM:-} && -x ${BOIDS_WORKSHOP_PROGRAM:-} ]] || {
    echo "BOIDS_WORKSHOP_PROGRAM must name the companion, built (the kit build's framework/companion/workshop)." >&2
    exit 2
  }
  work=$(mktemp -d)
  # shellcheck disable=SC2064 # expanded now: $work is this test's folder
  trap "chmod -R u+w '$work' 2>/dev/null; rm -rf '$work'" EXIT
  # A copy in the scratch folder: a test that runs it as another user (edges_test.sh) may open this folder to them,
  # while the build folder it came from may be closed (a clone in a folder of mode 700, as mktemp -d makes).
  cp "$BOIDS_WORKSHOP_PROGRAM" "$work/companion" || exit 2
  export BOIDS_WORKSHOP_PROGRAM=$work/companion
  kit=$work/kit
  copy_kit "$1" "$kit"
  mkdir -p "$work/bin" "$kit/build/checker"
  stand_in "$work/bin/cmake" 'exit 0'
  stand_in "$work/bin/ctest" 'exit 0'
  stand_in "$work/bin/dpkg-query" 'printf "install ok installed"'
  local tool n
  for tool in apt-get sudo brew; do stand_in "$work/bin/$tool" "echo 'test: $tool must not run' >&2; exit 99"; done
  printf 'BOIDS_SOLVED:STRING=\n' >"$kit/build/CMakeCache.txt"
  # Each task's test program: 3 checks that pass, as the records it writes to --records=PATH say (docs/records.md).
  passing_records "$work/passing.jsonl"
  for n in 1 2 3 4 5 6; do records_stand_in "$kit/build/checker/boids_test_task$n" "$work/passing.jsonl" 0; done
  stand_in "$kit/build/boids" 'exit 0'
  # The self-test runs the test of ./workshop itself beside its build: here it passes at once.
  stand_in "$kit/tests/workshop/workshop_test.sh" 'exit 0'
  export PATH="$work/bin:$PATH"
}

# passing_records FILE: the records of a test program whose 3 checks pass.
passing_records() {
  {
    echo '{"record":"start","format":"boids-checks","version":1,"program":"stand-in","tasks":[1],"checks":3}'
    local i
    for i in 1 2 3; do
      echo '{"record":"check","task":1,"check":"Suite.Check'$i'","kind":"case","checks":"","passed":true,"failures":[]}'
    done
    echo '{"record":"task","task":1,"passed":3,"total":3}'
    echo '{"record":"end"}'
  } >"$1"
}

# records_stand_in PROGRAM RECORDS STATUS: a stand-in test program that copies RECORDS to the file its
# --records=PATH names, and ends with STATUS.
records_stand_in() {
  stand_in "$1" "for a in \"\$@\"; do case \"\$a\" in --records=*) cp '$2' \"\${a#--records=}\" ;; esac; done; exit $3"
}

wait_for() { # wait_for REGEX FILE SECONDS: until a line of FILE matches REGEX (extended)
  local i
  for ((i = 0; i < $3 * 5; i++)); do
    grep -qE -- "$1" "$2" 2>/dev/null && return 0
    sleep 0.2
  done
  echo "      no '$1' after $3 s in:"
  tail -8 "$2" | sed 's/^/      | /'
  return 1
}
