// Master-worker schedule builder (mw_builder.h): one-port master order, worker memory.
#include "schedule/mw/mw_builder.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace partita {

int MwLayout::depth() const
{
    return kind == LayoutKind::Toledo || kind == LayoutKind::ToledoOverlapped ? side : 1;
}

bool MwLayout::overlapped() const
{
    return kind == LayoutKind::Overlapped || kind == LayoutKind::ToledoOverlapped;
}

double MwLayout::buffers() const
{
    const double s = side;
    switch (kind) {
    case LayoutKind::Overlapped: return s * s + 4 * s;
    case LayoutKind::MaxReuse: return 1 + s + s * s;
    case LayoutKind::Toledo: return 3 * s * s;
    case LayoutKind::ToledoOverlapped: return 5 * s * s;
    }
    return 0;
}

std::string rangeLabel(char matrix, int r0, int r1, int c0, int c1)
{
    std::string s(1, matrix);
    s += '(';
    s += std::to_string(r0);
    s += ':';
    s += std::to_string(r1);
    s += ',';
    s += std::to_string(c0);
    s += ':';
    s += std::to_string(c1);
    s += ')';
    return s;
}

MwBuilder::MwBuilder(const MwPlatform &platform, const Problem &problem, std::vector<MwLayout> layouts)
    : m_master(platform.master), m_m(static_cast<double>(problem.m)), m_k(static_cast<double>(problem.k)),
      m_n(static_cast<double>(problem.n)), m_q(static_cast<double>(problem.q)),
      m_steps(static_cast<int>(problem.innerBlocks()))
{
    if (layouts.size() != platform.workers.size())
        throw std::invalid_argument("MwBuilder: one layout per worker");
    for (std::size_t i = 0; i < layouts.size(); ++i) {
        Worker w;
        w.info = platform.workers[i];
        w.layout = layouts[i];
        w.self = w.info.node == m_master;
        m_workers.push_back(std::move(w));
    }
}

void MwBuilder::assign(std::size_t wi, const MwChunk &chunk)
{
    checkCancel(m_cancel);
    auto &w = m_workers[wi];
    // The dependencies keep a worker within its layout; the layout must fit its memory.
    if (!w.self && w.layout.buffers() > w.info.buffers)
        throw std::logic_error("MwBuilder: the layout of " + w.info.id + " needs "
                               + std::to_string(w.layout.buffers()) + " buffers, it has "
                               + std::to_string(w.info.buffers));
    if (chunk.rows() > w.layout.side || chunk.cols() > w.layout.side || chunk.rows() < 1 || chunk.cols() < 1)
        throw std::logic_error("MwBuilder: chunk larger than the layout of " + w.info.id);
    w.queue.push_back(chunk);
}

bool MwBuilder::hasWork(std::size_t w) const
{
    return m_workers[w].active || !m_workers[w].queue.empty();
}

double MwBuilder::extent(double dimension, int b0, int b1) const
{
    return std::min(b1 * m_q, dimension) - b0 * m_q;
}

double MwBuilder::duration(const Worker &w, double elements, bool back) const
{
    if (w.self)
        return 0;
    return back ? w.info.latencyBack + elements / w.info.elementRateBack
                : w.info.latency + elements / w.info.elementRate;
}

double MwBuilder::commStart(const Worker &w, double depEnd) const
{
    return w.self ? depEnd : std::max(m_masterFree, depEnd);
}

std::pair<int, double> MwBuilder::bufferDependency(const Worker &w) const
{
    // Overlapped layouts hold two steps: step s may arrive once step s-2 is computed. The
    // others hold one: once the previous computation (MaxReuse: the previous row) is done.
    if (w.layout.overlapped())
        return {w.prevCompute, w.prevEnd};
    return {w.lastCompute, w.lastEnd};
}

int MwBuilder::transfer(std::size_t wi, bool back, double elements, std::vector<int> after,
                        double depEnd, int step, std::string label, sim::BlockSet data, double *end)
{
    auto &w = m_workers[wi];
    if (w.self) { // the master computing: its data is already there (paper 002 §2.2)
        *end = depEnd;
        return -1;
    }
    const double start = commStart(w, depEnd);
    *end = start + duration(w, elements, back);
    if (m_lastMaster >= 0)
        after.push_back(m_lastMaster);
    const int from = back ? w.info.node : m_master;
    const int to = back ? m_master : w.info.node;
    std::erase(after, -1);
    const int id = m_schedule.transfer(from, to, elements, std::move(after), step, std::move(label));
    m_schedule.activities[static_cast<std::size_t>(id)].data = std::move(data);
    m_lastMaster = id;
    m_masterFree = *end;
    return id;
}

