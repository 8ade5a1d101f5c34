#include "sim/simulator.h"

#include "sim/resources.h"
#include "sim/sharing.h"
#include "sim/trace_recorder.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <queue>
#include <set>
#include <stdexcept>

namespace partita::sim {

namespace {

enum class State { Waiting, Ready, Latency, Flowing, Done };

class Engine {
public:
    Engine(const SimPlatform &platform, const Schedule &schedule, const CancelToken *cancel, Recording recording)
        : m_pf(platform), m_acts(schedule.activities), m_cancel(cancel), m_recording(recording),
          m_state(m_acts.size(), State::Waiting), m_pending(m_acts.size(), 0), m_left(m_acts.size(), 0), m_latency(m_acts.size(), 0),
          m_afterFinish(m_acts.size()), m_afterStart(m_acts.size()),
          m_resources(platform), m_trace(platform), m_endAt(m_acts.size(), 0), m_remaining(m_acts.size(), 0),
          m_computeOn(platform.nodes().size(), kNone)
    {
        m_result.start.assign(m_acts.size(), -1);
        m_result.finish.assign(m_acts.size(), -1);
        for (std::size_t i = 0; i < m_acts.size(); ++i) {
            const auto &a = m_acts[i];
            checkNodes(platform, a, i);
            const bool transfer = a.kind == Activity::Kind::Transfer;
            for (int d : a.after)
                link(d, i, m_afterFinish);
            for (int d : a.withStartOf)
                link(d, i, m_afterStart);
            m_left[i] = a.amount;
            if (transfer && a.node != a.peer)
                m_latency[i] = platform.route(a.node, a.peer).delay;
        }
    }

    SimResult run()
    {
        for (std::size_t i = 0; i < m_acts.size(); ++i)
            if (m_pending[i] == 0)
                makeReady(i);
        std::size_t done = 0;
        checkCancel(m_cancel);
        std::size_t nextCheck = kEventsPerCancelCheck;
        while (true) {
            if (m_result.events >= nextCheck) {
                checkCancel(m_cancel);
                nextCheck = m_result.events + kEventsPerCancelCheck;
            }
            startWhatCan();
            dropStaleEnds();
            if (m_running.empty() && m_fixedEnds.empty())
                break;
            const auto rates = currentRates();
            // advance by the shared transfers' own step (not through absolute times, which may
            // round a tiny remainder away) unless a fixed-rate activity ends first
            double dt = std::numeric_limits<double>::infinity();
            for (std::size_t r = 0; r < m_running.size(); ++r)
                dt = std::min(dt, timeToNextChange(m_running[r], rates[r]));
            dt = std::max(dt, 0.0);
            if (!m_fixedEnds.empty() && m_fixedEnds.top().first - m_now <= dt) {
                dt = std::max(m_fixedEnds.top().first - m_now, 0.0);
                m_now = std::max(m_fixedEnds.top().first, m_now);
            } else {
                m_now += dt;
            }
            std::vector<std::size_t> finished;
            while (!m_fixedEnds.empty() && m_fixedEnds.top().first <= m_now) {
                const auto [end, i] = m_fixedEnds.top();
                m_fixedEnds.pop();
                if (end == m_endAt[i]) // not an end a suspension has moved
                    finished.push_back(i);
            }
            for (std::size_t r = 0; r < m_running.size(); ++r) {
                const auto i = m_running[r];
                if (m_state[i] == State::Latency) {
                    m_latency[i] -= dt;
                    if (m_latency[i] <= 1e-15 * std::max(1.0, m_now)) {
                        m_latency[i] = 0;
                        m_state[i] = State::Flowing;
                        ++m_result.events;
                    }
                } else if (std::isinf(rates[r])) {
                    m_left[i] = 0; // a copy to itself, or a route without links: done at once
                } else {
                    m_left[i] -= rates[r] * dt;
                }
                if (m_state[i] == State::Flowing && m_left[i] <= 1e-9 * std::max(1.0, m_acts[i].amount))
                    finished.push_back(i);
            }
            for (auto i : finished) {
                finish(i);
                ++done;
            }
        }
        if (done != m_acts.size())
            throw std::invalid_argument("the schedule cannot complete: "
                                        + std::to_string(m_acts.size() - done)
                                        + " activities wait on a dependency cycle");
        m_result.makespan = m_now;
        m_result.trace = m_trace.take();
        return std::move(m_result);
    }

private:
    void link(int dependency, std::size_t dependent, std::vector<std::vector<std::size_t>> &lists)
    {
        if (dependency < 0 || static_cast<std::size_t>(dependency) >= m_acts.size())
            throw std::invalid_argument("activity " + std::to_string(dependent)
                                        + " depends on unknown activity " + std::to_string(dependency));
        lists[static_cast<std::size_t>(dependency)].push_back(dependent);
        ++m_pending[dependent];
    }

