#include "text_contrast.h"

#include <QHash>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QTextItem>
#include <QWidget>

#include <cmath>
#include <limits>

namespace partita::testing {

namespace {

// Records the text items painted on it, with the pen and the transformation in force.
class RecordingEngine : public QPaintEngine {
public:
    RecordingEngine() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }
    void updateState(const QPaintEngineState &changed) override
    {
        const auto dirty = changed.state();
        if (dirty & QPaintEngine::DirtyPen)
            m_pen = changed.pen();
        if (dirty & QPaintEngine::DirtyTransform)
            m_transform = changed.transform();
        if (dirty & QPaintEngine::DirtyClipEnabled)
            m_clipEnabled = changed.isClipEnabled();
        // The clip, in device coordinates: text outside it (a scroll area's hidden rows) is not
        // on screen.
        if (dirty & QPaintEngine::DirtyClipRegion) {
            QPainterPath path;
            path.addRegion(changed.clipRegion());
            clip(changed.clipOperation(), changed.transform().map(path));
        }
        if (dirty & QPaintEngine::DirtyClipPath)
            clip(changed.clipOperation(), changed.transform().map(changed.clipPath()));
    }
    // Only text is recorded; every other primitive is dropped here (the defaults would turn
    // one into another, and polygons into each other without end).
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawPath(const QPainterPath &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawPolygon(const QPoint *, int, PolygonDrawMode) override {}
    void drawRects(const QRect *, int) override {}
    void drawRects(const QRectF *, int) override {}
    void drawLines(const QLine *, int) override {}
    void drawLines(const QLineF *, int) override {}
    void drawEllipse(const QRectF &) override {}
    void drawEllipse(const QRect &) override {}
    void drawPoints(const QPointF *, int) override {}
    void drawPoints(const QPoint *, int) override {}
    void drawImage(const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override {}
    void drawTiledPixmap(const QRectF &, const QPixmap &, const QPointF &) override {}
    void drawTextItem(const QPointF &p, const QTextItem &item) override
    {
        if (item.text().trimmed().isEmpty())
            return;
        const QRectF box(p.x(), p.y() - item.ascent(), item.width(), item.ascent() + item.descent());
        QRectF shown = m_transform.mapRect(box);

        if (m_clipEnabled && m_clipped)
            shown &= m_clip;
        // Each widget is painted inside its own region, the system clip (device coordinates).
        if (!systemClip().isEmpty())
            shown &= QRectF(systemClip().boundingRect());
        // A text cut by its widget's edge (the last row a scroll area half shows) is read once
        // scrolled into view, against what lies under it then: only texts mostly shown count.
        const QRectF full = m_transform.mapRect(box);
        if (shown.width() >= 0.6 * full.width() && shown.height() >= 0.6 * full.height())
            texts.push_back({item.text(), m_pen.color(), shown, {}, 1.0});
    }
    std::vector<DrawnText> texts;

private:
    void clip(Qt::ClipOperation operation, const QPainterPath &path)
    {
        const QRectF r = path.boundingRect();
        if (operation == Qt::NoClip) {
            m_clipped = false;
        } else if (operation == Qt::IntersectClip && m_clipped) {
            m_clip &= r;
        } else {
            m_clip = r;
            m_clipped = true;
        }
    }
    QPen m_pen;
    QTransform m_transform;
    bool m_clipEnabled = false, m_clipped = false;
    QRectF m_clip; // the clip's bounding rectangle, in device coordinates
};

class RecordingDevice : public QPaintDevice {
public:
    explicit RecordingDevice(QSize size) : m_size(size) {}
    QPaintEngine *paintEngine() const override { return &m_engine; }
    std::vector<DrawnText> &texts() { return m_engine.texts; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth: return m_size.width();
        case PdmHeight: return m_size.height();
        case PdmWidthMM: return m_size.width() * 254 / 960;
        case PdmHeightMM: return m_size.height() * 254 / 960;
        case PdmNumColors: return std::numeric_limits<int>::max();
        case PdmDepth: return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return QImage(1, 1, QImage::Format_ARGB32).logicalDpiX();
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return static_cast<int>(devicePixelRatioFScale());
        default: return 0;
        }
    }

private:
    QSize m_size;
    mutable RecordingEngine m_engine;
};

double channel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// How far apart two colours are, 0 to 3·255.
int distance(QRgb a, QRgb b)
{
    return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b));
}

} // namespace

double relativeLuminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

std::vector<DrawnText> drawnTexts(QWidget *widget)
{
    QImage image(widget->size(), QImage::Format_RGB32);
    image.fill(widget->palette().color(QPalette::Window));
    widget->render(&image);
    RecordingDevice device(widget->size());
    {
        QPainter painter(&device);
        widget->render(&painter);
    }
    std::vector<DrawnText> texts = std::move(device.texts());
    const QRect bounds = image.rect();
    for (DrawnText &t : texts) {
        const QRect r = t.rect.toAlignedRect() & bounds;
        if (r.isEmpty())
            continue;
        // The most frequent colour that is not the text's (nor its antialiased edge, close to it).
        const QRgb own = t.colour.rgb();
        QHash<QRgb, int> counts;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x) {
                const QRgb px = image.pixel(x, y) | 0xff000000u;
                if (distance(px, own) > 24)
                    ++counts[px];
            }
        int best = 0, total = 0;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
            total += it.value();
            if (it.value() > best) {
                best = it.value();
                t.background = QColor(it.key());
            }
        }
        // A rectangle of (nearly) nothing but the text's colour: the text is its background.
        if (total < r.width() * r.height() / 5)
            t.background = QColor();
        t.contrast = t.background.isValid() ? contrastRatio(t.colour, t.background) : 1.0;
    }
    return texts;
}

} // namespace partita::testing
