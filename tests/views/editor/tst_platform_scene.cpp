// The editor's scene keeps one item per node and per link, following the document's signals
// (including undo), the mouse tools turn clicks into edits, and the property panel's fields
// become undo commands.
#include "editor/link_item.h"
#include "editor/node_item.h"
#include "editor/platform_document.h"
#include "editor/platform_scene.h"
#include "editor/property_panel.h"
#include "editor/auto_layout.h"
#include "io/platform_json.h"
#include "model/generator.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGraphicsSceneMouseEvent>
#include <QLineEdit>
#include <QSignalSpy>
#include <QtTest>

#include <cmath>
#include <utility>

#include <sys/resource.h>

using namespace partita;
using namespace partita::views;

namespace {

Platform star16()
{
    return readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
}

// Sends a left-button press and release at scene position `at` (and `to` for the release).
void click(QGraphicsScene &scene, QPointF at, QPointF to)
{
    QGraphicsSceneMouseEvent press(QEvent::GraphicsSceneMousePress);
    press.setScenePos(at);
    press.setButton(Qt::LeftButton);
    press.setButtons(Qt::LeftButton);
    QCoreApplication::sendEvent(&scene, &press);
    QGraphicsSceneMouseEvent move(QEvent::GraphicsSceneMouseMove);
    move.setScenePos(to);
    move.setButtons(Qt::LeftButton);
    QCoreApplication::sendEvent(&scene, &move);
    QGraphicsSceneMouseEvent release(QEvent::GraphicsSceneMouseRelease);
    release.setScenePos(to);
    release.setButton(Qt::LeftButton);
    QCoreApplication::sendEvent(&scene, &release);
}

} // namespace

