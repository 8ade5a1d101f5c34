#include "partition/plan.h"

#include <algorithm>
#include <numeric>

namespace partita {

std::string PlanNote::text() const
{
    std::string out;
    for (const Reason &part : parts)
        out += part.text();
    return out;
}

PlanNote &PlanNote::operator+=(Reason part)
{
    parts.push_back(std::move(part));
    return *this;
}

std::int64_t Piece::area() const
{
    return std::accumulate(rectangles.begin(), rectangles.end(), std::int64_t{0},
                           [](std::int64_t s, const Rect &r) { return s + r.area(); });
}

const Piece *Plan::findPiece(const std::string &processor) const
{
    auto it = std::find_if(pieces.begin(), pieces.end(),
                           [&](const Piece &p) { return p.processor == processor; });
    return it == pieces.end() ? nullptr : &*it;
}

std::ostream &operator<<(std::ostream &os, const Rect &r)
{
    return os << "[x=" << r.x << " y=" << r.y << " w=" << r.w << " h=" << r.h << "]";
}

std::ostream &operator<<(std::ostream &os, const Plan &p)
{
    os << "Plan(" << p.algorithm << ", n=" << p.problem.n << ", q=" << p.problem.q << ")\n";
    for (const auto &piece : p.pieces) {
        os << "  " << piece.processor << " share=" << piece.share;
        if (p.kind == PlanKind::Layers)
            os << " k=" << piece.k;
        for (const auto &r : piece.rectangles)
            os << ' ' << r;
        os << '\n';
    }
    return os;
}

} // namespace partita
