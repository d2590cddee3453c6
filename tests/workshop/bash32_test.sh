#!/usr/bin/env bash
# The kit's bash scripts (fuzz/run; ./workshop is POSIX sh now, tested by launcher_test.sh) must run on macOS's bash
# 3.2, which no Linux machine here has (and BASH_COMPAT does not bring its errors back), so this test rejects what
# bash 3.2 cannot run, by reading the script:
#   - an array expanded as "${a[@]}" or "${a[*]}" that may be empty: under set -u, bash before 4.4 stops with
#     "unbound variable". Write ${a[@]+"${a[@]}"}. Arrays given a non-empty literal and never emptied are allowed.
#   - bash 4 and later: declare/local -A, -n and -g; mapfile and readarray; ${v,,} ${v^^} ${v,} ${v^}; ${v@Q};
#     |& and &>>; negative indices ${a[-1]}; case ;& and ;;&; coproc; globstar; [[ -v ]]; {fd}> redirections;
#     $EPOCHSECONDS, $EPOCHREALTIME, $BASHPID; wait -n; {a..b..step}; printf %(...)T.
# It first proves that it catches each of them, added to a copy of the script, then checks the script
# itself, then runs shellcheck on it (skipped, saying so, only where shellcheck is not installed).
# Usage: bash32_test.sh KIT_SOURCE_DIR
set -uo pipefail

src=${1:?usage: bash32_test.sh KIT_SOURCE_DIR}
scripts=("$src/fuzz/run")

