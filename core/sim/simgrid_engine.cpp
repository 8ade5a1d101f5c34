#include "sim/simgrid_engine.h"

#include "sim/resources.h"
#include "sim/trace_recorder.h"

#include <simgrid/Exception.hpp>
#include <simgrid/s4u.hpp>

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <functional>
#include <numeric>
#include <queue>
#include <set>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace partita::sim {

namespace {

namespace sg4 = simgrid::s4u;

// What the child process sends back: when each activity started and ended, or why SimGrid
// could not replay the schedule.
struct Replay {
    enum Status : char { Done = 'D', Invalid = 'I', Failed = 'F' };
    Status status = Done;
    std::vector<double> start, finish;
    std::size_t events = 0;
    std::string error;
};

std::uint64_t pairKey(int a, int b)
{
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) | static_cast<std::uint32_t>(b);
}

// The checks of simulate() (sim/simulator.h), made before SimGrid starts, and the pairs of
// nodes the schedule sends between.
std::vector<std::pair<int, int>> checkSchedule(const SimPlatform &platform, const Schedule &schedule)
{
    const auto count = static_cast<int>(schedule.activities.size());
    std::set<std::pair<int, int>> pairs;
    for (std::size_t i = 0; i < schedule.activities.size(); ++i) {
        const Activity &a = schedule.activities[i];
        checkNodes(platform, a, i);
        const bool transfer = a.kind == Activity::Kind::Transfer;
        for (const auto *list : {&a.after, &a.withStartOf})
            for (int d : *list)
                if (d < 0 || d >= count)
                    throw std::invalid_argument("activity " + std::to_string(i) + " depends on unknown activity "
                                                + std::to_string(d));
        if (transfer && a.node != a.peer) {
            platform.route(a.node, a.peer); // throws for unconnected nodes
            const double bytes = 8.0 * a.amount;
            if (bytes != std::round(bytes) || bytes < 0 || bytes > 9e18)
                throw std::invalid_argument("activity " + std::to_string(i) + " sends " + std::to_string(bytes)
                                            + " bytes: SimGrid sends whole bytes");
            pairs.insert({a.node, a.peer});
        }
    }
    return {pairs.begin(), pairs.end()};
}

// The network zone: a host per node, a link per platform link, Partita's route for every pair
// the schedule sends between (simgrid_engine.h). `routed` says which pairs have a SimGrid
// route: none is made for a route without links nor latency (Partita ends such a transfer at
// once), nor under ideal for a route without links (it ends when its latency is paid).
std::vector<sg4::Host *> buildZone(const SimPlatform &platform, const std::vector<std::pair<int, int>> &pairs, bool ideal,
                                   std::unordered_map<std::uint64_t, bool> &routed)
{
    auto *zone = sg4::create_full_zone("partita");
    std::vector<sg4::Host *> hosts;
    for (const SimNode &n : platform.nodes()) {
        const int cores = std::max(1, n.cores);
        // flops per second of one core (2 flops a multiply-add); a router never computes
        const double speed = n.rate > 0 ? 2.0 * n.rate / cores : 1.0;
        hosts.push_back(zone->create_host(n.id, speed)->set_core_count(cores)->seal());
    }
    const std::vector<SimLink> &links = platform.links();
    const std::vector<int> &back = platform.backWays();
    std::vector<sg4::LinkInRoute> use(links.size(), sg4::LinkInRoute(static_cast<const sg4::Link *>(nullptr)));
    std::set<std::string> names;
    const auto uniqueName = [&names](std::string name) {
        for (int k = 2; !names.insert(name).second; ++k)
            name += " #" + std::to_string(k);
        return name;
    };
    for (std::size_t i = 0; i < back.size(); ++i) {
        const SimLink &l = links[i];
        const double bytesPerSecond = 8.0 * l.rate, latency = ideal ? 0.0 : l.latency;
        const std::string name = uniqueName(l.id);
        if (back[i] >= 0) {
            sg4::SplitDuplexLink *link = zone->create_split_duplex_link(name, bytesPerSecond);
            link->set_latency(latency)->seal();
            use[i] = sg4::LinkInRoute(link, sg4::LinkInRoute::Direction::UP);
            use[static_cast<std::size_t>(back[i])] = sg4::LinkInRoute(link, sg4::LinkInRoute::Direction::DOWN);
        } else {
            const sg4::Link *link = zone->create_link(name, bytesPerSecond)
                                        ->set_latency(latency)
                                        ->set_sharing_policy(l.shared ? sg4::Link::SharingPolicy::SHARED
                                                                      : sg4::Link::SharingPolicy::FATPIPE)
                                        ->seal();
            use[i] = sg4::LinkInRoute(link);
        }
    }
    for (const auto &[a, b] : pairs) {
        const SimRoute &route = platform.route(a, b);
        std::vector<sg4::LinkInRoute> list;
        double linkLatency = 0;
        for (int l : route.links) {
            list.push_back(use[static_cast<std::size_t>(l)]);
            linkLatency += links[static_cast<std::size_t>(l)].latency;
        }
        // A latency of the route's own (docs/platform-format.md, Vivaldi zones): a link of its
        // own that bounds nothing (FATPIPE, 1e30 bytes per second), as SimGrid's Vivaldi zones
        // add their latency to the route.
        if (!ideal && route.latency > linkLatency) {
            const std::string name = uniqueName("latency " + platform.nodes()[static_cast<std::size_t>(a)].id + " -> "
                                                + platform.nodes()[static_cast<std::size_t>(b)].id);
            list.emplace_back(zone->create_link(name, 1e30)
                                  ->set_latency(route.latency - linkLatency)
                                  ->set_sharing_policy(sg4::Link::SharingPolicy::FATPIPE)
                                  ->seal());
        }
        routed[pairKey(a, b)] = !list.empty();
        if (!list.empty())
            zone->add_route(hosts[static_cast<std::size_t>(a)]->get_netpoint(),
                            hosts[static_cast<std::size_t>(b)]->get_netpoint(), nullptr, nullptr, list, false);
    }
    zone->seal();
    return hosts;
}

