#if canImport(UIKit)
    import Foundation

    /// A weak, lock-protected reference to the app's delegate for the Objective-C forwarding
    /// hooks (`responds(to:)`, `forwardingTarget(for:)`), which the runtime may call from any
    /// thread and which therefore cannot read main-actor state.
    ///
    /// `@unchecked Sendable`: every access to the reference goes through the lock.
    final class ForwardingTarget: @unchecked Sendable {
        private let lock = NSLock()
        private weak var storedObject: AnyObject?

        /// The object to forward to, if it is still alive.
        var object: AnyObject? {
            get { lock.withLock { storedObject } }
            set { lock.withLock { storedObject = newValue } }
        }

        /// The object, if it is alive and implements `selector`.
        func object(responding selector: Selector) -> AnyObject? {
            guard let object = object as? NSObjectProtocol, object.responds(to: selector) else { return nil }
            return object
        }
    }
#endif
