// Incremental selection rules of paper 002 §6.2 and the asymptotic ratio (mw_selection.h).
#include "schedule/mw/mw_selection.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace partita {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

double quotient(double work, double time) { return time > 0 ? work / time : kInf; }

// a > b beyond rounding: the rules compare ratios of sums of the same numbers, so exact ties
// (Table 2: P1 then P3 or P3 then P1) must stay ties.
bool greater(double a, double b)
{
    if (std::isinf(a) || std::isinf(b))
        return a > b;
    return a > b + 1e-12 * std::max({1.0, std::abs(a), std::abs(b)});
}

} // namespace

SelectionState::SelectionState(std::vector<SelectionWorker> workers, bool overlapped)
    : m_workers(std::move(workers)), m_overlapped(overlapped), m_ready(m_workers.size(), 0.0)
{
}

double SelectionState::completionIf(std::size_t i) const
{
    const auto &w = m_workers[i];
    return m_overlapped ? std::max(m_completion + w.comm, m_ready[i])
                        : std::max(m_completion, m_ready[i]) + w.comm;
}

double SelectionState::globalRatio(std::size_t i) const
{
    return quotient(m_total + m_workers[i].work, completionIf(i));
}

double SelectionState::localRatio(std::size_t i) const
{
    return quotient(m_workers[i].work, completionIf(i) - m_completion);
}

double SelectionState::globalRatioAfter(std::size_t i, std::size_t j) const
{
    const double first = completionIf(i);
    const double readyJ = i == j ? first + m_workers[i].compute : m_ready[j];
    const auto &w = m_workers[j];
    const double second = m_overlapped ? std::max(first + w.comm, readyJ) : std::max(first, readyJ) + w.comm;
    return quotient(m_total + m_workers[i].work + w.work, second);
}

void SelectionState::commit(std::size_t i)
{
    m_completion = completionIf(i);
    m_total += m_workers[i].work;
    m_ready[i] = m_completion + m_workers[i].compute;
}

std::vector<double> SelectionState::relativeReady() const
{
    std::vector<double> r(m_ready.size());
    for (std::size_t i = 0; i < r.size(); ++i)
        r[i] = std::max(0.0, m_ready[i] - m_completion);
    return r;
}

SelectionChoice chooseNext(const SelectionState &state, SelectionRule rule)
{
    SelectionChoice c;
    const auto n = state.size();
    c.scores.assign(n, -kInf);
    if (rule != SelectionRule::Lookahead) {
        for (std::size_t i = 0; i < n; ++i) {
            c.scores[i] = rule == SelectionRule::Global ? state.globalRatio(i) : state.localRatio(i);
            if (greater(c.scores[i], c.scores[c.chosen]))
                c.chosen = i;
        }
        return c;
    }
    std::vector<double> first(n);
    for (std::size_t i = 0; i < n; ++i) {
        first[i] = state.globalRatio(i);
        for (std::size_t j = 0; j < n; ++j)
            c.scores[i] = std::max(c.scores[i], state.globalRatioAfter(i, j));
        const bool better = greater(c.scores[i], c.scores[c.chosen])
                            || (!greater(c.scores[c.chosen], c.scores[i])
                                && greater(first[i], first[c.chosen]));
        if (better)
            c.chosen = i;
    }
    return c;
}

double patternRatio(const std::vector<std::size_t> &sequence,
                    const std::vector<SelectionWorker> &workers, bool overlapped, int *period,
                    bool finiteRun)
{
    if (period)
        *period = 0;
    const std::size_t n = sequence.size();
    if (n == 0)
        return 0;
    double scale = 0;
    for (const auto &w : workers)
        scale = std::max({scale, w.comm, w.compute});
    const double tol = 1e-9 * std::max(1e-300, scale);
    SelectionState s(workers, overlapped);
    std::vector<std::vector<double>> state(n + 1);
    std::vector<double> work(n + 1, 0.0), time(n + 1, 0.0);
    state[0] = s.relativeReady();
    for (std::size_t k = 0; k < n; ++k) {
        s.commit(sequence[k]);
        state[k + 1] = s.relativeReady();
        work[k + 1] = s.totalWork();
        time[k + 1] = s.completionTime();
    }
    const auto sameState = [&](std::size_t a, std::size_t b) {
        for (std::size_t i = 0; i < state[a].size(); ++i)
            if (std::abs(state[a][i] - state[b][i]) > tol)
                return false;
        return true;
    };
    const std::size_t e = finiteRun ? n - n / 4 : n;
    for (std::size_t len = 1; 2 * len <= e; ++len) {
        if (!sameState(e, e - len))
            continue;
        bool repeats = true;
        for (std::size_t k = 0; k < len && repeats; ++k)
            repeats = sequence[e - 1 - k] == sequence[e - 1 - k - len];
        const double dt = time[e] - time[e - len];
        if (repeats && dt > 0) {
            if (period)
                *period = static_cast<int>(len);
            return (work[e] - work[e - len]) / dt;
        }
    }
    const std::size_t from = finiteRun ? n / 4 : n / 2;
    const double dt = time[e] - time[from];
    return dt > 0 ? (work[e] - work[from]) / dt : quotient(work[n], time[n]);
}

double asymptoticRatio(const std::vector<SelectionWorker> &workers, SelectionRule rule,
                       int *period, int maxSteps)
{
    if (workers.empty()) {
        if (period)
            *period = 0;
        return 0;
    }
    const double perChoice = rule == SelectionRule::Lookahead
                                 ? static_cast<double>(workers.size() * workers.size())
                                 : static_cast<double>(workers.size());
    if (maxSteps <= 0)
        maxSteps = static_cast<int>(std::clamp(4e6 / perChoice, 2048.0, 65536.0));
    SelectionState s(workers);
    std::vector<std::size_t> sequence;
    double ratio = 0;
    for (std::size_t target = 256;; target *= 2) {
        target = std::min(target, static_cast<std::size_t>(maxSteps));
        while (sequence.size() < target) {
            const auto c = chooseNext(s, rule);
            s.commit(c.chosen);
            sequence.push_back(c.chosen);
        }
        int found = 0;
        ratio = patternRatio(sequence, workers, true, &found);
        if (found > 0 || target >= static_cast<std::size_t>(maxSteps)) {
            if (period)
                *period = found;
            return ratio;
        }
    }
}

} // namespace partita
