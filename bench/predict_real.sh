#!/usr/bin/env bash
# Predictions on real ranks, without emulation (docs/benchmarks.md). In one run:
#   1. `partita calibrate --np 2 --q Q,96,128,256,384,512` measures this machine (medians of
#      trials, the ranks computing together: the panel update at the runs' block size Q, default
#      192, and at the block sizes partita run chooses among, as a speed function of q; the q×q
#      block update of master-worker; the ring's Jacobi sweep) and writes a 2-processor star;
#   2. every executable strategy runs on it for real: measured / predicted makespan
#      (target 0.93-1.07);
#   3. the same with rank 1 held to 40 % of a core (`--throttle 1:0.4`, root and cpu cgroups
#      needed; skipped otherwise) on the platform `partita calibrate --throttle 1:0.4` measures,
#      the lab as it will run (target <= 1.10), and the gain of columns over even-columns
#      measured against predicted (target >= 0.85 of the predicted gain);
#   4. the whole run (makespan + gather) of columns at n = 4000 with default options against
#      OpenBLAS's own 2-thread dgemm on the same n, measured here (target >= 0.90).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$here/build/default}
partita=$build/app/cli/partita
dgemm=$build/bench/partita-bench-dgemm
n=${N:-2000}
# The block size of the runs and of the calibration (the compute rate is measured at the block
# size the run will use); 192 is what partita run chooses for a balanced pair at n = 2000.
q=${Q:-192}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

json() { perl -MJSON::PP -e 'my $d = decode_json(join("", <STDIN>)); my $v = $d; $v = $v->{$_} for split /\./, $ARGV[0]; print $v // ""' "$1"; }
ratio() { perl -e 'printf "%.3f", $ARGV[0] / $ARGV[1]' "$1" "$2"; }

echo "calibrating 2 ranks"
"$partita" calibrate --np 2 --q "$q,96,128,256,384,512" --out "$work/cal.json"
throttle=yes
[ "$(id -u)" -eq 0 ] && [ -w /sys/fs/cgroup ] || throttle=no
if [ "$throttle" = yes ]; then
  # The throttled lab, measured as it will run: rank 1 in its cgroup at 0.4 of a core.
  echo "calibrating 2 ranks, rank 1 at 0.4 of a core"
  "$partita" calibrate --np 2 --q "$q,96,128,256,384,512" --throttle 1:0.4 --out "$work/cal-throttled.json"
fi

strategies=${STRATEGIES:-"even-columns block-cyclic grid2d columns recursive hetero-block-cyclic layers mw-homogeneous
  mw-global mw-min-min mw-bmm lbp-star lbp-mesh ring"}
run() { # platform algorithm extra... -> summary JSON, or nothing when the strategy refuses the platform
  "$partita" run --platform "$1" --n "$n" --q "$q" --algorithm "$2" "${@:3}" --json 2>/dev/null || true
}
printf "\n%-20s %14s %14s\n" "n = $n, measured/predicted" "full speed" "P1 at 0.4"
declare -A full slow slowPredicted
for a in $strategies; do
  out=$(run "$work/cal.json" "$a")
  m=$(echo "${out:-{\}}" | json measured_over_predicted)
  full[$a]=$(echo "${out:-{\}}" | json makespan)
  t="-"
  if [ "$throttle" = yes ] && [ -n "$m" ]; then
    tout=$(run "$work/cal-throttled.json" "$a" --throttle 1:0.4)
    t=$(echo "${tout:-{\}}" | json measured_over_predicted)
    slow[$a]=$(echo "${tout:-{\}}" | json makespan)
    slowPredicted[$a]=$(echo "${tout:-{\}}" | json predicted_makespan)
    [ -n "$t" ] && t=$(printf "%.3f" "$t")
  fi
  printf "%-20s %14s %14s\n" "$a" "${m:+$(printf "%.3f" "$m")}" "${t:--}"
done

if [ "$throttle" = yes ] && [ -n "${slow[columns]:-}" ] && [ -n "${slow[even-columns]:-}" ]; then
  # the gain the runs predicted for themselves (the executor's schedule, C gathered)
  pg=$(ratio "${slowPredicted[even-columns]}" "${slowPredicted[columns]}")
  mg=$(ratio "${slow[even-columns]}" "${slow[columns]}")
  printf "\ncolumns over even-columns with P1 at 0.4: measured gain %s, predicted %s, ratio %s (target >= 0.85)\n" \
    "$mg" "$pg" "$(perl -e 'printf "%.3f", ($ARGV[0] - 1) / ($ARGV[1] - 1)' "$mg" "$pg")"
else
  echo "(the throttled lab needs root and a writable /sys/fs/cgroup)"
fi

echo
peer=$(OPENBLAS_NUM_THREADS=2 "$dgemm" 4000)
whole=$("$partita" run --platform "$work/cal.json" --n 4000 --algorithm columns --json)
perl -MJSON::PP -e '
  my ($run, $peer) = map { decode_json($_) } @ARGV;
  my $seconds = $run->{makespan}; # --result gathered (the default): C is at rank 0 when it ends
  my $rate = 2 * 4000 ** 3 / $seconds / 1e9;
  printf "%-58s %10.3f\n", "OpenBLAS dgemm, 2 threads, n = 4000, GFLOP/s", $peer->{gflops};
  printf "%-58s %10.3f\n", "partita run columns whole (C gathered), GFLOP/s", $rate;
  printf "%-58s %10.3f  (target >= 0.90)\n", "whole run / dgemm", $rate / $peer->{gflops};
' "$whole" "$peer"
