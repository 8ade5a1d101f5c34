#!/usr/bin/env bash
# The incremental selections of paper 002 §6.2 on finite matrices against the six baselines
# of §8.2 and HoLM (docs/master-worker.md, "Finite matrices"): for each random star of
# `partita generate --kind star` (p workers, a seed, n/q with q = 80), `partita compare` of
# every mw-* schedule; prints every makespan over the best baseline's (1 is that baseline),
# then the largest and the mean ratio of each column.
#
#   bench/mw_finite.sh            the dozen stars of the table in docs/master-worker.md
#   bench/mw_finite.sh --memory   the same stars with 1 to 64 MiB per worker (μ_i from 2 to
#                                 34), so that memory, not the matrix, bounds the chunks
#   bench/mw_finite.sh --many N   N stars drawn from p in 4..24, n/q in 20..120, seeds 1..N
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
partita=${PARTITA:-$here/build/default/app/cli/partita}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

memory=0
cases=(
  "4 1 20" "4 2 120" "6 3 60" "8 1 40" "8 4 100" "12 5 30"
  "12 2 80" "16 1 50" "16 6 120" "20 7 25" "24 8 60" "24 3 100"
)
while [ $# -gt 0 ]; do
  case "$1" in
    --memory) memory=1 ;;
    --many)
      shift
      cases=()
      for ((s = 1; s <= $1; ++s)); do
        cases+=("$((4 + (s * 7) % 21)) $s $((20 + (s * 37) % 101))")
      done
      ;;
    *) echo "usage: $0 [--memory] [--many N]" >&2; exit 2 ;;
  esac
  shift
done

selections=(mw-global mw-local mw-lookahead)
baselines=(mw-homogeneous mw-round-robin mw-min-min mw-demand-driven mw-dd-basic mw-bmm mw-obmm)
all=("${selections[@]}" "${baselines[@]}")
names=(global local lookahead HoLM ORROML OMMOML ODDOML DDOML BMM OBMM) # paper 002 §6.2, §8.2

printf '%3s %4s %4s %-16s %8s' p seed n/q "best baseline" seconds
printf ' %9s' "${names[@]}"
printf '\n'
for c in "${cases[@]}"; do
  read -r p seed nq <<<"$c"
  "$partita" generate --kind star --p "$p" --seed "$seed" --out "$work/star.json"
  if [ "$memory" = 1 ]; then # worker i (from 0): 1 + (37 i + 13 seed) mod 64 MiB
    jq --argjson s "$seed" '.processors |= [to_entries[] | .value.memory = (1 + ((.key * 37 + 13 * $s) % 64)) | .value]' \
      "$work/star.json" >"$work/star-m.json"
    mv "$work/star-m.json" "$work/star.json"
  fi
  "$partita" compare --platform "$work/star.json" --n $((nq * 80)) --q 80 --algorithms "$(IFS=,; echo "${all[*]}")" \
    --json >"$work/out.json"
  jq -r --arg all "${all[*]}" --arg base "${baselines[*]}" --arg p "$p" --arg seed "$seed" --arg nq "$nq" '
    [.results[] | select(.applicable)] as $r
    | ($r | map(select(.algorithm | IN($base | split(" ")[]))) | min_by(.makespan)) as $best
    | [$p, $seed, $nq, $best.algorithm, ($best.makespan | tostring)]
      + [($all | split(" ")[]) as $a | ($r[] | select(.algorithm == $a) | .makespan / $best.makespan)]
    | @tsv' "$work/out.json"
done | awk -F'\t' -v n="${#all[@]}" '
  { printf "%3s %4s %4s %-16s %8.4g", $1, $2, $3, $4, $5
    for (i = 1; i <= n; ++i) { x = $(5 + i); printf " %9.3f", x; sum[i] += x; if (x > max[i]) max[i] = x }
    printf "\n"; ++rows }
  END { printf "%3s %4s %4s %-16s %8s", "", "", "", "largest", ""
        for (i = 1; i <= n; ++i) printf " %9.3f", max[i]
        printf "\n%3s %4s %4s %-16s %8s", "", "", "", "mean", ""
        for (i = 1; i <= n; ++i) printf " %9.3f", sum[i] / rows
        printf "\n" }'
