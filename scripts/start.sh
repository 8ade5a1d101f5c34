#!/usr/bin/env bash
# The main job: the studio on a bundled example when there is a display; without one, the
# headless demo (scripts/demo.sh: plans, simulates, compares, runs an emulated MPI job and
# writes the drawings, the trace and the Gantt chart to build/demo/).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
studio="$here/build/default/app/studio/partita-studio"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -x "$studio" ]; then
  exec "$studio" "$here/resources/examples/star16.json"
fi
exec "$here/scripts/demo.sh"
