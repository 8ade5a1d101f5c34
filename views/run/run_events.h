#pragma once
// Reads what `partita run` prints on stdout while it runs (docs/executor.md): rank 0's
// event lines
//   {"ev":"begin"|"end","t":s,"rank":r,"kind":k,"peer":r,"bytes":b,"flops":f,"step":k},
// {"ev":"progress","fraction":x} after each step, and a last {"ev":"summary",...}. Bytes come
// in as the pipe delivers them, so a line may be cut anywhere; the part after the last newline
// waits for the next feed. Every other line (mpirun's notes, the sbatch script, a line that is
// not valid JSON) is handed back for the log.
//
// The measured intervals grow into a Trace with one row per rank, named after the platform
// node the rank plays (the executor's rank map), as exec::traceOf builds it at the end of a
// run: a "begin" opens an interval, the "end" with the same rank, kind, peer and step closes
// it. Peers are ranks, which are also the row indices.

#include "trace/trace.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace partita::views {

class RunEvents {
public:
    // `rankNodes[r]` names rank r's row; ranks beyond the list get a row "rank r", up to
    // kUnnamedRows rows in all: an event of a rank (or with a peer) beyond both is rejected.
    static constexpr int kUnnamedRows = 4096;
    explicit RunEvents(std::vector<std::string> rankNodes = {});

    // Forgets everything read so far and starts over with these row names.
    void reset(std::vector<std::string> rankNodes);

    // Reads the complete lines in `bytes` (and the one cut at the end of the previous call);
    // returns the lines that are neither events, progress nor summary, in order.
    QStringList feed(const QByteArray &bytes);
    // The output ended: reads a last line without its newline, if any.
    QStringList finish();

    // One row per rank (at least one per name given), the intervals in arrival order.
    const Trace &trace() const { return m_trace; }
    // Intervals closed so far; grows by one per "end" line.
    std::size_t intervalCount() const { return m_trace.intervals.size(); }
    // Begun and not ended yet.
    std::size_t openCount() const;
    // The last progress fraction in [0, 1], or -1 before the first progress line.
    double progress() const { return m_progress; }
    bool hasSummary() const { return !m_summary.isEmpty(); }
    // The summary line without its "ev" member (the fields of `partita run --json`).
    const QJsonObject &summary() const { return m_summary; }
    // Event lines that could not be used (an "end" without its "begin", an unknown kind).
    int rejectedCount() const { return m_rejected; }
    // Changes with every line that changed the trace, the progress or the summary.
    quint64 revision() const { return m_revision; }

private:
    // Returns false when the line is for the log.
    bool readLine(const QByteArray &line);
    int rowOf(int rank);

    using Key = std::tuple<int, int, int, int>; // rank, kind, peer, step
    std::vector<std::string> m_rankNodes;
    QByteArray m_pending;
    Trace m_trace;
    std::map<Key, std::vector<double>> m_open; // begin times not yet ended, oldest first
    double m_progress = -1;
    QJsonObject m_summary;
    int m_rejected = 0;
    quint64 m_revision = 0;
};

} // namespace partita::views
