#!/usr/bin/env python3
# Replays a schedule in SimGrid itself (s4u, python3-simgrid: SimGrid 3.32) and prints when each
# activity ends. tst_simgrid_replay compares these ends with those of Partita's simulator.
#
#   simgrid_replay.py PLATFORM.xml ACTIVITIES.tsv cm02|lv08
#
# ACTIVITIES.tsv, one activity a line, each started at the time Partita's simulator started it
# (the end Partita's simulator gives follows, for whoever reads the file):
#   C <TAB> index <TAB> host <TAB> flops <TAB> start (s) <TAB> end (s)
#   T <TAB> index <TAB> source host <TAB> destination host <TAB> bytes <TAB> start (s) <TAB> end (s)
# Output: "end <TAB> index <TAB> time (s)" per activity.
#
# SimGrid runs its CM02 or LV08 network model without cross-traffic (network/crosstraffic:0),
# as Partita's models do (docs/simulate-compare.md, Network models), with its time precision
# (surf/precision, 1e-9 s by default: 0.5 % of a 0.2 ms transfer) at 1e-15 s and its sharing
# solver's (maxmin/precision) at 1e-10 (SimGrid 3.32 crashes on some schedules below), and
# sharing solved again at every event (network/optim:Full): its default lazy update ends some
# transfers of a mesh up to 0.93 % apart under LV08.
import sys

import simgrid


def main():
    if len(sys.argv) != 4 or sys.argv[3] not in ("cm02", "lv08"):
        sys.exit("usage: simgrid_replay.py PLATFORM.xml ACTIVITIES.tsv cm02|lv08")
    model = {"cm02": "CM02", "lv08": "LV08"}[sys.argv[3]]
    engine = simgrid.Engine([sys.argv[0], "--cfg=network/model:" + model, "--cfg=network/crosstraffic:0",
                             "--cfg=network/optim:Full",
                             "--cfg=surf/precision:1e-15", "--cfg=maxmin/precision:1e-10",
                             "--log=root.thres:critical", "--log=xbt_cfg.thres:critical"])
    engine.load_platform(sys.argv[1])
    hosts = {h.name: h for h in engine.all_hosts}
    ends = {}

    def compute(index, flops, start):
        simgrid.this_actor.sleep_until(start)
        simgrid.this_actor.execute(flops)
        ends[index] = simgrid.Engine.clock

    def transfer(index, source, destination, size, start):
        simgrid.this_actor.sleep_until(start)
        simgrid.Comm.sendto(source, destination, size)
        ends[index] = simgrid.Engine.clock

    with open(sys.argv[2]) as activities:
        for line in activities:
            f = line.rstrip("\n").split("\t")
            if f[0] == "C":
                simgrid.Actor.create("c" + f[1], hosts[f[2]], compute, int(f[1]), float(f[3]), float(f[4]))
            elif f[0] == "T":
                simgrid.Actor.create("t" + f[1], hosts[f[2]], transfer, int(f[1]), hosts[f[2]], hosts[f[3]],
                                     int(f[4]), float(f[5]))
    engine.run()
    sys.stdout.write("".join("end\t%d\t%.17g\n" % (i, t) for i, t in sorted(ends.items())))


if __name__ == "__main__":
    main()
