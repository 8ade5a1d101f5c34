#include "run/run_panel.h"

#include "plan/reason_text.h"
#include "plan/strategy_menu.h"
#include "run/run_log.h"

#include "exec/calibrate_from_run.h"
#include "exec/emulation_scale.h"
#include "exec/rank_map.h"
#include "gantt/gantt_canvas.h"
#include "gantt/gantt_view.h"
#include "io/platform_json.h"
#include "run/run_job.h"
#include "run/run_options_form.h"
#include "run/run_summary.h"
#include "studio/readable_colour.h"

#include <QFile>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <exception>

namespace partita::views {

namespace {

constexpr int kRefreshMs = 100; // the Gantt chart and the clock follow the run ten times a second
constexpr int kLogLines = 5000; // the log keeps the last lines only

} // namespace

RunPanel::RunPanel(QWidget *parent)
    : QWidget(parent), m_job(new RunJob(this)), m_refresh(new QTimer(this)), m_what(new QLabel), m_ranks(new QLabel),
      m_form(new RunOptionsForm), m_start(new QPushButton(tr("Start"))), m_cancel(new QPushButton(tr("Cancel"))),
      m_updatePlatform(new QPushButton(tr("Update platform from this run"))),
      m_progress(new QProgressBar), m_elapsed(new QLabel), m_duration(new QLabel), m_status(new QLabel), m_gantt(new GanttView),
      m_summary(new RunSummaryView), m_outputTabs(new QTabWidget), m_log(new RunLog(kLogLines)),
      m_script(new QPlainTextEdit)
{
    qRegisterMetaType<RunPrediction>("partita::views::RunPrediction");
    QFont bold = m_what->font();
    bold.setBold(true);
    m_what->setFont(bold);
    m_what->setWordWrap(true);
    m_ranks->setWordWrap(true);
    m_ranks->setToolTip(tr("partita run needs one rank per computing processor, plus rank 0 for a master that "
                           "does not compute (--np)"));
    m_start->setObjectName(QStringLiteral("start"));
    m_start->setToolTip(tr("Run the strategy with partita run"));
    m_cancel->setObjectName(QStringLiteral("cancel"));
    m_cancel->setToolTip(tr("End the run: partita, mpirun and every rank"));
    m_updatePlatform->setObjectName(QStringLiteral("updatePlatform"));
    m_progress->setRange(0, 1000);
    m_progress->setFormat(QStringLiteral("%p %"));
    m_elapsed->setMinimumWidth(m_elapsed->fontMetrics().horizontalAdvance(tr("Elapsed 000.0 s")));
    m_duration->setObjectName(QStringLiteral("predictedDuration"));
    m_duration->setToolTip(tr("How long the run should last: the makespan the simulator predicts at the run's "
                              "time unit or scale"));
    m_confirm = [this](const QString &title, const QString &question) {
        return QMessageBox::question(this, title, question, QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
               == QMessageBox::Yes;
    };
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_log->setFont(mono);
    m_script->setReadOnly(true);
    m_script->setFont(mono);
    m_script->setMaximumBlockCount(kLogLines);
    m_script->setLineWrapMode(QPlainTextEdit::NoWrap); // a shell script reads line by line
    m_outputTabs->addTab(m_log, tr("Log"));
    m_outputTabs->addTab(m_script, tr("sbatch script"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_updatePlatform);
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_elapsed);
    buttons->addWidget(m_duration);

    auto *bottom = new QSplitter(Qt::Horizontal);
    bottom->addWidget(m_summary);
    bottom->addWidget(m_outputTabs);
    bottom->setStretchFactor(0, 2);
    bottom->setStretchFactor(1, 3);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_gantt);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_what);
    layout->addWidget(m_ranks);
    layout->addWidget(m_form);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);

    m_refresh->setInterval(kRefreshMs);
    connect(m_refresh, &QTimer::timeout, this, &RunPanel::refresh);
    connect(m_start, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, &RunPanel::cancel);
    connect(m_updatePlatform, &QPushButton::clicked, this, [this] { updatePlatformFromRun(); });
    connect(m_form, &RunOptionsForm::optionsChanged, this, [this] {
        updateControls();
        // Only emulation, the time unit or scale and the ring's iterations change the prediction.
        const RunSetup o = options();
        const RunSetup shown = m_previewOptions;
        if (m_state == State::Idle
            && (o.emulate() != shown.emulate() || o.timeUnit != shown.timeUnit || o.timeScale != shown.timeScale
                || o.iterations != shown.iterations))
            requestPrediction();
    });
    connect(m_job, &RunJob::logLines, this, &RunPanel::onLogLines);
    connect(m_job, &RunJob::finished, this, &RunPanel::onFinished);

    m_capabilities.sbatch = !QStandardPaths::findExecutable(QStringLiteral("sbatch")).isEmpty();
    m_gantt->canvas()->setMessage(tr("The prediction and the measured run appear here"));
    setProgram(findPartitaProgram());
}

