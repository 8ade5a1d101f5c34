#pragma once
// The classroom's "LU step" page: the right-looking block LU factorization of paper 002 §7
// stepped one elimination step at a time, drawn as Figure 9 (LuCanvas): the pivot, the two
// panels and the core, each worker's columns of the core in its colour with its chunk shape.
// A combo picks the strategy (the problem bar's when it is lu-homogeneous or lu-hetero,
// lu-hetero at first); beside the drawing, the step's costs as §7.1 states them with the plan's
// numbers (luStepCosts). The matrix is n×n, n and q from the problem bar. Results come from a
// ClassroomRunner, off the GUI thread.

#include "classroom/classroom_runner.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;

namespace partita::views {

class LuCanvas;
class StepControls;

class LuPage : public QWidget {
    Q_OBJECT

public:
    explicit LuPage(ClassroomRunner *runner, QWidget *parent = nullptr);

    // Recomputes for this platform and problem; the strategy follows settings.algorithm when it
    // is an LU one, and otherwise stays as chosen on the page (lu-hetero at first).
    void setInput(const Platform &platform, const PlanSettings &settings);
    // lu-homogeneous or lu-hetero; recomputes when it changes and there is an input.
    void setAlgorithm(const std::string &algorithm);
    std::string algorithm() const;

    const LuLesson *lesson() const { return m_lesson.get(); }
    int currentStep() const;
    int stepCount() const;
    // The worker that factors the pivot of `step` (0-based), or an empty string.
    QString pivotWorkerAt(int step) const;
    QString stepLine() const { return m_lineText; }
    QString costsText() const;
    // Why nothing is drawn (computing, or the strategy does not apply); empty when a step is.
    QString message() const;
    // What differs from the worked example (luExample, worked_example.h); empty on it.
    QStringList exampleDifferences() const { return m_differences; }
    QLabel *exampleLine() const { return m_exampleLine; }
    QPushButton *exampleButton() const { return m_exampleButton; }

    StepControls *controls() const { return m_controls; }
    LuCanvas *canvas() const { return m_canvas; }

signals:
    void resultsShown();
    // "Paper's example" was clicked: the studio opens luExample().
    void exampleRequested();

private:
    void recompute();
    void showLesson(const LuLesson &lesson);
    void showStep(int step);

    ClassroomRunner *m_runner;
    Platform m_platform;
    Problem m_problem;
    LuSteps m_steps = LuSteps::Best; // lu-hetero's order of a step, from the problem bar
    bool m_hasInput = false;
    std::shared_ptr<const LuLesson> m_lesson;
    QString m_lineText;
    QComboBox *m_strategy;
    StepControls *m_controls;
    QLabel *m_line;
    LuCanvas *m_canvas;
    QLabel *m_costs;
    QLabel *m_footer;
    QPushButton *m_exampleButton;
    QLabel *m_exampleLine;
    QStringList m_differences;
};

} // namespace partita::views
