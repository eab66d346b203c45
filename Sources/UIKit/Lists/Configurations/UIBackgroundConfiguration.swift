/// A cell's background — a colour, corners, insets, a stroke or a view of your own — and how
/// it changes as the cell is selected or highlighted, as `UIBackgroundConfiguration`.
///
/// Matches UIKit (iOS 14+): a list cell starts with the background of its list's appearance
/// (``listPlainCell()``, ``listGroupedCell()``, ``listSidebarCell()``); selected or highlighted,
/// the system's backgrounds turn `systemGray4`, and a sidebar's turn the tint colour with
/// rounded corners.
public struct UIBackgroundConfiguration: Hashable {
  /// Matches UIKit: the fill; `nil` for none.
  public var backgroundColor: UIColor?
  /// Matches UIKit: the corner radius of the fill and stroke.
  public var cornerRadius: CGFloat = 0
  /// Matches UIKit: how far the background keeps from the cell's edges.
  public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// Matches UIKit: an outline colour.
  public var strokeColor: UIColor?
  /// Matches UIKit: the outline's width.
  public var strokeWidth: CGFloat = 0
  /// Matches UIKit: a view of your own behind the content, filling the background.
  public var customView: UIView?

  /// The system background it was made as, which its state updates depend on.
  var kind: Kind
  enum Kind: Hashable { case clear, listPlain, listGrouped, listSidebar, headerFooter }

  private init(kind: Kind, color: UIColor?) {
    self.kind = kind
    backgroundColor = color
  }

  /// Matches UIKit: no background.
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(kind: .clear, color: nil)
  }

  /// Matches UIKit: a plain list cell's background, the system background.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(kind: .listPlain, color: .systemBackground)
  }

  /// Matches UIKit: a grouped list cell's background, the card colour.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(kind: .listGrouped, color: .secondarySystemGroupedBackground)
  }

  /// Matches UIKit: a sidebar cell's background: none until selected.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    var configuration = UIBackgroundConfiguration(kind: .listSidebar, color: nil)
    configuration.cornerRadius = 10
    return configuration
  }

  /// Matches UIKit: an accompanied sidebar cell's background.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
    listSidebarCell()
  }

  /// Matches UIKit: a plain list header's or footer's background.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(kind: .headerFooter, color: .systemBackground)
  }

  /// Matches UIKit: a grouped list header's or footer's background: none.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(kind: .headerFooter, color: nil)
  }

  /// Matches UIKit: the background as it looks in `state`.
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted
    else { return self }
    var updated = self
    switch kind {
    case .listPlain, .listGrouped: updated.backgroundColor = .systemGray4
    case .listSidebar: updated.backgroundColor = cell.isSelected ? .systemBlue : .systemGray4
    case .clear, .headerFooter: break
    }
    return updated
  }
}
