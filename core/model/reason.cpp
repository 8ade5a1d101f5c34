#include "model/reason.h"

#include <utility>

namespace partita {

namespace {

// Word for word the messages the command line printed before reasons had kinds (the golden
// outputs of tests/cli hold them); views/plan/reason_text.cpp lists the same templates for
// translation.
constexpr const char *kSummaGrid
    = "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours";

} // namespace

const char *reasonTemplate(ReasonKind kind)
{
    using K = ReasonKind;
    switch (kind) {
    case K::Text: return "%1";
    case K::NoProcessor: return "the platform has no processor";
    case K::NotFinite: return "%1 %2: %3 must be a finite number (got %4)";
    case K::NotPositive: return "%1 %2: %3 must be > 0 (got %4)";
    case K::OutOfRange: return "%1 %2: %3 must be between %4 and %5 (got %6)";
    case K::DuplicateId: return "%1 %2: duplicate id (already used by a %3)";
    case K::UnknownNode: return "%1 %2: unknown node %3 in '%4' (no processor or router has this id)";
    case K::UnknownMaster: return "master %1 is not a processor or router of the platform";
    case K::Disconnected: return "%1 %2: cannot be reached from %3 (the platform graph is disconnected)";
    case K::EmptyId: return "%1 #%2: id must not be empty";
    case K::IdControlCharacter:
        return "%1 %2: the id contains a control character (%3): ids appear in one-line errors and in the rows of "
               "CSV traces";
    case K::LinkToItself: return "%1 %2: joins node %3 to itself";
    case K::LatencyNegative: return "%1 %2: latency must be >= 0 (got %3)";
    case K::LatencyTooLarge: return "%1 %2: latency must be at most %3 (got %4)";
    case K::RouteSameEnds: return "%1 %2: a route joins two different nodes";
    case K::RouteNoLink: return "%1 %2: no link";
    case K::RouteLatencyRange: return "%1 %2: latency must be from 0 to %3 s (got %4)";
    case K::RouteNoLinkNumber: return "%1 %2: no link #%3";
    case K::RouteCrossedDown:
        return "%1 %2: %3 %4 is crossed \"down\" but only a split-duplex link has two directions";
    case K::RouteAlreadyDeclared: return "%1 %2: a route from %3 to %4 is already declared (route #%5)";
    case K::DimensionTooSmall: return "%1 must be at least 1 (got %2)";
    case K::DimensionTooLarge: return "%1 must be at most %2 (got %3)";
    case K::TooManyBlocks: return "%1 / q = %2 blocks a side, more than the %3 any strategy plans: take a larger q";
    case K::MemoryBuffers: return "processor %1: memory %2 buffers cannot hold one %3 block (1 buffer)";
    case K::MemoryMiB: return "processor %1: memory %2 MiB cannot hold one %3 block (%4 MiB)";
    case K::UnreachableFromMaster:
        return "processor %1 cannot be reached from the master %2 along the links' directions";
    case K::RingNotProduct:
        return "%1 is an iterative computation on its own n×n grid, not a matrix product (docs/ring.md): --m and --k "
               "do not apply (got %2×%3 by %3×%4)";
    case K::LuSquareOnly:
        return "%1 factors a square matrix A of order n (docs/lu.md): --m and --k do not apply (got %2×%3 by %3×%4)";
    case K::SquareOnly: return "%1 takes square products only (m = k = n), got %2×%3 by %3×%4";
    case K::SquareOnlyTakers:
        return "%1 takes square products only (m = k = n), got %2×%3 by %3×%4; strategies for any shape: %5";
    case K::NoComputingProcessor: return "the platform has no computing processor";
    case K::SummaGrid: return kSummaGrid;
    case K::SummaGridNoCoordinates:
        return "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
               "(%1 has no x, y)";
    case K::SummaGridSharedCell:
        return "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
               "(%1 and %2 share a cell)";
    case K::SummaGridNoLink:
        return "summa: needs the processors on a full grid (x, y), one per cell, with a link between grid neighbours "
               "(no two-way link between %1 and %2)";
    case K::LbpStarNoMaster: return "lbp-star: the platform has no master (the star's source)";
    case K::LbpStarNoNeighbour: return "lbp-star: the master %1 has no computing neighbour";
    case K::LbpMeshNoMaster: return "lbp-mesh: the platform has no master (the source of A and B)";
    case K::LbpMeshUnreachable: return "lbp-mesh: no computing processor is reachable from the master %1";
    case K::MwNoMaster: return "master-worker schedules need a master: the platform names none";
    case K::MwUnknownMaster: return "the master %1 is not a node of the platform";
    case K::MwNoWorker: return "no processor besides the master %1 can be reached to work for it";
    case K::MwNoLayoutMemory: return "no worker has memory for the μ² + 4μ layout with μ = 1 (5 blocks of q×q)";
    case K::JsonUnexpected: return "invalid JSON: syntax error while parsing %1 - unexpected %2";
    case K::JsonUnexpectedExpected: return "invalid JSON: syntax error while parsing %1 - unexpected %2; expected %3";
    case K::JsonBadToken: return "invalid JSON: syntax error while parsing %1 - %2; last read: '%3'";
    case K::JsonBadTokenExpected: return "invalid JSON: syntax error while parsing %1 - %2; last read: '%3'; expected %4";
    case K::JsonNumberOverflow: return "invalid JSON: number overflow parsing '%1'";
    case K::JsonNotObject: return "the document must be a JSON object (got %1)";
    case K::JsonMissingFormat: return "missing field 'format' (expected \"%1\")";
    case K::JsonUnsupportedFormat: return "unsupported format %1 (expected \"%2\")";
    case K::JsonDuplicateKey: return "duplicate key '%1' (at %2)";
    case K::JsonMissingField: return "missing field '%1'";
    case K::JsonElementMissingField: return "%1 %2: missing field '%3'";
    case K::JsonUnknownField: return "unknown field '%1'";
    case K::JsonElementUnknownField: return "%1 %2: unknown field '%3'";
    case K::JsonFieldType: return "field '%1' must be %2 (got %3)";
    case K::JsonElementFieldType: return "%1 %2: field '%3' must be %4 (got %5)";
    case K::JsonElementNotObject: return "%1 %2 must be an object (got %3)";
    case K::JsonUnknownUnits: return "unknown units '%1' (expected \"physical\" or \"blocks\")";
    case K::JsonCores: return "%1 %2: cores must be a whole number between 1 and %3 (got %4)";
    case K::JsonUnknownKernel: return "%1 %2: unknown kernel '%3' (expected panel, block or stencil)";
    case K::JsonKernelValue: return "%1 %2: kernel '%3' must be a speed or a list of [size, speed] pairs";
    case K::JsonUnknownSharing: return "%1 %2: unknown sharing '%3' (expected \"shared\", \"split-duplex\" or \"backbone\")";
    case K::JsonUnknownDirection: return "%1 %2: unknown direction '%3' (expected \"up\" or \"down\")";
    case K::JsonLinkNamedTwice: return "%1 %2: several links are named '%3' (give its position instead)";
    case K::JsonNoLinkNamed: return "%1 %2: no link is named '%3'";
    case K::JsonLinkPosition: return "%1 %2: link %3 is not a position in 'links' (1 to %4)";
    case K::JsonLinkReference: return "%1 %2: a link is given by its name or its position (got %3)";
    case K::XmlInvalid: return "invalid XML: %1";
    case K::XmlRoot: return "the root element must be <platform> (got <%1>)";
    case K::XmlNoZone: return "no <zone> in <platform>";
    case K::XmlUnexpectedElement: return "unexpected element <%1> in <%2>";
    case K::XmlMissingAttribute: return "%1: missing attribute '%2'";
    case K::XmlBadValue: return "%1: invalid %2 '%3' (expected a number and a unit such as '%4')";
    case K::XmlValueTooLarge: return "%1: %2 '%3' is too large";
    case K::XmlUnknownUnit: return "%1: unknown %2 unit '%3' in '%4'";
    case K::XmlPropertyNumber: return "%1: property '%2' must be a number (got '%3')";
    case K::XmlUnknownNode: return "%1: unknown node '%2' (no host or router has this id)";
    case K::XmlUnknownLink: return "%1: unknown link '%2'";
    case K::XmlVersion: return "unsupported SimGrid platform version '%1' (Partita reads versions 4 and 4.1)";
    case K::XmlInclude: return "<include> is not supported (SimGrid itself refuses it since version 3.22)";
    case K::XmlSpeedPairs: return "%1: property '%2' must be a speed or SIZE:SPEED pairs separated by commas (got '%3')";
    case K::XmlPropertyBool: return "%1: property '%2' must be true or false (got '%3')";
    case K::XmlPartitaFormat: return "%1: unsupported partita:format '%2' (expected \"%3\")";
    case K::XmlUnknownUnits: return "%1: unknown units '%2' (expected \"physical\" or \"blocks\")";
    case K::XmlDeclaredRoutes: return "%1: property 'partita:declared_routes' must be a whole number";
    case K::XmlUnknownProperty: return "%1: unknown property 'partita:%2'";
    case K::XmlWifiZone: return "%1: wifi zones are not supported (Partita has no model of a wireless medium)";
    case K::XmlRoutingUnsupported: return "%1: routing %2 is not supported (its topology's parameters are not in the file: use a <cluster> with topology=\"...\")";
    case K::XmlUnknownRouting: return "%1: unknown routing '%2'";
    case K::XmlEmptyId: return "%1: empty id";
    case K::XmlSharingPolicy: return "%1: %2 '%3' is not supported (expected SHARED, SPLITDUPLEX or FATPIPE)";
    case K::XmlBackboneNeedsBandwidth: return "%1: a backbone needs bb_bw";
    case K::XmlCore: return "%1: core must be a whole number >= 1 (got '%2')";
    case K::XmlDuplicateLinkId: return "%1: duplicate link id '%2'";
    case K::XmlPstate: return "%1: pstate must be a whole number (got '%2')";
    case K::XmlPstateSpeeds: return "%1: pstate %2 but only the speeds '%3'";
    case K::XmlCoordinates: return "'%1': coordinates must be three numbers 'x y height' (got '%2')";
    case K::XmlPeerZone: return "%1: a <peer> belongs in a zone with routing=\"Vivaldi\" (as in SimGrid)";
    case K::XmlCabinetZone: return "%1: a <cabinet> belongs in a zone with routing=\"Cluster\" (as in SimGrid)";
    case K::XmlBackboneZone: return "%1: a <backbone> belongs in a zone with routing=\"Cluster\" (as in SimGrid)";
    case K::XmlOneBackbone: return "%1: a zone has one backbone";
    case K::XmlHostLinkZone: return "%1: a <host_link> belongs in a zone with routing=\"Cluster\" or \"Vivaldi\" (as in SimGrid)";
    case K::XmlRadical: return "%1: radical must list whole numbers and ranges such as 0-99 (got '%2')";
    case K::XmlTooManyHosts: return "%1: more than %2 hosts (the routes Partita keeps grow as the square of their number)";
    case K::XmlSplitDuplexName: return "%1: link '%2' is split-duplex: name its direction '%2_UP' or '%2_DOWN'";
    case K::XmlNoHostInZone: return "%1: no host '%2' in zone '%3'";
    case K::XmlHostHasLinks: return "%1: the host has links already (line %2)";
    case K::XmlHostNoLinks: return "host '%1' of zone '%2' has no links to the zone's centre (a <host_link> or a <%3>): SimGrid 3.32 finds no route to or from it either";
    case K::XmlLinkTwoHosts: return "link '%1' joins both '%2' and '%3' to the centre of zone '%4': Partita's graph gives a link two ends (declare it for one host)";
    case K::XmlLinkUsedElsewhere: return "link '%1' joins '%2' to the centre of zone '%3' and is also used elsewhere: Partita's graph gives a link two ends";
    case K::XmlNoRouter: return "property 'partita:router:%1': no router '%1'";
    case K::XmlDuplicateLinkLine: return "%1: duplicate link id (first on line %2)";
    case K::XmlWifiLink: return "%1: wifi links are not supported (Partita has no model of a wireless medium)";
    case K::XmlFromTo: return "%1: properties 'partita:from' and 'partita:to' go together";
    case K::XmlSymmetrical: return "%1: symmetrical must be YES or NO (got '%2')";
    case K::XmlDirection: return "%1: direction must be UP, DOWN or NONE (got '%2')";
    case K::XmlSplitDuplexDirection: return "%1: link '%2' is split-duplex: give direction=\"UP\" or \"DOWN\"";
    case K::ClusterCounts: return "%1: %2 must be whole numbers from 1 to %3 (got '%4')";
    case K::ClusterTopology: return "%1: unknown topology '%2' (SimGrid has FLAT, TORUS, FAT_TREE and DRAGONFLY)";
    case K::ClusterRadicalCount: return "%1: topology %2 has %3 hosts but radical gives %4";
    case K::FatTreeParameters: return "%1: FAT_TREE topo_parameters must be LEVELS;CHILDREN;PARENTS;PORTS (got '%2')";
    case K::FatTreeLevels: return "%1: FAT_TREE: the first parameter is the number of levels (got '%2')";
    case K::FatTreeLevelCounts: return "%1: FAT_TREE: %2 levels but parameters '%3' give other numbers of values";
    case K::FatTreeUnbuildable: return "%1: FAT_TREE topo_parameters '%2' do not describe a fat tree SimGrid can build";
    case K::DragonflyParameters:
        return "%1: DRAGONFLY topo_parameters must be GROUPS,BLUE;CHASSIS,BLACK;ROUTERS,GREEN;NODES (got '%2')";
    case K::DragonflyGroups:
        return "%1: DRAGONFLY with more groups (%2) than routers per chassis (%3): SimGrid's routing has no path "
               "between some groups";
    case K::KernelsNeedPhysical: return "%1 %2: kernel speeds need physical units (a \"blocks\" platform's speed is already the rate of one block update)";
    case K::KernelNoSpeed: return "%1 %2, kernel '%3': no speed";
    case K::KernelSpeedRange: return "%1 %2, kernel '%3': speed must be between %4 and %5 (got %6)";
    case K::KernelPointSize: return "%1 %2, kernel '%3': a point's size (the block size q; for stencil, a ring slice's MiB) must be between 1 and %4 (got %5)";
    case K::KernelSizesIncrease: return "%1 %2, kernel '%3': the sizes of the points must increase (%4 after %5)";
    case K::PanelPackingRange: return "%1 %2: panel_packing must be a number of elements from 0 to %3 (got %4)";
    case K::PanelPackingNeedsPhysical: return "%1 %2: panel_packing needs physical units (it adjusts the panel kernel's rate to the panel's shape; a \"blocks\" platform's speed is already the rate of one block update)";
    case K::NetworkModelUnknown: return "unknown network model '%1' (expected ideal, cm02 or lv08)";
    case K::NetworkModelNeedsPhysical: return "the %1 network model needs a platform in physical units (bytes and seconds)";
    case K::LpRelaxFailed: return "MFT-LBP-relax: lp_solve found the LP %1";
    case K::LpFixedFailed: return "MFT-LBP with fixed k: lp_solve found the LP %1";
    case K::LpCallFailed: return "lp_solve: %1 failed";
    case K::LpNoSensitivity: return "lp_solve: no sensitivity information";
    case K::LbpMeshRounding: return "lbp-mesh: the flows cannot be rounded to whole columns";
    case K::RingSide: return "ring: %1 (%2) must be a positive number, got %3";
    case K::RingMaxSize: return "ring: the largest ring size must be 0 (every processor) or more, got %1";
    case K::RingIterations: return "ring: the schedule needs at least one iteration, got %1";
    case K::RingBlockSize: return "ring: the block size q must be a positive number, got %1";
    case K::RingNoComputing: return "ring: the platform has no computing processor";
    case K::RingSpeed: return "ring: processor %1 needs a positive speed, got %2";
    case K::RingRefinementUnknown: return "unknown ring refinement '%1' (expected off, on, max-min or qp)";
    case K::LuUnknownAlgorithm: return "unknown LU algorithm \"%1\" (expected lu-homogeneous or lu-hetero)";
    case K::LuTooManyBlocks: return "n/q = %1 blocks per side is too many for LU";
    case K::LuMuNotPositive: return "the pivot side mu must be positive (got %1)";
    case K::LuMuSmallest: return "mu = %1 does not fit the smallest worker (μ ≤ %2)";
    case K::LuMuAny: return "mu = %1 does not fit any worker (μ ≤ %2)";
    case K::LuNoPivot: return "no worker can hold a pivot of %1×%1 blocks";
    case K::LuStepsUnknown: return "unknown LU step order '%1' (expected best, paper or streamed)";
    case K::RunNotExecutable: return "the executor does not run '%1' (it runs %2)";
    case K::RunPredistributed: return "--predistributed applies to the 2D partitions, without --speed-change";
    case K::RunSpeedChangeEmulate: return "--speed-change changes emulated speeds: it needs --emulate";
    case K::RunSpeedChangeColumns: return "--speed-change redistributes a column-based partition: use %1";
    case K::RunThrottleEmulate: return "--throttle slows real ranks: it does not combine with --emulate";
    case K::SpeedChangeSyntax: return "--speed-change: '%1' is not RANK@FRACTION:xFACTOR (e.g. 2@0.5:x0.5)";
    case K::SpeedChangeRank: return "--speed-change: rank %1 is not one of the %2 ranks";
    case K::SpeedChangeRange: return "--speed-change: '%1' needs 0 < FRACTION < 1 and FACTOR > 0";
    case K::ThrottleSyntax: return "--throttle: '%1' is not RANK:FRACTION (e.g. 1:0.4)";
    case K::ThrottleRank: return "--throttle: rank %1 is not one of the %2 ranks";
    case K::ThrottleRange: return "--throttle: '%1' needs 0 < FRACTION <= 1 (the share of one core)";
    case K::ThrottleTwice: return "--throttle: rank %1 is named twice";
    case K::ThrottleEmpty: return "--throttle: no RANK:FRACTION given (e.g. 1:0.4)";
    case K::NoteLayers: return "k_i proportional to speed (largest remainder)";
    case K::NoteRecursive: return "recursive bisection, processors sorted by decreasing speed";
    case K::NoteNagamochiAbe: return "Nagamochi-Abe recursive dissection, processors sorted by decreasing speed";
    case K::NoteNrrp: return "non-rectangular recursive partitioning: Nagamochi-Abe cuts, a square corner for the others where one processor holds over 2/3 of a rectangle";
    case K::NoteBlockCyclic: return "%1x%2 process grid, distribution block 1x1 (one q x q block)";
    case K::NoteEvenColumns: return "equal widths %1 blocks";
    case K::NoteEvenColumnsTwo: return "equal widths %1 or %2 blocks";
    case K::NoteColumns: return "optimal column-based partition (COL-PERI-SUM), %1 columns, continuous cost %2";
    case K::NoteColumnsMaxExact: return "column-based partition of least largest half-perimeter (COL-PERI-MAX, exact), %1 columns, continuous cost %2";
    case K::NoteColumnsMaxHeuristic: return "column-based partition of least largest half-perimeter (COL-PERI-MAX, heuristic beyond %1 processors), %2 columns, continuous cost %3";
    case K::NoteHeteroBlockCyclic: return "generalized block %1x%1 on a %2x%3 grid (kept among %4 by least step time, then volume), processors by nonincreasing speed along rows and columns, %5x%6 tiles";
    case K::NoteTilesCut: return ", last tile row and column cut at %1";
    case K::NoteTilesCutAtEdge: return ", last tiles cut at the matrix's edge";
    case K::NoteGridPerfect: return "exhaustive: perfect balance found after %1 of %2 %3 of the %4 grid";
    case K::NoteGridExhaustive: return "exhaustive over %1 %2 of the %3 grid (%4 %5 each)";
    case K::NoteGridHeuristic: return "heuristic: local search from %1 of %2 %3 of the %4 grid (%5 row/column sizes), %6 %7 in %8 %9";
    case K::NoteBudgetReached: return ", work budget reached";
    case K::NoteGridSpeed: return "; (sum r)(sum c) = %1 of the total speed";
    case K::NoteLbpStar: return "k_i of lbp-star (mode %1, order %2); the makespan is its schedule's";
    case K::NoteLbpMesh: return "k_i of lbp-mesh (%1); the makespan is its schedule's";
    case K::LayoutNoColumn: return "the layout has no column";
    case K::LayoutNegativeWidth: return "%1: negative width %2";
    case K::LayoutEmptyColumn: return "%1 is empty (a column holds at least one processor)";
    case K::LayoutEmptyId: return "%1: a processor has an empty id";
    case K::LayoutNegativeRows: return "%1: processor '%2' has negative rows %3";
    case K::LayoutDuplicateId: return "%1: duplicate processor id '%2'";
    case K::LayoutRowsSum: return "%1: rows sum to %2, not %3 = %4";
    case K::LayoutWidthsSum: return "column widths sum to %1, not n = %2";
    case K::LayoutUnknownFormat: return "unknown format %1 (expected \"%2\")";
    case K::LayoutTooLarge: return "%1 = %2 is too large (at most %3 blocks)";
    case K::LayoutElementNotObject: return "%1 must be an object (got %2)";
    case K::LayoutElementUnknownField: return "%1: unknown field '%2'";
    case K::LayoutElementMissingField: return "%1: missing field '%2'";
    case K::LayoutElementFieldType: return "%1: field '%2' must be %3 (got %4)";
    case K::LayoutWidthTooLarge: return "%1: width %2 is larger than n = %3";
    case K::LayoutElementEmptyId: return "%1: empty id";
    case K::LayoutDuplicateIdAt: return "%1: duplicate id %2 (already used by %3)";
    case K::LayoutProcessorNegativeRows: return "%1 ('%2'): negative rows %3";
    case K::LayoutProcessorRowsTooLarge: return "%1 ('%2'): rows %3 larger than %4 = %5";
    case K::LayoutFieldTooLarge: return "field '%1' is too large";
    case K::LayoutElementFieldTooLarge: return "%1: field '%2' is too large";
    case K::LayoutFieldNotBlocks: return "field '%1' must be a whole number of blocks (got %2)";
    case K::LayoutElementFieldNotBlocks: return "%1: field '%2' must be a whole number of blocks (got %3)";
    case K::LayoutFieldNotWhole: return "field '%1' must be a whole number (got %2)";
    case K::LayoutElementFieldNotWhole: return "%1: field '%2' must be a whole number (got %3)";
    case K::FileCannotOpen: return "cannot open file (%1)";
    case K::FileCannotRead: return "cannot read file (%1)";
    case K::FileCannotWrite: return "cannot write file (%1)";
    case K::FileWriteNamesDirectory: return "cannot write file (the path names a directory)";
    case K::FileWriteIsDirectory: return "cannot write file (it is a directory)";
    case K::OutputNamesDirectory: return "%1: names a directory, not a file";
    case K::OutputNoDirectory: return "%1: the directory '%2' does not exist";
    case K::OutputCannotWriteIn: return "%1: cannot write in '%2' (%3)";
    case K::XmlConfigIgnored: return "<config> ignored: Partita has its own network model (docs/platform-format.md)";
    case K::XmlActorIgnored: return "<%1> ignored: Partita places its own computations";
    case K::XmlProfileElementIgnored: return "<%1> ignored: Partita has no availability or state profiles (speeds and bandwidths stay constant)";
    case K::XmlPropertyIgnored: return "%1: property '%2' ignored";
    case K::XmlEnergyPropertyIgnored: return "%1: property '%2' ignored (Partita has no energy model)";
    case K::XmlProfileAttributeIgnored: return "%1: %2 '%3' ignored (Partita has no availability or state profiles)";
    case K::XmlProfileOrStorageIgnored: return "<%1> ignored: Partita models neither profiles nor storage";
    case K::XmlShortestRouting: return "%1: routing %2: the routes it declares are kept, the others are widest paths (SimGrid computes shortest ones)";
    case K::XmlRoutingNone: return "%1: routing None: no route inside it (its hosts are reached through zone routes only)";
    case K::XmlLoopbackIgnored: return "%1: loopback links ignored (Partita never sends a processor's data to itself)";
    case K::XmlBackboneIgnored: return "%1: bb_bw and bb_lat ignored (SimGrid gives a backbone to FLAT clusters only)";
    case K::XmlClusterCores: return "%1: %2 cores of %3 per host: each planned as one processor of their total speed (a single SimGrid actor would get one core's)";
    case K::XmlHostCores: return "%1: %2 cores of %3 each: planned as one processor of their total speed (a single SimGrid actor would get one core's)";
    case K::XmlDiskIgnored: return "%1: <%2> ignored (Partita models no disks)";
    case K::XmlPeerLatencyIgnored: return "%1: lat ignored (SimGrid 3.32 ignores it too: the height coordinate says it)";
    case K::XmlLoopbackRouteIgnored: return "%1: ignored (a loopback: Partita never sends a processor's data to itself)";
    case K::XmlLinkNoTraffic: return "link '%1' ignored: no route between two nodes crosses it, so it carries no traffic";
    case K::XmlRouteNoLinkIgnored: return "%1: ignored (it crosses no link)";
    case K::XmlPairsWithoutRoute: return "%1 of %2 ordered pairs of hosts have no route through the zones that Partita can compute (no zone route, routing None, shortest paths of a Floyd or Dijkstra zone, or a zone or router reached in a Cluster or Vivaldi zone, where SimGrid 3.32 finds none either): they take widest paths";
    case K::XmlRouterUnreached: return "router '%1' ignored: no host reaches it through the links, so it carries no traffic";
    case K::XmlLinkUnreached: return "link '%1' ignored: it joins routers no host reaches";
    case K::XmlRouteUnreached: return "route from '%1' to '%2' ignored: it joins routers no host reaches";
    }
    return "%1";
}

const std::vector<ReasonKind> &reasonKinds()
{
    using K = ReasonKind;
    static const std::vector<ReasonKind> kinds = {
        K::Text, K::NoProcessor, K::NotFinite, K::NotPositive, K::OutOfRange, K::DuplicateId, K::UnknownNode,
        K::UnknownMaster, K::Disconnected, K::EmptyId, K::IdControlCharacter, K::LinkToItself, K::LatencyNegative,
        K::LatencyTooLarge, K::RouteSameEnds, K::RouteNoLink, K::RouteLatencyRange, K::RouteNoLinkNumber,
        K::RouteCrossedDown, K::RouteAlreadyDeclared, K::DimensionTooSmall, K::DimensionTooLarge, K::TooManyBlocks,
        K::MemoryBuffers, K::MemoryMiB, K::UnreachableFromMaster, K::RingNotProduct, K::LuSquareOnly, K::SquareOnly,
        K::SquareOnlyTakers, K::NoComputingProcessor, K::SummaGrid, K::SummaGridNoCoordinates,
        K::SummaGridSharedCell, K::SummaGridNoLink, K::LbpStarNoMaster, K::LbpStarNoNeighbour, K::LbpMeshNoMaster,
        K::LbpMeshUnreachable, K::MwNoMaster, K::MwUnknownMaster, K::MwNoWorker, K::MwNoLayoutMemory,
        K::JsonUnexpected, K::JsonUnexpectedExpected, K::JsonBadToken, K::JsonBadTokenExpected, K::JsonNumberOverflow, K::JsonNotObject, K::JsonMissingFormat, K::JsonUnsupportedFormat, K::JsonDuplicateKey, K::JsonMissingField, K::JsonElementMissingField, K::JsonUnknownField, K::JsonElementUnknownField, K::JsonFieldType, K::JsonElementFieldType, K::JsonElementNotObject, K::JsonUnknownUnits, K::JsonCores, K::JsonUnknownKernel, K::JsonKernelValue, K::JsonUnknownSharing, K::JsonUnknownDirection, K::JsonLinkNamedTwice, K::JsonNoLinkNamed, K::JsonLinkPosition, K::JsonLinkReference, K::XmlInvalid, K::XmlRoot, K::XmlNoZone, K::XmlUnexpectedElement, K::XmlMissingAttribute, K::XmlBadValue, K::XmlValueTooLarge, K::XmlUnknownUnit, K::XmlPropertyNumber, K::XmlUnknownNode, K::XmlUnknownLink, K::XmlVersion, K::XmlInclude, K::XmlSpeedPairs, K::XmlPropertyBool, K::XmlPartitaFormat, K::XmlUnknownUnits, K::XmlDeclaredRoutes, K::XmlUnknownProperty, K::XmlWifiZone, K::XmlRoutingUnsupported, K::XmlUnknownRouting, K::XmlEmptyId, K::XmlSharingPolicy, K::XmlBackboneNeedsBandwidth, K::XmlCore, K::XmlDuplicateLinkId, K::XmlPstate, K::XmlPstateSpeeds, K::XmlCoordinates, K::XmlPeerZone, K::XmlCabinetZone, K::XmlBackboneZone, K::XmlOneBackbone, K::XmlHostLinkZone, K::XmlRadical, K::XmlTooManyHosts, K::XmlSplitDuplexName, K::XmlNoHostInZone, K::XmlHostHasLinks, K::XmlHostNoLinks, K::XmlLinkTwoHosts, K::XmlLinkUsedElsewhere, K::XmlNoRouter, K::XmlDuplicateLinkLine, K::XmlWifiLink, K::XmlFromTo, K::XmlSymmetrical, K::XmlDirection, K::XmlSplitDuplexDirection, K::ClusterCounts, K::ClusterTopology, K::ClusterRadicalCount, K::FatTreeParameters, K::FatTreeLevels, K::FatTreeLevelCounts, K::FatTreeUnbuildable, K::DragonflyParameters, K::DragonflyGroups, K::KernelsNeedPhysical, K::KernelNoSpeed, K::KernelSpeedRange, K::KernelPointSize, K::KernelSizesIncrease, K::PanelPackingRange, K::PanelPackingNeedsPhysical, K::NetworkModelUnknown, K::NetworkModelNeedsPhysical, K::LpRelaxFailed, K::LpFixedFailed, K::LpCallFailed, K::LpNoSensitivity, K::LbpMeshRounding, K::RingSide, K::RingMaxSize, K::RingIterations, K::RingBlockSize, K::RingNoComputing, K::RingSpeed, K::RingRefinementUnknown, K::LuUnknownAlgorithm, K::LuTooManyBlocks, K::LuMuNotPositive, K::LuMuSmallest, K::LuMuAny, K::LuNoPivot, K::LuStepsUnknown, K::RunNotExecutable, K::RunPredistributed, K::RunSpeedChangeEmulate, K::RunSpeedChangeColumns, K::RunThrottleEmulate, K::SpeedChangeSyntax, K::SpeedChangeRank, K::SpeedChangeRange, K::ThrottleSyntax, K::ThrottleRank, K::ThrottleRange, K::ThrottleTwice, K::ThrottleEmpty, K::NoteLayers, K::NoteRecursive, K::NoteNagamochiAbe, K::NoteNrrp, K::NoteBlockCyclic, K::NoteEvenColumns, K::NoteEvenColumnsTwo, K::NoteColumns, K::NoteColumnsMaxExact, K::NoteColumnsMaxHeuristic, K::NoteHeteroBlockCyclic, K::NoteTilesCut, K::NoteTilesCutAtEdge, K::NoteGridPerfect, K::NoteGridExhaustive, K::NoteGridHeuristic, K::NoteBudgetReached, K::NoteGridSpeed, K::NoteLbpStar, K::NoteLbpMesh, K::LayoutNoColumn, K::LayoutNegativeWidth, K::LayoutEmptyColumn, K::LayoutEmptyId, K::LayoutNegativeRows, K::LayoutDuplicateId, K::LayoutRowsSum, K::LayoutWidthsSum, K::LayoutUnknownFormat, K::LayoutTooLarge, K::LayoutElementNotObject, K::LayoutElementUnknownField, K::LayoutElementMissingField, K::LayoutElementFieldType, K::LayoutWidthTooLarge, K::LayoutElementEmptyId, K::LayoutDuplicateIdAt, K::LayoutProcessorNegativeRows, K::LayoutProcessorRowsTooLarge, K::LayoutFieldTooLarge, K::LayoutElementFieldTooLarge, K::LayoutFieldNotBlocks, K::LayoutElementFieldNotBlocks, K::LayoutFieldNotWhole, K::LayoutElementFieldNotWhole, K::FileCannotOpen, K::FileCannotRead, K::FileCannotWrite, K::FileWriteNamesDirectory, K::FileWriteIsDirectory, K::OutputNamesDirectory, K::OutputNoDirectory, K::OutputCannotWriteIn, K::XmlConfigIgnored, K::XmlActorIgnored, K::XmlProfileElementIgnored, K::XmlPropertyIgnored, K::XmlEnergyPropertyIgnored, K::XmlProfileAttributeIgnored, K::XmlProfileOrStorageIgnored, K::XmlShortestRouting, K::XmlRoutingNone, K::XmlLoopbackIgnored, K::XmlBackboneIgnored, K::XmlClusterCores, K::XmlHostCores, K::XmlDiskIgnored, K::XmlPeerLatencyIgnored, K::XmlLoopbackRouteIgnored, K::XmlLinkNoTraffic, K::XmlRouteNoLinkIgnored, K::XmlPairsWithoutRoute, K::XmlRouterUnreached, K::XmlLinkUnreached, K::XmlRouteUnreached,
    };
    return kinds;
}

const std::vector<std::string> &reasonWords()
{
    static const std::vector<std::string> words
        = {"processor", "router", "link", "route", "speed", "memory", "bandwidth", "cores", "latency", "value", "object", "object key", "object separator", "array", "true literal", "false literal", "null literal", "string literal", "number literal", "end of input", "'[', '{', or a literal", "unknown token", "invalid literal", "invalid string: missing closing quote", "invalid string: forbidden character after backslash", "invalid string: '\\u' must be followed by 4 hex digits", "invalid string: ill-formed UTF-8 byte", "invalid string: control character U+0009 (HT) must be escaped to \\u0009 or \\t", "invalid string: control character U+000A (LF) must be escaped to \\u000A or \\n", "invalid string: control character U+000D (CR) must be escaped to \\u000D or \\r", "invalid number; expected digit after '-'", "invalid number; expected digit after '.'", "invalid number; expected '+', '-', or digit after exponent", "invalid number; expected digit after exponent sign", "invalid comment; expecting '/' or '*' after '/'", "invalid comment; missing closing '*/'", "invalid BOM; must be 0xEF 0xBB 0xBF if given", "infeasible", "unbounded", "failed", "No document element found", "Error parsing start element tag", "Error parsing end element tag", "Start-end tags mismatch", "Unexpected end of data", "Error parsing element attribute", "Error parsing comment", "Error parsing document declaration/processing instruction", "Error parsing document type declaration", "Error parsing CDATA section", "Error parsing PCDATA section", "Could not determine tag type",
           // nlohmann-json's type names, and the types a field of the platform format must have
           "null", "string", "boolean", "number", "a string", "a number", "true or false", "an array", "an object",
           // the control character an id is refused for (model/validate.cpp, idControlWord)
           "a newline", "a tab", "a byte below 0x20 or 0x7f",
           // what a cluster's topo_parameters count (io/simgrid_cluster.cpp)
           "TORUS topo_parameters", "the number of levels", "FAT_TREE children counts", "FAT_TREE parent counts",
           "FAT_TREE link counts", "DRAGONFLY groups", "DRAGONFLY chassis", "DRAGONFLY routers", "DRAGONFLY nodes",
           // what a plan's note counts, singular and plural, and its words (partition/max_grid.cpp, grid2d)
           "monotone arrangement", "monotone arrangements", "spanning tree", "spanning trees", "sorted starting arrangement", "sorted starting arrangements", "improving move", "improving moves", "arrangement", "arrangements", "exact", "vertex-ascent", "heuristic",
           // glibc's words for why a file cannot be read or written (io/atomic_file.cpp)
           "Permission denied", "No such file or directory", "Is a directory", "Not a directory", "No space left on device", "Read-only file system", "File exists", "Too many open files", "Disk quota exceeded", "File name too long", "Input/output error", "Too many levels of symbolic links", "Operation not permitted"};
    return words;
}

std::string fillTemplate(const std::string &pattern, const std::vector<std::string> &args)
{
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto index = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (index < args.size()) {
                out += args[index];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string Reason::text() const
{
    std::vector<std::string> values;
    for (const ReasonArg &a : args)
        values.push_back(a.text);
    return fillTemplate(reasonTemplate(kind), values);
}

Reason reason(ReasonKind kind, std::vector<std::string> values)
{
    Reason r{kind, {}};
    for (std::string &v : values)
        r.args.push_back({std::move(v), false});
    return r;
}

Reason textReason(std::string text)
{
    return reason(ReasonKind::Text, {std::move(text)});
}

ReasonArg word(std::string text)
{
    return {std::move(text), true};
}

} // namespace partita
