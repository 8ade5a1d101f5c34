#!/usr/bin/env bash
# Regenerates docs/reproduction.md, the report of `partita reproduce all`, from the build in
# build/default (or the partita given in $PARTITA). The platforms, figures and numbers of the
# run are kept in build/reproduction/; only the report goes into docs/.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
partita="${PARTITA:-$here/build/default/app/cli/partita}"
out="$here/build/reproduction"
mkdir -p "$here/build"
"$partita" reproduce all --out "$out" > /dev/null
cp "$out/report.md" "$here/docs/reproduction.md"
echo "docs/reproduction.md regenerated (figures and platforms in build/reproduction/)"
