/// What an accessibility element is and what state it is in, as `UIAccessibilityTraits`.
///
/// Matches UIKit: an option set with UIKit's bit values, so that traits compare and combine as on
/// iOS (`[.button, .selected]`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt64
  /// Makes traits from their bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// Behaves like a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// Behaves like a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Currently selected: a selected tab or segment.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// Behaves like a keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Static text that cannot change: a label.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// Summarises the app's state when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Disabled: does not respond to interaction.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Its label or value changes often: an activity indicator.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// A search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Takes continuous adjustment (increment and decrement): a slider, a page control.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Takes direct touches while VoiceOver runs.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when VoiceOver finishes reading it.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// A tab bar: the container of its tabs.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// A header that divides content into sections, such as a navigation bar's title.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// A button that toggles between two states: a switch (iOS 17's public name for the trait
  /// `UISwitch` always had).
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}
