#include "exec/calibrate.h"

#include "exec/blas_core.h"
#include "exec/calibrate_measure.h"
#include "exec/calibrate_stats.h"
#include "exec/dense.h"
#include "io/atomic_file.h"
#include "io/platform_json.h"
#include "model/error.h"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace partita::exec {

namespace {

using namespace calibration;

constexpr double kDgemmSeconds = 0.2;            // one trial of the rate written as the speed
constexpr double kKernelSeconds = 0.1;           // one trial of another kernel or block size
constexpr std::size_t kMemcpyBytes = 64u << 20;  // one memory-copy trial
constexpr std::size_t kSmall = 8, kLarge = 32u << 20;
constexpr int kSmallTrips = 21, kLargeTrips = 5; // round trips per ping-pong trial

struct Rate {
    double median = 0, spread = 0;
    double trials = 0; // how many (a double: the figures travel as doubles)
};

Rate rateOf(const std::vector<double> &trials)
{
    const Trials t = summarize(trials);
    return {t.median, t.spread(), static_cast<double>(t.count)};
}

// What each rank measured on itself, gathered at rank 0 as a flat list of doubles.
struct RankFigures {
    Rate alone, memcpy;
    Rate widePanel;                 // the panel kernel at the first block size on the wide panel, all at once
    Rate wideRatio;                 // its rate over the square's, trial by trial (calibrate_measure.h)
    std::vector<Rate> panel, block; // at each block size, every rank computing at once
    std::vector<Rate> stencil;      // on each slice of kStencilColumns, every rank at once
    const Rate &speed() const { return panel.front(); } // the rate written as the speed

