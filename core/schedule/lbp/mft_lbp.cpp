// MFT-LBP (paper 004 §5.2) as an lp_solve model: p + |E| + p + 1 rows and about
// 2p + |E| + 1 columns for p nodes and |E| oriented links; on a 9×9 mesh, some 300 × 300.
// Building it is O(p + |E|); each re-solve restarts the simplex from the previous basis.
#include "schedule/lbp/mft_lbp.h"

#include "model/error.h"
#include "model/time_model.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <stdexcept>
#include <unordered_map>

namespace partita {

MftNetwork buildMftNetwork(const Platform &platform, const Problem &problem)
{
    if (problem.m < 1 || problem.k < 1 || problem.n < 1)
        throw InputError("lbp-mesh: m, k and n must be at least 1");
    if (problem.q < 1)
        throw InputError("lbp-mesh: q must be at least 1");
    if (platform.master.empty() || !platform.hasNode(platform.master))
        throw InputError(Reason{ReasonKind::LbpMeshNoMaster, {}});

    // Platform order: processors, then routers.
    std::vector<std::string> ids;
    for (const auto &p : platform.processors)
        ids.push_back(p.id);
    for (const auto &r : platform.routers)
        ids.push_back(r.id);
    std::unordered_map<std::string, int> index;
    for (std::size_t i = 0; i < ids.size(); ++i)
        index[ids[i]] = static_cast<int>(i);
    std::vector<std::vector<int>> next(ids.size());
    for (const auto &l : platform.links) {
        const int a = index.at(l.from), b = index.at(l.to);
        next[static_cast<std::size_t>(a)].push_back(b);
        if (l.bidirectional)
            next[static_cast<std::size_t>(b)].push_back(a);
    }
    // Hop distances from the source (breadth-first).
    std::vector<int> hops(ids.size(), -1);
    const int src = index.at(platform.master);
    hops[static_cast<std::size_t>(src)] = 0;
    std::deque<int> queue{src};
    while (!queue.empty()) {
        const int v = queue.front();
        queue.pop_front();
        for (int w : next[static_cast<std::size_t>(v)])
            if (hops[static_cast<std::size_t>(w)] < 0) {
                hops[static_cast<std::size_t>(w)] = hops[static_cast<std::size_t>(v)] + 1;
                queue.push_back(w);
            }
    }

    MftNetwork net;
    net.m = static_cast<double>(problem.m);
    net.k = static_cast<double>(problem.k);
    net.n = static_cast<double>(problem.n);
    const TimeModel tm{platform.units, static_cast<double>(problem.q)};
    std::vector<int> order;
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (hops[i] >= 0)
            order.push_back(static_cast<int>(i));
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return hops[static_cast<std::size_t>(a)] < hops[static_cast<std::size_t>(b)]; });
    std::vector<int> position(ids.size(), -1);
    for (int i : order) {
        const auto u = static_cast<std::size_t>(i);
        MftNode node;
        node.id = ids[u];
        node.hops = hops[u];
        if (u < platform.processors.size()) {
            const auto &p = platform.processors[u];
            node.computes = p.id != platform.master || platform.masterComputes;
            node.compute = tm.compute(net.m * net.n, p.speed);
        }
        position[u] = static_cast<int>(net.nodes.size());
        net.nodes.push_back(node);
    }
    net.source = position[static_cast<std::size_t>(src)];
    for (std::size_t i = 0; i < platform.processors.size(); ++i)
        if (hops[i] < 0)
            net.unreachable.push_back(ids[i]);

    // τ(j,i) = 1 iff the link can carry j → i and d(i) = d(j) + 1.
    for (std::size_t l = 0; l < platform.links.size(); ++l) {
        const auto &link = platform.links[l];
        const int a = index.at(link.from), b = index.at(link.to);
        const int ha = hops[static_cast<std::size_t>(a)], hb = hops[static_cast<std::size_t>(b)];
        if (ha < 0 || hb < 0)
            continue;
        MftEdge e;
        e.link = static_cast<int>(l);
        e.transfer = tm.transfer(net.columnElements(), link.bandwidth);
        e.latency = link.latency;
        if (hb == ha + 1) {
            e.from = position[static_cast<std::size_t>(a)];
            e.to = position[static_cast<std::size_t>(b)];
            net.edges.push_back(e);
        } else if (link.bidirectional && ha == hb + 1) {
            e.from = position[static_cast<std::size_t>(b)];
            e.to = position[static_cast<std::size_t>(a)];
            net.edges.push_back(e);
        }
    }
    std::stable_sort(net.edges.begin(), net.edges.end(), [&](const MftEdge &x, const MftEdge &y) {
        return net.nodes[static_cast<std::size_t>(x.from)].hops < net.nodes[static_cast<std::size_t>(y.from)].hops;
    });
    if (std::none_of(net.nodes.begin(), net.nodes.end(), [](const MftNode &v) { return v.computes; }))
        throw InputError(reason(ReasonKind::LbpMeshUnreachable, {platform.master}));
    return net;
}

