/// A button in a navigation bar or a toolbar.
///
/// Matches UIKit's iOS 14 API, which is how bar items are wired here since Linux has no
/// selectors for `init(title:style:target:action:)`: give a ``UIAction`` as `primaryAction`
/// (the item's title and image come from it unless given), or a ``UIMenu`` as `menu`, which a
/// click shows. System items draw UIKit's titles ("Done", "Cancel", "Edit", …); the ones iOS
/// draws as SF Symbols draw a short text stand-in, and `.flexibleSpace` and `.fixedSpace`
/// space the others out in a toolbar.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///   systemItem: .add, primaryAction: UIAction { _ in addRow() })
/// ```
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// How the item draws its title, as `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable {
    /// The regular weight.
    case plain = 0
    /// Matches UIKit's deprecated bordered style; drawn as `.plain`.
    case bordered = 1
    /// Bold, for the button that confirms (Done, Save).
    case done = 2
  }

  /// UIKit's built-in items, as `UIBarButtonItem.SystemItem`, with their raw values.
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case flexibleSpace = 5
    case fixedSpace = 6
    case compose = 7
    case reply = 8
    case action = 9
    case organize = 10
    case bookmarks = 11
    case search = 12
    case refresh = 13
    case stop = 14
    case camera = 15
    case trash = 16
    case play = 17
    case pause = 18
    case rewind = 19
    case fastForward = 20
    case undo = 21
    case redo = 22
    case pageCurl = 23
    case close = 24

    /// The text drawn for the item: UIKit's title, or a stand-in for its symbol.
    var title: String {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "+"
      case .flexibleSpace, .fixedSpace: ""
      case .compose: "New"
      case .reply: "Reply"
      case .action: "Share"
      case .organize: "Move"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "Refresh"
      case .stop: "Stop"
      case .camera: "Camera"
      case .trash: "Delete"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Forward"
      case .undo: "Undo"
      case .redo: "Redo"
      case .pageCurl: "Page"
      case .close: "Close"
      }
    }
  }

  /// Matches UIKit: `.plain`; `.done` draws the title bold.
  open var style: Style = .plain {
    didSet { itemDidChange() }
  }
  /// Matches UIKit: the item's width; 0 sizes it to its content. A fixed space uses it.
  open var width: CGFloat = 0 {
    didSet { itemDidChange() }
  }
  /// A view shown instead of a button.
  open var customView: UIView? {
    didSet { itemDidChange() }
  }
  /// The colour of the title and image; `nil` uses the bar's tint colour.
  open var tintColor: UIColor? {
    didSet { itemDidChange() }
  }
  /// Matches UIKit (iOS 14+): the action a click performs.
  open var primaryAction: UIAction? {
    didSet { itemDidChange() }
  }
  /// Matches UIKit (iOS 14+): the menu a click shows (when there is no primary action).
  open var menu: UIMenu? {
    didSet { itemDidChange() }
  }
  /// Matches UIKit: titles the item may show, to size it for the longest.
  open var possibleTitles: Set<String>?
  /// The built-in item this is, if any.
  public private(set) var systemItem: SystemItem?

  /// Makes an empty plain item.
  public override init() {
    super.init()
  }

  /// Matches UIKit (iOS 14+): an item with a title or an image, and an action or a menu.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Matches UIKit (iOS 14+): an item whose title and image come from its action.
  public convenience init(primaryAction: UIAction?) {
    self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
  }

  /// Matches UIKit (iOS 14+): a built-in item with an action or a menu.
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.systemItem = systemItem
    title = systemItem.title
    style = systemItem == .done || systemItem == .save ? .done : .plain
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Matches UIKit: a title and a style, with an action.
  public convenience init(title: String?, style: Style, primaryAction: UIAction? = nil) {
    self.init(title: title, image: nil, primaryAction: primaryAction, menu: nil)
    self.style = style
  }

  /// The closure form of UIKit's `init(image:style:target:action:)`: an image item in a style,
  /// with an action. Like ``init(title:style:primaryAction:)``, it is not one of UIKit's own
  /// initialisers (UIKit's closure forms take no style); it is what `port-from-ios` turns the
  /// target-action one into.
  public convenience init(image: UIImage?, style: Style, primaryAction: UIAction? = nil) {
    self.init(title: nil, image: image, primaryAction: primaryAction, menu: nil)
    self.style = style
  }

  /// Matches UIKit: an item that shows `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Matches UIKit: a space that grows to fill a toolbar.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// Matches UIKit: a space of `width` points.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// Whether this item only takes up room in a toolbar.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
