// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransitionKit",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "TransitionKit", targets: ["TransitionKit"]),
        .library(name: "TransitionKitGestures", targets: ["TransitionKitGestures"]),
        .library(name: "TransitionKitGallery", targets: ["TransitionKitGallery"]),
        .executable(name: "transitionkit-preview", targets: ["transitionkit-preview"]),
    ],
    targets: [
        // Every neutral value, decision and core, tested on Linux, which both libraries re-export:
        // motion values and plans, the registry and choreographies, the navigation delegate's core,
        // presentations, the navigation queue, routing, the scrubber, the device trace, gesture
        // tracking and release, the pan and zoom-dismissal coordinators, and the UIKit ports.
        // Depends on nothing.
        .target(name: "TransitionKitCore"),
        // The UIKit drivers (`PanTransitionDriver`, `ZoomDismissalDriver`) over the core's
        // coordinators, below `TransitionKit` so that its navigation delegate can install one by default.
        .target(name: "TransitionKitGestures", dependencies: ["TransitionKitCore"]),
        // The UIKit and SwiftUI adapters of the core (`NavigationDelegate`, the bar-less controller,
        // `PlanAnimator`, `TransitionStack`, …); re-exports both modules below.
        .target(name: "TransitionKit", dependencies: ["TransitionKitCore", "TransitionKitGestures"]),
        // Tooling, not linked by apps: the built-in transitions by name with sample geometry, and the
        // sample screens the scrubber draws a plan on (playgrounds, the Catalog, previews).
        .target(name: "TransitionKitGallery", dependencies: ["TransitionKit"]),
        // Headless previews (SVG, JSON, HTML scrubber) of the same plans the UIKit animators run.
        .target(
            name: "TransitionKitPreview",
            dependencies: ["TransitionKit", "TransitionKitGestures", "TransitionKitGallery"]),
        .executableTarget(name: "transitionkit-preview", dependencies: ["TransitionKitPreview"]),
        // Helpers shared by the test targets (a seeded random generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        // Contract models of UIKit for the Linux tests: each follows Apple's headers, implements a
        // port of TransitionKitCore (navigation controller, transition context, navigation item, bar
        // button items, stack views, the run loop …) and records every documented misuse in one
        // ledger; and the test scenes both test targets share (the pan driver over the models).
        .target(
            name: "UIKitModels",
            dependencies: ["TransitionKitCore"],
            path: "Tests/UIKitModels", exclude: ["README.md"]),
        .testTarget(name: "UIKitModelsTests", dependencies: ["UIKitModels", "TransitionKitCore"]),
        // A module exporting a type named `Spring`, as SwiftUI does from iOS 17, and the tests that
        // import it beside TransitionKit to prove the names do not collide.
        .target(name: "SwiftUISpringStandIn", path: "Tests/SwiftUISpringStandIn"),
        .testTarget(
            name: "NameCollisionTests",
            dependencies: ["SwiftUISpringStandIn", "TransitionKit", "TransitionKitGestures"]),
        .testTarget(name: "TransitionKitCoreTests", dependencies: ["TransitionKitCore", "TestSupport"]),
        .testTarget(
            name: "TransitionKitTests",
            dependencies: [
                "TransitionKit", "TransitionKitCore", "TransitionKitGallery", "TestSupport", "UIKitModels",
            ]),
        .testTarget(
            name: "TransitionKitPreviewTests",
            dependencies: [
                "TransitionKitPreview", "TransitionKitCore", "TransitionKitGallery", "TransitionKitGestures",
                "TestSupport",
            ]),
        .testTarget(
            name: "TransitionKitGesturesTests",
            dependencies: ["TransitionKitCore", "TransitionKitGestures", "TestSupport", "UIKitModels"]),
        // Each feature's Contract: the public snippet an app writes, compiled unchanged, one module per
        // Contract so that the screens two Contracts declare do not collide (`Contracts/<Feature>`,
        // target `<Feature>Contract`). Not products: nothing ships them. UIKit and SwiftUI Contracts
        // compile empty on Linux and are built for iOS by `.ci/run`.
        .target(name: "BarlessContract", dependencies: ["TransitionKit"], path: "Contracts/Barless"),
        .target(
            name: "DismissalStylingContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/DismissalStyling"),
        .target(
            name: "FrameReportsContract", dependencies: ["TransitionKit"], path: "Contracts/FrameReports"),
        .target(
            name: "GesturesContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/Gestures"),
        .target(
            name: "HooksContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/Hooks"),
        .target(name: "MatchingContract", dependencies: ["TransitionKit"], path: "Contracts/Matching"),
        .target(name: "MotionContract", dependencies: ["TransitionKit"], path: "Contracts/Motion"),
        .target(name: "NavigationContract", dependencies: ["TransitionKit"], path: "Contracts/Navigation"),
        .target(
            name: "PopGestureContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/PopGesture"),
        .target(
            name: "PresentationsContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/Presentations"),
        .target(name: "ReversalContract", dependencies: ["TransitionKit"], path: "Contracts/Reversal"),
        .target(name: "ScrubbingContract", dependencies: ["TransitionKit"], path: "Contracts/Scrubbing"),
        .target(
            name: "SwiftUINavigationStackContract", dependencies: ["TransitionKit"],
            path: "Contracts/SwiftUINavigationStack"),
        .target(
            name: "SwiftUIRouterContract", dependencies: ["TransitionKit"], path: "Contracts/SwiftUIRouter"),
        .target(
            name: "SwiftUIStackContract", dependencies: ["TransitionKit"], path: "Contracts/SwiftUIStack"),
        .target(
            name: "SwiftUIZoomContract", dependencies: ["TransitionKit", "TransitionKitGestures"],
            path: "Contracts/SwiftUIZoom"),
    ],
    swiftLanguageModes: [.v6]
)

