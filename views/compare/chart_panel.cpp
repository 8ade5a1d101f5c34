#include "compare/chart_panel.h"

#include "report/palette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QBarSeries>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace partita::views {

namespace {

QChartView *chartView(QWidget *w) { return static_cast<QChartView *>(w); }

QChart *newChart(const QString &title, bool dark)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    return chart;
}

} // namespace

ChartPanel::ChartPanel(QWidget *parent) : QWidget(parent)
{
    auto *view = new QChartView(newChart({}, false));
    view->setRenderHint(QPainter::Antialiasing);
    m_view = view;
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view);
}

void ChartPanel::setDark(bool dark)
{
    m_dark = dark;
    chartView(m_view)->chart()->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
}

void ChartPanel::setMessage(const QString &title, const QString &message)
{
    QChart *chart = newChart(title + QStringLiteral("\n") + message, m_dark);
    QChart *old = chartView(m_view)->chart();
    chartView(m_view)->setChart(chart);
    delete old;
}

void ChartPanel::setBars(const QString &title, const QStringList &categories, const std::vector<double> &values,
                         const QString &valueLabel, std::optional<double> reference, const QString &referenceLabel)
{
    QChart *chart = newChart(title, m_dark);
    auto *set = new QBarSet(valueLabel);
    double maxValue = 0;
    for (double v : values) {
        const double shown = std::isfinite(v) ? v : 0;
        *set << shown;
        maxValue = std::max(maxValue, shown);
    }
    auto *series = new QBarSeries;
    series->append(set);
    series->setBarWidth(0.75);
    chart->addSeries(series);
    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);

    auto *valueAxis = new QValueAxis;
    valueAxis->setTitleText(valueLabel);
    valueAxis->setLabelFormat(QStringLiteral("%.3g"));
    chart->addAxis(categoryAxis, Qt::AlignBottom);
    chart->addAxis(valueAxis, Qt::AlignLeft);
    // Twenty-odd strategies share the width: names written upwards, in a small font (set
    // after addAxis, which applies the theme's font), each get the height they need.
    QFont small = categoryAxis->labelsFont();
    small.setPixelSize(10);
    categoryAxis->setLabelsFont(small);
    categoryAxis->setLabelsAngle(-90);
    categoryAxis->setGridLineVisible(false);
    series->attachAxis(categoryAxis);
    series->attachAxis(valueAxis);
    if (reference) {
        maxValue = std::max(maxValue, *reference);
        auto *line = new QLineSeries;
        line->setName(referenceLabel);
        const double last = static_cast<double>(std::max<qsizetype>(categories.size(), 1)) - 0.5;
        line->append(-0.5, *reference);
        line->append(last, *reference);
        QPen pen(QColor(200, 30, 30), 2, Qt::DashLine);
        line->setPen(pen);
        chart->addSeries(line);
        line->attachAxis(valueAxis);
        line->attachAxis(categoryAxis);
    }
    valueAxis->setRange(0, maxValue > 0 ? maxValue * 1.05 : 1);
    valueAxis->applyNiceNumbers();
    chart->legend()->setVisible(reference.has_value());
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart *old = chartView(m_view)->chart();
    chartView(m_view)->setChart(chart);
    delete old;
}

void ChartPanel::setCurves(const QString &title, const std::vector<double> &x, const QString &xLabel,
                           const std::vector<Curve> &curves, const QString &yLabel)
{
    QChart *chart = newChart(title, m_dark);
    auto *xAxis = new QValueAxis;
    xAxis->setTitleText(xLabel);
    xAxis->setLabelFormat(QStringLiteral("%.0f"));
    auto *yAxis = new QValueAxis;
    yAxis->setTitleText(yLabel);
    yAxis->setLabelFormat(QStringLiteral("%.3g"));
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    double maxY = 0;
    std::size_t colour = 0;
    for (const Curve &c : curves) {
        auto *line = new QLineSeries;
        line->setName(c.name);
        for (std::size_t i = 0; i < x.size() && i < c.y.size(); ++i)
            if (std::isfinite(c.y[i])) {
                line->append(x[i], c.y[i]);
                maxY = std::max(maxY, c.y[i]);
            }
        const Rgb rgb = processorColor(colour++);
        line->setPen(QPen(QColor(rgb.r, rgb.g, rgb.b), 2));
        chart->addSeries(line);
        line->attachAxis(xAxis);
        line->attachAxis(yAxis);
    }
    if (!x.empty())
        xAxis->setRange(0, *std::max_element(x.begin(), x.end()));
    yAxis->setRange(0, maxY > 0 ? maxY * 1.05 : 1);
    yAxis->applyNiceNumbers();
    chart->legend()->setAlignment(Qt::AlignRight);
    QChart *old = chartView(m_view)->chart();
    chartView(m_view)->setChart(chart);
    delete old;
}

} // namespace partita::views
