/// What a tab bar shows for one tab: a title, an image (with a selected variant), and a badge.
///
/// Matches UIKit: every view controller has one (``UIViewController/tabBarItem``), made on first
/// use with the controller's title; a tab bar controller's bar shows its children's items. A
/// badge is drawn as a red capsule with white text at the image's top right corner.
///
/// ```swift
/// inbox.tabBarItem = UITabBarItem(title: "Inbox", image: tray, selectedImage: trayFilled)
/// inbox.tabBarItem.badgeValue = "3"
/// ```
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// UIKit's built-in tab items, as `UITabBarItem.SystemItem`, with their raw values.
  public enum SystemItem: Int, Sendable {
    /// "More", with three dots: the tab of a tab bar controller's More list.
    case more = 0
    /// "Favorites".
    case favorites = 1
    /// "Featured".
    case featured = 2
    /// "Top Rated".
    case topRated = 3
    /// "Recents".
    case recents = 4
    /// "Contacts".
    case contacts = 5
    /// "History".
    case history = 6
    /// "Bookmarks".
    case bookmarks = 7
    /// "Search".
    case search = 8
    /// "Downloads".
    case downloads = 9
    /// "Most Recent".
    case mostRecent = 10
    /// "Most Viewed".
    case mostViewed = 11

    /// UIKit's title for the item.
    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }

  /// Matches UIKit: the image shown while the tab is selected; `nil` shows ``UIBarItem/image``.
  open var selectedImage: UIImage? {
    didSet { itemDidChange() }
  }
  /// Matches UIKit: the text of the badge at the image's corner; `nil` hides the badge, and an
  /// empty string shows a small dot.
  open var badgeValue: String? {
    didSet { itemDidChange() }
  }
  /// Matches UIKit (iOS 10+): the badge's background; `nil` is the system red.
  open var badgeColor: UIColor? {
    didSet { itemDidChange() }
  }
  /// Matches UIKit (iOS 13+): how the item looks in a stacked layout; `nil` follows the bar's.
  open var standardAppearance: UITabBarAppearance? {
    didSet { itemDidChange() }
  }
  /// The built-in item this is, if any.
  public private(set) var systemItem: SystemItem?

  /// Makes an item with no title or image.
  public override init() {
    super.init()
  }

  /// Matches UIKit: an item with a title, an image and a `tag` to tell it apart.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Matches UIKit: an item with a title, and an image for each of its states.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Matches UIKit: one of the built-in items, with UIKit's title.
  ///
  /// The images iOS draws from SF Symbols are stand-ins here: three dots for `.more`, a ring
  /// for the others.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    title = systemItem.title
    self.tag = tag
  }
}
