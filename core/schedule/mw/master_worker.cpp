// planMasterWorker: dispatch to the strategies of paper 002, then the bounds and the simulation.
#include "schedule/mw/master_worker.h"

#include "model/error.h"
#include "schedule/mw/mw_strategies.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace partita {

const std::vector<std::string> &masterWorkerAlgorithms()
{
    static const std::vector<std::string> names{
        "mw-homogeneous", "mw-global",        "mw-local",    "mw-lookahead", "mw-round-robin",
        "mw-min-min",     "mw-demand-driven", "mw-dd-basic", "mw-bmm",       "mw-obmm",
    };
    return names;
}

bool isMasterWorkerAlgorithm(const std::string &name)
{
    const auto &all = masterWorkerAlgorithms();
    return std::find(all.begin(), all.end(), name) != all.end();
}

namespace {
// The master has one port, the workers none to mind (paper 002 §2.2).
constexpr sim::CommModel kOnePortMaster{1, 0, false};
} // namespace

sim::SimPlatform masterWorkerSimPlatform(const Platform &platform, const Problem &problem)
{
    return sim::SimPlatform(platform, static_cast<double>(problem.q), kOnePortMaster);
}

namespace {

std::string algorithmList()
{
    std::string s;
    for (const auto &a : masterWorkerAlgorithms())
        s += (s.empty() ? "" : ", ") + a;
    return s;
}

// §6.1 for the μ_i² + 4μ_i layout, with the same μ_i as the incremental strategies. On an
// r×t×s product a step of P_i is its μ_i×μ_i chunk clipped to the r×s grid of C: a_i·b_i
// updates for (a_i + b_i)c_i of the port (docs/master-worker.md, "Products of any shape").
void steadyState(const MwPlatform &platform, const Problem &problem, MwResult &out)
{
    const mwdetail::Grid grid(problem);
    const auto mu = mwdetail::incrementalMu(platform, problem);
    std::vector<SteadyStateWorker> workers;
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < platform.workers.size(); ++i) {
        const auto &w = platform.workers[i];
        const double a = grid.chunkRows(mu[i]), b = grid.chunkCols(mu[i]);
        workers.push_back({mu[i], w.latency + (a + b) * w.c, w.w, a * b});
        ids.push_back(w.id);
    }
    const auto s = bandwidthCentric(workers, ids);
    out.steadyStateRatio = s.throughput;
    out.steadyStateFeasible = s.memoryFeasible;
}

void lowerBounds(const MwPlatform &platform, const Problem &problem, MwResult &out)
{
    const double m = static_cast<double>(problem.m), k = static_cast<double>(problem.k);
    const double n = static_cast<double>(problem.n), q = static_cast<double>(problem.q);
    const double work = problem.multiplyAdds() / (q * q * q); // in block updates of q³
    double speed = 0, rateIn = 0, rateOut = 0;
    for (const auto &w : platform.workers) {
        speed += 1.0 / w.w;
        rateIn = std::max(rateIn, w.elementRate);
        rateOut = std::max(rateOut, w.elementRateBack);
    }
    out.lowerBoundCompute = work / speed;
    // One port: A (m×k), B (k×n) and C (m×n) leave the master once and C comes back once, at
    // best at the fastest link's rate (zero when the master computes: it holds the data itself).
    const double port = (m * k + k * n + m * n) / rateIn + m * n / rateOut;
    out.lowerBound = std::max({out.lowerBoundCompute, communicationBoundMakespan(platform.workers, work), port});
}

} // namespace

