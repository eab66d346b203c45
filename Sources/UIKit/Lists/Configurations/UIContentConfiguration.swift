/// A description of a cell's content that makes the view showing it, as
/// `UIContentConfiguration`.
///
/// Matches UIKit (iOS 14+): set one as a cell's `contentConfiguration` and the cell shows the
/// view it makes; set another of the same kind and that view is updated in place.
/// ``UIListContentConfiguration`` is the system's; conform your own type to describe your own
/// content.
public protocol UIContentConfiguration {
  /// Matches UIKit: a new view showing this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// Matches UIKit: the configuration as it should look in `state` (selected, highlighted…).
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// Matches UIKit: the configuration shown; setting it updates the view.
  var configuration: any UIContentConfiguration { get set }
  /// Matches UIKit (iOS 16+): whether the view can show `configuration` in place.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Matches UIKit: a view supports configurations of its own configuration's type.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

/// What a configuration may depend on, as `UIConfigurationState`: the traits, and named
/// custom states.
public protocol UIConfigurationState {
  /// Matches UIKit: the traits of the view being configured.
  var traitCollection: UITraitCollection { get set }
  /// Matches UIKit: a custom state by its key.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom configuration state, as `UIConfigurationStateCustomKey`.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Makes a key from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Makes a key from its name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A view's state, as `UIViewConfigurationState`: what a table header or footer's
/// configurations are updated for.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  /// Matches UIKit: the view's traits.
  public var traitCollection: UITraitCollection
  /// Matches UIKit: whether the view is disabled.
  public var isDisabled = false
  /// Matches UIKit: whether the view is highlighted.
  public var isHighlighted = false
  /// Matches UIKit: whether the view is selected.
  public var isSelected = false
  /// Matches UIKit: whether the view has the keyboard focus.
  public var isFocused = false
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// Matches UIKit: a state with these traits and nothing else set.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// Matches UIKit: a custom state by its key.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// A cell's state, as `UICellConfigurationState`: a view's state (selected, highlighted,
/// focused, disabled, traits) and the cell's own: editing, expanded, swiped, reordering.
///
/// Matches UIKit, where the cell's state is a subclass of the view's: the view's states read
/// and set as the cell's own (`state.isSelected`).
@dynamicMemberLookup
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// The states every view has, which a cell's add to.
  private var view: UIViewConfigurationState

  /// Matches UIKit: the cell's traits.
  public var traitCollection: UITraitCollection {
    get { view.traitCollection }
    set { view.traitCollection = newValue }
  }
  /// Matches UIKit: whether the cell is being edited.
  public var isEditing = false
  /// Matches UIKit: whether the cell's outline item is expanded.
  public var isExpanded = false
  /// Matches UIKit: whether the cell's swipe actions show.
  public var isSwiped = false
  /// Matches UIKit: whether the cell is being reordered.
  public var isReordering = false

  /// Matches UIKit: a state with these traits and nothing else set.
  public init(traitCollection: UITraitCollection) {
    view = UIViewConfigurationState(traitCollection: traitCollection)
  }

  /// Matches UIKit: the view states the cell's state inherits: ``UIViewConfigurationState``'s
  /// `isDisabled`, `isHighlighted`, `isSelected` and `isFocused`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<UIViewConfigurationState, Value>)
    -> Value
  {
    get { view[keyPath: keyPath] }
    set { view[keyPath: keyPath] = newValue }
  }

  /// Matches UIKit: a custom state by its key.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { view[key] }
    set { view[key] = newValue }
  }
}
