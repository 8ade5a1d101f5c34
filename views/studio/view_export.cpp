#include "studio/view_export.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QWidget>

#include <algorithm>

namespace partita::views {

Drawing widgetDrawing(QWidget *widget)
{
    return {widget->size(), [widget](QPainter &p, QSize) { widget->render(&p); }, widget->palette().window().color()};
}

Drawing gridDrawing(const std::vector<Drawing> &drawings, int columns)
{
    if (drawings.empty())
        return {};
    if (drawings.size() == 1)
        return drawings.front();
    columns = std::max(1, columns);
    QSize cell;
    for (const Drawing &d : drawings)
        cell = cell.expandedTo(d.size);
    const int rows = (static_cast<int>(drawings.size()) + columns - 1) / columns;
    const int used = std::min(columns, static_cast<int>(drawings.size()));
    Drawing out;
    out.size = QSize(cell.width() * used, cell.height() * rows);
    out.background = drawings.front().background;
    out.paint = [drawings, cell, columns](QPainter &p, QSize) {
        for (std::size_t i = 0; i < drawings.size(); ++i) {
            const int c = static_cast<int>(i) % columns, r = static_cast<int>(i) / columns;
            p.save();
            p.translate(c * cell.width(), r * cell.height());
            p.setClipRect(QRect(QPoint(), drawings[i].size));
            p.fillRect(QRect(QPoint(), drawings[i].size), drawings[i].background);
            drawings[i].paint(p, drawings[i].size);
            p.restore();
        }
    };
    return out;
}

QImage renderDrawing(const Drawing &d)
{
    QImage image(d.size, QImage::Format_ARGB32_Premultiplied);
    image.fill(d.background);
    if (d.valid()) {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        d.paint(painter, d.size);
    }
    return image;
}

std::optional<QString> exportDrawing(const Drawing &d, const QString &path)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (!d.valid())
        return QCoreApplication::translate("ViewExport", "%1: nothing to export (empty view)").arg(path);
    if (ext != QLatin1String("svg") && ext != QLatin1String("png"))
        return QCoreApplication::translate("ViewExport", "%1: unknown extension (use .png or .svg)").arg(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("ViewExport", "%1: cannot write (%2)").arg(path, file.errorString());
    if (ext == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(d.size);
        svg.setViewBox(QRect(QPoint(), d.size));
        svg.setTitle(QStringLiteral("Partita"));
        QPainter painter;
        if (!painter.begin(&svg))
            return QCoreApplication::translate("ViewExport", "%1: cannot write the SVG file").arg(path);
        painter.fillRect(QRect(QPoint(), d.size), d.background);
        d.paint(painter, d.size);
        painter.end();
    } else if (!renderDrawing(d).save(&file, "PNG")) {
        return QCoreApplication::translate("ViewExport", "%1: cannot write the PNG file").arg(path);
    }
    if (!file.commit())
        return QCoreApplication::translate("ViewExport", "%1: cannot write (%2)").arg(path, file.errorString());
    return std::nullopt;
}

std::optional<QString> exportWidget(QWidget *widget, const QString &path)
{
    return exportDrawing(widgetDrawing(widget), path);
}

std::optional<QString> exportScene(QGraphicsScene *scene, const QString &path)
{
    const QRectF source = scene->itemsBoundingRect().adjusted(-20, -20, 20, 20);
    const QSize size = source.size().toSize().expandedTo(QSize(1, 1));
    return exportDrawing({size, [scene, source](QPainter &p, QSize s) { scene->render(&p, QRectF(QPointF(), QSizeF(s)), source); },
                          scene->palette().base().color()},
                         path);
}

} // namespace partita::views
