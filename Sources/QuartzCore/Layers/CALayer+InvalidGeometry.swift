extension NSExceptionName {
  /// Core Animation's exception for a NaN in a layer's position or bounds; UIKit has no constant
  /// for it, so it is internal here and tests compare the raw value.
  package static let layerInvalidGeometry = NSExceptionName("CALayerInvalidGeometry")
}

extension CALayer {
  /// Matches Core Animation: a position or bounds containing NaN raises `CALayerInvalidGeometry`
  /// with its message, and the layer keeps its geometry. Infinite values are accepted, as there.
  ///
  /// Inlined, with the raising out of line: every view a layout pass moves or resizes comes
  /// through here, and the call with its optional arguments cost more than the four tests.
  @inline(__always)
  package func acceptsGeometry(position: CGPoint? = nil, bounds: CGRect? = nil) -> Bool {
    if let position, position.x.isNaN || position.y.isNaN {
      rejectGeometry(position: position)
      return false
    }
    if let bounds,
      bounds.origin.x.isNaN || bounds.origin.y.isNaN || bounds.size.width.isNaN
        || bounds.size.height.isNaN
    {
      rejectGeometry(bounds: bounds)
      return false
    }
    return true
  }

  /// Raises Core Animation's exception for a position with NaN in it.
  @inline(never)
  private func rejectGeometry(position: CGPoint) {
    UIKitException.raise(
      .layerInvalidGeometry,
      "CALayer position contains NaN: [\(Self.format(position.x)) \(Self.format(position.y))]")
  }

  /// Raises Core Animation's exception for bounds with NaN in them.
  @inline(never)
  private func rejectGeometry(bounds: CGRect) {
    UIKitException.raise(
      .layerInvalidGeometry,
      "CALayer bounds contains NaN: [\(Self.format(bounds.origin.x)) "
        + "\(Self.format(bounds.origin.y)); \(Self.format(bounds.size.width)) "
        + "\(Self.format(bounds.size.height))]")
  }

  /// A number as Core Animation's messages print it (`%g`): `0`, `75.75`, `nan`.
  private static func format(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
  }
}
