// The editor's level of detail (editor/overview_painter.h): zoomed in, every link and node
// draws itself; zoomed out below OverviewPainter::kMaxDetail, the scene draws them all in one
// pass and no unselected item draws itself; selected items still do, on top; a moved node
// takes its links along in both.
#include "editor/link_item.h"
#include "editor/node_item.h"
#include "editor/overview_painter.h"
#include "editor/platform_document.h"
#include "editor/platform_scene.h"
#include "editor/platform_view.h"
#include "io/platform_json.h"
#include "model/generator.h"

#include <QPainter>
#include <QtTest>

#include <cmath>

using namespace partita;
using namespace partita::views;

namespace {

Platform star16()
{
    return readPlatformFile(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
}

// The scene's square of 1,000 units around the hub M (at 0, 0) drawn `scale` pixels per unit
// on white, antialiased as PlatformView draws.
constexpr double kHalf = 500;
QImage draw(PlatformScene &scene, double scale)
{
    const int side = static_cast<int>(std::lround(2 * kHalf * scale));
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(0, 0, side, side), QRectF(-kHalf, -kHalf, 2 * kHalf, 2 * kHalf),
                 Qt::IgnoreAspectRatio);
    return image;
}

QPoint pixelOf(QPointF scenePos, double scale)
{
    return QPoint(static_cast<int>(std::floor((scenePos.x() + kHalf) * scale)),
                  static_cast<int>(std::floor((scenePos.y() + kHalf) * scale)));
}

// The darkest grey level of the 3 × 3 pixels around `at` (255: all white).
int darkestAround(const QImage &image, QPoint at)
{
    int darkest = 255;
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy)
            darkest = std::min(darkest, qGray(image.pixel(at + QPoint(dx, dy))));
    return darkest;
}

} // namespace

class TestOverviewPainter : public QObject {
    Q_OBJECT

private slots:
    // The rule itself: full detail at scale 1 and down to kMaxDetail (0.2), the overview below,
    // wherever the view looks.
    void ruleFollowsTheZoom()
    {
        QVERIFY(!OverviewPainter::applies(QTransform()));
        QVERIFY(!OverviewPainter::applies(QTransform::fromScale(0.21, 0.21)));
        QVERIFY(OverviewPainter::applies(QTransform::fromScale(0.19, 0.19)));
        QVERIFY(OverviewPainter::applies(QTransform::fromScale(0.19, 0.19) * QTransform::fromTranslate(300, -20)));
    }

