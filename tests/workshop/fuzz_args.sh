#!/usr/bin/env bash
# Fuzzes ./workshop's argument handling end to end, through the launcher (sh) and the companion it runs: seeded
# random argument lists (task numbers in and out of range, options of every command, near misses, shell
# metacharacters, injections, random bytes) against every command. (The companion's parsing itself is fuzzed
# in-process, thousands of cases in a second: tests/companion/arguments_fuzz_test.cpp; this is the few cases that
# check the whole way, ctest's 30.) For each:
#   - the exit status is 0, 1 or 2 (124 only for a watch still watching when its 1 s is up; any other command that
#     runs 30 s has hung);
#   - no shell complains (unbound variable, syntax error, integer expression expected, ...);
#   - exit 2 names the tool and says what to run instead (./workshop help, or the exact command);
#   - exercises/, where every file holds the learner's work, changes only through `reset N --yes`, and then a
#     backup equal to the learner's file is in backups/; no other source changes, and no injected command runs.
# It runs in a scratch copy of the kit, with stand-ins for cmake, ctest, the package tools and the built programs,
# so that a valid command does its real work in milliseconds and nothing is built or installed.
#
# The companion is the kit build's, given in BOIDS_WORKSHOP_PROGRAM (scratch_kit.sh says why).
# Usage: fuzz_args.sh KIT_SOURCE_DIR [CASES] [SEED]     (ctest: 30 cases; the long run: 100000)
# Exit 0 when every case held, 1 otherwise (each failing case printed with the command that repeats it), 2 for
# bad arguments.
set -uo pipefail

src=${1:?usage: fuzz_args.sh KIT_SOURCE_DIR [CASES] [SEED]}
cases=${2:-300}
seed=${3:-1}
[[ $cases =~ ^[1-9][0-9]*$ ]] || { echo "fuzz_args.sh: CASES must be a whole number of 1 or more, not '$cases'." >&2; exit 2; }
[[ $seed =~ ^[0-9]+$ ]] || { echo "fuzz_args.sh: SEED must be a whole number, not '$seed'." >&2; exit 2; }

# A scratch kit with stand-ins: cmake and ctest succeed at once; the package tools must never be reached (every
# package "is installed"); the built test programs print a GoogleTest summary, and the window exits at once.
# shellcheck source=tests/workshop/scratch_kit.sh
source "$(dirname "$0")/scratch_kit.sh"
scratch_kit "$src"

real_commands=(run status test watch hint solve unsolve reset setup selftest doctor help)
# Helpers that draw random numbers set a variable instead of printing: bash reseeds RANDOM in every $(...)
# subshell, and a case drawn there would not repeat with the same seed.
own_option() { # own_option COMMAND: sets OPTION to an option that command takes (as words), or nothing
  case $1 in test) OPTION=(--all) ;; watch) OPTION=(--runs $((RANDOM % 3 + 1))) ;; hint) OPTION=(--reset) ;;
    reset) OPTION=(--yes) ;; selftest) OPTION=(--sanitize) ;; *) OPTION=() ;; esac
}
# The words arguments are made of. An injection would create a file named pwned.
commands=(run status test watch hint solve unsolve reset setup selftest doctor help -h --help "" frobnicate TEST " test"
  test1 "test 1" --yes 1)