// The actor that replays the schedule by the built-in simulator's rules (sim/simulator.cpp,
// Engine): the same dependencies and resources, SimGrid's times.
class Coordinator {
public:
    Coordinator(const SimPlatform &platform, const Schedule &schedule, std::vector<sg4::Host *> hosts,
                std::unordered_map<std::uint64_t, bool> routed, bool ideal, Replay &out)
        : m_pf(platform), m_acts(schedule.activities), m_hosts(std::move(hosts)), m_routed(std::move(routed)),
          m_ideal(ideal), m_out(out), m_pending(m_acts.size(), 0), m_afterFinish(m_acts.size()),
          m_afterStart(m_acts.size()), m_resources(platform)
    {
        m_out.start.assign(m_acts.size(), -1);
        m_out.finish.assign(m_acts.size(), -1);
        for (std::size_t i = 0; i < m_acts.size(); ++i) {
            for (int d : m_acts[i].after)
                m_afterFinish[static_cast<std::size_t>(d)].push_back(i);
            for (int d : m_acts[i].withStartOf)
                m_afterStart[static_cast<std::size_t>(d)].push_back(i);
            m_pending[i] = static_cast<int>(m_acts[i].after.size() + m_acts[i].withStartOf.size());
        }
    }

    void operator()()
    {
        for (std::size_t i = 0; i < m_acts.size(); ++i)
            if (m_pending[i] == 0)
                m_ready.insert(i);
        std::size_t done = 0;
        while (true) {
            startWhatCan();
            if (m_running.empty() && m_waits.empty() && m_instant.empty())
                break;
            std::vector<std::size_t> finished;
            finished.swap(m_instant); // ended as they started, at this time
            if (finished.empty())
                waitForEvent(finished);
            const double now = sg4::Engine::get_clock();
            // Under ideal, transfers whose latency is paid start to flow (or end, without links).
            while (!m_waits.empty() && m_waits.top().first <= now + 1e-15 * std::max(1.0, now)) {
                const std::size_t i = m_waits.top().second;
                m_waits.pop();
                ++m_out.events;
                const Activity &a = m_acts[i];
                if (m_routed.at(pairKey(a.node, a.peer)))
                    flow(i);
                else
                    finished.push_back(i);
            }
            for (std::size_t i : finished) {
                finish(i, now);
                ++done;
            }
        }
        if (done != m_acts.size()) {
            m_out.status = Replay::Invalid;
            m_out.error = "the schedule cannot complete: " + std::to_string(m_acts.size() - done)
                          + " activities wait on a dependency cycle";
        }
    }

private:
    // Blocks until a SimGrid activity ends or the next latency under ideal is paid; the
    // activities that ended, all those that end at this time, go to `finished`.
    void waitForEvent(std::vector<std::size_t> &finished)
    {
        ssize_t k = -1;
        if (m_waits.empty()) {
            k = sg4::Activity::wait_any(m_running);
        } else {
            const double timeout = std::max(0.0, m_waits.top().first - sg4::Engine::get_clock());
            if (m_running.empty()) {
                sg4::this_actor::sleep_for(timeout);
            } else {
                try {
                    k = sg4::Activity::wait_any_for(m_running, timeout);
                } catch (const simgrid::TimeoutException &) {
                    k = -1;
                }
            }
        }
        while (k >= 0) {
            const auto r = static_cast<std::size_t>(k);
            finished.push_back(m_runningIndex[r]);
            m_running[r] = m_running.back();
            m_running.pop_back();
            m_runningIndex[r] = m_runningIndex.back();
            m_runningIndex.pop_back();
            k = m_running.empty() ? -1 : sg4::Activity::test_any(m_running);
        }
        // simultaneous ends in schedule order, as the built-in simulator meets them
        std::sort(finished.begin(), finished.end());
    }

