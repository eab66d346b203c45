/// The object that stores, draws and animates what a view shows, as Core Animation's `CALayer`.
///
/// Matches Core Animation: layers form a tree (``sublayers``, ``superlayer``); every view is
/// backed by one, and a view's layer's sublayers are its subviews' layers plus the layers code
/// added, in order. Geometry and appearance live here, so `view.layer.cornerRadius = 12` and
/// `view.frame` are two views of the same state. The renderer draws ``presentation()``: the
/// model plus running animations.
///
/// A layer that backs a view animates only inside `UIView.animate` blocks, as in UIKit. A
/// free-standing layer animates its changes implicitly once it has been drawn, as Core
/// Animation does: see ``action(forKey:)`` and ``CATransaction``.
@preconcurrency @MainActor
open class CALayer: NSObject {
  // Exclusivity checks are off on the stored properties that drawing, layout and hit testing
  // touch for every layer: each is read plainly or changed by a short, non-reentrant write, as
  // `UIView.storedSubviews` is. Their `package` access (UIKit reads them for every view it moves
  // or draws) keeps the optimiser from proving that itself, as it did while both were one
  // module, and the checks cost a tenth of a frame's work.

  /// The model values.
  @exclusivity(unchecked) @usableFromInline package final var modelState = LayerState()
  /// The presented values while animations run (``isPresenting``); otherwise an empty state.
  /// Not an optional: comparing or testing an optional state copies all of it, and every
  /// animated layer is compared each frame.
  @exclusivity(unchecked) package private(set) final var presentedState = LayerState()
  /// Whether animations present values other than the model's, in ``presentedState``.
  @exclusivity(unchecked) package private(set) final var isPresenting = false
  /// The presented values while animations run; `nil` means the model is on screen. A copy:
  /// code run every frame reads ``presentedState`` in place.
  package final var presented: LayerState? {
    get { isPresenting ? presentedState : nil }
    set {
      if let newValue {
        _ = present(newValue)
      } else {
        isPresenting = false
        presentedState = LayerState()
      }
    }
  }
  /// In-flight additive animations made by `UIView.animate` and transitions, oldest first.
  @exclusivity(unchecked) package final var animations: [PropertyAnimation] = []
  /// Animations added with ``add(_:forKey:)`` (and implicit ones), in the order added.
  @exclusivity(unchecked) final var keyedAnimations: [KeyedAnimation] = []
  /// The view this layer backs, which is its delegate unless code sets another. Matches UIKit:
  /// the layer does not retain its view. The view clears it as it deallocates (a `weak`
  /// reference would slow every retain of the view, see `LayoutItemReference`).
  @exclusivity(unchecked) package final unowned(unsafe) var host: (any LayerHosting)?
  /// Back to front, in the order they were added.
  @exclusivity(unchecked) package final var storedSublayers: [CALayer] = []
  /// Not retained: the superlayer holds this layer in ``storedSublayers`` and clears this when
  /// the layer leaves or the superlayer deallocates (as `storedSuperview`).
  @exclusivity(unchecked) final unowned(unsafe) var storedSuperlayer: CALayer?
  @exclusivity(unchecked) final var storedMask: CALayer?
  /// The layer this one masks, if it is a mask: its changes redraw that layer.
  final weak var maskedLayer: CALayer?
  /// The layer of the window that draws this view's layer as system chrome (its view's
  /// `chromeWindow`'s), kept here so that finding a layer's drawing parent does not load the
  /// owning view for every layer that has none.
  /// Not retained: follows the view's `chromeWindow`, which the window clears.
  @exclusivity(unchecked) package final unowned(unsafe) var chromeHostLayer: CALayer?
  final weak var storedDelegate: CALayerDelegate?
  /// Drawing bookkeeping: stamps and cached items (see `CALayer+Display.swift`).
  @exclusivity(unchecked) package final var displayState = DisplayState()
  /// Identifies the layer's composited image and cached contents across frames.
  package let displayID = DisplayStamp.next()
  /// Whether a free-standing layer waits for ``layoutSublayers()`` (see `CALayer+Layout.swift`).
  @exclusivity(unchecked) final var layoutIsPending = false
  /// Whether the layer has been part of a drawn frame: Core Animation animates implicit changes
  /// of layers that have been committed, not of ones still being set up.
  @exclusivity(unchecked) final var hasBeenDisplayed = false
  /// `contents`, its gravity and scale, and whether the layer must draw again.
  @exclusivity(unchecked) package final var contentsState = ContentsState()

