#pragma once
// Where `partita run` leaves C, and what delivering it costs (docs/executor.md, "The result").
//
//   gathered     C is assembled at rank 0, the master: a 2D partition's pieces are sent to it,
//                one at a time, after each piece's last update, and copied into place; the
//                partial layers of a layer-based product (paper 004 leaves their sum out, §1)
//                are summed along a binomial tree, rank j sending to rank j − s at stride
//                s = 1, 2, 4, … and the receiver adding them.
//   distributed  C stays where it was computed: each processor keeps its piece (or, for a
//                layer-based product, its partial layer, C being their sum, as the paper has it).
//
// When every processor is on one host (the platform names it: Processor::host, as
// `partita calibrate` writes it), a message between two of them is a memory copy, and so is
// packing it, placing a received piece or adding a layer: each of these is then modelled as a
// transfer from the node to a router "<node> memory" at the fastest rate of the node's links
// (exec/calibrate bounds a link inside one host by the measured memcpy, so the rates agree).
// Between hosts, these copies are taken as free beside the network.

#include "sim/scheduled_run.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace partita {

enum class ResultDelivery { Gathered, Distributed };

const std::vector<std::string> &resultDeliveryNames(); // "gathered", "distributed"
std::string toString(ResultDelivery delivery);
std::optional<ResultDelivery> parseResultDelivery(std::string_view name);

// The node (index in run.platform, as sim::SimPlatform numbers it) of the router standing for
// `node`'s memory, added with its link on first use; -1 when `node` has no link at all.
int memoryNode(sim::ScheduledRun &run, int node);

// Whether every processor of `platform` names the same, non-empty host.
bool oneHost(const Platform &platform);

// Lets C travel back: every one-way link of the view gets the same link the other way, and
// every link of `platform` between two nodes of the view that the view lacks is added (a
// planner's view may keep only the links its data follow, as lbp-mesh's MFT network does).
void addReturnLinks(sim::ScheduledRun &run, const Platform &platform);

// The last computation the schedule gives each node (-1 when it computes nothing).
std::vector<int> lastComputations(const sim::Schedule &schedule, int nodes);

// A piece of C on its way to the master: who holds it, its elements, and whether the master
// copies it into place once received (not when it lands in C as it is: a piece of whole
// columns of C).
struct GatheredPiece {
    int node = 0;
    double elements = 0;
    bool placed = true;
};

// C gathered at `master`: each piece sent there in the order given, after the node's last
// computation and after `masterReady` (the master's own last activity, or -1), the master
// receiving one at a time and, with `copies` (oneHost), placing the pieces that need it.
// Returns the last activity added (or masterReady when nothing is gathered).
int appendGather(sim::ScheduledRun &run, int master, const std::vector<GatheredPiece> &pieces, int masterReady,
                 int step, bool copies);

// The partial results of `members` (members[0] the root, in rank order) summed at the root,
// over the view's links and those of `platform` (addReturnLinks),
// along a binomial tree: at stride s = 1, 2, 4, …, member j (j mod 2s = s) sends its `elements`
// to member j − s, which receives them once its own work is done and, with `copies` (oneHost),
// adds them (a memory pass). Returns the root's last activity (-1 when there is nothing to sum).
int appendReduction(sim::ScheduledRun &run, const Platform &platform, const std::vector<int> &members,
                    double elements, int step, bool copies);

} // namespace partita
