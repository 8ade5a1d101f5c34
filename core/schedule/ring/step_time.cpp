#include "schedule/ring/step_time.h"

#include <algorithm>
#include <numeric>

namespace partita::ring {

StepTime stepTime(const std::vector<double> &speed, const std::vector<double> &comm, double work)
{
    const std::size_t r = speed.size();
    StepTime st;
    st.alpha.assign(r, 0.0);
    if (r == 0)
        return st;
    std::vector<std::size_t> order(r);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return comm[a] < comm[b]; });
    // Fill from the least communicating member: with the k first ones, the level is
    // L = (W + Σ D_i·s_i) / Σ s_i; it is right once it does not reach the next D.
    double sumSpeed = 0, sumWeighted = 0, level = 0;
    for (std::size_t k = 0; k < r; ++k) {
        const std::size_t i = order[k];
        sumSpeed += speed[i];
        sumWeighted += comm[i] * speed[i];
        level = (work + sumWeighted) / sumSpeed;
        if (k + 1 == r || level <= comm[order[k + 1]])
            break;
    }
    double maxComm = 0;
    for (std::size_t i = 0; i < r; ++i) {
        maxComm = std::max(maxComm, comm[i]);
        if (comm[i] < level)
            st.alpha[i] = (level - comm[i]) * speed[i] / work;
    }
    st.tStep = std::max(level, maxComm);
    return st;
}

} // namespace partita::ring
