#!/usr/bin/env bash
# Products of any shape on real ranks (docs/shapes.md, docs/benchmarks.md). In one run:
#   1. `partita calibrate --np 2 --q 96,...,512` measures this machine (the panel rate as a
#      function of the block size, among which `partita run` chooses) and writes a 2-processor star;
#   2. the whole run (makespan + C gathered at rank 0) of `columns` on it, default options, for
#      M×K by K×N (default 8000×1000 by 1000×8000), against OpenBLAS's own 2-thread dgemm on the
#      same shape measured here (target >= 0.85), with the run's measured / predicted makespan;
#   3. the same for every other 2D partition, and `compare --sweep k=...` on the calibrated
#      platform (predicted makespans as the inner dimension doubles).
# SHAPES="M:K:N ..." runs other shapes; STRATEGIES the partitions of step 3.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$here/build/default}
partita=$build/app/cli/partita
dgemm=$build/bench/partita-bench-dgemm
shapes=${SHAPES:-"8000:1000:8000 1000:8000:1000 4000:500:4000"}
strategies=${STRATEGIES:-"even-columns block-cyclic grid2d recursive"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "calibrating 2 ranks"
"$partita" calibrate --np 2 --q 96,128,192,256,384,512 --out "$work/cal.json" > /dev/null

report() { # shape algorithm run-json peer-json
  perl -MJSON::PP -e '
    my ($shape, $algorithm, $run, $peer) = @ARGV;
    ($run, $peer) = map { decode_json($_) } ($run, $peer);
    my $rate = 2 * $run->{m} * $run->{k} * $run->{n} / $run->{makespan} / 1e9;
    printf "%-16s %-14s q %4d %9.3f GFLOP/s  dgemm %8.3f  whole/dgemm %6.3f  measured/predicted %6.3f  %s\n",
      $shape, $algorithm, $run->{q}, $rate, $peer->{gflops}, $rate / $peer->{gflops},
      $run->{makespan} / $run->{predicted_makespan}, $run->{verified} ? "verified" : "NOT VERIFIED";
  ' "$1" "$2" "$3" "$4"
}

for shape in $shapes; do
  IFS=: read -r m k n <<< "$shape"
  peer=$(OPENBLAS_NUM_THREADS=2 "$dgemm" "$m" "$k" "$n")
  for a in columns $strategies; do
    out=$("$partita" run --platform "$work/cal.json" --m "$m" --k "$k" --n "$n" --algorithm "$a" --json 2>/dev/null) \
      || { echo "$shape $a: refused or failed"; continue; }
    report "${m}x${k}x${n}" "$a" "$out" "$peer"
  done
  echo
done
echo "columns, target: whole/dgemm >= 0.85 on 8000x1000x8000"
echo
"$partita" compare --platform "$work/cal.json" --m 8000 --n 8000 --k 1000 --sweep k=250:16000 \
  --algorithms "columns,even-columns,grid2d,recursive,block-cyclic"
