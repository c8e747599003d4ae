import Foundation

extension Transform2D {
    /// The transform with these affine matrix components (`CGAffineTransform`'s `a b c d tx ty`),
    /// decomposed as scale, then rotation, then translation — the inverse of
    /// `affineTransform`.
    ///
    /// A transform built from components round-trips exactly up to rounding. A matrix with skew
    /// (which components cannot express) keeps its x scale, rotation and translation and its
    /// determinant as the y scale. A degenerate x axis (`a == b == 0`) takes the rotation from
    /// the y axis. Non-finite components fall back to the identity's, as in
    /// ``init(scaleX:scaleY:rotation:translationX:translationY:)``.
    ///
    /// ```swift
    /// let t = Transform2D(a: view.transform.a, b: view.transform.b, c: view.transform.c,
    ///                     d: view.transform.d, tx: view.transform.tx, ty: view.transform.ty)
    /// ```
    ///
    /// - Parameters:
    ///   - a: Row 1, column 1 (`scaleX · cos θ`).
    ///   - b: Row 1, column 2 (`scaleX · sin θ`).
    ///   - c: Row 2, column 1 (`−scaleY · sin θ`).
    ///   - d: Row 2, column 2 (`scaleY · cos θ`).
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    /// - Complexity: O(1).
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
