import Foundation

extension Transform2D {
    /// Decomposes `CGAffineTransform`'s `a b c d tx ty` as scale, rotation, translation. Skew keeps x scale,
    /// rotation and translation with the determinant as y scale; `a == b == 0` takes the y axis's rotation.
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let scaleX = (a * a + b * b).squareRoot()
        if scaleX > 0 || !scaleX.isFinite {
            self.init(
                scaleX: scaleX, scaleY: (a * d - b * c) / scaleX, rotation: atan2(b, a),
                translationX: tx, translationY: ty)
        } else {
            self.init(
                scaleX: 0, scaleY: (c * c + d * d).squareRoot(), rotation: atan2(-c, d),
                translationX: tx, translationY: ty)
        }
    }

    /// The affine matrix components `(a, b, c, d, tx, ty)` of this transform, as
    /// `affineTransform` builds them on device.
    package var affineComponents: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let cosine = cos(rotation)
        let sine = sin(rotation)
        return (
            scaleX * cosine, scaleX * sine, -scaleY * sine, scaleY * cosine, translationX, translationY
        )
    }
}
