// The redistribution player's values and models: speed presets, the table of new speeds, the
// list of operations and the layout files it opens (with the bundled §4.6 example).
#include "paper_layouts.h"
#include "redistribute/layout_case.h"
#include "redistribute/operation_list_model.h"
#include "redistribute/speed_presets.h"
#include "redistribute/speed_table_model.h"
#include "model/error.h"
#include "redistribution/greedy_balancer.h"
#include "redistribution/layout_json.h"
#include "redistribution/target_layout.h"
#include "report/palette.h"

#include <QColor>
#include <QSignalSpy>
#include <QtTest>

using namespace partita;
using namespace partita::views;

namespace {

const std::vector<double> kOld{4, 2, 1, 1, 8};

std::string withMembers(const Layout &l, const std::string &members)
{
    std::string text = layoutToJson(l);
    return "{\n" + members + ",\n" + text.substr(2); // after the opening "{\n"
}

} // namespace

class TestRedistributionModels : public QObject {
    Q_OBJECT

private slots:
    void presets()
    {
        auto s = SpeedPresets::apply(SpeedPreset::OneSlower, kOld, 1, 0);
        QCOMPARE(s, (std::vector<double>{4, 1, 1, 1, 8}));
        s = SpeedPresets::apply(SpeedPreset::OneFaster, kOld, 4, 0);
        QCOMPARE(s, (std::vector<double>{4, 2, 1, 1, 16}));
        QCOMPARE(SpeedPresets::apply(SpeedPreset::Unchanged, kOld, 0, 0), kOld);
        s = SpeedPresets::apply(SpeedPreset::AllEqual, kOld, 0, 0);
        QCOMPARE(s, std::vector<double>(5, 16.0 / 5));
        // Out of range: nothing changes.
        QCOMPARE(SpeedPresets::apply(SpeedPreset::OneSlower, kOld, 9, 0), kOld);
        // A speed that is not > 0 becomes a thousandth of the smallest positive one.
        s = SpeedPresets::apply(SpeedPreset::Unchanged, {2, 0, -1, 0.5}, 0, 0);
        QCOMPARE(s, (std::vector<double>{2, 0.0005, 0.0005, 0.5}));
    }

