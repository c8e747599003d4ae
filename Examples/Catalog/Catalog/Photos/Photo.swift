import UIKit

/// A photo of the catalog's library, drawn in code (a sky, a sun and two hills) so the app needs
/// no assets.
struct Photo: Hashable, Identifiable, Sendable {
    /// The photo's place in the library.
    let id: Int
    /// The caption.
    let title: String
    /// The hue of the sky, 0 … 1.
    let hue: Double

    /// The catalog's library: 60 photos whose skies go round the color wheel.
    static let library: [Photo] = (0..<60).map { index in
        let places = ["Harbour", "Dunes", "Glacier", "Orchard", "Canyon", "Lagoon", "Meadow", "Ridge"]
        let golden = 0.618_033_988_749_895
        return Photo(
            id: index, title: "\(places[index % places.count]) \(index + 1)",
            hue: (Double(index) * golden).truncatingRemainder(dividingBy: 1))
    }
}

/// Draws photos and keeps what it drew, so reused cells do not draw again while scrolling.
@MainActor
final class PhotoRenderer {
    /// The renderer every screen shares.
    static let shared = PhotoRenderer()

    /// The size thumbnails are drawn at, in points; cells scale them to fit.
    static let thumbnailSize = CGSize(width: 200, height: 200)
    /// The size of a photo on its detail screen, in points.
    static let detailSize = CGSize(width: 500, height: 500)

    private let cache = NSCache<NSString, UIImage>()

    /// The photo drawn at a size (in points, at the screen's scale; at least 1 × 1).
    func image(of photo: Photo, size: CGSize) -> UIImage {
        let size = CGSize(width: max(size.width.rounded(), 1), height: max(size.height.rounded(), 1))
        let key = "\(photo.id)-\(Int(size.width))x\(Int(size.height))" as NSString
        if let image = cache.object(forKey: key) { return image }
        let image = draw(photo, size: size)
        cache.setObject(image, forKey: key)
        return image
    }

    private func draw(_ photo: Photo, size: CGSize) -> UIImage {
        let hue = CGFloat(photo.hue)
        let sky = [
            UIColor(hue: hue, saturation: 0.55, brightness: 0.95, alpha: 1).cgColor,
            UIColor(
                hue: (hue + 0.12).truncatingRemainder(dividingBy: 1), saturation: 0.35, brightness: 1,
                alpha: 1
            )
            .cgColor,
        ]
        return UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            let bounds = CGRect(origin: .zero, size: size)
            if let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: sky as CFArray, locations: [0, 1])
            {
                cg.drawLinearGradient(
                    gradient, start: .zero, end: CGPoint(x: 0, y: bounds.maxY), options: [])
            }
            let sunSide = min(size.width, size.height) * 0.22
            let sunX = bounds.width * (0.2 + 0.6 * CGFloat(photo.id % 5) / 4)
            UIColor(white: 1, alpha: 0.85).setFill()
            UIBezierPath(ovalIn: CGRect(x: sunX, y: bounds.height * 0.18, width: sunSide, height: sunSide))
                .fill()
            hill(in: bounds, crest: 0.55, hue: hue, brightness: 0.55).fill()
            hill(in: bounds, crest: 0.72, hue: hue, brightness: 0.35).fill()
        }
    }

    private func hill(in bounds: CGRect, crest: CGFloat, hue: CGFloat, brightness: CGFloat) -> UIBezierPath {
        UIColor(
            hue: (hue + 0.45).truncatingRemainder(dividingBy: 1), saturation: 0.45, brightness: brightness,
            alpha: 1
        )
        .setFill()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: bounds.minX, y: bounds.maxY))
        path.addLine(to: CGPoint(x: bounds.minX, y: bounds.height * (crest + 0.1)))
        path.addQuadCurve(
            to: CGPoint(x: bounds.maxX, y: bounds.height * crest),
            controlPoint: CGPoint(x: bounds.midX, y: bounds.height * (crest - 0.2)))
        path.addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY))
        path.close()
        return path
    }
}
