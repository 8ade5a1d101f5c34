// The SVG chart writer (core/report/chart_svg.h) behind `partita compare --svg`: the output is
// well-formed XML, bars are proportional to their values on an axis with nice ticks from 0,
// non-finite values never reach the document, names survive XML escaping, line charts have one
// path per series and a legend, a log axis is labelled with powers of ten, and empty input
// still gives a document.
#include "report/chart_svg.h"
#include "report/palette.h"

#include "svg_document.h"

#include <QtTest>
#include <QXmlStreamReader>

#include <cmath>
#include <limits>

using namespace partita;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

using namespace svgtest;

BarChart strategies()
{
    BarChart chart;
    chart.title = "Makespan by strategy";
    chart.valueLabel = "makespan (s)";
    chart.labels = {"column-based", "A&B <x>", "lp-rectangles", "homogeneous"};
    chart.values = {1500, 750, kNaN, 80};
    return chart;
}

// Number of points of an SVG path made of "M x y" and "L x y" commands.
int pathPoints(const QString &d)
{
    const auto tokens = d.split(' ', Qt::SkipEmptyParts);
    int points = 0;
    for (int i = 0; i < tokens.size(); ++i)
        if (tokens[i] == "M" || tokens[i] == "L") {
            ++points;
            i += 2;
        }
    return points;
}

// The exponent k of a label "10ᵏ" written with superscript digits, or nullopt.
std::optional<int> powerOfTen(const QString &label)
{
    static const QString digits = QString::fromUtf8("⁰¹²³⁴⁵⁶⁷⁸⁹");
    if (!label.startsWith("10") || label.size() < 3)
        return std::nullopt;
    QString rest = label.mid(2);
    const bool negative = rest.startsWith(QString::fromUtf8("⁻"));
    if (negative)
        rest = rest.mid(1);
    if (rest.isEmpty())
        return std::nullopt;
    int k = 0;
    for (const QChar c : rest) {
        const auto digit = digits.indexOf(c);
        if (digit < 0)
            return std::nullopt;
        k = k * 10 + static_cast<int>(digit);
    }
    return negative ? -k : k;
}

} // namespace

class TestChartSvg : public QObject {
    Q_OBJECT

private slots:
    void barsAreProportionalToValues()
    {
        const Document doc = parse(chartsToSvg({strategies()}, {}));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        const auto bars = doc.ofClass("bar");
        QCOMPARE(bars.size(), std::size_t{3}); // the NaN value has no bar
        for (const auto &bar : bars)
            QCOMPARE(bar.name, QString("rect"));
        const double w0 = bars[0].number("width"), w1 = bars[1].number("width"), w2 = bars[2].number("width");
        QVERIFY(w0 > 0 && w1 > 0 && w2 > 0);
        QVERIFY(std::abs(w0 / w1 / (1500.0 / 750.0) - 1) < 0.01);
        QVERIFY(std::abs(w0 / w2 / (1500.0 / 80.0) - 1) < 0.01);
        // Bars start at the same x (the 0 of the axis) and keep their palette colours.
        QCOMPARE(bars[1].number("x"), bars[0].number("x"));
        QCOMPARE(bars[0].attr("fill"), QString::fromStdString(processorColor(0).hex()));
        QCOMPARE(bars[2].attr("fill"), QString::fromStdString(processorColor(3).hex()));
        QCOMPARE(doc.texts("value"), (QStringList{"1500", "750", "80"}));
        QCOMPARE(doc.texts("label").size(), 4);
    }

