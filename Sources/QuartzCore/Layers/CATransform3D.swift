/// A 4×4 homogeneous transform, as Core Animation stores `CALayer.transform`.
///
/// The renderer draws in 2-D, so only the affine part (`m11 m12 m21 m22 m41 m42`) reaches the
/// screen; perspective terms are kept so that values round-trip as on iOS.
public struct CATransform3D: Equatable, Hashable, Sendable {
  /// The first row: x scale and shear, and perspective terms that are kept but not drawn.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// The second row: y scale and shear, and perspective terms that are kept but not drawn.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// The third row, for z; kept so values round-trip, not drawn.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// The fourth row: the translation (`m41`, `m42`, and `m43` for z) and `m44`.
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// Makes a transform from all sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// Makes the identity transform.
  public init() {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  static let identity = CATransform3D()

  @inlinable package var affine: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  init(_ t: CGAffineTransform) {
    self.init(
      m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
  }

  /// `self` followed by `other`, in Core Animation's row-vector convention.
  func concatenating(_ o: CATransform3D) -> CATransform3D {
    let l = rows
    let r = o.rows
    var out = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
      for j in 0..<4 {
        out[i][j] = (0..<4).reduce(0) { $0 + l[i][$1] * r[$1][j] }
      }
    }
    return CATransform3D(rows: out)
  }

  private var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  private init(rows m: [[CGFloat]]) {
    self.init(
      m11: m[0][0], m12: m[0][1], m13: m[0][2], m14: m[0][3],
      m21: m[1][0], m22: m[1][1], m23: m[1][2], m24: m[1][3],
      m31: m[2][0], m32: m[2][1], m33: m[2][2], m34: m[2][3],
      m41: m[3][0], m42: m[3][1], m43: m[3][2], m44: m[3][3])
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// Core Animation's C functions, spelled as iOS code calls them.
/// Matches Core Animation: the identity transform.
public let CATransform3DIdentity = CATransform3D()

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Animation: whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Animation: a translation by `tx`, `ty` and `tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D()
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Animation: a scale by `sx`, `sy` and `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Rotation about the axis `(x, y, z)`; the common case `(0, 0, 1)` is a 2-D rotation.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3D() }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  return CATransform3D(
    m11: c + ux * ux * k, m12: uy * ux * k + uz * s, m13: uz * ux * k - uy * s, m14: 0,
    m21: ux * uy * k - uz * s, m22: c + uy * uy * k, m23: uz * uy * k + ux * s, m24: 0,
    m31: ux * uz * k + uy * s, m32: uy * uz * k - ux * s, m33: c + uz * uz * k, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Animation: `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Animation: a translation followed by `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Animation: a scale followed by `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Animation: a rotation about the axis `(x, y, z)` followed by `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Animation: the 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ t: CGAffineTransform) -> CATransform3D {
  CATransform3D(t)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Animation: the affine part of `t`, dropping any perspective and z terms.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Matches Core Animation: whether `t` has no z or perspective terms, so it is exactly affine.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}
