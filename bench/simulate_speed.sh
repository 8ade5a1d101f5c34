#!/usr/bin/env bash
# Scheduling speed (docs/benchmarks.md): `partita simulate` of lbp-mesh (PMFT-LBP
# and the heuristic) on a generated 9×9 mesh, and of mw-global for n/q = 200 on generated
# stars of 16 and 32 workers, each as a whole process against its 1 s target, and for
# n/q = 400 on 64 workers against 2 s. Prints the best of
# several runs and its ratio to the target, with `columns` on the same star (a one-step
# simulation) measured in the same run as the peer.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
partita=${PARTITA:-$here/build/default/app/cli/partita}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$partita" generate --kind mesh --p 81 --seed 1 --out "$work/mesh81.json"
"$partita" generate --kind star --p 16 --seed 1 --out "$work/star16.json"
"$partita" generate --kind star --p 32 --seed 1 --out "$work/star32.json"
"$partita" generate --kind star --p 64 --seed 1 --out "$work/star64.json"

best_of() { # best wall time in seconds of 5 runs of the command
  perl -MTime::HiRes=time -e 'open(STDOUT, ">", "/dev/null");
    my $best = 1e9;
    for (1 .. 5) { my $t = time; system(@ARGV) == 0 or die "failed: @ARGV\n";
                   my $d = time - $t; $best = $d if $d < $best }
    printf STDERR "%.4f", $best' -- "$@" 2>&1
}
ratio() { perl -e 'printf "%.3f", $ARGV[0] / ($ARGV[1] // 1.0)' "$@"; }

peer=$(best_of "$partita" simulate --platform "$work/star16.json" --n 16000 --q 80 --algorithm columns --json)
mesh=$(best_of "$partita" simulate --platform "$work/mesh81.json" --n 2000 --q 80 --algorithm lbp-mesh --json)
heur=$(best_of "$partita" simulate --platform "$work/mesh81.json" --n 2000 --q 80 --algorithm lbp-mesh --heuristic --json)
mw=$(best_of "$partita" simulate --platform "$work/star16.json" --n 16000 --q 80 --algorithm mw-global --json)
mw32=$(best_of "$partita" simulate --platform "$work/star32.json" --n 16000 --q 80 --algorithm mw-global --json)
mw64=$(best_of "$partita" simulate --platform "$work/star64.json" --n 32000 --q 80 --algorithm mw-global --json)
printf '%-52s %8s %8s\n' "case" "seconds" "/target"
printf '%-52s %8s %8s\n' "peer: simulate columns, star 16, n = 16000, q = 80" "$peer" "$(ratio "$peer")"
printf '%-52s %8s %8s\n' "simulate lbp-mesh, 9x9 mesh, n = 2000, q = 80" "$mesh" "$(ratio "$mesh")"
printf '%-52s %8s %8s\n' "simulate lbp-mesh --heuristic, 9x9 mesh, n = 2000" "$heur" "$(ratio "$heur")"
printf '%-52s %8s %8s\n' "simulate mw-global, star 16, n/q = 200" "$mw" "$(ratio "$mw")"
printf '%-52s %8s %8s\n' "simulate mw-global, star 32, n/q = 200" "$mw32" "$(ratio "$mw32")"
printf '%-52s %8s %8s\n' "simulate mw-global, star 64, n/q = 400 (2 s)" "$mw64" "$(ratio "$mw64" 2)"
