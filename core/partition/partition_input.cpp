#include "partition/partitioner.h"

#include "model/error.h"

#include <algorithm>
#include <numeric>

namespace partita {

PartitionInput PartitionInput::fromPlatform(const Platform &platform, const Problem &problem)
{
    PartitionInput in;
    in.problem = problem;
    for (const auto &p : platform.computingProcessors()) {
        in.ids.push_back(p.id);
        in.speeds.push_back(p.speed);
    }
    if (in.ids.empty())
        throw InputError(Reason{ReasonKind::NoComputingProcessor, {}});
    return in;
}

std::vector<double> PartitionInput::shares() const
{
    const double sum = std::accumulate(speeds.begin(), speeds.end(), 0.0);
    std::vector<double> s(speeds.size());
    std::transform(speeds.begin(), speeds.end(), s.begin(), [&](double v) { return v / sum; });
    return s;
}

} // namespace partita
