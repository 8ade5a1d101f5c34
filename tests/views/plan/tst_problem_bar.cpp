// The problem bar offers every strategy evaluate() knows and shows each strategy's own
// parameters only with it (l: hetero-block-cyclic, mode/order: lbp-star, heuristic: lbp-mesh,
// H/W: ring); its values reach the runners: the plan runner's results carry them, the
// comparison runner is asked with them, and lbp-star is drawn as layers with its k_i while a
// schedule such as mw-global says where to look instead.
#include "compare/compare_runner.h"
#include "compare/compare_view.h"
#include "evaluate/evaluate.h"
#include "io/platform_json.h"
#include "partition/partition_view.h"
#include "partition/partition_widget.h"
#include "plan/problem_bar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

using namespace partita;
using namespace partita::views;

namespace {

Platform star16()
{
    return readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
}

// Chooses the item shown as `text` (the names of strategies, modes and orders).
void choose(QComboBox *box, const QString &text)
{
    const int i = box->findText(text);
    QVERIFY2(i >= 0, qPrintable(text));
    box->setCurrentIndex(i);
}

} // namespace

class TestProblemBar : public QObject {
    Q_OBJECT

private slots:
    void offersEveryEvaluableStrategy()
    {
        ProblemBar bar;
        QComboBox *strategy = bar.strategyField();
        QCOMPARE(static_cast<std::size_t>(strategy->count()), strategyNames().size());
        for (const std::string &a : strategyNames())
            QVERIFY2(strategy->findData(QString::fromStdString(a)) >= 0, a.c_str());
    }

