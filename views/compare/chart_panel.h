#pragma once
// The one adapter over QtCharts (deprecated after Qt 6.10): a widget showing either
// bars (one per category, with an optional reference line) or curves. Nothing else
// in the studio includes QtCharts, so replacing it touches this file only.

#include "studio/csv_export.h"
#include "studio/view_export.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

namespace partita::views {

class ChartPanel : public QWidget {
    Q_OBJECT

public:
    explicit ChartPanel(QWidget *parent = nullptr);

    // Bars: values[i] for categories[i] (NaN: no bar). `reference` draws a horizontal line.
    void setBars(const QString &title, const QStringList &categories, const std::vector<double> &values,
                 const QString &valueLabel, std::optional<double> reference = std::nullopt,
                 const QString &referenceLabel = {});
    struct BarSet {
        QString name;
        std::vector<double> values; // one per category (NaN: no bar)
    };
    // Grouped bars: one bar of each set per category, with a legend when there are several.
    void setGroupedBars(const QString &title, const QStringList &categories, const std::vector<BarSet> &sets,
                        const QString &valueLabel, std::optional<double> reference = std::nullopt,
                        const QString &referenceLabel = {});
    struct Curve {
        QString name;
        std::vector<double> y;           // NaN points are skipped (and points ≤ 0 on a log axis)
        std::optional<std::size_t> mark = {}; // index of a point drawn as a large dot
    };
    // Curves over a common x axis; logY: logarithmic value axis; logX: logarithmic x axis, base
    // 2 (positive abscissas only).
    void setCurves(const QString &title, const std::vector<double> &x, const QString &xLabel,
                   const std::vector<Curve> &curves, const QString &yLabel, bool logY = false, bool logX = false);
    void setMessage(const QString &title, const QString &message);

    // What the chart shows, without QtCharts types (tests): each series or bar set with its
    // kind ("line", "dots", "bars") and number of points or bars.
    struct Shown {
        QString name;
        QString kind;
        std::size_t points = 0;
    };
    std::vector<Shown> shown() const;
    QString title() const;
    // Dark or light chart theme (follows the application palette).
    void setDark(bool dark);

    // Hovering a bar or a curve shows its value in a tooltip: what these give. A bar: its
    // category, its set (when there are several) and its value with the value axis's label
    // ("columns — predicted: 2.991 (makespan (s))"); a curve: its name and the data point
    // nearest to the abscissa under the mouse ("H/W = 1: ring size 4, 1.061"). Empty when out of range.
    QString barText(int set, int category) const;
    QString pointText(int curve, double x) const;
    // The tooltip shown now (empty when the mouse is over no bar or curve).
    QString hoverText() const { return m_hoverText; }

    // The title of the categories' column in the CSV ("strategy").
    void setCategoryLabel(const QString &label) { m_categoryLabel = label; }
    // What the chart shows as a table (studio/csv_export.h), every value in full: bars, one row
    // per category and one column per set (and the reference line's value), titled with the value
    // axis's unit; curves, one row per abscissa and one column per curve (and per marked point).
    // Empty while the chart shows a message.
    CsvTable csvTable() const;
    // The chart alone, without the view's frame or the widgets around it, at its size on screen.
    Drawing drawing() const;

private:
    void showHover(const QString &text);

    QWidget *m_view = nullptr;
    bool m_dark = false;
    // What is drawn, kept for the hover texts.
    QStringList m_categories;
    std::vector<BarSet> m_sets;
    QString m_valueLabel;
    QString m_barsTitle;
    QString m_categoryLabel;
    std::optional<double> m_reference;
    QString m_referenceLabel;
    std::vector<double> m_x;
    std::vector<Curve> m_curves;
    QString m_xLabel, m_yLabel;
    QString m_hoverText;
};

} // namespace partita::views
