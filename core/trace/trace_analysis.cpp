#include "trace/trace_analysis.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace partita {

namespace {

using Segments = std::vector<std::pair<double, double>>;

// Sorted, disjoint: the union of the segments.
Segments unite(Segments s)
{
    std::sort(s.begin(), s.end());
    Segments out;
    for (const auto &seg : s) {
        if (!out.empty() && seg.first <= out.back().second)
            out.back().second = std::max(out.back().second, seg.second);
        else
            out.push_back(seg);
    }
    return out;
}

double length(const Segments &s)
{
    double sum = 0;
    for (const auto &[a, b] : s)
        sum += b - a;
    return sum;
}

// |a ∩ b| for two sorted disjoint lists (one sweep).
double overlap(const Segments &a, const Segments &b)
{
    double sum = 0;
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const double lo = std::max(a[i].first, b[j].first), hi = std::min(a[i].second, b[j].second);
        if (hi > lo)
            sum += hi - lo;
        if (a[i].second < b[j].second)
            ++i;
        else
            ++j;
    }
    return sum;
}

bool isCommunication(IntervalKind k)
{
    return k == IntervalKind::Send || k == IntervalKind::Recv || k == IntervalKind::Transfer ||
           k == IntervalKind::Redistribute;
}

bool isBusy(IntervalKind k) { return k != IntervalKind::Wait && k != IntervalKind::Idle; }

bool validRow(const Trace &t, int r) { return r >= 0 && static_cast<std::size_t>(r) < t.resources.size(); }

} // namespace

TraceSummary summarize(const Trace &trace, double t0, double t1)
{
    TraceSummary out;
    out.t0 = t0;
    out.t1 = t1;
    out.makespan = trace.makespan();
    enum { Compute, Communication, Wait };
    std::vector<std::array<Segments, 3>> rows(trace.resources.size());
    if (t1 > t0)
        for (const Interval &iv : trace.intervals) {
            if (!validRow(trace, iv.resource) || iv.kind == IntervalKind::Idle)
                continue;
            const double a = std::max(iv.start, t0), b = std::min(iv.end, t1);
            if (!(b > a))
                continue;
            const int set = iv.kind == IntervalKind::Compute ? Compute : isCommunication(iv.kind) ? Communication : Wait;
            rows[static_cast<std::size_t>(iv.resource)][set].emplace_back(a, b);
        }
    const double range = std::max(0.0, t1 - t0);
    for (std::size_t r = 0; r < trace.resources.size(); ++r) {
        if (trace.resources[r].kind != ResourceKind::Processor)
            continue;
        const Segments c = unite(std::move(rows[r][Compute]));
        const Segments m = unite(std::move(rows[r][Communication]));
        const Segments w = unite(std::move(rows[r][Wait]));
        RankSummary s;
        s.resource = static_cast<int>(r);
        s.id = trace.resources[r].id;
        s.compute = length(c);
        s.overlapped = overlap(c, m);
        s.communication = std::max(0.0, length(m) - s.overlapped);
        s.idle = std::max(0.0, range - s.compute - s.communication);
        Segments busy = c;
        busy.insert(busy.end(), m.begin(), m.end());
        s.wait = std::max(0.0, length(w) - overlap(w, unite(std::move(busy))));
        out.ranks.push_back(std::move(s));
    }
    return out;
}

TraceSummary summarize(const Trace &trace) { return summarize(trace, 0, trace.makespan()); }

double makespanError(double predicted, double measured)
{
    return predicted > 0 ? measured / predicted - 1 : 0;
}

