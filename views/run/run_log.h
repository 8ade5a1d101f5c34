#pragma once
// The Run tab's log: the lines `partita run` prints, its error output and the run's failure in
// the palette's error colour, except the report lines of its error output (its notes and the
// comparison with the prediction, run_report_line.h), shown in the text colour and translated. Each line is kept with its kind, so that a change of palette
// (light to dark, View ▸ Dark Palette) draws the lines already printed again in the new
// colours instead of leaving a red chosen for the other background.

#include <QPlainTextEdit>
#include <QString>

#include <deque>

namespace partita::views {

class RunLog : public QPlainTextEdit {
    Q_OBJECT
public:
    enum class Kind {
        Output,  // partita's standard output, in the text colour
        Stderr,  // its error output, in the error colour
        Report,  // a report line of its error output (a note, the comparison), in the text colour
        Failure, // why the run failed, in bold in the error colour
    };
    struct Line {
        QString text;
        Kind kind = Kind::Output;
    };

    // Keeps the last `maximumLines` lines only.
    explicit RunLog(int maximumLines, QWidget *parent = nullptr);

    void appendLine(const QString &text, Kind kind = Kind::Output);
    // A line of partita's error output: a report line in the studio's language as Report, a
    // "warning:" line in the studio's language as Stderr, any other (an "error:" line, mpirun's
    // words) as it is as Stderr.
    void appendStderrLine(const QString &text);
    // Forgets every line.
    void clearLines();
    const std::deque<Line> &lines() const { return m_lines; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void show(const Line &line);
    void redraw();

    std::deque<Line> m_lines;
    int m_maximumLines;
};

} // namespace partita::views
