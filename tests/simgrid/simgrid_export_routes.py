#!/usr/bin/env python3
# Prints what SimGrid makes of a platform file Partita exported, as simgrid_routes.py does
# (one "host" line per host, one "route" line per ordered pair), but with the platform sealed
# first, as Engine::run does before any simulation: a zone with routing="Dijkstra",
# "DijkstraCache" or "Floyd" builds its route graph only when sealed (before, SimGrid 3.32
# aborts with "dynar is not that long" or finds no route). With SOURCE arguments, only the
# routes from those hosts.
#
#   host <TAB> name <TAB> speed (flop/s) <TAB> cores
#   route <TAB> source <TAB> destination <TAB> latency (s) <TAB> link,link,...
#
# Needs the python3-simgrid package (SimGrid 3.32 bindings).
import sys

import simgrid


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: simgrid_export_routes.py PLATFORM.xml [SOURCE...]")
    engine = simgrid.Engine([sys.argv[0], "--log=root.thres:critical", "--log=xbt_cfg.thres:critical"])
    engine.load_platform(sys.argv[1])
    engine.netzone_root.seal()
    hosts = sorted(engine.all_hosts, key=lambda h: h.name)
    sources = set(sys.argv[2:])
    out = []
    for h in hosts:
        out.append("host\t%s\t%.17g\t%d" % (h.name, h.speed, h.core_count))
    for a in hosts:
        if sources and a.name not in sources:
            continue
        for b in hosts:
            if a.name == b.name:
                continue
            try:
                links, latency = a.route_to(b)
            except (ValueError, IndexError):  # no route between them
                links, latency = [], 0
            out.append("route\t%s\t%s\t%.17g\t%s" % (a.name, b.name, latency, ",".join(l.name for l in links)))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
