/// Runs every animation in the process against the frame clock.
///
/// The frame pipeline calls ``advance(to:)`` in its second step; it computes each animated
/// layer's presented values and retires finished animations, whose transactions then queue
/// their completions for the deferred step. What starts animations is above it: `CALayer`'s
/// `add(_:forKey:)` and implicit actions, and UIKit's animation blocks, which reach a view's
/// layer through the view's `action(for:forKey:)`.
///
/// Layers are held weakly, as Core Animation's render tree does not keep a released layer
/// alive: a layer that goes away mid-animation (a removed view with a repeating animation, say)
/// ends its animations with `finished == false` from its `deinit`, and stops asking for frames.
@MainActor
package final class AnimationEngine {
  package static let shared = AnimationEngine()

  private init() {
    ProcessState.register { [unowned self] in self.reset() }
  }

  /// Layers in the order they started animating, so that completions run in a stable order.
  private var animatedOrder: [WeakLayer] = []
  private var animatedIDs: Set<ObjectIdentifier> = []
  private struct WeakLayer {
    weak var layer: CALayer?
  }
  /// The animating layers that are still alive, in order.
  private var animatedLayers: [CALayer] { animatedOrder.compactMap(\.layer) }
  private var waiting: [AnimationTransaction] = []
  private var displayLinks: [CADisplayLink] = []
  private struct WeakDriver {
    weak var driver: AnimationDriver?
  }
  private var drivers: [WeakDriver] = []

  package var hasRunningAnimations: Bool {
    !animatedOrder.isEmpty || !waiting.isEmpty
      || drivers.contains { $0.driver?.needsFrames ?? false }
  }
  package var hasDisplayLinks: Bool { displayLinks.contains { !$0.isPaused } }

  /// Adds an additive animation made by a view's animation block or a transition style.
  package func add(_ animation: PropertyAnimation, to layer: CALayer) {
    animation.transaction?.animationStarted()
    layer.animations.append(animation)
    track(layer)
    refreshPresentation(of: layer)
  }

  /// Adds a `CAAnimation` (already copied, its begin time resolved) to a layer.
  func add(_ keyed: KeyedAnimation, to layer: CALayer) {
    keyed.transaction?.animationStarted()
    layer.keyedAnimations.append(keyed)
    track(layer)
    refreshPresentation(of: layer)
    MediaClock.shared.setNeedsFrame()
  }

  private func track(_ layer: CALayer) {
    if animatedIDs.insert(ObjectIdentifier(layer)).inserted {
      animatedOrder.append(WeakLayer(layer: layer))
    }
  }

  /// Matches Core Animation: removed animations stop now; their delegates hear
  /// `finished == false` at the end of the frame.
  func removeKeyedAnimations(from layer: CALayer, where matches: (KeyedAnimation) -> Bool) {
    var removed: [KeyedAnimation] = []
    layer.keyedAnimations.removeAll { entry in
      guard matches(entry) else { return false }
      removed.append(entry)
      return true
    }
    guard !removed.isEmpty else { return }
    refreshPresentation(of: layer)
    for entry in removed where !entry.isFinished { stop(entry, finished: false) }
    forgetIdleLayers()
  }

  /// Tells a keyed animation's delegate and transaction that it stopped.
  private func stop(_ entry: KeyedAnimation, finished: Bool) {
    entry.isFinished = true
    if let delegate = entry.animation.delegate {
      let animation = entry.animation
      MediaClock.shared.deferToEndOfFrame {
        delegate.animationDidStop(animation, finished: finished)
      }
    }
    entry.transaction?.animationEnded(finished: finished)
  }

  /// Keeps a transaction whose animations are all done, but whose minimum duration is not,
  /// until that time comes.
  func waitForCompletion(of transaction: AnimationTransaction) {
    waiting.append(transaction)
  }

  // MARK: Frames

  /// Brings every animation to `time`: presented values, finished animations, display links.
  package func advance(to time: TimeInterval) {
    drivers.removeAll { $0.driver == nil }
    for driver in drivers.compactMap(\.driver) { driver.frameDidAdvance(to: time) }
    for link in displayLinks where !link.isPaused {
      link.fire(at: time)
    }
    displayLinks.removeAll { $0.isInvalidated }
    for layer in animatedLayers {
      // Every animated layer comes here every frame: nothing is removed, and no closure is
      // made, for a layer whose animations all run on.
      var ended: [PropertyAnimation] = []
      if !layer.animations.isEmpty {
        layer.animations.removeAll { animation in
          guard animation.progress(at: time).finished else { return false }
          ended.append(animation)
          return true
        }
      }
      var stopped: [KeyedAnimation] = []
      for entry in layer.keyedAnimations where !entry.isFinished {
        if !entry.hasStarted && time >= entry.animation.beginTime {
          entry.hasStarted = true
          if let delegate = entry.animation.delegate {
            let animation = entry.animation
            MediaClock.shared.deferToEndOfFrame { delegate.animationDidStart(animation) }
          }
        }
        if time >= entry.animation.endTime - 1e-9 { stopped.append(entry) }
      }
      if !stopped.isEmpty {
        layer.keyedAnimations.removeAll { entry in
          stopped.contains { $0 === entry } && entry.animation.isRemovedOnCompletion
        }
      }
      refreshPresentation(of: layer, at: time)
      for animation in ended {
        animation.transaction?.animationEnded(finished: true)
      }
      for entry in stopped { stop(entry, finished: true) }
    }
    forgetIdleLayers()
    waiting.removeAll { $0.completeIfDone(at: time) }
  }

  /// Recomputes a layer's presented values: the model plus each animation's current offset.
  package func refreshPresentation(of layer: CALayer, at time: TimeInterval? = nil) {
    guard !layer.animations.isEmpty || !layer.keyedAnimations.isEmpty else {
      if layer.isPresenting {
        // A moving layer that comes to rest changed only its placement: its composited
        // content (and cached image) stays valid.
        let placementOnly = layer.presentedState.differsOnlyInPlacement(from: layer.modelState)
        layer.presented = nil
        layer.presentationDidChange(placementOnly: placementOnly)
      }
      return
    }
    let now = time ?? MediaClock.shared.time
    var presented = layer.modelState
    if !layer.animations.isEmpty {
      var sums = [AnimationVector?](repeating: nil, count: LayerProperty.allCases.count)
      for animation in layer.animations {
        let index = animation.property.rawValue
        let base = sums[index] ?? layer.modelState.vector(for: animation.property)
        sums[index] = base + animation.offset(at: animation.progress(at: now).progress)
      }
      for property in LayerProperty.allCases {
        if let sum = sums[property.rawValue] { presented.setVector(sum, for: property) }
      }
    }
    for entry in layer.keyedAnimations {
      entry.animation.apply(at: now, to: &presented)
    }
    // A filling animation that holds still changes nothing on screen. Compared where it is
    // kept, then moved in: the state is large, and every animated layer comes here each frame.
    guard layer.present(consume presented) else { return }
    var placementOnly = true
    for animation in layer.animations where !animation.property.isPlacement {
      placementOnly = false
    }
    for entry in layer.keyedAnimations where placementOnly && !entry.isPlacement {
      placementOnly = false
    }
    layer.presentationDidChange(placementOnly: placementOnly)
  }

  /// Matches Core Animation: removed animations end now with `finished == false`.
  package func removeAnimations(from layer: CALayer, matching property: LayerProperty?) {
    var removed: [PropertyAnimation] = []
    layer.animations.removeAll { animation in
      guard property == nil || animation.property == property else { return false }
      removed.append(animation)
      return true
    }
    guard !removed.isEmpty else { return }
    refreshPresentation(of: layer)
    for animation in removed {
      animation.transaction?.animationEnded(finished: false)
    }
    forgetIdleLayers()
  }

  /// Recomputes what a driver's layers present, after it was scrubbed or paused.
  package func refreshPresentations(drivenBy driver: AnimationDriver) {
    for layer in animatedLayers where layer.animations.contains(where: { $0.driver === driver }) {
      refreshPresentation(of: layer)
    }
  }

  /// Lets a driver take part in every frame's animation step.
  package func register(_ driver: AnimationDriver) {
    guard !drivers.contains(where: { $0.driver === driver }) else { return }
    drivers.append(WeakDriver(driver: driver))
  }

  /// Where the properties of a driver's animations rest once they are ended.
  package enum RestingPlace {
    /// The new (model) values, as when the animations complete.
    case end
    /// The values before the animations: the model is moved back.
    case start
    /// Wherever the presentation is now: the model is moved there.
    case current
  }

  /// Ends the animations a driver owns, leaving their properties at `place`.
  package func endAnimations(drivenBy driver: AnimationDriver, at place: RestingPlace) {
    let now = MediaClock.shared.time
    for layer in animatedLayers {
      var ended: [PropertyAnimation] = []
      layer.animations.removeAll { animation in
        guard animation.driver === driver else { return false }
        ended.append(animation)
        return true
      }
      guard !ended.isEmpty else { continue }
      for animation in ended where place != .end {
        let offset =
          place == .start
          ? animation.startOffset : animation.offset(at: animation.progress(at: now).progress)
        var vector = layer.modelState.vector(for: animation.property)
        vector += offset
        layer.modelState.setVector(vector, for: animation.property)
      }
      refreshPresentation(of: layer)
      layer.presentationDidChange(placementOnly: false)
      for animation in ended { animation.transaction?.animationEnded(finished: true) }
    }
    forgetIdleLayers()
  }

  private func forgetIdleLayers() {
    animatedOrder.removeAll { entry in
      guard let layer = entry.layer, layer.animations.isEmpty,
        layer.keyedAnimations.allSatisfy(\.isFinished)
      else { return false }
      animatedIDs.remove(ObjectIdentifier(layer))
      return true
    }
  }

  /// Called from a layer's `deinit`: its animations end unfinished, as Core Animation's do when
  /// their layer is released, and the engine forgets it.
  func layerWillDeallocate(
    _ id: ObjectIdentifier, animations: [PropertyAnimation], keyed: [KeyedAnimation]
  ) {
    guard animatedIDs.remove(id) != nil else { return }
    animatedOrder.removeAll { $0.layer == nil }
    for animation in animations { animation.transaction?.animationEnded(finished: false) }
    for entry in keyed where !entry.isFinished { stop(entry, finished: false) }
  }

  /// Forgets every animation, waiting completion and display link, for test isolation.
  package func reset() {
    for layer in animatedLayers {
      layer.animations = []
      layer.keyedAnimations = []
      layer.presented = nil
    }
    animatedOrder = []
    animatedIDs = []
    waiting = []
    displayLinks = []
    drivers = []
  }

  // MARK: Display links

  func add(_ link: CADisplayLink) {
    guard !displayLinks.contains(where: { $0 === link }) else { return }
    displayLinks.append(link)
  }
}
