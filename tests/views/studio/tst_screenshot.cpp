// `partita-studio --screenshot` renders each view offscreen to a PNG of the requested size
// that is not blank (the run view after a real emulated run, the player on a platform and on
// the §4.6 layout file), and a bad platform ends with exit code 2 and a message.
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
        const QString mwTable2 = QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/mw-table2.json");
        QTest::newRow("editor") << QStringList{QStringLiteral("--view"), QStringLiteral("editor")};
        QTest::newRow("partition columns") << QStringList{QStringLiteral("--view"), QStringLiteral("partition")};
        QTest::newRow("partition layers x4")
            << QStringList{QStringLiteral("--view"), QStringLiteral("partition"), QStringLiteral("--strategy"),
                           QStringLiteral("layers"), QStringLiteral("--panes"), QStringLiteral("4")};
        QTest::newRow("compare") << QStringList{QStringLiteral("--view"), QStringLiteral("compare")};
        QTest::newRow("sweep") << QStringList{QStringLiteral("--view"), QStringLiteral("sweep")};
        QTest::newRow("sweep heterogeneity")
            << QStringList{QStringLiteral("--view"), QStringLiteral("sweep"), QStringLiteral("--sweep"),
                           QStringLiteral("heterogeneity")};
        QTest::newRow("window comparison")
            << QStringList{QStringLiteral("--view"), QStringLiteral("window"), QStringLiteral("--tab"),
                           QStringLiteral("comparison")};
        QTest::newRow("ring") << QStringList{QStringLiteral("--view"), QStringLiteral("ring"), QStringLiteral("--ring-h"),
                                             QStringLiteral("300")};
        QTest::newRow("mw") << QStringList{QStringLiteral("--view"), QStringLiteral("mw")};
        QTest::newRow("gantt lbp-star")
            << QStringList{QStringLiteral("--view"), QStringLiteral("gantt"), QStringLiteral("--strategy"),
                           QStringLiteral("lbp-star")};
        QTest::newRow("partition lbp-star")
            << QStringList{QStringLiteral("--view"), QStringLiteral("partition"), QStringLiteral("--strategy"),
                           QStringLiteral("lbp-star")};
        QTest::newRow("redistribute") << QStringList{QStringLiteral("--view"), QStringLiteral("redistribute")};
        QTest::newRow("redistribute fig9")
            << QStringList{QStringLiteral("--view"), QStringLiteral("redistribute"),
                           QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/fig9.layout")};
        QTest::newRow("steps") << QStringList{QStringLiteral("--view"), QStringLiteral("steps"), QStringLiteral("--n"),
                                              QStringLiteral("100"), QStringLiteral("--q"), QStringLiteral("1"), mwTable2};
        QTest::newRow("growth") << QStringList{QStringLiteral("--view"), QStringLiteral("growth")};
        QTest::newRow("papers") << QStringList{QStringLiteral("--view"), QStringLiteral("papers")};
#ifdef PARTITA_HAVE_EXEC
        QTest::newRow("run") << QStringList{QStringLiteral("--view"), QStringLiteral("run"), QStringLiteral("--n"),
                                            QStringLiteral("200"), QStringLiteral("--q"), QStringLiteral("50"), mwTable2};
#endif
    }

    void rendersView()
    {
        QFETCH(QStringList, arguments);
        // The platform: the last argument when it names a file, else the 16-processor star.
        if (!arguments.last().startsWith(QLatin1String(PARTITA_SOURCE_DIR)))
            arguments << QStringLiteral(PARTITA_SOURCE_DIR "/resources/examples/star16.json");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("shot.png"));
        QProcess p;
        p.start(QStringLiteral(PARTITA_STUDIO),
                QStringList{QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("1200x800")}
                    + arguments);
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QImage image(out);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1200, 800));
        // Not blank: a drawing of several processors has many colours.
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

    // --versions prints the About box's lines. A build with partita run (MPI found) names the
    // Open MPI it was built with; the studio once said "not built" because it searched MPI's C
    // component in a C++-only project.
    void versionsNameTheMpiOfTheBuild()
    {
        QProcess p;
        p.start(QStringLiteral(PARTITA_STUDIO), {QStringLiteral("--versions")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("lp_solve\t5.")), qPrintable(out));
        const QString mpi = out.section(QStringLiteral("Open MPI\t"), 1).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(!mpi.isEmpty(), qPrintable(out));
#ifdef PARTITA_HAVE_EXEC
        QVERIFY2(mpi.at(0).isDigit(), qPrintable(mpi));
#else
        QCOMPARE(mpi, QStringLiteral("not built"));
#endif
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
