extension CALayer {
  /// Matches Core Animation: `point` in `layer`'s coordinates mapped into this layer's, through
  /// their common ancestor (both must be in the same tree).
  public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    guard let layer else { return point }
    return point.applying(layer.toRoot).applying(toRoot.inverted())
  }

  /// Matches Core Animation: `point` in this layer's coordinates mapped into `layer`'s.
  public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
    guard let layer else { return point }
    return layer.convert(point, from: self)
  }

  /// Matches Core Animation: `rect` in `layer`'s coordinates mapped into this layer's (the
  /// bounding box when rotated).
  public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
    guard let layer else { return rect }
    return rect.applying(layer.toRoot.concatenating(toRoot.inverted()))
  }

  /// Matches Core Animation: `rect` in this layer's coordinates mapped into `layer`'s.
  public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
    guard let layer else { return rect }
    return layer.convert(rect, from: self)
  }

  /// Maps this layer's coordinates into the root layer's, with the model geometry.
  private var toRoot: CGAffineTransform {
    var transform = CGAffineTransform.identity
    var layer: CALayer? = self
    while let current = layer, let parent = current.storedSuperlayer {
      transform = transform.concatenating(current.modelState.toSuperlayer)
      if let sub = parent.modelState.sublayerMapping { transform = transform.concatenating(sub) }
      layer = parent
    }
    return transform
  }
}
