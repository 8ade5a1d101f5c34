// The OpenBLAS kernels a process computes with (exec/blas_core.h, docs/executor.md "BLAS
// kernels"): the levels of OpenBLAS's core names, when a core is a fallback below the machine
// and which core replaces it, and that a person's OPENBLAS_CORETYPE is kept.
#include "exec/blas_core.h"

#include <QtTest>

using partita::exec::BlasLevel;
using partita::exec::betterBlasCore;
using partita::exec::blasCoreLevel;

class TestBlasCore : public QObject {
    Q_OBJECT

private slots:
    void levels()
    {
        QCOMPARE(blasCoreLevel("Prescott"), std::optional(BlasLevel::Sse));
        QCOMPARE(blasCoreLevel("Nehalem"), std::optional(BlasLevel::Sse));
        QCOMPARE(blasCoreLevel("Sandybridge"), std::optional(BlasLevel::Avx));
        QCOMPARE(blasCoreLevel("Haswell"), std::optional(BlasLevel::Avx2));
        QCOMPARE(blasCoreLevel("Zen"), std::optional(BlasLevel::Avx2));
        QCOMPARE(blasCoreLevel("SkylakeX"), std::optional(BlasLevel::Avx512));
        QCOMPARE(blasCoreLevel("Cooperlake"), std::optional(BlasLevel::Avx512));
        QCOMPARE(blasCoreLevel("SapphireRapids"), std::optional(BlasLevel::Avx512));
        QCOMPARE(blasCoreLevel("NeoverseN1"), std::nullopt); // another architecture
        QCOMPARE(blasCoreLevel(""), std::nullopt);
    }

    void fallbacksAreReplaced_data()
    {
        QTest::addColumn<QString>("chosen");
        QTest::addColumn<int>("machine");
        QTest::addColumn<QString>("better"); // empty: kept
        // The case of docs/executor.md: an AVX-512 machine OpenBLAS does not know.
        QTest::newRow("Prescott on AVX-512") << "Prescott" << int(BlasLevel::Avx512) << "SkylakeX";
        QTest::newRow("Prescott on AVX2") << "Prescott" << int(BlasLevel::Avx2) << "Haswell";
        QTest::newRow("Nehalem on AVX") << "Nehalem" << int(BlasLevel::Avx) << "Sandybridge";
        QTest::newRow("Haswell on AVX-512") << "Haswell" << int(BlasLevel::Avx512) << "SkylakeX";
        QTest::newRow("Sandybridge on AVX2") << "Sandybridge" << int(BlasLevel::Avx2) << "Haswell";
        // At or above the machine's level: kept (a person may have asked for less on purpose).
        QTest::newRow("Haswell on AVX2") << "Haswell" << int(BlasLevel::Avx2) << "";
        QTest::newRow("SkylakeX on AVX-512") << "SkylakeX" << int(BlasLevel::Avx512) << "";
        QTest::newRow("SapphireRapids on AVX-512") << "SapphireRapids" << int(BlasLevel::Avx512) << "";
        QTest::newRow("SkylakeX on AVX2") << "SkylakeX" << int(BlasLevel::Avx2) << "";
        QTest::newRow("Prescott on SSE") << "Prescott" << int(BlasLevel::Sse) << "";
        // A name the list does not know is never replaced.
        QTest::newRow("unknown") << "Zen5" << int(BlasLevel::Avx512) << "";
    }

    void fallbacksAreReplaced()
    {
        QFETCH(QString, chosen);
        QFETCH(int, machine);
        QFETCH(QString, better);
        const auto b = betterBlasCore(chosen.toStdString(), static_cast<BlasLevel>(machine));
        QCOMPARE(b ? QString::fromStdString(*b) : QString(), better);
    }

    // This process: the core OpenBLAS loaded is named, and the description says when a person
    // asked for it.
    void thisProcess()
    {
        const std::string name = partita::exec::blasCoreName();
        QVERIFY(!name.empty());
        const std::string description = partita::exec::blasCoreDescription();
        QVERIFY(description.rfind(name, 0) == 0);
        QCOMPARE(description.find("OPENBLAS_CORETYPE") != std::string::npos, qEnvironmentVariableIsSet("OPENBLAS_CORETYPE"));
    }
};

QTEST_APPLESS_MAIN(TestBlasCore)
#include "tst_blas_core.moc"
