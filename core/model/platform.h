#pragma once
// The platform model: processors, routers and links, as docs/platform-format.md describes.
// A Platform is a plain value. It is built by a reader or the generator, validated once
// (validatePlatform), and then only read by the algorithms.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace partita {

// Abstract units ("units": "blocks" in a file) let the papers' worked examples be written
// as they are printed: speed in block updates per time unit, bandwidth in blocks per time
// unit, memory in q×q buffers. Physical units: Gflop/s, GB/s, MiB, seconds.
enum class Units { Physical, Blocks };

enum class Sharing {
    Shared,      // the bandwidth is shared by every flow crossing the link, both ways (default)
    Backbone,    // every flow gets the full bandwidth (paper 001 §2.3)
    SplitDuplex, // each direction has the full bandwidth, shared by the flows going that way
                 // (SimGrid's SPLITDUPLEX; docs/platform-format.md)
};

// The kernels a strategy computes with (docs/platform-format.md, Kernel speeds). One speed
// per processor is the papers' model; a real machine runs them at very different rates, so a
// platform may give each its own:
//   Panel    a 2D step's rank-q update of two panels, C(m×n) += A(m×q)·B(q×n): the partitions,
//            layer-based products and mesh baselines
//   Block    one q×q block update, C(q×q) += A(q×q)·B(q×q): master-worker (paper 002)
//   Stencil  a point of the ring's Jacobi relaxation, counted as two multiply-adds: memory-bound,
//            far below dgemm's rate and falling as the slice outgrows the caches (paper 001's
//            iterative computation as the executor runs it)
enum class Kernel { Panel, Block, Stencil };
inline constexpr Kernel kKernels[] = {Kernel::Panel, Kernel::Block, Kernel::Stencil};

// A processor's rate for one kernel as a function of the size of the problem it computes, the
// functional performance model of Lastovetsky and Reddy (paper 003's authors; FuPerMod):
// measured points in increasing size, linear between them and constant before the first and
// after the last. The size is the block size q for Panel and Block, and for Stencil the MiB of
// a ring member's slice, in and out (schedule/ring/ring_rates.h): the sweep is bound by memory, and its
// rate falls as the slice outgrows the caches. One point is a constant rate (written as a bare
// number, at size 0, for a rate that does not depend on the size).
struct SpeedPoint {
    double size = 0;
    double speed = 0; // Gflop/s
    bool operator==(const SpeedPoint &) const = default;
};
struct SpeedFunction {
    std::vector<SpeedPoint> points;
    double at(double size) const; // 0 when there are no points
    // Sets the rate at `size`: replaces a point at that size (or the constant), or adds one in order.
    void set(double size, double speed);
    bool operator==(const SpeedFunction &) const = default;
};

// The panel kernel's rate at block size q is measured on a square panel of C of this side
// (partita calibrate): max(q, 1024) elements.
double panelSide(double q);

// How much faster the panel kernel at block size q updates a panel of C of rows × cols than the
// square panel of panelSide(q) its rate was measured on, for a processor whose panel packing is
// `packing` (Processor::panelPacking): (1 + 2·packing/panelSide(q)) / (1 + packing/rows +
// packing/cols). A rank-q update C(m×n) += A(m×q)·B(q×n) costs m·n·q multiply-adds and, beside
// them, the packing of its operands, m·q + q·n elements (OpenBLAS copies A's and B's panels
// into its own layout for every update): its time is (m·n·q/R)(1 + κ/m + κ/n), κ the packing
// cost counted in elements of C. 1 when packing is 0 (the rate does not depend on the shape).
double panelShapeFactor(double packing, double q, double rows, double cols);

struct Processor {
    std::string id;
    std::string name;
    double speed = 0;  // Gflop/s, or block updates per time unit: the whole processor's
    double memory = 0; // MiB, or number of q×q buffers
    std::optional<double> x, y;
    std::string host; // machine name used in a hostfile; empty if none
    // Rates for some kernels, apart from `speed` (physical units only); `speed` for the others.
    std::map<Kernel, SpeedFunction> kernels;
    // The rate of `kernel` at `size` (SpeedPoint): its function when the processor has one, else speed.
    double speedFor(Kernel kernel, double size) const;
    // Cores sharing `speed` equally, each computing at speed / cores (docs/platform-format.md,
    // Cores): every strategy and the executor plan with `speed`, the processor working on one
    // piece with all its cores; a SimGrid host of several cores is imported this way, with a warning.
    int cores = 1;
    // κ of panelShapeFactor, in elements (physical units only; 0: the panel kernel's rate does not
    // depend on the panel's shape). partita calibrate measures it from two panels' rates.
    double panelPacking = 0;
    bool operator==(const Processor &) const = default;
};

struct Router {
    std::string id;
    std::optional<double> x, y;
    bool operator==(const Router &) const = default;
};

struct Link {
    std::string name; // optional label (paper 001 names its links a-h); empty if none
    std::string from;
    std::string to;
    double bandwidth = 0; // GB/s, or blocks per time unit
    double latency = 0;   // seconds, or time units
    bool bidirectional = true;
    Sharing sharing = Sharing::Shared;
    bool operator==(const Link &) const = default;
};

// A link crossed by a declared route, in the link's direction (from -> to, SimGrid's UP) or
// against it (DOWN). The direction matters for split-duplex links only.
struct RouteHop {
    int link = 0; // index into Platform::links
    bool reverse = false;
    bool operator==(const RouteHop &) const = default;
};

// A route the platform declares between two nodes (docs/platform-format.md, Routes): messages
// from `from` to `to` cross these links in this order, whatever the widest path is. A
// symmetrical route also gives the way back: the same links in reverse order, each crossed the
// other way.
struct DeclaredRoute {
    std::string from;
    std::string to;
    std::vector<RouteHop> hops;
    bool symmetrical = true;
    // Seconds the route adds to its links' latencies: the distance between the coordinates of
    // two peers of a SimGrid Vivaldi zone (docs/platform-format.md, Vivaldi zones); 0 otherwise.
    double latency = 0;
    bool operator==(const DeclaredRoute &) const = default;
};

// The range of a speed, a bandwidth and a memory, and the largest latency, a platform may give
// (docs/platform-format.md, Limits): beyond them the times and shares planners compute
// underflow or overflow.
inline constexpr double kMinPositiveValue = 1e-9, kMaxPositiveValue = 1e9, kMaxLatency = 1e6;
inline constexpr int kMaxCores = 1 << 20;

struct Platform {
    std::string name;
    Units units = Units::Physical;
    std::vector<Processor> processors;
    std::vector<Router> routers;
    std::vector<Link> links;
    std::string master; // id of a processor or router; empty if the platform has none
    bool masterComputes = false;
    std::vector<DeclaredRoute> routes; // they win over widest paths (model/graph.h)

    bool operator==(const Platform &) const = default;

    const Processor *findProcessor(const std::string &id) const;
    bool hasNode(const std::string &id) const;
    // Processors that take part in partitions: all of them, except a master processor
    // that does not compute (docs/platform-format.md).
    std::vector<Processor> computingProcessors() const;
};

// The platform as a strategy computing with `kernel` at `size` (SpeedPoint) sees it: every
// processor's speed is its rate for that kernel (unchanged where it has none).
Platform forKernel(const Platform &platform, Kernel kernel, double size);

const char *toString(Units u);
// "panel", "block", "stencil"; std::nullopt for another name.
const char *toString(Kernel k);
std::optional<Kernel> kernelNamed(std::string_view name);
const char *toString(Sharing s);

} // namespace partita