    // star16: 16 links, 16 processors and the router M.
    void eachItemDrawsItselfZoomedIn()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        draw(scene, 1);
        QCOMPARE(scene.lastDrawing().linkItems, 16);
        QCOMPARE(scene.lastDrawing().nodeItems, 17);
        QCOMPARE(scene.lastDrawing().overview.links, 0);
        QCOMPARE(scene.lastDrawing().overview.nodes, 0);
    }

    void sceneDrawsAllZoomedOut()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        draw(scene, 0.1);
        QCOMPARE(scene.lastDrawing().linkItems, 0); // LinkItem::paint drew none
        QCOMPARE(scene.lastDrawing().nodeItems, 0);
        QCOMPARE(scene.lastDrawing().overview.links, 16);
        QCOMPARE(scene.lastDrawing().overview.nodes, 17);
        // 25 pixels from the hub the 16 links are 25 · 2π / 16 ≈ 10 pixels apart: no two
        // share both ends.
        QCOMPARE(scene.lastDrawing().overview.lines, 16);
        QCOMPARE(scene.lastDrawing().overview.squares, 17);
    }

    // A star of 20,000 fitted to a window of 800 × 600 (as File ▸ Open leaves it): its ring
    // of about 1,800 pixels holds some 11 processors a pixel, whose links from the hub are one
    // line each. The view draws no link or node through its item.
    void manyLinksBecomeFewLines()
    {
        GeneratorOptions g;
        g.kind = "star";
        g.p = 20000;
        PlatformDocument doc;
        doc.reset(generatePlatform(g));
        PlatformScene scene(&doc);
        PlatformView view(&scene);
        view.resize(800, 600);
        view.fitAll();
        view.grab();
        const auto &drawn = scene.lastDrawing();
        QCOMPARE(drawn.linkItems, 0);
        QCOMPARE(drawn.nodeItems, 0);
        QCOMPARE(drawn.overview.links, 20000);
        QCOMPARE(drawn.overview.nodes, 20001);
        // A ring of diameter under 600 pixels has under π · 600 ≈ 1,885 pixels on each of its
        // edges' sides: at most a few thousand distinct lines (each ring pixel and its
        // neighbours), far fewer than the 20,000 links.
        QVERIFY2(drawn.overview.lines > 0 && drawn.overview.lines < 5000, qPrintable(QString::number(drawn.overview.lines)));
        // Likewise the nodes: a square of two pixels or more each, one for all on the same pixels.
        QVERIFY2(drawn.overview.squares > 0 && drawn.overview.squares < 5000, qPrintable(QString::number(drawn.overview.squares)));
    }

    // Selected items draw themselves over the overview, which leaves them out.
    void selectedItemsDrawThemselves()
    {
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        scene.selectNode(QStringLiteral("P3"));
        draw(scene, 0.1);
        QCOMPARE(scene.lastDrawing().nodeItems, 1);
        QCOMPARE(scene.lastDrawing().overview.nodes, 16);
        QCOMPARE(scene.lastDrawing().linkItems, 0);
        const int key = doc.linkKeysAt(QStringLiteral("P3")).front();
        scene.selectLink(key);
        draw(scene, 0.1);
        QCOMPARE(scene.lastDrawing().linkItems, 1);
        QCOMPARE(scene.lastDrawing().overview.links, 15);
        QCOMPARE(scene.lastDrawing().nodeItems, 0);
        QCOMPARE(scene.lastDrawing().overview.nodes, 17);
    }

    // P3 (at 45°, radius 254.7 from M) is dragged to 400 units from M at 56.25°, halfway
    // between the directions of two other links (every 22.5°): at both zooms its link is drawn
    // where it now goes and no longer where it was. Three quarters of the way out, the new
    // link is 300 · sin 11.25° ≈ 58 units from its neighbours, the old one's middle 127 ·
    // sin 22.5° ≈ 49 units from the nearest: 5 pixels or more even at scale 0.1, where a line
    // is one pixel wide.
    void movedNodeTakesItsLinks_data()
    {
        QTest::addColumn<double>("scale");
        QTest::newRow("zoomed in") << 1.0;
        QTest::newRow("overview") << 0.1;
    }
    void movedNodeTakesItsLinks()
    {
        QFETCH(double, scale);
        PlatformDocument doc;
        doc.reset(star16());
        PlatformScene scene(&doc);
        const QString p3 = QStringLiteral("P3");
        NodeItem *node = scene.nodeItem(p3);
        const LinkItem *link = scene.linkItem(doc.linkKeysAt(p3).front());
        const QPointF oldMiddle = node->pos() / 2;
        QVERIFY(darkestAround(draw(scene, scale), pixelOf(oldMiddle, scale)) < 200);

        const double angle = 56.25 * M_PI / 180;
        const QPointF to(400 * std::sin(angle), -400 * std::cos(angle));
        scene.selectNode(p3);
        node->setPos(to); // as a drag moves it, before the document hears of it
        QVERIFY(std::abs(QLineF(to, link->line().p2()).length() - node->radius()) < 1e-9
                || std::abs(QLineF(to, link->line().p1()).length() - node->radius()) < 1e-9);
        scene.clearSelection(); // in the overview, drawn by the scene again
        const QImage after = draw(scene, scale);
        QCOMPARE(scene.lastDrawing().overview.links, scale < OverviewPainter::kMaxDetail ? 16 : 0);
        QVERIFY(darkestAround(after, pixelOf(to * 0.75, scale)) < 200);
        QVERIFY(darkestAround(after, pixelOf(oldMiddle, scale)) > 240);

        // Undone, the move puts the node and its link back.
        scene.selectNode(p3);
        scene.commitMoves();
        QCOMPARE(*doc.nodePosition(p3), QPointF(std::round(to.x() * 10) / 10, std::round(to.y() * 10) / 10));
        doc.undoStack()->undo();
        scene.clearSelection();
        QVERIFY(darkestAround(draw(scene, scale), pixelOf(oldMiddle, scale)) < 200);
    }
};

QTEST_MAIN(TestOverviewPainter)
#include "tst_overview_painter.moc"