    std::vector<double> flat() const
    {
        std::vector<double> out;
        for (const Rate *r : {&alone, &memcpy, &widePanel, &wideRatio})
            out.insert(out.end(), {r->median, r->spread, r->trials});
        for (const auto *rates : {&stencil, &panel, &block})
            for (const Rate &r : *rates)
                out.insert(out.end(), {r.median, r.spread, r.trials});
        return out;
    }
    static std::size_t flatSize(std::size_t sizes) { return 3 * (4 + std::size(kStencilColumns) + 2 * sizes); }
    static RankFigures fromFlat(const double *v, std::size_t sizes)
    {
        const auto next = [&v] {
            const Rate r{v[0], v[1], v[2]};
            v += 3;
            return r;
        };
        RankFigures f;
        for (Rate *r : {&f.alone, &f.memcpy, &f.widePanel, &f.wideRatio})
            *r = next();
        for (std::size_t k = 0; k < std::size(kStencilColumns); ++k)
            f.stencil.push_back(next());
        for (std::size_t k = 0; k < sizes; ++k)
            f.panel.push_back(next());
        for (std::size_t k = 0; k < sizes; ++k)
            f.block.push_back(next());
        return f;
    }
};

struct LinkFigures {
    Trials latency, bandwidth;
    LinkVerdict verdict;
    int attempts = 0;
};

// Every rank computes the same number of updates of `kernel` at q, all at once, as they will run;
// an idle rank (`computes` false) only waits at the trials' barriers, asleep, and gets no rate.
// A batch of trials more while some rank's trials spread by more than kSteadySpread, every rank
// deciding alike (the largest spread, in parts per million, reduced over them).
Rate together(MPI_Comm comm, Kernel kernel, std::int64_t q, double seconds, bool computes)
{
    const std::int64_t repetitions = allreduceMaxAsleep(comm, computes ? kernelRepetitions(kernel, q, seconds) : 0);
    std::vector<double> trials;
    for (int batches = 1;; ++batches) {
        if (computes) {
            const auto batch = kernelTrials(comm, kernel, q, repetitions, kCalibrationTrials);
            trials.insert(trials.end(), batch.begin(), batch.end());
        } else {
            idleTrials(comm, kCalibrationTrials);
        }
        const double spread = computes ? std::min(summarize(trials).spread(), 1e6) : 0.0;
        const double worst = 1e-6 * static_cast<double>(allreduceMaxAsleep(comm, std::llround(1e6 * spread)));
        if (!wantsMoreTrials(worst, batches, kSteadySpread, kCalibrationBatches))
            break;
    }
    return computes ? rateOf(trials) : Rate{};
}

RankFigures measureRank(MPI_Comm comm, int rank, int size, const std::vector<std::int64_t> &blockSizes,
                        bool computes)
{
    RankFigures f;
    // Alone, one rank at a time: the panel rate at the first block size and the memory copy.
    for (int r = 0; r < size; ++r) {
        if (r == rank) {
            const std::int64_t repetitions = kernelRepetitions(Kernel::Panel, blockSizes.front(), kDgemmSeconds);
            f.alone = rateOf(kernelTrials(MPI_COMM_SELF, Kernel::Panel, blockSizes.front(), repetitions,
                                          kCalibrationTrials));
            f.memcpy = rateOf(memcpyTrials(kMemcpyBytes, kCalibrationTrials));
        }
        barrierAsleep(comm); // the others wait asleep: the rank is measured alone
    }
    // Together, as the ranks will run: every kernel, at every block size.
    for (std::size_t k = 0; k < blockSizes.size(); ++k) {
        f.panel.push_back(
            together(comm, Kernel::Panel, blockSizes[k], k == 0 ? kDgemmSeconds : kKernelSeconds, computes));
        f.block.push_back(together(comm, Kernel::Block, blockSizes[k], kKernelSeconds, computes));
    }
    // The panel kernel on a wide panel too, each trial right after one on the square: the ratio
    // of the two gives the panel packing.
    const std::int64_t q0 = blockSizes.front();
    const std::int64_t square = allreduceMaxAsleep(comm, computes ? kernelRepetitions(Kernel::Panel, q0, kKernelSeconds) : 0);
    const std::int64_t wide = allreduceMaxAsleep(comm, computes ? widePanelRepetitions(q0, kKernelSeconds) : 0);
    if (computes) {
        const PanelPairs pairs = panelPairTrials(comm, q0, square, wide, kCalibrationTrials);
        f.widePanel = rateOf(pairs.wide);
        f.wideRatio = rateOf(pairs.ratio);
    } else {
        idleTrials(comm, 2 * kCalibrationTrials);
    }
    for (const std::int64_t columns : kStencilColumns)
        f.stencil.push_back(together(comm, Kernel::Stencil, columns, kKernelSeconds, computes));
    return f;
}

// Latency and bandwidth between rank 0 and `peer`, measured again while impossible. Collective.
LinkFigures measureLink(MPI_Comm comm, int rank, int peer, LinkMeasurement m)
{
    LinkFigures f;
    for (f.attempts = 1; f.attempts <= kCalibrationAttempts; ++f.attempts) {
        // Batches of trials while the bandwidth's spread past kSteadySpread, as for the rates.
        std::vector<double> small, large;
        for (int batches = 1;; ++batches) {
            const auto s = pingPongTrials(comm, peer, kSmall, kSmallTrips, kCalibrationTrials);
            const auto l = pingPongTrials(comm, peer, kLarge, kLargeTrips, kCalibrationTrials);
            small.insert(small.end(), s.begin(), s.end());
            large.insert(large.end(), l.begin(), l.end());
            int more = 0;
            if (rank == 0) {
                f.latency = summarize(small);
                std::vector<double> bandwidths;
                for (const double t : large)
                    bandwidths.push_back(bandwidthGBs(static_cast<double>(kLarge), t, f.latency.median));
                f.bandwidth = summarize(bandwidths);
                more = wantsMoreTrials(f.bandwidth.spread(), batches, kSteadySpread, kCalibrationBatches) ? 1 : 0;
            }
            MPI_Bcast(&more, 1, MPI_INT, 0, comm);
            if (!more)
                break;
        }
        int ok = 1;
        if (rank == 0) {
            m.latency = f.latency.median;
            m.bandwidth = f.bandwidth.median;
            f.verdict = checkLink(m);
            ok = f.verdict.problem.empty() ? 1 : 0;
        }
        MPI_Bcast(&ok, 1, MPI_INT, 0, comm);
        if (ok)
            break;
    }
    f.attempts = std::min(f.attempts, kCalibrationAttempts);
    return f;
}

std::string percent(double spread)
{
    char text[32];
    std::snprintf(text, sizeof text, std::isfinite(spread) ? "%.1f %%" : "inf", 100 * spread);
    return text;
}

nlohmann::json reportOf(const CalibrationOptions &o, const Platform &p, const std::vector<RankFigures> &ranks,
                        const std::vector<LinkFigures> &links, const std::vector<std::string> &blas)
{
    nlohmann::json j = {{"format", "partita-calibration/1"}, {"platform", o.outFile}, {"q", o.blockSizes},
                        {"master_idle", o.masterIdle},
                        {"trials", kCalibrationTrials}, {"steady_spread", kSteadySpread},
                        {"trials_at_most", kCalibrationTrials * kCalibrationBatches},
                        {"spread", "(max - min) / median of the trials"}};
    for (std::size_t r = 0; r < ranks.size(); ++r) {
        const auto &f = ranks[r];
        nlohmann::json panel = nlohmann::json::array(), block = nlohmann::json::array();
        for (std::size_t k = 0; k < o.blockSizes.size(); ++k) {
            panel.push_back({{"q", o.blockSizes[k]}, {"speed", f.panel[k].median}, {"spread", f.panel[k].spread},
                             {"trials", static_cast<int>(f.panel[k].trials)}});
            block.push_back({{"q", o.blockSizes[k]}, {"speed", f.block[k].median}, {"spread", f.block[k].spread},
                             {"trials", static_cast<int>(f.block[k].trials)}});
        }
        nlohmann::json stencil = nlohmann::json::array();
        for (std::size_t k = 0; k < f.stencil.size(); ++k)
            stencil.push_back({{"slice_mib", stencilSliceMiB(kStencilColumns[k])}, {"speed", f.stencil[k].median},
                               {"spread", f.stencil[k].spread}, {"trials", static_cast<int>(f.stencil[k].trials)}});
        j["ranks"].push_back({{"id", p.processors[r].id}, {"host", p.processors[r].host}, {"blas", blas[r]},
                              {"speed", p.processors[r].speed}, {"speed_spread", f.speed().spread},
                              {"speed_trials", static_cast<int>(f.speed().trials)},
                              {"speed_alone", f.alone.median}, {"speed_alone_spread", f.alone.spread},
                              {"memcpy_gbs", f.memcpy.median}, {"memcpy_spread", f.memcpy.spread},
                              {"panel", panel}, {"block", block},
                              {"panel_wide", {{"rows", kWidePanelRows}, {"cols", kWidePanelCols}, {"q", o.blockSizes.front()},
                                              {"speed", f.widePanel.median}, {"spread", f.widePanel.spread},
                                              {"ratio", f.wideRatio.median}, {"ratio_spread", f.wideRatio.spread}}},
                              {"panel_packing", p.processors[r].panelPacking},
                              {"stencil", stencil}});
        if (r == 0)
            continue;
        const auto &l = links[r];
        j["links"].push_back({{"from", "P0"}, {"to", p.processors[r].id},
                              {"same_host", p.processors[r].host == p.processors[0].host},
                              {"bandwidth", l.verdict.bandwidth}, {"bandwidth_measured", l.bandwidth.median},
                              {"bandwidth_spread", l.bandwidth.spread()}, {"trials", l.bandwidth.count},
                              {"bounded_by_memcpy", l.verdict.bounded},
                              {"latency", l.latency.median}, {"latency_spread", l.latency.spread()},
                              {"attempts", l.attempts}});
    }
    return j;
}

void printSummary(const Platform &p, const std::vector<RankFigures> &ranks, const std::vector<LinkFigures> &links,
                  const std::vector<std::string> &blas, bool masterIdle)
{
    // The BLAS kernels, once per host and kernel choice: what the rates were measured with.
    std::set<std::pair<std::string, std::string>> kernels;
    for (std::size_t r = 0; r < ranks.size(); ++r)
        if (kernels.emplace(p.processors[r].host, blas[r]).second)
            std::printf("OpenBLAS kernels on %s: %s\n", p.processors[r].host.c_str(), blas[r].c_str());
    for (std::size_t r = 0; r < ranks.size(); ++r) {
        const auto &f = ranks[r];
        if (r == 0 && masterIdle) {
            std::printf("P0 on %s: the master, not computing while the others were measured (alone %.2f Gflop/s ± %s)\n",
                        p.processors[r].host.c_str(), f.alone.median, percent(f.alone.spread).c_str());
            continue;
        }
        std::printf("P%zu on %s: %.2f Gflop/s ± %s together", r, p.processors[r].host.c_str(), f.speed().median,
                    percent(f.speed().spread).c_str());
        if (f.speed().trials > kCalibrationTrials)
            std::printf(" over %.0f trials", f.speed().trials);
        std::printf(" (alone %.2f ± %s)", f.alone.median, percent(f.alone.spread).c_str());
        std::printf(", %lld×%lld panels %.2f (panel packing %.0f)", static_cast<long long>(kWidePanelRows),
                    static_cast<long long>(kWidePanelCols), f.widePanel.median, p.processors[r].panelPacking);
        std::printf(", q×q blocks %.2f, Jacobi %.2f on %.0f MiB to %.2f on %.0f MiB", f.block.front().median,
                    f.stencil.front().median, stencilSliceMiB(kStencilColumns[0]), f.stencil.back().median,
                    stencilSliceMiB(kStencilColumns[std::size(kStencilColumns) - 1]));
        if (r > 0) {
            const auto &l = links[r];
            std::printf(", link to P0 %.3f GB/s ± %s%s, latency %.2f us ± %s", l.verdict.bandwidth,
                        percent(l.bandwidth.spread()).c_str(),
                        l.verdict.bounded ? " (bounded by the host's memory copy)" : "", 1e6 * l.latency.median,
                        percent(l.latency.spread()).c_str());
        }
        std::printf("\n");
    }
}

// Every rank's `text` (at most `width` - 1 characters), on every rank. Collective.
std::vector<std::string> gatherTexts(MPI_Comm comm, const std::string &text, std::size_t width)
{
    int size = 0;
    MPI_Comm_size(comm, &size);
    std::vector<char> mine(width, '\0'), all(static_cast<std::size_t>(size) * width);
    text.copy(mine.data(), width - 1);
    MPI_Allgather(mine.data(), static_cast<int>(width), MPI_CHAR, all.data(), static_cast<int>(width), MPI_CHAR, comm);
    std::vector<std::string> texts;
    for (int r = 0; r < size; ++r)
        texts.emplace_back(all.data() + static_cast<std::size_t>(r) * width);
    return texts;
}

} // namespace