    void makeReady(std::size_t i)
    {
        m_state[i] = State::Ready;
        m_ready.insert(i);
    }

    // Start ready activities in schedule order while resources allow; starting one may release
    // others through "withStartOf", so repeat until nothing changes.
    void startWhatCan()
    {
        bool progress = true;
        while (progress) {
            progress = false;
            for (auto it = m_ready.begin(); it != m_ready.end();) {
                const auto i = *it;
                const auto &a = m_acts[i];
                if (!m_resources.canStart(a)) {
                    ++it;
                    continue;
                }
                it = m_ready.erase(it);
                if (const int node = m_resources.suspendedBy(a); node >= 0)
                    suspend(m_computeOn[static_cast<std::size_t>(node)]);
                m_resources.acquire(a);
                m_result.start[i] = m_now;
                m_state[i] = a.kind == Activity::Kind::Transfer && m_latency[i] > 0 ? State::Latency
                                                                                     : State::Flowing;
                if (a.kind == Activity::Kind::Compute)
                    m_computeOn[static_cast<std::size_t>(a.node)] = i;
                if (const double d = fixedDuration(i); d >= 0) {
                    m_endAt[i] = m_now + d;
                    m_fixedEnds.emplace(m_endAt[i], i);
                    if (m_state[i] == State::Latency)
                        ++m_result.events; // the end of the latency, as for a shared transfer
                } else {
                    m_running.push_back(i);
                }
                ++m_result.events;
                for (auto d : m_afterStart[i])
                    if (--m_pending[d] == 0) {
                        makeReady(d);
                        progress = true;
                    }
            }
        }
    }

    // A computation runs at its processor's rate; a transfer whose route crosses no shared link
    // flows at the narrowest link's rate after the route's latency, whatever else runs. Their
    // ends are known at the start and need no step-by-step accounting. -1 for a transfer that
    // shares a link.
    double fixedDuration(std::size_t i) const
    {
        const auto &a = m_acts[i];
        if (a.kind == Activity::Kind::Compute)
            return a.amount / m_pf.nodes()[static_cast<std::size_t>(a.node)].rate;
        if (a.node == a.peer)
            return 0;
        const SimRoute &route = m_pf.route(a.node, a.peer);
        double bound = route.bound;
        for (int l : route.links) {
            const auto &link = m_pf.links()[static_cast<std::size_t>(l)];
            if (link.shared)
                return -1;
            bound = std::min(bound, link.rate);
        }
        return m_latency[i] + (std::isinf(bound) ? 0.0 : a.amount / (bound * route.factor));
    }

    std::vector<double> currentRates() const
    {
        std::vector<double> rates(m_running.size(), 0.0);
        if (m_running.empty())
            return rates;
        SharingProblem sharing;
        // The constraint of each shared link in this sharing problem, -1 for none: kept from
        // call to call and reset where it was set, so that an event costs the links it uses,
        // not every link of the platform.
        auto &constraintOfLink = m_constraintOfLink;
        constraintOfLink.resize(m_pf.links().size(), -1);
        std::vector<int> touched;
        std::vector<std::size_t> flowOf;
        std::vector<double> factor;
        for (std::size_t r = 0; r < m_running.size(); ++r) {
            const auto i = m_running[r];
            const auto &a = m_acts[i];
            if (m_state[i] != State::Flowing)
                continue;
            if (a.node == a.peer) {
                rates[r] = std::numeric_limits<double>::infinity();
                continue;
            }
            std::vector<int> uses;
            const SimRoute &route = m_pf.route(a.node, a.peer);
            double bound = route.bound;
            for (int l : route.links) {
                const auto &link = m_pf.links()[static_cast<std::size_t>(l)];
                if (!link.shared) {
                    bound = std::min(bound, link.rate);
                    continue;
                }
                auto &c = constraintOfLink[static_cast<std::size_t>(l)];
                if (c < 0) {
                    c = static_cast<int>(sharing.capacity.size());
                    sharing.capacity.push_back(link.rate);
                    touched.push_back(l);
                }
                uses.push_back(c);
            }
            sharing.uses.push_back(std::move(uses));
            sharing.bound.push_back(bound);
            sharing.weight.push_back(route.weight);
            factor.push_back(route.factor);
            flowOf.push_back(r);
        }
        for (int l : touched)
            constraintOfLink[static_cast<std::size_t>(l)] = -1;
        const auto fair = maxMinFairRates(sharing);
        for (std::size_t f = 0; f < flowOf.size(); ++f)
            rates[flowOf[f]] = fair[f] * factor[f];
        return rates;
    }

