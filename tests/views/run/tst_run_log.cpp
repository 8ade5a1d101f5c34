// The Run tab's log across a change of palette (View ▸ Dark Palette, docs/studio.md): the
// lines already printed are drawn again in the new palette's colours, so that partita's error
// output, red chosen for a light base, does not stay dark red on the dark base (or pale red
// on white after going back). Colours are read from the document's character formats.
#include "run/run_log.h"
#include "studio/app_palette.h"
#include "studio/readable_colour.h"

#include <QApplication>
#include <QTextBlock>
#include <QtTest>

using namespace partita::views;

namespace {

// The colour each line is written in: the explicit foreground of its first fragment, or the
// palette's text colour when the line sets none.
QList<QColor> lineColours(const RunLog &log)
{
    QList<QColor> colours;
    for (QTextBlock b = log.document()->begin(); b.isValid(); b = b.next()) {
        const QTextCharFormat format = b.begin().fragment().charFormat();
        colours << (format.hasProperty(QTextFormat::ForegroundBrush) ? format.foreground().color()
                                                                      : log.palette().color(QPalette::Text));
    }
    return colours;
}

} // namespace

class TestRunLog : public QObject {
    Q_OBJECT

private slots:
    void init() { applyPalette(*qApp, false); }
    void cleanupTestCase() { applyPalette(*qApp, false); }

    void linesKeepTheirKind()
    {
        RunLog log(100);
        log.appendLine(QStringLiteral("$ partita run"));
        log.appendLine(QStringLiteral("warning: <ranks>"), RunLog::Kind::Stderr);
        log.appendLine(QStringLiteral("partita exited with status 1"), RunLog::Kind::Failure);
        QCOMPARE(log.toPlainText(), QStringLiteral("$ partita run\nwarning: <ranks>\npartita exited with status 1"));
        QCOMPARE(log.lines().size(), std::size_t(3));
        QCOMPARE(log.lines()[1].kind, RunLog::Kind::Stderr);
        log.clearLines();
        QVERIFY(log.lines().empty());
        QVERIFY(log.toPlainText().isEmpty());
    }

    // Only the last lines are kept, in the document and in the lines drawn again.
    void keepsTheLastLines()
    {
        QWidget window;
        auto *inside = new RunLog(3, &window);
        RunLog &log = *inside;
        for (int i = 1; i <= 5; ++i)
            log.appendLine(QString::number(i), i % 2 ? RunLog::Kind::Stderr : RunLog::Kind::Output);
        QCOMPARE(log.toPlainText(), QStringLiteral("3\n4\n5"));
        applyPalette(*qApp, true);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(log.toPlainText(), QStringLiteral("3\n4\n5"));
    }

    // partita run's report lines on its error output (a note, the comparison with the
    // prediction: run_report_line.h) are reports, in the text colour; its "error:" lines and
    // the lines it does not recognise stay in the error colour.
    void reportLinesAreNotErrors()
    {
        QWidget window;
        window.setAttribute(Qt::WA_DontShowOnScreen, true);
        auto *inside = new RunLog(100, &window);
        RunLog &log = *inside;
        window.show();
        log.appendStderrLine(QStringLiteral("error: rank 3 stopped"));
        log.appendStderrLine(QStringLiteral("note: time unit 0.05 s so that this machine keeps up (4 ranks on 2 cores; "
                                            "--time-unit sets it)"));
        log.appendStderrLine(QStringLiteral("makespan 2.5 s measured, 2 s predicted (measured/predicted 1.250)"));
        log.appendStderrLine(QStringLiteral("mpirun noticed that process rank 1 exited on signal 9"));
        QCOMPARE(log.lines().size(), std::size_t(4));
        QCOMPARE(log.lines()[0].kind, RunLog::Kind::Stderr);
        QCOMPARE(log.lines()[1].kind, RunLog::Kind::Report);
        QCOMPARE(log.lines()[2].kind, RunLog::Kind::Report);
        QCOMPARE(log.lines()[3].kind, RunLog::Kind::Stderr);
        // Without a translation, the report lines keep partita's words.
        QCOMPARE(log.lines()[2].text, QStringLiteral("makespan 2.5 s measured, 2 s predicted (measured/predicted 1.250)"));
        const QList<QColor> colours = lineColours(log);
        QCOMPARE(colours.size(), 4);
        const QRgb error = toneColourOnBase(Tone::Error, log.palette()).rgba();
        const QRgb text = log.palette().color(QPalette::Text).rgba();
        QCOMPARE(colours.at(0).rgba(), error);
        QCOMPARE(colours.at(1).rgba(), text);
        QCOMPARE(colours.at(2).rgba(), text);
        QCOMPARE(colours.at(3).rgba(), error);
    }

    void recolouredOnPaletteChange_data()
    {
        QTest::addColumn<bool>("darkFirst");
        QTest::newRow("light to dark") << false;
        QTest::newRow("dark to light") << true;
    }
    void recolouredOnPaletteChange()
    {
        QFETCH(bool, darkFirst);
        applyPalette(*qApp, darkFirst);
        // In a window, as on the Run tab: the application's palette reaches the widgets inside.
        QWidget window;
        window.setAttribute(Qt::WA_DontShowOnScreen, true);
        auto *inside = new RunLog(100, &window);
        RunLog &log = *inside;
        window.show();
        log.appendLine(QStringLiteral("$ partita run --emulate"));
        log.appendLine(QStringLiteral("error: rank 3 stopped"), RunLog::Kind::Stderr);
        log.appendLine(QStringLiteral("partita exited with status 2"), RunLog::Kind::Failure);
        const QRgb before = toneColourOnBase(Tone::Error, log.palette()).rgba();
        QCOMPARE(lineColours(log).at(1).rgba(), before);

        applyPalette(*qApp, !darkFirst);
        QCoreApplication::sendPostedEvents(); // the new palette reaches the widgets by posted events
        QCoreApplication::processEvents();
        const QPalette &now = log.palette();
        QCOMPARE(isDarkPalette(now), !darkFirst);
        const QRgb after = toneColourOnBase(Tone::Error, now).rgba();
        QVERIFY(after != before);
        const QList<QColor> colours = lineColours(log);
        QCOMPARE(colours.size(), 3);
        QCOMPARE(colours.at(0).rgba(), now.color(QPalette::Text).rgba());
        QCOMPARE(colours.at(1).rgba(), after);
        QCOMPARE(colours.at(2).rgba(), after);
        // 4.5:1 on the log's base, WCAG 2's minimum for body text (readable_colour.h).
        for (const QColor &c : colours)
            QVERIFY2(contrastRatio(c, now.color(QPalette::Base)) >= 4.5, qPrintable(c.name()));
        QCOMPARE(log.toPlainText(),
                 QStringLiteral("$ partita run --emulate\nerror: rank 3 stopped\npartita exited with status 2"));
    }
};

QTEST_MAIN(TestRunLog)
#include "tst_run_log.moc"
