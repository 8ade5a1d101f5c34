#pragma once
// The value every layer-based schedule (paper 004 §4 star, §5 mesh) hands back: the layer
// sizes k_i (A columns / B rows, in elements, Σ k_i = k, the inner dimension), the relaxed real-valued solution they
// came from, the flows of the mesh formulation, and the scheduled run of the integer solution
// with its simulation, which gives the makespan.

#include "model/platform.h"
#include "model/problem.h"
#include "schedule/lbp/star_closed_form.h"
#include "sim/scheduled_run.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace partita {

// Data carried by one platform link in one direction (paper 004 §5, φ(i,j)), in matrix
// elements of A and B (8 bytes each).
struct LinkFlow {
    int link = -1; // index into Platform::links
    std::string from, to;
    double elements = 0;
    bool operator==(const LinkFlow &) const = default;
};

struct LbpResult {
    std::string algorithm;          // "lbp-star" or "lbp-mesh"
    Problem problem;
    StarMode mode = StarMode::Pccs; // the communication mode (PCCS on meshes, §5.1)
    std::vector<std::string> ids;   // processors considered, in service order (star) or
                                    // platform order (mesh)
    std::vector<double> relaxedK;   // real-valued optimum (closed form, or the LP)
    std::vector<std::int64_t> k;    // integer layer sizes, Σ k = problem.k
    double relaxedMakespan = 0;     // T_f of the relaxed optimum
    double makespan = 0;            // of the integer solution: simulated.makespan
    std::int64_t lpIterations = 0;  // simplex iterations over every LP solve (mesh)
    int lpSolves = 0;               // number of LP solves (mesh)
    std::vector<LinkFlow> relaxedPhi; // flows of the relaxed optimum (mesh)
    std::vector<LinkFlow> phi;        // flows of the integer solution, one per used link direction
                                      // (lbp-mesh: whole columns, flow_rounding.h)
    std::vector<LinkFlow> lpPhi;      // lbp-mesh: the LP's real flows for the integer k, before
                                      // that rounding
    std::vector<std::string> notes;   // resource selection and other decisions worth telling
    // The integer solution's schedule, on the platform's nodes, in the same order, with only
    // the links the layer-based model uses, each directed the way data flow (dataflowPlatform),
    // and the mode's ports; and its simulation.
    sim::ScheduledRun run;
    sim::SimResult simulated;

    std::int64_t kOf(const std::string &id) const; // 0 if absent
    double volume() const; // elements sent over all links (Σ φ), the paper's communication volume
    bool operator==(const LbpResult &) const = default;
};

// The platform's nodes, same ids and order (so sim::SimPlatform node indices agree), with only
// the given links, each one-way from `from` to `to` and keeping its name (an unnamed link is
// named "from-to" after the original, as the simulator would). In the paper's models a
// message crosses the one link between its two ends (§4: the master's link to worker i; §5:
// φ(j,i) on the link joining j and i); on the full platform the simulator would send it along
// the widest route instead, often a detour through other nodes sharing links with other
// messages. On a graph whose every link points one hop further from the source, the route
// between two neighbours is their link.
Platform dataflowPlatform(const Platform &platform, const std::vector<LinkFlow> &links);

// A layer of an m×k by k×n product in element coordinates (Schedule::blockSide = 1): the
// columns [first, first + count) of A, all m rows, and the same rows of B, all n columns; with
// `updatesC` the m×n of C too (a computation of the layer; a transfer leaves it out). On a
// square product it is sim::layerData(first, count, n, updatesC).
sim::BlockSet layerBlocks(const Problem &problem, std::int64_t first, std::int64_t count, bool updatesC);
// The same for a set of columns, consecutive ones as one rectangle.
sim::BlockSet layerBlocks(const Problem &problem, const std::vector<std::int64_t> &columns, bool updatesC);

// Elements of one column of A and one row of B (m + n: 2n on a square product), the unit of
// every layer message (docs/layer-based.md, "Products of any shape").
double columnElements(const Problem &problem);
// Multiply-adds of one layer column, A(:,c)·B(c,:): m·n (n² on a square product).
double columnWork(const Problem &problem);

// Trace label of a layer: "A(:,3:5) B(3:5,:)" for whole columns starting at `offset`
// (0-based, inclusive ranges), "k=1.23" for a relaxed, real-valued share.
std::string layerColumnsLabel(double k, double offset);

std::ostream &operator<<(std::ostream &os, const LbpResult &r);

} // namespace partita
