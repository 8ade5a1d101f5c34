// LU schedule builder (lu_builder.h): one-port master order, worker memory, paper 002 §7.
#include "schedule/lu/lu_builder.h"

#include "schedule/mw/mw_builder.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace partita {

namespace {

std::vector<int> valid(std::vector<int> ids)
{
    ids.erase(std::remove(ids.begin(), ids.end(), -1), ids.end());
    return ids;
}

std::string label(char matrix, const sim::BlockRect &r) { return rangeLabel(matrix, r.row0, r.row1, r.col0, r.col1); }

double area(const sim::BlockRect &r) { return static_cast<double>(r.row1 - r.row0) * (r.col1 - r.col0); }

bool overlaps(const sim::BlockRect &x, const sim::BlockRect &y)
{
    return x.row0 < y.row1 && y.row0 < x.row1 && x.col0 < y.col1 && y.col0 < x.col1;
}

} // namespace

const char *toString(LuOp op)
{
    switch (op) {
    case LuOp::Getrf: return "getrf";
    case LuOp::TrsmRow: return "trsm-row";
    case LuOp::TrsmColumn: return "trsm-column";
    case LuOp::Gemm: return "gemm";
    case LuOp::Transfer: break;
    }
    return "transfer";
}

LuBuilder::LuBuilder(const MwPlatform &platform, const Problem &problem)
    : m_workers(platform.workers), m_master(platform.master), m_n(static_cast<double>(problem.n)),
      m_q(static_cast<double>(problem.q)), m_blocks(static_cast<int>(problem.blocks())), m_barrier(platform.workers.size())
{
    m_schedule.blockSide = problem.q;
}

double LuBuilder::extent(int b0, int b1) const { return std::min(b1 * m_q, m_n) - b0 * m_q; }

double LuBuilder::elements(const sim::BlockRect &r) const
{
    return extent(r.row0, r.row1) * extent(r.col0, r.col1);
}

void LuBuilder::role(int id, int step, LuOp op)
{
    if (static_cast<std::size_t>(id) != m_roles.size())
        throw std::logic_error("LuBuilder: roles out of step with activities");
    m_roles.push_back({step, op});
}

int LuBuilder::transfer(std::size_t w, bool back, const sim::BlockRect &rect, char matrix, std::vector<int> after,
                        int step, sim::BlockSet data)
{
    if (self(w))
        return -1;
    after.push_back(m_lastMaster);
    after.insert(after.end(), m_chainAfter.begin(), m_chainAfter.end());
    m_chainAfter.clear();
    const int node = m_workers[w].node;
    sim::Activity a;
    a.kind = sim::Activity::Kind::Transfer;
    a.node = back ? node : m_master;
    a.peer = back ? m_master : node;
    double amount = elements(rect);
    // A core row travels with its row of the vertical panel (data.a) in one message.
    for (const auto &extra : data.a)
        if (!(extra == rect))
            amount += elements(extra);
    a.amount = amount;
    a.after = valid(std::move(after));
    a.step = step;
    a.blocks = label(matrix, rect);
    a.data = std::move(data);
    const int id = m_schedule.add(std::move(a));
    role(id, step, LuOp::Transfer);
    m_lastMaster = id;
    return id;
}

int LuBuilder::compute(std::size_t w, LuOp op, double madds, std::vector<int> after, int step, std::string text,
                       sim::BlockSet data)
{
    if (self(w)) // its operands are in the master's memory once every earlier communication ended
        after.push_back(m_lastMaster);
    sim::Activity a;
    a.kind = sim::Activity::Kind::Compute;
    a.node = m_workers[w].node;
    a.amount = madds;
    a.after = valid(std::move(after));
    a.step = step;
    a.blocks = std::move(text);
    a.data = std::move(data);
    const int id = m_schedule.add(std::move(a));
    role(id, step, op);
    return id;
}

void LuBuilder::sendBack(std::size_t w, RowSlots &rowSlots)
{
    const Item item = rowSlots.pending.front();
    rowSlots.pending.erase(rowSlots.pending.begin());
    sim::BlockSet data;
    data.c = {item.back};
    const int out = transfer(w, true, item.back, 'A', {item.compute}, item.step, std::move(data));
    if (out < 0)
        m_chainAfter.push_back(item.compute);
    else if (item.residency >= 0)
        m_residency[static_cast<std::size_t>(item.residency)].until = out;
    rowSlots.lastOut = out;
}

