#include "run/run_command.h"

#include "plan/reason_text.h"
#include "plan/strategy_menu.h"

#include "exec/emulation_scale.h"
#include "model/validate.h"
#include "partition/partitioner.h"
#include "strategy/strategy.h"
#include "strategy/strategy_params.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QStandardPaths>

#include <exception>

namespace partita::views {

namespace {

// The translation context of the lines below.
struct RunCommandText {
    Q_DECLARE_TR_FUNCTIONS(RunCommand)
};

bool isExecutableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

} // namespace

RunOptionUse optionUse(const std::string &algorithm, const RunSetup &options, Units units)
{
    RunOptionUse use;
    use.timeUnit = options.emulate() && units == Units::Blocks;
    use.timeScale = options.emulate() && units == Units::Physical;
    const StrategyInfo *strategy = findStrategy(algorithm);
    use.speedChange = options.emulate() && strategy && strategy->speedChange;
    use.predistributed = strategy && strategy->predistributable
                      && !(use.speedChange && !options.speedChange.trimmed().isEmpty());
    use.iterations = strategy && strategy->family == Family::Ring;
    use.result = strategy
              && (strategy->execution == Execution::OuterProduct || computesLayers(strategy->execution));
    use.throttle = options.mode == RunMode::Real;
    return use;
}

exec::RunOptions executorOptions(const PlanSettings &settings, const RunSetup &setup, Units units)
{
    const RunOptionUse use = optionUse(settings.algorithm, setup, units);
    exec::RunOptions o;
    o.problem = settings.problem;
    o.algorithm = settings.algorithm;
    o.strategy = settings.params;
    o.emulate = setup.emulate();
    if (use.timeUnit && setup.timeUnit > 0)
        o.timeUnit = setup.timeUnit;
    if (use.timeScale && setup.timeScale > 0)
        o.timeScale = setup.timeScale;
    o.seed = setup.seed;
    if (use.iterations)
        o.iterations = setup.iterations;
    o.predistributed = use.predistributed && setup.predistributed;
    if (use.result && setup.distributed)
        o.result = ResultDelivery::Distributed;
    if (use.speedChange)
        o.speedChange = setup.speedChange.trimmed().toStdString();
    if (use.throttle)
        o.throttle = setup.throttle.trimmed().toStdString();
    return o;
}

QStringList runArguments(const QString &platformFile, const PlanSettings &settings, const RunSetup &options,
                         Units units, int ranks)
{
    const std::string &a = settings.algorithm;
    QStringList args{QStringLiteral("run"),
                     QStringLiteral("--platform"),
                     platformFile,
                     QStringLiteral("--n"),
                     QString::number(settings.problem.n),
                     QStringLiteral("--q"),
                     QString::number(settings.problem.q),
                     QStringLiteral("--algorithm"),
                     QString::fromStdString(a)};
    // A product of another shape names its rows and inner dimension too (docs/studio.md, Shapes).
    if (!settings.problem.square())
        args << QStringLiteral("--m") << QString::number(settings.problem.m) << QStringLiteral("--k")
             << QString::number(settings.problem.k);
    if (findStrategy(a))
        for (const std::string &arg : strategyArguments(a, settings.params, kRunStrategyParams))
            args << QString::fromStdString(arg);
    const RunOptionUse use = optionUse(a, options, units);
    if (use.iterations)
        args << QStringLiteral("--iterations") << QString::number(options.iterations);
    if (options.emulate())
        args << QStringLiteral("--emulate");
    // Not given: partita run chooses them, as chosenScale does.
    if (use.timeUnit && options.timeUnit > 0)
        args << QStringLiteral("--time-unit") << QString::number(options.timeUnit, 'g', 12);
    if (use.timeScale && options.timeScale > 0)
        args << QStringLiteral("--time-scale") << QString::number(options.timeScale, 'g', 12);
    if (use.speedChange && !options.speedChange.trimmed().isEmpty())
        args << QStringLiteral("--speed-change") << options.speedChange.trimmed();
    if (use.predistributed && options.predistributed)
        args << QStringLiteral("--predistributed");
    if (use.result && options.distributed)
        args << QStringLiteral("--result") << QStringLiteral("distributed");
    if (use.throttle && !options.throttle.trimmed().isEmpty())
        args << QStringLiteral("--throttle") << options.throttle.trimmed();
    args << QStringLiteral("--seed") << QString::number(options.seed);
    if (options.mode == RunMode::Hostfile)
        args << QStringLiteral("--hostfile") << options.hostfile;
    if (options.mode == RunMode::Slurm) {
        args << QStringLiteral("--slurm");
        if (options.submit)
            args << QStringLiteral("--submit");
    }
    args << QStringLiteral("--np") << QString::number(ranks);
    return args;
}

double secondsPerTimeUnit(const RunSetup &options, Units units)
{
    if (units != Units::Blocks)
        return options.emulate() ? options.timeScale : 1.0;
    return options.emulate() ? options.timeUnit : kDefaultTimeUnit;
}

double chosenScale(const Trace &modelled, Units units, int ranks)
{
    return exec::chooseScale(modelled, ranks, exec::machineCores(), exec::scaleFloor(units)).scale;
}

QString describeRanks(const exec::RankMap &ranks)
{
    QStringList others;
    for (std::size_t r = 1; r < ranks.node.size(); ++r)
        others << QString::fromStdString(ranks.node[r]);
    const QString first = QString::fromStdString(ranks.node.front());
    const QString zero = ranks.rankZeroComputes ? RunCommandText::tr("rank 0 plays %1").arg(first)
                                                : RunCommandText::tr("rank 0 plays %1 (does not compute)").arg(first);
    if (others.isEmpty())
        return RunCommandText::tr("1 rank: %1").arg(zero);
    return RunCommandText::tr("%1 ranks: %2, then %3").arg(ranks.size()).arg(zero, others.join(QStringLiteral(", ")));
}

QStringList executableAlgorithmNames()
{
    QStringList names;
    for (const auto &name : executableStrategies())
        names << QString::fromStdString(name);
    return names;
}

bool hasRunCommand(int exitCode, const QString &help)
{
    return exitCode == 0 && help.contains(QLatin1String("--algorithm"));
}

QString findPartitaProgram()
{
    const QString fromEnv = QProcessEnvironment::systemEnvironment().value(QStringLiteral("PARTITA_CLI"));
    if (!fromEnv.isEmpty())
        return fromEnv;
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {here.filePath(QStringLiteral("partita")), here.filePath(QStringLiteral("../cli/partita"))})
        if (isExecutableFile(candidate))
            return QFileInfo(candidate).canonicalFilePath();
    return QStandardPaths::findExecutable(QStringLiteral("partita"));
}