class TestPlatformScene : public QObject {
    Q_OBJECT

private slots:
    void oneItemPerId()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        QCOMPARE(scene.nodeItemCount(), 17); // 16 processors and the router M
        QCOMPARE(scene.linkItemCount(), 16);
        QVERIFY(scene.nodeItem(QStringLiteral("M")));
        QCOMPARE(scene.nodeItem(QStringLiteral("P3"))->pos(), QPointF(180.1, -180.1));
    }

    void toolsEditTheDocument()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        QSignalSpy added(&doc, &PlatformDocument::nodeAdded);
        scene.setTool(PlatformScene::Tool::AddProcessor);
        click(scene, QPointF(600, 600), QPointF(600, 600));
        QCOMPARE(added.count(), 1);
        const QString id = added.at(0).at(0).toString();
        QCOMPARE(id, QStringLiteral("P17"));
        QVERIFY(scene.nodeItem(id));
        QCOMPARE(scene.selectedNode(), id);

        // Connect by dragging from the new processor to the router M at the centre.
        scene.setTool(PlatformScene::Tool::Connect);
        QSignalSpy linked(&doc, &PlatformDocument::linkAdded);
        click(scene, QPointF(600, 600), QPointF(0, 0));
        QCOMPARE(linked.count(), 1);
        const Link &l = doc.platform().links.back();
        QCOMPARE(l.from, std::string("P17"));
        QCOMPARE(l.to, std::string("M"));
        QCOMPARE(scene.linkItemCount(), 17);

        // Undo both: the items go with the model.
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(scene.linkItemCount(), 16);
        QVERIFY(!scene.nodeItem(id));
        QVERIFY(doc.platform() == star16());
    }

    void deleteSelectionIsOneStep()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        scene.selectNode(QStringLiteral("P5"));
        scene.deleteSelection();
        QVERIFY(!scene.nodeItem(QStringLiteral("P5")));
        QCOMPARE(scene.linkItemCount(), 15);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QVERIFY(doc.platform() == star16());
        QCOMPARE(scene.linkItemCount(), 16);
    }

    // The document's lookups by id and key follow every edit (they are built once and dropped
    // by each change of the nodes or links): after a delete, its undo and a new link, every
    // processor, router and link is found at its index, and each node's links are its own.
    void lookupsFollowEdits()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        const auto check = [&] {
            const Platform &p = doc.platform();
            for (std::size_t i = 0; i < p.processors.size(); ++i)
                QCOMPARE(doc.processorIndex(QString::fromStdString(p.processors[i].id)), static_cast<int>(i));
            for (std::size_t i = 0; i < p.routers.size(); ++i)
                QCOMPARE(doc.routerIndex(QString::fromStdString(p.routers[i].id)), static_cast<int>(i));
            for (std::size_t i = 0; i < p.links.size(); ++i) {
                const int key = doc.linkKeys()[i];
                QCOMPARE(doc.linkIndex(key), static_cast<int>(i));
                const auto &atFrom = doc.linkKeysAt(QString::fromStdString(p.links[i].from));
                const auto &atTo = doc.linkKeysAt(QString::fromStdString(p.links[i].to));
                QVERIFY(std::find(atFrom.begin(), atFrom.end(), key) != atFrom.end());
                QVERIFY(std::find(atTo.begin(), atTo.end(), key) != atTo.end());
            }
            const auto atM = std::count_if(p.links.begin(), p.links.end(),
                                           [](const Link &l) { return l.from == "M" || l.to == "M"; });
            QCOMPARE(doc.linkKeysAt(QStringLiteral("M")).size(), static_cast<std::size_t>(atM));
        };
        check();
        scene.selectNode(QStringLiteral("P5"));
        scene.deleteSelection();
        QCOMPARE(doc.processorIndex(QStringLiteral("P5")), -1);
        QVERIFY(doc.linkKeysAt(QStringLiteral("P5")).empty());
        check();
        doc.undoStack()->undo();
        check();
        QVERIFY(doc.addLink(QStringLiteral("P1"), QStringLiteral("P2")) >= 0);
        QCOMPARE(doc.linkKeysAt(QStringLiteral("P1")).size(), std::size_t{2});
        check();
    }

    // A star of 20,000 processors (18 s when every lookup searched the platform, O(p²)) is
    // drawn in a small part of that: under 5 s of processor time, which a loaded machine does
    // not stretch.
    void largePlatformOpensQuickly()
    {
        GeneratorOptions g;
        g.kind = "star";
        g.p = 20000;
        Platform big = generatePlatform(g);
        rusage before{}, after{};
        ::getrusage(RUSAGE_SELF, &before);
        PlatformDocument doc;
        doc.reset(std::move(big));
        PlatformScene scene(&doc);
        ::getrusage(RUSAGE_SELF, &after);
        const double cpu = static_cast<double>(after.ru_utime.tv_sec - before.ru_utime.tv_sec)
                         + 1e-6 * static_cast<double>(after.ru_utime.tv_usec - before.ru_utime.tv_usec);
        qInfo("star of 20,000 processors in the editor: %.2f s of processor time", cpu);
        QCOMPARE(scene.nodeItemCount(), 20001);
        QVERIFY2(cpu < 5.0, qPrintable(QString::number(cpu)));
    }

    // Tooltips are made when asked for (PlatformScene::helpEvent), none is kept by an item;
    // the text is what the items carried before.
    void toolTipsMadeOnDemand()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        for (QGraphicsItem *item : scene.items())
            QVERIFY(item->toolTip().isEmpty());
        const Processor &p3 = doc.platform().processors[static_cast<std::size_t>(doc.processorIndex(QStringLiteral("P3")))];
        QCOMPARE(scene.nodeToolTip(QStringLiteral("P3")),
            QStringLiteral("Processor P3\nspeed %1\nmemory %2")
                .arg(QString::number(p3.speed, 'g', 6), QString::number(p3.memory, 'g', 6)));
        QCOMPARE(scene.nodeToolTip(QStringLiteral("M")), QStringLiteral("Router M\nmaster"));
        const int key = doc.linkKeysAt(QStringLiteral("P3")).front();
        const Link *l = doc.link(key);
        QCOMPARE(scene.linkToolTip(key),
            QStringLiteral("Link %1 – %2\nbandwidth %3\nlatency %4")
                .arg(QString::fromStdString(l->from), QString::fromStdString(l->to),
                    QString::number(l->bandwidth, 'g', 6), QString::number(l->latency, 'g', 6)));
        QVERIFY(scene.nodeToolTip(QStringLiteral("nobody")).isEmpty());
    }

    // Links are placed once, after every node has its size: each ends on the rims of its nodes,
    // and its kept bounds are those of its shape, also after a node moves.
    void linksEndOnTheRims()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        const auto check = [&] {
            for (int key : doc.linkKeys()) {
                const Link *l = doc.link(key);
                const NodeItem *a = scene.nodeItem(QString::fromStdString(l->from));
                const NodeItem *b = scene.nodeItem(QString::fromStdString(l->to));
                const LinkItem *item = scene.linkItem(key);
                const QLineF line = item->line();
                QVERIFY(std::abs(QLineF(a->pos(), line.p1()).length() - a->radius()) < 1e-9);
                QVERIFY(std::abs(QLineF(b->pos(), line.p2()).length() - b->radius()) < 1e-9);
                // Computed without stroking (LinkItem::updateBounds): equal up to rounding.
                const QRectF kept = item->boundingRect(), stroked = item->shape().controlPointRect();
                for (const auto &[k, s] : {std::pair(kept.left(), stroked.left()), std::pair(kept.top(), stroked.top()),
                                           std::pair(kept.right(), stroked.right()), std::pair(kept.bottom(), stroked.bottom())})
                    QVERIFY2(std::abs(k - s) < 1e-9, qPrintable(QStringLiteral("%1 against %2").arg(k).arg(s)));
            }
        };
        check();
        doc.moveNode(QStringLiteral("P3"), QPointF(500, 40));
        check();
    }

    // Colours come from ids (report/palette.h): deleting P5 recolours none of P6…P16.
    void deletingKeepsTheOthersColours()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        QHash<QString, QColor> before;
        for (int i = 1; i <= 16; ++i)
            before.insert(QStringLiteral("P%1").arg(i), scene.nodeItem(QStringLiteral("P%1").arg(i))->fill());
        QVERIFY(before.value(QStringLiteral("P6")) != before.value(QStringLiteral("P7")));
        scene.selectNode(QStringLiteral("P5"));
        scene.deleteSelection();
        for (int i = 6; i <= 16; ++i) {
            const QString id = QStringLiteral("P%1").arg(i);
            QCOMPARE(scene.nodeItem(id)->fill(), before.value(id));
        }
    }

    void propertyPanelEdits()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        PropertyPanel panel(&doc, &scene);
        scene.selectNode(QStringLiteral("P2"));
        QCOMPARE(panel.currentNode(), QStringLiteral("P2"));
        QCOMPARE(panel.speedField()->value(), 4.699);
        QSignalSpy changed(&doc, &PlatformDocument::nodeChanged);
        panel.speedField()->setValue(9.5);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(doc.platform().processors[1].speed, 9.5);
        panel.hostField()->setText(QStringLiteral("node2"));
        emit panel.hostField()->editingFinished();
        QCOMPARE(doc.platform().processors[1].host, std::string("node2"));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(panel.speedField()->value(), 4.699); // the panel follows undo
        QVERIFY(doc.platform() == star16());

        const int key = doc.linkKeys()[3];
        scene.selectLink(key);
        QCOMPARE(panel.currentLink(), key);
        panel.bandwidthField()->setValue(4);
        panel.latencyField()->setValue(0.25);
        panel.sharingField()->setCurrentIndex(1);
        emit panel.sharingField()->activated(1);
        const Link &l = doc.platform().links[3];
        QCOMPARE(l.bandwidth, 4.0);
        QCOMPARE(l.latency, 0.25);
        QCOMPARE(l.sharing, Sharing::Backbone);
        QCOMPARE(doc.undoStack()->count(), 3);
    }

    void autoLayoutPlacesEveryNode()
    {
        Platform p = star16();
        for (Processor &pr : p.processors)
            pr.x.reset(), pr.y.reset();
        for (Router &r : p.routers)
            r.x.reset(), r.y.reset();
        const auto layout = autoLayout(p);
        QCOMPARE(layout.size(), std::size_t(17));
        // The master (router M) starts at the centre and neighbours end apart.
        for (std::size_t i = 0; i < layout.size(); ++i)
            for (std::size_t j = i + 1; j < layout.size(); ++j)
                QVERIFY(QLineF(layout[i].second, layout[j].second).length() > 5);
        PlatformDocument doc;
        doc.reset(p);
        PlatformScene scene(&doc); // nodes without coordinates are drawn at the layout
        QCOMPARE(scene.nodeItem(layout[0].first)->pos(), layout[0].second);
        doc.applyLayout(layout);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(*doc.nodePosition(layout[3].first), layout[3].second);
    }
};

QTEST_MAIN(TestPlatformScene)
#include "tst_platform_scene.moc"
