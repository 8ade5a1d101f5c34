#include "editor/overview_painter.h"

#include <QList>
#include <QPainter>
#include <QPen>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>
#include <utility>

namespace partita::views {

namespace {

// A link's colour has alpha 0.55 (LinkItem::paint): n links stacked on the same pixels let
// 0.45ⁿ of the background through. Beyond four the line is as good as opaque (0.45⁴ = 0.04).
constexpr double kLinkAlpha = 0.55;
constexpr int kMaxStack = 4;

int pixel(double v)
{
    // Device coordinates of a scene far beyond the window stay within int.
    return static_cast<int>(std::floor(std::clamp(v, -1e9, 1e9)));
}

} // namespace

bool OverviewPainter::applies(const QTransform &worldTransform)
{
    return QStyleOptionGraphicsItem::levelOfDetailFromTransform(worldTransform) < kMaxDetail;
}

std::size_t OverviewPainter::LineHash::operator()(const Line &l) const noexcept
{
    std::size_t h = 0;
    for (const int v : {l.x1, l.y1, l.x2, l.y2, l.width, static_cast<int>(l.dashed)})
        h = h * 1000003U ^ static_cast<std::size_t>(static_cast<unsigned>(v));
    return h;
}

OverviewPainter::OverviewPainter(QPainter &painter, const QRectF &exposed, const QPalette &palette)
    : m_painter(painter), m_toDevice(painter.worldTransform()),
      m_detail(QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter.worldTransform())),
      m_linkColour(palette.text().color()), m_outline(palette.text().color())
{
    // A line's or a square's pixels may reach a little beyond its ends.
    m_deviceExposed = m_toDevice.mapRect(exposed).adjusted(-3, -3, 3, 3);
    m_painter.save();
    m_painter.resetTransform();
}

OverviewPainter::~OverviewPainter()
{
    m_painter.restore();
}

void OverviewPainter::addLink(const QLineF &line, double width, bool dashed)
{
    ++m_counts.links;
    const QPointF a = m_toDevice.map(line.p1()), b = m_toDevice.map(line.p2());
    if (std::max(a.x(), b.x()) < m_deviceExposed.left() || std::min(a.x(), b.x()) > m_deviceExposed.right()
        || std::max(a.y(), b.y()) < m_deviceExposed.top() || std::min(a.y(), b.y()) > m_deviceExposed.bottom())
        return;
    // A pen narrower than a pixel is drawn one pixel wide, as QPainter draws any thin pen.
    const int quarters = std::max(4, static_cast<int>(std::lround(width * m_detail * 4)));
    Line l{pixel(a.x()), pixel(a.y()), pixel(b.x()), pixel(b.y()), quarters, dashed};
    if (std::tie(l.x1, l.y1) > std::tie(l.x2, l.y2)) {
        std::swap(l.x1, l.x2);
        std::swap(l.y1, l.y2);
    }
    ++m_lines[l];
}

void OverviewPainter::drawLinks()
{
    // One drawLines call per pen: (stack, width, dashed).
    std::map<std::tuple<int, int, bool>, QList<QLineF>> batches;
    for (const auto &[l, n] : m_lines)
        batches[{std::min(n, kMaxStack), l.width, l.dashed}].append(
            QLineF(l.x1 + 0.5, l.y1 + 0.5, l.x2 + 0.5, l.y2 + 0.5));
    for (const auto &[pen, lines] : batches) {
        const auto &[stack, quarters, dashed] = pen;
        QColor c = m_linkColour;
        c.setAlphaF(static_cast<float>(1 - std::pow(1 - kLinkAlpha, stack)));
        QPen p(c, quarters / 4.0, dashed ? Qt::DashLine : Qt::SolidLine);
        m_painter.setPen(p);
        m_painter.drawLines(lines);
    }
    m_counts.lines += static_cast<int>(m_lines.size());
    m_lines.clear();
}

std::size_t OverviewPainter::SquareHash::operator()(const Square &q) const noexcept
{
    return (static_cast<std::size_t>(static_cast<unsigned>(q.x)) * 1000003U ^ static_cast<unsigned>(q.y)) * 31U
         + static_cast<unsigned>(q.side);
}

void OverviewPainter::addNode(QPointF pos, double radius, const QColor &fill, bool master)
{
    ++m_counts.nodes;
    const QPointF c = m_toDevice.map(pos);
    // At least two pixels, so that a ring of a thousand processors still shows its colours.
    const int side = std::max(2, static_cast<int>(std::lround(2 * radius * m_detail)));
    const Square q{pixel(c.x() - side / 2.0 + 0.5), pixel(c.y() - side / 2.0 + 0.5), side};
    if (!m_deviceExposed.intersects(QRectF(q.x, q.y, side, side)))
        return;
    m_squares[q] = fill;
    if (master)
        m_masters.emplace_back(q.x, q.y, side, side);
}

void OverviewPainter::drawNodes()
{
    for (const auto &[q, fill] : m_squares)
        m_painter.fillRect(QRect(q.x, q.y, q.side, q.side), fill);
    m_painter.setPen(QPen(m_outline, 1));
    m_painter.setBrush(Qt::NoBrush);
    for (const QRect &r : m_masters)
        m_painter.drawRect(QRectF(r).adjusted(-1.5, -1.5, 1.5, 1.5));
    m_counts.squares += static_cast<int>(m_squares.size());
    m_squares.clear();
    m_masters.clear();
}

} // namespace partita::views
