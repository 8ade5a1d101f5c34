#pragma once
// The editor's overview: zoomed out so far that a node is a few pixels (a platform of
// thousands of processors fitted to the window), the scene draws its links and nodes itself,
// in one pass under the items (PlatformScene::drawBackground), rather than through one
// paint() per item, whose cost grows with the number of items when the view cannot show
// them apart. Links are drawn in device pixels: the links whose two ends fall on the same
// pixels are one line, as dark as their stack would be, and all lines of one pen are one
// drawLines call; nodes are small squares of their colour, without outline or label, one
// square for the nodes that fall on the same pixels. The
// items then draw themselves only when selected, on top. Zoomed in again, each item draws
// itself in full (docs/studio.md, Platform tab).

#include <QColor>
#include <QLineF>
#include <QPalette>
#include <QRect>
#include <QPointF>
#include <QRectF>
#include <QTransform>

#include <cstddef>
#include <unordered_map>
#include <vector>

class QPainter;

namespace partita::views {

class OverviewPainter {
public:
    // The level of detail (device pixels per scene unit, as QStyleOptionGraphicsItem::
    // levelOfDetailFromTransform measures it) below which the overview is drawn: a node of
    // the default radius (12) is then under 5 pixels across, a link under 1.2 pixels wide,
    // and the names are long gone (they need 0.6, NodeItem::paint).
    static constexpr double kMaxDetail = 0.2;
    static bool applies(const QTransform &worldTransform);

    // What one overview drew: links and nodes handed to it, the lines the links became and
    // the squares the nodes became.
    struct Counts {
        int links = 0;
        int lines = 0;
        int nodes = 0;
        int squares = 0;
    };

    // Draws in device coordinates from here on (the painter's state is restored by the
    // destructor); `exposed` is the scene rectangle to draw, `palette` gives the links' colour.
    OverviewPainter(QPainter &painter, const QRectF &exposed, const QPalette &palette);
    ~OverviewPainter();
    OverviewPainter(const OverviewPainter &) = delete;
    OverviewPainter &operator=(const OverviewPainter &) = delete;

    // A link as LinkItem draws it: `line` in scene coordinates, `width` its pen's, dashed for
    // a backbone. Collected; drawLinks() draws them.
    void addLink(const QLineF &line, double width, bool dashed);
    void drawLinks();
    // A node at `pos` (scene coordinates), collected; drawNodes() draws them, over the links
    // when drawLinks() came first.
    void addNode(QPointF pos, double radius, const QColor &fill, bool master);
    void drawNodes();

    const Counts &counts() const { return m_counts; }

private:
    // A line between two device pixels, drawn with a pen of `width` quarter pixels.
    struct Line {
        int x1, y1, x2, y2;
        int width;
        bool dashed;
        bool operator==(const Line &) const = default;
    };
    struct LineHash {
        std::size_t operator()(const Line &l) const noexcept;
    };

    QPainter &m_painter;
    QTransform m_toDevice;
    double m_detail;
    QRectF m_deviceExposed;
    QColor m_linkColour;
    QColor m_outline;
    std::unordered_map<Line, int, LineHash> m_lines; // line → how many links it stands for
    // A node's square of device pixels (x, y, side), drawn once in the colour of the last
    // node on it: on a ring of 100,000 processors some 40 share each square.
    struct Square {
        int x, y, side;
        bool operator==(const Square &) const = default;
    };
    struct SquareHash {
        std::size_t operator()(const Square &q) const noexcept;
    };
    std::unordered_map<Square, QColor, SquareHash> m_squares;
    std::vector<QRect> m_masters;
    Counts m_counts;
};

} // namespace partita::views
