/// A symbol or view a list cell shows beside its content, as `UICellAccessory`: set a
/// ``UICollectionViewListCell``'s `accessories` to show them.
///
/// Matches UIKit: the disclosure indicator is iOS's chevron in the tertiary label colour and
/// the checkmark is in the tint colour, both at the trailing edge; the delete accessory is
/// iOS's red minus at the leading edge and the reorder accessory its three grey lines at the
/// trailing edge, both shown only while the collection view is editing unless told otherwise.
/// Each accessory is shown always, only while editing, or only while not editing.
///
/// ```swift
/// cell.accessories = [.disclosureIndicator(), .delete(), .reorder()]
/// ```
public struct UICellAccessory: Sendable {
  /// Matches UIKit: what a click on an accessory with an action runs.
  public typealias ActionHandler = @MainActor () -> Void

  /// When an accessory shows, as `UICellAccessory.DisplayedState`.
  public enum DisplayedState: Int, Sendable {
    /// Matches UIKit: always.
    case always = 0
    /// Matches UIKit: only while the cell is editing.
    case whenEditing = 1
    /// Matches UIKit: only while the cell is not editing.
    case whenNotEditing = 2
  }

  /// The options of the disclosure indicator, as `UICellAccessory.DisclosureIndicatorOptions`.
  public struct DisclosureIndicatorOptions: Sendable {
    /// Matches UIKit: whether the indicator is hidden (it still takes its room).
    public var isHidden: Bool?
    /// Matches UIKit: the indicator's colour; the tertiary label colour when `nil`.
    public var tintColor: UIColor?
    /// Matches UIKit: options with the system's defaults.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  /// The options of the checkmark, as `UICellAccessory.CheckmarkOptions`.
  public struct CheckmarkOptions: Sendable {
    /// Matches UIKit: whether the checkmark is hidden (it still takes its room).
    public var isHidden: Bool?
    /// Matches UIKit: the checkmark's colour; the tint colour when `nil`.
    public var tintColor: UIColor?
    /// Matches UIKit: options with the system's defaults.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  /// The options of the outline disclosure, as `UICellAccessory.OutlineDisclosureOptions`.
  public struct OutlineDisclosureOptions: Sendable {
    /// Whether the disclosure is drawn for a header or a cell, as
    /// `UICellAccessory.OutlineDisclosureOptions.Style`.
    public enum Style: Int, Sendable {
      /// Matches UIKit: header for a parent in a section's outline, cell otherwise.
      case automatic = 0
      /// Matches UIKit: a header's disclosure; the whole header toggles.
      case header = 1
      /// Matches UIKit: a cell's disclosure; only the accessory toggles.
      case cell = 2
    }
    /// Matches UIKit: the disclosure's style.
    public var style: Style
    /// Matches UIKit: whether the disclosure is hidden (it still takes its room).
    public var isHidden: Bool?
    /// Matches UIKit: the disclosure's colour; the tint colour when `nil`.
    public var tintColor: UIColor?
    /// Matches UIKit: options with the system's defaults.
    public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.style = style
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  /// The options of the delete accessory, as `UICellAccessory.DeleteOptions`.
  public struct DeleteOptions: Sendable {
    /// Matches UIKit: whether the accessory is hidden (it still takes its room).
    public var isHidden: Bool?
    /// Matches UIKit: the colour of the minus sign; white when `nil`.
    public var tintColor: UIColor?
    /// Matches UIKit: the colour of the circle; `systemRed` when `nil`.
    public var backgroundColor: UIColor?
    /// Matches UIKit: options with the system's defaults.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// The options of the reorder accessory, as `UICellAccessory.ReorderOptions`.
  public struct ReorderOptions: Sendable {
    /// Matches UIKit: whether the accessory is hidden (it still takes its room).
    public var isHidden: Bool?
    /// Matches UIKit: the colour of the three lines; the tertiary label colour when `nil`.
    public var tintColor: UIColor?
    /// Matches UIKit: options with the system's defaults.
    public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.tintColor = tintColor
    }
  }

  /// What the accessory is.
  enum Kind: Sendable {
    case disclosureIndicator(DisclosureIndicatorOptions)
    case checkmark(CheckmarkOptions)
    case outlineDisclosure(OutlineDisclosureOptions, actionHandler: ActionHandler?)
    case delete(DeleteOptions, actionHandler: ActionHandler?)
    case reorder(ReorderOptions)
  }

  let kind: Kind
  /// Matches UIKit: when the accessory shows.
  public let displayedState: DisplayedState

  /// Matches UIKit: iOS's disclosure chevron, at the trailing edge.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator(options), displayedState: displayed)
  }

  /// Matches UIKit: a checkmark in the tint colour, at the trailing edge.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(kind: .checkmark(options), displayedState: displayed)
  }

  /// Matches UIKit: a chevron that expands and collapses the cell's item in its section's
  /// outline when clicked (pointing down while expanded), or runs `actionHandler` instead.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .outlineDisclosure(options, actionHandler: actionHandler), displayedState: displayed)
  }

  /// Matches UIKit: iOS's red circle with a minus, at the leading edge, shown only while
  /// editing by default. A click runs `actionHandler`; without one, it reveals the row's
  /// trailing swipe actions (a list configuration's
  /// `trailingSwipeActionsConfigurationProvider`), as iOS does.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .delete(options, actionHandler: actionHandler), displayedState: displayed)
  }

  /// Matches UIKit: iOS's three grey lines at the trailing edge, shown only while editing by
  /// default; dragging them moves the item, if the collection view's data source lets it
  /// (`collectionView(_:canMoveItemAt:)`, or a diffable data source's `reorderingHandlers`).
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(kind: .reorder(options), displayedState: displayed)
  }

  /// Whether the accessory sits at the leading edge (the delete accessory) rather than the
  /// trailing one.
  var isLeading: Bool {
    if case .delete = kind { return true }
    return false
  }

  /// Whether the accessory shows when the cell's editing is `isEditing`.
  func isDisplayed(editing isEditing: Bool) -> Bool {
    switch displayedState {
    case .always: true
    case .whenEditing: isEditing
    case .whenNotEditing: !isEditing
    }
  }

  /// The accessory's view, sized.
  @MainActor
  func makeView() -> UIView {
    switch kind {
    case .disclosureIndicator(let options):
      let view = ListGlyphView(.disclosureChevron)
      view.chevronColor = options.tintColor
      view.isHidden = options.isHidden ?? false
      return view
    case .checkmark(let options):
      let view = ListGlyphView(.checkmark)
      if let tint = options.tintColor { view.tintColor = tint }
      view.isHidden = options.isHidden ?? false
      return view
    case .outlineDisclosure(let options, let actionHandler):
      return OutlineDisclosureView(options: options, actionHandler: actionHandler)
    case .delete(let options, _):
      let view = EditingControl(
        style: .delete, fill: options.backgroundColor, symbol: options.tintColor)
      view.isHidden = options.isHidden ?? false
      return view
    case .reorder(let options):
      let view = ReorderControl(lineColor: options.tintColor)
      view.isHidden = options.isHidden ?? false
      return view
    }
  }
}
