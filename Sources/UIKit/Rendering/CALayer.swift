/// The object that stores and animates what a view draws, as Core Animation's `CALayer`.
///
/// Matches UIKit: every view is backed by a layer and its geometry and appearance live here, so
/// `view.layer.cornerRadius = 12` and `view.frame` are two views of the same state. Setting a
/// property inside a `UIView.animate` block adds an additive animation; the model value changes
/// at once and the renderer draws ``presentation()``.
///
/// The layer tree mirrors the view tree (a view's sublayers are its subviews' layers);
/// free-standing sublayers are not supported.
@MainActor
open class CALayer: NSObject {
  /// The model values. Plain reads and short writes only, so exclusivity checks are off, as
  /// for `UIView.storedSubviews`: hit testing reads it for every sibling it passes.
  @exclusivity(unchecked) var modelState = LayerState()
  /// The presented values while animations run; `nil` means the model is on screen.
  var presented: LayerState?
  /// In-flight animations, oldest first.
  var animations: [PropertyAnimation] = []
  /// The view this layer backs. Matches UIKit: the layer's delegate is its view, weakly.
  weak var owningView: UIView?

  /// Makes a layer with Core Animation's defaults; views make their own layers.
  public required override init() {
    super.init()
  }

  /// Matches Core Animation: a released layer's animations end unfinished.
  isolated deinit {
    if !animations.isEmpty {
      AnimationEngine.shared.layerWillDeallocate(ObjectIdentifier(self), animations: animations)
    }
  }

  /// The values on screen now: the model plus running animations.
  var current: LayerState { presented ?? modelState }

  /// A copy of the layer with the values currently on screen, as Core Animation's
  /// `presentation()`.
  open func presentation() -> CALayer? {
    let copy = CALayer()
    copy.modelState = current
    return copy
  }

  /// Maps a point from the superlayer's space into this layer's bounds space, for hit
  /// testing. Reads the model geometry in place: an untransformed layer, the common case, needs
  /// no matrix and no copy of the whole state, which keeps a click in a large tree cheap.
  final func convertFromSuperlayer(_ point: CGPoint) -> CGPoint {
    // Only the affine part maps points in the plane (as `toSuperlayer` does).
    guard modelState.transform.affine.isIdentity else {
      return point.applying(modelState.toSuperlayer.inverted())
    }
    let bounds = modelState.bounds
    let anchor = modelState.anchorPoint
    let position = modelState.position
    return CGPoint(
      x: point.x - position.x + bounds.minX + bounds.width * anchor.x,
      y: point.y - position.y + bounds.minY + bounds.height * anchor.y)
  }

  /// The receiver itself. Matches Core Animation for a model layer; a copy made by
  /// ``presentation()`` also returns itself, not the layer it was copied from.
  open func model() -> CALayer { self }

  // MARK: Geometry

  /// Matches Core Animation: the layer's own coordinate space, whose origin is what a scroll view
  /// scrolls. Animatable.
  open var bounds: CGRect {
    get { modelState.bounds }
    set { set(\.bounds, newValue, animating: .bounds) }
  }

  /// Matches Core Animation: where the anchor point sits in the superlayer's coordinates.
  /// Animatable.
  open var position: CGPoint {
    get { modelState.position }
    set { set(\.position, newValue, animating: .position) }
  }

  /// Matches Core Animation: the point in unit coordinates that `position` places and `transform`
  /// turns about; (0.5, 0.5) is the centre.
  open var anchorPoint: CGPoint {
    get { modelState.anchorPoint }
    set { set(\.anchorPoint, newValue, property: .position) }
  }

  /// Matches Core Animation: the transform applied about the anchor point. Animatable; only the
  /// affine part is drawn.
  open var transform: CATransform3D {
    get { modelState.transform }
    set { set(\.transform, newValue, animating: .transform) }
  }

  /// Matches Core Animation: the affine part of ``transform``.
  open func affineTransform() -> CGAffineTransform { modelState.transform.affine }

  /// Matches Core Animation: sets ``transform`` from an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(m) }

  /// Matches Core Animation: derived from bounds, position, anchor point and transform.
  open var frame: CGRect {
    get { modelState.frame }
    set {
      let size = CGSize(width: max(0, newValue.width), height: max(0, newValue.height))
      bounds = CGRect(origin: bounds.origin, size: size)
      position = CGPoint(
        x: newValue.minX + size.width * anchorPoint.x,
        y: newValue.minY + size.height * anchorPoint.y)
    }
  }

  // MARK: Appearance

  /// Matches Core Animation: 0 (transparent) to 1, applied to the layer and its sublayers as a
  /// group. Animatable.
  open var opacity: Float {
    get { modelState.opacity }
    set { set(\.opacity, min(max(newValue, 0), 1), animating: .opacity) }
  }

  /// Matches Core Animation: a hidden layer and its sublayers are not drawn.
  open var isHidden: Bool {
    get { modelState.isHidden }
    set { set(\.isHidden, newValue, property: .opacity) }
  }

