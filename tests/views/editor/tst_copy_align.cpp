// The editor's multi-selection edits (docs/studio.md, Editing): copy and paste of nodes with the
// links between them, under fresh ids and as one undo step; align and distribute, as one undo
// step each.
#include "editor/node_arrange.h"
#include "editor/node_item.h"
#include "editor/platform_document.h"
#include "editor/platform_scene.h"
#include "io/platform_json.h"
#include "studio/main_window.h"

#include <QAction>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>

#include <QtTest>

#include <set>

using namespace partita;
using namespace partita::views;

namespace {

Platform star16()
{
    return readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
}

} // namespace

class TestCopyAlign : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PartitaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_copy_align"));
        QSettings().clear();
    }

    // Edit ▸ Copy Nodes and Paste Nodes through the clipboard: three workers without the master
    // (not a platform of their own: disconnected) paste as they were copied, twice, each paste
    // further down and right.
    void menuCopyPasteThroughTheClipboard()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &) {});
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        QAction *copy = nullptr, *paste = nullptr;
        for (QAction *a : window.menuBar()->findChildren<QAction *>()) {
            if (a->text() == QLatin1String("&Copy Nodes"))
                copy = a;
            if (a->text() == QLatin1String("&Paste Nodes"))
                paste = a;
        }
        QVERIFY(copy && paste);
        const std::size_t processors = window.document()->platform().processors.size();
        window.scene()->selectNodes({QStringLiteral("P1"), QStringLiteral("P2"), QStringLiteral("P3")});
        copy->trigger();
        paste->trigger();
        QCOMPARE(window.document()->platform().processors.size(), processors + 3);
        const QStringList first = window.scene()->selectedNodes();
        QCOMPARE(first.size(), 3);
        paste->trigger();
        QCOMPARE(window.document()->platform().processors.size(), processors + 6);
        const QStringList second = window.scene()->selectedNodes();
        QCOMPARE(*window.document()->nodePosition(second[0]),
                 *window.document()->nodePosition(QStringLiteral("P1")) + QPointF(60, 60));
        QCOMPARE(*window.document()->nodePosition(first[0]),
                 *window.document()->nodePosition(QStringLiteral("P1")) + QPointF(30, 30));
    }

    void alignAndDistributeArePlainFunctions()
    {
        const NodePositions nodes{{QStringLiteral("a"), {0, 10}}, {QStringLiteral("b"), {40, 0}},
                                  {QStringLiteral("c"), {10, 30}}};
        const NodePositions left = alignedPositions(nodes, Alignment::Left);
        for (const auto &[id, p] : left)
            QCOMPARE(p.x(), 0.0);
        QCOMPARE(left[1].second.y(), 0.0); // the other coordinate is kept
        for (const auto &[id, p] : alignedPositions(nodes, Alignment::VerticalCenter))
            QCOMPARE(p.y(), 15.0);
        for (const auto &[id, p] : alignedPositions(nodes, Alignment::Bottom))
            QCOMPARE(p.y(), 30.0);
        // Distributed along x: a at 0, c at 20 (was 10), b at 40.
        const NodePositions spread = distributedPositions(nodes, Qt::Horizontal);
        QCOMPARE(spread.size(), std::size_t(3));
        QCOMPARE(spread[0].first, QStringLiteral("a"));
        QCOMPARE(spread[1].first, QStringLiteral("c"));
        QCOMPARE(spread[1].second, QPointF(20, 30));
        QCOMPARE(spread[2].second, QPointF(40, 0));
        QCOMPARE(distributedPositions({nodes[0], nodes[1]}, Qt::Vertical), (NodePositions{nodes[0], nodes[1]}));
    }

    void copyPasteKeepsTheLinksBetweenTheNodes()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        const Platform &before = doc.platform();
        const std::size_t processors = before.processors.size(), routers = before.routers.size(),
                          links = before.links.size();
        // The master and two workers: the two links from the master to them come along, the
        // others (to workers left out) do not.
        const QString master = QString::fromStdString(before.master);
        QStringList chosen{master};
        for (const Link &l : before.links)
            if (QString::fromStdString(l.from) == master && chosen.size() < 3)
                chosen << QString::fromStdString(l.to);
        QCOMPARE(chosen.size(), 3);
        scene.selectNodes(chosen);
        QCOMPARE(scene.selectedNodes().size(), 3);
        const Platform fragment = scene.copySelection();
        QCOMPARE(fragment.processors.size() + fragment.routers.size(), std::size_t(3));
        QCOMPARE(fragment.links.size(), std::size_t(2));
        // Through the clipboard's text: partita-platform JSON.
        const Platform read = parsePlatformJson(platformToJson(fragment), "clipboard");
        QCOMPARE(read.links.size(), std::size_t(2));

        const int undoBefore = doc.undoStack()->count();
        const QStringList added = scene.paste(read, QPointF(30, 30));
        QCOMPARE(added.size(), 3);
        QCOMPARE(doc.undoStack()->count(), undoBefore + 1); // one step
        QCOMPARE(doc.platform().processors.size() + doc.platform().routers.size(),
                 processors + routers + 3);
        QCOMPARE(doc.platform().links.size(), links + 2);
        std::set<QString> fresh(added.begin(), added.end());
        for (const QString &id : added)
            QVERIFY(!chosen.contains(id));
        for (std::size_t i = links; i < doc.platform().links.size(); ++i) {
            const Link &l = doc.platform().links[i];
            QVERIFY(fresh.count(QString::fromStdString(l.from)) && fresh.count(QString::fromStdString(l.to)));
        }
        // Moved by the offset (processors first: the copy of chosen[1]), and selected.
        QCOMPARE(*doc.nodePosition(added[0]), *doc.nodePosition(chosen[1]) + QPointF(30, 30));
        QCOMPARE(scene.selectedNodes().size(), 3);
        QCOMPARE(scene.nodeItemCount(), static_cast<int>(processors + routers + 3));
        // Undo removes the whole paste.
        doc.undoStack()->undo();
        QCOMPARE(doc.platform().processors.size(), processors);
        QCOMPARE(doc.platform().links.size(), links);
    }

    void alignSelectionIsOneUndoStep()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        QStringList three;
        for (int i = 0; i < 3; ++i)
            three << QString::fromStdString(doc.platform().processors[static_cast<std::size_t>(i) + 1].id);
        std::vector<QPointF> before;
        for (const QString &id : three)
            before.push_back(scene.nodeItem(id)->pos());
        scene.selectNodes(three);
        const int steps = doc.undoStack()->count();
        QVERIFY(scene.alignSelection(Alignment::Top));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        double top = before[0].y();
        for (const QPointF &p : before)
            top = std::min(top, p.y());
        for (const QString &id : three) {
            QCOMPARE(doc.nodePosition(id)->y(), top);
            QCOMPARE(scene.nodeItem(id)->pos().y(), top);
        }
        QVERIFY(scene.distributeSelection(Qt::Horizontal));
        QCOMPARE(doc.undoStack()->count(), steps + 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        for (std::size_t i = 0; i < 3; ++i)
            QCOMPARE(scene.nodeItem(three[static_cast<int>(i)])->pos(), before[i]);
        // Too few nodes: nothing happens.
        scene.selectNodes({three[0]});
        QVERIFY(!scene.alignSelection(Alignment::Left));
        QVERIFY(!scene.distributeSelection(Qt::Vertical));
        QCOMPARE(doc.undoStack()->count(), steps + 2);
    }
};

QTEST_MAIN(TestCopyAlign)
#include "tst_copy_align.moc"