    // ±30 %: every speed within [0.7, 1.3] × the old one, the same seed the same speeds,
    // another seed other speeds; the draws spread over the range.
    void randomPresetIsSeeded()
    {
        std::vector<double> old(200, 3.0);
        const auto a = SpeedPresets::apply(SpeedPreset::Random, old, 0, 7);
        const auto b = SpeedPresets::apply(SpeedPreset::Random, old, 0, 7);
        const auto c = SpeedPresets::apply(SpeedPreset::Random, old, 0, 8);
        QCOMPARE(a, b);
        QVERIFY(a != c);
        double lo = 10, hi = 0;
        for (double v : a) {
            QVERIFY(v >= 3.0 * 0.7 && v <= 3.0 * 1.3);
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        QVERIFY(lo < 3.0 * 0.75);
        QVERIFY(hi > 3.0 * 1.25);
    }

    // Paper 000 §4.1: δ_i = 0 for every processor when the speeds are the areas, so the target
    // of fromAreas is the layout itself.
    void areasAreTheBalancedSpeeds()
    {
        for (const Layout &l : {testing::figure9(12).initial, testing::figure7(6).initial,
                                testing::makeLayout(6, {4, 2}, {{2, 4}, {6}})}) {
            const auto speeds = SpeedPresets::fromAreas(l);
            QCOMPARE(speeds.size(), l.processorCount());
            QCOMPARE(targetLayout(l, speeds), l);
        }
    }

    void speedTable()
    {
        const Layout l = testing::makeLayout(6, {4, 2}, {{2, 4}, {6}});
        SpeedTableModel m;
        QSignalSpy changed(&m, &SpeedTableModel::newSpeedsChanged);
        m.setProcessors(l, {1, 2, 3}, {1, 2, 3}, {5, 6, 7});
        QCOMPARE(m.rowCount(), 3);
        QCOMPARE(m.columnCount(), int(SpeedTableModel::ColumnCount));
        QCOMPARE(m.data(m.index(1, SpeedTableModel::Processor)).toString(), QStringLiteral("c1p2"));
        QCOMPARE(m.data(m.index(1, SpeedTableModel::Area)).toString(), QStringLiteral("16")); // 4 × 4
        QCOMPARE(m.data(m.index(1, SpeedTableModel::TargetArea)).toString(), QStringLiteral("…"));
        const Rgb c = processorColor(6);
        QCOMPARE(m.data(m.index(1, SpeedTableModel::Processor), Qt::DecorationRole).value<QColor>(),
                 QColor(c.r, c.g, c.b));
        QVERIFY(m.flags(m.index(0, SpeedTableModel::NewSpeed)) & Qt::ItemIsEditable);
        QVERIFY(!(m.flags(m.index(0, SpeedTableModel::OldSpeed)) & Qt::ItemIsEditable));
        QCOMPARE(changed.count(), 0);

        // Only finite numbers > 0 are taken.
        const QModelIndex speed = m.index(2, SpeedTableModel::NewSpeed);
        for (const char *bad : {"0", "-1", "abc", "inf", "nan", ""})
            QVERIFY2(!m.setData(speed, QString::fromLatin1(bad)), bad);
        QCOMPARE(changed.count(), 0);
        QVERIFY(m.setData(speed, QStringLiteral("1.5")));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m.newSpeeds(), (std::vector<double>{1, 2, 1.5}));
        QCOMPARE(m.oldSpeeds(), (std::vector<double>{1, 2, 3}));
        QVERIFY(!m.setData(m.index(0, SpeedTableModel::OldSpeed), QStringLiteral("5")));

        // Target areas from the target layout: speeds 1, 2, 1.5 -> widths 4 and 2 (3 : 1.5),
        // rows 2 and 4 in the first column.
        const Layout target = targetLayout(l, m.newSpeeds());
        m.setTarget(target);
        QCOMPARE(m.data(m.index(0, SpeedTableModel::TargetArea)).toString(), QString::number(target.area({0, 0})));
        m.setNewSpeeds({1, 2, 1.5});
        QCOMPARE(changed.count(), 1); // nothing changed
        m.setNewSpeeds({2, 2, 2});
        QCOMPARE(changed.count(), 2);
    }

    // Paper 000 §4.6 under the actual model: greedy's two row migrations cost 24 each.
    void operationList()
    {
        const auto pc = testing::figure9(12);
        const Redistribution r = greedyRedistribution(pc.initial, pc.target, CostModel::Actual);
        OperationListModel m;
        m.setRedistribution(r);
        QCOMPARE(m.rowCount(), 2);
        QCOMPARE(m.totalCost(), std::int64_t{48});
        QCOMPARE(m.data(m.index(0, OperationListModel::Number)).toInt(), 1);
        QCOMPARE(m.data(m.index(0, OperationListModel::Cost)).toString(), QStringLiteral("24"));
        QCOMPARE(m.data(m.index(1, OperationListModel::Total)).toString(), QStringLiteral("48"));
        const QString first = m.data(m.index(0, OperationListModel::Description)).toString();
        QVERIFY(QString::fromStdString(describe(pc.initial, r.operations()[0])).startsWith(first));
        QVERIFY(first.startsWith(QStringLiteral("row migration")));
        QVERIFY(!first.contains(QStringLiteral("(cost")));
        m.setCurrent(1);
        QCOMPARE(m.data(m.index(1, 0), Qt::FontRole).value<QFont>().bold(), true);
        QVERIFY(!m.data(m.index(0, 0), Qt::FontRole).isValid());
    }

