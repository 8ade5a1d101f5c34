#include "schedule/ring/step_estimate.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace partita::ring {

void StepEstimate::reset(std::vector<Member> kept, double work)
{
    std::sort(kept.begin(), kept.end(), [](const Member &a, const Member &b) { return a.first < b.first; });
    m_work = work;
    m_comm.clear();
    m_sumSpeed.assign(1, 0.0);
    m_sumWeight.assign(1, 0.0);
    m_maxComm = 0;
    for (const auto &[d, s] : kept) {
        m_comm.push_back(d);
        m_sumSpeed.push_back(m_sumSpeed.back() + s);
        m_sumWeight.push_back(m_sumWeight.back() + d * s);
        m_maxComm = std::max(m_maxComm, d);
    }
}

double StepEstimate::with(std::array<Member, 3> extra) const
{
    std::sort(extra.begin(), extra.end(), [](const Member &a, const Member &b) { return a.first < b.first; });
    double maxComm = m_maxComm;
    for (const auto &[d, s] : extra)
        maxComm = std::max(maxComm, d);
    if (std::isinf(maxComm) || std::isnan(maxComm))
        return maxComm; // stepTime: max(level, max_i D_i)
    // g(L) = Σ_{D_i < L} (L − D_i)·s_i grows with L; the level is its root of g(L) = W.
    const auto g = [&](std::size_t j) { // at L = m_comm[j], kept members below j active
        const double level = m_comm[j];
        double v = level * m_sumSpeed[j] - m_sumWeight[j];
        for (const auto &[d, s] : extra)
            if (d < level)
                v += (level - d) * s;
        return v;
    };
    // The first kept member the level does not pass: every kept one before it is active.
    std::size_t lo = 0, hi = m_comm.size();
    while (lo < hi) {
        const std::size_t mid = lo + (hi - lo) / 2;
        if (g(mid) >= m_work)
            hi = mid;
        else
            lo = mid + 1;
    }
    // Between kept members lo − 1 and lo: fill with the extra members in increasing D.
    double sumSpeed = m_sumSpeed[lo], sumWeight = m_sumWeight[lo];
    double level = std::numeric_limits<double>::infinity();
    for (std::size_t a = 0; a <= extra.size(); ++a) {
        if (sumSpeed > 0) {
            level = (m_work + sumWeight) / sumSpeed;
            if (a == extra.size() || level <= extra[a].first)
                break;
        }
        if (a < extra.size()) {
            sumSpeed += extra[a].second;
            sumWeight += extra[a].first * extra[a].second;
        }
    }
    return std::max(level, maxComm);
}

} // namespace partita::ring