    void startWhatCan()
    {
        bool progress = true;
        while (progress) {
            progress = false;
            for (auto it = m_ready.begin(); it != m_ready.end();) {
                const std::size_t i = *it;
                if (!m_resources.canStart(m_acts[i])) {
                    ++it;
                    continue;
                }
                it = m_ready.erase(it);
                start(i);
                for (std::size_t d : m_afterStart[i])
                    if (--m_pending[d] == 0) {
                        m_ready.insert(d);
                        progress = true;
                    }
            }
        }
    }

    void start(std::size_t i)
    {
        const Activity &a = m_acts[i];
        const double now = sg4::Engine::get_clock();
        if (const int node = m_resources.suspendedBy(a); node >= 0) // a copy into a computing processor
            m_computing.at(node)->suspend();
        m_resources.acquire(a);
        m_out.start[i] = now;
        ++m_out.events;
        if (a.kind == Activity::Kind::Compute) {
            const auto node = static_cast<std::size_t>(a.node);
            sg4::ExecPtr exec = sg4::this_actor::exec_init(2.0 * a.amount);
            exec->set_host(m_hosts[node]);
            exec->set_thread_count(std::max(1, m_pf.nodes()[node].cores));
            exec->start();
            m_computing[a.node] = exec;
            m_running.push_back(exec);
            m_runningIndex.push_back(i);
            return;
        }
        if (a.node == a.peer) {
            m_instant.push_back(i); // a copy to itself: done at once
            return;
        }
        const double delay = m_pf.route(a.node, a.peer).delay;
        if (m_ideal && delay > 0) {
            m_waits.emplace(now + delay, i);
            return;
        }
        if (delay > 0)
            ++m_out.events; // the end of the latency, which SimGrid pays, counted as Partita counts it
        if (m_routed.at(pairKey(a.node, a.peer)))
            flow(i);
        else
            m_instant.push_back(i); // a route without links nor latency
    }

    void flow(std::size_t i)
    {
        const Activity &a = m_acts[i];
        sg4::CommPtr comm = sg4::Comm::sendto_init(m_hosts[static_cast<std::size_t>(a.node)],
                                                   m_hosts[static_cast<std::size_t>(a.peer)]);
        comm->set_payload_size(static_cast<std::uint64_t>(std::llround(8.0 * a.amount)));
        comm->start();
        m_running.push_back(comm);
        m_runningIndex.push_back(i);
    }