namespace {

int columnCount(const MftNetwork &net)
{
    int c = 1 + static_cast<int>(net.edges.size()) + static_cast<int>(net.nodes.size()) - 1; // T_f, φ, T_s
    for (const auto &v : net.nodes)
        c += v.computes ? 1 : 0;
    return c;
}

} // namespace

MftLbp::MftLbp(MftNetwork network) : m_net(std::move(network)), m_lp(columnCount(m_net))
{
    const auto p = m_net.nodes.size();
    double inverse = 0;
    for (const auto &v : m_net.nodes)
        if (v.computes)
            inverse += 1.0 / v.compute;
    m_timeScale = m_net.k / inverse; // T_f with free communication: the LP optimum is above it

    int col = 0;
    m_tfCol = col++;
    m_kCol.assign(p, -1);
    m_tsCol.assign(p, -1);
    for (std::size_t i = 0; i < p; ++i) {
        if (m_net.nodes[i].computes)
            m_kCol[i] = col++;
        if (static_cast<int>(i) != m_net.source)
            m_tsCol[i] = col++;
    }
    m_flowCol.assign(m_net.edges.size(), -1);
    for (auto &f : m_flowCol)
        f = col++;

    m_lp.setObjective({{m_tfCol, 1.0}}); // eq. 48
    // eq. 52-53: flow conservation, in columns of m + n elements.
    std::vector<LpProblem::Terms> flowRows(p);
    for (std::size_t e = 0; e < m_net.edges.size(); ++e) {
        flowRows[static_cast<std::size_t>(m_net.edges[e].from)].push_back({m_flowCol[e], -1.0});
        flowRows[static_cast<std::size_t>(m_net.edges[e].to)].push_back({m_flowCol[e], 1.0});
    }
    for (std::size_t i = 0; i < p; ++i) {
        auto terms = flowRows[i];
        if (m_kCol[i] >= 0)
            terms.push_back({m_kCol[i], -1.0});
        if (static_cast<int>(i) == m_net.source) {
            for (auto &t : terms)
                t.second = -t.second; // Σ_out φ + k_S = k
            m_sourceRow = m_lp.addConstraint(terms, LpProblem::Relation::Equal, m_net.k);
        } else {
            m_lp.addConstraint(terms, LpProblem::Relation::Equal, 0.0);
        }
    }
    // eq. 50: T_s(i) >= T_s(j) + L(j,i) + (m+n) z(j,i) φ(j,i).
    for (std::size_t e = 0; e < m_net.edges.size(); ++e) {
        const auto &edge = m_net.edges[e];
        LpProblem::Terms terms{{m_flowCol[e], -edge.transfer / m_timeScale}};
        terms.push_back({m_tsCol[static_cast<std::size_t>(edge.to)], 1.0});
        if (edge.from != m_net.source)
            terms.push_back({m_tsCol[static_cast<std::size_t>(edge.from)], -1.0});
        m_lp.addConstraint(terms, LpProblem::Relation::GreaterEqual, edge.latency / m_timeScale);
    }
    // eq. 51 and 59: T_f >= T_s(i) + c_i k_i.
    for (std::size_t i = 0; i < p; ++i) {
        if (m_kCol[i] < 0)
            continue;
        LpProblem::Terms terms{{m_tfCol, 1.0}, {m_kCol[i], -m_net.nodes[i].compute / m_timeScale}};
        if (m_tsCol[i] >= 0)
            terms.push_back({m_tsCol[i], -1.0});
        m_lp.addConstraint(terms, LpProblem::Relation::GreaterEqual, 0.0);
    }
    // eq. 58: Σ k_i = k.
    LpProblem::Terms sum;
    for (int c : m_kCol)
        if (c >= 0)
            sum.push_back({c, 1.0});
    m_sumRow = m_lp.addConstraint(sum, LpProblem::Relation::Equal, m_net.k);
    m_sent = m_net.k;
    m_lower.assign(p, 0.0);
    m_upper.assign(p, std::numeric_limits<double>::infinity());

    // Longest latency path: the start time T_s can never be below it.
    m_earliest.assign(p, 0.0);
    for (const auto &e : m_net.edges)
        m_earliest[static_cast<std::size_t>(e.to)] =
            std::max(m_earliest[static_cast<std::size_t>(e.to)], m_earliest[static_cast<std::size_t>(e.from)] + e.latency);
}

