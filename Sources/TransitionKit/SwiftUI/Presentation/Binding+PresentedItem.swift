#if canImport(SwiftUI)
    import SwiftUI

    extension Binding where Value == Bool {
        /// The Boolean as an optional item: `true` while it is `true`; `nil` writes `false` (the
        /// `isPresented:` forms of presentations and destinations).
        var presentedItem: Binding<Bool?> {
            Binding<Bool?>(get: { wrappedValue.presentedItem }, set: { wrappedValue = $0 ?? false })
        }
    }
#endif
