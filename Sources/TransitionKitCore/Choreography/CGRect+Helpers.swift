import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension CGRect {
    /// Whether every component is finite (no NaN, no infinity, not the null rect).
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// Whether the rect is finite and, once standardised, has a positive width and height.
    var isUsable: Bool {
        isFiniteRect && size.width != 0 && size.height != 0
    }

    /// The rect with a non-negative width and height, without relying on platform quirks.
    var normalized: CGRect {
        CGRect(
            x: min(origin.x, origin.x + size.width), y: min(origin.y, origin.y + size.height),
            width: abs(size.width), height: abs(size.height))
    }

    /// Whether the two rects share an area larger than zero (touching edges do not count).
    func sharesArea(with other: CGRect) -> Bool {
        min(maxX, other.maxX) > max(minX, other.minX) && min(maxY, other.maxY) > max(minY, other.minY)
    }
}

extension Hasher {
    /// Feeds a rect component by component (`CGRect` is not `Hashable` in every SDK we build
    /// against), with a marker so `nil` and a rect never hash alike.
    package mutating func combine(rect: CGRect?) {
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