QString startBlocker(const Platform &platform, const PlanSettings &settings, const RunSetup &options,
                     const RunCapabilities &capabilities)
{
    switch (capabilities.status) {
    case RunCapabilities::Status::Unknown: return RunCommandText::tr("Asking partita what it runs…");
    case RunCapabilities::Status::NoProgram:
    case RunCapabilities::Status::NoExecutor: return capabilities.detail;
    case RunCapabilities::Status::Ready: break;
    }
    const QString algorithm = QString::fromStdString(settings.algorithm);
    if (!capabilities.algorithms.contains(algorithm))
        return RunCommandText::tr("partita run does not execute %1 (it is simulated only); it runs %2.")
            .arg(algorithm, capabilities.algorithms.join(QStringLiteral(", ")));
    // A strategy that takes square products only is not started on another shape
    // (docs/studio.md, Shapes): partita run would refuse it with the same reason.
    if (const StrategyInfo *info = findStrategy(settings.algorithm))
        if (const QString refusal = shapeRefusal(*info, settings.problem); !refusal.isEmpty())
            return refusal;
    try {
        validatePlatform(platform, {});
        validateProblem(platform, settings.problem, {});
        exec::rankMap(platform);
    } catch (const std::exception &e) {
        return RunCommandText::tr("The platform cannot run: %1").arg(errorText(e));
    }
    try { // the rules partita run and every rank apply (exec/run_options.h)
        exec::checkRunOptions(executorOptions(settings, options, platform.units), platform,
                              exec::rankMap(platform).size());
    } catch (const std::exception &e) {
        return errorText(e);
    }
    if (options.mode == RunMode::Hostfile) {
        // partita run reads and checks the file itself, and says what is wrong with it.
        if (options.hostfile.trimmed().isEmpty())
            return RunCommandText::tr("Choose the hostfile of the machines to run on.");
    }
    if (options.mode == RunMode::Slurm && options.submit && !capabilities.sbatch)
        return RunCommandText::tr("sbatch is not installed here: untick Submit to see the script.");
    return {};
}

} // namespace partita::views
