import Foundation

extension NSValue {
  /// The type encoding the transform is stored with: sixteen doubles. Linux's `NSValue` stores
  /// arrays but not structures, so it is not Core Animation's `{CATransform3D=dddd…}`.
  static let caTransform3DType = "[16d]"

  /// Matches Core Animation: a value holding `t`, as animations' `fromValue` and `values` take
  /// transforms in Objective-C-era code.
  public convenience init(caTransform3D t: CATransform3D) {
    var matrix = [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ].map(Double.init)
    self.init(bytes: &matrix, objCType: Self.caTransform3DType)
  }

  /// Matches Core Animation: the transform the value holds; the identity for a value made
  /// from something else.
  public var caTransform3DValue: CATransform3D {
    guard holdsCATransform3D else { return CATransform3DIdentity }
    var m = [Double](repeating: 0, count: 16)
    m.withUnsafeMutableBytes { getValue($0.baseAddress!) }
    return CATransform3D(
      m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
      m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
  }

  /// Whether the value was made with `init(caTransform3D:)`.
  var holdsCATransform3D: Bool {
    String(cString: objCType) == Self.caTransform3DType
  }
}
