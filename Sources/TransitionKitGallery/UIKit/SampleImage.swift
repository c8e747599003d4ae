#if canImport(UIKit)
    import TransitionKit
    import UIKit

    /// The picture the scrubber's zoom flies: a small drawn landscape, so that playgrounds need
    /// no asset catalog.
    @MainActor
    enum SampleImage {
        /// In points; an empty or non-finite size gives a 1 × 1 image.
        static func landscape(size: CGSize = SamplePicture.snapshot.size) -> UIImage {
            let bounds = CGRect(origin: .zero, size: SampleStageLayout.imageCanvas(size))
            return UIGraphicsImageRenderer(bounds: bounds).image { context in
                let sky = UIColor(red: 0.36, green: 0.62, blue: 0.93, alpha: 1)
                let dusk = UIColor(red: 0.99, green: 0.78, blue: 0.55, alpha: 1)
                let colors = [sky.cgColor, dusk.cgColor] as CFArray
                if let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1]) {
                    context.cgContext.drawLinearGradient(
                        gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: bounds.height),
                        options: [])
                }
                UIColor(red: 1, green: 0.93, blue: 0.6, alpha: 1).setFill()
                let sun = bounds.width * 0.14
                UIBezierPath(
                    ovalIn: CGRect(x: bounds.width * 0.62, y: bounds.height * 0.22, width: sun, height: sun)
                ).fill()
                UIColor(red: 0.2, green: 0.42, blue: 0.33, alpha: 1).setFill()
                let hills = UIBezierPath()
                hills.move(to: CGPoint(x: 0, y: bounds.height))
                hills.addLine(to: CGPoint(x: 0, y: bounds.height * 0.7))
                hills.addLine(to: CGPoint(x: bounds.width * 0.35, y: bounds.height * 0.5))
                hills.addLine(to: CGPoint(x: bounds.width * 0.6, y: bounds.height * 0.68))
                hills.addLine(to: CGPoint(x: bounds.width * 0.8, y: bounds.height * 0.56))
                hills.addLine(to: CGPoint(x: bounds.width, y: bounds.height * 0.72))
                hills.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
                hills.close()
                hills.fill()
            }
        }
    }
#endif
