#!/usr/bin/env bash
# The executor's numbers (docs/benchmarks.md), as ratios measured in one run:
#   homogeneous pair, 2 ranks, n = 4000 (q = 500):
#     compute-phase rate of `partita run` over 2 × one-thread OpenBLAS dgemm on the same
#     work (target >= 0.95), and its whole run (makespan + gather, data starting and ending on
#     rank 0) over ScaLAPACK PDGEMM on the same 2 ranks with the same data movement (< 1);
#   emulated speeds 1, 1, 2, 4 (4 ranks, n = 64, q = 8, a time unit of 4 ms, links of 64
#     blocks per time unit so that communication is a small part): columns and layers over
#     the ideal (work / total speed; target <= 1.10), even-columns over columns (>= 1.8), and
#     measured over predicted makespan for every strategy (0.9-1.1).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$here/build/default}
partita=$build/app/cli/partita
peer=$build/bench/partita-bench-pdgemm
n=${N:-4000}
q=${Q:-500}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=""
[ "$(id -u)" -eq 0 ] && root="--allow-run-as-root"

cat > "$work/pair.json" <<JSON
{"format": "partita-platform/1", "name": "homogeneous pair", "master": "P1", "master_computes": true,
 "processors": [{"id": "P1", "speed": 20, "memory": 4096}, {"id": "P2", "speed": 20, "memory": 4096}],
 "links": [{"from": "P1", "to": "P2", "bandwidth": 10, "latency": 1e-6}]}
JSON
cat > "$work/four.json" <<JSON
{"format": "partita-platform/1", "name": "speeds 1, 1, 2, 4", "units": "blocks", "master": "P4",
 "master_computes": true,
 "processors": [{"id": "P1", "speed": 1, "memory": 1000}, {"id": "P2", "speed": 1, "memory": 1000},
                {"id": "P3", "speed": 2, "memory": 1000}, {"id": "P4", "speed": 4, "memory": 1000}],
 "links": [{"from": "P4", "to": "P1", "bandwidth": 64}, {"from": "P4", "to": "P2", "bandwidth": 64},
           {"from": "P4", "to": "P3", "bandwidth": 64}]}
JSON

json() { perl -MJSON::PP -e 'my $d = decode_json(join("", <STDIN>)); my $v = $d; $v = $v->{$_} for split /\./, $ARGV[0]; print $v' "$1"; }
ratio() { perl -e 'printf "%.3f", $ARGV[0] / $ARGV[1]' "$1" "$2"; }

echo "homogeneous pair, 2 ranks, n = $n, q = $q"
peerOut=$(mpirun $root -np 2 -x OPENBLAS_NUM_THREADS=1 "$peer" "$n" "$q")
runOut=$("$partita" run --platform "$work/pair.json" --n "$n" --q "$q" --algorithm columns --json)
[ "$(echo "$runOut" | json verified)" = "1" ] || { echo "the run did not verify"; exit 1; }
dgemm=$(echo "$peerOut" | json dgemm_gflops_per_rank)
pdgemm=$(echo "$peerOut" | json pdgemm_seconds)
perl -MJSON::PP -e '
  my ($run, $n, $dgemm, $pdgemm) = @ARGV;
  my $d = decode_json($run);
  my $rate = 0;
  $rate += ($n ** 3) / $_->{compute} / 1e9 for @{$d->{per_rank}};   # each rank does n^3 multiply-adds x 2 / 2
  my $whole = $d->{makespan}; # --result gathered (the default): the makespan ends with C at rank 0
  printf "  %-58s %10.3f\n", "one-thread dgemm, GFLOP/s per rank", $dgemm;
  printf "  %-58s %10.3f\n", "partita run compute phase, GFLOP/s (2 ranks)", $rate;
  printf "  %-58s %10.3f  (target >= 0.95)\n", "compute-phase rate / (2 x dgemm)", $rate / (2 * $dgemm);
  printf "  %-58s %10.3f\n", "partita run whole (makespan, C gathered), s", $whole;
  printf "  %-58s %10.3f\n", "ScaLAPACK PDGEMM whole (distribute, multiply, collect), s", $pdgemm;
  printf "  %-58s %10.3f  (target < 1)\n", "partita run / PDGEMM", $whole / $pdgemm;
' "$runOut" "$n" "$dgemm" "$pdgemm"

echo "emulated speeds 1, 1, 2, 4, 4 ranks, n = 64, q = 8, time unit 4 ms"
ideal=$(perl -e 'printf "%.6f", (64 / 8) ** 3 / 8 * 0.004')
declare -A made
for a in even-columns block-cyclic grid2d columns recursive hetero-block-cyclic layers; do
  out=$("$partita" run --platform "$work/four.json" --n 64 --q 8 --algorithm "$a" --emulate --time-unit 0.004 --json)
  m=$(echo "$out" | json makespan)
  p=$(echo "$out" | json predicted_makespan)
  made[$a]=$m
  printf "  %-22s measured %8.4f s  predicted %8.4f s  measured/predicted %6s  /ideal %6s\n" \
    "$a" "$m" "$p" "$(ratio "$m" "$p")" "$(ratio "$m" "$ideal")"
done
printf "  %-58s %10s  (target <= 1.10)\n" "columns / ideal" "$(ratio "${made[columns]}" "$ideal")"
printf "  %-58s %10s  (target <= 1.10)\n" "layers / ideal" "$(ratio "${made[layers]}" "$ideal")"
printf "  %-58s %10s  (target >= 1.8)\n" "even-columns / columns" "$(ratio "${made[even-columns]}" "${made[columns]}")"
