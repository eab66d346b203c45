extension CALayer {
  /// Matches Core Animation: adds a copy of `anim` under `key`, replacing (and stopping) any
  /// animation already there. A `beginTime` of 0 becomes the current media time. Only what is
  /// presented changes; the model keeps its values.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    let copy = anim.makeCopy()
    if let property = copy as? CAPropertyAnimation {
      // As in Core Animation, a property animation without a key path animates its key (an
      // action made as `CABasicAnimation()` and installed under a property's name).
      property.keyPath = property.keyPath ?? key
      guard let keyPath = property.keyPath, LayerKeyPath(keyPath) != nil else {
        GraphicsLog.report(
          "CALayer: ignored an animation of '\(property.keyPath ?? "nil")', which is not an "
            + "animatable key path here")
        return
      }
    }
    if copy.beginTime == 0 { copy.beginTime = CACurrentMediaTime() }
    if let key { removeAnimation(forKey: key) }
    AnimationEngine.shared.add(
      KeyedAnimation(
        key: key, animation: copy, transaction: CATransaction.currentAnimationTransaction),
      to: self)
  }

  /// Matches Core Animation: the animation under `key`. Animations that `UIView.animate` made
  /// are found under their property's key path, as additive `CABasicAnimation`s.
  public func animation(forKey key: String) -> CAAnimation? {
    if let entry = keyedAnimations.last(where: { $0.key == key }) { return entry.animation }
    guard let running = animations.last(where: { $0.property.keyPath == key }) else { return nil }
    let basic = CABasicAnimation(keyPath: key)
    basic.isAdditive = true
    basic.beginTime = running.timing.beginTime
    basic.duration = running.timing.duration
    return basic
  }

  /// Matches Core Animation: removes the animation under `key`; it stops at once and reports
  /// `finished == false`. Unknown keys are ignored.
  public func removeAnimation(forKey key: String) {
    AnimationEngine.shared.removeKeyedAnimations(from: self) { $0.key == key }
    if let property = LayerProperty.forKeyPath(key) {
      AnimationEngine.shared.removeAnimations(from: self, matching: property)
    }
  }

  /// Matches Core Animation: removed animations end at once and report `finished == false`.
  public func removeAllAnimations() {
    AnimationEngine.shared.removeKeyedAnimations(from: self) { _ in true }
    AnimationEngine.shared.removeAnimations(from: self, matching: nil)
  }

  /// Matches Core Animation: the keys of the animations on the layer, in the order added
  /// (`UIView.animate`'s under their key paths); `nil` when there are none.
  public func animationKeys() -> [String]? {
    let keys = animations.map(\.property.keyPath) + keyedAnimations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// A free-standing layer's implicit animation of a change of `key` from the values in `old`:
  /// the action ``action(forKey:)`` finds runs, once the layer has been drawn and unless the
  /// transaction disables actions. An implicit `CABasicAnimation` starts from what was on
  /// screen.
  func runImplicitAction(forKey key: String, from old: LayerState) {
    guard hasBeenDisplayed, !CATransaction.disableActions(), let action = action(forKey: key)
    else {
      if isPresenting { AnimationEngine.shared.refreshPresentation(of: self) }
      return
    }
    if let basic = action as? CABasicAnimation, basic.fromValue == nil,
      let path = LayerKeyPath(key)
    {
      var shown = presented ?? old
      basic.implicitFrom = path.get(&shown)
    }
    action.run(forKey: key, object: self, arguments: nil)
  }
}
