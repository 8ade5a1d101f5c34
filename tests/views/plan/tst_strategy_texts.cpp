// The strategy table's summaries and sources (core/strategy/strategy.h) are listed for
// translation in views/plan/strategy_texts.cpp, word for word: a strategy added or reworded in
// core without its entry there would show in English in a French studio.
#include "plan/strategy_texts.h"

#include <QtTest>

using namespace partita;
using namespace partita::views;

class TestStrategyTexts : public QObject {
    Q_OBJECT

private slots:
    void everyStrategyListed()
    {
        for (const StrategyInfo &s : strategies())
            QVERIFY2(strategyTextsListed(s), s.name.c_str());
    }

    // Without a translator the texts are the table's own; a source "paper NNN §x" keeps its number.
    void untranslatedTextsAreTheTables()
    {
        const StrategyInfo &columns = strategyInfo("columns");
        QCOMPARE(strategySummaryText(columns), QString::fromStdString(columns.summary));
        QCOMPARE(strategySourceText(columns), QStringLiteral("paper 000 §2.3"));
        QCOMPARE(strategySourceText(strategyInfo("even-columns")), QStringLiteral("baseline"));
    }
};

QTEST_GUILESS_MAIN(TestStrategyTexts)
#include "tst_strategy_texts.moc"
