#include "run/run_log.h"

#include "run/run_report_line.h"
#include "studio/readable_colour.h"

#include <QEvent>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>

namespace partita::views {

RunLog::RunLog(int maximumLines, QWidget *parent) : QPlainTextEdit(parent), m_maximumLines(maximumLines)
{
    setReadOnly(true);
    setMaximumBlockCount(maximumLines);
}

void RunLog::appendLine(const QString &text, Kind kind)
{
    m_lines.push_back({text, kind});
    while (static_cast<int>(m_lines.size()) > m_maximumLines)
        m_lines.pop_front();
    show(m_lines.back());
}

void RunLog::appendStderrLine(const QString &text)
{
    if (const auto report = runReportLine(text))
        appendLine(*report, Kind::Report);
    else if (const auto warning = runWarningLine(text))
        appendLine(*warning, Kind::Stderr);
    else
        appendLine(text, Kind::Stderr);
}

void RunLog::clearLines()
{
    m_lines.clear();
    clear();
}

void RunLog::show(const Line &line)
{
    // The error colour is the one readable on this palette's base (readable_colour.h).
    const QString colour = toneColourOnBase(Tone::Error, palette()).name();
    switch (line.kind) {
    case Kind::Output:
    case Kind::Report: {
        appendPlainText(line.text);
        // appendPlainText takes the format under the edit's cursor, which may be an error
        // line's: the line gets the plain format, the palette's text colour.
        QTextCursor cursor(document()->lastBlock());
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        cursor.setCharFormat(QTextCharFormat());
        break;
    }
    case Kind::Stderr:
        appendHtml(QStringLiteral("<span style='color:%1'>%2</span>").arg(colour, line.text.toHtmlEscaped()));
        break;
    case Kind::Failure:
        appendHtml(QStringLiteral("<b style='color:%1'>%2</b>").arg(colour, line.text.toHtmlEscaped()));
        break;
    }
}

void RunLog::redraw()
{
    QScrollBar *bar = verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    const int value = bar->value();
    clear();
    for (const Line &line : m_lines)
        show(line);
    bar->setValue(atEnd ? bar->maximum() : value);
}

void RunLog::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_lines.empty())
        redraw();
}

} // namespace partita::views
