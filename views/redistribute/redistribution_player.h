#pragma once
// The redistribution player (docs/studio.md; paper 000 §4): a column-based layout, new processor
// speeds, and the sequence of elementary operations that rebalances it, played one by one —
// old layout, each column migration / row migration / local sliding moving into place with
// its cost and the running total, new layout. Step, play, pause, speed; a list of the
// operations to jump to. When the exact search finds a cheaper sequence than greedy (§4.6,
// Fig. 9) both play side by side, greedy | exact, with one set of controls; the shorter one
// waits at its end.
//
// Where the layout comes from:
//   - the problem bar (setInput): the `columns` plan (COL-PERI-SUM) of its platform and
//     problem, planned off the GUI thread; followed while it is the source shown;
//   - a layout file (partita-layout/1, openLayoutFile), or the bundled §4.6 example, whose
//     file also gives the new speeds and the cost model (layout_case.h);
//   - setProblem: any layout with its new speeds (a run with --speed-change).
// The new speeds start as the source's, else as "the first processor twice as slow". The old
// speed of a processor is the platform's when every processor of the layout is on the
// problem bar's platform, otherwise the speeds the layout balances (its areas, scaled to the
// total of the new speeds when the source gives them).
//
// Everything is computed by a RedistributionRunner off the GUI thread; stale results are
// dropped. Colours: each processor's index on the problem bar's platform when it is there
// (the partition view's colours), else its index in the layout.

#include "studio/csv_export.h"
#include "studio/view_export.h"
#include "model/platform.h"
#include "plan/plan_settings.h"
#include "redistribute/redistribution_runner.h"
#include "redistribute/speed_presets.h"

#include <QString>
#include <QWidget>

#include <optional>
#include <string>
#include <vector>

class QLabel;
class QSlider;
class QTimer;
class QToolButton;
class QVariantAnimation;

namespace partita::views {

class PlayerPane;
class SpeedsPanel;

class RedistributionPlayer : public QWidget {
    Q_OBJECT

public:
    explicit RedistributionPlayer(QWidget *parent = nullptr);

    // The problem bar's platform and problem: plans `columns` for them (asynchronously) and
    // plays from its layout, unless a file or a given layout is shown (see usePlannedLayout).
    void setInput(const Platform &platform, const PlanSettings &settings);
    // Plays `initial` towards the layout `newSpeeds` (layout order) balance, under `model`.
    void setProblem(const Layout &initial, const std::vector<double> &newSpeeds, CostModel model,
                    const QString &title);
    // Reads a partita-layout/1 file (or ":/…" resource). On error returns the message, shows
    // it, and keeps everything as it was.
    std::optional<QString> openLayoutFile(const QString &path);
    // The §4.6 example (paper 000 Fig. 9, n = 12): greedy 48 against exact 16.
    void loadPaperExample();
    // Back to the problem bar's plan (after a file or a given layout).
    void usePlannedLayout();

    // Inputs, as the side panel sets them.
    void setNewSpeeds(const std::vector<double> &speeds);
    void applyPreset(SpeedPreset preset, int which = -1, std::uint32_t seed = 1);
    void setCostModel(CostModel model);
    void setExactSearch(bool on);
    void setStateBudget(std::size_t states);

    // Animations (on by default); off, every step is immediate (tests, exports).
    void setAnimationsEnabled(bool on) { m_animationsEnabled = on; }
    bool animationsEnabled() const { return m_animationsEnabled; }
    // Playback speed 1 (slowest) … 10 (fastest), the slider's value.
    void setPlaybackSpeed(int speed);
    int playbackSpeed() const;
    // Shows operation `op` (0-based) frozen at `progress` (0..1), paused: for screenshots.
    void seek(int op, double progress);

    // State, for the main window and tests.
    const Layout &initialLayout() const { return m_initial; }
    const RedistributionResults &results() const { return m_results; }
    bool hasResults() const { return m_hasResults; }
    int paneCount() const;                          // 1, or 2 (greedy | exact)
    PlayerPane *pane(int i) const;                  // 0: greedy, 1: exact
    // The layouts alone (greedy beside exact when both play), without the controls, and the
    // speeds table as CSV (File ▸ Export, the canvases' context menus).
    Drawing drawing() const;
    CsvTable csvTable() const;
    const Layout &drawnLayout(int pane = 0) const;  // what pane i draws (before the op playing)
    int operationCount(int pane = 0) const;
    int stepCount() const;                          // the longest sequence shown
    int currentStep() const { return m_step; }      // operations done, 0 … stepCount()
    bool isPlaying() const { return m_playing; }
    bool isAnimating() const { return m_animating; }
    QString sourceTitle() const;
    QString verdict() const;  // greedy optimal, exact cheaper, search gave up
    QString message() const;  // the last error shown, empty when none
    SpeedsPanel *speedsPanel() const { return m_panel; }
    RedistributionRunner *runner() const { return m_runner; }

public slots:
    void stepForward(); // one operation (completes the one playing, if any)
    void stepBack();    // back to the layout before the current operation
    void toStart();
    void toEnd();
    void play();        // from the start when at the end
    void pause();
    void togglePlay();

signals:
    // The last step is reached moving forward (play, step or to end).
    void playbackFinished();
    // A new computation is displayed (results() holds it).
    void resultsShown();

private:
    enum class Source { None, Plan, File, Given };

    void setSource(Source kind, const Layout &layout, const std::vector<double> &oldSpeeds,
                   const std::vector<std::size_t> &colours, const std::vector<double> &newSpeeds,
                   std::optional<CostModel> model, const QString &title);
    std::vector<std::size_t> coloursFor(const Layout &layout) const;
    std::vector<double> oldSpeedsFor(const Layout &layout, const std::vector<double> &newSpeeds = {}) const;
    void showPlannedLayout(const PlannedLayout &planned);
    void recompute();
    void showResults(const RedistributionResults &results);
    void showMessage(const QString &text);
    void showStepNow();
    void startAnimation();
    void animationFinished();
    void stopAnimation();
    void reachedStep();
    void jumpTo(int step);
    void updateControls();
    int durationMs() const;

    RedistributionRunner *m_runner;
    SpeedsPanel *m_panel;
    PlayerPane *m_panes[2];
    QLabel *m_source, *m_message, *m_verdict, *m_position;
    QToolButton *m_start, *m_back, *m_play, *m_next, *m_end;
    QSlider *m_speed;
    QVariantAnimation *m_animation;
    QTimer *m_gap;

    Platform m_platform;
    PlanSettings m_settings;
    bool m_hasInput = false;
    Source m_sourceKind = Source::None;
    QString m_title;
    Layout m_initial;
    std::vector<std::size_t> m_colours;
    bool m_loading = false;

    RedistributionResults m_results;
    bool m_hasResults = false;
    int m_step = 0;
    bool m_playing = false, m_animating = false, m_animationsEnabled = true;
};

} // namespace partita::views