# bash32_problems FILE: prints "FILE:LINE: what" for each construct bash 3.2 rejects; comments are not code.
bash32_problems() {
  local file=$1 code
  code=$(sed -e 's/^[[:space:]]*#.*$//' -e 's/[[:space:]]#[^"'"'"']*$//' "$file")
  local -a rules=(
    'declare -A, local -A (associative arrays: bash 4) :: (declare|local|typeset)[[:space:]]+(-[a-zA-Z]*[Ang][a-zA-Z]*)'
    'mapfile or readarray (bash 4) :: (^|[^A-Za-z_])(mapfile|readarray)([[:space:]]|$)'
    'case conversion ${v,,} ${v^^} (bash 4) :: \$\{[#!]?[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?(,|\^)'
    'a transformation ${v@Q} (bash 4.4) :: \$\{[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?@[QEPAaUuLK]\}'
    '|& (bash 4) :: \|&'
    '&>> (bash 4) :: &>>'
    'a negative array index (bash 4.3) :: \$\{[A-Za-z_][A-Za-z0-9_]*\[-[0-9$]'
    'case fall-through ;& or ;;& (bash 4) :: ;;?&'
    'coproc (bash 4) :: (^|[^A-Za-z_])coproc[[:space:]]'
    'globstar (bash 4) :: globstar'
    '[[ -v NAME ]] (bash 4.2) :: \[\[[[:space:]]+-v[[:space:]]'
    'a {fd}> redirection (bash 4.1) :: (^|[^$])\{[A-Za-z_][A-Za-z0-9_]*\}[<>]'
    '$EPOCHSECONDS, $EPOCHREALTIME or $BASHPID (bash 4 and 5) :: \$\{?(EPOCHSECONDS|EPOCHREALTIME|BASHPID)'
    'wait -n (bash 4.3) :: (^|[^A-Za-z_])wait[[:space:]]+-n'
    'a brace range with a step {a..b..c} (bash 4) :: \{[^{}[:space:]]*\.\.[^{}[:space:]]*\.\.[^{}[:space:]]*\}'
    'printf %(...)T (bash 4.2) :: %\([^)]*\)T'
  )
  local rule what regex
  for rule in "${rules[@]}"; do
    what=${rule%% :: *} regex=${rule#* :: }
    grep -nE -- "$regex" <<<"$code" | awk -F: -v file="$file" -v what="$what" '{ print file ":" $1 ": " what }'
  done
  # Arrays that are never empty: a non-empty literal, and no other assignment that could empty them.
  local name never_empty=" "
  for name in $(grep -oE '(^|[[:space:]])[A-Za-z_][A-Za-z0-9_]*=\([^)[:space:]]' <<<"$code" |
                sed -E 's/^[[:space:]]*//; s/=.*//' | sort -u); do
    grep -qE "(^|[[:space:]])$name(\+?=\(\)|\+?=\([[:space:]]*\)|=\(\"?\\$|=\(\\$|=\([[:space:]]*$)" <<<"$code" ||
      grep -qE "(^|[[:space:]])(local|declare)[[:space:]]+(-[a-z]+[[:space:]]+)?$name([[:space:]]|$)" <<<"$code" ||
      never_empty+="$name "
  done
  # Every other "${a[@]}" or "${a[*]}" must be guarded: ${a[@]+"${a[@]}"}.
  grep -nE '\$\{[A-Za-z_][A-Za-z0-9_]*\[[@*]\]\}' <<<"$code" | while IFS=: read -r line text; do
    local unguarded
    unguarded=$(sed -E 's/\$\{([A-Za-z_][A-Za-z0-9_]*)\[@\]\+"\$\{\1\[@\]\}"\}//g' <<<"$text" |
                grep -oE '\$\{[A-Za-z_][A-Za-z0-9_]*\[[@*]\]\}' | sed -E 's/^\$\{//; s/\[.*//' | sort -u)
    for name in $unguarded; do
      [[ "$never_empty" == *" $name "* ]] ||
        printf '%s:%s: "${%s[@]}" may be empty, an error under set -u before bash 4.4: write ${%s[@]+"${%s[@]}"}\n' \
          "$file" "$line" "$name" "$name" "$name"
    done
  done
}

passes=0 failures=0
record() { if [[ $2 -eq 0 ]]; then echo "ok:   $1"; passes=$((passes + 1)); else echo "FAIL: $1"; failures=$((failures + 1)); fi; }

# 1. The check catches each construct, added to a copy of the script.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
samples=(
  'declare -A seen=()' 'local -A counts' 'mapfile -t lines <file' 'readarray lines' 'echo "${name,,}"' 'echo "${name^^}"'
  'echo "${name@Q}"' 'make |& tee log' 'echo hi &>>log' 'echo "${TASKS[-1]}"' 'case $x in a) ;& esac'
  'coproc cat' 'shopt -s globstar' '[[ -v name ]]' 'exec {fd}>log' 'echo "$EPOCHSECONDS"' 'wait -n'
  'echo {1..9..2}' "printf '%(%H)T'" 'empty=(); echo "${empty[@]}"' 'local list=(); list+=(a); echo "${list[*]}"'
)
# All in one copy, each on a line of its own, read once: a reading per sample took 20 s of a minute's limit
# beside two busy programs.
cp "${scripts[0]}" "$work/script"
first=$(($(wc -l <"$work/script" | tr -d ' ') + 1))
printf '%s\n' "${samples[@]}" >>"$work/script"
problems=$(bash32_problems "$work/script")
line=$first
for sample in "${samples[@]}"; do
  found=$(grep -F "$work/script:$line: " <<<"$problems" | head -1)
  r=0; [[ -n "$found" ]] || r=1
  record "the check rejects: $sample${found:+  (${found#*: })}" $r
  line=$((line + 1))
done

# 2. The scripts themselves.
for script in "${scripts[@]}"; do
  found=$(bash32_problems "$script")
  [[ -z "$found" ]] || sed 's/^/      /' <<<"$found"
  r=0; [[ -z "$found" ]] || r=1
  record "${script#"$src"/} uses only what bash 3.2 runs" $r
done

# 3. shellcheck, every warning and style note.
if command -v shellcheck >/dev/null 2>&1; then
  for script in "${scripts[@]}"; do
    out=$(shellcheck --shell=bash "$script" 2>&1)
    r=$?
    [[ $r -eq 0 ]] || sed 's/^/      /' <<<"$out" | head -30
    record "shellcheck ${script#"$src"/}: clean" $r
  done
else
  echo "skip: shellcheck is not installed (apt-get install shellcheck; CI installs it), so it did not run."
fi

echo "$passes passed, $failures failed"
[[ $failures -eq 0 ]]
