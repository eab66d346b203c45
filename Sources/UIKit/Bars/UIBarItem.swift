/// What navigation bars, toolbars and tab bars show as one item: a title or an image.
///
/// Matches UIKit's abstract `UIBarItem`; ``UIBarButtonItem`` and `UITabBarItem` are the
/// concrete kinds. A change to any property redraws the bar showing the item. Its accessibility
/// label and identifier (inherited from `_UIAccessibilityObject`, UIKit's `NSObject` members) are
/// what the button showing it answers with.
@preconcurrency @MainActor
open class UIBarItem: _UIAccessibilityObject {
  /// The text of the item.
  open var title: String? {
    didSet { itemDidChange() }
  }
  /// The image of the item, drawn instead of (or beside) the title.
  open var image: UIImage? {
    didSet { itemDidChange() }
  }
  /// Matches UIKit: a disabled item is drawn dimmed and ignores clicks.
  open var isEnabled = true {
    didSet { itemDidChange() }
  }
  /// An integer the app can use to identify the item.
  open var tag = 0
  /// Matches UIKit: insets applied to the image.
  open var imageInsets: UIEdgeInsets = .zero {
    didSet { itemDidChange() }
  }
  /// Matches UIKit (iOS 11): a larger image for the large content viewer; `nil` (the default)
  /// shows ``image`` scaled up instead.
  open var largeContentSizeImage: UIImage? {
    didSet { itemDidChange() }
  }
  /// Matches UIKit (iOS 11): insets for ``largeContentSizeImage`` in the large content viewer.
  open var largeContentSizeImageInsets: UIEdgeInsets = .zero {
    didSet { itemDidChange() }
  }

  /// Title attributes set with `setTitleTextAttributes(_:for:)`, by state.
  var titleAttributesByState: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

  /// Makes an item with no title or image.
  public override init() {
    super.init()
  }

  /// The bars showing this item, told when it changes.
  private var observers: [ObjectIdentifier: () -> Void] = [:]

  func observe(by owner: AnyObject, _ changed: @escaping () -> Void) {
    observers[ObjectIdentifier(owner)] = changed
  }

  func stopObserving(by owner: AnyObject) {
    observers[ObjectIdentifier(owner)] = nil
  }

  /// Tells the bars showing the item to refresh it.
  func itemDidChange() {
    for changed in observers.values { changed() }
  }
}
