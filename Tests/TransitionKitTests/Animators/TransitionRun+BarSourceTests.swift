import Foundation
import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

/// A zoom by identifier whose source is a bar item of the navigation controller (a toolbar item
/// under SwiftUI's bar): the screen nearer the root is searched first, then its navigation bar
/// and toolbar, the first visible view in reading order winning.
@MainActor
@Suite struct TransitionRunBarSourceTests {
    /// A compose button in the navigation bar, placed in the navigation controller's view as
    /// UIKit places its bar (the model keeps the bar outside the tree otherwise).
    static let buttonFrame = CGRect(x: 330, y: 4, width: 44, height: 36)

    private func scene(marking identifier: String = "compose") -> (scene: AnimatorScene, button: ViewModel) {
        let scene = AnimatorScene()
        let bar = scene.navigation.navigationBarView
        scene.navigation.view.addSubview(bar)
        let button = ViewModel("compose button", frame: Self.buttonFrame, ledger: scene.ledger)
        bar.addSubview(button)
        scene.staging.transitionIDs[ObjectIdentifier(button)] = identifier
        scene.staging.systemBars[ObjectIdentifier(scene.grid)] = [bar]
        return (scene, button)
    }

    /// The button's frame in the transition's container.
    private static var buttonInContainer: CGRect {
        buttonFrame.offsetBy(dx: 0, dy: NavigationControllerModel.statusBarHeight)
    }

    @Test(arguments: NavigationOperation.allCases)
    func aBarItemIsTheSourceWhenTheScreenShowsNone(operation: NavigationOperation) throws {
        let (scene, button) = scene()
        if operation == .pop { scene.pushAndSettle(.slide) }
        var staged: TransitionGeometry?
        scene.delegate.onVend = { run in run.onStaged = { _, geometry in staged = geometry } }
        let style = TransitionStyle.zoom(identifier: "compose")
        try #require((operation == .push ? scene.push(style) : scene.pop(style)) != nil)
        let geometry = try #require(staged)
        #expect(geometry.zoom.sourceFrame == Self.buttonInContainer)
        #expect(button.isHidden, "the bar item is hidden while its copy flies")
        scene.clock.runUntilIdle()
        #expect(!button.isHidden, "the bar item was left hidden")
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func theScreensOwnViewBeatsTheBars() throws {
        let (scene, button) = scene(marking: "photo-7")
        scene.staging.transitionIDs[ObjectIdentifier(scene.cell)] = "photo-7"
        var staged: TransitionGeometry?
        scene.delegate.onVend = { run in run.onStaged = { _, geometry in staged = geometry } }
        try #require(scene.push(.zoom(identifier: "photo-7")) != nil)
        #expect(try #require(staged).zoom.sourceFrame == AnimatorScene.cellFrame)
        #expect(!button.isHidden)
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func aHiddenBarIsPassedForTheNextOne() throws {
        let (scene, _) = scene()
        scene.navigation.setNavigationBarHidden(true, animated: false)
        let toolbar = ViewModel(
            "toolbar", frame: CGRect(x: 0, y: 761, width: 390, height: 49), ledger: scene.ledger)
        scene.navigation.view.addSubview(toolbar)
        let share = ViewModel(
            "share button", frame: CGRect(x: 8, y: 2, width: 44, height: 44), ledger: scene.ledger)
        toolbar.addSubview(share)
        scene.staging.transitionIDs[ObjectIdentifier(share)] = "compose"
        scene.staging.systemBars[ObjectIdentifier(scene.grid)]?.append(toolbar)
        var staged: TransitionGeometry?
        scene.delegate.onVend = { run in run.onStaged = { _, geometry in staged = geometry } }
        try #require(scene.push(.zoom(identifier: "compose")) != nil)
        #expect(try #require(staged).zoom.sourceFrame == CGRect(x: 8, y: 763, width: 44, height: 44))
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }

    @Test func thePushedScreensBarsAreNeverItsDestination() throws {
        let (scene, button) = scene()
        scene.staging.systemBars[ObjectIdentifier(scene.detail)] = [scene.navigation.navigationBarView]
        scene.staging.systemBars[ObjectIdentifier(scene.grid)] = nil
        var staged: TransitionGeometry?
        scene.delegate.onVend = { run in run.onStaged = { _, geometry in staged = geometry } }
        try #require(scene.push(.zoom(identifier: "compose")) != nil)
        let geometry = try #require(staged)
        #expect(geometry.zoom.sourceFrame == nil)
        #expect(geometry.zoom.destinationFrame == nil)
        #expect(!button.isHidden)
        scene.clock.runUntilIdle()
        #expect(scene.ledger.violations.isEmpty, "\(scene.ledger)")
    }
}
