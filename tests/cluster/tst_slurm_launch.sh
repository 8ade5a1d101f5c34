#!/usr/bin/env bash
# A real single-node Slurm cluster runs `partita run --slurm`'s batch script (docs/executor.md,
# "Slurm"; docs/hardening.md, "Cluster launch tests"). The test starts its own munged,
# slurmctld and slurmd on a slurm.conf it writes into a temporary directory (one node, this
# host at 127.0.0.1; state, spool, logs and the munge key there; free ports picked at random),
# writes the script with `partita run --slurm`, submits it with sbatch, waits for the job (at
# most 120 s) and checks that its output reports C verified. Every daemon it started is
# stopped on the way out, whether the test passed or not.
#
# Usage: tst_slurm_launch.sh PARTITA PLATFORM
# Exit 0: passed; 77 (ctest's SKIP_RETURN_CODE): the machine cannot host the cluster (no
# Slurm or munge binaries, not root); anything else: failed.
set -uo pipefail

partita=$1
platform=$2
skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }

[ "$EUID" -eq 0 ] || skip "slurmd must run as root (SlurmdUser=root); run the test as root"
export PATH=$PATH:/usr/sbin:/sbin
for tool in munged slurmctld slurmd sbatch scancel scontrol sinfo; do
  command -v "$tool" >/dev/null 2>&1 || skip "$tool not found: install slurm-wlm and munge (scripts/install-deps.sh)"
done

dir=$(mktemp -d /tmp/partita-slurm.XXXXXX)
chmod 755 "$dir"
pids=()
job=""
# The processes of our cluster: the daemons, slurmstepd and the job's ranks all hold our
# SLURM_CONF in their environment (slurmd passes its own on).
ours() {
  local pid
  for pid in $(ls /proc | grep -E '^[0-9]+$'); do
    [ "$pid" = "$$" ] && continue
    tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -qx "SLURM_CONF=$dir/slurm.conf" && echo "$pid"
  done
}
cleanup() {
  local status=$?
  [ -n "$job" ] && scancel "$job" 2>/dev/null && sleep 1
  for pid in "${pids[@]}"; do
    kill -TERM "$pid" 2>/dev/null
  done
  for pid in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null
  done
  left=$(unset SLURM_CONF; ours) # our own tools, run here, do not hold it
  [ -n "$left" ] && kill -KILL $left 2>/dev/null
  if [ "$status" -ne 0 ] && [ "$status" -ne 77 ]; then
    for log in "$dir"/log/*; do echo "--- $log"; tail -n 30 "$log"; done
  fi
  rm -rf "$dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

mkdir -p "$dir/munge" "$dir/state" "$dir/spool" "$dir/log" "$dir/job"
chmod 700 "$dir/munge"
# munged wants its key owned by its user and readable by nobody else.
head -c 1024 /dev/urandom >"$dir/munge/munge.key"
chmod 400 "$dir/munge/munge.key"
socket=$dir/munge/munge.socket
munged -F -f --socket="$socket" --key-file="$dir/munge/munge.key" --pid-file="$dir/munge/munged.pid" \
  --seed-file="$dir/munge/munged.seed" --log-file="$dir/log/munged.log" >"$dir/log/munged.out" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [ -S "$socket" ] && break; sleep 0.1; done
[ -S "$socket" ] || fail "munged did not create its socket"

# Two free ports for slurmctld and slurmd, next to each other.
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for _ in $(seq 20); do
  ctld=$((20000 + RANDOM % 20000))
  port_free "$ctld" && port_free $((ctld + 1)) && break
done

cat >"$dir/slurm.conf" <<CONF
ClusterName=partitatest
SlurmctldHost=localhost(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$ctld
SlurmdPort=$((ctld + 1))
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SlurmdParameters=config_overrides
ReturnToService=2
MpiDefault=none
NodeName=localhost NodeAddr=127.0.0.1 CPUs=16 State=UNKNOWN
PartitionName=partita Nodes=localhost Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$dir/slurm.conf
slurmctld -D -i >"$dir/log/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -N localhost >"$dir/log/slurmd.out" 2>&1 &
pids+=($!)
state=""
for _ in $(seq 100); do
  state=$(sinfo -h -n localhost -o %t 2>/dev/null)
  [ "$state" = "idle" ] && break
  sleep 0.2
done
[ "$state" = "idle" ] || fail "the node did not come up idle within 20 s (state '$state')"

script=$dir/job/run.sbatch
"$partita" run --slurm --platform "$platform" --n 400 --algorithm columns >"$script" \
  || fail "partita run --slurm failed"
echo "--- the batch script"
cat "$script"
output=$dir/job/out.txt
job=$(cd "$dir/job" && sbatch --parsable --output="$output" --time=2 "$script") || fail "sbatch refused the script"
echo "submitted job $job"
end=""
for _ in $(seq 240); do
  end=$(scontrol show job "$job" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')
  case "$end" in COMPLETED | FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY | BOOT_FAIL | DEADLINE) break ;; esac
  sleep 0.5
done
echo "--- job $job ended $end; its output"
cat "$output" 2>/dev/null
[ "$end" = "COMPLETED" ] || fail "job $job ended '$end' within 120 s, not COMPLETED"
grep -q '"ev":"summary"' "$output" || fail "the job's output has no summary line"
grep '"ev":"summary"' "$output" | grep -q '"verified":true' || fail "the job's summary does not say C verified"
echo "PASS: job $job verified C"
