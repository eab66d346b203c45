extension UIView {
  /// Matches UIKit: adds a motion effect. It is kept (see ``motionEffects``) and, with no
  /// motion sensor, never changes the view, as on a device without one.
  public func addMotionEffect(_ effect: UIMotionEffect) {
    guard !motionEffectList.contains(where: { $0 === effect }) else { return }
    motionEffectList.append(effect)
  }

  /// Matches UIKit: removes a motion effect; removing one not added does nothing.
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    motionEffectList.removeAll { $0 === effect }
  }

  /// Matches UIKit: the view's motion effects, in the order they were added.
  public var motionEffects: [UIMotionEffect] {
    get { motionEffectList }
    set { motionEffectList = newValue }
  }
}
