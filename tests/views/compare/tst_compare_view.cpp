// The comparison view's SharedRing and master-worker tabs: one curve per H/W ratio (and the
// problem bar's H/W) with as many points as the evaluation's t_step_by_size; one bar pair per
// master-worker strategy that applies, the others listed with their reason under the chart.
#include "compare/chart_panel.h"
#include "compare/compare_runner.h"
#include "compare/compare_view.h"
#include "evaluate/evaluate.h"
#include "io/platform_json.h"

#include <QSignalSpy>
#include <QtTest>

#include <set>

using namespace partita;
using namespace partita::views;

namespace {

Platform example(const char *name)
{
    return readPlatformFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/%1").arg(QLatin1String(name)).toStdString());
}

// Shows the results of one request and waits for them (no fixed delay).
bool compareOn(CompareView &view, const Platform &platform, const PlanSettings &settings)
{
    QSignalSpy shown(&view, &CompareView::resultsShown);
    view.setInput(platform, settings);
    return shown.wait(60000) || !shown.isEmpty();
}

} // namespace

class TestCompareView : public QObject {
    Q_OBJECT

private slots:
    void ringHasOneCurvePerRatio()
    {
        CompareView view;
        view.showChart(CompareView::Chart::Ring);
        const Platform platform = example("toy-cluster.json");
        PlanSettings s;
        s.params.h = 300;
        s.params.w = 1000;
        QVERIFY(compareOn(view, platform, s));
        const CompareResults &r = view.results();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.ring.size(), CompareRunner::ringRatios().size() + 1);

        std::vector<double> ratios = CompareRunner::ringRatios();
        ratios.push_back(s.params.h / s.params.w);
        std::vector<ChartPanel::Shown> lines;
        for (const ChartPanel::Shown &c : view.chart(CompareView::Chart::Ring)->shown())
            if (c.kind == QLatin1String("line"))
                lines.push_back(c);
        QCOMPARE(lines.size(), ratios.size());
        std::size_t dots = 0;
        for (const ChartPanel::Shown &c : view.chart(CompareView::Chart::Ring)->shown())
            dots += c.kind == QLatin1String("dots") ? c.points : 0;
        QCOMPARE(dots, ratios.size()); // the best size of each curve

        for (std::size_t i = 0; i < ratios.size(); ++i) {
            EvaluateOptions o = s.evaluateOptions();
            o.params.h = ratios[i] * s.params.w;
            const Evaluation e = evaluate("ring", platform, s.problem, o);
            const RingResult &ring = e.detailsAs<RingDetails>()->result;
            const auto &expected = ring.tStepBySize;
            QCOMPARE(r.ring[i].tStepBySize, expected);
            QCOMPARE(lines[i].points, expected.size());
            QVERIFY2(lines[i].name.contains(QString::number(ratios[i], 'g', 4)), qPrintable(lines[i].name));
            QCOMPARE(r.ring[i].bestSize, ring.ring.size());
        }
    }

    void masterWorkerHasOneBarPairPerApplicableStrategy()
    {
        CompareView view;
        view.showChart(CompareView::Chart::MasterWorker);
        const Platform platform = example("mw-table2.json");
        QVERIFY(compareOn(view, platform, PlanSettings{}));
        const CompareResults &r = view.results();
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));

        std::vector<std::string> applicable;
        for (const std::string &a : strategyNames(Family::MasterWorker)) {
            try {
                EvaluateOptions o = PlanSettings{}.evaluateOptions();
                evaluate(a, platform, PlanSettings{}.problem, o);
                applicable.push_back(a);
            } catch (const std::exception &) {
            }
        }
        QVERIFY(!applicable.empty());
        QCOMPARE(r.masterWorker.size(), applicable.size());
        for (std::size_t i = 0; i < applicable.size(); ++i)
            QCOMPARE(r.masterWorker[i].algorithm, applicable[i]);

        const auto shown = view.chart(CompareView::Chart::MasterWorker)->shown();
        QCOMPARE(shown.size(), std::size_t(2)); // ratio and steady-state ratio
        for (const ChartPanel::Shown &set : shown) {
            QCOMPARE(set.kind, QStringLiteral("bars"));
            QCOMPARE(set.points, applicable.size());
        }
    }

    void strategiesThatDoNotApplyAreListed()
    {
        // Without a master no master-worker strategy applies: no bars, each listed with why.
        Platform platform = example("star16.json");
        platform.master.clear();
        CompareView view;
        view.showChart(CompareView::Chart::MasterWorker);
        QVERIFY(compareOn(view, platform, PlanSettings{}));
        QVERIFY(view.results().masterWorker.empty());
        QVERIFY(view.chart(CompareView::Chart::MasterWorker)->shown().empty());
        for (const std::string &a : strategyNames(Family::MasterWorker))
            QVERIFY2(view.note().contains(QString::fromStdString(a) + QStringLiteral(" (")), qPrintable(view.note()));
        // The master-worker tab lists master-worker strategies only.
        QVERIFY(!view.note().contains(QStringLiteral("lbp-star (")));
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compare_view.moc"