RunPanel::~RunPanel()
{
    // Ends a running job (and waits for it) while its platform file still exists.
    delete m_job;
    m_job = nullptr;
}

void RunPanel::setInput(const Platform &platform, const PlanSettings &settings)
{
    m_platform = platform;
    m_settings = settings;
    m_hasInput = true;
    updateControls();
    if (m_state == State::Idle)
        requestPrediction();
}

void RunPanel::setDocument(quint64 identity)
{
    if (identity == m_document)
        return;
    m_document = identity;
    if (m_state == State::Running)
        cancel();
    if (m_state == State::Idle) // else onFinished() forgets the run once it has ended
        forgetRun();
}

void RunPanel::forgetRun()
{
    m_job->forget();
    m_summary->clear();
    m_log->clearLines();
    m_script->clear();
    m_progress->setValue(0);
    m_elapsed->clear();
    m_prediction.reset();
    m_runPrediction = -1;
    m_rowOrder.clear();
    m_ratesTaken = false;
    m_gantt->clearComparison();
    setStatus({});
    updateControls();
    if (m_hasInput)
        requestPrediction();
}

void RunPanel::setProgram(const QString &program)
{
    m_program = program;
    m_capabilities.status = RunCapabilities::Status::Unknown;
    m_capabilities.algorithms.clear();
    probeProgram();
    updateControls();
}

void RunPanel::probeProgram()
{
    if (m_probe) {
        m_probe->disconnect(this);
        m_probe->kill();
        m_probe->deleteLater();
        m_probe = nullptr;
    }
    if (m_program.isEmpty()) {
        m_capabilities.status = RunCapabilities::Status::NoProgram;
        m_capabilities.detail = tr("The partita program was not found (next to the studio, in the build tree or on "
                                   "the PATH); set PARTITA_CLI to its path.");
        return;
    }
    // The program may be another build than the studio's: only one built with MPI and OpenBLAS
    // has a `run` command, and `partita run --help` shows whether it has. What it executes is
    // the strategy list's (strategy/strategy.h), compiled into both.
    m_probe = new QProcess(this);
    QProcess *probe = m_probe;
    connect(probe, &QProcess::finished, this, [this, probe](int exitCode, QProcess::ExitStatus exitStatus) {
        const QString help = QString::fromUtf8(probe->readAllStandardOutput());
        if (exitStatus == QProcess::NormalExit && hasRunCommand(exitCode, help)) {
            m_capabilities.status = RunCapabilities::Status::Ready;
            m_capabilities.algorithms = executableAlgorithmNames();
        } else {
            m_capabilities.status = RunCapabilities::Status::NoExecutor;
            m_capabilities.detail = tr("%1 has no run command: it was built without MPI and OpenBLAS.").arg(m_program);
        }
        probe->deleteLater();
        m_probe = nullptr;
        updateControls();
    });
    connect(probe, &QProcess::errorOccurred, this, [this, probe](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        m_capabilities.status = RunCapabilities::Status::NoProgram;
        m_capabilities.detail = tr("Cannot start %1: %2").arg(m_program, probe->errorString());
        probe->deleteLater();
        m_probe = nullptr;
        updateControls();
    });
    probe->start(m_program, {QStringLiteral("run"), QStringLiteral("--help")});
}

RunSetup RunPanel::options() const
{
    return m_form->options();
}

void RunPanel::setOptions(const RunSetup &options)
{
    m_form->setOptions(options);
}

QString RunPanel::startBlocker() const
{
    if (m_state != State::Idle)
        return tr("A run is going.");
    if (!m_hasInput)
        return tr("No platform yet.");
    return views::startBlocker(m_platform, m_settings, options(), m_capabilities);
}

