#pragma once
// The SharedRing after one step of its growth (paper 001 §4.1), painted from a RingGeometry:
// the members on a circle in ring order with arrows towards each successor, every disc in the
// processor's colour with its id and speed, the processor inserted at this step ringed and its
// two new ring links drawn thick, its neighbours outlined; T_step in the middle; the
// processors not yet in the ring greyed in a row underneath.

#include "classroom/classroom_runner.h"
#include "classroom/ring_geometry.h"

#include <QString>
#include <QWidget>

#include <memory>

namespace partita::views {

class RingCanvas : public QWidget {
    Q_OBJECT

public:
    explicit RingCanvas(QWidget *parent = nullptr);

    void setLesson(std::shared_ptr<const RingLesson> lesson);
    void setStep(std::size_t step);
    void setMessage(const QString &message);
    QString message() const { return m_message; }
    std::size_t step() const { return m_step; }
    const RingGeometry &geometry() const { return m_geometry; }
    void paintCanvas(QPainter &painter, QSize size);

    QSize sizeHint() const override { return {460, 460}; }
    QSize minimumSizeHint() const override { return {260, 260}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::shared_ptr<const RingLesson> m_lesson;
    std::size_t m_step = 0;
    RingGeometry m_geometry;
    QString m_message;
};

} // namespace partita::views
