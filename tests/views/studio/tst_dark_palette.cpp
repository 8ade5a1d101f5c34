// The studio under its dark palette (View ▸ Dark Palette, docs/studio.md): every text drawn on
// every tab — labels, fields, chart titles, axes and legends, Gantt labels, canvas labels, the
// editor's node names, the classroom's drawings, the player's operations — stands out from what
// lies under it. Each text is recorded with its pen colour as it is painted and set against the
// rendered image (text_contrast.h); the ratio must reach 3:1, WCAG 2's minimum for large text and
// user-interface components (a 4.5:1 rule for body text would fail Fusion's own disabled text,
// grey 120 on 45). The light palette is checked the same way.
#include "text_contrast.h"

#include "classroom/classroom_view.h"
#include "compare/compare_view.h"
#include "compare/sweep_pane.h"
#include "gantt/gantt_runner.h"
#include "gantt/gantt_view.h"
#include "partition/partition_view.h"
#include "plan/plan_runner.h"
#include "plan/problem_bar.h"
#include "redistribute/redistribution_player.h"
#include "redistribute/redistribution_runner.h"
#include "studio/app_palette.h"
#include "studio/main_window.h"

#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

using namespace partita;
using namespace partita::views;
using namespace partita::testing;

namespace {

constexpr double kMinimumContrast = 3.0;

// The texts of `widget` below kMinimumContrast, described. Text in the palette's disabled
// colours is left out: WCAG 2 (1.4.3) exempts inactive components, and greyed text is how
// Fusion says a field does not apply.
QStringList illegible(QWidget *widget)
{
    const QPalette &p = widget->palette();
    const QList<QRgb> disabled{p.color(QPalette::Disabled, QPalette::Text).rgb(),
                               p.color(QPalette::Disabled, QPalette::WindowText).rgb(),
                               p.color(QPalette::Disabled, QPalette::ButtonText).rgb()};
    // A colour swatch written as a glyph ("■ Step 1: …") shows its colour, not words.
    const auto swatch = [](const QString &text) {
        return std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c == QChar(0x25A0) || c.isSpace(); });
    };
    QStringList bad;
    for (const DrawnText &t : drawnTexts(widget))
        if (t.contrast < kMinimumContrast && !disabled.contains(t.colour.rgb()) && !swatch(t.text))
            bad << QStringLiteral("\"%1\" %2 on %3 at %4,%5: %6")
                       .arg(t.text.left(40), t.colour.name(),
                            t.background.isValid() ? t.background.name() : QStringLiteral("itself"))
                       .arg(t.rect.x(), 0, 'f', 0)
                       .arg(t.rect.y(), 0, 'f', 0)
                       .arg(t.contrast, 0, 'f', 2);
    bad.removeDuplicates();
    return bad;
}

} // namespace

class TestDarkPalette : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PartitaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_dark_palette"));
        QSettings().clear();
    }

    // The measure itself: black on white is 21:1, a grey on itself 1:1, and a text drawn in
    // the colour of its background is found illegible.
    void contrastOfKnownColours()
    {
        QCOMPARE(contrastRatio(Qt::black, Qt::white), 21.0);
        QCOMPARE(contrastRatio(QColor(45, 45, 48), QColor(45, 45, 48)), 1.0);
        QWidget w;
        w.resize(200, 40);
        QPalette p = w.palette();
        p.setColor(QPalette::Window, QColor(45, 45, 48));
        p.setColor(QPalette::WindowText, QColor(50, 50, 52));
        w.setPalette(p);
        w.setAutoFillBackground(true);
        auto *label = new QLabel(QStringLiteral("hidden words"), &w);
        label->move(5, 5);
        label->show();
        const auto texts = drawnTexts(&w);
        QCOMPARE(texts.size(), std::size_t{1});
        QCOMPARE(texts[0].text, QStringLiteral("hidden words"));
        QVERIFY(texts[0].contrast < 1.2);
        QVERIFY(texts[0].rect.intersects(QRectF(label->geometry())));
    }

    void everyTab_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("dark") << true;
        QTest::newRow("light") << false;
    }
    void everyTab()
    {
        QFETCH(bool, dark);
        // As View ▸ Dark Palette applies it; the views follow the application's palette.
        applyPalette(*qobject_cast<QApplication *>(QCoreApplication::instance()), dark);
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &) {});
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        window.setAttribute(Qt::WA_DontShowOnScreen, true);
        window.resize(1400, 900);
        window.show();
        PlanSettings settings = window.problemBar()->settings();
        settings.problem = Problem(2400, 80);
        window.problemBar()->setSettings(settings);
        QStringList bad;
        const auto check = [&](const QString &where) {
            for (int i = 0; i < 3; ++i) {
                QCoreApplication::sendPostedEvents();
                QCoreApplication::processEvents();
            }
            for (const QString &b : illegible(&window))
                bad << where + QStringLiteral(": ") + b;
        };
        window.showView(MainWindow::View::Editor);
        check(QStringLiteral("Platform"));
        window.showView(MainWindow::View::Partition);
        QTRY_VERIFY_WITH_TIMEOUT(!window.partitionView()->runner()->isBusy(), 60000);
        check(QStringLiteral("Partition"));
        window.showView(MainWindow::View::Compare);
        CompareView *compare = window.compareView();
        for (int chart = 0; chart <= static_cast<int>(CompareView::Chart::MasterWorker); ++chart) {
            compare->showChart(static_cast<CompareView::Chart>(chart));
            QTRY_VERIFY_WITH_TIMEOUT(!compare->results().rows.empty() && !compare->runner()->isBusy()
                                         && !compare->sweepPane()->runner()->isBusy(),
                                     120000);
            check(QStringLiteral("Comparison %1").arg(chart));
        }
        window.showView(MainWindow::View::Gantt);
        QTRY_VERIFY_WITH_TIMEOUT(!window.ganttView()->runner()->isBusy(), 60000);
        check(QStringLiteral("Gantt"));
        window.showView(MainWindow::View::Run);
        check(QStringLiteral("Run"));
        window.showView(MainWindow::View::Redistribution);
        RedistributionPlayer *player = window.redistributionPlayer();
        QVERIFY(!player->openLayoutFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/fig9.layout")));
        QTRY_VERIFY_WITH_TIMEOUT(player->hasResults() && !player->runner()->isBusy(), 60000);
        if (player->stepCount() > 1)
            player->seek(1, 0.5);
        check(QStringLiteral("Redistribution"));
        window.showView(MainWindow::View::Classroom);
        ClassroomView *classroom = window.classroomView();
        for (auto page : {ClassroomView::Page::Selection, ClassroomView::Page::Ring, ClassroomView::Page::Lu}) {
            classroom->setPage(page);
            QCoreApplication::processEvents();
            QTRY_VERIFY_WITH_TIMEOUT(!classroom->isBusy(), 60000);
            for (int i = 0; i < 3 && i < classroom->stepCount() - 1; ++i)
                classroom->stepForward();
            check(QStringLiteral("Classroom %1").arg(static_cast<int>(page)));
        }
        if (!bad.isEmpty())
            qWarning().noquote() << bad.join(QLatin1Char('\n'));
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 texts below %2:1").arg(bad.size()).arg(kMinimumContrast)));
    }
};

QTEST_MAIN(TestDarkPalette)
#include "tst_dark_palette.moc"
