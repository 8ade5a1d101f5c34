#pragma once
// Why an input or a strategy is refused, as a value: a kind and its parameters. The command
// line prints text(), the English words it always printed; the studio shows the same reason in
// its own language (views/plan/reason_text.cpp translates each kind's template and puts the
// same parameters in). A message without a kind of its own is ReasonKind::Text, carried whole.
//
// A parameter is either a value (an id, a number, a shape), shown as it is, or one of the
// fixed words listed with reasonWords() (an element or a field of the platform format), which
// the studio translates too.

#include <string>
#include <utility>
#include <vector>

namespace partita {

enum class ReasonKind {
    Text, // {the whole message}
    // model/validate.cpp: a platform element's field ({element, name, field, ...})
    NoProcessor,
    NotFinite,
    NotPositive,
    OutOfRange,
    DuplicateId,
    UnknownNode,
    UnknownMaster,
    Disconnected,
    // model/validate.cpp: ids, a link's ends and latency, a route's links ({element, name, ...})
    EmptyId,
    IdControlCharacter,
    LinkToItself,
    LatencyNegative,
    LatencyTooLarge,
    RouteSameEnds,
    RouteNoLink,
    RouteLatencyRange,
    RouteNoLinkNumber,
    RouteCrossedDown,
    RouteAlreadyDeclared,
    // model/validate.cpp: the problem against the platform
    DimensionTooSmall,
    DimensionTooLarge,
    TooManyBlocks,
    MemoryBuffers,
    MemoryMiB,
    UnreachableFromMaster,
    // strategy/strategy.cpp, requireShape
    RingNotProduct,
    LuSquareOnly,
    SquareOnly,
    SquareOnlyTakers,
    // strategies refusing a platform
    NoComputingProcessor,
    SummaGrid,
    SummaGridNoCoordinates,
    SummaGridSharedCell,
    SummaGridNoLink,
    LbpStarNoMaster,
    LbpStarNoNeighbour,
    LbpMeshNoMaster,
    LbpMeshUnreachable,
    MwNoMaster,
    MwUnknownMaster,
    MwNoWorker,
    MwNoLayoutMemory,
    // further families, grouped by the folder that gives them (reason.cpp lists each template)
    JsonUnexpected,
    JsonUnexpectedExpected,
    JsonBadToken,
    JsonBadTokenExpected,
    JsonNumberOverflow,
    // io/platform_json.cpp: the platform format's structure ({element, name, field, ...} or
    // {field, ...} at the top level)
    JsonNotObject,
    JsonMissingFormat,
    JsonUnsupportedFormat,
    JsonDuplicateKey,
    JsonMissingField,
    JsonElementMissingField,
    JsonUnknownField,
    JsonElementUnknownField,
    JsonFieldType,
    JsonElementFieldType,
    JsonElementNotObject,
    JsonUnknownUnits,
    JsonCores,
    JsonUnknownKernel,
    JsonKernelValue,
    JsonUnknownSharing,
    JsonUnknownDirection,
    JsonLinkNamedTwice,
    JsonNoLinkNamed,
    JsonLinkPosition,
    JsonLinkReference,
    XmlInvalid,
    XmlRoot,
    XmlNoZone,
    XmlUnexpectedElement,
    XmlMissingAttribute,
    XmlBadValue,
    XmlValueTooLarge,
    XmlUnknownUnit,
    XmlPropertyNumber,
    XmlUnknownNode,
    XmlUnknownLink,
    // io/simgrid_xml.cpp: the SimGrid reader's rarer refusals ({who, ...}: "host 'a'", "zone 'z'")
    XmlVersion,
    XmlInclude,
    XmlSpeedPairs,
    XmlPropertyBool,
    XmlPartitaFormat,
    XmlUnknownUnits,
    XmlDeclaredRoutes,
    XmlUnknownProperty,
    XmlWifiZone,
    XmlRoutingUnsupported,
    XmlUnknownRouting,
    XmlEmptyId,
    XmlSharingPolicy,
    XmlBackboneNeedsBandwidth,
    XmlCore,
    XmlDuplicateLinkId,
    XmlPstate,
    XmlPstateSpeeds,
    XmlCoordinates,
    XmlPeerZone,
    XmlCabinetZone,
    XmlBackboneZone,
    XmlOneBackbone,
    XmlHostLinkZone,
    XmlRadical,
    XmlTooManyHosts,
    XmlSplitDuplexName,
    XmlNoHostInZone,
    XmlHostHasLinks,
    XmlHostNoLinks,
    XmlLinkTwoHosts,
    XmlLinkUsedElsewhere,
    XmlNoRouter,
    XmlDuplicateLinkLine,
    XmlWifiLink,
    XmlFromTo,
    XmlSymmetrical,
    XmlDirection,
    XmlSplitDuplexDirection,
    // io/simgrid_cluster.cpp: a cluster's topology ({"cluster 'c'", ...})
    ClusterCounts,
    ClusterTopology,
    ClusterRadicalCount,
    FatTreeParameters,
    FatTreeLevels,
    FatTreeLevelCounts,
    FatTreeUnbuildable,
    DragonflyParameters,
    DragonflyGroups,
    KernelsNeedPhysical,
    // model/validate.cpp and io/platform_json.cpp: a processor's kernel speeds
    KernelNoSpeed,
    KernelSpeedRange,
    KernelPointSize,
    KernelSizesIncrease,
    // model/validate.cpp: a processor's panel packing (Processor::panelPacking)
    PanelPackingRange,
    PanelPackingNeedsPhysical,
    NetworkModelUnknown,
    NetworkModelNeedsPhysical,
    LpRelaxFailed,
    LpFixedFailed,
    LpCallFailed,
    LpNoSensitivity,
    LbpMeshRounding,
    RingSide,
    RingMaxSize,
    RingIterations,
    RingBlockSize,
    RingNoComputing,
    RingSpeed,
    RingRefinementUnknown,
    LuUnknownAlgorithm,
    LuTooManyBlocks,
    LuMuNotPositive,
    LuMuSmallest,
    LuMuAny,
    LuNoPivot,
    LuStepsUnknown,
    RunNotExecutable,
    RunPredistributed,
    RunSpeedChangeEmulate,
    RunSpeedChangeColumns,
    RunThrottleEmulate,
    SpeedChangeSyntax,
    SpeedChangeRank,
    SpeedChangeRange,
    ThrottleSyntax,
    ThrottleRank,
    ThrottleRange,
    ThrottleTwice,
    ThrottleEmpty,
    // partition/*.cpp and the studio's lbp plans: how a strategy computed its plan (Plan::note)
    NoteLayers,
    NoteRecursive,
    NoteNagamochiAbe,
    NoteNrrp,
    NoteBlockCyclic,
    NoteEvenColumns,
    NoteEvenColumnsTwo,
    NoteColumns,
    NoteColumnsMaxExact,
    NoteColumnsMaxHeuristic,
    NoteHeteroBlockCyclic,
    NoteTilesCut,
    NoteTilesCutAtEdge,
    NoteGridPerfect,
    NoteGridExhaustive,
    NoteGridHeuristic,
    NoteBudgetReached,
    NoteGridSpeed,
    NoteLbpStar,
    NoteLbpMesh,
    // redistribution/layout.cpp: why a layout is invalid ({columns[c], ...})
    LayoutNoColumn,
    LayoutNegativeWidth,
    LayoutEmptyColumn,
    LayoutEmptyId,
    LayoutNegativeRows,
    LayoutDuplicateId,
    LayoutRowsSum,
    LayoutWidthsSum,
    // redistribution/layout_json.cpp: a layout file's structure ({columns[c].processors[j], ...})
    LayoutUnknownFormat,
    LayoutTooLarge,
    LayoutElementNotObject,
    LayoutElementUnknownField,
    LayoutElementMissingField,
    LayoutElementFieldType,
    LayoutWidthTooLarge,
    LayoutElementEmptyId,
    LayoutDuplicateIdAt,
    LayoutProcessorNegativeRows,
    LayoutProcessorRowsTooLarge,
    LayoutFieldTooLarge,
    LayoutElementFieldTooLarge,
    LayoutFieldNotBlocks,
    LayoutElementFieldNotBlocks,
    LayoutFieldNotWhole,
    LayoutElementFieldNotWhole,
    // io/atomic_file.cpp: a file that cannot be read or written ({the system's reason} or {option, ...})
    FileCannotOpen,
    FileCannotRead,
    FileCannotWrite,
    FileWriteNamesDirectory,
    FileWriteIsDirectory,
    OutputNamesDirectory,
    OutputNoDirectory,
    OutputCannotWriteIn,
    // io/simgrid_xml.cpp: what an imported SimGrid file says and Partita does not model (warnings,
    // SimGridWarning; {who, ...}: "host 'a'", "zone 'z'")
    XmlConfigIgnored,
    XmlActorIgnored,
    XmlProfileElementIgnored,
    XmlPropertyIgnored,
    XmlEnergyPropertyIgnored,
    XmlProfileAttributeIgnored,
    XmlProfileOrStorageIgnored,
    XmlShortestRouting,
    XmlRoutingNone,
    XmlLoopbackIgnored,
    XmlBackboneIgnored,
    XmlClusterCores,
    XmlHostCores,
    XmlDiskIgnored,
    XmlPeerLatencyIgnored,
    XmlLoopbackRouteIgnored,
    XmlLinkNoTraffic,
    XmlRouteNoLinkIgnored,
    XmlPairsWithoutRoute,
    XmlRouterUnreached,
    XmlLinkUnreached,
    XmlRouteUnreached,
};

struct ReasonArg {
    std::string text;
    bool word = false; // one of reasonWords(), translated by the studio
    bool operator==(const ReasonArg &) const = default;
};

struct Reason {
    ReasonKind kind = ReasonKind::Text;
    std::vector<ReasonArg> args;