void RunPanel::describeInput()
{
    if (!m_hasInput) {
        m_what->setText(tr("Run: no platform yet"));
        m_ranks->clear();
        return;
    }
    const QString name = m_platform.name.empty() ? tr("the platform") : QString::fromStdString(m_platform.name);
    m_what->setText(tr("Run %1 on %2, %3, q = %4")
                        .arg(QString::fromStdString(m_settings.algorithm), name)
                        .arg(shapeText(m_settings.problem))
                        .arg(m_settings.problem.q));
    try {
        m_ranks->setText(tr("MPI ranks (--np): %1").arg(describeRanks(exec::rankMap(m_platform))));
    } catch (const std::exception &e) {
        m_ranks->setText(tr("MPI ranks: none (%1)").arg(errorText(e)));
    }
}

void RunPanel::updateControls()
{
    m_form->setContext(m_settings.algorithm, m_platform.units, m_capabilities.sbatch);
    const bool idle = m_state == State::Idle;
    m_form->setEnabled(idle);
    m_cancel->setEnabled(m_state == State::Running);
    if (idle)
        describeInput(); // while a run goes, the lines keep describing it
    const QString blocker = startBlocker();
    m_start->setEnabled(blocker.isEmpty());
    m_start->setToolTip(blocker.isEmpty() ? tr("Run the strategy with partita run") : blocker);
    const QString updateBlocker = updatePlatformBlocker();
    m_updatePlatform->setEnabled(updateBlocker.isEmpty());
    m_updatePlatform->setToolTip(updateBlocker.isEmpty()
                                     ? tr("Give the platform the speeds and bandwidths this run measured, so that "
                                          "the next prediction of the run matches it (partita calibrate "
                                          "--from-run); one undoable edit")
                                     : updateBlocker);
    // An idle panel that cannot start says why; otherwise the line says what runs or how the
    // last run ended.
    const bool blocked = idle && !blocker.isEmpty();
    const QString text = blocked ? blocker : m_statusText.isEmpty() ? tr("Ready to run.") : m_statusText;
    m_status->setText(text);
    setTone(m_status, blocked ? Tone::Error : m_statusTone);
}

void RunPanel::setStatus(const QString &text, Tone tone)
{
    m_statusText = text;
    m_statusTone = tone;
    updateControls();
}

QString RunPanel::statusText() const
{
    return m_status->text();
}

QString RunPanel::logText() const
{
    return m_log->toPlainText();
}

QString RunPanel::slurmScript() const
{
    return m_script->toPlainText();
}

QJsonObject RunPanel::summary() const
{
    return m_job->events().summary();
}

qint64 RunPanel::processId() const
{
    return m_job->processId();
}

Trace RunPanel::measuredTrace() const
{
    return withRowOrder(m_job->events().trace(), m_rowOrder);
}

QString RunPanel::updatePlatformBlocker() const
{
    if (m_state != State::Idle)
        return tr("A run is going.");
    const RunEvents &events = m_job->events();
    if (!events.hasSummary())
        return tr("The platform can learn from a real run on this machine or a hostfile's: run one first.");
    if (events.summary().value(QLatin1String("emulated")).toBool())
        return tr("This run was emulated: it measured the platform's own times, not the machines. Run at real "
                  "speed to learn from it.");
    if (m_ratesTaken)
        return tr("The platform has this run's rates.");
    return {};
}

bool RunPanel::updatePlatformFromRun()
{
    if (const QString blocker = updatePlatformBlocker(); !blocker.isEmpty()) {
        setStatus(blocker, Tone::Error);
        return false;
    }
    exec::RunCalibration calibration;
    try {
        const QByteArray json = QJsonDocument(m_job->events().summary()).toJson(QJsonDocument::Compact);
        calibration = exec::calibrateFromRun(m_platform, nlohmann::json::parse(json.toStdString()),
                                             tr("the run's summary").toStdString());
    } catch (const std::exception &e) {
        setStatus(tr("Cannot update the platform: %1").arg(errorText(e)), Tone::Error);
        return false;
    }
    QStringList changes;
    for (const exec::RateChange &change : calibration.changes)
        changes << QString::fromStdString(exec::describe(change, m_platform.units));
    m_ratesTaken = true;
    emit platformFromRun(calibration.platform, changes);
    setStatus(changes.isEmpty() ? tr("The run measured no rate of the platform: nothing changed.")
                                : tr("Platform updated from the run: %1.").arg(changes.join(QStringLiteral("; "))),
              changes.isEmpty() ? Tone::Plain : Tone::Success);
    return true;
}