void MwBuilder::compute(std::size_t wi, double madds, int transferId, double dataEnd, int step,
                        std::string label, sim::BlockSet data)
{
    auto &w = m_workers[wi];
    std::vector<int> after;
    if (transferId >= 0)
        after.push_back(transferId);
    if (w.lastCompute >= 0)
        after.push_back(w.lastCompute);
    const int id = m_schedule.compute(w.info.node, madds, std::move(after), step, std::move(label));
    auto &activity = m_schedule.activities[static_cast<std::size_t>(id)];
    activity.data = std::move(data);
    activity.yieldsToCopies = true; // the executor moves messages between its block updates (exec/mw_run.cpp)
    const double start = std::max(dataEnd, w.cpuFree);
    w.prevCompute = w.lastCompute;
    w.prevEnd = w.lastEnd;
    w.lastCompute = id;
    w.lastEnd = start + madds / w.info.updateRate;
    w.cpuFree = w.lastEnd;
    w.used = true;
}

void MwBuilder::completeStep(Worker &w)
{
    w.k += w.layout.depth();
    w.row = -1;
    if (w.k < m_steps)
        return;
    w.active = false;
    w.pending = true;
    w.done = w.chunk;
    w.doneCompute = w.lastCompute;
    w.doneEnd = w.lastEnd;
}

MwBuilder::Estimate MwBuilder::estimate(std::size_t wi, const MwChunk *fresh) const
{
    const auto &w = m_workers[wi];
    Estimate e;
    double t = w.self ? 0.0 : m_masterFree;
    bool first = true;
    const auto take = [&](double depEnd, double dur) {
        const double s = w.self ? depEnd : std::max(t, depEnd);
        if (first)
            e.start = s;
        first = false;
        t = s + dur;
    };
    if (w.pending) {
        const double blocksOut = rows(w.done.row0, w.done.row1) * cols(w.done.col0, w.done.col1);
        take(w.doneEnd, duration(w, blocksOut, true));
    }
    MwChunk chunk = w.chunk;
    int k = w.k, row = w.row;
    double depEnd = bufferDependency(w).second;
    if (!w.active) {
        if (!w.queue.empty())
            chunk = w.queue.front();
        else if (fresh)
            chunk = *fresh;
        else
            return e;
        take(0, duration(w, rows(chunk.row0, chunk.row1) * cols(chunk.col0, chunk.col1), false));
        k = 0;
        row = -1;
        depEnd = 0;
    }
    const int k1 = std::min(k + w.layout.depth(), m_steps);
    double elements = 0;
    if (w.layout.kind != LayoutKind::MaxReuse)
        elements = rows(chunk.row0, chunk.row1) * inner(k, k1) + inner(k, k1) * cols(chunk.col0, chunk.col1);
    else if (row < 0)
        elements = inner(k, k1) * cols(chunk.col0, chunk.col1);
    else
        elements = rows(chunk.row0 + row, chunk.row0 + row + 1) * inner(k, k1);
    take(depEnd, duration(w, elements, false));
    e.dataIn = t;
    const bool computes = w.layout.kind != LayoutKind::MaxReuse || row >= 0;
    e.computeStart = computes ? std::max(t, w.cpuFree) : t;
    return e;
}

int MwBuilder::stepsLeft(std::size_t wi) const
{
    const auto &w = m_workers[wi];
    if (!w.active)
        return 0;
    const int d = w.layout.depth();
    return (m_steps - w.k + d - 1) / d;
}

double MwBuilder::end() const
{
    double t = m_masterFree;
    for (const auto &w : m_workers)
        t = std::max(t, w.cpuFree);
    return t;
}

void MwBuilder::returnChunk(std::size_t wi)
{
    auto &w = m_workers[wi];
    if (!w.pending)
        return;
    const auto &c = w.done;
    double end = 0;
    w.cOut = transfer(wi, true, rows(c.row0, c.row1) * cols(c.col0, c.col1), {w.doneCompute},
                      w.doneEnd, -1, rangeLabel('C', c.row0, c.row1, c.col0, c.col1),
                      {{}, {}, {{c.row0, c.row1, c.col0, c.col1}}}, &end);
    w.pending = false;
}

