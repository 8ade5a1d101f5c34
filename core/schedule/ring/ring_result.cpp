#include "schedule/ring/ring_result.h"

namespace partita {

namespace {

bool sameActivity(const sim::Activity &a, const sim::Activity &b)
{
    return a.kind == b.kind && a.node == b.node && a.peer == b.peer && a.amount == b.amount
        && a.after == b.after && a.withStartOf == b.withStartOf && a.step == b.step
        && a.blocks == b.blocks;
}

bool sameRingSchedule(const sim::Schedule &a, const sim::Schedule &b)
{
    if (a.activities.size() != b.activities.size())
        return false;
    for (std::size_t i = 0; i < a.activities.size(); ++i)
        if (!sameActivity(a.activities[i], b.activities[i]))
            return false;
    return true;
}

} // namespace

const RingPath *RingResult::findPath(const std::string &from, bool toSuccessor) const
{
    for (const auto &p : paths)
        if (p.from == from && p.toSuccessor == toSuccessor)
            return &p;
    return nullptr;
}

bool RingResult::operator==(const RingResult &o) const
{
    return ring == o.ring && paths == o.paths && alpha == o.alpha && tStep == o.tStep
        && tStepBySize == o.tStepBySize && steps == o.steps && network == o.network
        && sameRingSchedule(schedule, o.schedule);
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
