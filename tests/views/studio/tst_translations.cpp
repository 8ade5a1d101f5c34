// French complete (docs/studio.md, Language): lupdate, run on the studio's sources into a copy
// of translations/partita_fr.ts, finds no string without its French translation — every tr(),
// QT_TRANSLATE_NOOP and translate() of views/ and app/studio/ is translated, including the
// strategy summaries listed in views/plan/strategy_texts.cpp, and every REPORT_TEXT pattern of
// the experiments' reports (core/reproduce/text.h), as scripts/update-translations.sh reads them.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void everyStringTranslated()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ts = dir.filePath(QStringLiteral("partita_fr.ts"));
        QVERIFY(QFile::copy(QStringLiteral(PARTITA_SOURCE_DIR "/translations/partita_fr.ts"), ts));
        QFile::setPermissions(ts, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(PARTITA_SOURCE_DIR));
        lupdate.start(QStringLiteral(PARTITA_LUPDATE),
                      {QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-tr-function-alias"),
                       QStringLiteral("QT_TRANSLATE_NOOP+=REPORT_TEXT"), QStringLiteral("views"),
                       QStringLiteral("app/studio"), QStringLiteral("core/reproduce"), QStringLiteral("-ts"), ts});
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        QFile file(ts);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QStringList missing;
        QString context, source;
        int messages = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                if (type == QLatin1String("vanished") || type == QLatin1String("obsolete"))
                    continue;
                ++messages;
                // Numerus forms are child elements: their text counts.
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (type == QLatin1String("unfinished") || text.trimmed().isEmpty())
                    missing << context + QStringLiteral(": ") + source.left(80);
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 900);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 untranslated:\n").arg(missing.size())
                                              + missing.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