MwResult planMasterWorker(const Platform &platform, const Problem &problem, const MwOptions &options)
{
    if (!isMasterWorkerAlgorithm(options.algorithm))
        throw InputError("unknown master-worker algorithm \"" + options.algorithm + "\" (expected one of "
                         + algorithmList() + ")");
    for (const auto &[name, value] : {std::pair{"m", problem.m}, std::pair{"k", problem.k}, std::pair{"n", problem.n}})
        if (value < 1)
            throw InputError(std::string(name) + " must be at least 1 (got " + std::to_string(value) + ")");
    if (problem.q < 1)
        throw InputError("q must be at least 1 (got " + std::to_string(problem.q) + ")");
    for (const auto &[name, value] : {std::pair{"m/q", problem.rowBlocks()}, std::pair{"k/q", problem.innerBlocks()},
                                      std::pair{"n/q", problem.colBlocks()}})
        if (value > std::numeric_limits<int>::max() / 2)
            throw InputError(std::string(name) + " = " + std::to_string(value) + " blocks is too many");

    const auto mwp = masterWorkerPlatform(platform, problem);
    // Before building: every algorithm performs the r·t·s block updates (r = ⌈m/q⌉, t =
    // ⌈k/q⌉, s = ⌈n/q⌉) in computations that each update blocks of C one worker holds, at most
    // m_i of them: at least r·t·s/max m_i computations, which must fit in memory
    // (sim::activityLimit).
    double most = 0;
    for (const auto &w : mwp.workers)
        most = std::max(most, w.buffers);
    const double updates = static_cast<double>(problem.rowBlocks()) * static_cast<double>(problem.innerBlocks())
                           * static_cast<double>(problem.colBlocks());
    if (most >= 1 && updates / most > static_cast<double>(sim::activityLimit()))
        sim::refuseSize(updates / most, true);
    MwResult out;
    out.algorithm = options.algorithm;
    out.problem = problem;
    for (const auto &w : mwp.workers)
        out.workers.push_back(w.id);
    const mwdetail::PlanInput in{mwp, problem, options.selectionsToReport, options.cancel};
    const auto &a = options.algorithm;
    if (a == "mw-homogeneous" || a == "mw-round-robin")
        mwdetail::planHomogeneous(in, a == "mw-homogeneous", out);
    else if (a == "mw-global")
        mwdetail::planIncremental(in, SelectionRule::Global, out);
    else if (a == "mw-local")
        mwdetail::planIncremental(in, SelectionRule::Local, out);
    else if (a == "mw-lookahead")
        mwdetail::planIncremental(in, SelectionRule::Lookahead, out);
    else
        mwdetail::planDynamic(in, a, out);

    steadyState(mwp, problem, out);
    lowerBounds(mwp, problem, out);
    out.run.schedule.blockSide = problem.q;
    out.run.platform = platform;
    out.run.q = static_cast<double>(problem.q);
    out.run.model = kOnePortMaster;
    out.run.model.flow = options.flow;
    out.simulated = out.run.simulate(options.cancel);
    out.makespan = out.simulated.makespan;
    // A master that computes may do every update itself (a matrix of one block, a worker too
    // slow to be worth feeding): its port never works, and work over the time of its
    // communications is infinite. The ratio is then what the run achieved, every block update
    // over the makespan (docs/master-worker.md).
    if (!std::isfinite(out.ratio))
        out.ratio = out.makespan > 0 ? updates / out.makespan : 0;
    return out;
}

std::ostream &operator<<(std::ostream &os, const MwResult &r)
{
    os << r.algorithm;
    if (r.problem.square())
        os << " n=" << r.problem.n;
    else
        os << " m=" << r.problem.m << " k=" << r.problem.k << " n=" << r.problem.n;
    os << " q=" << r.problem.q << ": ratio " << r.ratio;
    if (r.period > 0)
        os << " (pattern of " << r.period << ")";
    os << ", steady state " << r.steadyStateRatio << (r.steadyStateFeasible ? "" : " (not feasible in memory)")
       << ", makespan " << r.makespan << " (lower bound " << r.lowerBound << "), " << r.workersUsed << " of "
       << r.workers.size() << " workers, " << r.run.schedule.activities.size() << " activities; mu";
    for (std::size_t i = 0; i < r.workers.size() && i < r.mu.size(); ++i)
        os << ' ' << r.workers[i] << '=' << r.mu[i];
    if (!r.selections.empty()) {
        os << "; selections";
        for (const auto &s : r.selections)
            os << ' ' << s;
    }
    return os;
}

} // namespace partita
