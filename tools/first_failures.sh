#!/usr/bin/env bash
# first_failures.sh KIT OUT FILE...: the first failure `./workshop test N` shows for each learner file, as a learner
# would meet it, and a count of what those failures said. Each FILE is a whole exercise, named STEM__what.cpp
# ("01_alignment__y_from_x.cpp") or kept in a task's folder (framework/tasks/STEM/unseen/what.cpp, or
# tests/unseen/crowd/STEM/what.cpp): it is copied over
# KIT/exercises/STEM.cpp, `./workshop test N` runs, and its output goes to OUT/STEM__what.txt. KIT must be a clone
# you can spare (git clone . /tmp/kit): its exercises/ is put back as it was at the end, but nothing else is kept.
# Per file, one line: what the failure does first
#   named    a known mistake of the catalog ("This is what you get when ...")
#   finding  the experiments' findings, no known mistake
#   nothing  neither ("No experiment found a pattern", or no finding at all)
#   stopped  the code never returned, crashed or threw
#   passes   no failure (a correct solution)
# and "trace" when it ends with the learner's code line by line. The totals follow. docs/trace.md quotes a run.
set -euo pipefail

kit=${1:?usage: first_failures.sh KIT OUT FILE...}
out=${2:?usage: first_failures.sh KIT OUT FILE...}
shift 2
[[ -x $kit/workshop && -d $kit/exercises ]] || { echo "first_failures.sh: $kit is not a kit (no workshop)" >&2; exit 2; }
mkdir -p "$out"
saved=$(mktemp -d)
cp -p "$kit"/exercises/*.cpp "$saved"/
# Put back with a new time stamp: the kit's build compiled the last file tried, and must see the exercise as newer.
trap 'cp "$saved"/*.cpp "$kit"/exercises/; rm -rf "$saved"' EXIT

declare -A total=()
for file in "$@"; do
  name=$(basename "$file" .cpp)
  if [[ $name == *__* ]]; then
    stem=${name%%__*}
  elif [[ $(basename "$(dirname "$file")") == [0-9][0-9]_* ]]; then
    stem=$(basename "$(dirname "$file")")  # tests/unseen/crowd/STEM/what.cpp
    name="${stem}__$name"
  else
    stem=$(basename "$(dirname "$(dirname "$file")")")  # framework/tasks/STEM/unseen/what.cpp
    name="${stem}__$name"
  fi
  n=$((10#${stem%%_*}))
  cp "$saved/$stem.cpp" "$kit/exercises/$stem.cpp"  # every other file as it was
  cp "$file" "$kit/exercises/$stem.cpp"
  (cd "$kit" && ./workshop test "$n") >"$out/$name.txt" 2>&1 || true
  cp "$saved/$stem.cpp" "$kit/exercises/$stem.cpp"
  # The first failure: from the start to the list of the others, or to the count when no other fails.
  text=$(sed -n '1,/^\(Also failing:\|Task [0-9]* .*: [0-9]*\/[0-9]* passing\)/p' "$out/$name.txt")
  if grep -q "This is what you get when" <<<"$text"; then kind=named
  elif grep -Eq "never returned|crashed|threw an exception|stopped on line" <<<"$text"; then kind=stopped
  elif grep -q "No experiment found a pattern" <<<"$text" || ! grep -q "What your code does" <<<"$text"; then kind=nothing
  else kind=finding
  fi
  traced=""
  if grep -q "Your code on this scene, line by line" <<<"$text"; then traced=" trace"; fi
  if grep -Eq "^Task $n .*: ([0-9]+)/\1 passing" "$out/$name.txt"; then kind=passes; traced=""; fi
  grep -q "passing" "$out/$name.txt" || kind="error (see $out/$name.txt)"
  printf '%-60s %s%s\n' "$name" "$kind" "$traced"
  total[$kind$traced]=$((${total[$kind$traced]:-0} + 1))
done
for k in "${!total[@]}"; do printf 'total %-20s %d\n' "$k" "${total[$k]}"; done | sort
