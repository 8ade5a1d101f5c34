#pragma once
// The outer-product algorithm of paper 000 §2.1 as a simulator schedule: the model of time
// behind every 2D partition's predicted makespan (`plan`, `simulate`, `compare`).
//
// C is cut into pieces, one per processor. Step k (k = 0 .. nb−1, nb = ⌈k/q⌉ along the inner
// dimension; ⌈n/q⌉ for a square product) has a pivot column of A and a pivot row of B, e = q
// elements wide (the last step narrower when q does not divide the inner dimension). Every processor receives the part of the pivot column facing its rows and the part of
// the pivot row facing its columns, (rows_i + cols_i)·e elements, then updates its blocks,
// elements_i·e multiply-adds. Computation waits for the whole step's communication (a
// barrier), and the next step's communication for the computation (no overlap, §2.1).
//
// Where the data come from: the platform's master when there is one, along its widest route
// (a computing master needs nothing sent); otherwise each processor's fastest link, fed by the
// rest of the platform (a router "network" stands for it in the trace). The network of the
// step (paper 000 §2.3):
//   star  one transfer at a time, in piece order: a step's communication costs the SUM of the
//         pieces' times (the PERI-SUM view);
//   full  all transfers run at once (the PERI-MAX view): from a master, over the platform's own
//         links and routes, sharing each link as the platform declares it (a master's single
//         uplink is shared by every transfer of the step); without a master, each processor
//         over its own channel.
// A channel is a link of its own in the simulator, at the route's bandwidth and latency.
//
// Layer-based plans (PlanKind::Layers) run as paper 004 §1.1 describes: the master sends k_i
// columns of A and rows of B (2·n·k_i elements, one message) to processor i, which then
// computes its layer, k_i·n² multiply-adds; star serializes the messages in piece order, full
// sends them all at once. Summing the layers is left out, as the paper does.
//
// Every step of a 2D plan lasts the same time but the last one, so makespan() simulates one
// full step and the last, and multiplies (cost independent of n/q); run() builds every step
// for a trace.
//
// Activities name their data: in a 2D plan's step k, piece i receives A(its block rows, k) and
// B(k, its block columns) and updates its rectangles of C (q×q block coordinates); a layer
// receives and reads its k_i columns of A and rows of B and updates all of C (element
// coordinates, Schedule::blockSide = 1).

#include "model/network_model.h"
#include "model/platform.h"
#include "model/problem.h"
#include "partition/plan.h"
#include "schedule/outer/result_delivery.h"
#include "sim/scheduled_run.h"

#include <cstdint>
#include <string>
#include <vector>

namespace partita {

// What the step model needs of one piece of a plan, in elements (see metrics.h).
struct OuterPiece {
    std::string processor;
    std::int64_t rows = 0;  // element rows of C it spans (Layers: k)
    std::int64_t cols = 0;  // element columns it spans (Layers: k)
    double elements = 0;    // elements of C it owns (Layers: unused)
};

// How much faster processor `p` updates `piece` (a piece of a 2D partition) than the panel
// kernel's square at block size q: panelShapeFactor on the rows and columns of C it spans.
inline double pieceShapeFactor(const Processor &p, const OuterPiece &piece, std::int64_t q)
{
    return panelShapeFactor(p.panelPacking, static_cast<double>(q), static_cast<double>(piece.rows),
                            static_cast<double>(piece.cols));
}

// How the data reach one piece: from `sender` (a node id; empty when nothing is sent, as for
// a computing master) at `bandwidth` after `latency`. The executor emulates exactly these.
struct OuterChannel {
    std::string sender;
    double bandwidth = 0;
    double latency = 0;
};

// How often `partita run` collects the ranks' events during the steps of a 2D partition (a
// collective call, so a synchronisation): after every `executedEventStride(nb)` steps and after
// the last, four times per run at most.
constexpr std::int64_t executedEventStride(std::int64_t nb) { return nb > 4 ? (nb + 3) / 4 : 1; }

class OuterProductModel {
public:
    // Throws InputError if a piece names an unknown processor or cannot be reached from the
    // master. `flow`: how the simulated transfers share links (sim/sim_platform.h).
    OuterProductModel(const Platform &platform, const Plan &plan, std::vector<OuterPiece> pieces,
                      NetworkModel network, sim::FlowModel flow = sim::FlowModel::Ideal);

    // The makespan of the whole algorithm (all nb steps, or the layers), simulated.
    double makespan() const;
    // Every step (or the layers) as one scheduled run, on the platform's processors and
    // routers, in order, and one non-shared link per channel (sender → processor), with no
    // port limit (star chains its transfers in the schedule itself): for traces.
    sim::ScheduledRun run() const;
    // 2D plans: one step per pivot width, in order, numbered from firstStep.
    sim::Schedule steps(const std::vector<std::int64_t> &widths, int firstStep = 0) const;
    // Layer-based plans: every layer's message and computation.
    sim::Schedule layers() const;

    // 2D plans: the schedule `partita run` performs (exec/outer_run.cpp, docs/executor.md),
    // which departs from §2.1 where a real machine gains by it: no barrier between steps. The
    // master packs each piece's message (a memory copy, result_delivery.h) and posts it, one
    // at a time, step k+1's messages before its own update of step k, and reuses a piece's
    // buffer once that piece has received its message of step k−2 (two buffers); a processor
    // receives step k's message once it has finished updating step k−1, and updates as soon
    // as it has it; every executedEventStride(nb) steps, the ranks synchronise (the executor
    // collects their events). With `pivotsSent` false, A and B were predistributed and the steps only
    // compute. Then C is delivered as `delivery` says. On one host (result_delivery.h) the
    // packing and the placing of C are memory copies; elsewhere they are free. Throws
    // std::logic_error for layers.
    sim::ScheduledRun executedRun(ResultDelivery delivery, bool pivotsSent = true) const;

    // Per piece, in the order given to the constructor.
    const std::vector<OuterChannel> &channels() const { return m_channels; }

private:
    sim::ScheduledRun runOf(sim::Schedule schedule) const;

    Problem m_problem;
    PlanKind m_kind;
    NetworkModel m_model;
    sim::FlowModel m_flow;
    std::vector<OuterPiece> m_pieces;
    std::vector<int> m_node;   // per piece: its node index in m_network
    std::vector<int> m_sender; // per piece: node index of its sender, -1 when nothing is sent
    std::vector<OuterChannel> m_channels;
    std::vector<std::vector<Rect>> m_rects; // per piece: its rectangles of C (2D plans)
    Platform m_network;
    bool m_oneHost = false;
    int m_syncNode = 0;        // where the zero-length barriers are placed
};

} // namespace partita