// The release-configuration step (`Scripts/test-release.sh`, a CI step) builds the suites an
// optimizer can change with `-c release`: with TRANSITIONKIT_RELEASE_TESTS=1 the package holds the
// libraries, the preview tool, the test-support targets and test targets of only those suites and
// the fixtures they use, so the whole-module -O build stays small. The script fails when a test its
// filter selects in the debug build is missing here.
let releaseSuites: [String: [String]] = [
    "TransitionKitCoreTests": [
        "BadInput/CoreBadInputTests.swift", "BadInput/CoreTotalityTests.swift",
        "Choreography/PlanEvaluationTests.swift", "Choreography/TransitionPlanTests.swift",
        "Motion/DerivedDurationBoundsTests.swift", "Motion/ExactReversalTests.swift",
        "Motion/SpringTimingTests.swift",
    ],
    "TransitionKitGesturesTests": [
        "BadInput/GesturesBadInputTests.swift", "BadInput/GesturesTotalityTests.swift",
        "Dismissal/DismissalMappingTests.swift", "Dismissal/DismissalPolicyBadInputTests.swift",
        "Dismissal/DismissalTotalityTests.swift", "Dismissal/ZoomDismissalCoreTests.swift",
        "Interaction/InteractionMachineRandomTests.swift", "Interaction/PanInteractionBadInputTests.swift",
        "Interaction/PanInteractionRandomTests.swift", "Tracking/OvershootBehaviorTests.swift",
    ],
    "TransitionKitPreviewTests": [
        "HTMLRendererTests.swift", "HostileScenes.swift", "HostileSweepTests.swift",
        "JSONRendererTests.swift", "PreviewCatalogTests.swift", "PreviewCommandTests.swift",
        "PreviewFixtures.swift", "PreviewGalleryTests.swift", "PreviewNumberTests.swift",
        "PreviewOutputSafetyTests.swift", "PreviewOutputValidityTests.swift", "PreviewSamplesTests.swift",
        "SVGDocument.swift", "SafeDevice.swift",
    ],
    "TransitionKitTests": [
        "Animators/PlanPlayback+FinishTests.swift", "Animators/PlanReversalAgreementTests.swift",
        "Animators/Support/AnimatorScene.swift", "Animators/Support/GridAndDetailScene.swift",
        "Animators/Support/ModeledTransitionAnimator.swift", "Animators/Support/StagingModel.swift",
        "Animators/Support/ViewLook.swift", "Animators/TransitionRun+AdditionsTests.swift",
        "Animators/TransitionRun+BadInputTests.swift", "Animators/TransitionRun+ZoomEndsTests.swift",
        "Animators/TransitionRunTests.swift", "Animators/ZoomSnapshotChoiceTests.swift",
        "BadInput/TransitionKitBadInputTests.swift", "BadInput/TransitionKitTotalityTests.swift",
        "Barless/BarItemLayoutTests.swift", "Barless/BarlessNavigationRandomTests.swift",
        "Barless/NavigationToolbarRandomTests.swift", "Barless/ReuseCacheTests.swift",
        "Barless/ScreenWrapperTests.swift", "Barless/ToolbarContainerRandomTests.swift",
        "Barless/ToolbarLayoutTests.swift", "Barless/ToolbarScenario.swift",
        "Choreography/BuiltIn/BuiltInTransitionTests.swift",
        "Choreography/BuiltIn/CrossFadeChoreographyTests.swift",
        "Choreography/BuiltIn/MatchedChoreographyTests.swift",
        "Choreography/BuiltIn/ZoomChoreographyTests.swift", "Choreography/ChoreographyFixtures.swift",
        "Choreography/PublicValueSweep.swift", "Choreography/PublicValueSweepTable.swift",
        "Choreography/PublicValueSweepTests.swift", "Choreography/TransitionDecisionTests.swift",
        "Choreography/TransitionPlan+SettledInsetsTests.swift",
        "Choreography/TransitionStyle+PlanTests.swift",
        "Choreography/TransitionStyleDurationBoundsTests.swift",
        "Choreography/ValueNormalizationSweepTests.swift", "GoldenPlans/GoldenJSON+Differences.swift",
        "GoldenPlans/GoldenJSON.swift", "GoldenPlans/GoldenJSONTests.swift",
        "GoldenPlans/GoldenPlanCase.swift", "GoldenPlans/GoldenPlanDocument.swift",
        "GoldenPlans/GoldenPlanFile.swift", "GoldenPlans/GoldenPlanFileTests.swift",
        "GoldenPlans/GoldenPlanTests.swift", "Hosting/HostedStackSearchTests.swift",
        "Matching/SyntheticTrees.swift", "Motion/MotionContractTests.swift",
        "Navigation/EndToEndRandomTests.swift", "Navigation/EndToEndRig+Gestures.swift",
        "Navigation/EndToEndRig+Invariants.swift", "Navigation/EndToEndRig.swift",
        "Navigation/Fixtures/AppDelegateDouble.swift", "Navigation/Fixtures/CheckedRunAnimator.swift",
        "Navigation/Fixtures/InterruptibleAnimationController+Announcing.swift",
        "Navigation/Fixtures/ModeledBarless.swift", "Navigation/Fixtures/ModeledDriver.swift",
        "Navigation/Fixtures/ModeledPlayer.swift", "Navigation/Fixtures/ModeledTransition.swift",
        "Navigation/Fixtures/ModeledTransitions.swift", "Navigation/Fixtures/NavigationScene.swift",
        "Navigation/Fixtures/PanDriverModel.swift", "Navigation/Fixtures/PercentDrivenHandle.swift",
        "Navigation/MidTransitionBadInputTests.swift", "Navigation/NavigationBadInputTests.swift",
        "Navigation/Delegate/NavigationDelegateCore+VendingTests.swift",
        "Navigation/Delegate/NavigationDelegateCore+ZoomDismissalTests.swift",
        "Navigation/Queue/NavigationQueueRandomTests.swift", "Navigation/Queue/StackValidationTests.swift",
        "Navigation/SystemPopConnectionTests.swift", "Presentation/Fixtures/ModeledPresentations.swift",
        "Presentation/Fixtures/PresentationScene.swift",
        "Presentation/PresentationCore+BadInputTests.swift",
        "Presentation/PresentationRandomTests.swift",
        "Presentation/PresentedZoomDismissal+BackdropTests.swift",
        "Presentation/PresentedZoomDismissalTests.swift", "Registry/LineageTests.swift",
        "Registry/RegistrationTokenCopyTests.swift", "Registry/RegistryFixtures.swift",
        "Registry/RuleIndexTests.swift", "Registry/RuleRankTests.swift", "Registry/ScreenPatternTests.swift",
        "Registry/TransitionMatchTests.swift", "Registry/TransitionRegistry+InteractivePopTests.swift",
        "Registry/TransitionRegistry+MatchingTests.swift",
        "Registry/TransitionRegistryExistentialScreenTests.swift",
        "Registry/TransitionRegistryGrowthTests.swift", "Registry/TransitionRegistryTests.swift",
        "Routing/RouteStackRandomTests.swift", "Routing/RouterCore+StackUpdateTests.swift",
        "Routing/RouterCoreFixtures.swift", "Routing/RouterCoreRandomTests.swift",
        "Routing/TransitionPathTests.swift", "Scrubbing/NavigationScrubBadInputTests.swift",
        "Scrubbing/NavigationScrubFixtures.swift", "Scrubbing/SampleStageLayoutTests.swift",
        "Scrubbing/ScrubPolicyTests.swift", "Scrubbing/ScrubSessionFixtures.swift",
        "Scrubbing/ScrubSessionTests.swift", "Trace/TransitionCallTraceTests.swift",
    ],
]
if Context.environment["TRANSITIONKIT_RELEASE_TESTS"] == "1" {
    let support: Set = ["TestSupport", "UIKitModels"]
    package.targets.removeAll {
        ($0.type == .test && releaseSuites[$0.name] == nil) || $0.path?.hasPrefix("Contracts/") == true
            || ($0.path?.hasPrefix("Tests/") == true && !support.contains($0.name))
    }
    for target in package.targets {
        target.sources = releaseSuites[target.name] ?? target.sources
    }
}
