/// The closure a control runs: UIKit's iOS 14 action API, which is how controls are wired here
/// since Linux has no selectors for `addTarget(_:action:for:)`.
///
/// ```swift
/// button.addAction(UIAction { _ in counter += 1 }, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// A stable name for an action, as `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// Makes an identifier from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Makes an identifier from its string, as UIKit's unlabelled initializer does.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How an action is shown in menus, as `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Sendable {
    /// The attribute bits.
    public let rawValue: UInt
    /// Makes attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown dimmed in a menu, which does not run it.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red in a menu.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Left out of a menu.
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// Whether a menu shows a checkmark, as `UIMenuElement.State`.
  public enum State: Int, Sendable {
    /// No checkmark.
    case off = 0
    /// A checkmark.
    case on = 1
    /// A dash, for a partly-on choice.
    case mixed = 2
  }

  /// Matches UIKit: identifies the action so `removeAction(identifiedBy:for:)` can find it; a fresh
  /// UUID string unless one is given.
  public let identifier: Identifier
  /// The title shown where actions are discovered; stored only.
  open var discoverabilityTitle: String?
  /// How a menu shows the action: a bar button's menu dims disabled actions, colours
  /// destructive ones and leaves hidden ones out.
  open var attributes: Attributes
  /// Whether a menu shows a checkmark; stored only.
  open var state: State
  /// The control that sent the action, while the handler runs.
  public internal(set) var sender: Any?
  private let handler: (UIAction) -> Void

  /// Makes an action that runs `handler` each time a control sends it.
  ///
  /// Matches UIKit's
  /// `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`; the handler
  /// receives the action, whose ``sender`` is the control while it runs.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping (UIAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
