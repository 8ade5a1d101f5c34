#include "compare/chart_panel.h"

#include "report/palette.h"
#include "studio/export_actions.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QToolTip>
#include <QBarSeries>
#include <QLineSeries>
#include <QLegendMarker>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

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
    m_categoryLabel = tr("category");
    addExportActions(this, QStringLiteral("chart"), [this] { return csvTable(); }, [this] { return drawing(); });
}

CsvTable ChartPanel::csvTable() const
{
    CsvTable t;
    // "volume (elements)"; a value label that already names its unit ("T_step (s)") after a colon.
    const auto withUnit = [](const QString &name, const QString &unit) {
        if (unit.isEmpty() || name == unit)
            return name;
        return unit.contains(QLatin1Char('(')) ? tr("%1: %2").arg(name, unit) : tr("%1 (%2)").arg(name, unit);
    };
    if (!m_sets.empty()) {
        t.header << m_categoryLabel;
        for (const BarSet &b : m_sets)
            t.header << withUnit(m_sets.size() == 1 ? m_barsTitle : b.name, m_valueLabel);
        if (m_reference)
            t.header << withUnit(m_referenceLabel, m_valueLabel);
        for (qsizetype c = 0; c < m_categories.size(); ++c) {
            QStringList row{m_categories[c]};
            for (const BarSet &b : m_sets)
                row << (static_cast<std::size_t>(c) < b.values.size() ? csvNumber(b.values[static_cast<std::size_t>(c)])
                                                                      : QString());
            if (m_reference)
                row << csvNumber(*m_reference);
            t.rows.push_back(row);
        }
    } else if (!m_curves.empty()) {
        t.header << m_xLabel;
        for (const Curve &c : m_curves)
            t.header << withUnit(c.name, m_yLabel);
        for (const Curve &c : m_curves)
            if (c.mark)
                t.header << withUnit(tr("%1, marked point").arg(c.name), m_yLabel);
        for (std::size_t i = 0; i < m_x.size(); ++i) {
            QStringList row{csvNumber(m_x[i])};
            for (const Curve &c : m_curves)
                row << (i < c.y.size() ? csvNumber(c.y[i]) : QString());
            for (const Curve &c : m_curves)
                if (c.mark)
                    row << (*c.mark == i && i < c.y.size() ? csvNumber(c.y[i]) : QString());
            t.rows.push_back(row);
        }
    }
    return t;
}

Drawing ChartPanel::drawing() const
{
    QChartView *view = chartView(m_view);
    QWidget *viewport = view->viewport();
    QColor background = view->chart()->backgroundBrush().color();
    if (!background.isValid() || background.alpha() == 0)
        background = palette().base().color();
    return {viewport->size(),
            [view](QPainter &p, QSize s) {
                p.setRenderHint(QPainter::Antialiasing);
                view->render(&p, QRectF(QPointF(), QSizeF(s)), view->viewport()->rect());
            },
            background};
}

void ChartPanel::setDark(bool dark)
{
    m_dark = dark;
    chartView(m_view)->chart()->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
}

std::vector<ChartPanel::Shown> ChartPanel::shown() const
{
    std::vector<Shown> out;
    for (QAbstractSeries *series : chartView(m_view)->chart()->series()) {
        if (auto *bars = qobject_cast<QBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets())
                out.push_back({set->label(), QStringLiteral("bars"), static_cast<std::size_t>(set->count())});
        } else if (auto *dots = qobject_cast<QScatterSeries *>(series)) {
            out.push_back({dots->name(), QStringLiteral("dots"), static_cast<std::size_t>(dots->count())});
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            out.push_back({line->name(), QStringLiteral("line"), static_cast<std::size_t>(line->count())});
        }
    }
    return out;
}

QString ChartPanel::title() const
{
    return chartView(m_view)->chart()->title();
}

void ChartPanel::setMessage(const QString &title, const QString &message)
{
    m_sets.clear();
    m_curves.clear();
    m_categories.clear();
    m_x.clear();
    m_reference.reset();
    m_hoverText.clear();
    QChart *chart = newChart(title + QStringLiteral("\n") + message, m_dark);
    QChart *old = chartView(m_view)->chart();
    chartView(m_view)->setChart(chart);
    delete old;
}