    void finish(std::size_t i, double now)
    {
        m_out.finish[i] = now;
        const Activity &a = m_acts[i];
        m_resources.release(a);
        if (a.kind == Activity::Kind::Compute)
            m_computing.erase(a.node);
        else if (const int node = m_resources.suspendedBy(a); node >= 0)
            m_computing.at(node)->resume();
        ++m_out.events;
        for (std::size_t d : m_afterFinish[i])
            if (--m_pending[d] == 0)
                m_ready.insert(d);
    }

    const SimPlatform &m_pf;
    const std::vector<Activity> &m_acts;
    std::vector<sg4::Host *> m_hosts;
    std::unordered_map<std::uint64_t, bool> m_routed;
    bool m_ideal;
    Replay &m_out;
    std::vector<int> m_pending;
    std::vector<std::vector<std::size_t>> m_afterFinish, m_afterStart;
    Resources m_resources;
    std::set<std::size_t> m_ready;
    std::vector<sg4::ActivityPtr> m_running; // SimGrid's executions and communications under way
    std::vector<std::size_t> m_runningIndex; // their activities
    std::unordered_map<int, sg4::ExecPtr> m_computing; // the execution under way on each node that computes
    std::vector<std::size_t> m_instant;      // started activities that end at once
    // Under ideal: transfers paying their latency, by the time it is paid, earliest on top.
    std::priority_queue<std::pair<double, std::size_t>, std::vector<std::pair<double, std::size_t>>, std::greater<>>
        m_waits;
};

// SimGrid's configuration for a flow model (simgrid_engine.h).
std::vector<std::string> simGridArguments(FlowModel flow)
{
    std::vector<std::string> args{"partita",
                                  std::string("--cfg=network/model:") + (flow == FlowModel::Lv08 ? "LV08" : "CM02"),
                                  "--cfg=network/crosstraffic:0",
                                  "--cfg=network/optim:Full",
                                  "--cfg=surf/precision:1e-15",
                                  "--cfg=maxmin/precision:1e-10",
                                  "--log=root.thres:critical",
                                  "--log=xbt_cfg.thres:critical"};
#if defined(__SANITIZE_ADDRESS__)
    // SimGrid's default contexts switch stacks behind AddressSanitizer's back; threads do not.
    args.emplace_back("--cfg=contexts/factory:thread");
#endif
    return args;
}

// Runs in the child process: SimGrid, once.
Replay replayInSimGrid(const SimPlatform &platform, const Schedule &schedule,
                       const std::vector<std::pair<int, int>> &pairs)
{
    Replay out;
    std::vector<std::string> args = simGridArguments(platform.model().flow);
    std::vector<char *> argv;
    for (std::string &s : args)
        argv.push_back(s.data());
    argv.push_back(nullptr);
    int argc = static_cast<int>(args.size());
    sg4::Engine engine(&argc, argv.data());
    const bool ideal = platform.model().flow == FlowModel::Ideal;
    std::unordered_map<std::uint64_t, bool> routed;
    std::vector<sg4::Host *> hosts = buildZone(platform, pairs, ideal, routed);
    sg4::Host *home = hosts.front();
    sg4::Actor::create("partita-schedule", home, Coordinator(platform, schedule, std::move(hosts), std::move(routed), ideal, out));
    engine.run();
    return out;
}

void writeAll(int fd, const void *data, std::size_t size)
{
    const char *p = static_cast<const char *>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd, p, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            _exit(3);
        p += n;
        size -= static_cast<std::size_t>(n);
    }
}

// The child's message: status, then the times and the event count, or the error.
void sendReplay(int fd, const Replay &r)
{
    const char status = r.status;
    writeAll(fd, &status, 1);
    if (r.status == Replay::Done) {
        const std::uint64_t n = r.start.size(), events = r.events;
        writeAll(fd, &n, sizeof n);
        writeAll(fd, r.start.data(), n * sizeof(double));
        writeAll(fd, r.finish.data(), n * sizeof(double));
        writeAll(fd, &events, sizeof events);
    } else {
        writeAll(fd, r.error.data(), r.error.size());
    }
}