  /// Makes a layer with Core Animation's defaults; views make their own layers.
  public required override init() {
    super.init()
  }

  /// Matches Core Animation's `init(layer:)`: a copy of `layer`'s model values, as used for
  /// presentation layers. Sublayers are not copied.
  public required init(layer: Any) {
    super.init()
    if let layer = layer as? CALayer { modelState = layer.modelState }
  }

  /// Matches Core Animation: a released layer's animations end unfinished, and its sublayers
  /// have no superlayer.
  @MainActor deinit {
    for sublayer in storedSublayers { sublayer.storedSuperlayer = nil }
    if !animations.isEmpty || !keyedAnimations.isEmpty {
      AnimationEngine.shared.layerWillDeallocate(
        ObjectIdentifier(self), animations: animations, keyed: keyedAnimations)
    }
  }

  /// The values on screen now: the model plus running animations.
  package var current: LayerState { isPresenting ? presentedState : modelState }

  /// Presents `state`, unless it is already what is presented; returns whether it changed.
  package final func present(_ state: consuming LayerState) -> Bool {
    if isPresenting && presentedState == state { return false }
    presentedState = state
    isPresenting = true
    return true
  }

  /// A copy of the layer with the values currently on screen, as Core Animation's
  /// `presentation()`: of the same class, with no sublayers.
  open func presentation() -> Self? {
    let copy = Self(layer: self)
    copy.modelState = current
    copy.modelLayer = self
    return copy
  }

  /// Matches Core Animation: the receiver for a model layer, and for a copy made by
  /// ``presentation()``, the layer it shows.
  open func model() -> Self { (modelLayer as? Self) ?? self }

  /// The layer a presentation copy was made from.
  private var modelLayer: CALayer?

  /// Matches Core Animation: a name for finding the layer; not used by drawing.
  open var name: String?

  /// Matches Core Animation: the object asked to draw the layer and for its actions. A view's
  /// layer's delegate is its view.
  open weak var delegate: CALayerDelegate? {
    get { storedDelegate ?? host }
    set { storedDelegate = newValue }
  }

