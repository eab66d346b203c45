/// Matches UIKit: makes the menu of a context menu, given the actions the system suggests
/// (none here); `nil` shows no menu.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// Matches UIKit: makes the view controller that previews the content above a context menu;
/// `nil` asks for the default preview. Stored only: previews are not drawn here.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration`: the
/// ``UIContextMenuInteractionDelegate`` returns one for the place the menu was asked for.
///
/// ```swift
/// UIContextMenuConfiguration(actionProvider: { _ in
///   UIMenu(children: [UIAction(title: "Copy") { _ in copy() }])
/// })
/// ```
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// How a menu orders its elements, as UIKit's `UIContextMenuConfiguration.ElementOrder`
  /// (iOS 16).
  public enum ElementOrder: Int, Sendable {
    /// Matches UIKit: the system picks the order for the context.
    case automatic = 0
    /// Matches UIKit: the first element is kept nearest to where the menu was asked for.
    case priority = 1
    /// Matches UIKit: the elements in the order of the menu's children.
    case fixed = 2
  }

  /// Matches UIKit: names the configuration, to tell menus apart in the delegate; a fresh UUID
  /// unless one is given.
  public let identifier: any NSCopying
  /// Matches UIKit (iOS 16): how the menu orders its elements. Stored only: the elements are
  /// always listed top to bottom in the menu's order, as `.fixed` does.
  open var preferredMenuElementOrder: ElementOrder = .automatic

  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?

  /// Matches UIKit: a configuration with an identifier (`nil` makes a unique one), a preview
  /// provider and an action provider that makes the menu.
  public init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? NSUUID()
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// The menu to show: the action provider's, given no suggested actions.
  func makeMenu() -> UIMenu? {
    actionProvider?([])
  }
}
