#!/bin/sh
# Regenerates the studio screenshots in docs/images/ with `partita-studio --screenshot`,
# offscreen (no display needed). Usage: docs/make-screenshots.sh [BUILD_DIR]
# (default build/default; the build must contain app/studio/partita-studio).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$root/build/default"}
studio="$build/app/studio/partita-studio"
if [ ! -x "$studio" ]; then
    echo "error: $studio not found; build the target partita-studio first" >&2
    exit 2
fi
out="$root/docs/images"
mkdir -p "$out"
star="$root/resources/examples/star16.json"
export QT_QPA_PLATFORM=offscreen
# English text whatever the system language, so the images match the docs.
export LANG=C.UTF-8 LC_ALL=C.UTF-8

shot() { # shot NAME ARGS...
    name=$1
    shift
    "$studio" --screenshot "$out/$name.png" --size 1200x800 "$@"
    echo "wrote docs/images/$name.png"
}

window() { # window WxH TAB [--dark]: the whole window on one tab, on star16
    name="studio-window-$2${3:+-dark}-$1"
    "$studio" --screenshot "$out/$name.png" --size "$1" --view window --tab "$2" ${3:+"$3"} "$star"
    echo "wrote docs/images/$name.png"
}

shot studio-editor --view editor "$star"
shot studio-partition-columns --view partition --strategy columns "$star"
shot studio-partition-four --view partition --strategy columns --panes 4 "$star"
shot studio-partition-layers --view partition --strategy layers "$root/resources/examples/lbp-fig1.json" --n 8 --q 1
shot studio-partition-hbc --view partition --strategy hetero-block-cyclic "$star" --n 2400
shot studio-compare-makespan --view compare "$star"
shot studio-compare-volume --view volume "$star"
shot studio-compare-sweep --view sweep "$star"
shot studio-compare-sweep-heterogeneity --view sweep --sweep heterogeneity "$star"
shot studio-compare-sweep-comm-ratio --view sweep --sweep comm-ratio "$star"
shot studio-compare-ring --view ring "$root/resources/examples/toy-cluster.json" --ring-h 300
shot studio-compare-mw --view mw "$root/resources/examples/mw-table2.json"
shot studio-partition-lbp-star --view partition --strategy lbp-star "$star"
shot studio-gantt --view gantt --strategy columns "$star" --n 2400
# A real emulated MPI run (4 ranks, about 10 s), the redistribution player on the §4.6 example,
# and the two classroom pages.
shot studio-run --view run --strategy columns "$root/resources/examples/mw-table2.json" --n 400 --q 50
shot studio-redistribute --view redistribute "$root/resources/examples/fig9.layout"
shot studio-redistribute-plan --view redistribute "$star"
shot studio-steps --view steps "$root/resources/examples/mw-table2.json" --n 100 --q 1
shot studio-growth --view growth "$root/resources/examples/toy-cluster.json" --ring-h 1 --ring-w 1
shot studio-papers --view papers "$star"
# The whole window on a 1280 × 800 and a 1600 × 1000 screen, and under the dark palette.
for size in 1280x800 1600x1000; do
    for tab in platform partition comparison gantt run classroom; do
        window "$size" "$tab"
    done
done
for tab in comparison gantt classroom; do
    window 1280x800 "$tab" --dark
done
