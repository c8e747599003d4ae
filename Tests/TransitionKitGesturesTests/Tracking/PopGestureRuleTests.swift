import Foundation
import Testing

@testable import TransitionKitCore
@testable import TransitionKitGestures

/// Which pan pops the top screen on iOS 15, 18 and 26, for a screen's choice and the driver's
/// configuration; and which touches excluded views keep.
@Suite struct PopGestureRuleTests {
    static let systems: [(Int, PanActivation)] = [
        (15, .edge(.leading)), (18, .edge(.leading)), (25, .edge(.leading)), (26, .region(.fullWidth)),
        (27, .region(.fullWidth)), (0, .edge(.leading)),
    ]

    @Test(arguments: systems)
    func theSystemsSwipeBackIsContentWideFromIOS26(major: Int, expected: PanActivation) {
        let rule = PopGestureRule(systemMajorVersion: major)
        #expect(rule.activation(configured: .system, screen: .automatic) == expected)
        #expect(rule.systemPopsFromContent == (major >= 26))
    }

    @Test(arguments: [15, 18, 26])
    func anEdgeOnlyScreenKeepsTheEdgeWhateverTheDriver(major: Int) {
        let rule = PopGestureRule(systemMajorVersion: major)
        let configurations: [PopGestureConfiguration] = [
            .system, .fixed(.region(.fullWidth)), .fixed(.region(.leading(fraction: 0.5))),
            .fixed(.edge(.leading)),
        ]
        for configuration in configurations {
            #expect(rule.activation(configured: configuration, screen: .edgeOnly) == .edge(.leading))
        }
    }

    @Test(arguments: [15, 26])
    func aFixedDriverKeepsItsActivation(major: Int) {
        let rule = PopGestureRule(systemMajorVersion: major)
        #expect(rule.activation(configured: .fixed(.edge(.leading)), screen: .automatic) == .edge(.leading))
        #expect(
            rule.activation(configured: .fixed(.region(.leading(fraction: 0.5))), screen: .automatic)
                == .region(.leading(fraction: 0.5)))
    }

    @Test func uikitsContentPopStaysOffForAnEdgeOnlyScreen() {
        let rule = PopGestureRule(systemMajorVersion: 26)
        #expect(rule.allowsSystemContentPop(for: .automatic))
        #expect(!rule.allowsSystemContentPop(for: .edgeOnly))
    }

    static let strip = CGRect(x: 0, y: 700, width: 390, height: 80)

    @Test func aTouchInAnExcludedViewNeverBegins() {
        let rule = PopGestureRule(systemMajorVersion: 26)
        let exclusion = PopGestureExclusion(frame: Self.strip, isInNavigation: true, isHidden: false)
        #expect(!rule.acceptsTouch(at: CGPoint(x: 200, y: 740), exclusions: [exclusion]))
        #expect(!rule.acceptsTouch(at: CGPoint(x: 0, y: 700), exclusions: [exclusion]), "edges count")
        #expect(!rule.acceptsTouch(at: CGPoint(x: 390, y: 780), exclusions: [exclusion]), "edges count")
        #expect(rule.acceptsTouch(at: CGPoint(x: 200, y: 699), exclusions: [exclusion]))
        #expect(rule.acceptsTouch(at: CGPoint(x: 200, y: 400), exclusions: []))
    }

    @Test func anExclusionCountsOnlyWhileItExcludesIsOnTheNavigationAndShown() {
        let rule = PopGestureRule(systemMajorVersion: 26)
        let touch = CGPoint(x: 200, y: 740)
        let cleared = PopGestureExclusion(
            frame: Self.strip, excludes: false, isInNavigation: true, isHidden: false)
        let elsewhere = PopGestureExclusion(frame: Self.strip, isInNavigation: false, isHidden: false)
        let hidden = PopGestureExclusion(frame: Self.strip, isInNavigation: true, isHidden: true)
        #expect(rule.acceptsTouch(at: touch, exclusions: [cleared, elsewhere, hidden]))
    }

    @Test func nonFiniteFramesAndPointsExcludeNothing() {
        let rule = PopGestureRule(systemMajorVersion: 26)
        let nan = PopGestureExclusion(
            frame: CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100), isInNavigation: true,
            isHidden: false)
        let infinite = PopGestureExclusion(
            frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100), isInNavigation: true,
            isHidden: false)
        #expect(rule.acceptsTouch(at: CGPoint(x: 50, y: 50), exclusions: [nan, infinite]))
        let strip = PopGestureExclusion(frame: Self.strip, isInNavigation: true, isHidden: false)
        #expect(rule.acceptsTouch(at: CGPoint(x: CGFloat.nan, y: 740), exclusions: [strip]))
    }
}

/// The screen's choice: its own, else the first set below it (depth first), else `.automatic`.
@Suite struct ScreenPopGestureSearchTests {
    struct Node {
        var name: String
        var setting: TransitionPopGesture?
        var children: [Node] = []
    }

    func choice(_ node: Node) -> TransitionPopGesture {
        ScreenPopGestureSearch.choice(of: node, children: \.children, setting: \.setting)
    }

    @Test func theScreensOwnSettingWins() {
        let screen = Node(
            name: "chat", setting: .automatic, children: [Node(name: "child", setting: .edgeOnly)])
        #expect(choice(screen) == .automatic)
    }

    @Test func aContainerTakesItsContentsSetting() {
        let content = Node(name: "chat", setting: .edgeOnly)
        let container = Node(name: "toolbar container", setting: nil, children: [Node(name: "bar"), content])
        #expect(choice(container) == .edgeOnly)
    }

    @Test func nothingSetIsAutomatic() {
        #expect(choice(Node(name: "screen", setting: nil, children: [Node(name: "child")])) == .automatic)
    }

    @Test func depthFirstInChildOrder() {
        let first = Node(name: "a", setting: nil, children: [Node(name: "a1", setting: .edgeOnly)])
        let second = Node(name: "b", setting: .automatic)
        #expect(choice(Node(name: "root", setting: nil, children: [first, second])) == .edgeOnly)
    }
}