void ChartPanel::setBars(const QString &title, const QStringList &categories, const std::vector<double> &values,
                         const QString &valueLabel, std::optional<double> reference, const QString &referenceLabel)
{
    setGroupedBars(title, categories, {{valueLabel, values}}, valueLabel, reference, referenceLabel);
}

QString ChartPanel::barText(int set, int category) const
{
    if (set < 0 || category < 0 || static_cast<std::size_t>(set) >= m_sets.size() || category >= m_categories.size())
        return {};
    const BarSet &b = m_sets[static_cast<std::size_t>(set)];
    const auto i = static_cast<std::size_t>(category);
    const QString value = i < b.values.size() && std::isfinite(b.values[i]) ? QString::number(b.values[i], 'g', 4)
                                                                            : tr("no value");
    if (m_sets.size() > 1)
        return tr("%1 — %2: %3 (%4)").arg(m_categories[category], b.name, value, m_valueLabel);
    return tr("%1: %2 (%3)").arg(m_categories[category], value, m_valueLabel);
}

QString ChartPanel::pointText(int curve, double x) const
{
    if (curve < 0 || static_cast<std::size_t>(curve) >= m_curves.size() || m_x.empty())
        return {};
    const Curve &c = m_curves[static_cast<std::size_t>(curve)];
    std::size_t nearest = m_x.size();
    for (std::size_t i = 0; i < m_x.size() && i < c.y.size(); ++i)
        if (std::isfinite(c.y[i]) && (nearest == m_x.size() || std::abs(m_x[i] - x) < std::abs(m_x[nearest] - x)))
            nearest = i;
    if (nearest == m_x.size())
        return {};
    return tr("%1: %2 %3, %4 %5")
        .arg(c.name, m_xLabel, QString::number(m_x[nearest], 'g', 6), QString::number(c.y[nearest], 'g', 4), m_yLabel);
}

void ChartPanel::showHover(const QString &text)
{
    m_hoverText = text;
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text, this);
}

void ChartPanel::setGroupedBars(const QString &title, const QStringList &categories, const std::vector<BarSet> &sets,
                                const QString &valueLabel, std::optional<double> reference,
                                const QString &referenceLabel)
{
    m_categories = categories;
    m_sets = sets;
    m_valueLabel = valueLabel;
    m_barsTitle = title;
    m_reference = reference;
    m_referenceLabel = referenceLabel;
    m_curves.clear();
    m_hoverText.clear();
    QChart *chart = newChart(title, m_dark);
    auto *series = new QBarSeries;
    connect(series, &QBarSeries::hovered, this, [this, series](bool on, int index, QBarSet *set) {
        showHover(on ? barText(static_cast<int>(series->barSets().indexOf(set)), index) : QString());
    });
    double maxValue = 0;
    for (const BarSet &b : sets) {
        auto *set = new QBarSet(b.name);
        for (double v : b.values) {
            const double shown = std::isfinite(v) ? v : 0;
            *set << shown;
            maxValue = std::max(maxValue, shown);
        }
        series->append(set);
    }
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
    chart->legend()->setVisible(reference.has_value() || sets.size() > 1);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart *old = chartView(m_view)->chart();
    chartView(m_view)->setChart(chart);
    delete old;
}

