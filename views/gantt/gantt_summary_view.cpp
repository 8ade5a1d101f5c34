#include "gantt/gantt_summary_view.h"

#include "gantt/gantt_style.h"
#include "gantt/gantt_time_format.h"
#include "studio/readable_colour.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace partita::views {

namespace {

// The parts of a bar: computing, communicating, waiting, idle.
// "predicted (simulator)" → "predicted": the tag before each bar stays short.
QString shortTag(const QString &label)
{
    const qsizetype paren = label.indexOf(QLatin1String(" ("));
    return paren > 0 ? label.left(paren) : label;
}

// A figure in the unit of the column titles: about three significant digits, no exponent.
QString figure(double v)
{
    const double a = std::abs(v);
    const int decimals = a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : 3;
    QString s = QString::number(v, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s;
}

QColor partColor(int part)
{
    switch (part) {
    case 0: return ganttKindColor(IntervalKind::Compute);
    case 1: return ganttKindColor(IntervalKind::Send);
    case 2: return ganttKindColor(IntervalKind::Wait);
    default: return ganttKindColor(IntervalKind::Idle);
    }
}

} // namespace

GanttSummaryView::GanttSummaryView(QWidget *parent) : QWidget(parent)
{
    m_labels[0] = tr("predicted");
    m_labels[1] = tr("measured");
    setMouseTracking(true);
    relayout();
}

void GanttSummaryView::setSummaries(const TraceSummary &predicted, const std::optional<TraceSummary> &measured,
                                    const std::string &timeUnit)
{
    m_predicted = predicted;
    m_measured = measured;
    m_timeUnit = timeUnit;
    relayout();
}

void GanttSummaryView::setHeader(const QStringList &lines)
{
    m_header = lines;
    relayout();
}

void GanttSummaryView::setLabels(const QString &predicted, const QString &measured)
{
    m_labels[0] = predicted;
    m_labels[1] = measured;
    relayout();
}

double GanttSummaryView::headerLineHeight(int line) const
{
    QFont f = font();
    f.setBold(line == 0);
    const int w = std::max(50, width() - 16);
    return QFontMetrics(f).boundingRect(QRect(0, 0, w, 10000), Qt::TextWordWrap, m_header[line]).height() + 2;
}

double GanttSummaryView::headerHeight() const
{
    const QFontMetrics fm(font());
    // Header lines (wrapped), a blank, the legend row, the column titles.
    double h = 8;
    for (int i = 0; i < m_header.size(); ++i)
        h += headerLineHeight(i);
    return h + 6 + 2 * (fm.height() + 4) + 4;
}

void GanttSummaryView::relayout()
{
    const QFontMetrics fm(font());
    m_layout.width = width();
    m_layout.top = headerHeight();
    m_layout.lineHeight = std::max(18, fm.height() + 4);
    int labels = 48;
    for (const RankSummary &s : m_predicted.ranks)
        labels = std::max(labels, fm.horizontalAdvance(QString::fromStdString(s.id)) + 10);
    if (m_measured)
        for (const RankSummary &s : m_measured->ranks)
            labels = std::max(labels, fm.horizontalAdvance(QString::fromStdString(s.id)) + 10);
    m_layout.labelWidth = std::min(labels, 120);
    m_layout.tagWidth = m_measured ? std::min(std::max(fm.horizontalAdvance(shortTag(m_labels[0])),
                                                       fm.horizontalAdvance(shortTag(m_labels[1]))) + 10, 90)
                                   : 0;
    m_layout.numberWidth = std::max({48, fm.horizontalAdvance(QStringLiteral("00000")) + 10,
                                     fm.horizontalAdvance(tr("compute")) + 10, fm.horizontalAdvance(tr("comm.")) + 10});
    m_layout.layout(m_predicted, m_measured ? &*m_measured : nullptr);
    updateGeometry();
    update();
}

QSize GanttSummaryView::sizeHint() const
{
    return {460, static_cast<int>(m_layout.height())};
}

QSize GanttSummaryView::minimumSizeHint() const
{
    return {300, static_cast<int>(m_layout.height())};
}

void GanttSummaryView::resizeEvent(QResizeEvent *)
{
    relayout();
}

QString GanttSummaryView::format(double t) const
{
    return formatGanttTime(t, unit(), 3);
}

GanttTimeUnit GanttSummaryView::unit() const
{
    return ganttTimeUnit(m_timeUnit, m_layout.scale);
}

CsvTable GanttSummaryView::csvTable() const
{
    const QString unit = traceUnitName(m_timeUnit);
    const auto title = [&unit](const QString &name) { return tr("%1 (%2)").arg(name, unit); };
    CsvTable t;
    t.header << tr("processor") << tr("trace") << title(tr("from")) << title(tr("to")) << title(tr("compute"))
             << title(tr("communication")) << title(tr("idle, waiting included")) << title(tr("waiting"))
             << title(tr("communication during computation"));
    const auto add = [&t](const TraceSummary &s, const QString &label) {
        for (const RankSummary &r : s.ranks)
            t.rows.push_back({QString::fromStdString(r.id), label, csvNumber(s.t0), csvNumber(s.t1),
                              csvNumber(r.compute), csvNumber(r.communication), csvNumber(r.idle), csvNumber(r.wait),
                              csvNumber(r.overlapped)});
    };
    add(m_predicted, m_labels[0]);
    if (m_measured)
        add(*m_measured, m_labels[1]);
    return t;
}

QStringList GanttSummaryView::figures(std::size_t line) const
{
    const GanttSummaryLine &l = m_layout.lines.at(line);
    if (!l.summary)
        return {QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—")};
    const double scale = unit().scale;
    return {figure(l.summary->compute * scale), figure(l.summary->communication * scale), figure(l.summary->idle * scale)};
}

QString GanttSummaryView::tooltipFor(std::size_t line) const
{
    const GanttSummaryLine &l = m_layout.lines.at(line);
    const QString who = QStringLiteral("<b>%1</b> — %2")
                            .arg(QString::fromStdString(m_layout.rows[static_cast<std::size_t>(l.row)].id).toHtmlEscaped(),
                                 m_labels[l.panel].toHtmlEscaped());
    if (!l.summary)
        return who + QStringLiteral("<br>") + tr("not in this trace");
    const RankSummary &s = *l.summary;
    const TraceSummary &t = l.panel == 0 ? m_predicted : *m_measured;
    const double range = t.t1 - t.t0;
    const auto pct = [&](double v) { return range > 0 ? QString::number(100 * v / range, 'f', 1) : QStringLiteral("0"); };
    QString tip = who;
    tip += QStringLiteral("<br>") + tr("computing: %1 (%2 %)").arg(format(s.compute), pct(s.compute));
    tip += QStringLiteral("<br>") + tr("communicating: %1 (%2 %)").arg(format(s.communication), pct(s.communication));
    if (s.overlapped > 0)
        tip += QStringLiteral("<br>") + tr("communication during computation: %1 (counted as computing)").arg(format(s.overlapped));
    tip += QStringLiteral("<br>") + tr("idle: %1 (%2 %), of which waiting %3").arg(format(s.idle), pct(s.idle), format(s.wait));
    return tip;
}

bool GanttSummaryView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        if (const auto line = m_layout.lineAt(help->pos().x(), help->pos().y()))
            QToolTip::showText(help->globalPos(), tooltipFor(*line), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void GanttSummaryView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QColor text = palette().color(QPalette::WindowText);
    const QColor faint = palette().color(QPalette::Mid);
    const QFontMetrics fm(font());
    const GanttSummaryLayout &g = m_layout;
    QFont bold = font();
    bold.setBold(true);

    // Header lines, wrapped; the first one bold.
    double y = 8;
    for (int i = 0; i < m_header.size(); ++i) {
        p.setFont(i == 0 ? bold : font());
        p.setPen(text);
        const double h = headerLineHeight(i);
        p.drawText(QRectF(g.margin, y, width() - 2 * g.margin, h), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_header[i]);
        y += h;
    }
    p.setFont(font());
    y += 6;

    // The legend of the bars, on its own row.
    const QString parts[4] = {tr("compute"), tr("communication"), tr("wait"), tr("idle")};
    double x = g.margin;
    const double swatch = 10;
    for (int part = 0; part < 4; ++part) {
        const double w = fm.horizontalAdvance(parts[part]);
        if (x + swatch + 4 + w > width() - g.margin)
            break;
        const QRectF box(x, y + (fm.height() - swatch) / 2, swatch, swatch);
        p.fillRect(box, partColor(part));
        if (part == 2)
            p.fillRect(box, QBrush(ganttWaitHatchColor(), Qt::FDiagPattern));
        if (part == 3) {
            p.setPen(faint);
            p.drawRect(box);
        }
        p.setPen(text);
        p.drawText(QPointF(x + swatch + 4, y + fm.ascent()), parts[part]);
        x += swatch + 4 + w + 14;
    }
    y += fm.height() + 4;

    // Column titles: what the bars show, then the three figures and their unit.
    p.setPen(faint.darker(150));
    p.drawText(QRectF(g.margin, y, g.numbersLeft() - g.margin - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
               fm.elidedText(tr("share of the range; times in %1:").arg(unit().suffix), Qt::ElideLeft,
                             static_cast<int>(g.numbersLeft() - g.margin - 4)));
    p.setPen(text);
    const QString columns[3] = {tr("compute"), tr("comm."), tr("idle")};
    for (int c = 0; c < 3; ++c)
        p.drawText(QRectF(g.numbersLeft() + c * g.numberWidth, y, g.numberWidth - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, columns[c]);
    p.setPen(QPen(faint, 0.8));
    const double rule = g.top - 3;
    p.drawLine(QPointF(g.margin, rule), QPointF(width() - g.margin, rule));

    // Rows.
    for (std::size_t i = 0; i < g.lines.size(); ++i) {
        const GanttSummaryLine &l = g.lines[i];
        const GanttSummaryRow &row = g.rows[static_cast<std::size_t>(l.row)];
        const QRectF lineBox(0, l.y, width(), g.lineHeight);
        if (l.panel == 0) {
            p.setFont(bold);
            p.setPen(text);
            p.drawText(QRectF(g.margin, row.top, g.labelWidth - 6, row.height), Qt::AlignLeft | Qt::AlignVCenter,
                       QFontMetrics(bold).elidedText(QString::fromStdString(row.id), Qt::ElideMiddle, static_cast<int>(g.labelWidth) - 6));
            p.setFont(font());
        }
        if (g.tagWidth > 0) {
            p.setPen(faint.darker(150));
            p.drawText(QRectF(g.margin + g.labelWidth, l.y, g.tagWidth - 6, g.lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                       fm.elidedText(shortTag(m_labels[l.panel]), Qt::ElideRight, static_cast<int>(g.tagWidth) - 6));
        }
        const double by = l.y + 3, bh = g.lineHeight - 6;
        double bx = l.barX;
        for (int part = 0; part < 4; ++part) {
            const double w = l.segments[static_cast<std::size_t>(part)];
            if (w <= 0)
                continue;
            const QRectF seg(bx, by, w, bh);
            p.fillRect(seg, partColor(part));
            if (part == 2)
                p.fillRect(seg, QBrush(ganttWaitHatchColor(), Qt::FDiagPattern));
            // The share of the range, written in the part when it fits.
            const double range = l.barWidth > 0 ? l.barWidth : 1;
            const QString pct = QStringLiteral("%1 %").arg(std::lround(100 * w / range));
            if (part != 2 && w >= fm.horizontalAdvance(pct) + 6) {
                p.setPen(textColourOn(partColor(part)));
                p.drawText(seg, Qt::AlignCenter, pct);
            }
            bx += w;
        }
        if (l.barWidth > 0) {
            p.setPen(QPen(faint, 0.8));
            p.drawRect(QRectF(l.barX, by, l.barWidth, bh));
        }
        p.setPen(text);
        const QStringList f = figures(i);
        for (int c = 0; c < 3; ++c)
            p.drawText(QRectF(g.numbersLeft() + c * g.numberWidth, lineBox.top(), g.numberWidth - 4, g.lineHeight),
                       Qt::AlignRight | Qt::AlignVCenter, f[c]);
    }
    if (g.rows.empty()) {
        p.setPen(faint.darker(150));
        p.drawText(QRectF(g.margin, g.top, width() - 2 * g.margin, 3 * g.lineHeight), Qt::AlignLeft | Qt::TextWordWrap,
                   tr("No processor row in this trace."));
    }
}

} // namespace partita::views
