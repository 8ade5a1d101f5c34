#!/usr/bin/env bash
# Installs what Partita needs to build, test and run on Debian 12 (docs/architecture.md).
# Runs apt-get only for packages that are missing; uses sudo when not root.
set -euo pipefail
packages=(
  build-essential cmake pkg-config
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqt6opengl6-dev libgl-dev libxkbcommon-dev
  # Qt's own words (a message box's buttons, the file dialogs) in the studio's language
  qt6-translations-l10n
  libopenmpi-dev openmpi-bin libopenblas-dev libscalapack-openmpi-dev liblpsolve55-dev
  nlohmann-json3-dev libcli11-dev libpugixml-dev
  pajeng xvfb xauth
  # SimGrid 3.32: the C++ library of partita simulate --engine simgrid (PARTITA_WITH_SIMGRID; a
  # build without it leaves the engine out) and the Python binding of tests/simgrid's oracle
  libsimgrid-dev python3-simgrid
  # the cluster launch tests (tests/cluster): a one-node Slurm cluster, two hosts over ssh
  slurm-wlm munge openssh-server openssh-client iproute2
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
