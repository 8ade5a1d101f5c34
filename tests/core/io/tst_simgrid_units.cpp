// Values with units in SimGrid files (io/simgrid_units.h): every unit of SimGrid's DTD 4.1
// converts to Partita's Gflop/s, GB/s and seconds with a single rounding, and the writer
// picks a unit whose text reads back exactly.
#include "io/simgrid_units.h"

#include <QtTest>

using namespace partita;

class TestSimGridUnits : public QObject {
    Q_OBJECT

private slots:
    void parsesUnits_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("quantity");
        QTest::addColumn<double>("expected"); // in Gflop/s, GB/s or s
        const int speed = int(SimGridQuantity::Speed), bw = int(SimGridQuantity::Bandwidth),
                  lat = int(SimGridQuantity::Latency);
        QTest::newRow("Gf") << "2Gf" << speed << 2.0;
        QTest::newRow("Mf") << "100Mf" << speed << 0.1;
        QTest::newRow("Tf") << "1.5Tf" << speed << 1500.0;
        QTest::newRow("kf") << "98095kf" << speed << 0.098095;
        QTest::newRow("f with exponent") << "1e9f" << speed << 1.0;
        QTest::newRow("bare number is flops") << "2.5e9" << speed << 2.5;
        QTest::newRow("gigaflops") << "3gigaflops" << speed << 3.0;
        QTest::newRow("GBps") << "1.25GBps" << bw << 1.25;
        QTest::newRow("MBps decimal digits") << "11.618875MBps" << bw << 0.011618875;
        QTest::newRow("bits: 1 Gbps = 0.125 GB/s") << "1Gbps" << bw << 0.125;
        QTest::newRow("bits: 8 Mbps = 1 MB/s") << "8Mbps" << bw << 0.001;
        QTest::newRow("binary: 1 GiBps = 2^30 B/s") << "1GiBps" << bw << 1.073741824;
        QTest::newRow("binary bits: 1 Kibps = 128 B/s") << "1Kibps" << bw << 1.28e-7;
        QTest::newRow("bare number is bytes per second") << "5e8" << bw << 0.5;
        QTest::newRow("us") << "50us" << lat << 5e-5;
        QTest::newRow("ms") << "1.461517ms" << lat << 0.001461517;
        QTest::newRow("ns") << "3ns" << lat << 3e-9;
        QTest::newRow("bare number is seconds") << "0.25" << lat << 0.25;
        QTest::newRow("minutes") << "2m" << lat << 120.0;
        QTest::newRow("spaces around") << " 10us " << lat << 1e-5;
    }

    void parsesUnits()
    {
        QFETCH(QString, text);
        QFETCH(int, quantity);
        QFETCH(double, expected);
        double value = -1;
        std::string error;
        QVERIFY2(parseSimGridValue(text.toStdString(), SimGridQuantity(quantity), Units::Physical, value, error),
                 error.c_str());
        QCOMPARE(value, expected); // exact: the decimal text is converted with one rounding
    }

    void rejectsBadUnits_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("quantity");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("wrong case") << "2GF" << int(SimGridQuantity::Speed) << "unknown speed unit 'GF' in '2GF'";
        QTest::newRow("KBps is not SimGrid's") << "1KBps" << int(SimGridQuantity::Bandwidth) << "unknown bandwidth unit 'KBps'";
        QTest::newRow("per second spelt out") << "1Gf/s" << int(SimGridQuantity::Speed) << "unknown speed unit 'Gf/s'";
        QTest::newRow("no number") << "fast" << int(SimGridQuantity::Speed) << "invalid speed 'fast'";
        QTest::newRow("empty") << "" << int(SimGridQuantity::Latency) << "invalid latency ''";
        QTest::newRow("infinite") << "inf" << int(SimGridQuantity::Bandwidth) << "invalid bandwidth 'inf'";
        QTest::newRow("too large") << "1e300Yf" << int(SimGridQuantity::Speed) << "too large";
    }

    void rejectsBadUnits()
    {
        QFETCH(QString, text);
        QFETCH(int, quantity);
        QFETCH(QString, phrase);
        double value = 0;
        std::string error;
        QVERIFY(!parseSimGridValue(text.toStdString(), SimGridQuantity(quantity), Units::Physical, value, error));
        QVERIFY2(QString::fromStdString(error).contains(phrase), error.c_str());
    }

    void formatsUnits_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("quantity");
        QTest::addColumn<QString>("expected");
        QTest::newRow("2 Gflop/s") << 2.0 << int(SimGridQuantity::Speed) << "2Gf";
        QTest::newRow("0.1 Gflop/s") << 0.1 << int(SimGridQuantity::Speed) << "100Mf";
        QTest::newRow("1.25 GB/s") << 1.25 << int(SimGridQuantity::Bandwidth) << "1.25GBps";
        QTest::newRow("0.125 GB/s") << 0.125 << int(SimGridQuantity::Bandwidth) << "125MBps";
        QTest::newRow("10 us") << 1e-5 << int(SimGridQuantity::Latency) << "10us";
        QTest::newRow("1 ms") << 0.001 << int(SimGridQuantity::Latency) << "1ms";
        QTest::newRow("zero latency") << 0.0 << int(SimGridQuantity::Latency) << "0s";
        QTest::newRow("1/3 GB/s keeps every digit") << 1.0 / 3 << int(SimGridQuantity::Bandwidth) << "333.3333333333333MBps";
    }

    void formatsUnits()
    {
        QFETCH(double, value);
        QFETCH(int, quantity);
        QFETCH(QString, expected);
        const std::string text = formatSimGridValue(value, SimGridQuantity(quantity), Units::Physical);
        QCOMPARE(QString::fromStdString(text), expected);
        double back = 0;
        std::string error;
        QVERIFY(parseSimGridValue(text, SimGridQuantity(quantity), Units::Physical, back, error));
        QCOMPARE(back, value);
    }

    void blocksUnitsUseBaseUnits()
    {
        QCOMPARE(formatSimGridValue(0.5, SimGridQuantity::Speed, Units::Blocks), std::string("0.5f"));
        QCOMPARE(formatSimGridValue(8, SimGridQuantity::Bandwidth, Units::Blocks), std::string("8Bps"));
        double v = 0;
        std::string error;
        QVERIFY(parseSimGridValue("2kf", SimGridQuantity::Speed, Units::Blocks, v, error));
        QCOMPARE(v, 2000.0);
    }
};

QTEST_GUILESS_MAIN(TestSimGridUnits)
#include "tst_simgrid_units.moc"
