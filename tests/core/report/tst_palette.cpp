// Processor colours: a processor's colour comes from its id, so deleting or reordering
// processors recolours none of the others; processors numbered in a row get palette slots in a
// row, and slots next to each other differ clearly (no run of greens as P2, P7, P15 once were).
#include "report/palette.h"

#include <QtTest>

#include <cmath>

using namespace partita;

namespace {

double distance(const Rgb &a, const Rgb &b)
{
    return std::hypot(a.r - b.r, a.g - b.g, a.b - b.b);
}

} // namespace

class TestPalette : public QObject {
    Q_OBJECT

private slots:
    void slotsFromIds_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qulonglong>("slot");
        QTest::newRow("P0") << "P0" << 0ull;
        QTest::newRow("P7") << "P7" << 7ull;
        QTest::newRow("P16") << "P16" << 16ull;
        QTest::newRow("bare number") << "12" << 12ull;
    }
    void slotsFromIds()
    {
        QFETCH(QString, id);
        QFETCH(qulonglong, slot);
        QCOMPARE(colourSlot(id.toStdString()), std::size_t(slot));
    }

    // Other prefixes are shifted, not merged with P's: Q1 is not P1's colour, but Q1 and Q2 are
    // still neighbours; ids without a number are stable; long numbers do not overflow.
    void otherIds()
    {
        QVERIFY(colourSlot("Q1") != colourSlot("P1"));
        QCOMPARE(colourSlot("Q2"), colourSlot("Q1") + 1);
        QCOMPARE(colourSlot("node-8"), colourSlot("node-7") + 1);
        QCOMPARE(colourSlot("master"), colourSlot("master"));
        QVERIFY(colourSlot("P123456789012345678901234567890") < 2000000000u);
        QCOMPARE(processorColorOf("P5").hex(), processorColor(5).hex());
    }

    // Deleting P5 of P1…P16 leaves every other processor's colour: colours are functions of
    // ids alone, not of places in a list.
    void deletingKeepsTheOthers()
    {
        std::vector<std::string> ids;
        for (int i = 1; i <= 16; ++i)
            ids.push_back("P" + std::to_string(i));
        std::vector<std::string> before;
        for (const auto &id : ids)
            before.push_back(processorColorOf(id).hex());
        ids.erase(ids.begin() + 4);
        for (const auto &id : ids)
            QCOMPARE(processorColorOf(id).hex(), before[static_cast<std::size_t>(std::stoi(id.substr(1)) - 1)]);
    }

    // Neighbouring slots differ by more than 60 in RGB distance (the hand order reaches 67),
    // across the 20 palette colours and into the golden-angle hues; the first 20 are all
    // different; P2, P7 and P15 no longer share a green.
    void neighboursDiffer()
    {
        for (std::size_t i = 0; i < 400; ++i)
            QVERIFY2(distance(processorColor(i), processorColor(i + 1)) > 60, qPrintable(QString::number(i)));
        for (std::size_t i = 0; i < 20; ++i)
            for (std::size_t j = i + 1; j < 20; ++j)
                QVERIFY(distance(processorColor(i), processorColor(j)) > 25);
        QVERIFY(distance(processorColorOf("P2"), processorColorOf("P7")) > 60);
        QVERIFY(distance(processorColorOf("P7"), processorColorOf("P15")) > 60);
        QVERIFY(distance(processorColorOf("P2"), processorColorOf("P15")) > 60);
    }
};

QTEST_GUILESS_MAIN(TestPalette)
#include "tst_palette.moc"
