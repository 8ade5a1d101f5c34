#include "run/run_events.h"

#include <QJsonDocument>
#include <QJsonValue>

#include <algorithm>
#include <stdexcept>

namespace partita::views {

RunEvents::RunEvents(std::vector<std::string> rankNodes)
{
    reset(std::move(rankNodes));
}

void RunEvents::reset(std::vector<std::string> rankNodes)
{
    m_rankNodes = std::move(rankNodes);
    m_pending.clear();
    m_trace = Trace{};
    for (std::size_t r = 0; r < m_rankNodes.size(); ++r)
        rowOf(static_cast<int>(r));
    m_open.clear();
    m_progress = -1;
    m_summary = QJsonObject{};
    m_rejected = 0;
    ++m_revision;
}

int RunEvents::rowOf(int rank)
{
    // Rows are ranks: add the missing ones up to `rank`, so that the row index is the rank.
    while (static_cast<int>(m_trace.resources.size()) <= rank) {
        const auto r = m_trace.resources.size();
        const std::string id = r < m_rankNodes.size() ? m_rankNodes[r] : "rank " + std::to_string(r);
        m_trace.resources.push_back({id, ResourceKind::Processor});
    }
    return rank;
}

std::size_t RunEvents::openCount() const
{
    std::size_t n = 0;
    for (const auto &[key, starts] : m_open)
        n += starts.size();
    return n;
}

QStringList RunEvents::feed(const QByteArray &bytes)
{
    m_pending.append(bytes);
    QStringList log;
    qsizetype from = 0;
    for (qsizetype nl; (nl = m_pending.indexOf('\n', from)) >= 0; from = nl + 1) {
        QByteArray line = m_pending.mid(from, nl - from);
        if (line.endsWith('\r'))
            line.chop(1);
        if (!readLine(line) && !line.trimmed().isEmpty())
            log << QString::fromUtf8(line);
    }
    m_pending.remove(0, from);
    return log;
}

QStringList RunEvents::finish()
{
    QStringList log;
    const QByteArray line = m_pending;
    m_pending.clear();
    if (!readLine(line) && !line.trimmed().isEmpty())
        log << QString::fromUtf8(line);
    return log;
}

bool RunEvents::readLine(const QByteArray &line)
{
    // Cheap test first: most lines of a long log are not ours.
    if (!line.startsWith('{') || !line.contains("\"ev\""))
        return false;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return false;
    QJsonObject o = doc.object();
    const QString ev = o.value(QLatin1String("ev")).toString();
    if (ev == QLatin1String("progress")) {
        m_progress = qBound(0.0, o.value(QLatin1String("fraction")).toDouble(), 1.0);
        ++m_revision;
        return true;
    }
    if (ev == QLatin1String("summary")) {
        o.remove(QLatin1String("ev"));
        m_summary = o;
        ++m_revision;
        return true;
    }
    if (ev != QLatin1String("begin") && ev != QLatin1String("end"))
        return false;

    IntervalKind kind;
    try {
        kind = intervalKindFromString(o.value(QLatin1String("kind")).toString().toStdString());
    } catch (const std::invalid_argument &) {
        ++m_rejected;
        return true;
    }
    // Every row up to a rank is made: a rank (or peer) far beyond the run's would make millions.
    const int rows = std::max(static_cast<int>(m_rankNodes.size()), kUnnamedRows);
    const int rank = o.value(QLatin1String("rank")).toInt(-1);
    const int peer = o.value(QLatin1String("peer")).toInt(-1);
    if (rank < 0 || rank >= rows || peer >= rows) {
        ++m_rejected;
        return true;
    }
    const int step = o.value(QLatin1String("step")).toInt(-1);
    const double t = o.value(QLatin1String("t")).toDouble();
    const Key key{rank, static_cast<int>(kind), peer, step};
    if (ev == QLatin1String("begin")) {
        m_open[key].push_back(t);
        return true;
    }
    auto it = m_open.find(key);
    if (it == m_open.end() || it->second.empty()) {
        ++m_rejected;
        return true;
    }
    const double start = it->second.front();
    it->second.erase(it->second.begin());
    if (it->second.empty())
        m_open.erase(it);
    Interval iv;
    iv.resource = rowOf(rank);
    iv.kind = kind;
    iv.start = start;
    iv.end = std::max(start, t);
    iv.step = step;
    iv.peer = peer >= 0 ? rowOf(peer) : -1;
    iv.bytes = o.value(QLatin1String("bytes")).toDouble();
    iv.flops = o.value(QLatin1String("flops")).toDouble();
    m_trace.intervals.push_back(iv);
    ++m_revision;
    return true;
}

} // namespace partita::views
