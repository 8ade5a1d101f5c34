#include "schedule/outer/outer_product.h"

#include "model/error.h"
#include "model/graph.h"
#include "sim/block_data.h"

#include <array>
#include <limits>
#include <stdexcept>
#include <unordered_map>

namespace partita {

namespace {

std::string uniqueNodeId(const Platform &platform, const std::string &base)
{
    std::string id = base;
    for (int i = 2; platform.hasNode(id); ++i)
        id = base + "-" + std::to_string(i);
    return id;
}

} // namespace

OuterProductModel::OuterProductModel(const Platform &platform, const Plan &plan,
                                     std::vector<OuterPiece> pieces, NetworkModel network, sim::FlowModel flow)
    : m_problem(plan.problem), m_kind(plan.kind), m_model(network), m_flow(flow), m_pieces(std::move(pieces))
{
    m_network.name = platform.name;
    m_network.units = platform.units;
    m_network.processors = platform.processors;
    m_network.routers = platform.routers;
    m_network.master = platform.master;
    m_network.masterComputes = platform.masterComputes;
    m_oneHost = oneHost(platform);
    // Each piece's processor at the panel kernel's rate on the piece's shape, the rows and
    // columns of C it spans (model/platform.h, panelShapeFactor); a layer's shape, the whole of
    // C, is the strategy's (forStrategy).
    if (m_kind != PlanKind::Layers)
        for (const OuterPiece &piece : m_pieces)
            for (Processor &p : m_network.processors)
                if (p.id == piece.processor)
                    p.speed *= pieceShapeFactor(p, piece, m_problem.q);

    // Node indices as sim::SimPlatform numbers them: processors, then routers.
    std::unordered_map<std::string, int> index;
    for (const auto &p : m_network.processors)
        index.emplace(p.id, static_cast<int>(index.size()));
    for (const auto &r : m_network.routers)
        index.emplace(r.id, static_cast<int>(index.size()));
    const auto nodeOf = [&](const std::string &id) {
        auto it = index.find(id);
        if (it == index.end())
            throw InputError("the plan names processor '" + id + "', which the platform does not have");
        return it->second;
    };

    // The channel of each piece: bandwidth and latency, and who sends.
    struct Channel {
        std::string from;
        double bandwidth = std::numeric_limits<double>::infinity();
        double latency = 0;
    };
    std::vector<Channel> channels(m_pieces.size());
    if (!platform.master.empty()) {
        const auto routes = platformRoutes(platform, platform.master);
        for (std::size_t i = 0; i < m_pieces.size(); ++i) {
            const auto &id = m_pieces[i].processor;
            if (id == platform.master)
                continue; // a computing master holds the data
            auto it = routes.find(id);
            if (it == routes.end() || !it->second.reachable)
                throw InputError("processor '" + id + "' cannot be reached from the master '"
                                 + platform.master + "'");
            channels[i] = {platform.master, it->second.bandwidth, it->second.latency};
        }
    } else {
        std::unordered_map<std::string, std::pair<double, double>> fastest; // bandwidth, latency
        for (const auto &l : platform.links)
            for (const auto *end : {&l.from, &l.to}) {
                auto [it, added] = fastest.try_emplace(*end, l.bandwidth, l.latency);
                if (!added && l.bandwidth > it->second.first)
                    it->second = {l.bandwidth, l.latency};
            }
        const std::string net = uniqueNodeId(platform, "network");
        bool used = false;
        for (std::size_t i = 0; i < m_pieces.size(); ++i)
            if (auto it = fastest.find(m_pieces[i].processor); it != fastest.end()) {
                channels[i] = {net, it->second.first, it->second.second};
                used = true;
            }
        if (used) {
            m_network.routers.push_back({net, {}, {}});
            index.emplace(net, static_cast<int>(index.size()));
        }
    }

    // `full` from a master: the transfers run at once over the platform's own links and routes,
    // sharing each link as the platform says (docs/metrics.md, Predicted makespan); a channel
    // of its own for each piece otherwise.
    const bool routed = m_model == NetworkModel::Full && !platform.master.empty();
    if (routed) {
        m_network.links = platform.links;
        m_network.routes = platform.routes;
    }
    std::unordered_map<std::string_view, const Piece *> pieceOf; // by processor
    for (const Piece &piece : plan.pieces)
        pieceOf.emplace(piece.processor, &piece);
    for (std::size_t i = 0; i < m_pieces.size(); ++i) {
        const auto found = pieceOf.find(m_pieces[i].processor);
        const Piece *piece = found == pieceOf.end() ? nullptr : found->second;
        m_rects.push_back(piece ? piece->rectangles : std::vector<Rect>{});
        m_node.push_back(nodeOf(m_pieces[i].processor));
        const auto &c = channels[i];
        m_channels.push_back({c.from, c.from.empty() ? 0.0 : c.bandwidth, c.from.empty() ? 0.0 : c.latency});
        if (c.from.empty()) {
            m_sender.push_back(-1);
            continue;
        }
        m_sender.push_back(nodeOf(c.from));
        if (routed)
            continue;
        Link l;
        l.name = c.from + "→" + m_pieces[i].processor;
        l.from = c.from;
        l.to = m_pieces[i].processor;
        l.bandwidth = c.bandwidth;
        l.latency = c.latency;
        l.bidirectional = false;
        l.sharing = Sharing::Backbone; // a channel of its own
        m_network.links.push_back(std::move(l));
    }
    m_syncNode = m_node.empty() ? 0 : m_node.front();
}

namespace {

// Piece i's data at step k: A(its block rows, k), B(k, its block columns), and with `updatesC`
// its rectangles of C.
sim::BlockSet stepData(const std::vector<Rect> &rects, int k, bool updatesC)
{
    std::vector<std::int64_t> rows, cols;
    for (const auto &r : rects) {
        for (auto y = r.y; y < r.y + r.h; ++y)
            rows.push_back(y);
        for (auto x = r.x; x < r.x + r.w; ++x)
            cols.push_back(x);
    }
    sim::BlockSet d;
    for (const auto &[first, end] : sim::runsOf(rows))
        d.a.push_back({static_cast<int>(first), static_cast<int>(end), k, k + 1});
    for (const auto &[first, end] : sim::runsOf(cols))
        d.b.push_back({k, k + 1, static_cast<int>(first), static_cast<int>(end)});
    if (updatesC)
        for (const auto &r : rects)
            d.c.push_back({static_cast<int>(r.y), static_cast<int>(r.y + r.h), static_cast<int>(r.x),
                           static_cast<int>(r.x + r.w)});
    return d;
}

} // namespace

sim::Schedule OuterProductModel::steps(const std::vector<std::int64_t> &widths, int firstStep) const
{
    sim::Schedule s;
    s.blockSide = m_problem.q;
    int gate = -1; // the end of the previous step's computations
    int step = firstStep;
    for (const auto width : widths) {
        const double e = static_cast<double>(width);
        const std::string label = "A(:," + std::to_string(step) + ") B(" + std::to_string(step) + ",:)";
        std::vector<int> received;
        int previous = gate;
        for (std::size_t i = 0; i < m_pieces.size(); ++i) {
            const auto &piece = m_pieces[i];
            const double elements = static_cast<double>(piece.rows + piece.cols) * e;
            if (m_sender[i] < 0 || piece.elements <= 0 || elements <= 0)
                continue;
            std::vector<int> after;
            if (previous >= 0)
                after.push_back(previous);
            const int t = s.transfer(m_sender[i], m_node[i], elements, after, step, label);
            s.activities[static_cast<std::size_t>(t)].data = stepData(m_rects[i], step, false);
            received.push_back(t);
            if (m_model == NetworkModel::Star)
                previous = t; // one at a time, in piece order
        }
        // Everyone has the pivot data: the barrier is a zero-length message to itself.
        if (gate >= 0 && received.empty())
            received.push_back(gate);
        const int barrier = s.transfer(m_syncNode, m_syncNode, 0, received, step);
        std::vector<int> computed;
        for (std::size_t i = 0; i < m_pieces.size(); ++i)
            if (m_pieces[i].elements > 0) {
                computed.push_back(s.compute(m_node[i], m_pieces[i].elements * e, {barrier}, step,
                                             "C += " + label));
                s.activities[static_cast<std::size_t>(computed.back())].data = stepData(m_rects[i], step, true);
            }
        gate = s.transfer(m_syncNode, m_syncNode, 0, computed, step);
        ++step;
    }
    return s;
}

sim::Schedule OuterProductModel::layers() const
{
    sim::Schedule s;
    s.blockSide = 1;
    const double m = static_cast<double>(m_problem.m), n = static_cast<double>(m_problem.n);
    int previous = -1;
    std::int64_t offset = 0;
    for (std::size_t i = 0; i < m_pieces.size(); ++i) {
        const auto k = m_pieces[i].rows;
        if (k <= 0)
            continue;
        const std::string label = "A(:," + std::to_string(offset) + ":" + std::to_string(offset + k - 1)
                                + ") B(" + std::to_string(offset) + ":" + std::to_string(offset + k - 1) + ",:)";
        const std::int64_t first = offset;
        offset += k;
        std::vector<int> ready;
        if (m_sender[i] >= 0) {
            std::vector<int> after;
            if (previous >= 0 && m_model == NetworkModel::Star)
                after.push_back(previous);
            previous = s.transfer(m_sender[i], m_node[i], (m + n) * static_cast<double>(k), after, 0, label);
            s.activities[static_cast<std::size_t>(previous)].data = sim::layerData(first, k, m_problem.m, m_problem.n, false);
            ready.push_back(previous);
        }
        const int c = s.compute(m_node[i], static_cast<double>(k) * m * n, ready, 0, "layer " + label);
        s.activities[static_cast<std::size_t>(c)].data = sim::layerData(first, k, m_problem.m, m_problem.n, true);
    }
    return s;
}

sim::ScheduledRun OuterProductModel::executedRun(ResultDelivery delivery, bool pivotsSent) const
{
    if (m_kind == PlanKind::Layers)
        throw std::logic_error("executedRun: a layer-based plan runs as layers()");
    sim::ScheduledRun run = runOf(sim::Schedule{});
    auto &s = run.schedule;
    s.blockSide = m_problem.q;
    const std::int64_t nb = m_problem.innerBlocks();
    const std::size_t pieces = m_pieces.size();
    int master = -1;
    for (int sender : m_sender)
        if (sender >= 0)
            master = sender;
    // On one host, a message is packed by the master (a copy) and copied by its receiver when
    // the receiver asks for it; between hosts, the master's port carries it into the buffer.
    const int memory = master >= 0 && pivotsSent && m_oneHost ? memoryNode(run, master) : -1;

    constexpr int none = -1;
    using Pair = std::array<int, 2>; // activities of steps k and k − 1, at k mod 2 and (k + 1) mod 2
    std::vector<Pair> computed(pieces, {none, none}), received(pieces, {none, none}), packed(pieces, {none, none});
    Pair masterComputed{none, none};
    int port = none; // the master's last pack (one host) or message (between hosts)
    const auto after = [](std::initializer_list<int> ids) {
        std::vector<int> out;
        for (int id : ids)
            if (id >= 0)
                out.push_back(id);
        return out;
    };
    const auto slot = [](std::int64_t k) { return static_cast<std::size_t>(k % 2); };
    const auto elementsOf = [&](std::size_t i, std::int64_t k) {
        return static_cast<double>(m_pieces[i].rows + m_pieces[i].cols) * static_cast<double>(m_problem.innerExtent(k));
    };
    const auto sent = [&](std::size_t i, std::int64_t k) {
        return pivotsSent && m_sender[i] >= 0 && m_pieces[i].elements > 0 && elementsOf(i, k) > 0;
    };
    const auto labelOf = [](std::int64_t k) {
        return "A(:," + std::to_string(k) + ") B(" + std::to_string(k) + ",:)";
    };
    const auto deliver = [&](std::size_t i, std::int64_t k, std::vector<int> deps) {
        const int t = s.transfer(m_sender[i], m_node[i], elementsOf(i, k), std::move(deps), static_cast<int>(k), labelOf(k));
        s.activities[static_cast<std::size_t>(t)].data = stepData(m_rects[i], static_cast<int>(k), false);
        received[i][slot(k)] = t;
        return t;
    };

    // Step k's messages, posted one at a time by the master into buffer k mod 2 of each piece
    // once that buffer's message of step k − 2 was received; a computing master posts step k
    // after its own update of step k − 2.
    const auto post = [&](std::int64_t k) {
        for (std::size_t i = 0; i < pieces; ++i) {
            if (!sent(i, k))
                continue;
            if (memory >= 0) { // A's part of a piece of every row goes from A itself, unpacked
                const double elements = m_pieces[i].rows == m_problem.m
                                          ? static_cast<double>(m_pieces[i].cols * m_problem.innerExtent(k))
                                          : elementsOf(i, k);
                port = s.transfer(m_sender[i], memory, elements,
                                  after({port, received[i][slot(k)], masterComputed[slot(k)]}), static_cast<int>(k),
                                  "pack " + labelOf(k));
                packed[i][slot(k)] = port;
            } else { // the receiver reposted this buffer after its update of step k − 2
                port = deliver(i, k, after({port, received[i][slot(k)], masterComputed[slot(k)], computed[i][slot(k)]}));
            }
        }
    };
    const auto update = [&](std::int64_t k) {
        const int step = static_cast<int>(k);
        for (std::size_t i = 0; i < pieces; ++i) {
            if (m_pieces[i].elements <= 0)
                continue;
            const bool isMaster = m_sender[i] < 0;
            std::vector<int> deps;
            if (isMaster)
                deps = after({masterComputed[slot(k + 1)], port});
            else if (sent(i, k) && memory >= 0) // copied once this piece's update of step k − 1 is done
                deps = {deliver(i, k, after({packed[i][slot(k)], computed[i][slot(k + 1)]}))};
            else
                deps = after({computed[i][slot(k + 1)], sent(i, k) ? received[i][slot(k)] : none});
            const int c = s.compute(m_node[i], m_pieces[i].elements * static_cast<double>(m_problem.innerExtent(k)),
                                    std::move(deps), step, "C += " + labelOf(k));
            s.activities[static_cast<std::size_t>(c)].data = stepData(m_rects[i], step, true);
            computed[i][slot(k)] = c;
            if (isMaster)
                masterComputed[slot(k)] = c;
        }
    };
    // The synchronisation where the executor collects events: every rank has finished step k
    // (and rank 0 has posted step k+1) before any goes on.
    const std::int64_t every = executedEventStride(nb);
    const int syncNode = master >= 0 ? master : m_syncNode;
    const auto synchronise = [&](std::int64_t k) {
        std::vector<int> all = after({port});
        for (std::size_t i = 0; i < pieces; ++i)
            if (computed[i][slot(k)] >= 0)
                all.push_back(computed[i][slot(k)]);
        const int barrier = s.transfer(syncNode, syncNode, 0, std::move(all), static_cast<int>(k));
        // what comes next waits for it: the next updates (through their previous update) and posts
        for (std::size_t i = 0; i < pieces; ++i)
            if (computed[i][slot(k)] >= 0)
                computed[i][slot(k)] = barrier;
        if (masterComputed[slot(k)] >= 0)
            masterComputed[slot(k)] = barrier;
        port = barrier;
    };
    if (nb > 0)
        post(0);
    for (std::int64_t k = 0; k < nb; ++k) {
        if (k + 1 < nb)
            post(k + 1);
        update(k);
        if ((k + 1) % every == 0 || k + 1 == nb)
            synchronise(k);
    }
    if (delivery == ResultDelivery::Gathered && master >= 0) {
        std::vector<GatheredPiece> gathered;
        for (std::size_t i = 0; i < pieces; ++i)
            if (m_sender[i] >= 0) {
                const bool wholeColumns = m_rects[i].size() == 1 && m_pieces[i].rows == m_problem.m;
                gathered.push_back({m_node[i], m_pieces[i].elements, !wholeColumns});
            }
        appendGather(run, master, gathered, port, -1, m_oneHost); // after the last synchronisation
    }
    return run;
}

sim::ScheduledRun OuterProductModel::runOf(sim::Schedule schedule) const
{
    // Star: the transfers are chained in the schedule itself; no port limit is needed.
    return sim::ScheduledRun{std::move(schedule), m_network, static_cast<double>(m_problem.q), sim::CommModel{0, 0, false, m_flow}};
}

double OuterProductModel::makespan() const
{
    if (m_kind == PlanKind::Layers)
        return runOf(layers()).simulate().makespan;
    const std::int64_t nb = m_problem.innerBlocks();
    const auto last = m_problem.innerExtent(nb - 1);
    const double lastStep = runOf(steps({last}, static_cast<int>(nb - 1))).simulate().makespan;
    if (nb == 1)
        return lastStep;
    const double fullStep = last == m_problem.q ? lastStep : runOf(steps({m_problem.q})).simulate().makespan;
    return static_cast<double>(nb - 1) * fullStep + lastStep;
}

sim::ScheduledRun OuterProductModel::run() const
{
    if (m_kind == PlanKind::Layers)
        return runOf(layers());
    const std::int64_t nb = m_problem.innerBlocks();
    std::vector<std::int64_t> widths;
    for (std::int64_t k = 0; k < nb; ++k)
        widths.push_back(m_problem.innerExtent(k));
    return runOf(steps(widths));
}

} // namespace partita
