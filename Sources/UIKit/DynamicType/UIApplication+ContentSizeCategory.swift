import Synchronization

extension UIApplication {
  /// Matches UIKit: the text size the person chose for every app, which the screen's traits
  /// carry to every window's. `.large` unless the host changes it (the demo's Ctrl+Plus and
  /// Ctrl+Minus; there is no system setting to read on a desktop).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    PreferredContentSize.category
  }

  /// Changes the text size for the whole app, as Settings does on iOS: every window's
  /// controllers and views whose traits change hear about it (labels, fields and text views
  /// that adjust for the category take new fonts and are laid out again), then
  /// `UIContentSizeCategory.didChangeNotification` is posted.
  package func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
    guard PreferredContentSize.category != category else { return }
    let wasEnabled = UILargeContentViewerInteraction.isEnabled
    PreferredContentSize.category = category
    for window in windows {
      window.traitsMayHaveChanged()
      window.setNeedsLayout()
    }
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: self,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    if UILargeContentViewerInteraction.isEnabled != wasEnabled {
      NotificationCenter.default.post(
        name: UILargeContentViewerInteraction.enabledStatusDidChangeNotification, object: nil)
    }
  }
}

/// The app's preferred content size category. Behind a lock rather than on the main actor,
/// because fonts (`UIFont.preferredFont(forTextStyle:)`, `UIFontMetrics`) may be made on any
/// thread, as on iOS.
enum PreferredContentSize {
  private static let storage: Mutex<UIContentSizeCategory> = {
    ProcessState.register { PreferredContentSize.category = .large }
    return Mutex(.large)
  }()

  /// The category the screen's traits carry.
  static var category: UIContentSizeCategory {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}