    // The English message: the kind's template with %1, %2, ... replaced by the parameters.
    std::string text() const;
    bool operator==(const Reason &) const = default;
};

// What an exception that is not bad input carries when its words are a reason too (see
// ReasonedError in model/error.h): the studio asks any exception for it.
class ReasonCarrier {
public:
    virtual ~ReasonCarrier() = default;
    const Reason &reason() const { return m_reason; }

protected:
    explicit ReasonCarrier(Reason reason) : m_reason(std::move(reason)) {}

private:
    Reason m_reason;
};

// A reason with only value parameters, or the whole message as Text.
Reason reason(ReasonKind kind, std::vector<std::string> values);
Reason textReason(std::string text);
// A fixed word among reasonWords().
ReasonArg word(std::string text);

// Every kind, in declaration order, and each one's English template ("%1 must be at least 1
// (got %2)"); Text's template is "%1".
const std::vector<ReasonKind> &reasonKinds();
const char *reasonTemplate(ReasonKind kind);
// The fixed words a parameter may be: "processor", "router", "link", "route", "speed", ...,
// nlohmann-json's and pugixml's fixed descriptions, lp_solve's outcomes.
const std::vector<std::string> &reasonWords();

// `pattern` with %1 ... %9 replaced by args[0] ... args[8] in one pass (a parameter that
// contains "%2" stays as it is).
std::string fillTemplate(const std::string &pattern, const std::vector<std::string> &args);

} // namespace partita
