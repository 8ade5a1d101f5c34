#pragma once
// What the command-line tests share: run `partita` as a process (PARTITA_CLI), find a bundled
// example, read a JSON answer.

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace clitest {

struct Run {
    int exitCode = -1;
    QByteArray out, err;
    qint64 ms = 0; // wall time of the process
};

inline Run partita(const QStringList &args,
                   const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    QElapsedTimer timer;
    timer.start();
    p.start(PARTITA_CLI, args);
    p.waitForFinished(120000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError(), timer.elapsed()};
}

inline QString example(const char *name) { return QString(PARTITA_SOURCE_DIR "/resources/examples/") + name; }

// The JSON object on stdout; a warning with the parse error and stderr when it is not one.
inline QJsonObject jsonOf(const QByteArray &text, const QByteArray &err = {})
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s\n%s", qPrintable(error.errorString()), err.constData());
    return doc.object();
}
inline QJsonObject jsonOf(const Run &r) { return jsonOf(r.out, r.err); }

} // namespace clitest
