#!/usr/bin/env bash
# The headless demo: plans paper 004's 4-processor example and the 16-node heterogeneous star
# with several strategies, prints the metrics tables, simulates one plan and writes its trace,
# compares every strategy, runs an emulated MPI job and writes the drawings, charts and its
# Gantt chart (measured under predicted) to build/demo/.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
partita="$here/build/default/app/cli/partita"
out="$here/build/demo"
mkdir -p "$out"
examples="$here/resources/examples"

for algorithm in columns layers; do
  "$partita" plan --platform "$examples/lbp-fig1.json" --n 8 --q 1 --algorithm "$algorithm" \
    --svg "$out/lbp-fig1-$algorithm.svg"
  echo
done
for algorithm in even-columns grid2d columns recursive hetero-block-cyclic; do
  "$partita" plan --platform "$examples/star16.json" --n 4000 --q 80 --algorithm "$algorithm" \
    --svg "$out/star16-$algorithm.svg"
  echo
done
"$partita" simulate --platform "$examples/star16.json" --n 4000 --q 80 --algorithm columns \
  --trace "$out/star16-columns-trace.json"
echo
"$partita" compare --platform "$examples/star16.json" --n 4000 --q 80 --equivalent-homogeneous \
  --svg "$out/star16-compare.svg"
echo
# The real product with Open MPI and OpenBLAS, emulating paper 004's four processors (speeds
# 1, 1, 2, 4) on this machine: measured against predicted, on one Gantt chart.
if [ -x "$here/build/default/app/worker/partita-worker" ]; then
  "$partita" run --platform "$examples/lbp-fig1.json" --n 64 --q 8 --algorithm columns --emulate \
    --time-unit 0.002 --json --gantt "$out/lbp-fig1-columns-gantt.svg"
  echo
fi
echo "drawings, trace (open it in https://ui.perfetto.dev), charts and Gantt chart written to $out"
