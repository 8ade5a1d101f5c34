// The editor's document model: every edit changes the Platform value as expected, emits the
// matching signal, and undo/redo restore the exact previous value; files round-trip and a bad
// file leaves the document untouched.
#include "editor/platform_document.h"
#include "io/platform_json.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace partita;
using namespace partita::views;

namespace {

Platform twoProcessors()
{
    Platform p;
    p.name = "two";
    Processor a;
    a.id = "P1";
    a.speed = 2;
    a.memory = 1024;
    a.x = 0;
    a.y = 0;
    Processor b = a;
    b.id = "P2";
    b.speed = 1;
    b.x = 100;
    p.processors = {a, b};
    p.links.push_back(Link{"", "P1", "P2", 1.0});
    return p;
}

} // namespace

class TestPlatformDocument : public QObject {
    Q_OBJECT

private slots:
    void addProcessorUndoRedo()
    {
        PlatformDocument doc;
        doc.reset(twoProcessors());
        const Platform before = doc.platform();
        QSignalSpy added(&doc, &PlatformDocument::nodeAdded);
        QSignalSpy removed(&doc, &PlatformDocument::nodeRemoved);
        const QString id = doc.addProcessor(QPointF(5, 6), 3.0, 512);
        QCOMPARE(id, QStringLiteral("P3")); // first free "P<k>"
        QCOMPARE(added.count(), 1);
        QCOMPARE(added.at(0).at(0).toString(), id);
        QCOMPARE(doc.platform().processors.size(), std::size_t(3));
        const Processor &p = doc.platform().processors.back();
        QCOMPARE(p.speed, 3.0);
        QCOMPARE(p.memory, 512.0);
        QCOMPARE(*p.x, 5.0);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QCOMPARE(removed.count(), 1);
        QVERIFY(doc.platform() == before);
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(added.count(), 2);
        QCOMPARE(doc.platform().processors.back().id, std::string("P3"));
    }

    void addRouterAndConnect()
    {
        PlatformDocument doc;
        doc.reset(twoProcessors());
        QSignalSpy linkAdded(&doc, &PlatformDocument::linkAdded);
        const QString r = doc.addRouter(QPointF(50, 50));
        QCOMPARE(r, QStringLiteral("R1"));
        QCOMPARE(doc.nodeKind(r), PlatformDocument::NodeKind::Router);
        const int key = doc.addLink(QStringLiteral("P1"), r, 2.5, 1e-4);
        QVERIFY(key >= 0);
        QCOMPARE(linkAdded.count(), 1);
        QCOMPARE(linkAdded.at(0).at(0).toInt(), key);
        const Link *l = doc.link(key);
        QVERIFY(l);
        QCOMPARE(l->from, std::string("P1"));
        QCOMPARE(l->to, std::string("R1"));
        QCOMPARE(l->bandwidth, 2.5);
        QCOMPARE(doc.platform().links.size(), std::size_t(2));
        // Refused: a link from a node to itself, or to an unknown node.
        QCOMPARE(doc.addLink(r, r), -1);
        QCOMPARE(doc.addLink(r, QStringLiteral("nope")), -1);
        QCOMPARE(linkAdded.count(), 1);
        doc.undoStack()->undo(); // the link
        QVERIFY(!doc.link(key));
        QCOMPARE(doc.platform().links.size(), std::size_t(1));
        doc.undoStack()->redo();
        QVERIFY(doc.link(key)); // the key survives undo/redo
    }