int runCalibration(MPI_Comm comm, const CalibrationOptions &o)
{
    int rank = 0, size = 0;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    useOneBlasThread();

    char name[MPI_MAX_PROCESSOR_NAME] = {};
    int length = 0;
    MPI_Get_processor_name(name, &length);
    const std::vector<std::string> names = gatherTexts(comm, std::string(name, static_cast<std::size_t>(length)),
                                                       MPI_MAX_PROCESSOR_NAME);
    const std::vector<std::string> blas = gatherTexts(comm, blasCoreDescription(), 128);
    const auto hostOf = [&names](int r) { return names[static_cast<std::size_t>(r)]; };

    const std::size_t sizes = o.blockSizes.size();
    const std::vector<double> mine = measureRank(comm, rank, size, o.blockSizes, rank != 0 || !o.masterIdle).flat();
    const int count = static_cast<int>(RankFigures::flatSize(sizes));
    std::vector<double> all(static_cast<std::size_t>(size * count));
    MPI_Gather(mine.data(), count, MPI_DOUBLE, all.data(), count, MPI_DOUBLE, 0, comm);
    std::vector<RankFigures> ranks;
    for (int r = 0; r < size; ++r)
        ranks.push_back(RankFigures::fromFlat(all.data() + static_cast<std::size_t>(r * count), sizes));

    std::vector<LinkFigures> links(static_cast<std::size_t>(size));
    for (int peer = 1; peer < size; ++peer) {
        LinkMeasurement m{peer, hostOf(peer), hostOf(peer) == hostOf(0)};
        if (rank == 0) // the host's memory copy: the best of its ranks, each measured alone
            for (int r = 0; r < size; ++r)
                if (hostOf(r) == m.host)
                    m.memcpyGBs = std::max(m.memcpyGBs, ranks[static_cast<std::size_t>(r)].memcpy.median);
        links[static_cast<std::size_t>(peer)] = measureLink(comm, rank, peer, m);
        int refused = rank == 0 && !links[static_cast<std::size_t>(peer)].verdict.problem.empty();
        MPI_Bcast(&refused, 1, MPI_INT, 0, comm);
        if (refused) {
            if (rank == 0)
                std::cerr << "error: " << links[static_cast<std::size_t>(peer)].verdict.problem << " ("
                          << kCalibrationAttempts << " attempts); nothing written" << std::endl;
            return 2;
        }
    }

    // Memory: the machine's, shared among the ranks it runs.
    const double mib = static_cast<double>(::sysconf(_SC_PHYS_PAGES)) * static_cast<double>(::sysconf(_SC_PAGE_SIZE))
                     / (1024.0 * 1024.0);
    std::vector<double> memories(static_cast<std::size_t>(size));
    MPI_Gather(&mib, 1, MPI_DOUBLE, memories.data(), 1, MPI_DOUBLE, 0, comm);
    if (rank != 0)
        return 0;
    std::map<std::string, int> ranksOnHost;
    for (int r = 0; r < size; ++r)
        ++ranksOnHost[hostOf(r)];

    Platform p;
    std::string qs;
    for (const std::int64_t q : o.blockSizes)
        qs += (qs.empty() ? "" : ",") + std::to_string(q);
    p.name = "calibrated (" + std::to_string(size) + " ranks, q = " + qs + ")";
    p.master = "P0";
    p.masterComputes = !o.masterIdle;
    for (int r = 0; r < size; ++r) {
        const auto i = static_cast<std::size_t>(r);
        // An idle master was measured alone only: that rate is its speed, with no kernels.
        const bool idle = r == 0 && o.masterIdle;
        const double speed = idle ? ranks[i].alone.median : ranks[i].speed().median;
        if (const std::string problem = checkSpeed(r, hostOf(r), speed); !problem.empty()) {
            std::cerr << "error: " << problem << "; nothing written" << std::endl;
            return 2;
        }
        Processor proc;
        proc.id = "P" + std::to_string(r);
        // The speed: the panel rate at the first block size; the other kernels apart, and the
        // panel rate as a function of q when several block sizes were measured.
        proc.speed = speed;
        for (std::size_t k = 0; k < sizes && !idle; ++k) {
            const auto q = static_cast<double>(o.blockSizes[k]);
            if (sizes > 1)
                proc.kernels[Kernel::Panel].set(q, ranks[i].panel[k].median);
            proc.kernels[Kernel::Block].set(q, ranks[i].block[k].median);
        }
        for (std::size_t k = 0; k < ranks[i].stencil.size() && !idle; ++k)
            proc.kernels[Kernel::Stencil].set(stencilSliceMiB(kStencilColumns[k]), ranks[i].stencil[k].median);
        // How the panel rate grows with the panel (model/platform.h, panelShapeFactor): from the
        // wide panel's rate over the square's at the first block size, trial by trial.
        if (!idle)
            proc.panelPacking = fitPanelPacking(static_cast<double>(o.blockSizes.front()), 1,
                                                static_cast<double>(kWidePanelRows),
                                                static_cast<double>(kWidePanelCols), ranks[i].wideRatio.median);
        proc.host = hostOf(r);
        proc.memory = std::floor(memories[i] / ranksOnHost[proc.host]);
        p.processors.push_back(proc);
        if (r > 0)
            p.links.push_back(
                {{}, "P0", proc.id, links[i].verdict.bandwidth, links[i].latency.median, true, Sharing::Shared});
    }
    try {
        writePlatformFile(p, o.outFile);
        if (!o.reportFile.empty())
            writeFileAtomically(o.reportFile, reportOf(o, p, ranks, links, blas).dump(2) + "\n");
    } catch (const InputError &e) {
        std::cerr << "error: " << e.what() << std::endl;
        return 2;
    }
    printSummary(p, ranks, links, blas, o.masterIdle);
    std::printf("written to %s%s%s\n", o.outFile.c_str(), o.reportFile.empty() ? "" : ", report in ",
                o.reportFile.c_str());
    return 0;
}

} // namespace partita::exec
