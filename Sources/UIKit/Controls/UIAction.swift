/// The closure a control runs: UIKit's iOS 14 action API, which is how controls are wired here
/// since Linux has no selectors for `addTarget(_:action:for:)`.
///
/// ```swift
/// button.addAction(UIAction { _ in counter += 1 }, for: .touchUpInside)
/// ```
@MainActor
open class UIAction: UIMenuElement {
  /// A stable name for an action, as `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How an action is shown in menus, as `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// Whether a menu shows a checkmark, as `UIMenuElement.State`.
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  public let identifier: Identifier
  open var discoverabilityTitle: String?
  open var attributes: Attributes
  open var state: State
  /// The control that sent the action, while the handler runs.
  public internal(set) var sender: Any?
  private let handler: (UIAction) -> Void

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
