#pragma once
// T_step against ring size for the SharedRing growth (paper 001 §4.1, Figures 7-12), painted
// from a TStepChartGeometry: T_step after each insertion (with the max-min refinement of §4.3
// when it was kept), the greedy value of §4.2 dashed where the two differ, the current size
// marked by a vertical line and the best size by a ring and a label.

#include "classroom/classroom_runner.h"
#include "classroom/tstep_chart_geometry.h"

#include <QWidget>

#include <memory>

namespace partita::views {

class TStepChart : public QWidget {
    Q_OBJECT

public:
    explicit TStepChart(QWidget *parent = nullptr);

    void setLesson(std::shared_ptr<const RingLesson> lesson);
    void setStep(std::size_t step);
    const TStepChartGeometry &geometry() const { return m_geometry; }
    // Whether the greedy curve is drawn (some size's refinement changed T_step).
    bool showsGreedy() const;
    void paintChart(QPainter &painter, QSize size);

    QSize sizeHint() const override { return {460, 300}; }
    QSize minimumSizeHint() const override { return {260, 180}; }

signals:
    // A size was clicked (0-based step).
    void stepClicked(int step);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    std::shared_ptr<const RingLesson> m_lesson;
    std::size_t m_step = 0;
    TStepChartGeometry m_geometry;
};

} // namespace partita::views
