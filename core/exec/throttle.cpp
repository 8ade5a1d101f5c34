#include "exec/throttle.h"

#include "model/error.h"

#include <linux/magic.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <string_view>
#include <thread>

namespace partita::exec {

namespace fs = std::filesystem;

std::vector<Throttle> parseThrottles(const std::string &text, int ranks)
{
    std::vector<Throttle> out;
    std::set<int> seen;
    std::stringstream ss(text);
    for (std::string item; std::getline(ss, item, ',');) {
        Throttle t;
        char colon = 0;
        std::istringstream in(item);
        if (!(in >> t.rank >> colon >> t.fraction) || colon != ':' || !in.eof())
            throw InputError(reason(ReasonKind::ThrottleSyntax, {item}));
        if (t.rank < 0 || t.rank >= ranks)
            throw InputError(reason(ReasonKind::ThrottleRank, {std::to_string(t.rank), std::to_string(ranks)}));
        if (!(t.fraction > 0 && t.fraction <= 1))
            throw InputError(reason(ReasonKind::ThrottleRange, {item}));
        if (!seen.insert(t.rank).second)
            throw InputError(reason(ReasonKind::ThrottleTwice, {std::to_string(t.rank)}));
        out.push_back(t);
    }
    if (out.empty())
        throw InputError(Reason{ReasonKind::ThrottleEmpty, {}});
    return out;
}

long cfsQuotaUs(double fraction)
{
    return std::max(kCfsMinQuotaUs, std::lround(fraction * static_cast<double>(kCfsPeriodUs)));
}

namespace {

// Writes `text` with one write(2), as the cgroup files expect; 0 or the errno. The file is
// created when missing (a test tree; the kernel's cgroup files always exist).
int writeTo(const fs::path &file, const std::string &text)
{
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0)
        return errno;
    const ssize_t wrote = ::write(fd, text.data(), text.size());
    const int error = wrote < 0 ? errno : 0;
    ::close(fd);
    return error;
}

std::vector<std::string> wordsOf(const fs::path &file)
{
    std::ifstream in(file);
    std::vector<std::string> words;
    for (std::string w; in >> w;)
        words.push_back(w);
    return words;
}

bool lists(const std::vector<std::string> &words, const std::string &word)
{
    return std::find(words.begin(), words.end(), word) != words.end();
}

std::string why(int error)
{
    std::string text = std::strerror(error);
    if (error == EACCES || error == EPERM)
        text += ": throttling needs root (or a cgroup delegated to this user)";
    else if (error == EROFS)
        text += ": the cgroup file system is mounted read-only (in a container: run it with a writable cgroup)";
    return text;
}

void mustWrite(const fs::path &file, const std::string &text)
{
    if (const int error = writeTo(file, text))
        throw InputError("--throttle: cannot write '" + text + "' to " + file.string() + " (" + why(error) + ")");
}

bool isCgroupFs(const fs::path &dir)
{
    struct statfs s {};
    return ::statfs(dir.c_str(), &s) == 0
        && (s.f_type == static_cast<decltype(s.f_type)>(CGROUP_SUPER_MAGIC)
            || s.f_type == static_cast<decltype(s.f_type)>(CGROUP2_SUPER_MAGIC));
}

void mustBeWritable(const fs::path &dir)
{
    if (::access(dir.c_str(), W_OK) != 0)
        throw InputError("--throttle: the cgroup hierarchy " + dir.string() + " is not writable (" + why(errno) + ")");
}

} // namespace

CpuHierarchy findCpuHierarchy(const fs::path &root)
{
    std::error_code ec;
    if (!fs::is_directory(root, ec))
        throw InputError("--throttle: " + root.string() + " does not exist: no cgroup file system is mounted");
    if (fs::exists(root / "cgroup.controllers", ec)) { // v2, unified
        if (!lists(wordsOf(root / "cgroup.controllers"), "cpu"))
            throw InputError("--throttle: the cgroup v2 hierarchy " + root.string()
                             + " has no cpu controller (cgroup.controllers does not list cpu)");
        mustBeWritable(root);
        if (!lists(wordsOf(root / "cgroup.subtree_control"), "cpu"))
            mustWrite(root / "cgroup.subtree_control", "+cpu");
        return {CgroupVersion::V2, root};
    }
    // v1: the cpu controller mounted on its own directory ("cpu", or "cpu,cpuacct").
    std::vector<fs::path> mounts;
    for (const auto &entry : fs::directory_iterator(root, ec)) {
        std::stringstream name(entry.path().filename().string());
        std::vector<std::string> controllers;
        for (std::string c; std::getline(name, c, ',');)
            controllers.push_back(c);
        if (lists(controllers, "cpu") && fs::exists(entry.path() / "cpu.cfs_quota_us", ec))
            mounts.push_back(entry.path());
    }
    if (mounts.empty())
        throw InputError("--throttle: no cgroup cpu controller under " + root.string()
                         + " (neither cgroup v2 with cpu in cgroup.controllers nor a v1 cpu mount with "
                           "cpu.cfs_quota_us)");
    std::sort(mounts.begin(), mounts.end()); // "cpu" before "cpu,cpuacct": the same hierarchy
    mustBeWritable(mounts.front());
    return {CgroupVersion::V1, mounts.front()};
}

