# shellcheck shell=bash
# timing.sh: what the measuring scripts share (sourced, not run): the wall clock, and a row of times summed up.
# now: seconds since the epoch, with nanoseconds.
now() { date +%s.%N; }
# summary NAME SECONDS...: "NAME: median X s (min Y, max Z, N rounds)"; machines here are noisy, so the median.
summary() {
  local name=$1
  shift
  printf '%s\n' "$@" | sort -n | awk -v name="$name" '{ v[NR] = $1 }
    END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
          printf "%s: median %.2f s (min %.2f, max %.2f, %d rounds)\n", name, m, v[1], v[NR], NR }'
}
