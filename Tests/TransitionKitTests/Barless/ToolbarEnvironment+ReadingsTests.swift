import Testing
import UIKitModels

@testable import TransitionKit
@testable import TransitionKitCore

@MainActor
struct ToolbarEnvironmentReadingsTests {
    @Test func idiomsFollowUIDeviceH() {
        #expect(ToolbarEnvironment.Idiom(userInterfaceIdiomRawValue: 0) == .phone)
        #expect(ToolbarEnvironment.Idiom(userInterfaceIdiomRawValue: 1) == .pad)
        for other in [-1, 2, 3, 5, 6, 99] {
            #expect(ToolbarEnvironment.Idiom(userInterfaceIdiomRawValue: other) == .other)
        }
    }

    @Test func sizeClassesFollowUIInterfaceH() {
        #expect(ToolbarEnvironment.VerticalSizeClass(sizeClassRawValue: 0) == .unspecified)
        #expect(ToolbarEnvironment.VerticalSizeClass(sizeClassRawValue: 1) == .compact)
        #expect(ToolbarEnvironment.VerticalSizeClass(sizeClassRawValue: 2) == .regular)
        #expect(ToolbarEnvironment.VerticalSizeClass(sizeClassRawValue: 7) == .unspecified)
    }

    @Test func sheetsArePageFormAndAutomatic() {
        let sheets = (-2...8).filter {
            ToolbarEnvironment.Presentation(modalPresentationStyleRawValue: $0) == .sheet
        }
        #expect(sheets == [-2, 1, 2])
    }

    /// The nearest presented ancestor decides: a sheet presenting a full-screen navigation
    /// controller puts that one's toolbars at full-screen height.
    @Test func nearestPresentedAncestorDecides() {
        let root = PresentationChainModel()
        let sheet = PresentationChainModel()
        let inner = PresentationChainModel()
        let container = PresentationChainModel()
        root.present(sheet, style: 1)
        sheet.present(inner, style: 0)
        inner.addChild(container)
        #expect(ToolbarEnvironment.Presentation.of(container) == .fullScreen)
        let sheetChild = PresentationChainModel()
        sheet.addChild(sheetChild)
        #expect(ToolbarEnvironment.Presentation.of(sheetChild) == .sheet)
        #expect(ToolbarEnvironment.Presentation.of(sheet) == .sheet)
        #expect(ToolbarEnvironment.Presentation.of(root) == .fullScreen)
    }
}
