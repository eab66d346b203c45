extension UIBarItem {
  /// Matches UIKit: the font, colour and other attributes of the item's title in `state`;
  /// a tab bar item draws its title with them, over its bar's appearance. `nil` removes them.
  public func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributesByState[state.rawValue] = attributes
    itemDidChange()
  }

  /// Matches UIKit: the attributes set for `state`, or `nil` when none were set for it.
  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributesByState[state.rawValue]
  }

  /// The attributes a title in `state` is drawn with: the normal state's, overridden key by
  /// key by the state's own, as UIKit falls back to the normal state.
  func effectiveTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
    var attributes = titleAttributesByState[UIControl.State.normal.rawValue] ?? [:]
    guard state != .normal, let own = titleAttributesByState[state.rawValue] else {
      return attributes
    }
    attributes.merge(own) { $1 }
    return attributes
  }
}
