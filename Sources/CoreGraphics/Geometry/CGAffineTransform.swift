/// A 2-D affine transform, as in CoreGraphics: `[a b 0; c d 0; tx ty 1]` applied to row vectors.
///
/// Foundation on Linux has no `CGAffineTransform`, so the module supplies it with Apple's names
/// and the same matrix conventions, so that `view.transform = .init(rotationAngle: .pi / 2)`
/// rotates clockwise on screen exactly as on iOS (y grows downwards).
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  /// The x scale (and rotation) term.
  public var a: CGFloat
  /// The shear of y by x (and rotation) term.
  public var b: CGFloat
  /// The shear of x by y (and rotation) term.
  public var c: CGFloat
  /// The y scale (and rotation) term.
  public var d: CGFloat
  /// The x translation.
  public var tx: CGFloat
  /// The y translation.
  public var ty: CGFloat

  /// Makes a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Makes the identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// Matches CoreGraphics: the transform that changes nothing.
  public static let identity = CGAffineTransform()

  /// Matches CoreGraphics: a translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Matches CoreGraphics: a scale about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Matches CoreGraphics: a rotation about the origin by `angle` radians, clockwise on screen.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether the transform is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// The transform `self` followed by `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// Matches CoreGraphics: the translation is applied before the existing transform.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// Matches CoreGraphics: the scale is applied before the existing transform.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// Matches CoreGraphics: the rotation is applied before the existing transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// Matches CoreGraphics: a singular matrix is returned unchanged.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant)
  }

  /// True when the transform maps axis-aligned rectangles onto axis-aligned rectangles.
  package var isRectilinear: Bool { (b == 0 && c == 0) || (a == 0 && d == 0) }

  /// True when the transform only moves things.
  package var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
}

extension CGPoint {
  /// Matches CoreGraphics: the point transformed, translation included.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// Matches CoreGraphics: the size is transformed as a vector, without the translation.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// Matches CoreGraphics: the smallest rectangle that contains the transformed corners.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if t.isIdentity { return self }
    if t.b == 0 && t.c == 0 {
      // Scale and translation only: edge by edge, so that an infinite rectangle stays infinite
      // rather than meeting 0 × ∞ = NaN in the other axis.
      let x = (minX * t.a + t.tx, maxX * t.a + t.tx)
      let y = (minY * t.d + t.ty, maxY * t.d + t.ty)
      return CGRect(
        x: Swift.min(x.0, x.1), y: Swift.min(y.0, y.1), width: abs(x.1 - x.0),
        height: abs(y.1 - y.0))
    }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }
}