    double timeToNextChange(std::size_t i, double rate) const
    {
        if (m_state[i] == State::Latency)
            return m_latency[i];
        if (m_left[i] <= 0)
            return 0;
        return rate > 0 ? m_left[i] / rate : std::numeric_limits<double>::infinity();
    }

    // A copy into a computing processor starts: its computation (one that yields to copies)
    // stops where it is until the copy ends.
    void suspend(std::size_t i)
    {
        m_remaining[i] = m_endAt[i] - m_now;
        m_endAt[i] = std::numeric_limits<double>::infinity(); // its queued end is stale
    }
    void resume(std::size_t i)
    {
        m_endAt[i] = m_now + m_remaining[i];
        m_fixedEnds.emplace(m_endAt[i], i);
    }
    // Ends that suspensions moved leave the queue before its top is read.
    void dropStaleEnds()
    {
        while (!m_fixedEnds.empty() && m_fixedEnds.top().first != m_endAt[m_fixedEnds.top().second])
            m_fixedEnds.pop();
    }

    void finish(std::size_t i)
    {
        const auto &a = m_acts[i];
        m_state[i] = State::Done;
        m_result.finish[i] = m_now;
        if (auto it = std::find(m_running.begin(), m_running.end(), i); it != m_running.end())
            m_running.erase(it);
        m_resources.release(a);
        if (a.kind == Activity::Kind::Compute)
            m_computeOn[static_cast<std::size_t>(a.node)] = kNone;
        else if (const int node = m_resources.suspendedBy(a); node >= 0)
            resume(m_computeOn[static_cast<std::size_t>(node)]);
        ++m_result.events;
        if (m_recording == Recording::Trace)
            m_trace.record(a, m_result.start[i], m_now);
        for (auto d : m_afterFinish[i])
            if (--m_pending[d] == 0)
                makeReady(d);
    }

    const SimPlatform &m_pf;
    const std::vector<Activity> &m_acts;
    const CancelToken *m_cancel;
    Recording m_recording;
    std::vector<State> m_state;
    std::vector<int> m_pending;
    std::vector<double> m_left, m_latency;
    std::vector<std::vector<std::size_t>> m_afterFinish, m_afterStart;
    Resources m_resources;
    std::set<std::size_t> m_ready;
    std::vector<std::size_t> m_running; // transfers under way that share links
    // Activities under way whose end was known when they started (fixedDuration), by the time
    // they end, earliest on top.
    std::priority_queue<std::pair<double, std::size_t>, std::vector<std::pair<double, std::size_t>>,
                        std::greater<>> m_fixedEnds;
    TraceRecorder m_trace;
    static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
    std::vector<double> m_endAt;          // of each fixed-duration activity under way; infinite while suspended
    std::vector<double> m_remaining;      // of each suspended computation
    std::vector<std::size_t> m_computeOn; // the computation under way on each node, kNone for none
    mutable std::vector<int> m_constraintOfLink; // currentRates' scratch, -1 between calls
    double m_now = 0;
    SimResult m_result;
};

} // namespace

SimResult simulate(const SimPlatform &platform, const Schedule &schedule, const CancelToken *cancel,
                   Recording recording)
{
    return Engine(platform, schedule, cancel, recording).run();
}

} // namespace partita::sim
