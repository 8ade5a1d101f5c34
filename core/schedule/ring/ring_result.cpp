#include "schedule/ring/ring_result.h"

namespace partita {

const RingPath *RingResult::findPath(const std::string &from, bool toSuccessor) const
{
    for (const auto &p : paths)
        if (p.from == from && p.toSuccessor == toSuccessor)
            return &p;
    return nullptr;
}

std::ostream &operator<<(std::ostream &os, const RingResult &r)
{
    os << "ring (" << r.ring.size() << "):";
    for (const auto &id : r.ring)
        os << ' ' << id;
    os << "\nT_step = " << r.tStep << "\nalpha:";
    for (const auto &id : r.ring)
        os << ' ' << id << '=' << r.alpha.at(id);
    os << "\npaths:";
    for (const auto &p : r.paths) {
        os << "\n  " << (p.toSuccessor ? "S " : "P ") << p.from << " -> " << p.to << " bandwidth " << p.bandwidth << " links";
        for (int l : p.links)
            os << ' ' << l;
    }
    os << "\nT_step by size:";
    for (double t : r.tStepBySize)
        os << ' ' << t;
    return os << '\n';
}

} // namespace partita
