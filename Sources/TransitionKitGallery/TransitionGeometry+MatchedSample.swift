import Foundation
import TransitionKit

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension TransitionGeometry {
    /// The identifier of the sample's zoom views in ``withSampleMatchedViews()``.
    package static let sampleZoomIdentifier = "photo"

    /// Three views with identifiers in both screens: the photo (`sampleZoomIdentifier`), its caption, and a
    /// title at alpha 0.6 in the grid, measured leaving → arriving for this operation.
    package func withSampleMatchedViews() -> TransitionGeometry {
        let cellX = zoom.sourceFrame?.minX ?? 0
        let photo = zoom.destinationFrame ?? .zero
        typealias Pair = MatchedViews.Pair
        let pushPairs = [
            Pair(
                identifier: Self.sampleZoomIdentifier,
                leaving: .init(node: 1, frame: zoom.sourceFrame ?? .zero, cornerRadius: 12),
                arriving: .init(node: 1, frame: photo)),
            Pair(
                identifier: "caption",
                leaving: .init(node: 2, frame: CGRect(x: cellX, y: 318, width: 114, height: 20)),
                arriving: .init(node: 2, frame: CGRect(x: 16, y: photo.maxY + 12, width: 358, height: 24))),
            Pair(
                identifier: "title",
                leaving: .init(node: 3, frame: CGRect(x: cellX, y: 340, width: 114, height: 16), alpha: 0.6),
                arriving: .init(node: 3, frame: CGRect(x: 16, y: photo.maxY + 48, width: 358, height: 30))),
        ]
        var result = self
        result.matched = MatchedViews(pairs: operation == .push ? pushPairs : pushPairs.map(\.swapped))
        return result
    }
}