    void valuesHaveFourSignificantDigits_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("large") << 12345.6 << "1.235e+04";
        QTest::newRow("medium") << 12.3456 << "12.35";
        QTest::newRow("small") << 0.000123456 << "0.0001235";
        QTest::newRow("whole") << 80.0 << "80";
    }
    void valuesHaveFourSignificantDigits()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        BarChart chart;
        chart.labels = {"s"};
        chart.values = {value};
        QCOMPARE(parse(chartsToSvg({chart}, {})).texts("value"), QStringList{text});
    }

    // The value axis starts at 0, covers the largest value, and has 4 to 8 ticks 1, 2 or 5 × 10^k apart.
    void barAxisHasNiceTicks_data()
    {
        QTest::addColumn<double>("largest");
        QTest::newRow("0.37") << 0.37;
        QTest::newRow("7") << 7.0;
        QTest::newRow("1234.5") << 1234.5;
        QTest::newRow("1000") << 1000.0;
        QTest::newRow("2.5e7") << 2.5e7;
        QTest::newRow("all zero") << 0.0;
    }
    void barAxisHasNiceTicks()
    {
        QFETCH(double, largest);
        BarChart chart;
        chart.labels = {"a", "b"};
        chart.values = {largest, largest / 3};
        const Document doc = parse(chartsToSvg({chart}, {}));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        std::vector<double> ticks;
        for (const auto &label : doc.texts("xtick"))
            ticks.push_back(label.toDouble());
        QVERIFY2(ticks.size() >= 4 && ticks.size() <= 8, qPrintable(QString::number(ticks.size())));
        QCOMPARE(ticks.front(), 0.0);
        QVERIFY(ticks.back() >= largest);
        const double step = ticks[1] - ticks[0];
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        QVERIFY2(std::abs(mantissa - 1) < 1e-6 || std::abs(mantissa - 2) < 1e-6 || std::abs(mantissa - 5) < 1e-6,
                 qPrintable(QString::number(step)));
        for (std::size_t i = 1; i < ticks.size(); ++i)
            QVERIFY(std::abs(ticks[i] - ticks[i - 1] - step) <= 1e-6 * step);
    }

    void nonFiniteValuesAreNeverWritten()
    {
        BarChart chart = strategies();
        chart.values = {kInf, 2.0, kNaN, -kInf};
        chart.reference = kNaN; // a reference that is not a number is left out
        LineChart line;
        line.title = "sweep";
        line.series = {{"s1", {1, 2, kInf, 4}, {kNaN, 2, 3, kInf}}, {"s2", {1, 2}, {kNaN, kNaN}}};
        const std::string svg = chartsToSvg({chart}, {line});
        const Document doc = parse(svg);
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QCOMPARE(doc.texts("na").size(), 3);
        QVERIFY(doc.texts("na").contains("n/a"));
        QCOMPARE(doc.ofClass("bar").size(), std::size_t{1});
        QVERIFY(doc.ofClass("reference").empty());
        const QString lower = QString::fromStdString(svg).toLower();
        QVERIFY(!lower.contains("nan"));
        QVERIFY(!lower.contains("inf"));
    }

    void namesRoundTripThroughEscaping()
    {
        BarChart chart = strategies();
        chart.title = "T & \"q\" <b>";
        chart.valueLabel = "<value>";
        chart.reference = 100;
        chart.referenceLabel = "bound <&>";
        LineChart line;
        line.title = "sweep & <more>";
        line.xLabel = "p <procs>";
        line.yLabel = "y & z";
        line.series = {{"A&B <x>", {1, 2}, {3, 4}}, {"\"quoted\"", {1, 2}, {1, 1}}};
        const std::string svg = chartsToSvg({chart}, {line});
        const Document doc = parse(svg);
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QVERIFY(QString::fromStdString(svg).contains("A&amp;B &lt;x&gt;"));
        const QStringList texts = doc.texts();
        for (const char *name : {"A&B <x>", "T & \"q\" <b>", "<value>", "sweep & <more>", "p <procs>", "y & z",
                                 "\"quoted\""})
            QVERIFY2(texts.contains(QString::fromUtf8(name)), name);
        QCOMPARE(doc.texts("label")[1], QString("A&B <x>"));
        QVERIFY(doc.texts("reference-label").front().startsWith("bound <&>"));
    }

    // Invalid UTF-8 and control characters in a name must not break the document.
    void badBytesStayWellFormed()
    {
        BarChart chart;
        chart.labels = {std::string("bad\xC3(\x01\xFF\xED\xA0\x80 end")};
        chart.values = {1};
        const Document doc = parse(chartsToSvg({chart}, {}));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QVERIFY(doc.texts("label").front().endsWith(" end"));
    }

    void referenceLineIsDrawnWhenSet()
    {
        BarChart chart = strategies();
        QVERIFY(parse(chartsToSvg({chart}, {})).ofClass("reference").empty());
        chart.reference = 600;
        chart.referenceLabel = "lower bound";
        const Document doc = parse(chartsToSvg({chart}, {}));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        const auto lines = doc.ofClass("reference");
        QCOMPARE(lines.size(), std::size_t{1});
        QCOMPARE(lines[0].name, QString("line"));
        QVERIFY(!lines[0].attr("stroke-dasharray").isEmpty());
        // At the value's place on the same scale as the bars.
        const auto bar = doc.ofClass("bar").front();
        const double expected = bar.number("x") + bar.number("width") * 600.0 / 1500.0;
        QVERIFY(std::abs(lines[0].number("x1") - expected) < 0.01 * bar.number("width"));
        QCOMPARE(doc.texts("reference-label"), QStringList{"lower bound = 600"});
    }

    void longLabelsAreCutWithTheFullNameKept()
    {
        BarChart chart;
        const std::string name(200, 'x');
        chart.labels = {name, "short"};
        chart.values = {1, 2};
        const Document doc = parse(chartsToSvg({chart}, {}, 600));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        const QString shown = doc.texts("label").front();
        QVERIFY(shown.endsWith(QString::fromUtf8("…")) && shown.size() < 60);
        bool titled = false;
        for (const auto &e : doc.elements)
            titled = titled || (e.name == "title" && e.text == QString::fromStdString(name));
        QVERIFY(titled);
        // The bars keep most of the width.
        QVERIFY(doc.ofClass("bar")[1].number("width") > 200);
    }

    void lineChartHasOnePathPerSeriesAndALegend()
    {
        LineChart chart;
        chart.title = "Makespan vs p";
        chart.xLabel = "p";
        chart.yLabel = "makespan (s)";
        chart.series = {{"column-based", {2, 4, 8, 16, 32}, {10, 6, 4, 3.5, 3.2}},
                        {"lp-rectangles", {2, 4, 8, 16, 32}, {9, kNaN, 3.8, kNaN, 3.0}},
                        {"outer-product", {2, 4, 8}, {12, 7, 5}}};
        const Document doc = parse(chartsToSvg({}, {chart}));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        const auto paths = doc.ofClass("series");
        QCOMPARE(paths.size(), std::size_t{3});
        QCOMPARE(pathPoints(paths[0].attr("d")), 5);
        QCOMPARE(pathPoints(paths[1].attr("d")), 3);
        QCOMPARE(paths[1].attr("d").count('M'), 3); // the gaps split the line
        QCOMPARE(pathPoints(paths[2].attr("d")), 3);
        for (std::size_t i = 0; i < paths.size(); ++i)
            QCOMPARE(paths[i].attr("stroke"), QString::fromStdString(processorColor(i).hex()));
        QCOMPARE(doc.ofClass("marker").size(), std::size_t{11});
        QCOMPARE(doc.texts("legend"), (QStringList{"column-based", "lp-rectangles", "outer-product"}));
        // y from 0; x ticks inside the data range.
        QCOMPARE(doc.texts("ytick").front(), QString("0"));
        const auto xticks = doc.texts("xtick");
        QVERIFY(xticks.size() >= 4 && xticks.size() <= 8);
        QVERIFY(xticks.front().toDouble() >= 2 && xticks.back().toDouble() <= 32);
    }

    void logAxisHasPowerOfTenTicks()
    {
        LineChart chart;
        chart.logY = true;
        chart.series = {{"a", {1, 2, 3, 4}, {0.004, 0.5, 70, 3e5}}, {"b", {1, 2, 3}, {0, 1, 10}}};
        const Document doc = parse(chartsToSvg({}, {chart}));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        std::vector<int> exponents;
        for (const auto &label : doc.texts("ytick")) {
            const auto k = powerOfTen(label);
            QVERIFY2(k.has_value(), qPrintable(label));
            exponents.push_back(*k);
        }
        QVERIFY(exponents.size() >= 2 && exponents.size() <= 8);
        QVERIFY(exponents.front() <= -3 && exponents.back() >= 6);
        for (std::size_t i = 2; i < exponents.size(); ++i)
            QCOMPARE(exponents[i] - exponents[i - 1], exponents[1] - exponents[0]);
        // y = 0 cannot be drawn on a log axis: it is a gap.
        QCOMPARE(pathPoints(doc.ofClass("series")[1].attr("d")), 2);
    }

    void emptyInputSaysNoData()
    {
        const Document none = parse(chartsToSvg({}, {}));
        QVERIFY2(none.wellFormed, qPrintable(none.error));
        QCOMPARE(none.texts("nodata"), QStringList{"no data"});

        LineChart noPoints;
        noPoints.series = {{"only gaps", {1, 2}, {kNaN, kNaN}}};
        const Document empty = parse(chartsToSvg({BarChart{}}, {LineChart{}, noPoints}));
        QVERIFY2(empty.wellFormed, qPrintable(empty.error));
        QCOMPARE(empty.texts("nodata").size(), 3);
    }

    // Panels are stacked: the document is as tall as their sum, and every panel is translated below the last.
    void panelsAreStacked()
    {
        LineChart line;
        line.series = {{"s", {1, 2, 3}, {1, 2, 3}}};
        const Document doc = parse(chartsToSvg({strategies(), strategies()}, {line}, 800));
        QVERIFY2(doc.wellFormed, qPrintable(doc.error));
        QCOMPARE(doc.elements.front().number("width"), 800.0);
        double last = -1;
        int panels = 0;
        for (const auto &e : doc.elements) {
            const QString t = e.attr("transform");
            if (e.name != "g" || !t.startsWith("translate(0,"))
                continue;
            const double y = t.mid(12).chopped(1).toDouble();
            QVERIFY(y > last);
            last = y;
            ++panels;
        }
        QCOMPARE(panels, 3);
        QVERIFY(doc.elements.front().number("height") > last);
    }
};

QTEST_GUILESS_MAIN(TestChartSvg)
#include "tst_chart_svg.moc"
