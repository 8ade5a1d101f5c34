#pragma once
// Step k of the right-looking block LU factorization as Figure 9 of paper 002 draws it, painted
// from an LuStepGeometry: the part already factored greyed, (a) the pivot, (b) the vertical and
// (c) the horizontal panel, (d) the core matrix cut into the columns each worker updates at this
// step, in the worker's colour, with the chunk of the horizontal panel it keeps above them; a
// legend names each worker's chunk shape (square, whole columns, virtual workers; §7.3).

#include "classroom/classroom_runner.h"
#include "classroom/lu_geometry.h"

#include <QString>
#include <QWidget>

#include <memory>

namespace partita::views {

class LuCanvas : public QWidget {
    Q_OBJECT

public:
    explicit LuCanvas(QWidget *parent = nullptr);

    void setLesson(std::shared_ptr<const LuLesson> lesson);
    void setStep(std::size_t step);
    void setMessage(const QString &message);
    QString message() const { return m_message; }
    std::size_t step() const { return m_step; }
    const LuStepGeometry &geometry() const { return m_geometry; }
    void paintCanvas(QPainter &painter, QSize size);

    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {260, 260}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::shared_ptr<const LuLesson> m_lesson;
    std::size_t m_step = 0;
    LuStepGeometry m_geometry;
    QString m_message;
};

} // namespace partita::views