    void parametersShowOnlyWithTheirStrategy_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<QStringList>("visible");
        QTest::newRow("columns") << QStringLiteral("columns") << QStringList{};
        QTest::newRow("hetero-block-cyclic") << QStringLiteral("hetero-block-cyclic") << QStringList{QStringLiteral("l")};
        QTest::newRow("lbp-star") << QStringLiteral("lbp-star") << QStringList{QStringLiteral("mode"), QStringLiteral("order")};
        QTest::newRow("lbp-mesh") << QStringLiteral("lbp-mesh") << QStringList{QStringLiteral("heuristic")};
        QTest::newRow("ring") << QStringLiteral("ring") << QStringList{QStringLiteral("h"), QStringLiteral("w")};
        QTest::newRow("mw-global") << QStringLiteral("mw-global") << QStringList{};
    }

    void parametersShowOnlyWithTheirStrategy()
    {
        QFETCH(QString, strategy);
        QFETCH(QStringList, visible);
        ProblemBar bar;
        bar.show();
        choose(bar.strategyField(), strategy);
        for (const QString &name : {QStringLiteral("l"), QStringLiteral("mode"), QStringLiteral("order"),
                                    QStringLiteral("heuristic"), QStringLiteral("h"), QStringLiteral("w")}) {
            auto *field = bar.findChild<QWidget *>(name);
            QVERIFY2(field, qPrintable(name));
            QVERIFY2(field->isVisible() == visible.contains(name), qPrintable(name));
            QVERIFY2(!field->toolTip().isEmpty(), qPrintable(name));
        }
    }

    void editsChangeTheSettings()
    {
        ProblemBar bar;
        QSignalSpy changed(&bar, &ProblemBar::settingsChanged);
        choose(bar.findChild<QComboBox *>(QStringLiteral("mode")), QStringLiteral("scss"));
        choose(bar.findChild<QComboBox *>(QStringLiteral("order")), QStringLiteral("speed"));
        bar.findChild<QCheckBox *>(QStringLiteral("heuristic"))->setChecked(true);
        bar.findChild<QDoubleSpinBox *>(QStringLiteral("h"))->setValue(25);
        bar.findChild<QDoubleSpinBox *>(QStringLiteral("w"))->setValue(500);
        QCOMPARE(changed.count(), 5);
        const PlanSettings s = bar.settings();
        QCOMPARE(s.params.mode, StarMode::Scss);
        QCOMPARE(s.params.order, ServiceOrder::Speed);
        QVERIFY(s.params.heuristic);
        QCOMPARE(s.params.h, 25.0);
        QCOMPARE(s.params.w, 500.0);
        const EvaluateOptions o = s.evaluateOptions();
        QVERIFY(o.params == s.params);
        QVERIFY(!o.trace);
        // H and W stay strictly positive.
        auto *w = bar.findChild<QDoubleSpinBox *>(QStringLiteral("w"));
        w->setValue(0);
        QVERIFY(bar.settings().params.w > 0);
        // setSettings round-trips.
        ProblemBar other;
        other.setSettings(s);
        QVERIFY(other.settings() == s);
    }

    void lbpStarIsDrawnAsLayersWithItsMode()
    {
        ProblemBar bar;
        PartitionView view;
        const Platform platform = star16();
        QObject::connect(&bar, &ProblemBar::settingsChanged, &view, [&] { view.setInput(platform, bar.settings()); });
        choose(bar.strategyField(), QStringLiteral("lbp-star"));
        choose(bar.findChild<QComboBox *>(QStringLiteral("mode")), QStringLiteral("scss"));
        QTRY_VERIFY(view.results().job == view.runner()->latestJob() && view.results().settings.params.mode == StarMode::Scss);
        const PlanOutcome &o = view.pane(0)->outcome();
        QVERIFY2(o.plan.has_value(), qPrintable(o.error));
        QCOMPARE(o.plan->kind, PlanKind::Layers);
        // The k_i are the planner's, for the mode chosen.
        EvaluateOptions options = bar.settings().evaluateOptions();
        const Evaluation e = evaluate("lbp-star", platform, bar.settings().problem, options);
        const LbpResult &r = e.detailsAs<LayerBasedDetails>()->result;
        QCOMPARE(o.plan->pieces.size(), r.ids.size());
        for (const Piece &piece : o.plan->pieces)
            QCOMPARE(piece.k, r.kOf(piece.processor));
        QCOMPARE(o.metrics.predictedMakespan, e.makespan);
    }

    void aScheduleIsNotAPartition()
    {
        PartitionView view;
        PlanSettings s;
        s.algorithm = "mw-global";
        QSignalSpy shown(&view, &PartitionView::resultsShown);
        view.setInput(star16(), s);
        QTRY_COMPARE(shown.count(), 1);
        const PlanOutcome &o = view.pane(0)->outcome();
        QVERIFY(!o.plan);
        QVERIFY(o.notAPartition);
        QVERIFY2(o.error.contains(QStringLiteral("mw-global is a schedule, not a partition")), qPrintable(o.error));
        QVERIFY(o.error.contains(QStringLiteral("Comparison")));
    }

    void ringParametersReachTheComparison()
    {
        ProblemBar bar;
        CompareView view;
        const Platform platform = star16();
        QSignalSpy requested(view.runner(), &CompareRunner::requested);
        QObject::connect(&bar, &ProblemBar::settingsChanged, &view, [&] { view.setInput(platform, bar.settings()); });
        choose(bar.strategyField(), QStringLiteral("ring"));
        bar.findChild<QDoubleSpinBox *>(QStringLiteral("h"))->setValue(40);
        QCOMPARE(requested.count(), 2);
        const auto last = requested.last().at(1).value<PlanSettings>();
        QCOMPARE(last.params.h, 40.0);
        QCOMPARE(last.algorithm, std::string("ring"));
        // The results shown are those of the last request, with its H as the fourth curve.
        QTRY_VERIFY(!view.runner()->isBusy() && view.results().job == requested.last().at(0).toInt());
        QCOMPARE(view.results().settings.params.h, 40.0);
        QCOMPARE(view.results().ring.size(), CompareRunner::ringRatios().size() + 1);
        QVERIFY(view.results().ring.back().current);
        QCOMPARE(view.results().ring.back().ratio, 40.0 / bar.settings().params.w);
    }
};

QTEST_MAIN(TestProblemBar)
#include "tst_problem_bar.moc"
