// The main window: a bad file is reported (through the injectable reporter, so no modal box
// blocks the test) and the current document is kept; a good file opens, goes into the recent
// files, and the views re-plan when the document changes.
#include "editor/platform_document.h"
#include "partition/partition_view.h"
#include "partition/partition_widget.h"
#include "plan/problem_bar.h"
#include "studio/main_window.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace partita;
using namespace partita::views;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings away from the user's
        QCoreApplication::setOrganizationName(QStringLiteral("PartitaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_main_window"));
    }

    void badFileIsReportedAndDocumentKept()
    {
        MainWindow window;
        QStringList errors;
        window.setErrorReporter([&](const QString &, const QString &message) { errors << message; });
        const QString good = QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
        QVERIFY(window.openFile(good));
        QVERIFY(errors.isEmpty());
        const Platform before = window.document()->platform();

        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("broken.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\n  \"format\": \"partita-platform/1\",\n  \"processors\": [\n    {\"id\": \"P1\" \"speed\": 1}\n");
        f.close();
        QVERIFY(!window.openFile(bad));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().contains(QStringLiteral("broken.json")), qPrintable(errors.first()));
        QVERIFY(window.document()->platform() == before);
        QCOMPARE(window.document()->fileName(), good);
        QCOMPARE(window.recentFiles().first(), QFileInfo(good).absoluteFilePath());
    }

    void problemBarReplansThePartition()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &message) { QFAIL(qPrintable(message)); });
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        window.showView(MainWindow::View::Partition);
        PartitionView *view = window.partitionView();
        QTRY_VERIFY(view->pane(0)->outcome().plan.has_value());
        QComboBox *strategy = window.problemBar()->strategyField();
        strategy->setCurrentIndex(strategy->findData(QStringLiteral("grid2d")));
        QTRY_COMPARE(view->pane(0)->outcome().algorithm, std::string("grid2d"));
        // An edit of the document re-plans too: remove a processor, 15 pieces.
        window.document()->removeNode(QStringLiteral("P16"));
        QTRY_COMPARE(view->pane(0)->outcome().plan->pieces.size(), std::size_t(15));
        window.document()->undoStack()->undo();
        QTRY_COMPARE(view->pane(0)->outcome().plan->pieces.size(), std::size_t(16));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
