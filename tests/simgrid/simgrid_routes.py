#!/usr/bin/env python3
# Prints what SimGrid itself makes of a platform file: one line per host, then one line per
# ordered pair of distinct hosts with the route SimGrid's s4u::Host::route_to gives (its links
# and its latency). tst_simgrid_import compares Partita's import of the same file with it.
#
#   host <TAB> name <TAB> speed (flop/s) <TAB> cores
#   route <TAB> source <TAB> destination <TAB> latency (s) <TAB> link,link,...
#
# Links of a SPLITDUPLEX link are named by SimGrid "<id>_UP" and "<id>_DOWN". A pair SimGrid
# has no route for, or fails on (SimGrid 3.32 throws unordered_map::at for a router or zone of a
# Cluster or Vivaldi zone), gets an empty list of links.
# Needs the python3-simgrid package (SimGrid 3.32 bindings).
import sys

import simgrid


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: simgrid_routes.py PLATFORM.xml")
    engine = simgrid.Engine([sys.argv[0], "--log=root.thres:critical", "--log=xbt_cfg.thres:critical"])
    engine.load_platform(sys.argv[1])
    hosts = sorted(engine.all_hosts, key=lambda h: h.name)
    out = []
    for h in hosts:
        out.append("host\t%s\t%.17g\t%d" % (h.name, h.speed, h.core_count))
    for a in hosts:
        for b in hosts:
            if a is b or a.name == b.name:
                continue
            try:
                links, latency = a.route_to(b)
            except (ValueError, IndexError):  # SimGrid has no route between them, or fails on the pair
                links, latency = [], 0
            out.append("route\t%s\t%s\t%.17g\t%s" % (a.name, b.name, latency, ",".join(l.name for l in links)))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
