/// The four values that place a layer in its superlayer: bounds, position, anchor point and
/// the affine part of the transform.
///
/// Plain values without references, so copying them costs nothing. A layer builds one from its
/// stored state field by field (`CALayer.modelGeometry`) instead of asking the whole
/// `LayerState` for its frame: a method called on a class's stored state copies the state
/// first, retaining every colour and path in it, and a layout pass reads and sets the frames
/// of every view it moves.
@usableFromInline
package struct LayerGeometry {
  @usableFromInline package var bounds: CGRect
  @usableFromInline package var position: CGPoint
  @usableFromInline package var anchorPoint: CGPoint
  @usableFromInline var affine: CGAffineTransform

  @inlinable
  init(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, affine: CGAffineTransform) {
    self.bounds = bounds
    self.position = position
    self.anchorPoint = anchorPoint
    self.affine = affine
  }

  /// Matches Core Animation: the frame is the transformed bounds around the anchor point.
  var frame: CGRect {
    if affine.isIdentity { return untransformedFrame }
    let anchorOffset = CGPoint(
      x: bounds.width * anchorPoint.x, y: bounds.height * anchorPoint.y)
    let local = CGRect(
      x: -anchorOffset.x, y: -anchorOffset.y, width: bounds.width, height: bounds.height)
    return local.applying(affine).offsetBy(dx: position.x, dy: position.y)
  }

  /// The frame without the transform: the bounds' size, placed by the anchor point.
  @inlinable package var untransformedFrame: CGRect {
    CGRect(
      x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
      width: bounds.width, height: bounds.height)
  }

  /// The position that puts the top-left corner of an untransformed `size` at `origin`, by the
  /// anchor point: the inverse of ``untransformedFrame``.
  @inlinable package func position(placingOrigin origin: CGPoint, size: CGSize) -> CGPoint {
    CGPoint(x: origin.x + size.width * anchorPoint.x, y: origin.y + size.height * anchorPoint.y)
  }

  /// The bounds size and position that make ``frame`` equal `frame` under the current
  /// transform and anchor point, as Core Animation's frame setter finds them.
  ///
  /// The transformed box of a `w × h` bounds is `|a|w + |c|h` wide and `|b|w + |d|h` high, so
  /// the size solves that pair of equations: exact for scales, flips and quarter turns, and for
  /// any rotation whose box can have the frame's shape. Where none can (a 45° turn of equal
  /// scales, or a frame too thin for the rotation), the size is kept and the box is centred on
  /// the frame.
  func placement(forFrame frame: CGRect) -> (size: CGSize, position: CGPoint) {
    let width = max(0, frame.width)
    let height = max(0, frame.height)
    // Untransformed, the frame places the layer directly; that also keeps an infinite frame's
    // position finite, where centring the box would subtract infinity from itself.
    guard !affine.isIdentity else {
      let size = CGSize(width: width, height: height)
      return (size, position(placingOrigin: frame.origin, size: size))
    }
    let (a, b, c, d) = (abs(affine.a), abs(affine.b), abs(affine.c), abs(affine.d))
    let determinant = a * d - c * b
    let solved = CGSize(
      width: (width * d - height * c) / determinant,
      height: (height * a - width * b) / determinant)
    let size =
      abs(determinant) > 1e-9 && solved.width >= -1e-9 && solved.height >= -1e-9
      ? CGSize(width: max(0, solved.width), height: max(0, solved.height)) : bounds.size
    var placed = self
    placed.bounds.size = size
    placed.position = .zero
    let box = placed.frame
    return (size, CGPoint(x: frame.midX - box.midX, y: frame.midY - box.midY))
  }
}

extension LayerState {
  /// The state's placement in its superlayer.
  var geometry: LayerGeometry {
    LayerGeometry(
      bounds: bounds, position: position, anchorPoint: anchorPoint, affine: transform.affine)
  }

  /// Matches Core Animation: the frame is the transformed bounds around the anchor point.
  var frame: CGRect { geometry.frame }
}

extension CALayer {
  /// The model's placement, read field by field from the stored state (see `LayerGeometry`).
  @inlinable package var modelGeometry: LayerGeometry {
    LayerGeometry(
      bounds: modelState.bounds, position: modelState.position,
      anchorPoint: modelState.anchorPoint, affine: modelState.transform.affine)
  }
}
