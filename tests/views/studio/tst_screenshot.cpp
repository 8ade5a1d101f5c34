// `partita-studio --screenshot` renders each view offscreen to a PNG of the requested size
// that is not blank, and a bad platform ends with exit code 2 and a message.
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

class TestScreenshot : public QObject {
    Q_OBJECT

private slots:
    void rendersView_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("editor") << QStringList{QStringLiteral("--view"), QStringLiteral("editor")};
        QTest::newRow("partition columns") << QStringList{QStringLiteral("--view"), QStringLiteral("partition")};
        QTest::newRow("partition layers x4")
            << QStringList{QStringLiteral("--view"), QStringLiteral("partition"), QStringLiteral("--strategy"),
                           QStringLiteral("layers"), QStringLiteral("--panes"), QStringLiteral("4")};
        QTest::newRow("compare") << QStringList{QStringLiteral("--view"), QStringLiteral("compare")};
        QTest::newRow("sweep") << QStringList{QStringLiteral("--view"), QStringLiteral("sweep")};
        QTest::newRow("ring") << QStringList{QStringLiteral("--view"), QStringLiteral("ring"), QStringLiteral("--ring-h"),
                                             QStringLiteral("300")};
        QTest::newRow("mw") << QStringList{QStringLiteral("--view"), QStringLiteral("mw")};
        QTest::newRow("gantt lbp-star")
            << QStringList{QStringLiteral("--view"), QStringLiteral("gantt"), QStringLiteral("--strategy"),
                           QStringLiteral("lbp-star")};
        QTest::newRow("partition lbp-star")
            << QStringList{QStringLiteral("--view"), QStringLiteral("partition"), QStringLiteral("--strategy"),
                           QStringLiteral("lbp-star")};
    }

    void rendersView()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("shot.png"));
        QProcess p;
        p.start(QStringLiteral(PARTITA_STUDIO),
                QStringList{QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("640x480")}
                    + arguments + QStringList{QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json")});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QImage image(out);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(640, 480));
        // Not blank: a drawing of 16 processors has many colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 10, qPrintable(QString::number(colours.size())));
    }

    void badRingParameterFails()
    {
        QTemporaryDir dir;
        QProcess p;
        p.start(QStringLiteral(PARTITA_STUDIO), {QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png")),
                                                 QStringLiteral("--view"), QStringLiteral("ring"),
                                                 QStringLiteral("--ring-w"), QStringLiteral("0")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("--ring-w"));
    }

    void badPlatformFails()
    {
        QTemporaryDir dir;
        QProcess p;
        p.start(QStringLiteral(PARTITA_STUDIO),
                {QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png")), dir.filePath(QStringLiteral("missing.json"))});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("missing.json"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    }
};

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
