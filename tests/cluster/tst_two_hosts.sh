#!/usr/bin/env bash
# `partita run --hostfile` across two hosts, made on this machine (docs/executor.md; docs/
# hardening.md, "Cluster launch tests"): two network namespaces joined by a veth pair
# (10.231.0.1/24 and 10.231.0.2/24), an sshd in each on its own configuration (host keys and
# root's authorized key generated into a temporary directory, root login by key only), and
# partita run started in the first namespace on a hostfile naming both addresses. Open MPI
# speaks TCP over the veth only (btl and oob on 10.231.0.0/24), ssh gets the key and options
# through OMPI_MCA_plm_rsh_args (which partita run keeps, after its own ssh options). The run
# must verify C, and the second namespace's sshd must have let root in from the first. The
# namespaces, the veth pair and both sshd are removed on the way out, whether the test passed
# or not. Only the namespaces' own addresses are ever targets.
#
# Usage: tst_two_hosts.sh PARTITA
# Exit 0: passed; 77 (ctest's SKIP_RETURN_CODE): the machine cannot make the namespaces (not
# root, no ip/sshd/ssh, namespaces forbidden); anything else: failed.
set -uo pipefail

partita=$1
skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }

[ "$EUID" -eq 0 ] || skip "network namespaces need root; run the test as root"
export PATH=$PATH:/usr/sbin:/sbin
for tool in ip sshd ssh ssh-keygen mpirun; do
  command -v "$tool" >/dev/null 2>&1 || skip "$tool not found: install iproute2, openssh-server, openssh-client and openmpi-bin (scripts/install-deps.sh)"
done
sshd=$(command -v sshd)