QString RunPanel::predictedDurationText() const
{
    if (m_previewDuration)
        return tr("Predicted duration: %1").arg(durationText(*m_previewDuration));
    return m_previewFailed ? tr("Duration not predicted") : tr("Predicting the duration…");
}

bool RunPanel::start()
{
    if (!startBlocker().isEmpty())
        return false;
    if (m_previewDuration && *m_previewDuration > kLongRunSeconds
        && !m_confirm(tr("A long run"),
                      tr("The simulator predicts that this run lasts %1 (%2 on %3, %4, q = %5). Start it?")
                          .arg(durationText(*m_previewDuration), QString::fromStdString(m_settings.algorithm),
                               QString::fromStdString(m_platform.name))
                          .arg(shapeText(m_settings.problem))
                          .arg(m_settings.problem.q)))
        return false;
    exec::RankMap ranks;
    try {
        ranks = exec::rankMap(m_platform);
        m_platformFile = m_tempDir.filePath(QStringLiteral("platform-%1.json").arg(++m_runNumber));
        writePlatformFile(m_platform, m_platformFile.toStdString());
    } catch (const std::exception &e) {
        setStatus(tr("Cannot write the platform for the run: %1").arg(errorText(e)), Tone::Error);
        return false;
    }
    m_runSettings = m_settings;
    m_runOptions = options();
    m_runDocument = m_document;
    m_ratesTaken = false;
    const QStringList args = runArguments(m_platformFile, m_runSettings, m_runOptions, m_platform.units, ranks.size());

    m_state = State::Running;
    m_summary->clear();
    m_script->clear();
    m_progress->setValue(0);
    m_shownRevision = 0;
    m_rowOrder.clear();
    m_prediction.reset();
    m_gantt->setMeasuredMakespan(std::nullopt); // the trace's until this run's summary
    m_log->appendLine(QStringLiteral("$ partita %1").arg(args.join(QLatin1Char(' '))));
    if (m_runOptions.mode == RunMode::Slurm)
        m_outputTabs->setCurrentWidget(m_runOptions.submit ? m_log : m_script);
    else
        m_outputTabs->setCurrentWidget(m_log);
    requestPrediction();
    m_job->start(m_program, args, ranks.node);
    m_clock.start();
    m_refresh->start();
    setStatus(tr("Running %1 on %n rank(s)…", nullptr, ranks.size()).arg(QString::fromStdString(m_runSettings.algorithm)));
    emit runStarted();
    return true;
}

void RunPanel::cancel()
{
    if (m_state != State::Running)
        return;
    m_state = State::Cancelling;
    m_job->cancel();
    setStatus(tr("Cancelling: ending partita, mpirun and the ranks…"));
}

void RunPanel::requestPrediction()
{
    if (!m_hasInput)
        return;
    // Idle: the run the options describe; running: the run that goes.
    const bool forRun = m_state != State::Idle;
    const Platform platform = m_platform;
    const PlanSettings settings = forRun ? m_runSettings : m_settings;
    const RunSetup runOptions = forRun ? m_runOptions : options();
    if (!forRun) {
        m_previewOptions = runOptions;
        m_previewDuration.reset();
        m_previewFailed = false;
        m_duration->setText(predictedDurationText());
    }
    const int job = m_predictions.start(
        this, [platform, settings, runOptions] { return RunPrediction::compute(platform, settings, runOptions); },
        [this](const RunPrediction &p) { showPrediction(p); }, [](bool) {});
    if (forRun)
        m_runPrediction = job;
}

void RunPanel::showPrediction(const RunPrediction &prediction)
{
    const QString algorithm = QString::fromStdString(prediction.algorithm);
    m_form->setChosenScale(prediction.error.isEmpty() && prediction.chosen ? prediction.scale : 0.0);
    if (prediction.job != m_runPrediction) {
        // A preview of the run the inputs describe, alone.
        if (prediction.error.isEmpty())
            m_previewDuration = prediction.makespan;
        m_previewFailed = !prediction.error.isEmpty();
        m_duration->setText(predictedDurationText());
        m_gantt->clearComparison();
        if (prediction.error.isEmpty()) {
            m_gantt->setTrace(prediction.trace, tr("%1, predicted by the simulator").arg(algorithm));
        } else {
            m_gantt->setTrace(Trace{}, tr("%1, no prediction").arg(algorithm));
            m_gantt->canvas()->setMessage(tr("No prediction: %1").arg(prediction.error));
        }
        return;
    }
    m_prediction = prediction;
    if (prediction.error.isEmpty()) {
        m_rowOrder = rowOrder(m_job->events().trace().resources, prediction.trace);
        m_gantt->setTrace(prediction.trace, tr("%1: predicted (top), measured (bottom)").arg(algorithm));
    }
    publishMeasured();
}

