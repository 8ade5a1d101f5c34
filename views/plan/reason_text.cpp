#include "plan/reason_text.h"

#include "model/error.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>
#include <string_view>

namespace partita::views {

namespace {

// Word for word as core/model/reason.cpp writes them (reasonTemplate).
constexpr const char *kTemplates[] = {
    QT_TRANSLATE_NOOP("Reason", "the platform has no processor"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: %3 must be a finite number (got %4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: %3 must be > 0 (got %4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: %3 must be between %4 and %5 (got %6)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: duplicate id (already used by a %3)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: unknown node %3 in '%4' (no processor or router has this id)"),
    QT_TRANSLATE_NOOP("Reason", "master %1 is not a processor or router of the platform"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: cannot be reached from %3 (the platform graph is disconnected)"),
    QT_TRANSLATE_NOOP("Reason", "%1 #%2: id must not be empty"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: the id contains a control character (%3): ids appear in one-line errors and in the rows of "
                                "CSV traces"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: joins node %3 to itself"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: latency must be >= 0 (got %3)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: latency must be at most %3 (got %4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: a route joins two different nodes"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: no link"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: latency must be from 0 to %3 s (got %4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: no link #%3"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: %3 %4 is crossed \"down\" but only a split-duplex link has two directions"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: a route from %3 to %4 is already declared (route #%5)"),
    QT_TRANSLATE_NOOP("Reason", "%1 must be at least 1 (got %2)"),
    QT_TRANSLATE_NOOP("Reason", "%1 must be at most %2 (got %3)"),
    QT_TRANSLATE_NOOP("Reason", "%1 / q = %2 blocks a side, more than the %3 any strategy plans: take a larger q"),
    QT_TRANSLATE_NOOP("Reason", "processor %1: memory %2 buffers cannot hold one %3 block (1 buffer)"),
    QT_TRANSLATE_NOOP("Reason", "processor %1: memory %2 MiB cannot hold one %3 block (%4 MiB)"),
    QT_TRANSLATE_NOOP("Reason", "processor %1 cannot be reached from the master %2 along the links' directions"),
    QT_TRANSLATE_NOOP("Reason", "%1 is an iterative computation on its own n×n grid, not a matrix product (docs/ring.md): --m and --k "
                                "do not apply (got %2×%3 by %3×%4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 factors a square matrix A of order n (docs/lu.md): --m and --k do not apply (got %2×%3 by %3×%4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 takes square products only (m = k = n), got %2×%3 by %3×%4"),
    QT_TRANSLATE_NOOP("Reason", "%1 takes square products only (m = k = n), got %2×%3 by %3×%4; strategies for any shape: %5"),
    QT_TRANSLATE_NOOP("Reason", "the platform has no computing processor"),
    QT_TRANSLATE_NOOP("Reason", "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours"),
    QT_TRANSLATE_NOOP("Reason", "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
                                "(%1 has no x, y)"),
    QT_TRANSLATE_NOOP("Reason", "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
                                "(%1 and %2 share a cell)"),
    QT_TRANSLATE_NOOP("Reason", "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
                                "(no two-way link between %1 and %2)"),
    QT_TRANSLATE_NOOP("Reason", "lbp-star: the platform has no master (the star's source)"),
    QT_TRANSLATE_NOOP("Reason", "lbp-star: the master %1 has no computing neighbour"),
    QT_TRANSLATE_NOOP("Reason", "lbp-mesh: the platform has no master (the source of A and B)"),
    QT_TRANSLATE_NOOP("Reason", "lbp-mesh: no computing processor is reachable from the master %1"),
    QT_TRANSLATE_NOOP("Reason", "master-worker schedules need a master: the platform names none"),
    QT_TRANSLATE_NOOP("Reason", "the master %1 is not a node of the platform"),
    QT_TRANSLATE_NOOP("Reason", "no processor besides the master %1 can be reached to work for it"),
    QT_TRANSLATE_NOOP("Reason", "no worker has memory for the μ² + 4μ layout with μ = 1 (5 blocks of q×q)"),
    QT_TRANSLATE_NOOP("Reason", "invalid JSON: syntax error while parsing %1 - unexpected %2"),
    QT_TRANSLATE_NOOP("Reason", "invalid JSON: syntax error while parsing %1 - unexpected %2; expected %3"),
    QT_TRANSLATE_NOOP("Reason", "invalid JSON: syntax error while parsing %1 - %2; last read: '%3'"),
    QT_TRANSLATE_NOOP("Reason", "invalid JSON: syntax error while parsing %1 - %2; last read: '%3'; expected %4"),
    QT_TRANSLATE_NOOP("Reason", "invalid JSON: number overflow parsing '%1'"),
    QT_TRANSLATE_NOOP("Reason", "the document must be a JSON object (got %1)"),
    QT_TRANSLATE_NOOP("Reason", "missing field 'format' (expected \"%1\")"),
    QT_TRANSLATE_NOOP("Reason", "unsupported format %1 (expected \"%2\")"),
    QT_TRANSLATE_NOOP("Reason", "duplicate key '%1' (at %2)"),
    QT_TRANSLATE_NOOP("Reason", "missing field '%1'"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: missing field '%3'"),
    QT_TRANSLATE_NOOP("Reason", "unknown field '%1'"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: unknown field '%3'"),
    QT_TRANSLATE_NOOP("Reason", "field '%1' must be %2 (got %3)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: field '%3' must be %4 (got %5)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2 must be an object (got %3)"),
    QT_TRANSLATE_NOOP("Reason", "unknown units '%1' (expected \"physical\" or \"blocks\")"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: cores must be a whole number between 1 and %3 (got %4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: unknown kernel '%3' (expected panel, block or stencil)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: kernel '%3' must be a speed or a list of [size, speed] pairs"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: unknown sharing '%3' (expected \"shared\", \"split-duplex\" or \"backbone\")"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: unknown direction '%3' (expected \"up\" or \"down\")"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: several links are named '%3' (give its position instead)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: no link is named '%3'"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: link %3 is not a position in 'links' (1 to %4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: a link is given by its name or its position (got %3)"),
    QT_TRANSLATE_NOOP("Reason", "invalid XML: %1"),
    QT_TRANSLATE_NOOP("Reason", "the root element must be <platform> (got <%1>)"),
    QT_TRANSLATE_NOOP("Reason", "no <zone> in <platform>"),
    QT_TRANSLATE_NOOP("Reason", "unexpected element <%1> in <%2>"),
    QT_TRANSLATE_NOOP("Reason", "%1: missing attribute '%2'"),
    QT_TRANSLATE_NOOP("Reason", "%1: invalid %2 '%3' (expected a number and a unit such as '%4')"),
    QT_TRANSLATE_NOOP("Reason", "%1: %2 '%3' is too large"),
    QT_TRANSLATE_NOOP("Reason", "%1: unknown %2 unit '%3' in '%4'"),
    QT_TRANSLATE_NOOP("Reason", "%1: property '%2' must be a number (got '%3')"),
    QT_TRANSLATE_NOOP("Reason", "%1: unknown node '%2' (no host or router has this id)"),
    QT_TRANSLATE_NOOP("Reason", "%1: unknown link '%2'"),
    QT_TRANSLATE_NOOP("Reason", "unsupported SimGrid platform version '%1' (Partita reads versions 4 and 4.1)"),
    QT_TRANSLATE_NOOP("Reason", "<include> is not supported (SimGrid itself refuses it since version 3.22)"),
    QT_TRANSLATE_NOOP("Reason", "%1: property '%2' must be a speed or SIZE:SPEED pairs separated by commas (got '%3')"),
    QT_TRANSLATE_NOOP("Reason", "%1: property '%2' must be true or false (got '%3')"),
    QT_TRANSLATE_NOOP("Reason", "%1: unsupported partita:format '%2' (expected \"%3\")"),
    QT_TRANSLATE_NOOP("Reason", "%1: unknown units '%2' (expected \"physical\" or \"blocks\")"),
    QT_TRANSLATE_NOOP("Reason", "%1: property 'partita:declared_routes' must be a whole number"),
    QT_TRANSLATE_NOOP("Reason", "%1: unknown property 'partita:%2'"),
    QT_TRANSLATE_NOOP("Reason", "%1: wifi zones are not supported (Partita has no model of a wireless medium)"),
    QT_TRANSLATE_NOOP("Reason", "%1: routing %2 is not supported (its topology's parameters are not in the file: use a <cluster> with topology=\"...\")"),
    QT_TRANSLATE_NOOP("Reason", "%1: unknown routing '%2'"),
    QT_TRANSLATE_NOOP("Reason", "%1: empty id"),
    QT_TRANSLATE_NOOP("Reason", "%1: %2 '%3' is not supported (expected SHARED, SPLITDUPLEX or FATPIPE)"),
    QT_TRANSLATE_NOOP("Reason", "%1: a backbone needs bb_bw"),
    QT_TRANSLATE_NOOP("Reason", "%1: core must be a whole number >= 1 (got '%2')"),
    QT_TRANSLATE_NOOP("Reason", "%1: duplicate link id '%2'"),
    QT_TRANSLATE_NOOP("Reason", "%1: pstate must be a whole number (got '%2')"),
    QT_TRANSLATE_NOOP("Reason", "%1: pstate %2 but only the speeds '%3'"),
    QT_TRANSLATE_NOOP("Reason", "'%1': coordinates must be three numbers 'x y height' (got '%2')"),
    QT_TRANSLATE_NOOP("Reason", "%1: a <peer> belongs in a zone with routing=\"Vivaldi\" (as in SimGrid)"),
    QT_TRANSLATE_NOOP("Reason", "%1: a <cabinet> belongs in a zone with routing=\"Cluster\" (as in SimGrid)"),
    QT_TRANSLATE_NOOP("Reason", "%1: a <backbone> belongs in a zone with routing=\"Cluster\" (as in SimGrid)"),
    QT_TRANSLATE_NOOP("Reason", "%1: a zone has one backbone"),
    QT_TRANSLATE_NOOP("Reason", "%1: a <host_link> belongs in a zone with routing=\"Cluster\" or \"Vivaldi\" (as in SimGrid)"),
    QT_TRANSLATE_NOOP("Reason", "%1: radical must list whole numbers and ranges such as 0-99 (got '%2')"),
    QT_TRANSLATE_NOOP("Reason", "%1: more than %2 hosts (the routes Partita keeps grow as the square of their number)"),
    QT_TRANSLATE_NOOP("Reason", "%1: link '%2' is split-duplex: name its direction '%2_UP' or '%2_DOWN'"),
    QT_TRANSLATE_NOOP("Reason", "%1: no host '%2' in zone '%3'"),
    QT_TRANSLATE_NOOP("Reason", "%1: the host has links already (line %2)"),
    QT_TRANSLATE_NOOP("Reason", "host '%1' of zone '%2' has no links to the zone's centre (a <host_link> or a <%3>): SimGrid 3.32 finds no route to or from it either"),
    QT_TRANSLATE_NOOP("Reason", "link '%1' joins both '%2' and '%3' to the centre of zone '%4': Partita's graph gives a link two ends (declare it for one host)"),
    QT_TRANSLATE_NOOP("Reason", "link '%1' joins '%2' to the centre of zone '%3' and is also used elsewhere: Partita's graph gives a link two ends"),
    QT_TRANSLATE_NOOP("Reason", "property 'partita:router:%1': no router '%1'"),
    QT_TRANSLATE_NOOP("Reason", "%1: duplicate link id (first on line %2)"),
    QT_TRANSLATE_NOOP("Reason", "%1: wifi links are not supported (Partita has no model of a wireless medium)"),
    QT_TRANSLATE_NOOP("Reason", "%1: properties 'partita:from' and 'partita:to' go together"),
    QT_TRANSLATE_NOOP("Reason", "%1: symmetrical must be YES or NO (got '%2')"),
    QT_TRANSLATE_NOOP("Reason", "%1: direction must be UP, DOWN or NONE (got '%2')"),
    QT_TRANSLATE_NOOP("Reason", "%1: link '%2' is split-duplex: give direction=\"UP\" or \"DOWN\""),
    QT_TRANSLATE_NOOP("Reason", "%1: %2 must be whole numbers from 1 to %3 (got '%4')"),
    QT_TRANSLATE_NOOP("Reason", "%1: unknown topology '%2' (SimGrid has FLAT, TORUS, FAT_TREE and DRAGONFLY)"),
    QT_TRANSLATE_NOOP("Reason", "%1: topology %2 has %3 hosts but radical gives %4"),
    QT_TRANSLATE_NOOP("Reason", "%1: FAT_TREE topo_parameters must be LEVELS;CHILDREN;PARENTS;PORTS (got '%2')"),
    QT_TRANSLATE_NOOP("Reason", "%1: FAT_TREE: the first parameter is the number of levels (got '%2')"),
    QT_TRANSLATE_NOOP("Reason", "%1: FAT_TREE: %2 levels but parameters '%3' give other numbers of values"),
    QT_TRANSLATE_NOOP("Reason", "%1: FAT_TREE topo_parameters '%2' do not describe a fat tree SimGrid can build"),
    QT_TRANSLATE_NOOP("Reason", "%1: DRAGONFLY topo_parameters must be GROUPS,BLUE;CHASSIS,BLACK;ROUTERS,GREEN;NODES (got '%2')"),
    QT_TRANSLATE_NOOP("Reason", "%1: DRAGONFLY with more groups (%2) than routers per chassis (%3): SimGrid's routing has no path "
                                "between some groups"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: kernel speeds need physical units (a \"blocks\" platform's speed is already the rate of one block update)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2, kernel '%3': no speed"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2, kernel '%3': speed must be between %4 and %5 (got %6)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2, kernel '%3': a point's size (the block size q; for stencil, a ring slice's MiB) must be between 1 and %4 (got %5)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2, kernel '%3': the sizes of the points must increase (%4 after %5)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: panel_packing must be a number of elements from 0 to %3 (got %4)"),
    QT_TRANSLATE_NOOP("Reason", "%1 %2: panel_packing needs physical units (it adjusts the panel kernel's rate to the panel's shape; a \"blocks\" platform's speed is already the rate of one block update)"),
    QT_TRANSLATE_NOOP("Reason", "unknown network model '%1' (expected ideal, cm02 or lv08)"),
    QT_TRANSLATE_NOOP("Reason", "the %1 network model needs a platform in physical units (bytes and seconds)"),
    QT_TRANSLATE_NOOP("Reason", "MFT-LBP-relax: lp_solve found the LP %1"),
    QT_TRANSLATE_NOOP("Reason", "MFT-LBP with fixed k: lp_solve found the LP %1"),
    QT_TRANSLATE_NOOP("Reason", "lp_solve: %1 failed"),
    QT_TRANSLATE_NOOP("Reason", "lp_solve: no sensitivity information"),
    QT_TRANSLATE_NOOP("Reason", "lbp-mesh: the flows cannot be rounded to whole columns"),
    QT_TRANSLATE_NOOP("Reason", "ring: %1 (%2) must be a positive number, got %3"),
    QT_TRANSLATE_NOOP("Reason", "ring: the largest ring size must be 0 (every processor) or more, got %1"),
    QT_TRANSLATE_NOOP("Reason", "ring: the schedule needs at least one iteration, got %1"),
    QT_TRANSLATE_NOOP("Reason", "ring: the block size q must be a positive number, got %1"),
    QT_TRANSLATE_NOOP("Reason", "ring: the platform has no computing processor"),
    QT_TRANSLATE_NOOP("Reason", "ring: processor %1 needs a positive speed, got %2"),
    QT_TRANSLATE_NOOP("Reason", "unknown ring refinement '%1' (expected off, on, max-min or qp)"),
    QT_TRANSLATE_NOOP("Reason", "unknown LU algorithm \"%1\" (expected lu-homogeneous or lu-hetero)"),
    QT_TRANSLATE_NOOP("Reason", "n/q = %1 blocks per side is too many for LU"),
    QT_TRANSLATE_NOOP("Reason", "the pivot side mu must be positive (got %1)"),
    QT_TRANSLATE_NOOP("Reason", "mu = %1 does not fit the smallest worker (μ ≤ %2)"),
    QT_TRANSLATE_NOOP("Reason", "mu = %1 does not fit any worker (μ ≤ %2)"),
    QT_TRANSLATE_NOOP("Reason", "no worker can hold a pivot of %1×%1 blocks"),
    QT_TRANSLATE_NOOP("Reason", "unknown LU step order '%1' (expected best, paper or streamed)"),
    QT_TRANSLATE_NOOP("Reason", "the executor does not run '%1' (it runs %2)"),
    QT_TRANSLATE_NOOP("Reason", "--predistributed applies to the 2D partitions, without --speed-change"),
    QT_TRANSLATE_NOOP("Reason", "--speed-change changes emulated speeds: it needs --emulate"),
    QT_TRANSLATE_NOOP("Reason", "--speed-change redistributes a column-based partition: use %1"),
    QT_TRANSLATE_NOOP("Reason", "--throttle slows real ranks: it does not combine with --emulate"),
    QT_TRANSLATE_NOOP("Reason", "--speed-change: '%1' is not RANK@FRACTION:xFACTOR (e.g. 2@0.5:x0.5)"),
    QT_TRANSLATE_NOOP("Reason", "--speed-change: rank %1 is not one of the %2 ranks"),
    QT_TRANSLATE_NOOP("Reason", "--speed-change: '%1' needs 0 < FRACTION < 1 and FACTOR > 0"),
    QT_TRANSLATE_NOOP("Reason", "--throttle: '%1' is not RANK:FRACTION (e.g. 1:0.4)"),
    QT_TRANSLATE_NOOP("Reason", "--throttle: rank %1 is not one of the %2 ranks"),
    QT_TRANSLATE_NOOP("Reason", "--throttle: '%1' needs 0 < FRACTION <= 1 (the share of one core)"),
    QT_TRANSLATE_NOOP("Reason", "--throttle: rank %1 is named twice"),
    QT_TRANSLATE_NOOP("Reason", "--throttle: no RANK:FRACTION given (e.g. 1:0.4)"),
    QT_TRANSLATE_NOOP("Reason", "k_i proportional to speed (largest remainder)"),
    QT_TRANSLATE_NOOP("Reason", "recursive bisection, processors sorted by decreasing speed"),
    QT_TRANSLATE_NOOP("Reason", "Nagamochi-Abe recursive dissection, processors sorted by decreasing speed"),
    QT_TRANSLATE_NOOP("Reason", "non-rectangular recursive partitioning: Nagamochi-Abe cuts, a square corner for the others where one processor holds over 2/3 of a rectangle"),
    QT_TRANSLATE_NOOP("Reason", "%1x%2 process grid, distribution block 1x1 (one q x q block)"),
    QT_TRANSLATE_NOOP("Reason", "equal widths %1 blocks"),
    QT_TRANSLATE_NOOP("Reason", "equal widths %1 or %2 blocks"),
    QT_TRANSLATE_NOOP("Reason", "optimal column-based partition (COL-PERI-SUM), %1 columns, continuous cost %2"),
    QT_TRANSLATE_NOOP("Reason", "column-based partition of least largest half-perimeter (COL-PERI-MAX, exact), %1 columns, continuous cost %2"),
    QT_TRANSLATE_NOOP("Reason", "column-based partition of least largest half-perimeter (COL-PERI-MAX, heuristic beyond %1 processors), %2 columns, continuous cost %3"),
    QT_TRANSLATE_NOOP("Reason", "generalized block %1x%1 on a %2x%3 grid (kept among %4 by least step time, then volume), processors by nonincreasing speed along rows and columns, %5x%6 tiles"),
    QT_TRANSLATE_NOOP("Reason", ", last tile row and column cut at %1"),
    QT_TRANSLATE_NOOP("Reason", ", last tiles cut at the matrix's edge"),
    QT_TRANSLATE_NOOP("Reason", "exhaustive: perfect balance found after %1 of %2 %3 of the %4 grid"),
    QT_TRANSLATE_NOOP("Reason", "exhaustive over %1 %2 of the %3 grid (%4 %5 each)"),
    QT_TRANSLATE_NOOP("Reason", "heuristic: local search from %1 of %2 %3 of the %4 grid (%5 row/column sizes), %6 %7 in %8 %9"),
    QT_TRANSLATE_NOOP("Reason", ", work budget reached"),
    QT_TRANSLATE_NOOP("Reason", "; (sum r)(sum c) = %1 of the total speed"),
    QT_TRANSLATE_NOOP("Reason", "k_i of lbp-star (mode %1, order %2); the makespan is its schedule's"),
    QT_TRANSLATE_NOOP("Reason", "k_i of lbp-mesh (%1); the makespan is its schedule's"),
    QT_TRANSLATE_NOOP("Reason", "the layout has no column"),
    QT_TRANSLATE_NOOP("Reason", "%1: negative width %2"),
    QT_TRANSLATE_NOOP("Reason", "%1 is empty (a column holds at least one processor)"),
    QT_TRANSLATE_NOOP("Reason", "%1: a processor has an empty id"),
    QT_TRANSLATE_NOOP("Reason", "%1: processor '%2' has negative rows %3"),
    QT_TRANSLATE_NOOP("Reason", "%1: duplicate processor id '%2'"),
    QT_TRANSLATE_NOOP("Reason", "%1: rows sum to %2, not %3 = %4"),
    QT_TRANSLATE_NOOP("Reason", "column widths sum to %1, not n = %2"),
    QT_TRANSLATE_NOOP("Reason", "unknown format %1 (expected \"%2\")"),
    QT_TRANSLATE_NOOP("Reason", "%1 = %2 is too large (at most %3 blocks)"),
    QT_TRANSLATE_NOOP("Reason", "%1 must be an object (got %2)"),
    QT_TRANSLATE_NOOP("Reason", "%1: unknown field '%2'"),
    QT_TRANSLATE_NOOP("Reason", "%1: missing field '%2'"),
    QT_TRANSLATE_NOOP("Reason", "%1: field '%2' must be %3 (got %4)"),
    QT_TRANSLATE_NOOP("Reason", "%1: width %2 is larger than n = %3"),
    QT_TRANSLATE_NOOP("Reason", "%1: empty id"),
    QT_TRANSLATE_NOOP("Reason", "%1: duplicate id %2 (already used by %3)"),
    QT_TRANSLATE_NOOP("Reason", "%1 ('%2'): negative rows %3"),
    QT_TRANSLATE_NOOP("Reason", "%1 ('%2'): rows %3 larger than %4 = %5"),
    QT_TRANSLATE_NOOP("Reason", "field '%1' is too large"),
    QT_TRANSLATE_NOOP("Reason", "%1: field '%2' is too large"),
    QT_TRANSLATE_NOOP("Reason", "field '%1' must be a whole number of blocks (got %2)"),
    QT_TRANSLATE_NOOP("Reason", "%1: field '%2' must be a whole number of blocks (got %3)"),
    QT_TRANSLATE_NOOP("Reason", "field '%1' must be a whole number (got %2)"),
    QT_TRANSLATE_NOOP("Reason", "%1: field '%2' must be a whole number (got %3)"),    QT_TRANSLATE_NOOP("Reason", "cannot open file (%1)"),
    QT_TRANSLATE_NOOP("Reason", "cannot read file (%1)"),
    QT_TRANSLATE_NOOP("Reason", "cannot write file (%1)"),
    QT_TRANSLATE_NOOP("Reason", "cannot write file (the path names a directory)"),
    QT_TRANSLATE_NOOP("Reason", "cannot write file (it is a directory)"),
    QT_TRANSLATE_NOOP("Reason", "%1: names a directory, not a file"),
    QT_TRANSLATE_NOOP("Reason", "%1: the directory '%2' does not exist"),
    QT_TRANSLATE_NOOP("Reason", "%1: cannot write in '%2' (%3)"),
    QT_TRANSLATE_NOOP("Reason", "<config> ignored: Partita has its own network model (docs/platform-format.md)"),
    QT_TRANSLATE_NOOP("Reason", "<%1> ignored: Partita places its own computations"),
    QT_TRANSLATE_NOOP("Reason", "<%1> ignored: Partita has no availability or state profiles (speeds and bandwidths stay constant)"),
    QT_TRANSLATE_NOOP("Reason", "%1: property '%2' ignored"),
    QT_TRANSLATE_NOOP("Reason", "%1: property '%2' ignored (Partita has no energy model)"),
    QT_TRANSLATE_NOOP("Reason", "%1: %2 '%3' ignored (Partita has no availability or state profiles)"),
    QT_TRANSLATE_NOOP("Reason", "<%1> ignored: Partita models neither profiles nor storage"),
    QT_TRANSLATE_NOOP("Reason", "%1: routing %2: the routes it declares are kept, the others are widest paths (SimGrid computes shortest ones)"),
    QT_TRANSLATE_NOOP("Reason", "%1: routing None: no route inside it (its hosts are reached through zone routes only)"),
    QT_TRANSLATE_NOOP("Reason", "%1: loopback links ignored (Partita never sends a processor's data to itself)"),
    QT_TRANSLATE_NOOP("Reason", "%1: bb_bw and bb_lat ignored (SimGrid gives a backbone to FLAT clusters only)"),
    QT_TRANSLATE_NOOP("Reason", "%1: %2 cores of %3 per host: each planned as one processor of their total speed (a single SimGrid actor would get one core's)"),
    QT_TRANSLATE_NOOP("Reason", "%1: %2 cores of %3 each: planned as one processor of their total speed (a single SimGrid actor would get one core's)"),
    QT_TRANSLATE_NOOP("Reason", "%1: <%2> ignored (Partita models no disks)"),
    QT_TRANSLATE_NOOP("Reason", "%1: lat ignored (SimGrid 3.32 ignores it too: the height coordinate says it)"),
    QT_TRANSLATE_NOOP("Reason", "%1: ignored (a loopback: Partita never sends a processor's data to itself)"),
    QT_TRANSLATE_NOOP("Reason", "link '%1' ignored: no route between two nodes crosses it, so it carries no traffic"),
    QT_TRANSLATE_NOOP("Reason", "%1: ignored (it crosses no link)"),
    QT_TRANSLATE_NOOP("Reason", "%1 of %2 ordered pairs of hosts have no route through the zones that Partita can compute (no zone route, routing None, shortest paths of a Floyd or Dijkstra zone, or a zone or router reached in a Cluster or Vivaldi zone, where SimGrid 3.32 finds none either): they take widest paths"),
    QT_TRANSLATE_NOOP("Reason", "router '%1' ignored: no host reaches it through the links, so it carries no traffic"),
    QT_TRANSLATE_NOOP("Reason", "link '%1' ignored: it joins routers no host reaches"),
    QT_TRANSLATE_NOOP("Reason", "route from '%1' to '%2' ignored: it joins routers no host reaches"),
};

// The fixed words a parameter may be (reasonWords()).
constexpr const char *kWords[] = {
    QT_TRANSLATE_NOOP("ReasonWord", "processor"), QT_TRANSLATE_NOOP("ReasonWord", "router"),
    QT_TRANSLATE_NOOP("ReasonWord", "link"),      QT_TRANSLATE_NOOP("ReasonWord", "route"),
    QT_TRANSLATE_NOOP("ReasonWord", "speed"),     QT_TRANSLATE_NOOP("ReasonWord", "memory"),
    QT_TRANSLATE_NOOP("ReasonWord", "bandwidth"), QT_TRANSLATE_NOOP("ReasonWord", "cores"),
    QT_TRANSLATE_NOOP("ReasonWord", "latency"),
    QT_TRANSLATE_NOOP("ReasonWord", "value"),
    QT_TRANSLATE_NOOP("ReasonWord", "object"),
    QT_TRANSLATE_NOOP("ReasonWord", "object key"),
    QT_TRANSLATE_NOOP("ReasonWord", "object separator"),
    QT_TRANSLATE_NOOP("ReasonWord", "array"),
    QT_TRANSLATE_NOOP("ReasonWord", "true literal"),
    QT_TRANSLATE_NOOP("ReasonWord", "false literal"),
    QT_TRANSLATE_NOOP("ReasonWord", "null literal"),
    QT_TRANSLATE_NOOP("ReasonWord", "string literal"),
    QT_TRANSLATE_NOOP("ReasonWord", "number literal"),
    QT_TRANSLATE_NOOP("ReasonWord", "end of input"),
    QT_TRANSLATE_NOOP("ReasonWord", "'[', '{', or a literal"),
    QT_TRANSLATE_NOOP("ReasonWord", "unknown token"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid literal"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid string: missing closing quote"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid string: forbidden character after backslash"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid string: '\\u' must be followed by 4 hex digits"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid string: ill-formed UTF-8 byte"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid string: control character U+0009 (HT) must be escaped to \\u0009 or \\t"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid string: control character U+000A (LF) must be escaped to \\u000A or \\n"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid string: control character U+000D (CR) must be escaped to \\u000D or \\r"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid number; expected digit after '-'"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid number; expected digit after '.'"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid number; expected '+', '-', or digit after exponent"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid number; expected digit after exponent sign"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid comment; expecting '/' or '*' after '/'"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid comment; missing closing '*/'"),
    QT_TRANSLATE_NOOP("ReasonWord", "invalid BOM; must be 0xEF 0xBB 0xBF if given"),
    QT_TRANSLATE_NOOP("ReasonWord", "infeasible"),
    QT_TRANSLATE_NOOP("ReasonWord", "unbounded"),
    QT_TRANSLATE_NOOP("ReasonWord", "failed"),
    QT_TRANSLATE_NOOP("ReasonWord", "No document element found"),
    QT_TRANSLATE_NOOP("ReasonWord", "Error parsing start element tag"),
    QT_TRANSLATE_NOOP("ReasonWord", "Error parsing end element tag"),
    QT_TRANSLATE_NOOP("ReasonWord", "Start-end tags mismatch"),
    QT_TRANSLATE_NOOP("ReasonWord", "Unexpected end of data"),
    QT_TRANSLATE_NOOP("ReasonWord", "Error parsing element attribute"),
    QT_TRANSLATE_NOOP("ReasonWord", "Error parsing comment"),
    QT_TRANSLATE_NOOP("ReasonWord", "Error parsing document declaration/processing instruction"),
    QT_TRANSLATE_NOOP("ReasonWord", "Error parsing document type declaration"),
    QT_TRANSLATE_NOOP("ReasonWord", "Error parsing CDATA section"),
    QT_TRANSLATE_NOOP("ReasonWord", "Error parsing PCDATA section"),
    QT_TRANSLATE_NOOP("ReasonWord", "Could not determine tag type"),
    QT_TRANSLATE_NOOP("ReasonWord", "null"),
    QT_TRANSLATE_NOOP("ReasonWord", "string"),
    QT_TRANSLATE_NOOP("ReasonWord", "boolean"),
    QT_TRANSLATE_NOOP("ReasonWord", "number"),
    QT_TRANSLATE_NOOP("ReasonWord", "a string"),
    QT_TRANSLATE_NOOP("ReasonWord", "a number"),
    QT_TRANSLATE_NOOP("ReasonWord", "true or false"),
    QT_TRANSLATE_NOOP("ReasonWord", "an array"),
    QT_TRANSLATE_NOOP("ReasonWord", "an object"),
    QT_TRANSLATE_NOOP("ReasonWord", "a newline"),
    QT_TRANSLATE_NOOP("ReasonWord", "a tab"),
    QT_TRANSLATE_NOOP("ReasonWord", "a byte below 0x20 or 0x7f"),
    QT_TRANSLATE_NOOP("ReasonWord", "TORUS topo_parameters"),
    QT_TRANSLATE_NOOP("ReasonWord", "the number of levels"),
    QT_TRANSLATE_NOOP("ReasonWord", "FAT_TREE children counts"),
    QT_TRANSLATE_NOOP("ReasonWord", "FAT_TREE parent counts"),
    QT_TRANSLATE_NOOP("ReasonWord", "FAT_TREE link counts"),
    QT_TRANSLATE_NOOP("ReasonWord", "DRAGONFLY groups"),
    QT_TRANSLATE_NOOP("ReasonWord", "DRAGONFLY chassis"),
    QT_TRANSLATE_NOOP("ReasonWord", "DRAGONFLY routers"),
    QT_TRANSLATE_NOOP("ReasonWord", "DRAGONFLY nodes"),
    QT_TRANSLATE_NOOP("ReasonWord", "monotone arrangement"),
    QT_TRANSLATE_NOOP("ReasonWord", "monotone arrangements"),
    QT_TRANSLATE_NOOP("ReasonWord", "spanning tree"),
    QT_TRANSLATE_NOOP("ReasonWord", "spanning trees"),
    QT_TRANSLATE_NOOP("ReasonWord", "sorted starting arrangement"),
    QT_TRANSLATE_NOOP("ReasonWord", "sorted starting arrangements"),
    QT_TRANSLATE_NOOP("ReasonWord", "improving move"),
    QT_TRANSLATE_NOOP("ReasonWord", "improving moves"),
    QT_TRANSLATE_NOOP("ReasonWord", "arrangement"),
    QT_TRANSLATE_NOOP("ReasonWord", "arrangements"),
    QT_TRANSLATE_NOOP("ReasonWord", "exact"),
    QT_TRANSLATE_NOOP("ReasonWord", "vertex-ascent"),
    QT_TRANSLATE_NOOP("ReasonWord", "heuristic"),    QT_TRANSLATE_NOOP("ReasonWord", "Permission denied"),
    QT_TRANSLATE_NOOP("ReasonWord", "No such file or directory"),
    QT_TRANSLATE_NOOP("ReasonWord", "Is a directory"),
    QT_TRANSLATE_NOOP("ReasonWord", "Not a directory"),
    QT_TRANSLATE_NOOP("ReasonWord", "No space left on device"),
    QT_TRANSLATE_NOOP("ReasonWord", "Read-only file system"),
    QT_TRANSLATE_NOOP("ReasonWord", "File exists"),
    QT_TRANSLATE_NOOP("ReasonWord", "Too many open files"),
    QT_TRANSLATE_NOOP("ReasonWord", "Disk quota exceeded"),
    QT_TRANSLATE_NOOP("ReasonWord", "File name too long"),
    QT_TRANSLATE_NOOP("ReasonWord", "Input/output error"),
    QT_TRANSLATE_NOOP("ReasonWord", "Too many levels of symbolic links"),
    QT_TRANSLATE_NOOP("ReasonWord", "Operation not permitted"),
};

bool listed(std::string_view text)
{
    return std::any_of(std::begin(kTemplates), std::end(kTemplates), [&](const char *t) { return text == t; });
}

// `pattern` with %1 ... %9 replaced in one pass, as fillTemplate does for the English text.
QString filled(const QString &pattern, const QStringList &args)
{
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1) >= QLatin1Char('1')
            && pattern.at(i + 1) <= QLatin1Char('9')) {
            const qsizetype index = pattern.at(i + 1).unicode() - '1';
            if (index < args.size()) {
                out += args.at(index);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

// "FILE:LINE: what" (or "FILE: what" without a line, `what` alone without a file), the
// separators in the studio's language.
QString located(const std::string &file, int line, const QString &what)
{
    if (file.empty())
        return what;
    const QString name = QString::fromStdString(file);
    if (line > 0)
        return filled(QCoreApplication::translate("Reason", "%1:%2: %3"), {name, QString::number(line), what});
    return filled(QCoreApplication::translate("Reason", "%1: %2"), {name, what});
}

} // namespace

QString filledTemplate(const QString &pattern, const QStringList &args)
{
    return filled(pattern, args);
}

QString reasonText(const Reason &reason)
{
    QStringList args;
    for (const ReasonArg &a : reason.args)
        args << (a.word ? QCoreApplication::translate("ReasonWord", a.text.c_str()) : QString::fromStdString(a.text));
    if (reason.kind == ReasonKind::Text)
        return args.value(0);
    return filled(QCoreApplication::translate("Reason", reasonTemplate(reason.kind)), args);
}

QString planNoteText(const PlanNote &note)
{
    QString out;
    for (const Reason &part : note.parts)
        out += reasonText(part);
    return out;
}

QString errorText(const std::exception &error)
{
    const auto *input = dynamic_cast<const InputError *>(&error);
    if (!input) {
        if (const auto *carrier = dynamic_cast<const ReasonCarrier *>(&error))
            return reasonText(carrier->reason());
        return QString::fromStdString(error.what());
    }
    return located(input->file(), input->line(), reasonText(input->reason()));
}

QString importWarningText(const ImportWarning &warning)
{
    return located(warning.file, warning.line, reasonText(warning.reason));
}

bool reasonTextListed(ReasonKind kind)
{
    return kind == ReasonKind::Text || listed(reasonTemplate(kind));
}

bool reasonWordListed(const std::string &word)
{
    return std::any_of(std::begin(kWords), std::end(kWords), [&](const char *w) { return word == w; });
}

} // namespace partita::views
