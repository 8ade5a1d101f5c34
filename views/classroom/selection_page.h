#pragma once
// The classroom's "Master-worker selection" page: the incremental resource selection of paper
// 002 §6.2 (global, §6.2.1 Algorithm 3, or local, §6.2.2) stepped one selection at a time.
// A combo picks the rule (the problem bar's strategy when it is mw-global or mw-local); the
// transport bar moves through the selections; each one is explained in one line, with the
// completion time and total work before and after it, the picture of every candidate's ratio
// (SelectionCanvas) and the whole history as a table (SelectionHistoryModel). Results come
// from a ClassroomRunner, off the GUI thread.

#include "classroom/classroom_runner.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace partita::views {

class SelectionCanvas;
class SelectionHistoryModel;
class StepControls;

class SelectionPage : public QWidget {
    Q_OBJECT

public:
    explicit SelectionPage(ClassroomRunner *runner, QWidget *parent = nullptr);

    // Recomputes for this platform and problem; the rule follows settings.algorithm when it
    // is mw-global or mw-local, and otherwise stays as chosen on the page (mw-global at first).
    void setInput(const Platform &platform, const PlanSettings &settings);
    // mw-global or mw-local; recomputes when it changes and there is an input.
    void setAlgorithm(const std::string &algorithm);
    std::string algorithm() const;

    // What is on screen.
    const SelectionLesson *lesson() const { return m_lesson.get(); }
    int currentStep() const;
    int stepCount() const;
    // The worker chosen at `step` (0-based), or an empty string.
    QString chosenAt(int step) const;
    QString ruleLine() const { return m_ruleText; }
    // Why nothing is shown (computing, or the strategy does not apply); empty when a lesson is.
    QString message() const;
    // What differs from the worked example of Table 2 (worked_example.h); empty on it.
    QStringList exampleDifferences() const { return m_differences; }
    QLabel *exampleLine() const { return m_exampleLine; }
    // The line naming the workers no selection goes to, and why (leftOutWorkers); its tooltip
    // gives every reason. Hidden when every worker is chosen.
    QLabel *leftOutLine() const { return m_leftOut; }
    QPushButton *exampleButton() const { return m_exampleButton; }

    StepControls *controls() const { return m_controls; }
    SelectionCanvas *canvas() const { return m_canvas; }
    SelectionHistoryModel *history() const { return m_history; }
    QTableView *historyTable() const { return m_table; }

signals:
    // The results of the latest request are on screen.
    void resultsShown();
    // "Paper's example" was clicked: the studio opens selectionExample().
    void exampleRequested();

private:
    void recompute();
    void showLesson(const SelectionLesson &lesson);
    void showStep(int step);
    void updateFooter();

    ClassroomRunner *m_runner;
    Platform m_platform;
    Problem m_problem;
    bool m_hasInput = false;
    std::shared_ptr<const SelectionLesson> m_lesson;
    QString m_ruleText;
    QComboBox *m_rule;
    QLabel *m_formula;
    StepControls *m_controls;
    QLabel *m_line;
    QLabel *m_state;
    SelectionCanvas *m_canvas;
    SelectionHistoryModel *m_history;
    QTableView *m_table;
    QLabel *m_footer;
    QPushButton *m_exampleButton;
    QLabel *m_exampleLine;
    QStringList m_differences;
    QLabel *m_leftOut;
};

} // namespace partita::views
