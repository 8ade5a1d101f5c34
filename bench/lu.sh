#!/usr/bin/env bash
# LU factorization executed for real (docs/lu.md, docs/benchmarks.md), as ratios measured in
# one run:
#   1. `partita run --algorithm lu-homogeneous` and `lu-hetero` at n = 4000 (q = 80) on a master
#      and two workers (3 ranks on this 2-core machine; the master only communicates) against
#      LAPACK's dgetrf with 2 OpenBLAS threads on the same n, measured here: the rate of the
#      whole run (⅔n³ flops over the makespan, A and L\U on rank 0) over dgetrf's
#      (target >= 0.5);
#   2. the same strategies emulated on a blocks platform (speeds 1 and 2, a time unit of 2 ms):
#      measured over predicted makespan (target within 10 %).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$here/build/default}
partita=$build/app/cli/partita
dgetrf=$build/bench/partita-bench-dgetrf
n=${N:-4000}
q=${Q:-80}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

json() { perl -MJSON::PP -e 'my $d = decode_json(join("", <STDIN>)); my $v = $d; $v = $v->{$_} for split /\./, $ARGV[0]; print $v // ""' "$1"; }
ratio() { perl -e 'printf "%.3f", $ARGV[0] / $ARGV[1]' "$1" "$2"; }

# Two workers of 20 Gflop/s behind 5 GB/s links, 3 MiB each: 61 blocks of 80×80, μ_i = 6
# (μ² + 4μ ≤ 61); the speeds and links only guide the planning, the run is real.
cat > "$work/pair.json" <<JSON
{"format": "partita-platform/1", "name": "master and two workers", "master": "M",
 "processors": [{"id": "P1", "speed": 20, "memory": 3}, {"id": "P2", "speed": 20, "memory": 3}],
 "routers": [{"id": "M"}],
 "links": [{"from": "M", "to": "P1", "bandwidth": 5, "latency": 1e-6},
           {"from": "M", "to": "P2", "bandwidth": 5, "latency": 1e-6}]}
JSON
cat > "$work/emulated.json" <<JSON
{"format": "partita-platform/1", "name": "speeds 1 and 2", "units": "blocks", "master": "M",
 "processors": [{"id": "P1", "speed": 1, "memory": 60}, {"id": "P2", "speed": 2, "memory": 32}],
 "routers": [{"id": "M"}],
 "links": [{"from": "M", "to": "P1", "bandwidth": 8}, {"from": "M", "to": "P2", "bandwidth": 8}]}
JSON

echo "LAPACK dgetrf, 2 threads, n = $n"
peer=$(OPENBLAS_NUM_THREADS=2 "$dgetrf" "$n")
peerRate=$(echo "$peer" | json gflops)
printf "  %-56s %10.3f\n" "dgetrf GFLOP/s" "$peerRate"

echo "partita run, master + 2 workers, n = $n, q = $q"
for a in lu-homogeneous lu-hetero; do
  out=$("$partita" run --platform "$work/pair.json" --n "$n" --q "$q" --algorithm "$a" --json)
  [ "$(echo "$out" | json verified)" = "1" ] || { echo "$a did not verify: $out"; exit 1; }
  printf "  %-16s mu %2s  makespan %8.3f s  %8.3f GFLOP/s  residual %.2e  / dgetrf %6s  (target >= 0.5)\n" \
    "$a" "$(echo "$out" | json mu)" "$(echo "$out" | json makespan)" "$(echo "$out" | json gflops)" \
    "$(echo "$out" | json residual)" "$(ratio "$(echo "$out" | json gflops)" "$peerRate")"
done

echo "emulated, speeds 1 and 2, n = 96, q = 4 (24 blocks a side), time unit 2 ms"
for a in lu-homogeneous lu-hetero; do
  out=$("$partita" run --platform "$work/emulated.json" --n 96 --q 4 --algorithm "$a" --emulate --time-unit 0.002 --json)
  [ "$(echo "$out" | json verified)" = "1" ] || { echo "$a did not verify: $out"; exit 1; }
  m=$(echo "$out" | json makespan)
  p=$(echo "$out" | json predicted_makespan)
  printf "  %-16s measured %8.3f s  predicted %8.3f s  measured/predicted %6s  (target 0.9-1.1)\n" "$a" "$m" "$p" \
    "$(ratio "$m" "$p")"
done