void RunPanel::publishMeasured()
{
    if (!m_prediction)
        return; // it comes first (showPrediction publishes what was measured meanwhile)
    const Trace measured = measuredTrace();
    if (m_prediction->error.isEmpty()) {
        m_gantt->setComparison(measured);
    } else {
        m_gantt->clearComparison();
        m_gantt->setTrace(measured, tr("%1, measured").arg(QString::fromStdString(m_runSettings.algorithm)));
    }
    m_shownRevision = m_job->events().revision();
}

void RunPanel::refresh()
{
    m_elapsed->setText(tr("Elapsed %1 s").arg(static_cast<double>(m_clock.elapsed()) / 1000.0, 0, 'f', 1));
    const RunEvents &events = m_job->events();
    if (events.progress() >= 0)
        m_progress->setValue(static_cast<int>(events.progress() * 1000 + 0.5));
    if (events.revision() != m_shownRevision)
        publishMeasured();
}

void RunPanel::onLogLines(const QStringList &lines, bool fromStderr)
{
    // Printed without --submit, the script is partita's whole stdout.
    if (!fromStderr && m_runOptions.mode == RunMode::Slurm && !m_runOptions.submit) {
        for (const QString &line : lines)
            m_script->appendPlainText(line);
        return;
    }
    for (const QString &line : lines) {
        if (fromStderr)
            m_log->appendStderrLine(line);
        else
            m_log->appendLine(line);
    }
}

void RunPanel::onFinished(bool ok, const QString &error)
{
    m_refresh->stop();
    refresh();
    m_state = State::Idle;
    QFile::remove(m_platformFile);
    const RunEvents &events = m_job->events();
    const double seconds = static_cast<double>(m_clock.elapsed()) / 1000.0;
    // A wrong C still ends with its summary (and exit status 1): show both.
    if (events.hasSummary()) {
        RunSummary summary = RunSummary::fromJson(events.summary());
        if (m_runOptions.mode == RunMode::Emulated || m_runOptions.mode == RunMode::Real)
            summary.cores = exec::machineCores(); // every rank on this machine
        m_summary->setSummary(summary);
        // The chart's measured makespan is the run's own, as the summary gives it.
        if (m_gantt->canvas()->hasComparison())
            m_gantt->setMeasuredMakespan(summary.makespan);
        m_progress->setValue(1000);
    }
    if (!ok) {
        m_log->appendLine(error, RunLog::Kind::Failure);
        setStatus(error, Tone::Error);
    } else if (events.hasSummary()) {
        const bool verified = events.summary().value(QLatin1String("verified")).toBool();
        setStatus(tr("Finished in %1 s: %2").arg(seconds, 0, 'f', 1).arg(verified ? tr("C verified.") : tr("C is wrong.")),
                  verified ? Tone::Success : Tone::Error);
    } else if (m_runOptions.mode == RunMode::Slurm) {
        m_progress->setValue(1000);
        setStatus(m_runOptions.submit ? tr("Submitted to Slurm: sbatch's answer is in the log.")
                                      : tr("The sbatch script is in the \"sbatch script\" tab; tick Submit to hand it "
                                           "to sbatch."));
    } else {
        setStatus(tr("Finished in %1 s, without a summary.").arg(seconds, 0, 'f', 1));
    }
    if (events.hasSummary()) {
        emit summaryReady(events.summary());
        const QJsonObject redistribution = events.summary().value(QLatin1String("redistribution")).toObject();
        if (!redistribution.isEmpty() && m_runDocument == m_document)
            emit redistributionMeasured(redistribution);
    }
    emit runFinished(ok);
    if (m_runDocument != m_document)
        forgetRun(); // another platform was opened while it ran
}

} // namespace partita::views