void ChartPanel::setCurves(const QString &title, const std::vector<double> &x, const QString &xLabel,
                           const std::vector<Curve> &curves, const QString &yLabel, bool logY, bool logX)
{
    m_x = x;
    m_curves = curves;
    m_xLabel = xLabel;
    m_yLabel = yLabel;
    m_sets.clear();
    m_categories.clear();
    m_reference.reset();
    m_hoverText.clear();
    QChart *chart = newChart(title, m_dark);
    QAbstractAxis *xAxis = nullptr;
    // Whole abscissas (dimensions, ring sizes) are labelled as such; others (a heterogeneity, a
    // ratio) with three significant digits.
    const bool whole = std::all_of(x.begin(), x.end(), [](double v) { return v == std::floor(v); });
    const QString xFormat = whole ? QStringLiteral("%.0f") : QStringLiteral("%.3g");
    if (logX) {
        // Log-spaced abscissas: a tick at every doubling of a dimension, at every decade of a
        // ratio.
        auto *log = new QLogValueAxis;
        log->setBase(whole ? 2 : 10);
        log->setLabelFormat(xFormat);
        xAxis = log;
    } else {
        auto *linear = new QValueAxis;
        linear->setLabelFormat(xFormat);
        xAxis = linear;
    }
    xAxis->setTitleText(xLabel);
    QAbstractAxis *yAxis = nullptr;
    if (logY) {
        auto *log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(QStringLiteral("%.3g"));
        log->setMinorTickCount(-1);
        yAxis = log;
    } else {
        auto *linear = new QValueAxis;
        linear->setLabelFormat(QStringLiteral("%.3g"));
        yAxis = linear;
    }
    yAxis->setTitleText(yLabel);
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    double minY = std::numeric_limits<double>::infinity(), maxY = 0;
    std::size_t colour = 0;
    for (const Curve &c : curves) {
        auto *line = new QLineSeries;
        line->setName(c.name);
        const int index = static_cast<int>(colour);
        connect(line, &QLineSeries::hovered, this, [this, index](const QPointF &point, bool on) {
            showHover(on ? pointText(index, point.x()) : QString());
        });
        for (std::size_t i = 0; i < x.size() && i < c.y.size(); ++i)
            if (std::isfinite(c.y[i]) && (!logY || c.y[i] > 0) && (!logX || x[i] > 0)) {
                line->append(x[i], c.y[i]);
                maxY = std::max(maxY, c.y[i]);
                minY = std::min(minY, c.y[i]);
            }
        const Rgb rgb = processorColor(colour++);
        const QColor qc(rgb.r, rgb.g, rgb.b);
        line->setPen(QPen(qc, 2));
        chart->addSeries(line);
        line->attachAxis(xAxis);
        line->attachAxis(yAxis);
        if (c.mark && *c.mark < x.size() && *c.mark < c.y.size() && std::isfinite(c.y[*c.mark])
            && (!logY || c.y[*c.mark] > 0)) {
            auto *dot = new QScatterSeries;
            dot->setName(c.name);
            dot->setMarkerSize(12);
            dot->setColor(qc);
            dot->setBorderColor(m_dark ? Qt::white : Qt::black);
            dot->append(x[*c.mark], c.y[*c.mark]);
            chart->addSeries(dot);
            dot->attachAxis(xAxis);
            dot->attachAxis(yAxis);
            for (QLegendMarker *m : chart->legend()->markers(dot))
                m->setVisible(false); // the line's entry names the curve
        }
    }
    if (!x.empty()) {
        const double lo = *std::min_element(x.begin(), x.end()), hi = *std::max_element(x.begin(), x.end());
        if (logX) {
            if (lo > 0)
                xAxis->setRange(lo, hi);
        } else {
            auto *linear = static_cast<QValueAxis *>(xAxis);
            linear->setRange(logY ? lo : 0, hi);
            // Small integer abscissas (ring sizes): one tick per integer, or per a few.
            if (logY && hi <= 1000
                && std::all_of(x.begin(), x.end(), [](double v) { return v == std::floor(v); })) {
                linear->setTickType(QValueAxis::TicksDynamic);
                linear->setTickAnchor(lo);
                linear->setTickInterval(std::max(1.0, std::ceil((hi - lo) / 15)));
            }
        }
    }
    if (logY) {
        if (!(maxY > 0)) {
            minY = 1;
            maxY = 10;
        }
        const double lo = std::floor(std::log10(minY));
        const double hi = std::max(lo + 1, std::ceil(std::log10(maxY)));
        yAxis->setRange(std::pow(10, lo), std::pow(10, hi));
    } else {
        auto *linear = static_cast<QValueAxis *>(yAxis);
        linear->setRange(0, maxY > 0 ? maxY * 1.05 : 1);
        linear->applyNiceNumbers();
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    QChart *old = chartView(m_view)->chart();
    chartView(m_view)->setChart(chart);
    delete old;
}

} // namespace partita::views
