#include "studio/view_export.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QWidget>

#include <functional>

namespace partita::views {

namespace {

std::optional<QString> exportWith(const QString &path, QSize size, const std::function<void(QPainter &, QSize)> &draw,
                                  const QColor &background)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (size.isEmpty())
        return QCoreApplication::translate("ViewExport", "%1: nothing to export (empty view)").arg(path);
    if (ext == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(), size));
        svg.setTitle(QStringLiteral("Partita"));
        QPainter painter;
        if (!painter.begin(&svg))
            return QCoreApplication::translate("ViewExport", "%1: cannot write the SVG file").arg(path);
        painter.fillRect(QRect(QPoint(), size), background);
        draw(painter, size);
        painter.end();
        return std::nullopt;
    }
    if (ext == QLatin1String("png")) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(background);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            draw(painter, size);
        }
        if (!image.save(path, "PNG"))
            return QCoreApplication::translate("ViewExport", "%1: cannot write the PNG file").arg(path);
        return std::nullopt;
    }
    return QCoreApplication::translate("ViewExport", "%1: unknown extension (use .png or .svg)").arg(path);
}

} // namespace

std::optional<QString> exportWidget(QWidget *widget, const QString &path)
{
    return exportWith(path, widget->size(), [widget](QPainter &p, QSize) { widget->render(&p); },
                      widget->palette().window().color());
}

std::optional<QString> exportScene(QGraphicsScene *scene, const QString &path)
{
    const QRectF source = scene->itemsBoundingRect().adjusted(-20, -20, 20, 20);
    const QSize size = source.size().toSize().expandedTo(QSize(1, 1));
    return exportWith(path, size,
                      [scene, source](QPainter &p, QSize s) { scene->render(&p, QRectF(QPointF(), QSizeF(s)), source); },
                      scene->palette().base().color());
}

} // namespace partita::views
