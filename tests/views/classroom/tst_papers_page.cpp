// The classroom's Papers page, offscreen: it lists every experiment of the registry; running
// one fills the comparison table with exactly that experiment's comparisons (checked against
// the same experiment run directly), highlights the ones that need explaining and shows its SVG
// figures; a platform of the experiment opens as the studio's document with the processors of
// the experiment's file; a run dropped because another experiment was picked never shows, and
// is cancelled: the thread that ran it is free again at once, as when the studio's window
// closes while an experiment runs.
#include "classroom/classroom_view.h"
#include "classroom/papers_figure.h"
#include "classroom/papers_page.h"
#include "io/platform_json.h"
#include "reproduce/registry.h"
#include "reproduce/report.h"
#include "studio/main_window.h"
#include "editor/platform_document.h"

#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QElapsedTimer>
#include <QThreadPool>
#include <QTreeWidget>
#include <QTranslator>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace partita;
using namespace partita::views;

namespace {

// The quickest experiments (`partita reproduce 004-fig1` takes a few hundredths of a second,
// 002-table2 about a tenth, 002-fig4 over a second).
const QString kFast = QStringLiteral("004-fig1");
const QString kWithPlatform = QStringLiteral("002-table2");
const QString kSlower = QStringLiteral("002-fig4");
// Half a second, with values apart from the paper's that need explaining (docs/reproduction.md).
const QString kDiffers = QStringLiteral("004-fig6");
// The longest experiment, about half a minute.
const QString kLongest = QStringLiteral("004-fig7-8");
// How long a cancelled experiment may take to end: its longest step between two checks of the
// token is a fraction of a second, and the machine may be shared.
constexpr int kPromptMs = 3000;

reproduce::ExperimentResult direct(const QString &name)
{
    return reproduce::experimentNamed(name.toStdString()).run();
}

bool waitShown(PapersPage &page, const QString &name)
{
    page.showExperiment(name);
    return QTest::qWaitFor([&] { return page.shownExperiment() == name && !page.isRunning(); }, 120000);
}

} // namespace

class TestPapersPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the main window's QSettings away from the user's
        QCoreApplication::setOrganizationName(QStringLiteral("PartitaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_papers_page"));
        QSettings().clear();
    }

    void listsEveryExperiment()
    {
        PapersPage page;
        QStringList expected;
        for (const reproduce::Experiment &e : reproduce::experiments())
            expected << QString::fromStdString(e.name);
        QCOMPARE(page.experimentNames(), expected);
        QCOMPARE(page.list()->topLevelItemCount(), static_cast<int>(reproduce::experiments().size()));
        for (int i = 0; i < page.list()->topLevelItemCount(); ++i) {
            const reproduce::Experiment &e = reproduce::experiments()[static_cast<std::size_t>(i)];
            QTreeWidgetItem *item = page.list()->topLevelItem(i);
            QCOMPARE(item->text(1), QString::fromStdString(e.paper));
            QCOMPARE(item->text(2), QString::fromStdString(e.section));
            QCOMPARE(item->toolTip(0), QString::fromStdString(e.summary));
        }
        // Nothing runs before the page is looked at.
        QVERIFY(!page.isBusy());
        QVERIFY(page.selectedExperiment().isEmpty());
    }

    // Every section reads whole in the list at 1280 × 800, in English and in French (whose
    // sections are longer): the list is as wide as its columns.
    void listShowsWholeSections()
    {
        for (const bool french : {false, true}) {
            QTranslator translator;
            if (french) {
                QVERIFY(translator.load(QStringLiteral(":/i18n/partita_fr.qm")));
                QCoreApplication::installTranslator(&translator);
            }
            PapersPage page;
            page.resize(1280, 760);
            static_cast<QWidget &>(page).show(); // PapersPage::show shows a run
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QTreeWidget *list = page.list();
            int columns = 0;
            for (int c = 0; c < list->columnCount(); ++c)
                columns += list->columnWidth(c);
            QVERIFY2(list->viewport()->width() >= columns,
                     qPrintable(QStringLiteral("%1 px shown of %2").arg(list->viewport()->width()).arg(columns)));
            for (int i = 0; i < list->topLevelItemCount(); ++i) {
                QTreeWidgetItem *item = list->topLevelItem(i);
                QVERIFY2(list->fontMetrics().horizontalAdvance(item->text(2)) <= list->columnWidth(2),
                         qPrintable(item->text(2)));
            }
            if (french) {
                QVERIFY(list->topLevelItem(0)->text(2) != QString::fromStdString(reproduce::experiments()[0].section));
                QCoreApplication::removeTranslator(&translator);
            }
        }
    }

    // The table holds the experiment's comparisons, one row each, with the values, the
    // difference and the note of the same result computed here; the figures are its SVG files.
    void runFillsTheComparisonsAndFigures()
    {
        PapersPage page;
        QSignalSpy busy(&page, &PapersPage::busyChanged);
        QVERIFY(waitShown(page, kFast));
        QCOMPARE(busy.size(), 2); // on, then off
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
        const reproduce::ExperimentResult expected = direct(kFast);
        QVERIFY(page.shownRun());
        QCOMPARE(page.shownRun()->result, expected);
        QVERIFY(!expected.comparisons.empty());
        QCOMPARE(page.comparisons()->rowCount(), static_cast<int>(expected.comparisons.size()));
        for (int row = 0; row < page.comparisons()->rowCount(); ++row) {
            const reproduce::Comparison &c = expected.comparisons[static_cast<std::size_t>(row)];
            const auto text = [&](int col) { return page.comparisons()->item(row, col)->text(); };
            QCOMPARE(text(0), QString::fromStdString(c.quantity.text()));
            QCOMPARE(text(1).section(QLatin1Char(' '), 0, 0).toDouble(), std::stod(QString::number(c.paper, 'f', c.decimals).toStdString()));
            QVERIFY(std::abs(text(2).section(QLatin1Char(' '), 0, 0).toDouble() - c.partita) <= 0.5 * std::pow(10.0, -c.decimals));
            QCOMPARE(text(3), QString::fromStdString(reproduce::formatDifference(c.relativeDifference())));
            QCOMPARE(text(5), QString::fromStdString(c.note.text()));
        }
        int svgs = 0;
        for (const reproduce::ExperimentFile &f : expected.files)
            if (QString::fromStdString(f.name).endsWith(QLatin1String(".svg"))) {
                QCOMPARE(page.figures()->tabText(svgs), QString::fromStdString(f.name));
                auto *figure = qobject_cast<PapersFigure *>(page.figures()->widget(svgs));
                QVERIFY(figure && figure->isValid());
                QVERIFY(!figure->figureSize().isEmpty());
                ++svgs;
            }
        QVERIFY(svgs > 0);
        QCOMPARE(page.figures()->count(), svgs);
        // The setup and the findings, as Markdown read (the setup's first line, the findings' last).
        QTextDocument setup, findings;
        setup.setMarkdown(QString::fromStdString(expected.setup.text()));
        findings.setMarkdown(QString::fromStdString(expected.findings.text()));
        const QString shown = page.text()->toPlainText();
        QVERIFY(shown.contains(setup.toPlainText().section(QLatin1Char('\n'), 0, 0)));
        QVERIFY(!findings.toPlainText().isEmpty());
        QVERIFY(shown.contains(findings.toPlainText().section(QLatin1Char('\n'), -1)));
    }

    // Rows whose difference needs explaining stand out; the others keep the table's colours.
    void differencesThatNeedExplainingAreHighlighted()
    {
        // An experiment of the registry with such rows, and one without.
        PapersPage page;
        int marked = 0, plain = 0;
        for (const QString &name : {kDiffers, kFast}) {
            QVERIFY(waitShown(page, name));
            const reproduce::ExperimentResult &r = page.shownRun()->result;
            QCOMPARE(page.comparisons()->rowCount(), static_cast<int>(r.comparisons.size()));
            for (int row = 0; row < page.comparisons()->rowCount(); ++row) {
                const reproduce::Comparison &c = r.comparisons[static_cast<std::size_t>(row)];
                for (int col = 0; col < page.comparisons()->columnCount(); ++col)
                    QCOMPARE(page.comparisons()->item(row, col)->background().style() != Qt::NoBrush, c.needsExplanation());
                QCOMPARE(page.comparisons()->item(row, 4)->text(),
                         c.matchesPrinted() ? QStringLiteral("equal") : c.needsExplanation() ? QStringLiteral("differs") : QStringLiteral("close"));
                (c.needsExplanation() ? marked : plain) += 1;
            }
        }
        QVERIFY(marked > 0);
        QVERIFY(plain > 0);
    }

    // Results stay for the session: going back to an experiment shows it without running it.
    void resultsAreKeptForTheSession()
    {
        PapersPage page;
        QVERIFY(waitShown(page, kFast));
        QVERIFY(waitShown(page, kWithPlatform));
        QSignalSpy busy(&page, &PapersPage::busyChanged);
        page.showExperiment(kFast);
        QCOMPARE(page.shownExperiment(), kFast); // at once, no run
        QVERIFY(!page.isBusy());
        QCOMPARE(busy.size(), 0);
        QCOMPARE(page.shownRun()->result, direct(kFast));
    }

    // A platform button opens the experiment's platform file as the studio's document.
    void platformOpensAsTheDocument()
    {
        const reproduce::ExperimentResult expected = direct(kWithPlatform);
        const reproduce::ExperimentFile *file = nullptr;
        for (const reproduce::ExperimentFile &f : expected.files)
            if (f.name == "table2.json")
                file = &f;
        QVERIFY(file);
        const Platform platform = parsePlatformJson(file->content, file->name);

        ClassroomView view;
        view.setPage(ClassroomView::Page::Papers);
        QVERIFY(waitShown(*view.papersPage(), kWithPlatform));
        QCOMPARE(view.papersPage()->shownRun()->platforms, QStringList{QStringLiteral("table2.json")});
        QSignalSpy requested(&view, &ClassroomView::paperExampleRequested);
        QPushButton *button = view.papersPage()->platformButton(QStringLiteral("table2.json"));
        QVERIFY(button);
        button->click();
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).value<Platform>().processors, platform.processors);

        // In the studio: the platform becomes the document, unsaved.
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &message) { QFAIL(qPrintable(message)); });
        window.showView(MainWindow::View::Classroom);
        ClassroomView *classroom = window.classroomView();
        classroom->setPage(ClassroomView::Page::Papers);
        QVERIFY(waitShown(*classroom->papersPage(), kWithPlatform));
        classroom->papersPage()->platformButton(QStringLiteral("table2.json"))->click();
        QCOMPARE(window.document()->platform().processors, platform.processors);
        QCOMPARE(window.document()->platform().links, platform.links);
    }

    // Picking another experiment while one runs drops the first: its result is never shown,
    // nor kept, even once its computation has ended.
    void droppedRunNeverShows()
    {
        PapersPage page;
        QSignalSpy shown(&page, &PapersPage::resultsShown);
        page.showExperiment(kSlower);
        QVERIFY(page.isRunning());
        page.showExperiment(kFast);
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 120000); // both computations have ended
        QCOMPARE(shown.size(), 1);
        QCOMPARE(page.shownExperiment(), kFast);
        QVERIFY(!page.hasResult(kSlower));
        QCOMPARE(page.comparisons()->rowCount(), static_cast<int>(direct(kFast).comparisons.size()));
        // Going back to it runs it anew, and then it shows.
        QVERIFY(waitShown(page, kSlower));
        QCOMPARE(page.shownRun()->result, direct(kSlower));
    }

    // Picking another experiment while the longest one runs cancels it: the pool's threads are
    // free again within moments (waitForDone returns as soon as they are), not once it would
    // have ended; the experiment picked shows.
    void pickingAnotherCancelsTheRun()
    {
        QVERIFY(QThreadPool::globalInstance()->waitForDone(120000)); // nothing left from other tests
        PapersPage page;
        page.showExperiment(kLongest);
        QVERIFY(page.isRunning());
        QElapsedTimer clock;
        clock.start();
        page.showExperiment(kFast);
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
        qInfo("the pool was free %lld ms after the longest experiment was dropped", static_cast<long long>(clock.elapsed()));
        QVERIFY2(clock.elapsed() < kPromptMs, qPrintable(QString::number(clock.elapsed())));
        QTRY_VERIFY_WITH_TIMEOUT(page.shownExperiment() == kFast, 60000); // delivered through the event loop
        QVERIFY(!page.hasResult(kLongest));
    }

    // Closing the studio while an experiment runs cancels it: the window goes at once and the
    // pool's threads are free again within moments.
    void closingTheWindowCancelsTheExperiment()
    {
        auto window = std::make_unique<MainWindow>();
        window->setErrorReporter([](const QString &, const QString &) {});
        window->showView(MainWindow::View::Classroom);
        ClassroomView *classroom = window->classroomView();
        classroom->setPage(ClassroomView::Page::Papers);
        PapersPage *page = classroom->papersPage();
        QVERIFY(waitShown(*page, kFast)); // the page picks the first experiment when shown
        QVERIFY(QThreadPool::globalInstance()->waitForDone(120000));
        page->showExperiment(kLongest);
        QVERIFY(page->isRunning());
        QElapsedTimer clock;
        clock.start();
        window.reset();
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
        qInfo("the pool was free %lld ms after the window closed", static_cast<long long>(clock.elapsed()));
        QVERIFY2(clock.elapsed() < kPromptMs, qPrintable(QString::number(clock.elapsed())));
    }

    // The classroom's export of the Papers page: the comparisons as CSV, the figure shown.
    void classroomExportsThePage()
    {
        ClassroomView view;
        view.setPage(ClassroomView::Page::Papers);
        QVERIFY(waitShown(*view.papersPage(), kFast));
        QCOMPARE(view.stepCount(), 0);
        QCOMPARE(view.currentStep(), -1);
        view.stepForward(); // nothing to step through: no effect
        QCOMPARE(static_cast<int>(view.csvTable().rows.size()), static_cast<int>(direct(kFast).comparisons.size()));
        QVERIFY(view.drawing().valid());
    }
};

QTEST_MAIN(TestPapersPage)
#include "tst_papers_page.moc"
