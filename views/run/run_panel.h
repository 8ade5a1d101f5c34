#pragma once
// The Run tab (docs/studio.md): runs the problem bar's strategy for real with `partita run` and
// shows it live. Where: this machine emulating the platform, this machine for real, the
// machines of a hostfile, or a Slurm job (the sbatch script shown, or submitted). The platform,
// which the studio may not have saved, is written to a temporary partita JSON file for the run.
//
// While the run goes: a progress bar, the elapsed time, Cancel (ends the whole job tree, see
// RunJob), the log, and a Gantt chart with the simulator's prediction above and the measured
// intervals growing below, one row per rank named after the processor it plays, refreshed at
// most ten times a second. When the summary arrives: verified or not, error, GFLOP/s, measured
// against predicted makespan, overruns, per-rank times, and the redistribution when speeds
// changed (also handed on by redistributionMeasured()). A failed run says why (the last lines
// partita wrote) and the panel is ready for the next one. After a real (not emulated) run,
// "Update platform from this run" computes the platform with the rates the run measured
// (exec/calibrate_from_run.h, as `partita calibrate --from-run`) and hands it on
// (platformFromRun()); the studio applies it to the document as one undoable edit.

#include "model/platform.h"
#include "plan/latest_jobs.h"
#include "plan/plan_settings.h"
#include "run/run_command.h"
#include "run/run_prediction.h"
#include "studio/readable_colour.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QWidget>

#include <functional>
#include <optional>

class QLabel;
class QPlainTextEdit;
class QProcess;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTimer;

namespace partita::views {

class GanttView;
class RunJob;
class RunLog;
class RunOptionsForm;
class RunSummaryView;

class RunPanel : public QWidget {
    Q_OBJECT

public:
    enum class State { Idle, Running, Cancelling };

    explicit RunPanel(QWidget *parent = nullptr);
    ~RunPanel() override;

    // The studio's platform and the problem bar's settings (the run uses the latest ones).
    void setInput(const Platform &platform, const PlanSettings &settings);
    // The document the input comes from (PlatformDocument::identity()). When it changes, the
    // last run's result, rank table, log and measured chart belong to another platform: they
    // go, and a run still going is cancelled.
    void setDocument(quint64 identity);
    // The `partita` program (default: findPartitaProgram()); asks it what it runs.
    void setProgram(const QString &program);
    QString program() const { return m_program; }
    RunSetup options() const;
    void setOptions(const RunSetup &options);

    // Runs predicted to last longer than this ask before they start (a class does not wait
    // five minutes on a run started by mistake).
    static constexpr double kLongRunSeconds = 60;
    // How a long run is confirmed: a question box by default; tests install their own.
    using Confirmer = std::function<bool(const QString &title, const QString &question)>;
    void setConfirmer(Confirmer confirmer) { m_confirm = std::move(confirmer); }
    // How long the run the options describe should last on the wall clock, in seconds: the
    // makespan the simulator predicts at the run's time unit or scale (the line beside Start
    // says it); empty while it is computed or when there is no prediction.
    std::optional<double> predictedDuration() const { return m_previewDuration; }
    QString predictedDurationText() const;

    // Starts a run; false (and nothing starts) when startBlocker() says why not, or when the
    // run is predicted to last longer than kLongRunSeconds and the confirmer says no.
    bool start();
    // Ends the running job; runFinished(false) follows.
    void cancel();

    State state() const { return m_state; }
    // Why Start is disabled; empty when a run can start.
    QString startBlocker() const;
    // True while `partita run --help` is asked which strategies it executes (Start waits).
    bool isProbing() const { return m_capabilities.status == RunCapabilities::Status::Unknown; }
    // The line under the buttons: what is running, how it ended, or why it failed.
    QString statusText() const;
    QString logText() const;
    QString slurmScript() const;
    // The measured intervals so far, rows in the prediction's order.
    Trace measuredTrace() const;
    // The last run's summary (without "ev"); empty before it arrives.
    QJsonObject summary() const;
    // Why "Update platform from this run" is disabled (no finished run, an emulated one, a run
    // going, rates already taken); empty when it is enabled.
    QString updatePlatformBlocker() const;
    // What the button does: the input platform with the rates of the last run, handed on by
    // platformFromRun(), and a status line saying what changed. False (the status line says why)
    // when the button is disabled or the summary does not belong to the platform.
    bool updatePlatformFromRun();
    QPushButton *updatePlatformButton() const { return m_updatePlatform; }
    // partita's pid while a run goes, else 0.
    qint64 processId() const;
    // The temporary platform file of the current (or last) run.
    QString platformFile() const { return m_platformFile; }
    GanttView *ganttView() const { return m_gantt; }
    RunSummaryView *summaryView() const { return m_summary; }
    RunJob *job() const { return m_job; }

signals:
    void runStarted();
    void runFinished(bool ok);
    void summaryReady(const QJsonObject &summary);
    void redistributionMeasured(const QJsonObject &redistribution);
    // The input platform with the speeds and bandwidths the last run measured; `changes`, one
    // line per rate ("P1 speed 40.2 → 35.1 Gflop/s").
    void platformFromRun(const Platform &platform, const QStringList &changes);

private:
    void probeProgram();
    void describeInput();
    void updateControls();
    void requestPrediction();
    void showPrediction(const RunPrediction &prediction);
    void refresh();
    void publishMeasured();
    void onLogLines(const QStringList &lines, bool fromStderr);
    void onFinished(bool ok, const QString &error);
    void setStatus(const QString &text, Tone tone = Tone::Plain);
    void forgetRun();

    Platform m_platform;
    PlanSettings m_settings;
    bool m_hasInput = false;
    quint64 m_document = 0;
    quint64 m_runDocument = 0; // the document of the current or last run
    QString m_program;
    RunCapabilities m_capabilities;
    QProcess *m_probe = nullptr;

    State m_state = State::Idle;
    RunJob *m_job;
    // Where the platform files of the runs are written (no space in the path: it goes into
    // command lines and sbatch scripts).
    QTemporaryDir m_tempDir{QDir::tempPath() + QStringLiteral("/partita-run-XXXXXX")};
    QString m_platformFile;
    int m_runNumber = 0;
    PlanSettings m_runSettings;   // of the current or last run
    RunSetup m_runOptions;
    QElapsedTimer m_clock;
    QString m_statusText; // what runs or how the last run ended
    Tone m_statusTone = Tone::Plain;
    bool m_ratesTaken = false;            // the last run's rates were handed on
    QTimer *m_refresh;
    quint64 m_shownRevision = 0;

    LatestJobs m_predictions;
    int m_runPrediction = -1;                  // the job predicting the current run
    RunSetup m_previewOptions;               // of the last prediction requested while idle
    std::optional<RunPrediction> m_prediction; // the current run's, shown above the measured trace
    std::vector<int> m_rowOrder;
    std::optional<double> m_previewDuration; // of the latest preview, once it has arrived
    bool m_previewFailed = false;            // the latest preview has no prediction
    Confirmer m_confirm;

    QLabel *m_what = nullptr;
    QLabel *m_ranks = nullptr;
    RunOptionsForm *m_form = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_updatePlatform = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_elapsed = nullptr;
    QLabel *m_duration = nullptr;
    QLabel *m_status = nullptr;
    GanttView *m_gantt = nullptr;
    RunSummaryView *m_summary = nullptr;
    QTabWidget *m_outputTabs = nullptr;
    RunLog *m_log = nullptr;
    QPlainTextEdit *m_script = nullptr;
};

} // namespace partita::views
