#pragma once
// Evaluates every strategy of the comparison (evaluate/evaluate.h) off the GUI thread on a
// copy of the platform, plus a sweep over n; stale results are dropped by job number.

#include "model/platform.h"
#include "model/problem.h"

#include <QObject>
#include <QString>

#include <string>
#include <vector>

namespace partita::views {

struct CompareRow {
    std::string algorithm;
    bool ok = false;
    QString error; // why the strategy does not apply
    double makespan = 0;
    double commVolume = 0; // elements; NaN where the notion does not apply
    int workersUsed = 0;
    double imbalance = 0;
};

struct SweepSeries {
    std::string algorithm;
    std::vector<double> makespans; // one per SweepResult::ns; NaN where it does not apply
};

struct CompareResults {
    int job = 0;
    Problem problem;
    QString timeUnit;
    QString error;            // the platform or problem is invalid
    double volumeLowerBound = 0; // 2·Σ√s_i·n² elements (paper 004 Lemma 2)
    std::vector<CompareRow> rows;
    std::vector<std::int64_t> ns;
    std::vector<SweepSeries> sweep;
};

class CompareRunner : public QObject {
    Q_OBJECT

public:
    explicit CompareRunner(QObject *parent = nullptr);

    int request(const Platform &platform, const Problem &problem);
    bool isBusy() const { return m_running > 0; }

    // The strategies of the sweep curves: the partitions and the layer-based star.
    static std::vector<std::string> sweepAlgorithms();
    // The n values of the sweep: eight multiples of q up to 2n.
    static std::vector<std::int64_t> sweepValues(const Problem &problem);
    static CompareResults compute(const Platform &platform, const Problem &problem);

signals:
    void resultsReady(const partita::views::CompareResults &results);
    void busyChanged(bool busy);

private:
    int m_latest = 0;
    int m_running = 0;
};

} // namespace partita::views