void LuBuilder::receive(std::size_t w, RowSlots &rowSlots, Item item, const sim::BlockRect &inRect, char matrix,
                        sim::BlockSet inData, std::vector<int> computeAfter, LuOp op, double madds,
                        std::string text, sim::BlockSet computeData)
{
    if (rowSlots.pending.size() >= 2)
        sendBack(w, rowSlots); // its slot is the one this item fills
    std::vector<int> after = m_barrier[w];
    after.push_back(rowSlots.lastOut);
    item.in = transfer(w, false, inRect, matrix, std::move(after), item.step, std::move(inData));
    if (item.in >= 0) {
        item.residency = static_cast<int>(m_residency.size());
        m_residency.push_back({w, item.blocks, item.in, -1});
    }
    computeAfter.push_back(item.in);
    computeAfter.push_back(rowSlots.lastCompute);
    item.compute = compute(w, op, madds, std::move(computeAfter), item.step, std::move(text), std::move(computeData));
    rowSlots.lastCompute = item.compute;
    ++rowSlots.count;
    rowSlots.pending.push_back(item);
}

void LuBuilder::pivotAndPanels(int step, std::size_t w, int k0, int p)
{
    beginPanels(step, w, k0, p);
    for (int i = k0 + p; i < m_blocks; ++i)
        panelItem(true, i);
    for (int i = k0 + p; i < m_blocks; ++i)
        panelItem(false, i);
    endPanels();
}

void LuBuilder::beginPanels(int step, std::size_t w, int k0, int p)
{
    if (m_panel.open)
        throw std::logic_error("LuBuilder: a step's panels begun before the last ones ended");
    Panel &panel = m_panel;
    panel = Panel{};
    panel.open = true;
    panel.step = step;
    panel.worker = w;
    panel.k0 = k0;
    panel.p = p;
    panel.pivot = sim::BlockRect{k0, k0 + p, k0, k0 + p};
    sim::BlockSet pivotData;
    pivotData.c = {panel.pivot};
    const int in = transfer(w, false, panel.pivot, 'A', m_barrier[w], step, pivotData);
    if (in >= 0) {
        panel.pivotResidency = static_cast<int>(m_residency.size());
        m_residency.push_back({w, area(panel.pivot), in, -1});
    }
    const double e = extent(k0, k0 + p);
    // Paper 002 §7.1 counts μ³ block updates for the pivot (LAPACK's getrf does about a third).
    std::vector<int> getrfAfter = m_barrier[w];
    getrfAfter.push_back(in);
    panel.getrf = compute(w, LuOp::Getrf, e * e * e, std::move(getrfAfter), step, "getrf " + label('A', panel.pivot),
                          pivotData);
    panel.solved[0].assign(static_cast<std::size_t>(m_blocks), false);
    panel.solved[1].assign(static_cast<std::size_t>(m_blocks), false);
}

sim::BlockRect LuBuilder::panelRect(bool row, int i) const
{
    const int k0 = m_panel.k0, k1 = m_panel.k0 + m_panel.p;
    return row ? sim::BlockRect{i, i + 1, k0, k1} : sim::BlockRect{k0, k1, i, i + 1};
}

void LuBuilder::panelItem(bool row, int i)
{
    Panel &panel = m_panel;
    if (!panel.open || i < panel.k0 + panel.p || i >= m_blocks || panel.solved[row ? 0 : 1][static_cast<std::size_t>(i)])
        throw std::logic_error("LuBuilder: a panel item outside the open step, or solved twice");
    panel.solved[row ? 0 : 1][static_cast<std::size_t>(i)] = true;
    const double e = extent(panel.k0, panel.k0 + panel.p);
    const sim::BlockRect rect = panelRect(row, i);
    Item item;
    item.back = rect;
    item.step = panel.step;
    item.blocks = area(rect);
    sim::BlockSet inData;
    inData.c = {rect};
    sim::BlockSet computeData;
    computeData.c = {rect};
    (row ? computeData.b : computeData.a) = {panel.pivot};
    receive(panel.worker, panel.itemSlots, item, rect, 'A', std::move(inData), {panel.getrf},
            row ? LuOp::TrsmRow : LuOp::TrsmColumn, 0.5 * e * e * extent(i, i + 1),
            std::string("trsm ") + label('A', rect), std::move(computeData));
}

bool LuBuilder::panelSolved(bool row, int i) const
{
    return !m_panel.open || m_panel.solved[row ? 0 : 1][static_cast<std::size_t>(i)];
}

void LuBuilder::panelBack(bool row, int i)
{
    if (!m_panel.open)
        return;
    if (!panelSolved(row, i))
        throw std::logic_error("LuBuilder: a panel item awaited before it was solved");
    const sim::BlockRect rect = panelRect(row, i);
    const auto pending = [&] {
        for (const auto &item : m_panel.itemSlots.pending)
            if (item.back == rect)
                return true;
        return false;
    };
    while (pending())
        sendBack(m_panel.worker, m_panel.itemSlots);
}

