#pragma once
// The one adapter over QtCharts (deprecated after Qt 6.10, SPEC §1): a widget showing either
// bars (one per category, with an optional reference line) or curves. Nothing else
// in the studio includes QtCharts, so replacing it touches this file only.

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
    struct Curve {
        QString name;
        std::vector<double> y; // NaN points are skipped
    };
    // Curves over a common x axis.
    void setCurves(const QString &title, const std::vector<double> &x, const QString &xLabel,
                   const std::vector<Curve> &curves, const QString &yLabel);
    void setMessage(const QString &title, const QString &message);
    // Dark or light chart theme (follows the application palette).
    void setDark(bool dark);

private:
    QWidget *m_view = nullptr;
    bool m_dark = false;
};

} // namespace partita::views