CriticalPath criticalPath(const Trace &trace, double tolerance)
{
    CriticalPath out;
    const double makespan = trace.makespan();
    const double tol = tolerance >= 0 ? tolerance : 1e-9 * makespan;
    const auto &iv = trace.intervals;

    // Busy intervals per row, by end; on equal ends the longer comes last, so a search from the
    // end finds it first.
    std::vector<std::vector<std::size_t>> byEnd(trace.resources.size());
    for (std::size_t i = 0; i < iv.size(); ++i)
        if (isBusy(iv[i].kind) && validRow(trace, iv[i].resource) && iv[i].end >= iv[i].start)
            byEnd[static_cast<std::size_t>(iv[i].resource)].push_back(i);
    for (auto &row : byEnd)
        std::sort(row.begin(), row.end(), [&](std::size_t a, std::size_t b) {
            return iv[a].end != iv[b].end ? iv[a].end < iv[b].end : iv[a].start > iv[b].start;
        });

    // The slowest processor: last busy end, then busy time.
    for (std::size_t r = 0; r < byEnd.size(); ++r) {
        if (trace.resources[r].kind != ResourceKind::Processor || byEnd[r].empty())
            continue;
        const double end = iv[byEnd[r].back()].end;
        Segments busy;
        for (std::size_t i : byEnd[r])
            busy.emplace_back(iv[i].start, iv[i].end);
        const double busyTime = length(unite(std::move(busy)));
        if (out.slowestProcessor < 0 || end > out.slowestEnd + tol ||
            (end >= out.slowestEnd - tol && busyTime > out.slowestBusy)) {
            out.slowestProcessor = static_cast<int>(r);
            out.slowestEnd = end;
            out.slowestBusy = busyTime;
        }
    }

    // The start: the busy interval that ends last, on a processor row if one ties.
    std::optional<std::size_t> current;
    const auto better = [&](std::size_t a, std::size_t b) { // is a a better start than b?
        if (iv[a].end > iv[b].end + tol || iv[a].end < iv[b].end - tol)
            return iv[a].end > iv[b].end;
        const bool pa = trace.resources[static_cast<std::size_t>(iv[a].resource)].kind == ResourceKind::Processor;
        const bool pb = trace.resources[static_cast<std::size_t>(iv[b].resource)].kind == ResourceKind::Processor;
        if (pa != pb)
            return pa;
        return iv[a].start < iv[b].start;
    };
    for (const auto &row : byEnd)
        if (!row.empty() && (!current || better(row.back(), *current)))
            current = row.back();
    if (!current)
        return out;

    std::vector<char> visited(iv.size(), 0);
    // On `row`, the unvisited interval that ends latest at or before `t` (within tol).
    const auto latestBefore = [&](int row, double t) -> std::optional<std::size_t> {
        if (!validRow(trace, row))
            return std::nullopt;
        const auto &list = byEnd[static_cast<std::size_t>(row)];
        auto it = std::upper_bound(list.begin(), list.end(), t + tol,
                                   [&](double v, std::size_t i) { return v < iv[i].end; });
        while (it != list.begin()) {
            --it;
            if (!visited[*it])
                return *it;
        }
        return std::nullopt;
    };
    // Every busy interval by end, for the gaps: what ended last before an interval that waited.
    std::vector<std::size_t> allByEnd;
    for (const auto &row : byEnd)
        allByEnd.insert(allByEnd.end(), row.begin(), row.end());
    std::sort(allByEnd.begin(), allByEnd.end(), [&](std::size_t a, std::size_t b) {
        return iv[a].end != iv[b].end ? iv[a].end < iv[b].end : iv[a].start > iv[b].start;
    });
    const auto latestBeforeAny = [&](double t) -> std::optional<std::size_t> {
        auto it = std::upper_bound(allByEnd.begin(), allByEnd.end(), t + tol,
                                   [&](double v, std::size_t i) { return v < iv[i].end; });
        // The latest; among those ending with it, a send (the message's sender) first.
        std::optional<std::size_t> latest;
        while (it != allByEnd.begin()) {
            --it;
            if (visited[*it])
                continue;
            if (latest && iv[*it].end < iv[*latest].end - tol)
                break;
            if (!latest)
                latest = *it;
            if (iv[*it].kind == IntervalKind::Send)
                return *it;
        }
        return latest;
    };
    // The send of the message a receive took: on the peer's row, to this row, ending with it.
    const auto sendOf = [&](std::size_t r) -> std::optional<std::size_t> {
        const Interval &c = iv[r];
        if (c.kind != IntervalKind::Recv || !validRow(trace, c.peer) || c.peer == c.resource)
            return std::nullopt;
        for (std::size_t s : byEnd[static_cast<std::size_t>(c.peer)])
            if (!visited[s] && iv[s].kind == IntervalKind::Send && iv[s].peer == c.resource
                && std::abs(iv[s].end - c.end) <= tol && iv[s].start <= c.end + tol)
                return s;
        return std::nullopt;
    };
    std::vector<std::size_t> chain;
    while (current) {
        const std::size_t i = *current;
        visited[i] = 1;
        chain.push_back(i);
        const Interval &c = iv[i];
        if ((current = sendOf(i)))
            continue;
        const auto own = latestBefore(c.resource, c.start);
        const auto peer = c.peer >= 0 && c.peer != c.resource ? latestBefore(c.peer, c.start) : std::nullopt;
        // On equal ends a receive (or a link's transfer) waits for its peer, the sender; a
        // send goes on from its own row.
        const bool peerFirst = c.kind != IntervalKind::Send;
        if (own && peer)
            current = peerFirst ? (iv[*own].end > iv[*peer].end + tol ? own : peer)
                                : (iv[*peer].end > iv[*own].end + tol ? peer : own);
        else
            current = own ? own : peer;
        // A gap before c: c waited, and what it waited for ended when it started, on whatever
        // row (the master's last send of a step before every worker computes).
        if (!current || iv[*current].end < c.start - tol)
            if (const auto any = latestBeforeAny(c.start); any && (!current || iv[*any].end > iv[*current].end + tol))
                current = any;
    }
    out.chain.assign(chain.rbegin(), chain.rend());
    return out;
}

} // namespace partita
