// exec/throttle.h without MPI and without the kernel: the --throttle parser, and the cgroup
// writer against fake v2 and v1 trees in a temporary directory (what it writes, and that the
// cgroups go away when their owner does, also when an exception unwinds it).
#include "common/input_errors.h"
#include "exec/throttle.h"
#include "model/error.h"

#include <QtTest>

#include <QTemporaryDir>

#include <fstream>
#include <sstream>

#include <sys/wait.h>
#include <unistd.h>

using partita::test::errorOf;

namespace {

using namespace partita;
using namespace partita::exec;
namespace fs = std::filesystem;

// The pid of a process that has ended (and been waited for): no process has it for a while.
long endedPid()
{
    const pid_t child = ::fork();
    if (child == 0)
        ::_exit(0);
    int status = 0;
    ::waitpid(child, &status, 0);
    return child;
}

void writeFile(const fs::path &file, const std::string &text) { std::ofstream(file) << text; }

std::string readFile(const fs::path &file)
{
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// What a cgroup v2 root offers: the controllers, none enabled for the children yet.
fs::path fakeV2(const QTemporaryDir &tmp, const std::string &controllers = "cpuset cpu io memory pids")
{
    const fs::path root = tmp.path().toStdString();
    writeFile(root / "cgroup.controllers", controllers + "\n");
    writeFile(root / "cgroup.subtree_control", "");
    writeFile(root / "cgroup.procs", "");
    return root;
}

// A v1 layout: one directory per controller mount, cpu mounted with cpuacct.
fs::path fakeV1(const QTemporaryDir &tmp)
{
    const fs::path root = tmp.path().toStdString();
    fs::create_directories(root / "cpu,cpuacct");
    fs::create_directories(root / "memory");
    writeFile(root / "cpu,cpuacct" / "cpu.cfs_quota_us", "-1\n");
    writeFile(root / "cpu,cpuacct" / "cpu.cfs_period_us", "100000\n");
    writeFile(root / "cpu,cpuacct" / "cgroup.procs", "");
    return root;
}

} // namespace

class TestThrottle : public QObject {
    Q_OBJECT

private slots:
    void parsesRanksAndFractions()
    {
        const auto t = parseThrottles("1:0.4,0:1,3:.25", 4);
        QCOMPARE(t.size(), std::size_t(3));
        QCOMPARE(t[0].rank, 1);
        QCOMPARE(t[0].fraction, 0.4);
        QCOMPARE(t[1].rank, 0);
        QCOMPARE(t[1].fraction, 1.0);
        QCOMPARE(t[2].rank, 3);
        QCOMPARE(t[2].fraction, 0.25);
    }

