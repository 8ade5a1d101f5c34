#pragma once
// The strategy list: every strategy Partita offers, its family, the parameters it reads and
// what the executor does with it. The command line, the studio and the executor all read this
// one table; adding a strategy means writing it in its family's folder and adding its row here.
//
//   Partition      a partition of C's block grid (or layers of k), run by the outer-product
//                  steps on a star or a fully connected network (core/partition,
//                  core/schedule/outer): paper 000 §2, paper 003, paper 004 §3
//   LayerBased     lbp-star (paper 004 §4) and lbp-mesh (paper 004 §5)
//   MeshBaseline   the comparison algorithms of paper 004 §6.2 on meshes
//   MasterWorker   paper 002, master-worker with limited memory
//   Ring           paper 001, SharedRing (an iterative computation, not a matrix product)
//   Lu             paper 002 §7, LU factorization on master-worker platforms (it factors A
//                  instead of multiplying: compared only with its own family)

#include "model/platform.h"
#include "model/problem.h"

#include <string>
#include <string_view>
#include <vector>

namespace partita {

enum class Family { Partition, LayerBased, MeshBaseline, MasterWorker, Ring, Lu };

// The name `simulate --json` and `compare --json` print in "family": partition, lbp, baseline,
// mw, ring, lu.
const char *toString(Family family);

// The kernel a family computes with, whose rate its processors run at (model/platform.h): a
// master-worker schedule (product or LU) updates one q×q block at a time, the ring relaxes a
// grid, every other family updates panels rank q at a time.
Kernel kernelOf(Family family);

// The platform as a strategy's computations see it: each processor at the rate of its family's
// kernel for blocks of side q (forKernel), except a computing master of a master-worker product,
// which updates its chunks in place on the whole matrices, a block column of C at a time
// (exec/mw_run.cpp), rank-q updates of a panel: the panel kernel's rate. The ring's rates depend
// on the slices its planner gives, which depend on the rates: its planner applies them
// (planRingAtSliceRates, schedule/ring/ring_rates.h), and the ring gets the platform as it is.
Platform forStrategy(const Platform &platform, Family family, double q);

// The strategy parameters (StrategyParams) a strategy reads; a parameter given for strategies
// that do not read it is an error on the command line.
enum class Param : unsigned {
    L = 1u << 0,         // hetero-block-cyclic generalized block
    Network = 1u << 1,   // star or fully connected outer-product steps
    Mode = 1u << 2,      // lbp-star communication mode
    Order = 1u << 3,     // lbp-star service order
    Heuristic = 1u << 4, // lbp-mesh heuristic
    H = 1u << 5,         // ring: data per neighbour and step
    W = 1u << 6,         // ring: work of a step
    Refine = 1u << 7,    // ring: the refinement of paper 001 §4.3 (max-min, qp or off)
    LuSteps = 1u << 8,   // lu-hetero: the order of a step (best, paper or streamed)
};

// The parameters `partita run` takes: it runs the steps as the executor performs them (no
// --network), and the ring's problem is its own Jacobi grid (no --h, --w), planned with the
// refinement asked (--ring-refine).
inline constexpr unsigned kRunStrategyParams = static_cast<unsigned>(Param::L) | static_cast<unsigned>(Param::Mode)
                                             | static_cast<unsigned>(Param::Order)
                                             | static_cast<unsigned>(Param::Heuristic)
                                             | static_cast<unsigned>(Param::Refine)
                                             | static_cast<unsigned>(Param::LuSteps);

// How `partita run` performs a strategy (core/exec, docs/executor.md).
enum class Execution {
    None,         // simulated only
    OuterProduct, // the outer-product steps of a 2D partition (outer_run.cpp)
    Layers,       // whole layers sent from the master and summed (layer_run.cpp)
    MeshLayers,   // layers stored and forwarded along a mesh (mesh_run.cpp)
    MasterWorker, // the master-worker schedule replayed (mw_run.cpp)
    Ring,         // the ring's Jacobi relaxation (ring_run.cpp)
    Lu,           // the LU schedule replayed on A (lu_run.cpp)
};

// The layer-based products (Layers, MeshLayers): each processor computes a layer of the whole of
// C, m × n, and the layers are summed into C afterwards.
constexpr bool computesLayers(Execution e) { return e == Execution::Layers || e == Execution::MeshLayers; }

struct StrategyInfo {
    std::string name;
    Family family;
    unsigned params = 0; // Param bits
    Execution execution = Execution::None;
    // What `partita run` offers for it: A and B placed on their owners before the steps
    // (--predistributed, the 2D partitions), and a running rebalance of its columns
    // (--speed-change, the column-based partitions, paper 000 §4).
    bool predistributable = false;
    bool speedChange = false;
    // One line on what it does, and where it comes from ("paper 000 §2.3", "baseline"), for
    // menus and help texts.
    std::string summary;
    std::string source;
    // Whether it takes products of any shape, m×k by k×n (docs/shapes.md); the others take
    // square products only and refuse other shapes (requireShape).
    bool rectangular = false;
    bool reads(Param p) const { return (params & static_cast<unsigned>(p)) != 0; }
    bool executable() const { return execution != Execution::None; }
};

// Every strategy, in the order the README's tables list them.
const std::vector<StrategyInfo> &strategies();
// nullptr for an unknown name.
const StrategyInfo *findStrategy(std::string_view name);
// Throws InputError "unknown algorithm 'x' (known: a, b, ...)".
const StrategyInfo &strategyInfo(std::string_view name);

// forStrategy for `strategy` on `problem` (at its q), and where the strategy's processors update
// a panel of the whole of C, m × n (the layer-based products: layers, lbp-star, lbp-mesh), each
// at the panel kernel's rate on that shape (model/platform.h, panelShapeFactor). A 2D partition's
// pieces have their own shapes, known once planned: OuterProductModel applies them.
Platform forStrategy(const Platform &platform, const StrategyInfo &strategy, const Problem &problem);

// Throws InputError when `problem` is not square and the strategy takes square products only,
// saying which shapes it takes.
void requireShape(const StrategyInfo &strategy, const Problem &problem);

// Names, in list order: all of them, those of one family, those `partita run` performs, and
// the matrix-product strategies (every family but the ring and LU) that `compare` runs by
// default.
std::vector<std::string> strategyNames();
std::vector<std::string> strategyNames(Family family);
std::vector<std::string> executableStrategies();
bool isExecutable(std::string_view name);
// The strategies whose columns `partita run --speed-change` redistributes (paper 000 §4).
std::vector<std::string> speedChangeStrategies();
std::vector<std::string> matrixProductStrategies();

// "a, b, c" for help texts and messages.
std::string joinNames(const std::vector<std::string> &names);

} // namespace partita
