/// The animation blocks running now, and what they make of a view's property changes.
///
/// Matches UIKit: inside `UIView.animate` (or a property animator's animations) a view's layer
/// asks its delegate, the view, for the action of each change (`action(for:forKey:)`), and the
/// view answers with an animation from the old value to the new one in the enclosing block's
/// timing; outside a block it answers `NSNull`, so nothing animates. This is that block stack,
/// and the additive animations it hands QuartzCore's animation engine.
@MainActor
final class ViewAnimationBlocks {
  static let shared = ViewAnimationBlocks()

  private init() {
    ProcessState.register { [unowned self] in self.reset() }
  }

  /// What an enclosing animation block asks of the changes made inside it.
  struct Context {
    var duration: TimeInterval
    var delay: TimeInterval
    var curve: TimingCurve
    var options: UIView.AnimationOptions
    var transaction: AnimationTransaction?
    var driver: AnimationDriver?
    /// The driver's fraction when the block runs, for animators that are already running.
    var driverStartFraction: Double = 0
    /// Inside `UIView.animateKeyframes`: how values between its keyframes are computed.
    var keyframeMode: CAAnimationCalculationMode?
    /// Inside `UIView.addKeyframe`: the keyframe's share of the whole animation.
    var keyframeSpan: ClosedRange<Double>?
  }

  /// `nil` entries are `performWithoutAnimation` scopes. Every frame a layout pass sets asks
  /// whether it animates, so exclusivity checks are off, as for `CALayer.modelState`: only
  /// `perform` changes it, by an append and a removal around the block.
  @exclusivity(unchecked) private var contexts: [Context?] = []
  /// Drivers that own every animation made inside their scope, whichever block makes it: an
  /// interactive transition scrubs the animations its animator makes with `UIView.animate`.
  private var ambientDrivers: [any AnimationDriver] = []

  var currentContext: Context? { contexts.last ?? nil }

  /// Whether changes made now animate: inside an animation block, not a
  /// `performWithoutAnimation` scope. Asked without copying the context out.
  var isInsideAnimationBlock: Bool {
    if case .some(.some) = contexts.last { return true }
    return false
  }

  /// Runs `body` with changes animated as `context` says.
  func perform(_ context: Context?, _ body: () -> Void) {
    contexts.append(context)
    defer { contexts.removeLast() }
    body()
  }

  /// Runs `body` with every animation it makes, at any depth of animation blocks, owned by
  /// `driver`. Matches UIKit's interactive transitions, where everything the animator starts
  /// is paused and scrubbed together.
  func withAmbientDriver(_ driver: any AnimationDriver, _ body: () -> Void) {
    AnimationEngine.shared.register(driver)
    ambientDrivers.append(driver)
    defer { ambientDrivers.removeLast() }
    body()
  }

  /// Forgets every open block, for test isolation.
  func reset() {
    contexts = []
    ambientDrivers = []
  }

  // MARK: Recording changes

  /// Called through a view's layer action after the layer's model value for `property`
  /// changed from `old`. Inside an animation block this adds an additive animation; otherwise
  /// it only refreshes what a layer that is already animating presents.
  func recordChange(of property: LayerProperty, on layer: CALayer, from old: AnimationVector) {
    guard let context = currentContext else {
      if layer.isPresenting { AnimationEngine.shared.refreshPresentation(of: layer) }
      return
    }
    var from = old
    // A block's later change of a property (a later keyframe, or the same property set twice)
    // continues from its earlier one instead of replacing it: what was in flight was replaced
    // by the first change, and the block's own animations end finished.
    let continuesBlock =
      context.transaction != nil
      && layer.animations.contains {
        $0.property == property && $0.transaction === context.transaction
      }
    if context.options.contains(.beginFromCurrentState), !continuesBlock,
      let presented = layer.presented
    {
      from = presented.vector(for: property)
      AnimationEngine.shared.removeAnimations(from: layer, matching: property)
    }
    let delta = from - layer.modelState.vector(for: property)
    guard delta != .zero else { return }
    // Matches UIKit: a block's keyframes of one property make one keyframe animation, which
    // each later keyframe extends.
    var keyframes: KeyframePath?
    if let mode = context.keyframeMode, let span = context.keyframeSpan {
      if let keyframed = layer.animations.first(where: {
        $0.property == property && $0.transaction === context.transaction && $0.keyframes != nil
      }) {
        keyframed.appendKeyframe(delta: delta, over: span)
        AnimationEngine.shared.refreshPresentation(of: layer)
        return
      }
      keyframes = KeyframePath(mode: mode)
      keyframes?.append(delta: delta, over: span)
    }
    let timing = AnimationTiming(
      beginTime: MediaClock.shared.time + context.delay,
      duration: context.duration, curve: context.curve,
      repeats: context.options.contains(.repeat),
      autoreverses: context.options.contains(.autoreverse))
    AnimationEngine.shared.add(
      PropertyAnimation(
        property: property, from: delta, to: .zero, timing: timing,
        transaction: context.transaction,
        allowsUserInteraction: context.options.contains(.allowUserInteraction),
        driver: context.driver ?? ambientDrivers.last,
        driverStartFraction: context.driverStartFraction, keyframes: keyframes),
      to: layer)
  }

  /// Adds an animation that only changes what is presented, leaving the model alone: the
  /// building block of transition styles (a fade, a flip's squash).
  func addPresentationAnimation(
    _ property: LayerProperty, on layer: CALayer, from start: AnimationVector,
    to end: AnimationVector, timing: AnimationTiming, transaction: AnimationTransaction?
  ) {
    AnimationEngine.shared.add(
      PropertyAnimation(
        property: property, from: start, to: end, timing: timing, transaction: transaction,
        allowsUserInteraction: false, driver: ambientDrivers.last),
      to: layer)
  }
}

extension ViewAnimationBlocks {
  /// What a view's layer runs for a change made inside an animation block: an additive
  /// animation from the value before the change, added when the layer runs it (after storing
  /// the new value).
  final class ChangeAction: CAAction {
    let property: LayerProperty
    let old: AnimationVector

    init(property: LayerProperty, old: AnimationVector) {
      self.property = property
      self.old = old
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
      guard let layer = anObject as? CALayer else { return }
      ViewAnimationBlocks.shared.recordChange(of: property, on: layer, from: old)
    }
  }

  /// The action of every change outside an animation block: none. One instance, since a layout
  /// pass asks for every view it moves.
  static let noAction = NSNull()

  /// The action for a change of `key` on a view's layer: see ``ChangeAction``.
  func action(for layer: CALayer, forKey key: String) -> CAAction {
    guard isInsideAnimationBlock, let property = LayerProperty.forKeyPath(key) else {
      return Self.noAction
    }
    return ChangeAction(property: property, old: layer.modelState.vector(for: property))
  }
}