  /// Maps a point from the superlayer's space into this layer's bounds space, for hit
  /// testing. Reads the model geometry in place: an untransformed layer, the common case, needs
  /// no matrix and no copy of the whole state, which keeps a click in a large tree cheap.
  package final func convertFromSuperlayer(_ point: CGPoint) -> CGPoint {
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

  // MARK: Geometry

  /// Matches Core Animation: the layer's own coordinate space, whose origin is what a scroll view
  /// scrolls. Animatable.
  open var bounds: CGRect {
    get { modelState.bounds }
    set {
      // Compared field by field: Foundation's `==` on rectangles is a call, and a layout pass
      // sets the bounds of every view it resizes.
      guard acceptsGeometry(bounds: newValue), !newValue.equals(modelState.bounds) else { return }
      let resized = newValue.size != modelState.bounds.size
      store(\.bounds, newValue, key: "bounds", property: .bounds, invalidatesFreeLayout: resized)
      if resized && needsDisplayOnBoundsChange { setNeedsDisplay() }
    }
  }

  /// Matches Core Animation: where the anchor point sits in the superlayer's coordinates.
  /// Animatable.
  open var position: CGPoint {
    get { modelState.position }
    set {
      guard acceptsGeometry(position: newValue) else { return }
      set(\.position, newValue, key: "position", property: .position)
    }
  }

  /// Matches Core Animation: the layer's place along the z axis. Here it orders siblings when
  /// they are drawn and hit-tested (higher is in front); it does not move the layer. Animatable.
  open var zPosition: CGFloat {
    get { modelState.zPosition }
    set { set(\.zPosition, newValue, key: "zPosition", property: nil) }
  }

  /// Matches Core Animation: the point in unit coordinates that `position` places and `transform`
  /// turns about; (0.5, 0.5) is the centre. Animatable.
  open var anchorPoint: CGPoint {
    get { modelState.anchorPoint }
    set { set(\.anchorPoint, newValue, key: "anchorPoint", property: nil) }
  }

  /// Matches Core Animation: the transform applied about the anchor point. Animatable; only the
  /// affine part is drawn.
  open var transform: CATransform3D {
    get { modelState.transform }
    set { set(\.transform, newValue, key: "transform", property: .transform) }
  }

  /// Matches Core Animation: a transform applied to the sublayers, about the anchor point.
  /// Animatable; only the affine part is drawn.
  open var sublayerTransform: CATransform3D {
    get { modelState.sublayerTransform }
    set { set(\.sublayerTransform, newValue, key: "sublayerTransform", property: nil) }
  }

  /// Matches Core Animation: the affine part of ``transform``.
  open func affineTransform() -> CGAffineTransform { modelState.transform.affine }

  /// Matches Core Animation: sets ``transform`` from an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(m) }

  /// Matches Core Animation: derived from bounds, position, anchor point and transform. Setting
  /// it under a transform other than the identity sets the bounds size and position whose
  /// transformed box is the frame, so the frame reads back as set (see
  /// `LayerGeometry.placement(forFrame:)`).
  open var frame: CGRect {
    get { modelGeometry.frame }
    set {
      // Checked before the size is clamped, which would turn a NaN width into 0.
      let geometry = modelGeometry
      let position = geometry.position(placingOrigin: newValue.origin, size: newValue.size)
      guard acceptsGeometry(position: position, bounds: newValue) else { return }
      let placement = geometry.placement(forFrame: newValue)
      place(
        bounds: CGRect(origin: modelState.bounds.origin, size: placement.size),
        position: placement.position)
    }
  }

  /// Sets the bounds and then the position, as Core Animation's frame setter does through
  /// ``bounds`` and ``position``: a subclass that overrides those setters sees both, and the
  /// delegate is asked for the bounds' action and then the position's, once each and only for
  /// a value that changes.
  ///
  /// A plain view's layer (a `CALayer` itself) whose resize has no action, as outside animation
  /// blocks, tells its view once, after the position: a hand-written `layoutSubviews` or
  /// autoresizing sets the frame of every view it moves, and a second report cost as much as
  /// the first. Pinned views also stop handing the engine the half-set frame in between.
  private func place(bounds: CGRect, position: CGPoint) {
    let boundsChanged = !bounds.equals(modelState.bounds)
    let moved = position != modelState.position
    guard boundsChanged || moved else { return }
    guard type(of: self) == CALayer.self, let host else {
      self.bounds = bounds
      self.position = position
      return
    }
    // The checks the two setters make (a transformed frame can place the layer at NaN).
    guard acceptsGeometry(position: position, bounds: bounds) else { return }
    let resized = bounds.size != modelState.bounds.size
    if boundsChanged {
      let action = host.action(for: self, forKey: "bounds")
      if let action, !(action is NSNull) {
        // The resize animates: each half goes as its setter goes.
        commit(\.bounds, bounds, key: "bounds", action: action, notice: .bounds, host: host)
        if resized && needsDisplayOnBoundsChange { setNeedsDisplay() }
        self.position = position
        return
      }
      modelState.bounds = bounds
    }
    // A bounds change tells the view all that a position change does, and more.
    commit(
      \.position, position, key: "position",
      action: moved ? host.action(for: self, forKey: "position") : nil,
      notice: boundsChanged ? .bounds : .position, host: host)
    if resized && needsDisplayOnBoundsChange { setNeedsDisplay() }
  }

  // MARK: Appearance

  /// Matches Core Animation: 0 (transparent) to 1, applied to the layer and its sublayers as a
  /// group. Animatable.
  open var opacity: Float {
    get { modelState.opacity }
    set { set(\.opacity, min(max(newValue, 0), 1), key: "opacity", property: .opacity) }
  }

  /// Matches Core Animation: a hidden layer and its sublayers are not drawn.
  open var isHidden: Bool {
    get { modelState.isHidden }
    set { setStatic(\.isHidden, newValue, property: .opacity) }
  }

  /// Matches Core Animation: the content and sublayers are clipped to the bounds, with
  /// antialiased rounded corners when ``cornerRadius`` is set.
  open var masksToBounds: Bool {
    get { modelState.masksToBounds }
    set { setStatic(\.masksToBounds, newValue, property: .bounds) }
  }

  /// The colour filling the bounds behind the content. Animatable.
  open var backgroundColor: CGColor? {
    get { modelState.backgroundColor }
    set { set(\.backgroundColor, newValue, key: "backgroundColor", property: .backgroundColor) }
  }

  /// The radius of the rounded corners of the background and border; at least 0. Animatable.
  open var cornerRadius: CGFloat {
    get { modelState.cornerRadius }
    set { set(\.cornerRadius, max(0, newValue), key: "cornerRadius", property: .cornerRadius) }
  }

  /// Matches Core Animation: the corners ``cornerRadius`` rounds, all four by default. The
  /// others stay square, in the background, the border and the clip of ``masksToBounds``.
  open var maskedCorners: CACornerMask {
    get { modelState.maskedCorners }
    set { setStatic(\.maskedCorners, newValue, property: .cornerRadius) }
  }

  /// The width of the border drawn inside the bounds; at least 0. Animatable.
  open var borderWidth: CGFloat {
    get { modelState.borderWidth }
    set { set(\.borderWidth, max(0, newValue), key: "borderWidth", property: .borderWidth) }
  }

  /// The border's colour; `nil` draws no border. Animatable.
  open var borderColor: CGColor? {
    get { modelState.borderColor }
    set { set(\.borderColor, newValue, key: "borderColor", property: .borderColor) }
  }

  /// The shadow's colour, black by default; `nil` draws no shadow.
  open var shadowColor: CGColor? {
    get { modelState.shadowColor }
    set { setStatic(\.shadowColor, newValue, property: .shadowOpacity) }
  }

  /// Matches Core Animation: 0 by default, so no shadow is drawn until it is raised; a layer that
  /// masks to its bounds draws none. Animatable.
  open var shadowOpacity: Float {
    get { modelState.shadowOpacity }
    set {
      set(
        \.shadowOpacity, min(max(newValue, 0), 1), key: "shadowOpacity", property: .shadowOpacity)
    }
  }

  /// How far the shadow is offset from the layer. Animatable.
  open var shadowOffset: CGSize {
    get { modelState.shadowOffset }
    set { set(\.shadowOffset, newValue, key: "shadowOffset", property: .shadowOffset) }
  }

  /// How blurred the shadow is, in points. Animatable.
  open var shadowRadius: CGFloat {
    get { modelState.shadowRadius }
    set { set(\.shadowRadius, max(0, newValue), key: "shadowRadius", property: .shadowRadius) }
  }

  /// Matches Core Animation: the shape of the shadow, in the layer's coordinates; `nil` casts it
  /// from the layer's background (or content). Animatable.
  open var shadowPath: CGPath? {
    get { modelState.shadowPath }
    set { set(\.shadowPath, newValue?.copy(), key: "shadowPath", property: nil) }
  }

  /// Matches Core Animation: the layer's subtree is rendered once into a cached bitmap and
  /// composited from it until something inside changes.
  open var shouldRasterize: Bool {
    get { modelState.shouldRasterize }
    set { setStatic(\.shouldRasterize, newValue, property: .bounds) }
  }

  // MARK: Actions and animations (see CALayer+Animations.swift)

  /// Matches Core Animation: actions by key, consulted after the delegate; map a key to
  /// `NSNull()` to turn its implicit animation off.
  open var actions: [String: CAAction]?

  /// Matches Core Animation: the action for a change of `event`: the delegate's, then
  /// ``actions``', then the class's ``defaultAction(forKey:)``, then, for an animatable property,
  /// an implicit `CABasicAnimation` with the current transaction's duration and curve. `NSNull`
  /// found on the way means no action. A view's layer gets none (its view says `NSNull`).
  open func action(forKey event: String) -> CAAction? {
    if let delegate, let action = delegate.action(for: self, forKey: event) {
      return action is NSNull ? nil : action
    }
    if let action = actions?[event] { return action is NSNull ? nil : action }
    if let action = Self.defaultAction(forKey: event) { return action is NSNull ? nil : action }
    guard LayerKeyPath(event) != nil else { return nil }
    let animation = CABasicAnimation(keyPath: event)
    animation.duration = CATransaction.animationDuration()
    animation.timingFunction =
      CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
    return animation
  }

  /// Matches Core Animation: lays out the sublayers; the default asks the delegate's
  /// `layoutSublayers(of:)`. Override it to place sublayers yourself. Called when the layer
  /// needs layout (``setNeedsLayout()``); do not call it directly.
  open func layoutSublayers() {
    delegate?.layoutSublayers(of: self)
  }

  /// Matches Core Animation: the class's action for `event`; `nil` by default.
  open class func defaultAction(forKey event: String) -> CAAction? { nil }

  // MARK: Drawing (see CALayer+Display.swift)

  /// Matches Core Animation: sets ``contents`` by asking the delegate's `display(_:)`, or, by
  /// default, by drawing with ``draw(in:)``. Called when the layer needs display; do not call
  /// it directly.
  open func display() {
    contentsState.needsDisplay = false
    if let delegate {
      delegate.display(self)
    } else {
      drawContents()
    }
  }

  /// Matches Core Animation: draws the layer's content into `ctx`, in its bounds coordinates;
  /// the default asks the delegate's `draw(_:in:)`.
  open func draw(in ctx: CGContext) {
    delegate?.draw(self, in: ctx)
  }

  /// What the layer draws between its background and its sublayers, in its bounds
  /// coordinates: its ``contents`` placed by gravity. Subclasses that draw shapes, gradients
  /// or text override it. Called only when the content changed.
  package func contentItems(_ state: LayerState) -> [DisplayItem] {
    guard let image = contentsImage else { return [] }
    let size = CGSize(
      width: CGFloat(image.width) / contentsScale, height: CGFloat(image.height) / contentsScale)
    let rect = ImagePlacement.rect(
      for: size, in: state.bounds, gravity: contentsState.gravity)
    return [.image(ImageRun(bitmap: image.bitmap, rect: rect, slot: displayID))]
  }

  // MARK: Hit testing (see CALayer+HitTesting.swift)

  /// Matches Core Animation: the frontmost visible layer in this subtree containing `point`
  /// (in the superlayer's coordinates), or `nil`. Sublayers outside a masking layer's bounds
  /// are not reached.
  open func hitTest(_ point: CGPoint) -> CALayer? {
    let state = current
    guard !state.isHidden, state.opacity > 0 else { return nil }
    let local = point.applying(state.toSuperlayer.inverted())
    if state.masksToBounds && !contains(local) { return nil }
    let toSublayers = state.sublayerMapping?.inverted()
    let inner = toSublayers.map { local.applying($0) } ?? local
    for sublayer in drawingOrder.reversed() {
      if let hit = sublayer.hitTest(inner) { return hit }
    }
    return contains(local) ? self : nil
  }

  /// Matches Core Animation: whether `p` (in the layer's coordinates) is inside its bounds.
  /// `CAShapeLayer` does not override it, as in Core Animation.
  open func contains(_ p: CGPoint) -> Bool {
    current.bounds.contains(p)
  }

  // MARK: Change tracking

  /// Stores a property that is never animated, then records what changed.
  package func setStatic<Value: Equatable>(
    _ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value, property: LayerProperty
  ) {
    guard modelState[keyPath: keyPath] != value else { return }
    modelState[keyPath: keyPath] = value
    if isPresenting { AnimationEngine.shared.refreshPresentation(of: self) }
    modelDidChange(property, host: host)
  }

  /// Stores an animatable property and runs the action for the change, as Core Animation does:
  /// a view's layer asks its view, which animates inside a `UIView.animate` block and answers
  /// `NSNull` outside one; a free-standing layer runs what ``action(forKey:)`` finds.
  ///
  /// Always inlined, so that each setter's key path becomes a direct access to the stored
  /// state instead of a key-path projection at run time.
  @inline(__always)
  package func set<Value: Equatable>(
    _ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value, key: String,
    property: LayerProperty?
  ) {
    guard modelState[keyPath: keyPath] != value else { return }
    store(keyPath, value, key: key, property: property)
  }

  /// ``set(_:_:key:property:)`` for a value known to differ from the stored one.
  /// `invalidatesFreeLayout`: the change invalidates a free-standing layer's layout, as a
  /// resize does in Core Animation (a view's layer leaves that to its view, see
  /// `invalidateLayoutAfterChange()`); said here, where the host is already loaded, because
  /// loading it again retains it.
  @inline(__always)
  package func store<Value>(
    _ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value, key: String,
    property: LayerProperty?, invalidatesFreeLayout: Bool = false
  ) {
    // Only what the change needs is kept of the old state: a copy of the whole state retains
    // every colour and path in it, and a layout pass sets the bounds and position of every
    // view it moves, outside any animation block.
    guard let host else {
      let old = modelState
      modelState[keyPath: keyPath] = value
      runImplicitAction(forKey: key, from: old)
      modelDidChange(property, host: nil)
      if invalidatesFreeLayout { setNeedsLayout() }
      return
    }
    // Asked before the change, as Core Animation asks, so the action sees the old value.
    let action = host.action(for: self, forKey: key)
    commit(keyPath, value, key: key, action: action, notice: property ?? .bounds, host: host)
  }

  /// The rest of a change to a view's layer, its action already asked for: stores `value`, runs
  /// the action (or, without one, refreshes what a running animation presents) and tells the
  /// view `notice`.
  @inline(__always)
  private func commit<Value>(
    _ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value, key: String,
    action: CAAction?, notice: LayerProperty, host: any LayerHosting
  ) {
    modelState[keyPath: keyPath] = value
    if let action, !(action is NSNull) {
      action.run(forKey: key, object: self, arguments: nil)
    } else if isPresenting {
      AnimationEngine.shared.refreshPresentation(of: self)
    }
    host.layerDidChange(notice)
  }

  /// Tells the view (or, for a free-standing layer, the drawing bookkeeping) what changed.
  /// `host` is ``host``, which the caller has already loaded.
  func modelDidChange(_ property: LayerProperty?, host: (any LayerHosting)?) {
    if let host {
      host.layerDidChange(property ?? .bounds)
    } else {
      displayDidChange(placementOnly: property?.isPlacement ?? false)
    }
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
    case .backdrop: "backdrop"
    }
  }

  package static func forKeyPath(_ keyPath: String) -> LayerProperty? {
    allCases.first { $0.keyPath == keyPath }
  }
}