    // The list writes its operations in the studio's language (tr()), in English as core's
    // describe() does, without the cost: Fig. 7's column migration, row migrations and slidings.
    void operationTextsAreCoresWithoutCost()
    {
        const auto pc = testing::figure7(6);
        const Redistribution r = greedyRedistribution(pc.initial, pc.target, CostModel::Constant);
        OperationListModel m;
        m.setRedistribution(r);
        QVERIFY(m.rowCount() >= 3);
        Layout layout = r.initial();
        for (int i = 0; i < m.rowCount(); ++i) {
            const Operation &op = r.operations()[static_cast<std::size_t>(i)];
            const QString core = QString::fromStdString(describe(layout, op));
            const QString suffix = QStringLiteral(" (cost %1)").arg(op.cost);
            QCOMPARE(m.data(m.index(i, OperationListModel::Description)).toString() + suffix, core);
            layout = applyOperation(layout, op);
        }
    }

    // The bundled example: the file on disk and the resource the views carry are the same
    // case, paper 000 Fig. 9 with n = 12 (tests/core/redistribution/paper_layouts.h).
    void bundledExample_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("resources/examples") << QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/fig9.layout");
        QTest::newRow("Qt resource") << QString::fromLatin1(kFigure9Example);
    }

    void bundledExample()
    {
        QFETCH(QString, path);
        const auto pc = testing::figure9(12);
        const LayoutCase c = readLayoutCase(path.toStdString());
        QCOMPARE(c.layout, pc.initial);
        QCOMPARE(c.speeds, pc.speeds);
        QCOMPARE(c.model, std::optional<CostModel>(CostModel::Actual));
        QVERIFY(QString::fromStdString(c.title).contains(QStringLiteral("§4.6")));
        QCOMPARE(targetLayout(c.layout, c.speeds), pc.target);
        // It stays an ordinary layout file for the command line.
        QCOMPARE(readLayoutFile(PARTITA_SOURCE_DIR "/resources/examples/fig9.layout"), pc.initial);
    }

    void plainLayoutHasNoCase()
    {
        const Layout l = testing::makeLayout(6, {4, 2}, {{2, 4}, {6}});
        const LayoutCase c = parseLayoutCase(layoutToJson(l), "plain.json");
        QCOMPARE(c.layout, l);
        QVERIFY(c.speeds.empty());
        QVERIFY(!c.model);
        QVERIFY(c.title.empty());
    }

    void badCases_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const Layout l = testing::makeLayout(6, {4, 2}, {{2, 4}, {6}});
        QTest::newRow("not JSON") << QStringLiteral("{ nope") << QStringLiteral("case.layout:1: invalid JSON");
        QTest::newRow("not a layout") << QStringLiteral("{\"format\": \"partita-platform/1\"}")
                                      << QStringLiteral("unknown format");
        QTest::newRow("too few speeds") << QString::fromStdString(withMembers(l, "  \"_speeds\": [1, 2]"))
                                        << QStringLiteral("case.layout:2: _speeds gives 2 values but the layout has 3");
        QTest::newRow("zero speed") << QString::fromStdString(withMembers(l, "  \"_speeds\": [1,\n 0, 2]"))
                                    << QStringLiteral("case.layout:3: _speeds[1] must be > 0");
        QTest::newRow("text speed") << QString::fromStdString(withMembers(l, "  \"_speeds\": [1, \"2\", 2]"))
                                    << QStringLiteral("_speeds[1] must be a number");
        QTest::newRow("cost model") << QString::fromStdString(withMembers(l, "  \"_cost_model\": \"cheap\""))
                                    << QStringLiteral("_cost_model must be \"constant\" or \"actual\"");
    }

    void badCases()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        try {
            parseLayoutCase(text.toStdString(), "case.layout");
            QFAIL("accepted");
        } catch (const InputError &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(expected), e.what());
        }
    }

    void unreadableFile()
    {
        QVERIFY_THROWS_EXCEPTION(InputError, readLayoutCase("/nonexistent/dir/x.layout"));
        QVERIFY_THROWS_EXCEPTION(InputError, readLayoutCase(":/examples/missing.layout"));
    }
};

QTEST_GUILESS_MAIN(TestRedistributionModels)
#include "tst_redistribution_models.moc"
