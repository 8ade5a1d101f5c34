#include "report/gantt_layout.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <queue>
#include <utility>

namespace partita {

namespace {

// Strict lanes of one resource's items (see the header). Lanes that have ended by the
// current start wait in `free`, lowest first; a lane once free stays free for every later
// start. Only an item shorter than the tolerance, inside the hair by which a free lane's last
// item overlaps its start, skips that lane.
std::vector<GanttLane> lanesOf(std::vector<GanttLaneItem> items, double tolerance)
{
    std::sort(items.begin(), items.end(), [](const GanttLaneItem &a, const GanttLaneItem &b) {
        if (a.start != b.start)
            return a.start < b.start;
        return a.end != b.end ? a.end > b.end : a.interval < b.interval;
    });
    std::vector<GanttLane> lanes;
    using Busy = std::pair<double, std::size_t>; // (end of the lane's last item, lane)
    std::priority_queue<Busy, std::vector<Busy>, std::greater<>> busy;
    std::priority_queue<std::size_t, std::vector<std::size_t>, std::greater<>> free;
    std::vector<std::size_t> skipped;
    for (const GanttLaneItem &item : items) {
        while (!busy.empty() && busy.top().first <= item.start + tolerance) {
            free.push(busy.top().second);
            busy.pop();
        }
        std::size_t lane = lanes.size();
        while (!free.empty()) {
            const std::size_t candidate = free.top();
            free.pop();
            if (lanes[candidate].back().end <= item.end) {
                lane = candidate;
                break;
            }
            skipped.push_back(candidate);
        }
        for (const std::size_t l : skipped)
            free.push(l);
        skipped.clear();
        if (lane == lanes.size())
            lanes.emplace_back();
        lanes[lane].push_back(item);
        busy.push({item.end, lane});
    }
    if (lanes.empty())
        lanes.emplace_back();
    return lanes;
}

} // namespace

bool isGanttBar(const Interval &iv, std::size_t resources)
{
    return iv.kind != IntervalKind::Idle && iv.resource >= 0 && static_cast<std::size_t>(iv.resource) < resources
           && std::isfinite(iv.start) && std::isfinite(iv.end) && iv.end >= iv.start;
}

GanttLayout ganttLayout(const Trace &trace)
{
    GanttLayout layout;
    const std::size_t resources = trace.resources.size();
    std::vector<std::vector<GanttLaneItem>> byResource(resources);
    for (std::size_t i = 0; i < trace.intervals.size(); ++i) {
        const Interval &iv = trace.intervals[i];
        if (!isGanttBar(iv, resources))
            continue;
        byResource[static_cast<std::size_t>(iv.resource)].push_back({iv.start, iv.end, i});
        layout.makespan = std::max(layout.makespan, iv.end);
        ++layout.items;
    }
    const double tolerance = 1e-9 * layout.makespan;
    layout.rows.reserve(resources);
    for (auto &items : byResource)
        layout.rows.push_back(lanesOf(std::move(items), tolerance));
    return layout;
}

} // namespace partita