    void editPropertiesUndoRedo()
    {
        PlatformDocument doc;
        doc.reset(twoProcessors());
        QSignalSpy changed(&doc, &PlatformDocument::nodeChanged);
        QSignalSpy linkChanged(&doc, &PlatformDocument::linkChanged);
        Processor p = doc.platform().processors[1];
        p.speed = 7;
        p.host = "node7";
        doc.setProcessor(QStringLiteral("P2"), p, QStringLiteral("speed"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toString(), QStringLiteral("P2"));
        QCOMPARE(doc.platform().processors[1].speed, 7.0);
        QCOMPARE(doc.platform().processors[1].host, std::string("node7"));

        const int key = doc.linkKeys().front();
        Link l = *doc.link(key);
        l.latency = 0.5;
        l.sharing = Sharing::Backbone;
        doc.setLink(key, l, QStringLiteral("latency"));
        QCOMPARE(linkChanged.count(), 1);
        QCOMPARE(doc.platform().links[0].sharing, Sharing::Backbone);

        // The same value again is not an edit.
        doc.setLink(key, l, QStringLiteral("latency"));
        QCOMPARE(doc.undoStack()->count(), 2);

        doc.undoStack()->undo();
        QCOMPARE(doc.platform().links[0].latency, 0.0);
        doc.undoStack()->undo();
        QVERIFY(doc.platform() == twoProcessors());
        doc.undoStack()->redo();
        doc.undoStack()->redo();
        QCOMPARE(doc.platform().processors[1].speed, 7.0);
        QCOMPARE(doc.platform().links[0].latency, 0.5);
    }

    // The rates of a run (the Run tab's "Update platform from this run") are one undo step and
    // change the speeds, bandwidths and latencies only; a platform with other processors or
    // links is refused and nothing changes.
    void ratesAreOneStep()
    {
        PlatformDocument doc;
        doc.reset(twoProcessors());
        Platform rates = twoProcessors();
        rates.processors[0].speed = 3.5;
        rates.processors[0].x = 42; // not a rate: stays where the document has it
        rates.links[0].bandwidth = 0.25;
        QVERIFY(doc.setRates(rates, QStringLiteral("Update platform from the run")));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->text(0), QStringLiteral("Update platform from the run"));
        QCOMPARE(doc.platform().processors[0].speed, 3.5);
        QCOMPARE(doc.platform().processors[0].x, std::optional<double>(0));
        QCOMPARE(doc.platform().processors[1].speed, 1.0);
        QCOMPARE(doc.platform().links[0].bandwidth, 0.25);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QVERIFY(doc.platform() == twoProcessors());
        doc.undoStack()->redo();
        // The same rates again are no edit.
        QVERIFY(doc.setRates(doc.platform(), QStringLiteral("again")));
        QCOMPARE(doc.undoStack()->count(), 1);

        Platform other = twoProcessors();
        other.processors[1].id = "P3";
        QVERIFY(!doc.setRates(other, QStringLiteral("other")));
        other = twoProcessors();
        other.links.clear();
        QVERIFY(!doc.setRates(other, QStringLiteral("other")));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.platform().processors[0].speed, 3.5);
    }

    void consecutiveMovesMerge()
    {
        PlatformDocument doc;
        doc.reset(twoProcessors());
        doc.moveNode(QStringLiteral("P1"), QPointF(10, 0));
        doc.moveNode(QStringLiteral("P1"), QPointF(20, 0));
        doc.moveNode(QStringLiteral("P1"), QPointF(30, 5));
        QCOMPARE(doc.undoStack()->count(), 1); // one drag, one undo step
        doc.moveNode(QStringLiteral("P2"), QPointF(0, 40));
        QCOMPARE(doc.undoStack()->count(), 2); // another node: another step
        QCOMPARE(*doc.nodePosition(QStringLiteral("P1")), QPointF(30, 5));
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(*doc.nodePosition(QStringLiteral("P1")), QPointF(0, 0));
    }

    void removeNodeTakesItsLinksAndMaster()
    {
        PlatformDocument doc;
        Platform p = twoProcessors();
        p.master = "P1";
        doc.reset(p);
        QSignalSpy linkRemoved(&doc, &PlatformDocument::linkRemoved);
        doc.removeNode(QStringLiteral("P1"));
        QCOMPARE(linkRemoved.count(), 1);
        QCOMPARE(doc.platform().processors.size(), std::size_t(1));
        QVERIFY(doc.platform().links.empty());
        QVERIFY(doc.platform().master.empty());
        QCOMPARE(doc.undoStack()->count(), 1); // one macro
        doc.undoStack()->undo();
        QVERIFY(doc.platform() == p);
    }

    void saveLoadRoundTrip_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::newRow("json") << QStringLiteral("platform.json");
        QTest::newRow("simgrid") << QStringLiteral("platform.xml");
    }

    void saveLoadRoundTrip()
    {
        QFETCH(QString, fileName);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        PlatformDocument doc;
        doc.reset(twoProcessors());
        doc.addRouter(QPointF(1, 2));
        const int key = doc.addLink(QStringLiteral("P2"), QStringLiteral("R1"), 3, 0.001);
        QVERIFY(key >= 0);
        const QString path = dir.filePath(fileName);
        QVERIFY(!doc.save(path));
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.fileName(), path);

        PlatformDocument other;
        QSignalSpy reset(&other, &PlatformDocument::documentReset);
        QVERIFY(!other.load(path));
        QCOMPARE(reset.count(), 1);
        QVERIFY(other.platform() == doc.platform());
    }

    void badFileKeepsDocument()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"format": "partita-platform/1", "processors": [{"id": "P1", "speed": -1, "memory": 1}], "links": []})");
        }
        PlatformDocument doc;
        doc.reset(twoProcessors(), QStringLiteral("two.json"));
        QSignalSpy reset(&doc, &PlatformDocument::documentReset);
        const auto error = doc.load(path);
        QVERIFY(error);
        QVERIFY2(error->contains(QStringLiteral("bad.json")) && error->contains(QStringLiteral("speed")),
                 qPrintable(*error));
        QCOMPARE(reset.count(), 0);
        QVERIFY(doc.platform() == twoProcessors());
        QCOMPARE(doc.fileName(), QStringLiteral("two.json"));
        // A file that does not exist, or of an unknown kind, is reported the same way.
        QVERIFY(doc.load(dir.filePath(QStringLiteral("missing.json"))));
        QVERIFY(doc.load(dir.filePath(QStringLiteral("platform.txt"))));
        QVERIFY(doc.platform() == twoProcessors());
    }

    void saveFailureKeepsName()
    {
        PlatformDocument doc;
        doc.reset(twoProcessors(), QStringLiteral("two.json"));
        doc.addRouter(QPointF());
        const auto error = doc.save(QStringLiteral("/nonexistent-dir/x.json"));
        QVERIFY(error);
        QCOMPARE(doc.fileName(), QStringLiteral("two.json"));
        QVERIFY(doc.isModified());
    }
};

QTEST_GUILESS_MAIN(TestPlatformDocument)
#include "tst_platform_document.moc"
