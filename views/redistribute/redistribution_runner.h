#pragma once
// The work behind the redistribution player, off the GUI thread (QtConcurrent) on copies, the
// results of older requests dropped (plan/latest_jobs.h). Two kinds of jobs, each with its
// own bookkeeping so that one never makes the other stale:
//   layout          plans `columns` (COL-PERI-SUM, paper 000 §2.3) for the problem bar's
//                   platform and problem, as the partition view does, and takes its layout
//                   (layoutFromPlan), with each processor's platform speed and colour;
//   redistribution  the target for the new speeds (targetLayout, §4.1), the greedy balancing
//                   (§4.5, Algorithm 1) and, when asked or under the actual cost model, the
//                   exact search (§4.6, Phases order, with a budget of layouts).

#include "model/platform.h"
#include "plan/latest_jobs.h"
#include "plan/plan_settings.h"
#include "redistribution/exact_search.h"
#include "redistribution/redistribution.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace partita::views {

struct PlannedLayout {
    int job = 0;
    Layout layout;
    std::vector<double> speeds;       // each processor's platform speed, layout order
    std::vector<std::size_t> colours; // each processor's colour slot (colourSlot of its id)
    QString title;                    // what the layout is, for the player's source line
    QString error;                    // why there is no layout
};

struct RedistributionRequest {
    Layout initial;
    std::vector<double> speeds; // new speeds, layout order
    CostModel model = CostModel::Constant;
    bool exact = false; // search under the constant model too (always under the actual one)
    std::size_t maxStates = kDefaultExactStates;
    bool searches() const { return exact || model == CostModel::Actual; }
    bool operator==(const RedistributionRequest &) const = default;
};

struct RedistributionResults {
    int job = 0;
    RedistributionRequest request;
    Layout target;
    Redistribution greedy;
    std::optional<ExactSearchResult> exact; // when searched
    // The initial layout, then the layout after each operation (what the player shows).
    std::vector<Layout> greedyLayouts, exactLayouts;
    std::int64_t slidingsOnly = 0; // column migrations and local slidings only (eq. 5.1)
    QString error;                          // why there is no redistribution
    double milliseconds = 0;

    bool ok() const { return error.isEmpty(); }
    // The search finished and found a cheaper sequence than greedy (the §4.6 case): the player
    // shows both side by side.
    bool exactDiffers() const
    {
        return exact && exact->complete && !exact->greedyOptimal
               && exact->best.operations() != greedy.operations();
    }
};

class RedistributionRunner : public QObject {
    Q_OBJECT

public:
    explicit RedistributionRunner(QObject *parent = nullptr);

    int requestLayout(const Platform &platform, const PlanSettings &settings);
    int requestRedistribution(const RedistributionRequest &request);
    // A layout from elsewhere (a file, the main window) replaced the planned one.
    void dropPendingLayouts() { m_layoutJobs.dropPending(); }
    bool isBusy() const { return m_layoutJobs.busy() || m_redistributionJobs.busy(); }

    // The work of one job, on the calling thread.
    static PlannedLayout planLayout(const Platform &platform, const PlanSettings &settings);
    // A cancelled `cancel` stops the exact search with Cancelled.
    static RedistributionResults redistribute(const RedistributionRequest &request,
                                              const CancelToken *cancel = nullptr);

signals:
    void layoutReady(const partita::views::PlannedLayout &layout);
    void resultsReady(const partita::views::RedistributionResults &results);
    void busyChanged(bool busy);

private:
    void reportBusy();

    LatestJobs m_layoutJobs, m_redistributionJobs;
    bool m_busy = false;
};

} // namespace partita::views