Replay parseReplay(const std::string &bytes, std::size_t activities)
{
    Replay r;
    if (bytes.empty())
        throw std::runtime_error("SimGrid stopped without a result");
    r.status = static_cast<Replay::Status>(bytes[0]);
    if (r.status != Replay::Done) {
        r.error = bytes.substr(1);
        return r;
    }
    std::uint64_t n = 0, events = 0;
    if (bytes.size() != 1 + sizeof n + 2 * activities * sizeof(double) + sizeof events)
        throw std::runtime_error("SimGrid's result is incomplete");
    std::size_t at = 1;
    std::memcpy(&n, bytes.data() + at, sizeof n);
    at += sizeof n;
    r.start.resize(activities);
    r.finish.resize(activities);
    std::memcpy(r.start.data(), bytes.data() + at, activities * sizeof(double));
    at += activities * sizeof(double);
    std::memcpy(r.finish.data(), bytes.data() + at, activities * sizeof(double));
    at += activities * sizeof(double);
    std::memcpy(&events, bytes.data() + at, sizeof events);
    r.events = events;
    return r;
}

// Forks, replays in the child, and reads its message; kills it when `cancel` is cancelled.
Replay replayInChild(const SimPlatform &platform, const Schedule &schedule, const std::vector<std::pair<int, int>> &pairs,
                     const CancelToken *cancel)
{
    int fds[2];
    if (::pipe(fds) != 0)
        throw std::runtime_error(std::string("cannot start SimGrid: ") + std::strerror(errno));
    std::fflush(nullptr); // nothing buffered is written twice
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(fds[0]);
        ::close(fds[1]);
        throw std::runtime_error(std::string("cannot start SimGrid: ") + std::strerror(errno));
    }
    if (pid == 0) {
        ::close(fds[0]);
        Replay r;
        try {
            r = replayInSimGrid(platform, schedule, pairs);
        } catch (const std::invalid_argument &e) {
            r.status = Replay::Invalid;
            r.error = e.what();
        } catch (const std::exception &e) {
            r.status = Replay::Failed;
            r.error = e.what();
        }
        sendReplay(fds[1], r);
        ::close(fds[1]);
        _exit(0); // no destructor, no handler of the parent's runs twice
    }
    ::close(fds[1]);
    std::string bytes;
    char buffer[65536];
    bool cancelled = false;
    while (true) {
        if (cancel && cancel->cancelled()) {
            cancelled = true;
            ::kill(pid, SIGKILL);
            break;
        }
        pollfd p{fds[0], POLLIN, 0};
        const int ready = ::poll(&p, 1, 50);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            continue;
        const ssize_t n = ::read(fds[0], buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        bytes.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fds[0]);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (cancelled)
        throw Cancelled{};
    if (WIFSIGNALED(status))
        throw std::runtime_error("SimGrid stopped the simulation (signal " + std::to_string(WTERMSIG(status))
                                 + ", its message above)");
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        throw std::runtime_error("SimGrid stopped the simulation (exit status " + std::to_string(WEXITSTATUS(status))
                                 + ", its message above)");
    return parseReplay(bytes, schedule.activities.size());
}

} // namespace

SimResult simulateInSimGrid(const SimPlatform &platform, const Schedule &schedule, const CancelToken *cancel)
{
    const std::vector<std::pair<int, int>> pairs = checkSchedule(platform, schedule);
    checkCancel(cancel);
    SimResult result;
    if (schedule.activities.empty()) {
        result.trace = TraceRecorder(platform).take();
        return result;
    }
    Replay r = replayInChild(platform, schedule, pairs, cancel);
    if (r.status == Replay::Invalid)
        throw std::invalid_argument(r.error);
    if (r.status != Replay::Done)
        throw std::runtime_error("SimGrid: " + r.error);
    // Recorded in the order the activities ended, as the built-in simulator records them.
    std::vector<std::size_t> order(r.finish.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return r.finish[a] != r.finish[b] ? r.finish[a] < r.finish[b] : a < b;
    });
    TraceRecorder recorder(platform);
    for (std::size_t i : order) {
        recorder.record(schedule.activities[i], r.start[i], r.finish[i]);
        result.makespan = std::max(result.makespan, r.finish[i]);
    }
    result.trace = recorder.take();
    result.events = r.events;
    result.start = std::move(r.start);
    result.finish = std::move(r.finish);
    return result;
}

} // namespace partita::sim
