// Equal-finish closed forms for the layer-based partition on a star (paper 004 §4, eq. 5-33,
// Theorem 2: the optimum has every selected worker finish at the same time T_f).
// O(p) per solve, at most p solves when workers are left out: O(p²) worst case.
#include "schedule/lbp/star_closed_form.h"

#include "model/error.h"

#include <cmath>
#include <stdexcept>

namespace partita {

StarMode parseStarMode(const std::string &mode)
{
    if (mode == "scss")
        return StarMode::Scss;
    if (mode == "sccs")
        return StarMode::Sccs;
    if (mode == "pccs")
        return StarMode::Pccs;
    if (mode == "pcss")
        return StarMode::Pcss;
    throw InputError("lbp-star: unknown mode '" + mode + "' (expected scss, sccs, pcss or pccs)");
}

const char *toString(StarMode mode)
{
    switch (mode) {
    case StarMode::Scss:
        return "scss";
    case StarMode::Sccs:
        return "sccs";
    case StarMode::Pccs:
        return "pccs";
    case StarMode::Pcss:
        break;
    }
    return "pcss";
}

bool sequentialCommunication(StarMode mode) { return mode == StarMode::Scss || mode == StarMode::Sccs; }
bool simultaneousStart(StarMode mode) { return mode == StarMode::Scss || mode == StarMode::Pcss; }

namespace {

// Sequential modes. Worker j (in service order among the selected ones) receives during
// [S_j, S_j + L_j + m_j k_j] with S_j = Σ_{i<j} (L_i + m_i k_i) (one-port master).
//   SCSS: F_j = S_j + c_j k_j. F_{j-1} = F_j gives (eq. 7 with latency)
//         k_j = ((c_{j-1} - m_{j-1}) k_{j-1} - L_{j-1}) / c_j.
//   SCCS: F_j = S_j + L_j + m_j k_j + c_j k_j. F_{j-1} = F_j gives (eq. 15 with latency)
//         k_j = (c_{j-1} k_{j-1} - L_j) / (m_j + c_j).
// So k_j = a_j + b_j k_1 with a_1 = 0, b_1 = 1; Σ k_j = n fixes k_1 = (n - Σa)/(Σb). With
// L = 0 every a_j vanishes and b_j is the product of eq. 10 (SCSS) or eq. 18 (SCCS).
// Returns the position (in `order`) of the first worker that would get k <= 0, or -1.
int solveSequential(StarMode mode, const std::vector<StarWorker> &w, const std::vector<std::size_t> &order,
                    double n, std::vector<double> &k, double &makespan)
{
    const std::size_t r = order.size();
    std::vector<double> a(r, 0.0), b(r, 0.0);
    b[0] = 1.0;
    for (std::size_t j = 1; j < r; ++j) {
        const auto &prev = w[order[j - 1]];
        const auto &cur = w[order[j]];
        if (mode == StarMode::Scss) {
            const double f = prev.compute - prev.transfer; // N w_{j-1} T_cp - 2 z_{j-1} T_cm, times N
            a[j] = (f * a[j - 1] - prev.latency) / cur.compute;
            b[j] = f * b[j - 1] / cur.compute;
        } else {
            a[j] = (prev.compute * a[j - 1] - cur.latency) / (cur.transfer + cur.compute);
            b[j] = prev.compute * b[j - 1] / (cur.transfer + cur.compute);
        }
    }
    double sumA = 0, sumB = 0;
    for (std::size_t j = 0; j < r; ++j) {
        sumA += a[j];
        sumB += b[j];
    }
    if (!(sumB > 0)) {
        for (std::size_t j = 1; j < r; ++j)
            if (b[j] <= 0)
                return static_cast<int>(j);
    }
    const double k1 = (n - sumA) / sumB;
    const double tiny = 1e-12 * n;
    k.assign(r, 0.0);
    for (std::size_t j = 0; j < r; ++j) {
        k[j] = a[j] + b[j] * k1;
        if (!(k[j] > tiny))
            return static_cast<int>(j);
    }
    const auto &first = w[order[0]];
    makespan = mode == StarMode::Scss ? first.compute * k1                                     // eq. 12
                                      : first.latency + (first.transfer + first.compute) * k1; // eq. 20
    return -1;
}

// Parallel modes: every selected worker finishes at T_f.
//   PCCS: L_i + (m_i + c_i) k_i = T_f (eq. 23), Σ k_i = n gives
//         T_f = (n + Σ L_i/(m_i + c_i)) / Σ 1/(m_i + c_i); with L = 0 this is eq. 26-28.
//   PCSS: c_i k_i = T_f (eq. 29), T_f = n / Σ 1/c_i, k_i ∝ speed (eq. 31-33).
// Returns the position of the worker with the smallest k if some k <= 0, or -1.
int solveParallel(StarMode mode, const std::vector<StarWorker> &w, const std::vector<std::size_t> &order,
                  double n, std::vector<double> &k, double &makespan)
{
    double num = n, den = 0;
    for (auto i : order) {
        const double unit = mode == StarMode::Pccs ? w[i].transfer + w[i].compute : w[i].compute;
        den += 1.0 / unit;
        if (mode == StarMode::Pccs)
            num += w[i].latency / unit;
    }
    makespan = num / den;
    k.assign(order.size(), 0.0);
    int worst = -1;
    for (std::size_t j = 0; j < order.size(); ++j) {
        const auto &x = w[order[j]];
        k[j] = mode == StarMode::Pccs ? (makespan - x.latency) / (x.transfer + x.compute) : makespan / x.compute;
        if (worst < 0 || k[j] < k[static_cast<std::size_t>(worst)])
            worst = static_cast<int>(j);
    }
    return k[static_cast<std::size_t>(worst)] > 1e-12 * n ? -1 : worst;
}

} // namespace

StarSolution solveStar(StarMode mode, const std::vector<StarWorker> &workers, double n)
{
    if (workers.empty())
        throw std::invalid_argument("solveStar: no worker");
    if (!(n > 0) || !std::isfinite(n))
        throw std::invalid_argument("solveStar: n must be positive");
    for (const auto &w : workers)
        if (!(w.compute > 0) || !std::isfinite(w.compute) || !(w.transfer >= 0) || !std::isfinite(w.transfer)
            || !(w.latency >= 0) || !std::isfinite(w.latency))
            throw std::invalid_argument("solveStar: times must be finite, c > 0, m >= 0, L >= 0");

    std::vector<std::size_t> order(workers.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    StarSolution s;
    std::vector<double> k;
    while (true) {
        const int bad = sequentialCommunication(mode) ? solveSequential(mode, workers, order, n, k, s.makespan)
                                                      : solveParallel(mode, workers, order, n, k, s.makespan);
        if (bad < 0)
            break;
        // A single worker always gets k_1 = n > 0, so `order` never becomes empty.
        const auto pos = static_cast<std::size_t>(bad);
        if (sequentialCommunication(mode))
            order.resize(std::max<std::size_t>(pos, 1)); // the tail from the first k <= 0
        else
            order.erase(order.begin() + static_cast<std::ptrdiff_t>(pos));
    }
    s.k.assign(workers.size(), 0.0);
    s.selected.assign(workers.size(), false);
    for (std::size_t j = 0; j < order.size(); ++j) {
        s.k[order[j]] = k[j];
        s.selected[order[j]] = true;
    }
    return s;
}

} // namespace partita
