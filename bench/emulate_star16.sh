#!/usr/bin/env bash
# Emulation that holds (docs/executor.md, Emulation): every executable strategy on star16 at
# the Run tab's example size (n = 400, q = 50, 17 ranks on this machine's cores), emulated,
# its measured makespan over its prediction, with the time scale partita run chose (or
# SCALE=S to set --time-scale), the largest lateness and where. Target: within 5 %.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD:-$here/build/default}
partita=$build/app/cli/partita
platform=${PLATFORM:-$here/resources/examples/star16.json}
n=${N:-400}
q=${Q:-50}
scale=()
[ -n "${SCALE:-}" ] && scale=(--time-scale "$SCALE")
algorithms=${ALGORITHMS:-$("$partita" run --help | sed -n 's/.*Strategy: //p' | sed 's/ (.*//' | tr -d ',')}

json() { perl -MJSON::PP -e 'my $d = decode_json(join("", <STDIN>)); for my $k (@ARGV) { my $v = $d; $v = $v->{$_} // "-" for split /\./, $k; print "$v\t" } print "\n"' "$@"; }

printf "%-20s %8s %11s %11s %9s %11s  %s\n" strategy scale "measured s" "predicted s" ratio "late ms" "where"
for a in $algorithms; do
    out=$("$partita" run --platform "$platform" --n "$n" --q "$q" --algorithm "$a" --emulate "${scale[@]}" --json 2>/dev/null) \
        || { printf "%-20s failed\n" "$a"; continue; }
    IFS=$'\t' read -r s m p r l rank kind step <<<"$(json time_scale makespan predicted_makespan measured_over_predicted \
        fell_behind_seconds fell_behind_at.rank fell_behind_at.kind fell_behind_at.step <<<"$out")"
    printf "%-20s %8.3g %11.4f %11.4f %9.3f %11.2f  rank %s %s step %s\n" "$a" "$s" "$m" "$p" "$r" \
        "$(perl -e "print 1000*$l")" "$rank" "$kind" "$step"
done
