#include "editor/auto_layout.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <unordered_map>

namespace partita::views {

std::vector<std::pair<QString, QPointF>> autoLayout(const Platform &platform)
{
    std::vector<std::string> ids;
    for (const Processor &p : platform.processors)
        ids.push_back(p.id);
    for (const Router &r : platform.routers)
        ids.push_back(r.id);
    const std::size_t n = ids.size();
    std::vector<std::pair<QString, QPointF>> out;
    if (n == 0)
        return out;

    constexpr double k = 80; // ideal edge length
    const double radius = std::max(k, k * static_cast<double>(n) / (2 * std::numbers::pi));
    std::vector<QPointF> pos(n);
    std::size_t ring = 0;
    const bool masterCentred = !platform.master.empty();
    const std::size_t onCircle = n - (masterCentred ? 1 : 0);
    for (std::size_t i = 0; i < n; ++i) {
        if (masterCentred && ids[i] == platform.master) {
            pos[i] = QPointF(0, 0);
            continue;
        }
        const double a = 2 * std::numbers::pi * static_cast<double>(ring++) / static_cast<double>(std::max<std::size_t>(onCircle, 1));
        pos[i] = QPointF(radius * std::cos(a), radius * std::sin(a));
    }

    if (n <= kForceLayoutMaxNodes && n > 2) {
        std::unordered_map<std::string, std::size_t> index;
        for (std::size_t i = 0; i < n; ++i)
            index[ids[i]] = i;
        std::vector<std::pair<std::size_t, std::size_t>> edges;
        for (const Link &l : platform.links) {
            const auto a = index.find(l.from), b = index.find(l.to);
            if (a != index.end() && b != index.end() && a->second != b->second)
                edges.emplace_back(a->second, b->second);
        }
        double temperature = radius / 4;
        constexpr int iterations = 200;
        std::vector<QPointF> disp(n);
        for (int it = 0; it < iterations; ++it) {
            std::fill(disp.begin(), disp.end(), QPointF());
            for (std::size_t i = 0; i < n; ++i)
                for (std::size_t j = i + 1; j < n; ++j) {
                    QPointF d = pos[i] - pos[j];
                    const double dist = std::max(1.0, std::hypot(d.x(), d.y()));
                    const QPointF f = d / dist * (k * k / dist);
                    disp[i] += f;
                    disp[j] -= f;
                }
            for (const auto &[a, b] : edges) {
                QPointF d = pos[a] - pos[b];
                const double dist = std::max(1.0, std::hypot(d.x(), d.y()));
                const QPointF f = d / dist * (dist * dist / k);
                disp[a] -= f;
                disp[b] += f;
            }
            for (std::size_t i = 0; i < n; ++i) {
                const double len = std::hypot(disp[i].x(), disp[i].y());
                if (len > 0)
                    pos[i] += disp[i] / len * std::min(len, temperature);
            }
            temperature *= 0.97;
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        out.emplace_back(QString::fromStdString(ids[i]),
                         QPointF(std::round(pos[i].x() * 10) / 10, std::round(pos[i].y() * 10) / 10));
    return out;
}

} // namespace partita::views
