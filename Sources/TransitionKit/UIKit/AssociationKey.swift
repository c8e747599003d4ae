#if canImport(UIKit)
    import ObjectiveC

    /// The key under which the library keeps an associated object (`objc_setAssociatedObject`):
    /// the address of `owner` — for a class (`NavigationDelegate.self`), its metadata: unique to the
    /// class, stable for the process; for an object, the object itself while it lives. No stored
    /// global, so there is no mutable global state (and no `nonisolated(unsafe)`, which Swift 5.9
    /// does not know).
    ///
    /// ```swift
    /// objc_setAssociatedObject(view, associationKey(for: TransitionIDKey.self), id, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    /// ```
    ///
    /// - Parameter owner: The class whose objects (or whose purpose) the key stands for, or the
    ///   object that is the key.
    /// - Returns: The key.
    func associationKey(for owner: AnyObject) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged<AnyObject>.passUnretained(owner).toOpaque())
    }
#endif