void LuBuilder::endPanels()
{
    Panel &panel = m_panel;
    if (!panel.open)
        throw std::logic_error("LuBuilder: panels ended that were not begun");
    const std::size_t w = panel.worker;
    RowSlots &rowSlots = panel.itemSlots;
    while (!rowSlots.pending.empty())
        sendBack(w, rowSlots);
    sim::BlockSet pivotData;
    pivotData.c = {panel.pivot};
    const int out = transfer(w, true, panel.pivot, 'A', {panel.getrf, rowSlots.lastCompute}, panel.step, pivotData);
    if (out < 0) {
        m_chainAfter.push_back(panel.getrf);
        m_chainAfter.push_back(rowSlots.lastCompute);
    } else if (panel.pivotResidency >= 0) {
        m_residency[static_cast<std::size_t>(panel.pivotResidency)].until = out;
    }
    m_barrier[w] = valid({out, rowSlots.lastOut, rowSlots.lastCompute, panel.getrf});
    panel.open = false;
}

std::size_t LuBuilder::addCoreWorker(std::size_t w, const LuChunk &chunk)
{
    Core core;
    core.worker = w;
    core.shape = chunk;
    m_core.push_back(core);
    return m_core.size() - 1;
}

void LuBuilder::releaseChunk(Core &core)
{
    if (!core.holds)
        return;
    if (core.chunkResidency >= 0)
        m_residency[static_cast<std::size_t>(core.chunkResidency)].until = core.rowSlots.lastCompute;
    core.chunkResidency = -1;
    core.holds = false;
}

void LuBuilder::coreItem(std::size_t v, int step, int row, int col0, int col1, int rank0, int rank1)
{
    Core &core = m_core.at(v);
    const std::size_t w = core.worker;
    if (rank1 - rank0 > core.shape.rows || col1 - col0 > core.shape.cols || rank1 <= rank0 || col1 <= col0)
        throw std::logic_error("LuBuilder: core item larger than the chunk of " + m_workers[w].id);
    const sim::BlockRect chunk{rank0, rank1, col0, col1};
    if (!core.holds || !(core.chunk == chunk)) {
        const int lastUser = core.rowSlots.lastCompute;
        releaseChunk(core);
        std::vector<int> after = m_barrier[w];
        after.push_back(lastUser);
        sim::BlockSet data;
        data.b = {chunk};
        core.chunkIn = transfer(w, false, chunk, 'U', std::move(after), step, std::move(data));
        if (core.chunkIn >= 0) {
            core.chunkResidency = static_cast<int>(m_residency.size());
            m_residency.push_back({w, area(chunk), core.chunkIn, -1});
        }
        core.chunk = chunk;
        core.holds = true;
    }
    const sim::BlockRect a{row, row + 1, rank0, rank1};
    const sim::BlockRect c{row, row + 1, col0, col1};
    // A segment still out with a worker (updated by the previous piece of a square chunk when
    // the core has one row, say) comes back before it leaves again.
    for (auto &other : m_core)
        while (std::any_of(other.rowSlots.pending.begin(), other.rowSlots.pending.end(),
                           [&](const Item &x) { return overlaps(x.back, c); }))
            sendBack(other.worker, other.rowSlots);
    Item item;
    item.back = c;
    item.step = step;
    item.blocks = area(a) + area(c);
    sim::BlockSet inData;
    inData.a = {a};
    inData.c = {c};
    sim::BlockSet computeData;
    computeData.a = {a};
    computeData.b = {chunk};
    computeData.c = {c};
    receive(w, core.rowSlots, item, c, 'A', std::move(inData), {core.chunkIn}, LuOp::Gemm,
            extent(row, row + 1) * extent(rank0, rank1) * extent(col0, col1), "gemm " + label('A', c),
            std::move(computeData));
}

void LuBuilder::finishCore()
{
    bool any = true;
    while (any) { // the oldest row of each core worker in turn
        any = false;
        for (auto &core : m_core)
            if (!core.rowSlots.pending.empty()) {
                sendBack(core.worker, core.rowSlots);
                any = true;
            }
    }
    std::vector<std::vector<int>> ends(m_workers.size());
    for (auto &core : m_core) {
        if (core.rowSlots.count == 0)
            continue;
        releaseChunk(core);
        auto &e = ends[core.worker];
        e.push_back(core.rowSlots.lastOut);
        e.push_back(core.rowSlots.lastCompute);
        core.rowSlots = RowSlots{};
    }
    for (std::size_t w = 0; w < ends.size(); ++w)
        if (!ends[w].empty())
            m_barrier[w] = valid(ends[w]);
}

} // namespace partita
