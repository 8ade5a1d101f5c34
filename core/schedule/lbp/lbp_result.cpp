#include "schedule/lbp/lbp_result.h"

#include "sim/block_data.h"

#include <cmath>
#include <sstream>

namespace partita {

sim::BlockSet layerBlocks(const Problem &problem, std::int64_t first, std::int64_t count, bool updatesC)
{
    return sim::layerData(first, count, problem.m, problem.n, updatesC);
}

sim::BlockSet layerBlocks(const Problem &problem, const std::vector<std::int64_t> &columns, bool updatesC)
{
    sim::BlockSet d;
    for (const auto &[first, end] : sim::runsOf(columns)) {
        auto run = layerBlocks(problem, first, end - first, false);
        d.a.insert(d.a.end(), run.a.begin(), run.a.end());
        d.b.insert(d.b.end(), run.b.begin(), run.b.end());
    }
    if (updatesC && !d.a.empty())
        d.c.push_back({0, static_cast<int>(problem.m), 0, static_cast<int>(problem.n)});
    return d;
}

double columnElements(const Problem &problem) { return static_cast<double>(problem.m) + static_cast<double>(problem.n); }

double columnWork(const Problem &problem) { return static_cast<double>(problem.m) * static_cast<double>(problem.n); }

std::string layerColumnsLabel(double k, double offset)
{
    if (k == std::floor(k) && offset == std::floor(offset)) {
        const auto a = static_cast<long long>(offset), b = static_cast<long long>(offset + k) - 1;
        const std::string range = std::to_string(a) + ":" + std::to_string(b);
        return "A(:," + range + ") B(" + range + ",:)";
    }
    std::ostringstream os;
    os << "k=" << k;
    return os.str();
}

std::int64_t LbpResult::kOf(const std::string &id) const
{
    for (std::size_t i = 0; i < ids.size() && i < k.size(); ++i)
        if (ids[i] == id)
            return k[i];
    return 0;
}

double LbpResult::volume() const
{
    double v = 0;
    for (const auto &f : phi)
        v += f.elements;
    return v;
}

Platform dataflowPlatform(const Platform &platform, const std::vector<LinkFlow> &links)
{
    Platform view = platform;
    view.links.clear();
    for (const auto &f : links) {
        Link l = platform.links.at(static_cast<std::size_t>(f.link));
        if (l.name.empty())
            l.name = l.from + "-" + l.to;
        l.from = f.from;
        l.to = f.to;
        l.bidirectional = false;
        view.links.push_back(l);
    }
    return view;
}

std::ostream &operator<<(std::ostream &os, const LbpResult &r)
{
    os << r.algorithm << " (" << toString(r.mode) << "): makespan " << r.makespan << ", relaxed "
       << r.relaxedMakespan;
    if (r.lpSolves > 0)
        os << ", " << r.lpSolves << " LP solves, " << r.lpIterations << " simplex iterations";
    os << "\n";
    for (std::size_t i = 0; i < r.ids.size(); ++i) {
        os << "  " << r.ids[i] << ": k = " << (i < r.k.size() ? r.k[i] : 0);
        if (i < r.relaxedK.size())
            os << " (relaxed " << r.relaxedK[i] << ")";
        os << "\n";
    }
    for (const auto &n : r.notes)
        os << "  note: " << n << "\n";
    return os;
}

} // namespace partita
