extension Bool {
    /// The item a Boolean state-driven destination (`.transitionDestination(isPresented:)`)
    /// shows: `true` while presented, `nil` otherwise.
    package var presentedItem: Bool? { self ? true : nil }
}
