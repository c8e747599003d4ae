#if canImport(UIKit)
    import ObjectiveC

    /// The key under which the library keeps an associated object (`objc_setAssociatedObject`):
    /// the address of `owner`'s class metadata — unique to the class, stable for the process, and
    /// no stored global, so there is no mutable global state (and no `nonisolated(unsafe)`, which
    /// Swift 5.9 does not know).
    ///
    /// ```swift
    /// objc_setAssociatedObject(view, associationKey(for: TransitionIDKey.self), id, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    /// ```
    ///
    /// - Parameter owner: The class whose objects (or whose purpose) the key stands for.
    /// - Returns: The key.
    func associationKey(for owner: AnyClass) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged<AnyObject>.passUnretained(owner as AnyObject).toOpaque())
    }
#endif