  /// Matches Core Animation: sublayers are clipped to the bounds, with rounded corners when
  /// ``cornerRadius`` is set (the corners are aliased here).
  open var masksToBounds: Bool {
    get { modelState.masksToBounds }
    set { set(\.masksToBounds, newValue, property: .bounds) }
  }

  /// The colour filling the bounds behind the content. Animatable.
  open var backgroundColor: CGColor? {
    get { modelState.backgroundColor }
    set { set(\.backgroundColor, newValue, animating: .backgroundColor) }
  }

  /// The radius of the rounded corners of the background and border; at least 0. Animatable.
  open var cornerRadius: CGFloat {
    get { modelState.cornerRadius }
    set { set(\.cornerRadius, max(0, newValue), animating: .cornerRadius) }
  }

  /// The width of the border drawn inside the bounds; at least 0. Animatable.
  open var borderWidth: CGFloat {
    get { modelState.borderWidth }
    set { set(\.borderWidth, max(0, newValue), animating: .borderWidth) }
  }

  /// The border's colour; `nil` draws no border. Animatable.
  open var borderColor: CGColor? {
    get { modelState.borderColor }
    set { set(\.borderColor, newValue, animating: .borderColor) }
  }

  /// The shadow's colour, black by default; `nil` draws no shadow.
  open var shadowColor: CGColor? {
    get { modelState.shadowColor }
    set { set(\.shadowColor, newValue, property: .shadowOpacity) }
  }

  /// Matches Core Animation: 0 by default, so no shadow is drawn until it is raised; a layer that
  /// masks to its bounds draws none. Animatable.
  open var shadowOpacity: Float {
    get { modelState.shadowOpacity }
    set { set(\.shadowOpacity, min(max(newValue, 0), 1), animating: .shadowOpacity) }
  }

  /// How far the shadow is offset from the layer. Animatable.
  open var shadowOffset: CGSize {
    get { modelState.shadowOffset }
    set { set(\.shadowOffset, newValue, animating: .shadowOffset) }
  }

  /// How blurred the shadow is, in points. Animatable.
  open var shadowRadius: CGFloat {
    get { modelState.shadowRadius }
    set { set(\.shadowRadius, max(0, newValue), animating: .shadowRadius) }
  }

  /// Matches Core Animation: the layer's subtree is rendered once into a cached bitmap and
  /// composited from it until something inside changes.
  open var shouldRasterize: Bool {
    get { modelState.shouldRasterize }
    set { set(\.shouldRasterize, newValue, property: .bounds) }
  }

  // MARK: Animations

  /// Matches Core Animation: removed animations end at once and report `finished == false`.
  open func removeAllAnimations() {
    AnimationEngine.shared.removeAnimations(from: self, matching: nil)
  }

  /// Matches Core Animation: removes the animations of the property named `key` (such as
  /// `"opacity"`); they end at once with `finished == false`. Unknown keys are ignored.
  open func removeAnimation(forKey key: String) {
    guard let property = LayerProperty.forKeyPath(key) else { return }
    AnimationEngine.shared.removeAnimations(from: self, matching: property)
  }

  /// The key paths with in-flight animations, as Core Animation names them.
  open func animationKeys() -> [String]? {
    let keys = animations.map(\.property.keyPath)
    return keys.isEmpty ? nil : keys
  }

  // MARK: Change tracking

  /// Stores a property that is never animated, then tells the view what changed.
  private func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value, property: LayerProperty
  ) {
    guard modelState[keyPath: keyPath] != value else { return }
    modelState[keyPath: keyPath] = value
    if presented != nil { AnimationEngine.shared.refreshPresentation(of: self) }
    owningView?.layerDidChange(property)
  }

  /// Stores an animatable property; inside an animation block the change is animated.
  private func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value, animating property: LayerProperty
  ) {
    guard modelState[keyPath: keyPath] != value else { return }
    let old = modelState.vector(for: property)
    modelState[keyPath: keyPath] = value
    AnimationEngine.shared.recordChange(of: property, on: self, from: old)
    owningView?.layerDidChange(property)
  }
}

extension LayerProperty {
  /// Core Animation's key path for the property, used by `animationKeys()`.
  var keyPath: String {
    switch self {
    case .bounds: "bounds"
    case .position: "position"
    case .transform: "transform"
    case .opacity: "opacity"
    case .backgroundColor: "backgroundColor"
    case .cornerRadius: "cornerRadius"
    case .borderWidth: "borderWidth"
    case .borderColor: "borderColor"
    case .shadowOpacity: "shadowOpacity"
    case .shadowRadius: "shadowRadius"
    case .shadowOffset: "shadowOffset"
    }
  }

  static func forKeyPath(_ keyPath: String) -> LayerProperty? {
    allCases.first { $0.keyPath == keyPath }
  }
}
