/// Something a menu can show: an action or a submenu, as UIKit's `UIMenuElement`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// The text shown for the element.
  open var title: String
  /// The image shown beside the title.
  open var image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }
}

/// A menu of actions, as UIKit's `UIMenu`: a bar button item or a button shows it when
/// clicked.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// How a menu presents itself, as `UIMenu.Options`.
  public struct Options: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Makes options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Matches UIKit: the children are shown inline in the parent menu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Matches UIKit: the children are destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Matches UIKit: only one child can be on.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// The elements, in order.
  public let children: [UIMenuElement]
  /// How the menu presents itself.
  public let options: Options

  /// Matches UIKit: a menu with a title and its elements.
  public init(
    title: String = "", image: UIImage? = nil, options: Options = [],
    children: [UIMenuElement] = []
  ) {
    self.children = children
    self.options = options
    super.init(title: title, image: image)
  }

  /// Matches UIKit (iOS 14): a copy of the menu, with its title, image and options, holding
  /// `newChildren` instead.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(title: title, image: image, options: options, children: newChildren)
  }

  /// The actions of the menu and of its submenus, in reading order.
  var actions: [UIAction] {
    children.flatMap { element -> [UIAction] in
      if let action = element as? UIAction { return [action] }
      return (element as? UIMenu)?.actions ?? []
    }
  }
}
