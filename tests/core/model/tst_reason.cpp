// Reasons as values (core/model/reason.h): the command line's English words come from each
// kind's template and its parameters, word for word the messages printed before reasons had
// kinds (the golden outputs of tests/cli hold several); the kind and the parameters travel in
// InputError so that the studio can say the same in French (views/plan/reason_text.cpp).
#include "io/json_locator.h"
#include "io/json_syntax.h"
#include "model/error.h"
#include "model/reason.h"
#include "model/validate.h"
#include "strategy/strategy.h"

#include "common/platforms.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace partita;

class TestReason : public QObject {
    Q_OBJECT

private slots:
    void fillIsOnePass()
    {
        // A parameter holding "%2" is not filled again.
        QCOMPARE(fillTemplate("%1 and %2", {"%2", "b"}), std::string("%2 and b"));
        QCOMPARE(fillTemplate("%2×%3 by %3×%4", {"x", "1", "2", "3"}), std::string("1×2 by 2×3"));
        // A placeholder without a parameter stays.
        QCOMPARE(fillTemplate("100% of %1, %3", {"a"}), std::string("100% of a, %3"));
    }

    void everyKindHasATemplate()
    {
        for (ReasonKind kind : reasonKinds()) {
            const std::string pattern = reasonTemplate(kind);
            QVERIFY(!pattern.empty());
            QVERIFY2(kind == ReasonKind::Text || pattern != "%1", pattern.c_str());
        }
        QCOMPARE(static_cast<int>(reasonKinds().back()), static_cast<int>(ReasonKind::ThrottleEmpty));
    }

    // The English text of each structured reason, as tests/cli and docs/ quote it.
    void textsAsBefore()
    {
        Platform p = test::star({1, 2, 3, 4}, {1, 1, 1, 1});
        p.processors[1].speed = -1;
        try {
            validatePlatform(p, "p.json");
            QFAIL("a negative speed passed");
        } catch (const InputError &e) {
            QCOMPARE(e.reason().kind, ReasonKind::NotPositive);
            QCOMPARE(e.reason().args.at(0), word("processor"));
            QCOMPARE(e.reason().args.at(2), word("speed"));
            QCOMPARE(std::string(e.what()), "p.json: processor " + quotedId(p.processors[1].id) + ": speed must be > 0 (got -1)");
            QCOMPARE(e.detail(), e.reason().text());
        }

        const Problem square(100, 10);
        const Problem oblong = Problem::product(200, 100, 100, 10);
        try { // every matrix product takes any shape; LU factors a square A
            requireShape(strategyInfo("lu-hetero"), oblong);
            QFAIL("lu-hetero took a non-square product");
        } catch (const InputError &e) {
            QCOMPARE(e.reason().kind, ReasonKind::LuSquareOnly);
            QCOMPARE(std::string(e.what()), std::string("lu-hetero factors a square matrix A of order n (docs/lu.md): "
                                                         "--m and --k do not apply (got 200×100 by 100×100)"));
        }
        try {
            requireShape(strategyInfo("ring"), oblong);
            QFAIL("ring took a non-square product");
        } catch (const InputError &e) {
            QCOMPARE(std::string(e.what()), std::string("ring is an iterative computation on its own n×n grid, not a "
                                                         "matrix product (docs/ring.md): --m and --k do not apply "
                                                         "(got 200×100 by 100×100)"));
        }

        Problem big = square;
        big.q = kMaxOrder + 1;
        try {
            validateProblem(p, big, {});
            QFAIL("q above the largest order passed");
        } catch (const InputError &e) {
            QCOMPARE(e.reason().kind, ReasonKind::DimensionTooLarge);
            QCOMPARE(e.reason().args.front().text, std::string("q"));
        }
    }

    // nlohmann-json's parse errors taken apart: the kind has the context, the tokens and the
    // lexer's description as parameters, and its text is word for word what the command line
    // printed ("invalid JSON: " and nlohmann-json's message without its position).
    void jsonSyntaxAsBefore_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        using K = ReasonKind;
        QTest::newRow("missing comma") << QByteArray("{\"a\": 1 \"b\": 2}") << int(K::JsonUnexpectedExpected);
        QTest::newRow("missing colon") << QByteArray("{\"a\" 1}") << int(K::JsonUnexpectedExpected);
        QTest::newRow("key not a string") << QByteArray("{1: 2}") << int(K::JsonUnexpectedExpected);
        QTest::newRow("array") << QByteArray("[1 2]") << int(K::JsonUnexpectedExpected);
        QTest::newRow("truncated") << QByteArray("[1, 2") << int(K::JsonUnexpectedExpected);
        QTest::newRow("empty") << QByteArray("") << int(K::JsonUnexpectedExpected);
        QTest::newRow("trailing") << QByteArray("{} 1") << int(K::JsonUnexpectedExpected);
        QTest::newRow("bad literal") << QByteArray("{\"a\": tru}") << int(K::JsonBadToken);
        QTest::newRow("open string") << QByteArray("{\"a\": \"x") << int(K::JsonBadToken);
        QTest::newRow("new line in a string") << QByteArray("{\"a\": \"x\ny\"}") << int(K::JsonBadToken);
        QTest::newRow("bad number") << QByteArray("{\"a\": -}") << int(K::JsonBadToken);
        QTest::newRow("quote in the text read") << QByteArray("{\"a'b\n\": 1}") << int(K::JsonBadTokenExpected);
        QTest::newRow("number too large") << QByteArray("{\"a\": 1e999}") << int(K::JsonNumberOverflow);
    }
    void jsonSyntaxAsBefore()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        try {
            const auto parsed = nlohmann::json::parse(text.toStdString());
            Q_UNUSED(parsed);
            QFAIL("the text parsed");
        } catch (const nlohmann::json::exception &e) {
            const Reason r = invalidJsonReason(e.what());
            QCOMPARE(r.text(), "invalid JSON: " + nlohmannDetail(e.what()));
            QVERIFY2(static_cast<int>(r.kind) == kind, r.text().c_str());
            for (const ReasonArg &a : r.args) // the fixed words are among reasonWords()
                if (a.word)
                    QVERIFY(std::find(reasonWords().begin(), reasonWords().end(), a.text) != reasonWords().end());
        }
        // Any other message keeps its words whole.
        QCOMPARE(invalidJsonReason("[json.exception.type_error.302] type must be number"),
                 textReason("invalid JSON: type must be number"));
    }

    // An error that is not bad input keeps its type (the command line's exit status 1) and
    // its words, and carries its reason for the studio.
    void reasonedErrorKeepsItsType()
    {
        try {
            throw ReasonedError<std::runtime_error>(reason(ReasonKind::LpRelaxFailed, {"infeasible"}));
        } catch (const std::runtime_error &e) {
            QCOMPARE(std::string(e.what()), std::string("MFT-LBP-relax: lp_solve found the LP infeasible"));
            const auto *carrier = dynamic_cast<const ReasonCarrier *>(&e);
            QVERIFY(carrier);
            QCOMPARE(carrier->reason().kind, ReasonKind::LpRelaxFailed);
        }
    }

    // A message without a kind of its own keeps its words whole.
    void textReasonKeepsTheMessage()
    {
        const InputError e("f.json", 3, "anything at all");
        QCOMPARE(e.reason(), textReason("anything at all"));
        QCOMPARE(std::string(e.what()), std::string("f.json:3: anything at all"));
        QCOMPARE(e.file(), std::string("f.json"));
        QCOMPARE(e.line(), 3);
    }
};

QTEST_GUILESS_MAIN(TestReason)
#include "tst_reason.moc"
