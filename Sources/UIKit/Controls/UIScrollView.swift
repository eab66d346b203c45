/// A view that shows a larger content area through its bounds, scrolled by the wheel, the
/// trackpad or dragging.
///
/// Matches UIKit: the content offset is the bounds' origin; a drag (the `panGestureRecognizer`)
/// moves it, stretching with a rubber band past the edges; on release it decelerates (or, with
/// paging, settles on a page) and springs back inside. Wheel and trackpad deltas scroll
/// directly, and with paging one notch turns one page. The delegate hears every step.
@preconcurrency @MainActor
open class UIScrollView: UIView, AnimationDriver {
  /// How quickly a flung scroll view slows: the velocity kept per millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of velocity kept per millisecond.
    public let rawValue: CGFloat
    /// Makes a rate from the fraction of velocity kept per millisecond.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Matches UIKit's normal rate, 0.998: a long glide.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// Matches UIKit's fast rate, 0.99: a quick stop.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// What the scroll view is doing on its own, frame by frame.
  enum Motion {
    /// Approaching `target` exponentially, as UIKit's deceleration does; `since` is the time
    /// the offset was last moved.
    case decelerating(target: CGPoint, since: TimeInterval)
    /// An animated `setContentOffset`, or a page settling.
    case animating(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval)
  }

  private(set) var motion: Motion?
  private var dragStartOffset: CGPoint = .zero
  /// Wheel deltas gathered toward the next page, with paging on.
  private var wheelPageAccumulator: CGPoint = .zero

