/// A rectangular area on screen, and the node of the view hierarchy.
///
/// Matches UIKit: geometry and appearance are stored in the backing ``layer``; subviews are
/// drawn in order on top of their superview; a view that is a view controller's root view
/// forwards the controller's layout and appearance callbacks. The hierarchy lives in
/// `UIView+Hierarchy.swift`, geometry in `UIView+Geometry.swift`, layout in
/// `UIView+Layout.swift` and drawing in `UIView+Display.swift`.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// Matches UIKit: subclasses pick their layer's class; it must be `CALayer` or a subclass.
  open class var layerClass: AnyClass { CALayer.self }

  private let backingLayer: CALayer
  /// The layer that stores this view's geometry and appearance.
  public var layer: CALayer { backingLayer }

  /// Back to front. Like `isUserInteractionEnabled` and the layer's model state, it is read for
  /// every sibling a click passes, and only ever changed by short, non-reentrant mutations, so
  /// the runtime's exclusivity check (a thread-local lookup on each access) is switched off:
  /// it was a third of the time of a click in a 10,000-view tree (`make bench`, benchmark 6).
  @exclusivity(unchecked) var storedSubviews: [UIView] = []
  /// Not retained: the superview holds this view in ``storedSubviews`` and clears this when the
  /// view leaves or the superview deallocates. A `weak` reference would send every retain and
  /// release of the superview down the runtime's slow path (see `LayoutItemReference`).
  unowned(unsafe) var storedSuperview: UIView?
  /// The controller whose root view this is. Matches UIKit: not retained by the view.
  ///
  /// Every view's layout pass asks for it three times (traits, safe area, the controller's
  /// layout callbacks) and nearly every view has none; a flag answers those without a weak load.
  var owningViewController: UIViewController? {
    get { hasOwningViewController ? weakOwningViewController : nil }
    set {
      weakOwningViewController = newValue
      hasOwningViewController = newValue != nil
    }
  }
  private weak var weakOwningViewController: UIViewController?
  private var hasOwningViewController = false

  /// Layout and display bookkeeping, see `UIView+Layout.swift` and `UIView+Display.swift`.
  var layoutState = LayoutState()
  /// The traits last reported, to report real changes only.
  var lastTraitCollection: UITraitCollection?
  /// Auto Layout bookkeeping, see `Layout/UIView+Constraints.swift`. Read for every view a
  /// layout pass moves (its guides follow it) and changed by short appends and removals only,
  /// so exclusivity checks are off, as for `storedSubviews`.
  @exclusivity(unchecked) var constraintState = ConstraintState()
  var installedConstraints: [NSLayoutConstraint] {
    get { constraintState.installed }
    set { constraintState.installed = newValue }
  }
  /// The window that draws this view as system chrome (the status bar), outside its subviews.
  /// Not retained: the window owns its chrome views and clears this as it deallocates.
  unowned(unsafe) var chromeWindow: UIWindow? {
    didSet { layer.chromeHostLayer = chromeWindow?.layer }
  }
  /// The motion effects added to the view, see `Motion/UIView+MotionEffects.swift`.
  var motionEffectList: [UIMotionEffect] = []
  /// The interactions added to the view, see `UIView+Interactions.swift`.
  var interactionList: [any UIInteraction] = []
  /// What the large content viewer shows for this view, made when one is first set; see
  /// `Accessibility/LargeContentViewer/`.
  var largeContent: LargeContent?

  /// Matches UIKit: a view with the given frame, backed by a new layer of ``layerClass``.
  public init(frame: CGRect) {
    backingLayer = UIView.makeLayer(for: Self.self)
    super.init()
    backingLayer.host = self
    backingLayer.contentsState.needsDisplay = true
    self.frame = frame
  }

  /// Matches UIKit: a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Matches UIKit's decoding initializer: a view made from an Interface Builder file takes its
  /// frame, appearance, subviews and constraints from the coder here, so a subclass's
  /// initializer sees them set. With any other coder it makes an empty view.
  public required init?(coder: NSCoder) {
    backingLayer = UIView.makeLayer(for: Self.self)
    super.init()
    backingLayer.host = self
    backingLayer.contentsState.needsDisplay = true
    (coder as? NibDecoder)?.decodeView(self)
  }

  private static func makeLayer(for viewClass: UIView.Type) -> CALayer {
    guard let layerType = viewClass.layerClass as? CALayer.Type else {
      UIKitException.raise(
        .invalidArgumentException,
        "\(viewClass).layerClass must return CALayer or a subclass of it")
      return CALayer()
    }
    return layerType.init()
  }

  /// Matches UIKit: the class and address, the frame, the properties that differ from a plain
  /// view's, and the layer, as `<UILabel: 0x…; frame = (16 20; 288 32.3333); text = 'Hi';
  /// userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>`. See
  /// `UIView+DebugDescription.swift`. Off the main thread, only the class and address.
  open override var description: String {
    guard Thread.isMainThread else { return super.description }
    return MainActor.assumeIsolated { debugDescriptionLine }
  }

  // MARK: Geometry (see UIView+Geometry.swift)

  /// The view's rectangle in its superview's coordinates.
  ///
  /// Matches UIKit: when ``transform`` is not the identity, the frame is the bounding box of the
  /// transformed view, and setting it is best avoided; set ``bounds`` and ``center`` instead.
  open var frame: CGRect {
    get { layer.frame }
    set {
      let oldSize = layer.modelGeometry.bounds.size
      layer.frame = newValue
      boundsSizeDidChange(from: oldSize)
    }
  }

  /// The view's own coordinate space: its origin is what the top-left corner shows.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let oldSize = layer.modelGeometry.bounds.size
      // A negative size becomes 0, and a NaN stays NaN (`<` is false for it), so the layer
      // refuses it with Core Animation's message and nothing changes.
      let width = newValue.width < 0 ? 0 : newValue.width
      let height = newValue.height < 0 ? 0 : newValue.height
      layer.bounds = CGRect(origin: newValue.origin, size: CGSize(width: width, height: height))
      boundsSizeDidChange(from: oldSize)
    }
  }

  /// The centre of the frame, in the superview's coordinates.
  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// Scale, rotation and translation about the centre, applied when drawing.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  // MARK: Appearance

  /// The view's fill colour. Dynamic colours are resolved against ``traitCollection`` and
  /// resolved again when it changes.
  open var backgroundColor: UIColor? {
    didSet { resolveBackgroundColor() }
  }

  /// Matches UIKit: the layer's opacity, as a `CGFloat`.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// Matches UIKit: a hidden view and its subviews are not drawn and take no touches; a stack view
  /// gives hidden arranged subviews no space.
  open var isHidden: Bool {
    get { layer.isHidden }
    set {
      guard newValue != layer.isHidden else { return }
      layer.isHidden = newValue
      storedSuperview?.subviewVisibilityDidChange(self)
    }
  }

  /// Matches UIKit: subviews are clipped to the bounds (and to rounded corners, with an aliased
  /// edge here).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// Stored for source compatibility; drawing does not use it.
  open var isOpaque = true

  /// Matches UIKit: a view that ignores user events hides them from its whole subtree.
  /// (Exclusivity checks off, as for `storedSubviews`.)
  @exclusivity(unchecked) open var isUserInteractionEnabled = true

  /// Matches UIKit: a number for finding the view with ``viewWithTag(_:)``; 0 by default.
  open var tag = 0

  /// The tint set on this view itself (`nil`: inherited); see `UIView+Tint.swift`.
  var storedTintColor: UIColor?
  /// The adjustment mode set on this view itself; see `UIView+Tint.swift`.
  var storedTintAdjustmentMode = TintAdjustmentMode.automatic

  /// Matches UIKit: the first tint set up the superview chain, starting with this view, or the
  /// system blue; dimmed while ``tintAdjustmentMode`` is `.dimmed`. Setting it (or `nil`, to
  /// inherit again) calls ``tintColorDidChange()`` on every view whose tint changed.
  open var tintColor: UIColor! {
    get { resolvedTintColor }
    set { changeTint { $0.storedTintColor = newValue } }
  }

  /// Matches UIKit: the first mode other than `.automatic` up the superview chain, starting
  /// with this view, or `.normal`. A change calls ``tintColorDidChange()`` on every view whose
  /// tint it changed; UIKit dims the presenter while an alert is up.
  open var tintAdjustmentMode: TintAdjustmentMode {
    get { tintState.isDimmed ? .dimmed : .normal }
    set { changeTint { $0.storedTintAdjustmentMode = newValue } }
  }

  /// Matches UIKit: called when this view's tint changed: its own ``tintColor`` or
  /// ``tintAdjustmentMode`` was set, a superview's changed, or the view moved under a superview
  /// with another tint. Does nothing itself; views that draw in the tint override it to
  /// refresh (the view is asked to draw again in any case).
  open func tintColorDidChange() {}

  /// Matches UIKit: `.scaleToFill` unless a subclass says otherwise.
  open var contentMode: ContentMode {
    get { storedContentMode }
    set {
      storedContentMode = newValue
      setNeedsDisplay()
    }
  }

  /// ``contentMode``'s storage, internal and final as ``storedStyleOverride`` is: every size
  /// change reads it.
  final var storedContentMode = ContentMode.scaleToFill

  func resolveBackgroundColor() {
    layer.backgroundColor = backgroundColor?.resolvedColor(with: traitCollection).cgColor
  }

  /// The first view in the subtree (this view included) with the given tag.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in storedSubviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }

  // MARK: Responder chain

  /// Matches UIKit: a root view's next responder is its view controller, any other view's is
  /// its superview.
  open override var next: UIResponder? {
    owningViewController ?? storedSuperview
  }

  // MARK: Hierarchy callbacks (see UIView+Hierarchy.swift)

  /// Matches UIKit: adds `view` on top of the subviews, first removing it from any other superview.
  /// Adding a view to itself or to its own descendant raises `NSInvalidArgumentException`. A
  /// controller's root view entering a visible window gets `viewWillAppear` inside this call.
  /// Open, as on iOS, where views override it to redirect subviews into a content view.
  open func addSubview(_ view: UIView) {
    insert(view, .index(storedSubviews.count))
  }

  /// Matches UIKit: inserts `view` at `index` (clamped to the subviews), as ``addSubview(_:)`` does
  /// otherwise.
  open func insertSubview(_ view: UIView, at index: Int) {
    insert(view, .index(index))
  }

  /// Matches UIKit: if `siblingSubview` is not a subview, `view` goes on top.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insert(view, .above(siblingSubview))
  }

  /// Matches UIKit: if `siblingSubview` is not a subview, `view` goes on top, as
  /// ``addSubview(_:)`` puts it.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insert(view, .below(siblingSubview))
  }

  /// Called before the view moves to a new superview (or `nil`).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview (or was removed from one).
  open func didMoveToSuperview() {}
  /// Called before the view (or an ancestor) moves to a new window (or `nil`).
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view (or an ancestor) moved to a new window (or left one).
  open func didMoveToWindow() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed (or moved to another superview).
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: Layout (see UIView+Layout.swift)

  /// Matches UIKit: places the subviews that constraints lay out at their solved frames;
  /// subclasses position their subviews here, calling `super`. Called by the frame pipeline's
  /// layout step, never directly.
  open func layoutSubviews() {
    applyEngineFrames()
  }

  // MARK: Auto Layout (see Layout/)

  /// A view's constraints, and its place in the layout engine, go with it. What points back
  /// at it without retaining it is cleared first, as a weak reference would read `nil`: its
  /// subviews' superview, its layer's view, its guides' owner and constraints' items.
  @MainActor deinit {
    for subview in storedSubviews { subview.storedSuperview = nil }
    backingLayer.host = nil
    let state = constraintState
    state.itemReference?.itemDidDeallocate()
    let guides = state.guides + state.systemGuides
    for guide in guides where guide.owningView === self { guide.owningView = nil }
    LayoutEngine.shared.viewWillDeallocate(
      ObjectIdentifier(self), installed: state.installed, guides: guides)
  }

  /// Matches UIKit: `true` for views made in code, whose frames (and autoresizing masks) are
  /// turned into constraints; set it to `false` to lay the view out with constraints.
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState.translatesAutoresizingMaskIntoConstraints }
    set {
      guard newValue != layoutState.translatesAutoresizingMaskIntoConstraints else { return }
      layoutState.translatesAutoresizingMaskIntoConstraints = newValue
      LayoutEngine.shared.translatesAutoresizingMaskDidChange(self)
      storedSuperview?.setNeedsLayout()
    }
  }

  /// Matches UIKit: override to add or change constraints, and call `super` last.
  open func updateConstraints() {}

  /// Declared for source compatibility; constraint-based layout runs whether or not a class says it
  /// needs it.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Called when the layout margins change.
  open func layoutMarginsDidChange() {}

  /// Matches UIKit: the view whose first baseline stands for this one in `.firstBaseline`
  /// constraints and baseline-aligned stacks; `self` unless a subclass names a subview, such as
  /// the label that carries a composite view's text.
  open var forFirstBaselineLayout: UIView { self }

  /// Matches UIKit: the view whose last baseline stands for this one in `.lastBaseline`
  /// constraints; `self` unless a subclass names a subview.
  open var forLastBaselineLayout: UIView { self }

  /// Where the first line of text sits below the top; labels override it.
  var firstBaselineOffsetFromTop: CGFloat { 0 }

  /// Where the last line of text sits above the bottom; labels override it.
  var lastBaselineOffsetFromBottom: CGFloat { 0 }

  /// Matches UIKit: a plain view is happy with the size it has.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Matches UIKit: a plain view has no natural size.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Matches UIKit: tells layout that ``intrinsicContentSize`` may have changed.
  open func invalidateIntrinsicContentSize() {
    LayoutEngine.shared.intrinsicContentSizeDidChange(self)
    storedSuperview?.setNeedsLayout()
    storedSuperview?.subviewIntrinsicContentSizeDidChange(self)
    setNeedsLayout()
  }

  /// Whether the view's intrinsic height depends on the width layout gives it (a multi-line
  /// label's): Auto Layout measures it again at its solved width before laying out (see
  /// `LayoutEngine.settleWidthFollowers()`).
  var intrinsicHeightFollowsWidth: Bool { false }

  /// Hook for views in this module whose own size follows a subview's (a button's title).
  func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}

  /// Hook for containers in this module that lay out visible subviews only (stack views).
  func subviewVisibilityDidChange(_ subview: UIView) {}

  /// Hook for subclasses in this module that react to their own size changing.
  func viewBoundsSizeDidChange() {}

  // MARK: Drawing (see UIView+Display.swift)

  /// Appends what the view draws itself, in its bounds coordinates, between its background
  /// and its subviews. Labels and image views override it.
  package func appendContent(to items: inout [DisplayItem], bounds: CGRect) {}

  /// Matches UIKit: override to draw the view's content with Core Graphics
  /// (`UIGraphicsGetCurrentContext()`, `UIBezierPath`, string drawing) in its bounds
  /// coordinates. It is called when the view first shows and after ``setNeedsDisplay()``; the
  /// drawing is kept and placed by ``contentMode`` until then. Drawing outside the bounds is
  /// clipped away. The default draws nothing.
  open func draw(_ rect: CGRect) {
    ViewDrawing.baseDrawWasCalled = true
  }

  // MARK: The layer's delegate (see ViewDrawing.swift)
  //
  // Declared here rather than with the rest of the delegate: iOS code overrides these four,
  // and Swift cannot override what an extension declares.

  /// Matches UIKit: a view's layer gets its contents from the view. By default the view draws
  /// them with ``draw(_:in:)``, which runs ``draw(_:)``, into a bitmap at its bounds' size
  /// (only for a class that draws something). Override it to set `layer.contents` yourself (a
  /// decoded frame, a rendered image) instead; it runs when the layer displays, after
  /// ``setNeedsDisplay()``.
  open func display(_ layer: CALayer) {
    ViewDrawing.display(self, layer: layer)
  }

  /// Matches UIKit: asked to draw its layer into `ctx` (when the layer displays, and for
  /// `layer.draw(in:)` and `render(in:)`), a view runs ``draw(_:)`` for its bounds with `ctx`
  /// as the current context. Override it to draw with the context directly.
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    UIGraphicsPushContext(ctx)
    draw(layer.bounds)
    UIGraphicsPopContext()
  }

  /// Matches UIKit: a view's layout is its layer's. The layout pass lays out the view's layer,
  /// whose `layoutSublayers()` asks this method, and for the view's own layer it runs the
  /// view's layout: its controller's `viewWillLayoutSubviews()`, ``layoutSubviews()``, then
  /// `viewDidLayoutSubviews()`. Override it to place sublayers of your own at the view's new
  /// size, calling `super`, as iOS code does.
  open func layoutSublayers(of layer: CALayer) {
    guard layer === self.layer else { return }
    let controller = owningViewController
    controller?.viewWillLayoutSubviews()
    layoutSubviews()
    controller?.viewDidLayoutSubviews()
  }

  /// Matches UIKit: inside an animation block a change of the view's layer animates from the
  /// old value in the block's timing; outside one it does not, and the search for an action
  /// ends here (`NSNull`). This is how `UIView.animate` reaches the layer, as on iOS. Override
  /// it to give the layer actions of your own, returning `super`'s answer for the rest.
  open func action(for layer: CALayer, forKey event: String) -> CAAction? {
    ViewAnimationBlocks.shared.action(for: layer, forKey: event)
  }

  // MARK: Input (see Events/ and Gestures/)

  /// Takes a wheel or trackpad scroll of `delta` points over the view, returning whether it
  /// did; the scroll goes up the superview chain until a view takes it. Scroll views scroll,
  /// page view controllers turn pages.
  func scrollWheel(by delta: CGPoint) -> Bool { false }

  var storedGestureRecognizers: [UIGestureRecognizer] = []

  /// Matches UIKit's flag. A mouse is one touch, so there is never a second touch to deliver or
  /// withhold; the value is kept for code that sets and reads it.
  open var isMultipleTouchEnabled = false

  /// Matches UIKit's flag: stored; with one mouse there is never another touch to exclude.
  open var isExclusiveTouch = false

  /// Matches UIKit: the recognizers attached to this view, or `nil` if there are none.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
    set {
      for recognizer in storedGestureRecognizers { recognizer.view = nil }
      storedGestureRecognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Matches UIKit: a recognizer belongs to one view; adding it here removes it from another.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    storedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Matches UIKit: detaches a recognizer attached to this view; others are ignored.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }

  /// Matches UIKit: asked, as a recognizer attached to this view tries to leave `.possible`,
  /// whether it may; `false` fails it. `true` by default; `UIScrollView` overrides it for its
  /// pan (see ``UIScrollView/canCancelContentTouches``).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Matches UIKit: plain views cannot take keyboard focus; controls can.
  open var canBecomeFocused: Bool { false }

  /// Whether this view has keyboard focus (Tab moves it).
  open var isFocused: Bool { FocusSystem.focusedView === self }

  /// Hook for views in this module that draw or behave differently as first responder.
  func firstResponderStatusDidChange() {}

  // MARK: Hit testing (see UIView+HitTesting.swift)

  /// Matches UIKit: the deepest visible, interactive descendant containing the point, or
  /// `nil`. Subviews outside the receiver's bounds are not reached.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Matches UIKit: whether `point`, in this view's coordinates, is inside its bounds; hit testing
  /// asks this.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  // MARK: Large content viewer (see Accessibility/LargeContentViewer/)

  /// Matches UIKit (iOS 13): whether a long press shows this view in the large content viewer,
  /// when the view or an ancestor has a ``UILargeContentViewerInteraction``. `false` by default;
  /// the stock bars' buttons set it, as UIKit's do.
  open var showsLargeContentViewer: Bool {
    get { largeContent?.shows ?? false }
    set { largeContent(\.shows, newValue) }
  }

  /// Matches UIKit (iOS 13): the text the large content viewer shows for this view; `nil` by
  /// default, the item's title for the stock bars' buttons.
  open var largeContentTitle: String? {
    get { largeContent?.title }
    set { largeContent(\.title, newValue) }
  }

  /// Matches UIKit (iOS 13): the image the large content viewer shows for this view, above its
  /// title; `nil` by default, the item's image for the stock bars' buttons.
  open var largeContentImage: UIImage? {
    get { largeContent?.image }
    set { largeContent(\.image, newValue) }
  }

  /// Matches UIKit (iOS 13): whether the viewer scales ``largeContentImage`` up to its image
  /// area (`false` by default: shown at its own size). Bar buttons scale their item's image
  /// unless it has a `largeContentSizeImage`, as UIKit does.
  open var scalesLargeContentImage: Bool {
    get { largeContent?.scalesImage ?? false }
    set { largeContent(\.scalesImage, newValue) }
  }

  /// Matches UIKit (iOS 13): insets that move the image within the viewer so that it looks
  /// centred; `.zero` by default.
  open var largeContentImageInsets: UIEdgeInsets {
    get { largeContent?.imageInsets ?? .zero }
    set { largeContent(\.imageInsets, newValue) }
  }

  // MARK: Traits (see Traits/UIViewController+Traits.swift)

  /// Matches UIKit: a root view takes its controller's traits, any other view its superview's,
  /// with this view's style override applied.
  open var traitCollection: UITraitCollection {
    traitCollection(inheritingFromSuperview: storedSuperview?.traitCollection)
  }

  /// This view's traits given its superview's, which a caller walking down the tree already
  /// has (the layout pass), so that no view's traits are computed twice.
  func traitCollection(
    inheritingFromSuperview superviewTraits: @autoclosure () -> UITraitCollection?
  ) -> UITraitCollection {
    let inherited =
      owningViewController?.traitCollection ?? superviewTraits() ?? baseTraitCollection
    guard overrideUserInterfaceStyle != .unspecified else { return inherited }
    return UITraitCollection(traitsFrom: [
      inherited, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle),
    ])
  }

  /// The traits of a view outside any window: those of the list that dequeued it, else the
  /// screen's. Windows add their size classes.
  var baseTraitCollection: UITraitCollection {
    dequeuingList?.traitCollection ?? UIScreen.main.traitCollection
  }

  /// The table or collection view that last dequeued this view. UIKit's cells, headers and
  /// footers have their list's traits while the data source configures them, before they join
  /// it, so that Dynamic Type fonts and dynamic colours resolve as they will show.
  weak var dequeuingList: UIView?

  /// Brings a dequeued view that is not yet shown up to its list's traits before the list
  /// measures it: what the data source put in it (a content configuration's labels) was made
  /// outside any window, and its Dynamic Type fonts must be the list's, not the app's.
  func takeListTraitsBeforeMeasuring() {
    if window == nil { traitsMayHaveChanged() }
  }

  /// Called after the trait collection changed; real changes only, parents before children.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Hook for views in this module whose fonts follow the content size category (see
  /// `UIContentSizeCategoryAdjusting`): called as the traits' category changes, and with the
  /// view's first traits, before `traitCollectionDidChange(_:)`.
  func preferredContentSizeCategoryDidChange() {}

  /// Forces light or dark for this view and its subviews.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedStyleOverride }
    set {
      guard newValue != storedStyleOverride else { return }
      storedStyleOverride = newValue
      traitsMayHaveChanged()
    }
  }

  /// ``overrideUserInterfaceStyle``'s storage. Internal and final: every layout pass reads the
  /// style of each view it lays out, and an open stored property checks exclusivity at run
  /// time on every read, which cost more than the rest of resolving the view's traits.
  final var storedStyleOverride = UIUserInterfaceStyle.unspecified

  /// Matches UIKit: whether the view's content flips in a right-to-left layout; see
  /// ``effectiveUserInterfaceLayoutDirection``. Changing it lays the view out again.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet {
      guard semanticContentAttribute != oldValue else { return }
      layoutDirectionDidChange()
    }
  }

  // MARK: Safe area (see UIView+SafeArea.swift)

  /// Matches UIKit: the part of the view covered by the status bar, the home indicator and
  /// containers' additional insets.
  open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

  /// Called in the layout step when ``safeAreaInsets`` changed; real changes only.
  open func safeAreaInsetsDidChange() {}

  /// A window's own insets (status bar, home indicator), `nil` for any other view: an override
  /// rather than a cast to `UIWindow`, as every view's safe area asks in every layout pass.
  var ownSafeAreaInsets: UIEdgeInsets? { nil }

  // MARK: Overridable (declared here: Swift cannot override what an extension declares)

  /// Matches UIKit: the size the view's constraints give it when asked to be as close to
  /// `targetSize` as the fitting priorities allow; its own frame is set aside meanwhile.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.shared.fittingSize(
      of: self, target: targetSize,
      priorities: (horizontalFittingPriority, verticalFittingPriority))
  }

  /// Matches UIKit:
  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` at the
  /// fitting-size level (50) on both axes.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// A view showing a picture of this view as it is now.
  ///
  /// Matches UIKit: the snapshot does not change when the original does.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    if afterUpdates { layoutIfNeeded() }
    return DisplayListView(snapshotOf: self)
  }

  /// Detaches the view from its superview and window.
  ///
  /// Matches UIKit: a view controller whose root view leaves a visible window gets
  /// `viewWillDisappear` now, inside this call, and `viewDidDisappear` at the end of the
  /// frame (or when the animation that removes it ends).
  open func removeFromSuperview() {
    guard let superview = storedSuperview else { return }
    removeConstraintsCrossing(from: superview)
    let oldWindow = window
    let oldTint = tintState
    willMove(toSuperview: nil)
    if oldWindow != nil {
      AppearanceDispatch.subtreeWillMove(self, from: oldWindow, to: nil)
      notifyWillMove(toWindow: nil)
      resignFirstResponderLeavingWindow()
    }
    superview.willRemoveSubview(self)
    superview.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    layer.removeFromSuperlayer()
    if oldWindow != nil { notifyDidMoveToWindow() }
    didMoveToSuperview()
    tintDidChange(from: oldTint, to: tintState)
    superview.subviewOrderDidChange()
    subtreeDidLeave(superview)
  }

  /// Matches UIKit: moves a subview to the top; anything else is ignored.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = storedSubviews.firstIndex(where: { $0 === view }),
      index != storedSubviews.count - 1
    else { return }
    storedSubviews.append(storedSubviews.remove(at: index))
    layer.insert(view.layer, at: layer.storedSublayers.count)
    subviewOrderDidChange()
  }

  /// Matches UIKit's (and Core Animation's) `layoutIfNeeded`: lays out now, starting from the
  /// topmost ancestor that needs it, so that the receiver ends up with final frames.
  ///
  /// A multi-line label is measured at its solved width before the pass (see
  /// `LayoutEngine.settleWidthFollowers()`), so one pass gives it its final height. A pass can
  /// still move the Auto Layout solution (a `layoutSubviews` that changes constraints): then
  /// the views it moved are laid out again in the same call, at most four passes, as in a
  /// frame's layout step. A view that only asks for layout again during the pass waits for the
  /// next call or frame.
  open func layoutIfNeeded() {
    let engine = LayoutEngine.shared
    for _ in 0..<4 {
      hierarchyRoot.updateConstraintsIfNeeded()
      engine.markMovedViews()
      var root = self
      var ancestor = storedSuperview
      while let current = ancestor {
        if current.layoutState.needsLayout { root = current }
        ancestor = current.storedSuperview
      }
      let generation = engine.generation
      root.layoutSubtreeIfNeeded()
      guard engine.generation != generation else { return }
    }
  }

  /// Matches UIKit: marks the view for layout in the next frame's layout step.
  open func setNeedsLayout() {
    layoutState.needsLayout = true
    markAncestorsSubtreeNeedsLayout()
    UIApplication.shared.setNeedsFrame()
  }

  /// Matches UIKit: makes the first responder resign if it is this view or one of its
  /// descendants (the usual way to dismiss the keyboard from a container). With `force`, it
  /// resigns even if it, or a text field's delegate, would refuse. Returns whether no first
  /// responder is left in the subtree.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let view = FirstResponder.current as? UIView, view.isDescendant(of: self) else {
      return true
    }
    FirstResponder.isForcingResign = force
    defer { FirstResponder.isForcingResign = false }
    return view.resignFirstResponder()
  }

  /// Matches UIKit; the whole view is drawn again.
  open func setNeedsDisplay(_ rect: CGRect) {
    layer.setNeedsDisplay()
  }

  /// Matches UIKit: asks for the view's content to be drawn again (with ``draw(_:)``) before
  /// the next frame is drawn.
  open func setNeedsDisplay() {
    layer.setNeedsDisplay()
  }

  /// Matches UIKit: resizes the view to what `sizeThatFits(_:)` asks for, keeping its origin.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// Matches UIKit: swaps two subviews' places; an index out of range raises `NSRangeException`.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else {
      UIKitException.raise(
        .rangeException, "index \(max(index1, index2)) beyond bounds of subviews")
      return
    }
    storedSubviews.swapAt(index1, index2)
    let first = storedSubviews[index1].layer
    let second = storedSubviews[index2].layer
    if let a = layer.storedSublayers.firstIndex(where: { $0 === first }),
      let b = layer.storedSublayers.firstIndex(where: { $0 === second })
    {
      layer.storedSublayers.swapAt(a, b)
    }
    subviewOrderDidChange()
  }

  /// Matches UIKit: moves a subview to the back; anything else is ignored.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = storedSubviews.firstIndex(where: { $0 === view }), index != 0 else { return }
    storedSubviews.insert(storedSubviews.remove(at: index), at: 0)
    layer.insert(view.layer, at: 0)
    subviewOrderDidChange()
  }

  /// Matches UIKit: the smallest rectangle in this view's coordinates containing `rect` mapped from
  /// `view`'s (the window's for `nil`).
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    guard let view else { return rect.applying(toRootTransform.inverted()) }
    return view.convert(rect, to: self)
  }

  /// Matches UIKit: the smallest rectangle in `view`'s coordinates (the window's for `nil`)
  /// containing the mapped rectangle.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    var transform = toRootTransform
    if let view { transform = transform.concatenating(view.toRootTransform.inverted()) }
    return rect.applying(transform)
  }

  /// Matches UIKit: maps a point from `view`'s coordinates (the window's for `nil`) into this
  /// view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return point.applying(toRootTransform.inverted()) }
    return view.convert(point, to: self)
  }

  /// Matches UIKit: `nil` means the window's coordinates.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = point.applying(toRootTransform)
    guard let view else { return inRoot }
    return inRoot.applying(view.toRootTransform.inverted())
  }

  /// Matches UIKit: runs pending `updateConstraints`, subviews before their superviews.
  open func updateConstraintsIfNeeded() {
    if constraintState.subtreeNeedsUpdateConstraints {
      constraintState.subtreeNeedsUpdateConstraints = false
      for subview in storedSubviews { subview.updateConstraintsIfNeeded() }
    }
    guard constraintState.needsUpdateConstraints else { return }
    constraintState.needsUpdateConstraints = false
    if let controller = owningViewController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  /// Matches UIKit: `updateConstraints` runs in the next layout step, before layout.
  open func setNeedsUpdateConstraints() {
    constraintState.needsUpdateConstraints = true
    markAncestorsNeedUpdateConstraints()
    setNeedsLayout()
  }

  /// Matches UIKit: how strongly the view resists shrinking below its intrinsic size along `axis`.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      constraintState.resistance.horizontal = priority
    } else {
      constraintState.resistance.vertical = priority
    }
    LayoutEngine.shared.intrinsicContentSizeDidChange(self)
  }

  /// Matches UIKit: 750 by default.
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal
      ? constraintState.resistance.horizontal : constraintState.resistance.vertical
  }

  /// Matches UIKit: how strongly the view resists growing beyond its intrinsic size along `axis`.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      constraintState.hugging.horizontal = priority
    } else {
      constraintState.hugging.vertical = priority
    }
    LayoutEngine.shared.intrinsicContentSizeDidChange(self)
  }

  /// Matches UIKit: 250 by default (a label's is 251).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? constraintState.hugging.horizontal : constraintState.hugging.vertical
  }

  /// Matches UIKit: 8 points on every side unless set.
  open var layoutMargins: UIEdgeInsets {
    get { constraintState.layoutMargins }
    set {
      constraintState.directionalLayoutMargins = nil
      setResolvedLayoutMargins(newValue)
    }
  }

  /// Matches UIKit: removes those of `constraints` that are installed on this view, as seed
  /// 003's `view.removeConstraints(view.constraints)` does.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Matches UIKit: deactivates the constraint if it is installed on this view; otherwise does
  /// nothing.
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedView === self else { return }
    constraint.isActive = false
  }

  /// Matches UIKit: activates each constraint.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Matches UIKit: activates the constraint (its items must share this view as ancestor).
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  /// The constraints installed on this view (those whose nearest common ancestor it is).
  open var constraints: [NSLayoutConstraint] { installedConstraints }
}

extension UIView {
  /// How a view fits its content into its bounds, as `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    /// Matches UIKit: the content is stretched to fill the bounds.
    case scaleToFill = 0
    /// Matches UIKit: the content is scaled to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit = 1
    /// Matches UIKit: the content is scaled to cover the bounds, keeping its aspect ratio.
    case scaleAspectFill = 2
    /// Drawn like `.scaleToFill` here.
    case redraw = 3
    /// The content keeps its size, centred.
    case center = 4
    /// The content keeps its size, centred at the top.
    case top = 5
    /// The content keeps its size, centred at the bottom.
    case bottom = 6
    /// The content keeps its size, centred on the left.
    case left = 7
    /// The content keeps its size, centred on the right.
    case right = 8
    /// The content keeps its size, in the top-left corner.
    case topLeft = 9
    /// The content keeps its size, in the top-right corner.
    case topRight = 10
    /// The content keeps its size, in the bottom-left corner.
    case bottomLeft = 11
    /// The content keeps its size, in the bottom-right corner.
    case bottomRight = 12
  }
}

extension UIView.ContentMode {
  /// The layer gravity that places content the same way: UIKit sets a view's layer's
  /// `contentsGravity` from its content mode.
  var contentsGravity: CALayerContentsGravity {
    switch self {
    case .scaleToFill, .redraw: .resize
    case .scaleAspectFit: .resizeAspect
    case .scaleAspectFill: .resizeAspectFill
    case .center: .center
    case .top: .top
    case .bottom: .bottom
    case .left: .left
    case .right: .right
    case .topLeft: .topLeft
    case .topRight: .topRight
    case .bottomLeft: .bottomLeft
    case .bottomRight: .bottomRight
    }
  }
}
