#pragma once
// The Run tab's log: the lines `partita run` prints, its error output and the run's failure in
// the palette's error colour. Each line is kept with its kind, so that a change of palette
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
        Failure, // why the run failed, in bold in the error colour
    };
    struct Line {
        QString text;
        Kind kind = Kind::Output;
    };

    // Keeps the last `maximumLines` lines only.
    explicit RunLog(int maximumLines, QWidget *parent = nullptr);

    void appendLine(const QString &text, Kind kind = Kind::Output);
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
