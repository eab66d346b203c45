/// UIKit's checks on a constraint's arguments, with its messages.
extension NSLayoutConstraint {
  /// UIKit's reason for a location (an edge or centre) made equal to a constant.
  nonisolated static let locationToConstantReason =
    "A multiplier of 0 or a nil second item together with a location for the first attribute "
    + "creates an illegal constraint of a location equal to a constant. Location attributes "
    + "must be specified in pairs."

  /// Whether a constraint would set a location to a constant, which UIKit refuses: its first
  /// attribute is a location and it has no second item, or a multiplier of 0.
  nonisolated static func setsLocationToConstant(
    _ first: Attribute, hasSecondItem: Bool, multiplier: CGFloat
  ) -> Bool {
    first != .width && first != .height && (!hasSecondItem || multiplier == 0)
  }

  /// Raises what UIKit's initializer raises for these arguments, if anything.
  func validateArguments(multiplier: CGFloat, constant: CGFloat) {
    if !multiplier.isFinite {
      // Matches UIKit's assertion in -[NSLayoutConstraint _setMultiplier:].
      UIKitException.raise(
        .internalInconsistencyException,
        "Multiplier is not finite! That's illegal. multiplier:\(Self.format(multiplier))")
    } else if !constant.isFinite {
      raiseNonFiniteConstant(constant)
    } else if Self.setsLocationToConstant(
      firstAttribute, hasSecondItem: secondItem != nil, multiplier: multiplier)
    {
      UIKitException.raise(
        .invalidArgumentException,
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
          + "multiplier:constant:]: \(Self.locationToConstantReason)")
    }
  }

  /// Matches UIKit's assertion in `-[NSLayoutConstraint setConstant:]`, word for word, with the
  /// anchors as UIKit prints them.
  func raiseNonFiniteConstant(_ value: CGFloat) {
    let state = described.withLock { $0 }
    var reason =
      "NSLayoutConstraint constant is not finite!  That's illegal.  constant:"
      + "\(Self.format(value)) firstAnchor:\(Self.anchorName(state.first.text, firstAttribute))"
    if let second = state.second {
      reason += " secondAnchor:\(Self.anchorName(second.text, secondAttribute))"
    }
    UIKitException.raise(.internalInconsistencyException, reason)
  }

  private static func anchorName(_ item: String, _ attribute: Attribute) -> String {
    let kind =
      switch attribute {
      case .width, .height: "NSLayoutDimension"
      default: attribute.axis == .vertical ? "NSLayoutYAxisAnchor" : "NSLayoutXAxisAnchor"
      }
    return "<\(kind) \"\(item).\(attribute.name)\">"
  }
}