ThrottleGroups::ThrottleGroups(const CpuHierarchy &hierarchy, const std::vector<Throttle> &throttles,
                               const std::string &name)
    : m_hierarchy(hierarchy), m_dir(hierarchy.dir / name)
{
    const auto makeDir = [this](const fs::path &dir) {
        if (::mkdir(dir.c_str(), 0755) != 0)
            throw InputError("--throttle: cannot create the cgroup " + dir.string() + " (" + why(errno) + ")");
        m_made.push_back(dir);
    };
    try {
        makeDir(m_dir);
        if (m_hierarchy.version == CgroupVersion::V2) // the ranks' groups get the cpu controller
            mustWrite(m_dir / "cgroup.subtree_control", "+cpu");
        for (const auto &t : throttles) {
            const fs::path group = m_dir / ("rank" + std::to_string(t.rank));
            makeDir(group);
            const std::string quota = std::to_string(cfsQuotaUs(t.fraction));
            if (m_hierarchy.version == CgroupVersion::V2) {
                mustWrite(group / "cpu.max", quota + " " + std::to_string(kCfsPeriodUs));
            } else {
                mustWrite(group / "cpu.cfs_period_us", std::to_string(kCfsPeriodUs));
                mustWrite(group / "cpu.cfs_quota_us", quota);
            }
        }
    } catch (...) {
        remove();
        throw;
    }
}

ThrottleGroups::~ThrottleGroups() { remove(); }

void ThrottleGroups::remove() noexcept
{
    for (auto it = m_made.rbegin(); it != m_made.rend(); ++it) {
        const fs::path &dir = *it;
        // A rank still inside (it is ending, or outlived mpirun) goes back to the root first.
        for (const auto &pid : wordsOf(dir / "cgroup.procs"))
            writeTo(m_hierarchy.dir / "cgroup.procs", pid);
        std::error_code ec;
        if (!isCgroupFs(dir)) { // a test's tree: plain files, removed with the directory
            fs::remove_all(dir, ec);
            if (ec)
                std::cerr << "warning: could not remove " << dir.string() << ": " << ec.message() << '\n';
            continue;
        }
        // The kernel refuses (EBUSY) while an exiting process is still counted: retry for a second.
        int error = 0;
        for (int attempt = 0; attempt < 40; ++attempt) {
            if (::rmdir(dir.c_str()) == 0 || errno == ENOENT) {
                error = 0;
                break;
            }
            error = errno;
            std::this_thread::sleep_for(std::chrono::milliseconds(25));
        }
        if (error != 0)
            std::cerr << "warning: could not remove the cgroup " << dir.string() << ": " << std::strerror(error)
                      << '\n';
    }
    m_made.clear();
}

namespace {
constexpr std::string_view kGroupPrefix = "partita-";
} // namespace

std::string throttleGroupName(long pid) { return std::string(kGroupPrefix) + std::to_string(pid); }

std::unique_ptr<ThrottleGroups> makeRunThrottleGroups(const std::vector<Throttle> &throttles)
{
    const CpuHierarchy hierarchy = findCpuHierarchy();
    removeAbandonedGroups(hierarchy);
    return std::make_unique<ThrottleGroups>(hierarchy, throttles, throttleGroupName(::getpid()));
}

std::vector<fs::path> removeAbandonedGroups(const CpuHierarchy &hierarchy)
{
    std::vector<fs::path> removed;
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator(hierarchy.dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (!entry.is_directory(ec) || !name.starts_with(kGroupPrefix))
            continue;
        const std::string digits = name.substr(kGroupPrefix.size());
        if (digits.empty() || digits.size() > 9 || !std::all_of(digits.begin(), digits.end(), [](unsigned char c) { return c >= '0' && c <= '9'; }))
            continue;
        const long pid = std::stol(digits);
        if (pid <= 0 || ::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH)
            continue; // its run goes on (or the pid is another user's process now)
        // Its groups, deepest first; any process inside keeps the whole tree.
        std::vector<fs::path> groups;
        for (auto it = fs::recursive_directory_iterator(entry.path(), ec); !ec && it != fs::recursive_directory_iterator();
             it.increment(ec))
            if (it->is_directory(ec))
                groups.push_back(it->path());
        std::sort(groups.begin(), groups.end(), std::greater<>());
        groups.push_back(entry.path());
        const bool busy = std::any_of(groups.begin(), groups.end(),
                                      [](const fs::path &g) { return !wordsOf(g / "cgroup.procs").empty(); });
        if (busy)
            continue;
        bool gone = true;
        for (const auto &g : groups) {
            if (isCgroupFs(g))
                gone = ::rmdir(g.c_str()) == 0 && gone;
            else
                gone = fs::remove_all(g, ec) > 0 && !ec && gone;
        }
        if (gone)
            removed.push_back(entry.path());
    }
    return removed;
}

bool joinThrottleGroup(const fs::path &dir, int rank)
{
    const fs::path group = dir / ("rank" + std::to_string(rank));
    std::error_code ec;
    if (!fs::is_directory(group, ec))
        return false;
    const fs::path procs = fs::exists(group / "cgroup.procs", ec) || !fs::exists(group / "tasks", ec)
                             ? group / "cgroup.procs"
                             : group / "tasks";
    if (const int error = writeTo(procs, std::to_string(::getpid())))
        throw std::runtime_error("cannot join the throttle cgroup " + procs.string() + ": " + std::strerror(error));
    return true;
}

} // namespace partita::exec