tag=$$
nsA=partita-a-$tag
nsB=partita-b-$tag
vethA=pta$tag
vethB=ptb$tag
dir=$(mktemp -d /tmp/partita-hosts.XXXXXX)
chmod 755 "$dir"
made_namespaces=0
cleanup() {
  local status=$?
  # Every process left in our namespaces (the two sshd, and whatever a failed run left) is ours.
  for ns in "$nsA" "$nsB"; do
    pids=$(ip netns pids "$ns" 2>/dev/null)
    [ -n "$pids" ] && kill -TERM $pids 2>/dev/null
  done
  sleep 0.3
  for ns in "$nsA" "$nsB"; do
    pids=$(ip netns pids "$ns" 2>/dev/null)
    [ -n "$pids" ] && kill -KILL $pids 2>/dev/null
    ip netns del "$ns" 2>/dev/null # takes its end of the veth pair, and so the pair, with it
  done
  if [ "$status" -ne 0 ] && [ "$status" -ne 77 ]; then
    for log in "$dir"/*.log; do [ -f "$log" ] && { echo "--- $log"; tail -n 30 "$log"; }; done
  fi
  rm -rf "$dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

ip netns add "$nsA" 2>"$dir/netns.err" || skip "cannot create a network namespace: $(head -n1 "$dir/netns.err")"
ip netns add "$nsB" || fail "cannot create the second network namespace"
ip link add "$vethA" type veth peer name "$vethB" || skip "cannot create a veth pair (no veth support)"
ip link set "$vethA" netns "$nsA" && ip link set "$vethB" netns "$nsB" || fail "cannot move the veth ends"
ip -n "$nsA" addr add 10.231.0.1/24 dev "$vethA" && ip -n "$nsB" addr add 10.231.0.2/24 dev "$vethB" \
  || fail "cannot address the veth ends"
for ns in "$nsA" "$nsB"; do ip -n "$ns" link set lo up || fail "cannot bring lo up in $ns"; done
ip -n "$nsA" link set "$vethA" up && ip -n "$nsB" link set "$vethB" up || fail "cannot bring the veth pair up"

# Keys: one host key per sshd, one client key for root.
ssh-keygen -q -t ed25519 -N '' -f "$dir/host_a" && ssh-keygen -q -t ed25519 -N '' -f "$dir/host_b" \
  && ssh-keygen -q -t ed25519 -N '' -f "$dir/id" || fail "ssh-keygen failed"
cp "$dir/id.pub" "$dir/authorized_keys"
chmod 600 "$dir/authorized_keys"
mkdir -p /run/sshd # sshd's privilege separation directory (Debian's service makes it at boot)
for side in a b; do
  address=10.231.0.1
  ns=$nsA
  [ "$side" = b ] && { address=10.231.0.2; ns=$nsB; }
  cat >"$dir/sshd_$side.conf" <<CONF
ListenAddress $address
Port 22
HostKey $dir/host_$side
PidFile $dir/sshd_$side.pid
AuthorizedKeysFile $dir/authorized_keys
PermitRootLogin prohibit-password
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
LogLevel INFO
CONF
  ip netns exec "$ns" "$sshd" -D -e -f "$dir/sshd_$side.conf" >"$dir/sshd_$side.log" 2>&1 &
done
ssh_options="-i $dir/id -o IdentitiesOnly=yes -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR"
for address in 10.231.0.1 10.231.0.2; do
  ok=0
  for _ in $(seq 50); do
    if ip netns exec "$nsA" ssh $ssh_options -o BatchMode=yes -o ConnectTimeout=2 "root@$address" true 2>/dev/null; then
      ok=1
      break
    fi
    sleep 0.2
  done
  [ "$ok" = 1 ] || fail "sshd at $address does not let root in by key"
done

# Four ranks: the master and P1 on the first host, P2 and P3 on the second.
cat >"$dir/two-hosts.json" <<JSON
{
  "format": "partita-platform/1",
  "name": "two hosts in two network namespaces",
  "units": "blocks",
  "master": "M",
  "master_computes": true,
  "processors": [
    {"id": "M", "speed": 1, "memory": 1000, "host": "10.231.0.1"},
    {"id": "P1", "speed": 1, "memory": 1000, "host": "10.231.0.1"},
    {"id": "P2", "speed": 1, "memory": 1000, "host": "10.231.0.2"},
    {"id": "P3", "speed": 1, "memory": 1000, "host": "10.231.0.2"}
  ],
  "links": [
    {"name": "l1", "from": "M", "to": "P1", "bandwidth": 10, "latency": 0},
    {"name": "l2", "from": "M", "to": "P2", "bandwidth": 10, "latency": 0},
    {"name": "l3", "from": "M", "to": "P3", "bandwidth": 10, "latency": 0}
  ]
}
JSON
printf '10.231.0.1 slots=2\n10.231.0.2 slots=2\n' >"$dir/hosts"

# Bounded: 90 s for the whole run (it takes a few seconds).
ip netns exec "$nsA" env \
  OMPI_MCA_plm_rsh_args="$ssh_options" \
  OMPI_MCA_btl=tcp,self OMPI_MCA_btl_tcp_if_include=10.231.0.0/24 OMPI_MCA_oob_tcp_if_include=10.231.0.0/24 \
  timeout 90 "$partita" run --platform "$dir/two-hosts.json" --n 400 --algorithm columns --hostfile "$dir/hosts" \
  --json >"$dir/run.out" 2>"$dir/run.log"
status=$?
echo "--- partita run exited $status; its summary"
cat "$dir/run.out"
[ "$status" -eq 0 ] || fail "partita run --hostfile exited $status"
grep -q '"verified": *true' "$dir/run.out" || fail "the run's summary does not say C verified"
grep -q '"ranks": *4' "$dir/run.out" || fail "the run did not have 4 ranks"
grep -q "Accepted publickey for root from 10.231.0.1" "$dir/sshd_b.log" \
  || fail "the second host's sshd never let the first one in: the ranks did not go there"
echo "PASS: C verified on 4 ranks over 10.231.0.1 and 10.231.0.2"
