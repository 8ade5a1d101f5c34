// The editor's automatic layout (editor/auto_layout.h, docs/studio.md, Editing): the shape found
// from the links, and geometry a reader can check: no two nodes closer than 3/4 of a slot, a
// star's leaves at one distance from its hub, a mesh's nodes on a rectangular grid with every
// link joining grid neighbours, a tree's children one layer below their parent; Arrange Nodes
// is one undo step that undo takes back whole. Cut (Ctrl+X) is one undo step too.
#include "editor/auto_layout.h"
#include "editor/platform_document.h"
#include "editor/platform_scene.h"
#include "io/platform_json.h"
#include "model/generator.h"
#include "studio/main_window.h"

#include <QAction>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <cmath>
#include <limits>
#include <map>
#include <set>

using namespace partita;
using namespace partita::views;

namespace {

Platform example(const char *name)
{
    return readPlatformFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/%1").arg(QLatin1String(name)).toStdString());
}

void addProcessor(Platform &p, const std::string &id)
{
    p.processors.push_back({id, id, 1.0, 100.0, {}, {}, {}, {}});
}

void addLink(Platform &p, const std::string &a, const std::string &b)
{
    Link l;
    l.from = a;
    l.to = b;
    l.bandwidth = 1;
    p.links.push_back(l);
}

// An R×C torus of processors T<r>_<c>, numbered in a shuffled order so that the detection
// cannot lean on the ids, without coordinates.
Platform torus(int rows, int cols)
{
    Platform p;
    p.units = Units::Blocks;
    const auto id = [&](int r, int c) {
        return "T" + std::to_string((r + rows) % rows) + "_" + std::to_string((c + cols) % cols);
    };
    for (int i = 0; i < rows * cols; ++i) {
        const int k = (i * 7) % (rows * cols); // 7 is prime to 30
        addProcessor(p, id(k / cols, k % cols));
    }
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            addLink(p, id(r, c), id(r, c + 1));
            addLink(p, id(r, c), id(r + 1, c));
        }
    return p;
}

// A binary tree of depth 3 under the master P1 (P1's children P2, P3; Pi's children P2i,
// P2i+1), 15 processors.
Platform binaryTree()
{
    Platform p;
    p.units = Units::Blocks;
    for (int i = 1; i <= 15; ++i)
        addProcessor(p, "P" + std::to_string(i));
    for (int i = 2; i <= 15; ++i)
        addLink(p, "P" + std::to_string(i / 2), "P" + std::to_string(i));
    p.master = "P1";
    p.masterComputes = true;
    return p;
}

std::map<QString, QPointF> positions(const PlatformLayout &layout)
{
    std::map<QString, QPointF> out;
    for (const auto &[id, pos] : layout.positions)
        out[id] = pos;
    return out;
}

double distance(QPointF a, QPointF b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

// No two node centres closer than 3/4 of a slot (the largest disc is 44 across, 60 apart).
double closestPair(const PlatformLayout &layout)
{
    double closest = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < layout.positions.size(); ++i)
        for (std::size_t j = i + 1; j < layout.positions.size(); ++j)
            closest = std::min(closest, distance(layout.positions[i].second, layout.positions[j].second));
    return closest;
}

void verifyGrid(const Platform &platform, const PlatformLayout &layout, bool wrap)
{
    const auto pos = positions(layout);
    QCOMPARE(pos.size(), platform.processors.size() + platform.routers.size());
    // Every node on a lattice point of kNodeSpacing, the lattice R×C, each point used once.
    std::set<std::pair<long, long>> cells;
    long minX = 0, minY = 0, maxX = 0, maxY = 0;
    bool first = true;
    for (const auto &[id, p] : pos) {
        const double cx = p.x() / kNodeSpacing, cy = p.y() / kNodeSpacing;
        QVERIFY(std::abs(cx - std::round(cx)) < 1e-9 && std::abs(cy - std::round(cy)) < 1e-9);
        const long x = std::lround(cx), y = std::lround(cy);
        QVERIFY(cells.insert({x, y}).second);
        minX = first ? x : std::min(minX, x);
        maxX = first ? x : std::max(maxX, x);
        minY = first ? y : std::min(minY, y);
        maxY = first ? y : std::max(maxY, y);
        first = false;
    }
    QCOMPARE(maxX - minX + 1, long(layout.columns));
    QCOMPARE(maxY - minY + 1, long(layout.rows));
    QCOMPARE(cells.size(), std::size_t(layout.rows * layout.columns));
    // Each link joins grid neighbours (or, on a torus, the two ends of a row or a column).
    for (const Link &l : platform.links) {
        const QPointF a = pos.at(QString::fromStdString(l.from)), b = pos.at(QString::fromStdString(l.to));
        const long dx = std::lround(std::abs(a.x() - b.x()) / kNodeSpacing);
        const long dy = std::lround(std::abs(a.y() - b.y()) / kNodeSpacing);
        const bool neighbours = dx + dy == 1;
        const bool wrapped = wrap && ((dy == 0 && dx == layout.columns - 1) || (dx == 0 && dy == layout.rows - 1));
        QVERIFY2(neighbours || wrapped, (l.from + " " + l.to).c_str());
    }
}

} // namespace

class TestAutoLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PartitaTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_auto_layout"));
        QSettings().clear();
    }

    // star16: the master router M at the centre, the 16 workers at one distance from it, at
    // least a slot apart from each other.
    void starAroundItsHub()
    {
        const Platform star = example("star16.json");
        const PlatformLayout layout = layoutPlatform(star);
        QCOMPARE(layout.shape, LayoutShape::Star);
        QCOMPARE(layout.root, QString::fromStdString(star.master));
        const auto pos = positions(layout);
        const QPointF centre = pos.at(layout.root);
        const QString leaf = pos.begin()->first == layout.root ? std::next(pos.begin())->first : pos.begin()->first;
        const double radius = distance(pos.at(leaf), centre);
        QVERIFY(radius >= 1.5 * kNodeSpacing);
        for (const auto &[id, p] : pos)
            if (id != layout.root)
                QVERIFY(std::abs(distance(p, centre) - radius) < 0.2); // positions rounded to 0.1
        QVERIFY(closestPair(layout) >= kNodeSpacing - 0.2);
        // 1,000 workers: one circle still, neighbours a slot apart.
        const PlatformLayout big = layoutPlatform(generatePlatform({"star", 1000, 1}));
        QCOMPARE(big.shape, LayoutShape::Star);
        QVERIFY(closestPair(big) >= kNodeSpacing - 0.2);
    }

    // The generated 5×5 mesh (its coordinates dropped): on a 5×5 grid, each link between grid
    // neighbours; a 3×7 one found as 3 by 7, whichever way.
    void meshOnItsGrid()
    {
        Platform mesh = generatePlatform({"mesh", 25, 3});
        for (Processor &p : mesh.processors)
            p.x = p.y = std::nullopt;
        const PlatformLayout layout = layoutPlatform(mesh);
        QCOMPARE(layout.shape, LayoutShape::Mesh);
        QCOMPARE(layout.rows, 5);
        QCOMPARE(layout.columns, 5);
        verifyGrid(mesh, layout, false);
        // The generator numbers row by row: P1 top left, P5 ending the first row.
        const auto pos = positions(layout);
        QCOMPARE(pos.at(QStringLiteral("P1")), QPointF(0, 0));
        QCOMPARE(pos.at(QStringLiteral("P5")), QPointF(4 * kNodeSpacing, 0));

        Platform narrow;
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 7; ++c)
                addProcessor(narrow, "N" + std::to_string(r) + "_" + std::to_string(c));
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 7; ++c) {
                const std::string here = "N" + std::to_string(r) + "_" + std::to_string(c);
                if (c + 1 < 7)
                    addLink(narrow, here, "N" + std::to_string(r) + "_" + std::to_string(c + 1));
                if (r + 1 < 3)
                    addLink(narrow, here, "N" + std::to_string(r + 1) + "_" + std::to_string(c));
            }
        const PlatformLayout n = layoutPlatform(narrow);
        QCOMPARE(n.shape, LayoutShape::Mesh);
        QCOMPARE(n.rows * n.columns, 21);
        QCOMPARE(std::min(n.rows, n.columns), 3);
        verifyGrid(narrow, n, false);
    }

    void torusOnItsGrid()
    {
        const Platform t = torus(5, 6);
        const PlatformLayout layout = layoutPlatform(t);
        QCOMPARE(layout.shape, LayoutShape::Torus);
        QCOMPARE(layout.rows * layout.columns, 30);
        verifyGrid(t, layout, true);
    }

    // A binary tree under its master: the root on top, each child one layer (1.25 slots) below
    // its parent, each parent above the middle of its two children, leaves a slot apart.
    void treeLayeredFromItsRoot()
    {
        const Platform tree = binaryTree();
        const PlatformLayout layout = layoutPlatform(tree);
        QCOMPARE(layout.shape, LayoutShape::Tree);
        QCOMPARE(layout.root, QStringLiteral("P1"));
        const auto pos = positions(layout);
        for (int i = 2; i <= 15; ++i) {
            const QPointF child = pos.at(QStringLiteral("P%1").arg(i)), parent = pos.at(QStringLiteral("P%1").arg(i / 2));
            QCOMPARE(child.y() - parent.y(), 1.25 * kNodeSpacing);
        }
        for (int i = 1; i <= 7; ++i)
            QCOMPARE(pos.at(QStringLiteral("P%1").arg(i)).x(),
                     (pos.at(QStringLiteral("P%1").arg(2 * i)).x() + pos.at(QStringLiteral("P%1").arg(2 * i + 1)).x()) / 2);
        QVERIFY(closestPair(layout) >= kNodeSpacing - 0.2);
    }

    // Anything else (the generated tiers platform: routers in tiers with cross links) gets the
    // force-directed layout, spread until no two nodes overlap; beyond 300 nodes, layers.
    void otherGraphsDoNotOverlap()
    {
        for (int p : {40, 150, 400}) {
            const PlatformLayout layout = layoutPlatform(generatePlatform({"tiers", p, 2}));
            QVERIFY(layout.shape == LayoutShape::Other || layout.shape == LayoutShape::Tree);
            QVERIFY2(closestPair(layout) >= 0.75 * kNodeSpacing - 0.2, qPrintable(QString::number(closestPair(layout))));
        }
        // A ring of 12 (a cycle: no star, grid or tree).
        Platform ring;
        for (int i = 0; i < 12; ++i)
            addProcessor(ring, "R" + std::to_string(i));
        for (int i = 0; i < 12; ++i)
            addLink(ring, "R" + std::to_string(i), "R" + std::to_string((i + 1) % 12));
        const PlatformLayout r = layoutPlatform(ring);
        QCOMPARE(r.shape, LayoutShape::Other);
        QVERIFY(closestPair(r) >= 0.75 * kNodeSpacing - 0.2);
    }

    // Edit ▸ Arrange Nodes on star16 (drawn by hand in the file): one undo step named after the
    // shape; undo brings every position back.
    void arrangeIsOneUndoStep()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &) {});
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        PlatformDocument *doc = window.document();
        std::map<QString, std::optional<QPointF>> before;
        for (const Processor &p : doc->platform().processors)
            before[QString::fromStdString(p.id)] = doc->nodePosition(QString::fromStdString(p.id));
        QAction *arrange = nullptr;
        for (QAction *a : window.findChildren<QAction *>())
            if (a->text() == QLatin1String("&Arrange Nodes"))
                arrange = a;
        QVERIFY(arrange);
        const int steps = doc->undoStack()->count();
        arrange->trigger();
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Arrange nodes as a star"));
        const auto after = positions(layoutPlatform(doc->platform()));
        for (const auto &[id, pos] : after)
            QCOMPARE(*doc->nodePosition(id), pos);
        doc->undoStack()->undo();
        for (const auto &[id, pos] : before)
            QCOMPARE(doc->nodePosition(id), pos);
    }

    // Cut: the selected nodes and their links leave the document as one undo step, go to the
    // clipboard, and the first paste puts them back where they were; undo of the cut restores
    // the platform as it was.
    void cutIsOneUndoStep()
    {
        MainWindow window;
        window.setErrorReporter([](const QString &, const QString &) {});
        QVERIFY(window.openFile(QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")));
        PlatformDocument *doc = window.document();
        const Platform original = doc->platform();
        QAction *cut = nullptr, *paste = nullptr;
        for (QAction *a : window.menuBar()->findChildren<QAction *>()) {
            if (a->text() == QLatin1String("Cu&t Nodes"))
                cut = a;
            if (a->text() == QLatin1String("&Paste Nodes"))
                paste = a;
        }
        QVERIFY(cut && paste);
        QCOMPARE(cut->shortcut(), QKeySequence(QKeySequence::Cut));
        const QPointF p2 = *doc->nodePosition(QStringLiteral("P2"));
        window.scene()->selectNodes({QStringLiteral("P2"), QStringLiteral("P3")});
        const int steps = doc->undoStack()->count();
        cut->trigger();
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Cut"));
        QCOMPARE(doc->platform().processors.size(), original.processors.size() - 2);
        QCOMPARE(doc->platform().links.size(), original.links.size() - 2); // M–P2 and M–P3
        QVERIFY(doc->nodeKind(QStringLiteral("P2")) == PlatformDocument::NodeKind::None);
        paste->trigger();
        QCOMPARE(doc->platform().processors.size(), original.processors.size());
        const QStringList pasted = window.scene()->selectedNodes();
        QCOMPARE(pasted.size(), 2);
        QCOMPARE(*doc->nodePosition(pasted[0]), p2);
        doc->undoStack()->undo(); // the paste
        doc->undoStack()->undo(); // the cut
        QCOMPARE(doc->platform(), original);
    }
};

QTEST_MAIN(TestAutoLayout)
#include "tst_auto_layout.moc"
