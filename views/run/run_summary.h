#pragma once
// The last line of a run, `{"ev":"summary",...}` (docs/executor.md), as a value,
// and the part of the Run panel that shows it: verified or not (coloured), the largest error,
// GFLOP/s, measured against predicted makespan and their ratio, emulation overruns, the
// redistribution when speeds changed, and per rank the compute, communication and idle seconds.

#include "studio/csv_export.h"

#include <QJsonObject>
#include <QString>
#include <QWidget>

#include <vector>

class QLabel;
class QTableWidget;

namespace partita::views {

struct RankTimesRow {
    int rank = 0;
    QString node;
    double compute = 0, communication = 0, idle = 0;
    bool operator==(const RankTimesRow &) const = default;
};

struct RunSummary {
    QString algorithm;
    int ranks = 0;
    bool emulated = false;
    bool verified = false;
    double maxAbsError = 0;
    QString verification; // how C was checked
    double gflops = 0;
    double makespan = 0;  // seconds, end of the last computation
    double predicted = 0; // the simulator's makespan, in the run's seconds
    int overruns = 0;     // emulated kernels or messages that ended more than 1 ms after their predicted end
    double timeScale = 0; // emulated: real seconds per modelled time unit (time_scale)
    double fellBehind = 0; // emulated: the latest activity's seconds after its predicted end
    QString fellBehindAt;  // "rank 3 (P3) compute, step 5"; empty when none was late
    double afterPhase = 0; // gather or aggregation seconds
    QString afterPhaseName; // "gather_seconds" or "aggregation_seconds"
    std::vector<RankTimesRow> perRank;
    QJsonObject redistribution; // empty when speeds did not change
    // Cores of the one machine every rank ran on (a run on this machine), 0 when unknown or
    // spread over several machines: more ranks than cores take turns on them, and kernels and
    // messages then last longer than modelled (docs/executor.md).
    unsigned cores = 0;

    static RunSummary fromJson(const QJsonObject &summary);
    // measured / predicted makespan; NaN without a prediction.
    double ratio() const;
    // A makespan as the run's Gantt chart writes it (gantt/gantt_time_format.h, the unit of the
    // larger of the two makespans): one figure, one rounding, in the panel and the chart.
    QString makespanText(double seconds) const;
};

class RunSummaryView : public QWidget {
    Q_OBJECT

public:
    explicit RunSummaryView(QWidget *parent = nullptr);

    void setSummary(const RunSummary &summary);
    void clear();

    // What the view says, for tests and screenshots.
    QString verifiedText() const;
    QString factsText() const;
    QString redistributionText() const;
    QTableWidget *perRankTable() const { return m_table; }
    // The per-rank table as CSV: rank, processor, compute, communication and idle seconds in full.
    CsvTable csvTable() const;

private:
    QLabel *m_verified;
    QLabel *m_facts;
    QLabel *m_redistribution;
    QTableWidget *m_table;
};

} // namespace partita::views
