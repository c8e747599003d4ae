#if canImport(UIKit)
    import ObjectiveC

    /// The address of `owner` (a class's metadata, or a live object): unique and stable without a stored
    /// global, so no mutable global state (nor `nonisolated(unsafe)`, which Swift 5.9 does not know).
    func associationKey(for owner: AnyObject) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged<AnyObject>.passUnretained(owner).toOpaque())
    }
#endif
