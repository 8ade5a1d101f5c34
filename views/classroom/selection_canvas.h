#pragma once
// The picture of one master-worker selection, painted from a SelectionGeometry: every
// candidate's ratio as a bar (the chosen one in full colour, outlined and marked, the others
// pale), its quotient written out, the work each worker has been assigned so far, and the
// strip of the selections made so far, one cell per selection in the chosen worker's colour,
// and their timeline as in paper 002 Figures 7 and 8: sends on the master's port (idle where a
// worker was still busy), computations on the workers.

#include "classroom/classroom_runner.h"
#include "classroom/selection_frame.h"
#include "classroom/selection_geometry.h"

#include <QString>
#include <QWidget>

#include <memory>

namespace partita::views {

class SelectionCanvas : public QWidget {
    Q_OBJECT

public:
    explicit SelectionCanvas(QWidget *parent = nullptr);

    void setLesson(std::shared_ptr<const SelectionLesson> lesson);
    void setStep(std::size_t step);
    // Shown instead of the picture (computing, or why the strategy does not apply); empty
    // clears it.
    void setMessage(const QString &message);
    QString message() const { return m_message; }

    const SelectionFrame &frame() const { return m_frame; }
    const SelectionGeometry &geometry() const { return m_geometry; }
    void paintCanvas(QPainter &painter, QSize size);

    QSize sizeHint() const override { return {760, 420}; }
    QSize minimumSizeHint() const override { return {360, 220}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QFont rowFont(bool bold) const;
    void fitColumns();
    void paintRows(QPainter &painter);
    void paintStrip(QPainter &painter);
    void paintTimeline(QPainter &painter);

    std::shared_ptr<const SelectionLesson> m_lesson;
    SelectionFrame m_frame;
    SelectionGeometry m_geometry;
    QString m_message;
};

} // namespace partita::views
