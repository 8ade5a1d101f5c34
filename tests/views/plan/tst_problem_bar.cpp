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
#include "plan/plan_runner.h"
#include "plan/problem_bar.h"
#include "plan/strategy_menu.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QtTest>

#include <algorithm>

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
    // The shape (docs/studio.md, Shapes): "Square" ticked shows one field n and gives m = k = n;
    // unticked, m and k show beside n, starting from the square product, and give C (m×n) =
    // A (m×k) · B (k×n); a product of another shape set from outside unticks it.
    void shapeFields()
    {
        ProblemBar bar;
        bar.show();
        auto *square = bar.findChild<QCheckBox *>(QStringLiteral("square"));
        auto *m = bar.findChild<QSpinBox *>(QStringLiteral("m"));
        auto *k = bar.findChild<QSpinBox *>(QStringLiteral("k"));
        auto *n = bar.findChild<QSpinBox *>(QStringLiteral("n"));
        QVERIFY(square && m && k && n);
        QVERIFY(square->isChecked());
        QVERIFY(!m->isVisible());
        QVERIFY(!k->isVisible());
        QVERIFY(n->isVisible());
        QCOMPARE(bar.settings().problem, (Problem{4000, 80}));
        n->setValue(3000);
        QCOMPARE(bar.settings().problem, (Problem{3000, 80})); // one field to type

        QSignalSpy changed(&bar, &ProblemBar::settingsChanged);
        square->setChecked(false);
        QVERIFY(m->isVisible());
        QVERIFY(k->isVisible());
        QCOMPARE(m->value(), 3000);
        QCOMPARE(k->value(), 3000);
        QCOMPARE(bar.settings().problem, (Problem{3000, 80}));
        m->setValue(2000);
        k->setValue(8000);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(bar.settings().problem, Problem::product(2000, 8000, 3000, 80));

        square->setChecked(true);
        QVERIFY(!m->isVisible());
        QCOMPARE(bar.settings().problem, (Problem{3000, 80}));

        PlanSettings s;
        s.problem = Problem::product(240, 1000, 560, 40);
        bar.setSettings(s);
        QVERIFY(!square->isChecked());
        QVERIFY(m->isVisible());
        QCOMPARE(bar.settings().problem, s.problem);
        s.problem = Problem{500, 40};
        bar.setSettings(s);
        QVERIFY(square->isChecked());
        QCOMPARE(bar.settings().problem, s.problem);
    }

    // On a product that is not square, the strategies that take square products only are
    // greyed in the menu with requireShape's reason as their tooltip, the chosen one's reason
    // is in the box's tooltip, and the plan runner never runs them: its outcome is the reason.
    // Square again, every strategy is enabled with its description.
    // The network model (docs/studio.md): a combo beside the network with a visible label of
    // its own, read into the settings (params.flow, which every evaluation takes), set from
    // them, and a change is a change of the settings (results go stale).
    void networkModel()
    {
        ProblemBar bar;
        auto *model = bar.findChild<QComboBox *>(QStringLiteral("networkModel"));
        QVERIFY(model);
        QCOMPARE(model->count(), 3);
        auto *label = bar.findChild<QLabel *>(QStringLiteral("networkModelLabel"));
        QVERIFY(label);
        QCOMPARE(label->buddy(), model);
        QCOMPARE(label->text(), QStringLiteral("Sharing"));
        bar.show();
        QVERIFY(label->isVisible());
        QVERIFY(label->geometry().right() < model->geometry().left()); // before it, on the same bar
        QCOMPARE(bar.settings().params.flow, sim::FlowModel::Ideal);
        QSignalSpy changed(&bar, &ProblemBar::settingsChanged);
        model->setCurrentIndex(model->findData(static_cast<int>(sim::FlowModel::Lv08)));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(bar.settings().params.flow, sim::FlowModel::Lv08);
        QCOMPARE(bar.settings().evaluateOptions().params.flow, sim::FlowModel::Lv08);
        PlanSettings s;
        s.params.flow = sim::FlowModel::Cm02;
        bar.setSettings(s);
        QCOMPARE(model->currentData().toInt(), static_cast<int>(sim::FlowModel::Cm02));
        QCOMPARE(bar.settings(), s);
    }

    void strategiesRefusingTheShapeAreGreyed()
    {
        ProblemBar bar;
        PlanSettings s;
        s.problem = Problem::product(2000, 4000, 6000, 80);
        bar.setSettings(s);
        QComboBox *box = bar.strategyField();
        const auto *model = qobject_cast<const QStandardItemModel *>(box->model());
        QVERIFY(model);
        int greyed = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QStandardItem *item = model->item(row, 0);
            const StrategyInfo *info = findStrategy(item->data(Qt::UserRole).toString().toStdString());
            if (!info)
                continue;
            QCOMPARE(item->isEnabled(), info->rectangular);
            QCOMPARE(model->item(row, 1)->isEnabled(), info->rectangular);
            if (!info->rectangular) {
                ++greyed;
                QCOMPARE(item->toolTip(), shapeRefusal(*info, s.problem));
                // a product strategy says it takes square products only; the ring and LU, which
                // are no products, that --m and --k do not apply
                QVERIFY2(item->toolTip().contains(QStringLiteral("square products only"))
                             || ((info->family == Family::Ring || info->family == Family::Lu)
                                 && item->toolTip().contains(QStringLiteral("do not apply"))),
                         qPrintable(item->toolTip()));
                QVERIFY(item->toolTip().contains(QStringLiteral("2000×4000 by 4000×6000")));
            } else {
                QCOMPARE(item->toolTip(), strategyDescription(*info));
            }
        }
        QVERIFY(greyed > 0 || std::all_of(strategies().begin(), strategies().end(),
                                          [](const StrategyInfo &i) { return i.rectangular; }));
        if (!strategyInfo("columns").rectangular) {
            QVERIFY(box->toolTip().contains(QStringLiteral("square products only")));
            const PlanResults results = PlanRunner::compute(star16(), bar.settings(), {"columns"});
            QVERIFY(!results.outcomes.front().plan);
            QCOMPARE(results.outcomes.front().error, shapeRefusal(strategyInfo("columns"), s.problem));
        }

        s.problem = Problem{4000, 80};
        bar.setSettings(s);
        for (int row = 0; row < model->rowCount(); ++row) {
            const QStandardItem *item = model->item(row, 0);
            if (const StrategyInfo *info = findStrategy(item->data(Qt::UserRole).toString().toStdString())) {
                QVERIFY(item->isEnabled());
                QCOMPARE(item->toolTip(), strategyDescription(*info));
            }
        }
        QVERIFY(!box->toolTip().contains(QStringLiteral("square products only")));
    }

    void offersEveryEvaluableStrategy()
    {
        ProblemBar bar;
        QComboBox *strategy = bar.strategyField();
        for (const std::string &a : strategyNames())
            QVERIFY2(strategy->findData(QString::fromStdString(a)) >= 0, a.c_str());
    }

    // The strategies come grouped from the strategy table (core/strategy/strategy.h): a header
    // per family in the order partitions, master-worker, layer-based, mesh baselines, ring,
    // that cannot be chosen, then that family's strategies, each with its summary and source in
    // the popup's second column and its tooltip.
    void strategiesGroupedWithDescriptions()
    {
        ProblemBar bar;
        QComboBox *box = bar.strategyField();
        const QAbstractItemModel *model = box->model();
        QCOMPARE(model->columnCount(), 2);
        QStringList headers;
        std::vector<std::string> names;
        Family family = Family::Partition;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex name = model->index(row, 0);
            const QString data = name.data(Qt::UserRole).toString();
            if (data.isEmpty()) {
                headers << name.data().toString();
                QVERIFY(!(model->flags(name) & Qt::ItemIsSelectable));
                QVERIFY(!(model->flags(name) & Qt::ItemIsEnabled));
                family = strategyMenuFamilies()[static_cast<std::size_t>(headers.size() - 1)];
                continue;
            }
            const StrategyInfo &info = strategyInfo(data.toStdString());
            QCOMPARE(info.family, family); // under its own family's header
            QVERIFY(!info.summary.empty());
            QVERIFY(!info.source.empty());
            const QString description = model->index(row, 1).data().toString();
            QVERIFY(description.contains(QString::fromStdString(info.summary)));
            QVERIFY(description.contains(QString::fromStdString(info.source)));
            QCOMPARE(name.data(Qt::ToolTipRole).toString(), description);
            names.push_back(info.name);
        }
        QCOMPARE(headers, (QStringList{QStringLiteral("Partitions"), QStringLiteral("Master-worker"),
                                       QStringLiteral("Layer-based"), QStringLiteral("Mesh baselines"),
                                       QStringLiteral("Ring"), QStringLiteral("LU factorization")}));
        std::sort(names.begin(), names.end());
        std::vector<std::string> all = strategyNames();
        std::sort(all.begin(), all.end());
        QCOMPARE(names, all); // each strategy once
        QCOMPARE(strategyInfo("columns").source, std::string("paper 000 §2.3"));
        QCOMPARE(strategyInfo("mw-global").source, std::string("paper 002 §6.2.1"));
        // The closed box shows a strategy, never a header; an unknown name falls back to columns.
        PlanSettings s;
        s.algorithm = "no-such-strategy";
        bar.setSettings(s);
        QCOMPARE(bar.settings().algorithm, std::string("columns"));
        QVERIFY(box->toolTip().contains(QStringLiteral("COL-PERI-SUM")));
    }

    void parametersShowOnlyWithTheirStrategy_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<QStringList>("visible");
        QTest::newRow("columns") << QStringLiteral("columns") << QStringList{};
        QTest::newRow("hetero-block-cyclic") << QStringLiteral("hetero-block-cyclic") << QStringList{QStringLiteral("l")};
        QTest::newRow("lbp-star") << QStringLiteral("lbp-star") << QStringList{QStringLiteral("mode"), QStringLiteral("order")};
        QTest::newRow("lbp-mesh") << QStringLiteral("lbp-mesh") << QStringList{QStringLiteral("heuristic")};
        QTest::newRow("ring") << QStringLiteral("ring")
                              << QStringList{QStringLiteral("h"), QStringLiteral("w"), QStringLiteral("ringRefine")};
        QTest::newRow("mw-global") << QStringLiteral("mw-global") << QStringList{};
        QTest::newRow("lu-hetero") << QStringLiteral("lu-hetero") << QStringList{QStringLiteral("luSteps")};
        QTest::newRow("lu-homogeneous") << QStringLiteral("lu-homogeneous") << QStringList{};
    }

    void parametersShowOnlyWithTheirStrategy()
    {
        QFETCH(QString, strategy);
        QFETCH(QStringList, visible);
        ProblemBar bar;
        bar.show();
        choose(bar.strategyField(), strategy);
        for (const QString &name : {QStringLiteral("l"), QStringLiteral("mode"), QStringLiteral("order"),
                                    QStringLiteral("heuristic"), QStringLiteral("h"), QStringLiteral("w"),
                                    QStringLiteral("ringRefine"), QStringLiteral("luSteps")}) {
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
        choose(bar.findChild<QComboBox *>(QStringLiteral("ringRefine")), QStringLiteral("program"));
        choose(bar.findChild<QComboBox *>(QStringLiteral("luSteps")), QStringLiteral("streamed"));
        QCOMPARE(changed.count(), 7);
        const PlanSettings s = bar.settings();
        QCOMPARE(s.params.ringRefine, RingRefinement::Program);
        QCOMPARE(s.params.luSteps, LuSteps::Streamed);
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