words=(0 1 2 3 4 5 6 7 9 10 -1 +1 01 1.0 1e0 0x1 " 1" "1 " "" " " - -- --all --yes --reset --runs --runs=1 --runs=0
  --runs=-3 --runs= --runs=x --sanitize --help -h --yes=1 --ALL "'" '"' '$(touch pwned)' '`touch pwned`'
  '; touch pwned' '| touch pwned' '*' '?' '[1-6]' '../../etc/passwd' '/dev/null' $'\n' $'1\n' $'\t' 'a b'
  '%s%n%d' '\' '$HOME' '${x}' '-1e999' 99999999999999999999 "ß" "六" "$(printf 'x%.0s' {1..3000})")
bash_errors='unbound variable|syntax error|command not found|integer expression expected|bad substitution|operator expected|too many arguments|ambiguous redirect|division by 0|invalid arithmetic|value too great for base|bad array subscript|No such file or directory'

random_bytes() { # sets BYTES to 1-8 random bytes (never NUL: an argument cannot hold one)
  local n=$((RANDOM % 8 + 1)) i hex byte
  BYTES=""
  for ((i = 0; i < n; i++)); do
    printf -v hex '%02x' $((RANDOM % 255 + 1))
    printf -v byte '%b' "\\x$hex"
    BYTES+=$byte
  done
}

# The learner's work: every exercise edited, so that a reset has something to lose.
mkdir -p "$work/learner"
for file in "$kit"/exercises/*.cpp; do
  printf '// the learner was here\n' >>"$file"
  cp "$file" "$work/learner/"
done
tree_hash() { (cd "$kit" && find solutions framework tests hints cmake -type f -print0 | sort -z |
  xargs -0 cksum | cksum); }
before=$(tree_hash)

exercises_problem() { # exercises_problem STATUS ARGS...: what is wrong with exercises/ after the case, if anything
  local status=$1 file name backup
  shift
  for file in "$kit"/exercises/*.cpp; do
    name=$(basename "$file" .cpp)
    cmp -s "$file" "$work/learner/$name.cpp" && continue
    [[ $1 == reset && " $* " == *" --yes "* && $status -eq 0 ]] || { echo "exercises/$name.cpp changed"; return; }
    # backups/ is emptied after every case that made one, so a backup here was made by this case.
    backup=$(find "$kit/backups" -name "$name.*.cpp" 2>/dev/null | head -1)
    [[ -n $backup ]] && cmp -s "$backup" "$work/learner/$name.cpp" ||
      { echo "reset changed exercises/$name.cpp without a backup of the learner's file"; return; }
    cp "$work/learner/$name.cpp" "$file" # the learner's work again, for the next case
    rm -rf "$kit/backups"
  done
}

hang_limit=30
RANDOM=$seed
passed=0 failed=0
declare -A statuses=()
for ((c = 1; c <= cases; c++)); do
  if ((RANDOM % 2)); then
    # Half the cases start well formed, to reach deep into each command: a real command, often a real task,
    # often that command's own option; random words may follow.
    args=("${real_commands[RANDOM % ${#real_commands[@]}]}")
    ((RANDOM % 3)) && args+=($((RANDOM % 6 + 1)))
    own_option "${args[0]}"
    ((${#OPTION[@]} > 0 && RANDOM % 2)) && args+=("${OPTION[@]}")
  else
    args=("${commands[RANDOM % ${#commands[@]}]}")
  fi
  for ((k = RANDOM % 4 - 1; k > 0; k--)); do
    if ((RANDOM % 8 == 0)); then random_bytes && args+=("$BYTES"); else args+=("${words[RANDOM % ${#words[@]}]}"); fi
  done
  # A watch watches until stopped, so it gets 1 s; any other command must end by itself. Its limit is far above the
  # milliseconds it needs, so that a laptop busy with a build or a video call gives the same answer as a quiet one.
  limit=$hang_limit
  [[ ${args[0]} == watch ]] && limit=1
  out=$(cd "$kit" && timeout "$limit" ./workshop "${args[@]}" </dev/null 2>&1)
  status=$?
  statuses[$status]=$((${statuses[$status]:-0} + 1))
  problem=""
  case $status in
    0 | 1 | 2) ;;
    124) [[ ${args[0]} == watch ]] || problem="it ran for more than $hang_limit s: it hangs (it has no input to wait for)" ;;
    *) problem="exit status $status (expected 0, 1 or 2)" ;;
  esac
  if [[ -z $problem ]] && grep -qE -- "$bash_errors" <<<"$out"; then problem="a shell complained"; fi
  if [[ -z $problem && $status -eq 2 ]] && ! grep -q 'workshop: ' <<<"$out"; then
    problem="exit 2 without a 'workshop: ' message"
  fi
  if [[ -z $problem && $status -eq 2 ]] && ! grep -q 'Run ./workshop ' <<<"$out"; then
    problem="exit 2 without saying what to run instead (Run ./workshop help, or the exact command)"
  fi
  [[ -z $problem ]] && problem=$(exercises_problem "$status" "${args[@]}")
  if [[ -z $problem ]] && [[ -n $(find "$kit" -name pwned -print -quit) ]]; then problem="an injected command ran"; fi
  if [[ -n $problem ]]; then
    failed=$((failed + 1))
    echo "FAIL case $c: $problem"
    echo "      ./workshop$(printf ' %q' "${args[@]}")"
    head -c 600 <<<"$out" | sed 's/^/      | /'
    echo
    echo "      repeat (cases 1 to $c): $0 $src $c $seed"
    cp "$work/learner/"*.cpp "$kit/exercises/"
    rm -rf "$kit/backups"
    find "$kit" -name pwned -delete
  else
    passed=$((passed + 1))
  fi
done

if [[ $(tree_hash) != "$before" ]]; then
  echo "FAIL: the kit's sources changed during the run"
  failed=$((failed + 1))
fi
summary=""
for s in $(printf '%s\n' "${!statuses[@]}" | sort -n); do summary+=" exit $s: ${statuses[$s]};"; done
echo "fuzz_workshop_args: $cases cases, seed $seed;${summary%;}"
echo "fuzz_workshop_args: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