    void refusesBadLists_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("no colon") << "1" << "is not RANK:FRACTION";
        QTest::newRow("not a rank") << "a:0.4" << "is not RANK:FRACTION";
        QTest::newRow("trailing") << "1:0.4x" << "is not RANK:FRACTION";
        QTest::newRow("empty item") << "1:0.4,,0:0.5" << "is not RANK:FRACTION";
        QTest::newRow("zero") << "1:0" << "needs 0 < FRACTION <= 1";
        QTest::newRow("above one") << "1:1.5" << "needs 0 < FRACTION <= 1";
        QTest::newRow("negative") << "1:-0.5" << "needs 0 < FRACTION <= 1";
        QTest::newRow("rank too high") << "2:0.4" << "rank 2 is not one of the 2 ranks";
        QTest::newRow("negative rank") << "-1:0.4" << "rank -1 is not one of the 2 ranks";
        QTest::newRow("twice") << "1:0.4,1:0.5" << "rank 1 is named twice";
        QTest::newRow("nothing") << "" << "no RANK:FRACTION given";
    }
    void refusesBadLists()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const std::string error = errorOf([&] { parseThrottles(text.toStdString(), 2); });
        QVERIFY2(error.find("--throttle") != std::string::npos, error.c_str());
        QVERIFY2(error.find(message.toStdString()) != std::string::npos, error.c_str());
    }

    void quotaIsAShareOfThePeriod()
    {
        QCOMPARE(cfsQuotaUs(0.4), 4000L);
        QCOMPARE(cfsQuotaUs(1.0), kCfsPeriodUs);
        QCOMPARE(cfsQuotaUs(0.0001), kCfsMinQuotaUs); // the kernel's least
    }

    void findsV2AndEnablesCpu()
    {
        QTemporaryDir tmp;
        const fs::path root = fakeV2(tmp);
        const auto h = findCpuHierarchy(root);
        QVERIFY(h.version == CgroupVersion::V2);
        QCOMPARE(h.dir, root);
        QCOMPARE(readFile(root / "cgroup.subtree_control"), std::string("+cpu"));
    }

    void findsV1CpuMount()
    {
        QTemporaryDir tmp;
        const fs::path root = fakeV1(tmp);
        const auto h = findCpuHierarchy(root);
        QVERIFY(h.version == CgroupVersion::V1);
        QCOMPARE(h.dir, root / "cpu,cpuacct");
    }

    void saysWhatIsMissing()
    {
        QTemporaryDir v2;
        const fs::path noCpu = fakeV2(v2, "cpuset io memory pids");
        std::string e = errorOf([&] { findCpuHierarchy(noCpu); });
        QVERIFY2(e.find("has no cpu controller") != std::string::npos, e.c_str());

        QTemporaryDir empty;
        e = errorOf([&] { findCpuHierarchy(empty.path().toStdString()); });
        QVERIFY2(e.find("no cgroup cpu controller under") != std::string::npos, e.c_str());

        e = errorOf([&] { findCpuHierarchy(fs::path(empty.path().toStdString()) / "absent"); });
        QVERIFY2(e.find("no cgroup file system is mounted") != std::string::npos, e.c_str());

        if (::geteuid() != 0) { // root writes through the permission bits
            QTemporaryDir locked;
            const fs::path root = fakeV1(locked);
            fs::permissions(root / "cpu,cpuacct", fs::perms::owner_read | fs::perms::owner_exec);
            e = errorOf([&] { findCpuHierarchy(root); });
            fs::permissions(root / "cpu,cpuacct", fs::perms::owner_all);
            QVERIFY2(e.find("is not writable") != std::string::npos, e.c_str());
        }
    }

    void v2GroupsHaveCpuMaxAndGoAway()
    {
        QTemporaryDir tmp;
        const fs::path root = fakeV2(tmp);
        const fs::path dir = root / "partita-test";
        {
            ThrottleGroups groups(findCpuHierarchy(root), {{1, 0.4}, {3, 0.25}}, "partita-test");
            QCOMPARE(groups.dir(), dir);
            QCOMPARE(readFile(dir / "cgroup.subtree_control"), std::string("+cpu"));
            QCOMPARE(readFile(dir / "rank1" / "cpu.max"), std::string("4000 10000"));
            QCOMPARE(readFile(dir / "rank3" / "cpu.max"), std::string("2500 10000"));
            QVERIFY(!fs::exists(dir / "rank0"));
            writeFile(dir / "rank1" / "cgroup.procs", "4242\n"); // a rank that outlived the run
        }
        QVERIFY(!fs::exists(dir));
        QCOMPARE(readFile(root / "cgroup.procs"), std::string("4242")); // moved to the root first
    }

    void v1GroupsHaveQuotaAndPeriod()
    {
        QTemporaryDir tmp;
        const fs::path root = fakeV1(tmp);
        const fs::path dir = root / "cpu,cpuacct" / "partita-test";
        {
            ThrottleGroups groups(findCpuHierarchy(root), {{0, 0.5}}, "partita-test");
            QCOMPARE(readFile(dir / "rank0" / "cpu.cfs_period_us"), std::string("10000"));
            QCOMPARE(readFile(dir / "rank0" / "cpu.cfs_quota_us"), std::string("5000"));
            QVERIFY(!fs::exists(dir / "cgroup.subtree_control")); // v2 only
        }
        QVERIFY(!fs::exists(dir));
    }

    void removedWhenAnExceptionUnwinds()
    {
        QTemporaryDir tmp;
        const fs::path root = fakeV2(tmp);
        bool caught = false;
        try {
            ThrottleGroups groups(findCpuHierarchy(root), {{1, 0.4}}, "partita-test");
            QVERIFY(fs::exists(root / "partita-test" / "rank1"));
            throw std::runtime_error("the run failed");
        } catch (const std::runtime_error &) {
            caught = true;
        }
        QVERIFY(caught);
        QVERIFY(!fs::exists(root / "partita-test"));
    }

    void aFailedSetupLeavesNothing()
    {
        QTemporaryDir tmp;
        const fs::path root = fakeV2(tmp);
        const auto h = findCpuHierarchy(root);
        // Rank 1 twice (the parser refuses it; the writer is asked directly): its second mkdir fails.
        std::string e = errorOf([&] { ThrottleGroups groups(h, {{1, 0.4}, {1, 0.5}}, "partita-test"); });
        QVERIFY2(e.find("cannot create the cgroup") != std::string::npos, e.c_str());
        QVERIFY(!fs::exists(root / "partita-test"));

        // A parent that exists already is not ours: refused, and left alone.
        fs::create_directory(root / "partita-taken");
        e = errorOf([&] { ThrottleGroups groups(h, {{1, 0.4}}, "partita-taken"); });
        QVERIFY2(e.find("File exists") != std::string::npos, e.c_str());
        QVERIFY(fs::exists(root / "partita-taken"));
    }

    // A run killed outright leaves partita-<pid>: the next run removes it when its process is
    // gone and no process is inside; a live run's groups, a group with a process inside and
    // groups of other names stay.
    void abandonedGroupsAreRemoved()
    {
        QTemporaryDir tmp;
        const fs::path root = fakeV2(tmp);
        const auto h = findCpuHierarchy(root);
        const auto makeGroup = [&](const std::string &name, const std::string &procs) {
            fs::create_directories(root / name / "rank1");
            writeFile(root / name / "cgroup.procs", "");
            writeFile(root / name / "rank1" / "cgroup.procs", procs);
        };
        const std::string abandoned = throttleGroupName(endedPid());
        const std::string busy = throttleGroupName(endedPid());
        const std::string live = throttleGroupName(::getpid());
        makeGroup(abandoned, "");
        makeGroup(busy, "4242\n"); // a rank that outlived its run, still computing
        makeGroup(live, "");
        makeGroup("partita-test", "");
        makeGroup("partita-", "");

        const auto removed = removeAbandonedGroups(h);
        QCOMPARE(removed.size(), std::size_t(1));
        QCOMPARE(removed.front(), root / abandoned);
        QVERIFY(!fs::exists(root / abandoned));
        for (const auto &kept : {busy, live, std::string("partita-test"), std::string("partita-")})
            QVERIFY2(fs::exists(root / kept / "rank1"), kept.c_str());
        QVERIFY(removeAbandonedGroups(h).empty());
    }

    void aRankJoinsItsOwnGroup()
    {
        QTemporaryDir tmp;
        const fs::path root = fakeV2(tmp);
        ThrottleGroups groups(findCpuHierarchy(root), {{1, 0.4}}, "partita-test");
        QVERIFY(joinThrottleGroup(groups.dir(), 1));
        QCOMPARE(readFile(groups.dir() / "rank1" / "cgroup.procs"), std::to_string(::getpid()));
        QVERIFY(!joinThrottleGroup(groups.dir(), 0)); // not throttled

        // v1 without cgroup.procs: the pid goes to tasks.
        fs::create_directory(groups.dir() / "rank2");
        writeFile(groups.dir() / "rank2" / "tasks", "");
        QVERIFY(joinThrottleGroup(groups.dir(), 2));
        QCOMPARE(readFile(groups.dir() / "rank2" / "tasks"), std::to_string(::getpid()));
        fs::remove_all(groups.dir() / "rank2");
    }
};

QTEST_GUILESS_MAIN(TestThrottle)
#include "tst_throttle.moc"
