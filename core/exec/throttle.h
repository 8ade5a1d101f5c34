#pragma once
// Real heterogeneity on one machine (docs/executor.md, "Throttled ranks"): `partita run
// --throttle RANK:FRACTION[,...]` puts each of those ranks in a cpu cgroup whose CFS quota is
// FRACTION of one core, so the rank really computes that much slower. partita run creates the
// cgroups (ThrottleGroups) before it starts mpirun and removes them afterwards; each rank of
// partita-worker moves itself into DIR/rank<r> (joinThrottleGroup) right after MPI_Init.
// cgroup v2 (cpu.max) and v1 (cpu.cfs_quota_us, cpu.cfs_period_us) alike. No MPI here; the root
// of the hierarchy is a parameter, so tests point it at a tree of their own.

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace partita::exec {

struct Throttle {
    int rank = 0;
    double fraction = 1; // of one core, in (0, 1]
};
// --throttle "R:F,...": throws InputError for a malformed item, a rank outside [0, ranks), a
// rank named twice or a fraction outside (0, 1].
std::vector<Throttle> parseThrottles(const std::string &text, int ranks);

inline constexpr long kCfsPeriodUs = 10000; // 10 ms: a throttled rank is slowed in fine slices
inline constexpr long kCfsMinQuotaUs = 1000; // the smallest quota the kernel accepts
// The quota, in microseconds per kCfsPeriodUs, of a fraction of one core.
long cfsQuotaUs(double fraction);

enum class CgroupVersion { V1, V2 };

// Where throttle cgroups can be made: the cpu hierarchy and its version.
struct CpuHierarchy {
    CgroupVersion version = CgroupVersion::V2;
    std::filesystem::path dir; // v2: the unified root; v1: the cpu controller's mount
};

// Finds a writable cpu hierarchy under `root`: v2 when root/cgroup.controllers lists "cpu"
// (the controller is enabled in root/cgroup.subtree_control if it is not yet); else v1, a
// directory of root whose name lists "cpu" ("cpu", "cpu,cpuacct") with cpu.cfs_quota_us.
// Throws InputError saying what is missing: no cpu controller, a hierarchy that is not writable
// (not root, read-only), a controller that cannot be enabled.
CpuHierarchy findCpuHierarchy(const std::filesystem::path &root = "/sys/fs/cgroup");

// Owns the cgroups of one run: hierarchy/<name>/rank<r> for each throttled rank, each with its
// quota. The destructor moves any process still inside to the hierarchy's root and removes
// them all, whatever ended the run. Throws InputError when a cgroup cannot be made; what was
// made by then is removed.
class ThrottleGroups {
public:
    ThrottleGroups(const CpuHierarchy &hierarchy, const std::vector<Throttle> &throttles, const std::string &name);
    ~ThrottleGroups();
    ThrottleGroups(const ThrottleGroups &) = delete;
    ThrottleGroups &operator=(const ThrottleGroups &) = delete;

    // hierarchy/<name>: the --throttle-dir the ranks are given.
    const std::filesystem::path &dir() const { return m_dir; }

private:
    void remove() noexcept;

    CpuHierarchy m_hierarchy;
    std::filesystem::path m_dir;
    std::vector<std::filesystem::path> m_made; // in the order made; removed in reverse
};

// The name of a run's parent cgroup: "partita-<pid>", pid the process of partita run or calibrate.
std::string throttleGroupName(long pid);

// The groups of this process's run (partita run, partita calibrate): in the machine's cpu
// hierarchy (findCpuHierarchy), named throttleGroupName(getpid()), after removing the groups
// killed runs left (removeAbandonedGroups). Throws InputError as findCpuHierarchy and
// ThrottleGroups do.
std::unique_ptr<ThrottleGroups> makeRunThrottleGroups(const std::vector<Throttle> &throttles);

// Removes the groups a run killed outright (SIGKILL, a machine stopped) could not remove:
// every hierarchy/partita-<pid> whose pid is no longer a process and whose groups hold none.
// Another run's groups (its pid alive) and groups with a process inside are left as they are.
// Returns the directories removed.
std::vector<std::filesystem::path> removeAbandonedGroups(const CpuHierarchy &hierarchy);

// The rank's side: when dir/rank<rank> exists, writes this process's pid into its cgroup.procs
// (v1 without it: tasks) and returns true; false when the rank is not throttled. Throws
// std::runtime_error when the cgroup exists but cannot be joined.
bool joinThrottleGroup(const std::filesystem::path &dir, int rank);

} // namespace partita::exec
