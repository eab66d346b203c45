/// A layer that draws its sublayers several times, each copy moved by a transform, as Core
/// Animation's `CAReplicatorLayer`.
///
/// Matches Core Animation for ``instanceCount`` and ``instanceTransform`` (copy *n* is drawn
/// through the transform applied *n* times, about the anchor point). Colour offsets and
/// `instanceDelay` are stored but not applied here.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
  /// Matches Core Animation: how many copies are drawn, 1 by default.
  open var instanceCount: Int {
    get { modelState.replicator.instanceCount }
    set { set(\.replicator.instanceCount, max(0, newValue), key: "instanceCount", property: nil) }
  }

  /// Matches Core Animation: the transform between one copy and the next. Animatable.
  open var instanceTransform: CATransform3D {
    get { modelState.replicator.instanceTransform }
    set { set(\.replicator.instanceTransform, newValue, key: "instanceTransform", property: nil) }
  }

  /// Stored for source compatibility: copies are not delayed here.
  open var instanceDelay: TimeInterval = 0
  /// Stored for source compatibility: copies are not tinted here.
  open var instanceColor: CGColor? {
    get { modelState.replicator.instanceColor }
    set { set(\.replicator.instanceColor, newValue, key: "instanceColor", property: nil) }
  }
  /// Stored for source compatibility: copies are not tinted here.
  open var instanceAlphaOffset: Float {
    get { modelState.replicator.instanceAlphaOffset }
    set {
      set(\.replicator.instanceAlphaOffset, newValue, key: "instanceAlphaOffset", property: nil)
    }
  }
}

/// A layer that only groups its sublayers, as Core Animation's `CATransformLayer`: its own
/// background, border and contents are not drawn. Sublayers are flattened into the plane here.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {}
