// The main window on a 1280 × 800 screen (docs/studio.md, Window): on every tab its minimum
// size fits the screen, a window of that size stays that size, the editor's docks leave the
// other tabs their width and come back on the Platform tab as the user left them, the
// sweep's fields fit in the Comparison tab beside nothing clipped, and on every tab (and every
// page of the Classroom) every widget shown lies wholly inside the parts of its ancestors on
// screen, its text inside it: no field pushed past the right edge, no value cut in its field
// (the Run tab's Time scale), no line of text cut at the side or the bottom (the Classroom's).
#include "classroom/classroom_view.h"
#include "compare/chart_panel.h"
#include "compare/compare_view.h"
#include "compare/sweep_pane.h"
#include "run/run_panel.h"
#include "studio/main_window.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QDockWidget>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QtTest>

using namespace partita;
using namespace partita::views;

namespace {

// Whether `w` lies in the scrolled contents of a scroll area below `top` (contents scroll into
// view: clipping them is what a scroll area is for).
bool scrolled(const QWidget *w, const QWidget *top)
{
    for (const QWidget *a = w; a && a != top; a = a->parentWidget())
        if (const auto *area = qobject_cast<const QAbstractScrollArea *>(a->parentWidget()); area && area->viewport() == a)
            return true;
    return false;
}

QString describe(const QWidget *w)
{
    QString text;
    if (const auto *label = qobject_cast<const QLabel *>(w))
        text = label->text();
    else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
        text = button->text();
    return QStringLiteral("%1 '%2' \"%3\"").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                                                 text.left(60));
}

// The widgets shown inside `top` (a tab's page) that a window of its size cuts: part of their
// rectangle falls outside one of their ancestors' (up to `top`), so that part is not drawn, or
// their text is longer (a label's line, a spin box's value) or taller (a wrapped label's lines)
// than their rectangle.
QStringList clippedWidgets(QWidget *top)
{
    QStringList clipped;
    const auto widgets = top->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!w->isVisibleTo(top) || w->isWindow() || w->width() <= 0 || w->height() <= 0 || scrolled(w, top))
            continue;
        const QRect own(w->mapTo(top, QPoint(0, 0)), w->size());
        QRect shown = own;
        for (QWidget *a = w->parentWidget(); a; a = a->parentWidget()) {
            shown &= QRect(a->mapTo(top, QPoint(0, 0)), a->size());
            if (a == top)
                break;
        }
        if (shown != own)
            clipped << QStringLiteral("%1 at %2,%3 %4×%5 shows only %6×%7")
                           .arg(describe(w))
                           .arg(own.x())
                           .arg(own.y())
                           .arg(own.width())
                           .arg(own.height())
                           .arg(shown.width())
                           .arg(shown.height());
        // Inside its rectangle, the widget's text fits: a line of a label, a field's value.
        QSize needed;
        if (const auto *label = qobject_cast<const QLabel *>(w); label && !label->text().isEmpty()) {
            if (!label->wordWrap())
                needed = QSize(label->sizeHint().width(), 0);
            else if (label->hasHeightForWidth())
                needed = QSize(0, label->heightForWidth(label->width()));
        } else if (qobject_cast<const QAbstractSpinBox *>(w)) {
            needed = QSize(w->sizeHint().width(), 0);
        }
        if (needed.width() > w->width() || needed.height() > w->height())
            clipped << QStringLiteral("%1 is %2×%3 for a text of %4×%5")
                           .arg(describe(w))
                           .arg(w->width())
                           .arg(w->height())
                           .arg(needed.width())
                           .arg(needed.height());
    }
    return clipped;
}

} // namespace

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

    // Every widget of every tab wholly on screen at 1280 × 800, the Run tab emulating a platform
    // in physical units (its Time scale field shown) and every page of the Classroom once its
    // results are shown (the lines under its drawings).
    void nothingClippedAt1280x800()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &) {});
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        window.setAttribute(Qt::WA_DontShowOnScreen, true);
        window.resize(1280, 800);
        window.show();
        QStringList problems;
        const auto check = [&](const QString &where) {
            // Results shown at the last turn of the loop are laid out at the next.
            for (int i = 0; i < 3; ++i) {
                QCoreApplication::sendPostedEvents();
                QCoreApplication::processEvents();
            }
            if (window.size() != QSize(1280, 800))
                problems << where + QStringLiteral(": the window is not 1280 × 800");
            for (const QString &c : clippedWidgets(window.centralWidget()))
                problems << where + QStringLiteral(": ") + c;
        };
        for (int tab = 0; tab < 6; ++tab) {
            window.showView(static_cast<MainWindow::View>(tab));
            check(QStringLiteral("tab %1").arg(tab));
        }
        window.showView(MainWindow::View::Run);
        QCoreApplication::processEvents();
        auto *timeScale = window.runPanel()->findChild<QAbstractSpinBox *>(QStringLiteral("timeScale"));
        QVERIFY(timeScale);
        QVERIFY(timeScale->isVisibleTo(window.runPanel())); // star16 is in seconds and Gflop/s: emulated, it is scaled
        check(QStringLiteral("Run"));
        window.showView(MainWindow::View::Classroom);
        ClassroomView *classroom = window.classroomView();
        for (auto page : {ClassroomView::Page::Selection, ClassroomView::Page::Ring, ClassroomView::Page::Lu}) {
            classroom->setPage(page);
            QCoreApplication::processEvents();
            QTRY_VERIFY_WITH_TIMEOUT(!classroom->isBusy(), 60000);
            check(QStringLiteral("Classroom page %1").arg(static_cast<int>(page)));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
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