  /// Matches UIKit: told of every scroll, drag and deceleration step. Held weakly.
  open weak var delegate: (any UIScrollViewDelegate)?
  /// The size of the scrollable content; with the insets it sets how far the offset can go.
  open var contentSize: CGSize = .zero {
    didSet {
      setNeedsLayout()
      adjustedContentInsetMayHaveChanged()
      if contentSize != oldValue { contentSizeDidChange() }
    }
  }
  /// Extra scrollable space around the content: the offset may go from `-left`/`-top` to the
  /// content's far edge plus `right`/`bottom`.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { adjustedContentInsetMayHaveChanged() }
  }

  /// How the safe area is added to ``contentInset``, as
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Matches UIKit: as `.scrollableAxes`, and the top and bottom as well for a scroll view
    /// whose controller is shown by a navigation or tab bar controller.
    case automatic = 0
    /// Matches UIKit: the safe area along the axes the content scrolls.
    case scrollableAxes = 1
    /// Matches UIKit: never.
    case never = 2
    /// Matches UIKit: the whole safe area, always.
    case always = 3
  }

  /// Matches UIKit (iOS 11+): `.automatic`, so content under a navigation bar or the home
  /// indicator starts below and above them and can still scroll underneath.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { adjustedContentInsetMayHaveChanged() }
  }

  /// Matches UIKit (iOS 11+): ``contentInset`` plus the safe area insets that
  /// ``contentInsetAdjustmentBehavior`` adds: what the offset's limits use.
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never:
      return contentInset
    case .always:
      (vertical, horizontal) = (true, true)
    case .scrollableAxes:
      vertical = contentSize.height > bounds.height || alwaysBounceVertical
      horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
    case .automatic:
      // Matches UIKit: the scrollable axes, and for backward compatibility the top and bottom
      // too when the scroll view's controller adjusts its scroll views' insets and is shown
      // by a navigation or tab bar controller.
      let owner = nearestViewController
      let adjustsForBars =
        owner.map {
          $0.automaticallyAdjustsScrollViewInsets
            && ($0.navigationController != nil || $0.tabBarController != nil)
        } ?? false
      vertical = adjustsForBars || contentSize.height > bounds.height || alwaysBounceVertical
      horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
    }
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Matches UIKit: called when ``adjustedContentInset`` changes; subclasses call `super`.
  open func adjustedContentInsetDidChange() {
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  private var lastAdjustedContentInset = UIEdgeInsets.zero

  /// Reports a changed adjusted inset; content resting at its top (or left) edge stays there,
  /// as UIKit keeps it.
  private func adjustedContentInsetMayHaveChanged() {
    let old = lastAdjustedContentInset
    let new = adjustedContentInset
    guard new != old else { return }
    lastAdjustedContentInset = new
    var offset = contentOffset
    if offset.y == -old.top { offset.y = -new.top }
    if offset.x == -old.left { offset.x = -new.left }
    contentOffset = offset
    adjustedContentInsetDidChange()
  }

  /// Matches UIKit: the safe area feeds ``adjustedContentInset``.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    adjustedContentInsetMayHaveChanged()
  }

  /// What follows this scroll view's content: the navigation controller whose bar collapses
  /// its large title and shows its scroll-edge look as the content moves.
  weak var scrollObserver: (any ContainerSupport.ScrollObserver)?
  /// Matches UIKit: when `false`, dragging and the wheel do not scroll (`setContentOffset` still
  /// does).
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Matches UIKit: drags and wheel notches settle on multiples of the bounds' size.
  open var isPagingEnabled = false
  /// Matches UIKit: a drag past an edge stretches like a rubber band and springs back; when `false`
  /// the offset stops at the edge.
  open var bounces = true
  /// Matches UIKit: allows vertical dragging (and bouncing) even when the content is not taller
  /// than the bounds.
  open var alwaysBounceVertical = false
  /// Matches UIKit: allows horizontal dragging (and bouncing) even when the content is not wider
  /// than the bounds.
  open var alwaysBounceHorizontal = false
  /// Matches UIKit: whether the vertical indicator shows while the content scrolls.
  open var showsVerticalScrollIndicator = true
  /// Matches UIKit: whether the horizontal indicator shows while the content scrolls.
  open var showsHorizontalScrollIndicator = true
  /// Matches UIKit: how far the vertical indicator keeps from the edges (see
  /// `UIScrollView+Indicators.swift`).
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
    didSet { layOutScrollIndicators() }
  }
  /// Matches UIKit: how far the horizontal indicator keeps from the edges.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
    didSet { layOutScrollIndicators() }
  }
  /// Matches UIKit: whether the indicators keep out of the safe area too (`true`).
  open var automaticallyAdjustsScrollIndicatorInsets = true {
    didSet { layOutScrollIndicators() }
  }
  /// Matches UIKit's style: dark, light or (the default) dark on light content.
  open var indicatorStyle: IndicatorStyle = .default {
    didSet { layOutScrollIndicators() }
  }
  /// The two indicators: layers above the content, faded out while the content rests.
  let scrollIndicators = ScrollIndicators()

  /// Matches UIKit: whether a tap on the status bar (a click on the simulated one here, which
  /// also reaches the content beneath) scrolls this scroll view to the top; only when exactly
  /// one visible scroll view in the window says so.
  open var scrollsToTop = true
  /// Matches UIKit (`true`): a press waits 0.15 s, or until it ends, to see whether it starts a
  /// drag before the content sees it, so a quick drag from a button scrolls without touching
  /// the button. When `false` the content sees the press at once. Either way the scroll view
  /// asks ``touchesShouldBegin(_:with:in:)`` first.
  open var delaysContentTouches = true {
    didSet { contentTouchDelay.isEnabled = delaysContentTouches }
  }
  /// Matches UIKit (`true`): a drag on content that is already tracking the press scrolls and
  /// cancels the content's touch if ``touchesShouldCancel(in:)`` agrees (by default, unless the
  /// content is a control). When `false`, such a drag does not scroll at all.
  open var canCancelContentTouches = true
  /// The recognizer behind ``delaysContentTouches``.
  let contentTouchDelay = ContentTouchDelayGestureRecognizer()

  /// Zoom state: see `UIScrollView+Zooming.swift`.
  var zoom = ZoomState()
  /// A scroll to the top from the status bar is running; its end tells the delegate.
  var isScrollingToTop = false
  /// How quickly a released drag slows down.
  open var decelerationRate: DecelerationRate = .normal

  /// Whether the user is dragging the content.
  public private(set) var isDragging = false
  /// Whether the content is moving on its own after a drag: decelerating, springing back or
  /// settling on a page.
  public private(set) var isDecelerating = false
  /// Whether the pan gesture recognizer is tracking a drag.
  public var isTracking: Bool { panGestureRecognizer.state.isActive }

  /// Matches UIKit: the recognizer that drags the content, attached to the scroll view.
  public let panGestureRecognizer = UIPanGestureRecognizer()
  /// The recognizer that zooms (``pinchGestureRecognizer`` while zooming is possible).
  let zoomingPinch = ZoomingPinchGestureRecognizer()

  /// Makes a scroll view that clips to its bounds, with its pan and pinch gesture recognizers
  /// attached.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's scrolling settings and
  /// content (an empty scroll view for any other coder).
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    setUp()
    (coder as? NibDecoder)?.decodeView(self)
  }

  private func setUp() {
    clipsToBounds = true
    scrollIndicators.install(in: self)
    panGestureRecognizer.addTarget { [unowned self] _ in self.handlePan() }
    addGestureRecognizer(panGestureRecognizer)
    zoomingPinch.addTarget { [unowned self] _ in self.handlePinch() }
    addGestureRecognizer(zoomingPinch)
    addGestureRecognizer(contentTouchDelay)
  }

  /// Matches UIKit: asked before a press reaches `view`, a subview in the content; `false`
  /// keeps the press from it. `true` by default.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  {
    true
  }

  /// Matches UIKit: asked as a drag starts on `view`, content that is already tracking the
  /// press, whether to cancel its touch and scroll (`true`) or let it keep the press and not
  /// scroll (`false`). By default `true` unless `view` is a `UIControl`.
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  /// Matches UIKit: the pan begins over content that is tracking the press only if
  /// ``canCancelContentTouches`` and ``touchesShouldCancel(in:)`` allow it.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    guard gestureRecognizer === panGestureRecognizer else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    for touch in panGestureRecognizer.trackedTouches
    where !touch.isCancelledForView && !touch.isHeldFromView {
      guard let content = touch.view, content !== self, content.isDescendant(of: self) else {
        continue
      }
      guard canCancelContentTouches, touchesShouldCancel(in: content) else { return false }
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Matches UIKit: the content offset is the bounds' origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds = CGRect(origin: newValue, size: bounds.size)
      layOutScrollIndicators()
      delegate?.scrollViewDidScroll(self)
      scrollObserver?.observedScrollViewDidScroll(self)
    }
  }

  /// Moves the content; animated, it eases out over 0.3 seconds and then calls
  /// `scrollViewDidEndScrollingAnimation`.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated else {
      motion = nil
      isScrollingToTop = false
      self.contentOffset = contentOffset
      return
    }
    start(
      .animating(
        from: self.contentOffset, to: contentOffset, start: UIApplication.shared.mediaTime,
        duration: 0.3))
  }

  /// Scrolls the least needed to show `rect` (in content coordinates).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    setContentOffset(clamped(offset), animated: animated)
  }

  // MARK: Limits

  var minimumOffset: CGPoint {
    let insets = adjustedContentInset
    return CGPoint(x: -insets.left, y: -insets.top)
  }

  var maximumOffset: CGPoint {
    let insets = adjustedContentInset
    return CGPoint(
      x: max(minimumOffset.x, contentSize.width + insets.right - bounds.width),
      y: max(minimumOffset.y, contentSize.height + insets.bottom - bounds.height))
  }

  var scrollsHorizontally: Bool {
    maximumOffset.x > minimumOffset.x || alwaysBounceHorizontal
  }

  var scrollsVertically: Bool {
    maximumOffset.y > minimumOffset.y || alwaysBounceVertical
  }

  func clamped(_ offset: CGPoint) -> CGPoint {
    CGPoint(
      x: min(max(offset.x, minimumOffset.x), maximumOffset.x),
      y: min(max(offset.y, minimumOffset.y), maximumOffset.y))
  }

  /// Past an edge, a drag moves the content less and less: UIKit's rubber band.
  private func rubberBanded(_ offset: CGPoint) -> CGPoint {
    guard bounces else { return clamped(offset) }
    func band(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
      let excess = value < low ? value - low : value > high ? value - high : 0
      guard excess != 0, dimension > 0 else { return value }
      return (excess < 0 ? low : high) + Self.rubberBand(excess, dimension: dimension)
    }
    return CGPoint(
      x: scrollsHorizontally
        ? band(offset.x, minimumOffset.x, maximumOffset.x, bounds.width) : contentOffset.x,
      y: scrollsVertically
        ? band(offset.y, minimumOffset.y, maximumOffset.y, bounds.height) : contentOffset.y)
  }

  /// How far content dragged `excess` points past an edge moves: less and less, never more
  /// than `dimension`, as UIKit's rubber band stretches. Keeps the sign of `excess`.
  static func rubberBand(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    let stretched = (1 - 1 / (abs(excess) * 0.55 / dimension + 1)) * dimension
    return excess < 0 ? -stretched : stretched
  }

  // MARK: Dragging

  private func handlePan() {
    switch panGestureRecognizer.state {
    case .began:
      motion = nil
      isDecelerating = false
      isDragging = true
      dragStartOffset = contentOffset
      delegate?.scrollViewWillBeginDragging(self)
    case .changed:
      showScrollIndicators()
      let translation = panGestureRecognizer.translation(in: self)
      contentOffset = rubberBanded(
        CGPoint(x: dragStartOffset.x - translation.x, y: dragStartOffset.y - translation.y))
    case .ended, .cancelled:
      isDragging = false
      endDrag(velocity: panGestureRecognizer.velocity(in: self))
    default:
      break
    }
  }

  /// Decides where a released drag goes: the delegate may move the target.
  private func endDrag(velocity: CGPoint) {
    let perMillisecond = CGPoint(
      x: scrollsHorizontally ? -velocity.x / 1000 : 0,
      y: scrollsVertically ? -velocity.y / 1000 : 0)
    var target =
      isPagingEnabled
      ? pageTarget(velocity: perMillisecond)
      : restingOffset(
        proposed: projectedTarget(perMillisecond),
        velocity: CGPoint(x: perMillisecond.x * 1000, y: perMillisecond.y * 1000))
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: perMillisecond, targetContentOffset: pointer)
    }
    target = clamped(target)
    let moves = hypot(target.x - contentOffset.x, target.y - contentOffset.y) > 0.5
    delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
    guard moves else { return }
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    if contentOffset != clamped(contentOffset) || isPagingEnabled {
      // Springing back from a rubber band, or settling on a page, is quick, as in UIKit.
      start(
        .animating(
          from: contentOffset, to: target, start: UIApplication.shared.mediaTime, duration: 0.35))
    } else {
      start(.decelerating(target: target, since: UIApplication.shared.mediaTime))
    }
  }

  /// Where the content comes to rest if it keeps `decelerationRate` of its velocity each
  /// millisecond: the sum of a geometric series.
  private func projectedTarget(_ velocity: CGPoint) -> CGPoint {
    let rate = decelerationRate.rawValue
    let travel = rate / (1 - rate)
    return CGPoint(
      x: contentOffset.x + velocity.x * travel, y: contentOffset.y + velocity.y * travel)
  }

  /// With paging: the page the drag was heading for (a quick flick turns the page).
  private func pageTarget(velocity: CGPoint) -> CGPoint {
    func page(_ offset: CGFloat, _ start: CGFloat, _ size: CGFloat, _ velocity: CGFloat) -> CGFloat
    {
      guard size > 0 else { return offset }
      let start = (start / size).rounded()
      var index = (offset / size).rounded()
      if abs(velocity) > 0.3 { index = velocity > 0 ? start + 1 : start - 1 }
      return index * size
    }
    return CGPoint(
      x: page(contentOffset.x, dragStartOffset.x, bounds.width, velocity.x),
      y: page(contentOffset.y, dragStartOffset.y, bounds.height, velocity.y))
  }

  // MARK: Wheel

  /// Scrolls by a wheel or trackpad delta; returns `false` when this scroll view cannot move
  /// that way, so an enclosing one can.
  override func scrollWheel(by delta: CGPoint) -> Bool {
    guard isScrollEnabled else { return false }
    let horizontal = scrollsHorizontally && delta.x != 0
    let vertical = scrollsVertically && delta.y != 0
    guard horizontal || vertical else { return false }
    showScrollIndicators()
    if isPagingEnabled {
      wheelPageAccumulator.x += delta.x
      wheelPageAccumulator.y += delta.y
      guard motion == nil, abs(wheelPageAccumulator.x) + abs(wheelPageAccumulator.y) >= 1 else {
        return true
      }
      let step = CGPoint(
        x: horizontal ? (wheelPageAccumulator.x > 0 ? bounds.width : -bounds.width) : 0,
        y: vertical ? (wheelPageAccumulator.y > 0 ? bounds.height : -bounds.height) : 0)
      wheelPageAccumulator = .zero
      let current = CGPoint(
        x: bounds.width > 0 ? (contentOffset.x / bounds.width).rounded() * bounds.width : 0,
        y: bounds.height > 0 ? (contentOffset.y / bounds.height).rounded() * bounds.height : 0)
      setContentOffset(
        clamped(CGPoint(x: current.x + step.x, y: current.y + step.y)), animated: true)
      return true
    }
    motion = nil
    contentOffset = clamped(
      CGPoint(
        x: contentOffset.x + (horizontal ? delta.x : 0),
        y: contentOffset.y + (vertical ? delta.y : 0)))
    return true
  }

  /// Matches UIKit: lays out the subviews, taking the content size from
  /// ``contentLayoutGuide`` first where constraints set it.
  open override func layoutSubviews() {
    adoptContentLayoutGuideSize()
    super.layoutSubviews()
  }

  // MARK: Motion, frame by frame

  private func start(_ motion: Motion) {
    isScrollingToTop = false
    self.motion = motion
    AnimationEngine.shared.register(self)
    UIApplication.shared.setNeedsFrame()
  }

  package var needsFrames: Bool { motion != nil }

  package func progress(of animation: PropertyAnimation, at time: TimeInterval) -> Double { 1 }

  package func frameDidAdvance(to time: TimeInterval) {
    guard let motion else { return }
    showScrollIndicators()
    switch motion {
    case .decelerating(let target, let since):
      // Exponential approach: the distance left shrinks by the rate each millisecond of the
      // time since the last frame, so it slows the same whatever the frame rate.
      let keep = pow(decelerationRate.rawValue, CGFloat(1000 * max(0, time - since)))
      self.motion = .decelerating(target: target, since: time)
      let next = CGPoint(
        x: target.x + (contentOffset.x - target.x) * keep,
        y: target.y + (contentOffset.y - target.y) * keep)
      if hypot(next.x - target.x, next.y - target.y) < 0.5 {
        finish(at: target, decelerating: true)
      } else {
        contentOffset = next
      }
    case .animating(let from, let to, let start, let duration):
      let fraction = duration > 0 ? min(1, (time - start) / duration) : 1
      let eased = CGFloat(TimingCurve.easeOut.progress(at: fraction, duration: duration))
      if fraction >= 1 {
        finish(at: to, decelerating: isDecelerating)
      } else {
        contentOffset = CGPoint(
          x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
      }
    }
  }

  private func finish(at offset: CGPoint, decelerating: Bool) {
    motion = nil
    contentOffset = offset
    if decelerating {
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    } else if isScrollingToTop {
      isScrollingToTop = false
      delegate?.scrollViewDidScrollToTop(self)
    } else {
      delegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  // MARK: Overridable (declared here: Swift cannot override what an extension declares)

  /// Where a released drag that would rest at `proposed` rests instead, before the delegate's
  /// `scrollViewWillEndDragging` may move it; `velocity` is the content's, in points per
  /// second. A collection view asks its layout here.
  func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

  /// Matches UIKit: shows the indicators for a moment, then fades them out, as a scroll view
  /// does when it first appears with more content than fits.
  open func flashScrollIndicators() {
    showScrollIndicators()
  }

  /// Matches UIKit: zooms so that `rect` (in the view for zooming's coordinates) fills the
  /// visible area as far as the limits allow, centred.
  open func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0 else { return }
    let scale = min(bounds.width / rect.width, bounds.height / rect.height)
    zoom(
      to: scale, keeping: CGPoint(x: rect.midX * zoom.scale, y: rect.midY * zoom.scale),
      at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
  }

  /// Matches UIKit: zooms to `scale`, clamped to the limits, about the middle of the visible
  /// area; animated over 0.3 seconds if asked. The view for zooming is scaled with its
  /// `transform`, placed at the content's origin, and the content size follows it.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    zoom(
      to: scale, keeping: CGPoint(x: contentOffset.x + middle.x, y: contentOffset.y + middle.y),
      at: middle, animated: animated)
  }
}
