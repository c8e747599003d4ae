import SwiftUI
import TransitionKit

/// The SwiftUI tab's settings: the same switches as the photos tab's settings screen, reached
/// with a cross-fade.
struct SettingsScreen: View {
    @ObservedObject var preferences: CatalogPreferences
    @Environment(\.transitionDismiss) private var dismiss

    var body: some View {
        Form {
            ForEach(CatalogSwitch.allCases, id: \.self) { setting in
                Section {
                    Toggle(
                        setting.title,
                        isOn: Binding(
                            get: { setting.isOn(in: preferences) },
                            set: { setting.set($0, in: preferences) }))
                } footer: {
                    Text(setting.explanation)
                }
            }
            Section {
                Button("Back to the gallery") { dismiss() }
            }
        }
        .transitionToolbar(title: "Settings")
    }
}