void MwBuilder::sendChunkIn(std::size_t wi)
{
    auto &w = m_workers[wi];
    if (w.active || w.queue.empty())
        throw std::logic_error("MwBuilder::sendChunkIn: no chunk to start");
    returnChunk(wi);
    w.chunk = w.queue.front();
    w.queue.pop_front();
    w.active = true;
    w.k = 0;
    w.row = -1;
    w.lastCompute = w.prevCompute = -1;
    w.lastEnd = w.prevEnd = 0;
    const auto &c = w.chunk;
    double end = 0;
    std::vector<int> after;
    if (w.cOut >= 0) // the previous C has left (implied by the master's order, except for itself)
        after.push_back(w.cOut);
    w.cIn = transfer(wi, false, rows(c.row0, c.row1) * cols(c.col0, c.col1), std::move(after), 0, -1,
                     rangeLabel('C', c.row0, c.row1, c.col0, c.col1), {{}, {}, {{c.row0, c.row1, c.col0, c.col1}}},
                     &end);
}

void MwBuilder::sendStep(std::size_t wi)
{
    auto &w = m_workers[wi];
    if (!w.active)
        throw std::logic_error("MwBuilder::sendStep: no chunk in progress");
    const auto &c = w.chunk;
    const int k0 = w.k, k1 = std::min(w.k + w.layout.depth(), m_steps);
    const auto [dep, depEnd] = bufferDependency(w);
    std::vector<int> after{dep >= 0 ? dep : w.cIn};
    const std::string b = rangeLabel('B', k0, k1, c.col0, c.col1);
    double end = 0;
    if (w.layout.kind != LayoutKind::MaxReuse) {
        const std::string a = rangeLabel('A', c.row0, c.row1, k0, k1);
        const double elements = rows(c.row0, c.row1) * inner(k0, k1) + inner(k0, k1) * cols(c.col0, c.col1);
        m_stepOrder.push_back(wi);
        const sim::BlockRect ra{c.row0, c.row1, k0, k1}, rb{k0, k1, c.col0, c.col1}, rc{c.row0, c.row1, c.col0, c.col1};
        const int t = transfer(wi, false, elements, std::move(after), depEnd, k0, a + " " + b, {{ra}, {rb}, {}}, &end);
        compute(wi, rows(c.row0, c.row1) * cols(c.col0, c.col1) * inner(k0, k1), t, end, k0,
                rangeLabel('C', c.row0, c.row1, c.col0, c.col1) + " += " + a + "*" + b, {{ra}, {rb}, {rc}});
        completeStep(w);
        return;
    }
    if (w.row < 0) { // the row of B of this step
        m_stepOrder.push_back(wi);
        transfer(wi, false, inner(k0, k1) * cols(c.col0, c.col1), std::move(after), depEnd, k0, b,
                 {{}, {{k0, k1, c.col0, c.col1}}, {}}, &end);
        w.row = 0;
        return;
    }
    const int i = c.row0 + w.row;
    const std::string a = rangeLabel('A', i, i + 1, k0, k1);
    const sim::BlockRect ra{i, i + 1, k0, k1};
    const int t = transfer(wi, false, rows(i, i + 1) * inner(k0, k1), std::move(after), depEnd, k0, a,
                           {{ra}, {}, {}}, &end);
    compute(wi, rows(i, i + 1) * cols(c.col0, c.col1) * inner(k0, k1), t, end, k0,
            rangeLabel('C', i, i + 1, c.col0, c.col1) + " += " + a + "*" + b,
            {{ra}, {{k0, k1, c.col0, c.col1}}, {{i, i + 1, c.col0, c.col1}}});
    if (++w.row == c.rows())
        completeStep(w);
}

void MwBuilder::sendNext(std::size_t wi)
{
    if (!m_workers[wi].active)
        sendChunkIn(wi);
    sendStep(wi);
}

void MwBuilder::returnReadyBy(double t)
{
    std::vector<std::size_t> ready;
    for (std::size_t i = 0; i < m_workers.size(); ++i)
        if (m_workers[i].pending && m_workers[i].doneEnd <= t)
            ready.push_back(i);
    std::stable_sort(ready.begin(), ready.end(), [&](std::size_t a, std::size_t b) {
        return m_workers[a].doneEnd < m_workers[b].doneEnd;
    });
    for (auto i : ready)
        returnChunk(i);
}

void MwBuilder::finish()
{
    for (std::size_t i = 0; i < m_workers.size(); ++i)
        if (hasWork(i))
            throw std::logic_error("MwBuilder::finish: worker " + m_workers[i].info.id + " has work left");
    returnReadyBy(std::numeric_limits<double>::infinity());
}

} // namespace partita