void MftLbp::setSentColumns(double columns)
{
    if (columns == m_sent)
        return;
    m_lp.setRhs(m_sourceRow, columns);
    m_lp.setRhs(m_sumRow, columns);
    m_sent = columns;
}

MftSolution MftLbp::solveRelaxed()
{
    checkCancel(m_cancel);
    const double inf = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < m_kCol.size(); ++i)
        if (m_kCol[i] >= 0 && (m_lower[i] != 0.0 || m_upper[i] != inf)) {
            m_lp.setBounds(m_kCol[i], 0.0, inf); // eq. 60
            m_lower[i] = 0.0;
            m_upper[i] = inf;
        }
    setSentColumns(m_net.k);
    m_lp.setSensitivity(false);
    const auto status = m_lp.solve();
    if (status != LpProblem::Status::Optimal)
        throw ReasonedError<std::runtime_error>({ReasonKind::LpRelaxFailed, {word(toString(status))}});
    return extract();
}

MftSolution MftLbp::solveFixed(const std::vector<std::int64_t> &k, bool subgradient)
{
    checkCancel(m_cancel);
    if (k.size() != m_net.nodes.size())
        throw std::invalid_argument("MftLbp::solveFixed: one k per node");
    double total = 0;
    for (std::size_t i = 0; i < k.size(); ++i) {
        if (m_kCol[i] < 0)
            continue;
        const auto v = static_cast<double>(k[i]);
        if (m_lower[i] != v || m_upper[i] != v) { // lp_solve keeps its factorization otherwise
            m_lp.setBounds(m_kCol[i], v, v);
            m_lower[i] = m_upper[i] = v;
        }
        total += v;
    }
    setSentColumns(total);
    m_lp.setSensitivity(subgradient);
    const auto status = m_lp.solve();
    if (status != LpProblem::Status::Optimal)
        throw ReasonedError<std::runtime_error>({ReasonKind::LpFixedFailed, {word(toString(status))}});
    return extract();
}

std::vector<double> MftLbp::subgradient() const
{
    const auto rc = m_lp.reducedCosts();
    std::vector<double> g(m_net.nodes.size(), 0.0);
    for (std::size_t i = 0; i < g.size(); ++i)
        if (m_kCol[i] >= 0)
            g[i] = rc[static_cast<std::size_t>(m_kCol[i])] * m_timeScale;
    return g;
}

MftSolution MftLbp::extract()
{
    const auto x = m_lp.values();
    const auto p = m_net.nodes.size();
    MftSolution s;
    s.makespan = m_lp.objective() * m_timeScale;
    s.k.assign(p, 0.0);
    for (std::size_t i = 0; i < p; ++i)
        if (m_kCol[i] >= 0)
            s.k[i] = std::max(0.0, x[static_cast<std::size_t>(m_kCol[i])]);
    s.flow.assign(m_net.edges.size(), 0.0);
    for (std::size_t e = 0; e < s.flow.size(); ++e)
        s.flow[e] = m_net.columnElements() * std::max(0.0, x[static_cast<std::size_t>(m_flowCol[e])]);
    // Earliest start under these flows, eq. 37 (the LP's T_s may sit anywhere in its slack):
    // edges are sorted by the hops of their tail, a topological order of the DAG.
    s.start.assign(p, 0.0);
    for (std::size_t e = 0; e < m_net.edges.size(); ++e) {
        const auto &edge = m_net.edges[e];
        const double arrive = s.start[static_cast<std::size_t>(edge.from)] + edge.latency
                            + edge.transfer * s.flow[e] / m_net.columnElements();
        auto &t = s.start[static_cast<std::size_t>(edge.to)];
        t = std::max(t, arrive);
    }
    s.finish.assign(p, 0.0);
    for (std::size_t i = 0; i < p; ++i)
        s.finish[i] = s.start[i] + m_net.nodes[i].compute * s.k[i];
    return s;
}

} // namespace partita
