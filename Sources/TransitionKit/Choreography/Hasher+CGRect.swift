import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Hasher {
    /// Feeds a rect component by component (`CGRect` is not `Hashable` in every SDK we build
    /// against), with a marker so `nil` and a rect never hash alike.
    mutating func combine(rect: CGRect?) {
        guard let rect else {
            combine(false)
            return
        }
        combine(true)
        combine(Double(rect.origin.x))
        combine(Double(rect.origin.y))
        combine(Double(rect.size.width))
        combine(Double(rect.size.height))
    }
}
