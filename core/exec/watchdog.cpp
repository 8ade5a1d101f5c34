#include "exec/watchdog.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace partita::exec {

namespace {

constexpr const char *kBeatPrefix = "partita-beat ";

std::string seconds(double s)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f s", s);
    return text;
}

} // namespace

std::string beatLine(const Beat &beat)
{
    std::ostringstream out;
    out << kBeatPrefix << beat.rank << ' ' << beat.completed << ' '
        << (beat.waitingIn.empty() ? std::string("-") : beat.waitingIn) << ' ' << beat.peer << '\n';
    return out.str();
}

std::optional<Beat> parseBeat(const std::string &line)
{
    const auto at = line.find(kBeatPrefix);
    if (at == std::string::npos)
        return std::nullopt;
    std::istringstream in(line.substr(at + std::char_traits<char>::length(kBeatPrefix)));
    Beat beat;
    std::string call;
    if (!(in >> beat.rank >> beat.completed >> call >> beat.peer) || beat.rank < 0)
        return std::nullopt;
    beat.waitingIn = call == "-" ? std::string() : call;
    return beat;
}

double beatPeriod(double seconds)
{
    return std::clamp(seconds / 4, 0.05, 1.0);
}

Watchdog::Watchdog(std::vector<std::string> nodes, double limit, double start)
    : m_nodes(std::move(nodes)), m_limit(limit), m_ranks(m_nodes.size())
{
    for (auto &r : m_ranks)
        r.lastBeat = r.lastProgress = start;
}

void Watchdog::beat(const Beat &beat, double now)
{
    if (beat.rank >= static_cast<int>(m_ranks.size()))
        return;
    RankState &r = m_ranks[static_cast<std::size_t>(beat.rank)];
    if (!r.beaten || beat.completed != r.completed || beat.waitingIn.empty())
        r.lastProgress = now; // a call completed, or it computes
    r.lastBeat = now;
    r.completed = beat.completed;
    r.waitingIn = beat.waitingIn;
    r.peer = beat.peer;
    r.beaten = true;
}

std::string Watchdog::name(int rank) const
{
    return "rank " + std::to_string(rank) + " (" + m_nodes[static_cast<std::size_t>(rank)] + ")";
}

std::optional<std::string> Watchdog::verdict(double now) const
{
    if (m_limit <= 0 || m_ranks.empty())
        return std::nullopt;
    std::vector<int> silent;
    for (std::size_t r = 0; r < m_ranks.size(); ++r)
        if (now - m_ranks[r].lastBeat >= m_limit)
            silent.push_back(static_cast<int>(r));
    const std::string head = "no progress for " + seconds(m_limit) + " (--watchdog): ";
    if (!silent.empty() && silent.size() == m_ranks.size() && m_ranks.size() > 1)
        return head + "no rank gave a sign of life for " + seconds(m_limit)
               + " (mpirun stopped or frozen, or every rank; their beats come through mpirun)";
    if (!silent.empty()) {
        std::string text;
        for (int r : silent)
            text += (text.empty() ? "" : ", ") + name(r);
        const RankState &first = m_ranks[static_cast<std::size_t>(silent.front())];
        return head + text + " gave" + " no sign of life for "
               + seconds(now - first.lastBeat)
               + (first.beaten ? " (stopped, frozen, or its machine is gone)" : " since the launch");
    }
    double latest = 0;
    for (const auto &r : m_ranks) {
        if (r.waitingIn.empty())
            return std::nullopt; // it computes
        latest = std::max(latest, r.lastProgress);
    }
    if (now - latest < m_limit)
        return std::nullopt;
    std::string text;
    for (std::size_t r = 0; r < m_ranks.size(); ++r) {
        const RankState &s = m_ranks[r];
        text += (r == 0 ? "" : ", ") + name(static_cast<int>(r)) + " in " + s.waitingIn;
        if (s.peer >= 0)
            text += " for rank " + std::to_string(s.peer);
    }
    return head + "every rank waits: " + text;
}

} // namespace partita::exec
