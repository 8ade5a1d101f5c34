#pragma once
// The classroom's "Ring growth" page: the greedy growth of the SharedRing heuristic (paper 001
// §4.1) stepped one insertion at a time, for the problem bar's H and W. Each step is
// explained in one line ("Size 4: P7 inserted between P2 and P5, T_step = 12.3"), the ring is
// drawn as a circle (RingCanvas) beside T_step against the size (TStepChart). Results come from
// a ClassroomRunner, off the GUI thread.

#include "classroom/classroom_runner.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;

namespace partita::views {

class RingCanvas;
class StepControls;
class TStepChart;

class RingPage : public QWidget {
    Q_OBJECT

public:
    explicit RingPage(ClassroomRunner *runner, QWidget *parent = nullptr);

    void setInput(const Platform &platform, const PlanSettings &settings);

    const RingLesson *lesson() const { return m_lesson.get(); }
    int currentStep() const;
    int stepCount() const;
    // The processor inserted at `step` (0-based; the ring then has step + 1 members), or empty.
    QString insertedAt(int step) const;
    QString stepLine() const { return m_lineText; }
    QString message() const;
    // What differs from the worked example of the toy cluster (worked_example.h); empty on it.
    QStringList exampleDifferences() const { return m_differences; }
    QLabel *exampleLine() const { return m_exampleLine; }
    QPushButton *exampleButton() const { return m_exampleButton; }

    StepControls *controls() const { return m_controls; }
    RingCanvas *canvas() const { return m_canvas; }
    TStepChart *chart() const { return m_chart; }

signals:
    void resultsShown();
    // "Paper's example" was clicked: the studio opens ringExample().
    void exampleRequested();

private:
    void showLesson(const RingLesson &lesson);
    void showStep(int step);

    ClassroomRunner *m_runner;
    std::shared_ptr<const RingLesson> m_lesson;
    QString m_lineText;
    StepControls *m_controls;
    QLabel *m_line;
    QLabel *m_ringText;
    RingCanvas *m_canvas;
    TStepChart *m_chart;
    QLabel *m_footer;
    QPushButton *m_exampleButton;
    QLabel *m_exampleLine;
    QStringList m_differences;
};

} // namespace partita::views
