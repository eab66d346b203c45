/// The content of a list row, header or footer — an image, a text and a secondary text — with
/// iOS's fonts, colours and spacing for each kind, as `UIListContentConfiguration`.
///
/// Matches UIKit (iOS 14+): start from one of the factories (``cell()``, ``subtitleCell()``,
/// ``valueCell()``, the sidebar cells, the headers and footers), set its text, and give it to a
/// cell as its `contentConfiguration`; the ``UIListContentView`` it makes lays the content out
/// and gives the row its height.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// How a text of the configuration looks, as `UIListContentConfiguration.TextProperties`.
  public struct TextProperties: Hashable {
    /// How the text sits in its width, as `TextProperties.TextAlignment`.
    public enum TextAlignment: Int, Hashable, Sendable {
      /// Matches UIKit: by the writing direction.
      case natural = 0
      /// Matches UIKit: centred.
      case center = 1
      /// Matches UIKit: justified.
      case justified = 2
    }
    /// A change of case applied to the text as it is shown, as `TextProperties.TextTransform`.
    public enum TextTransform: Int, Hashable, Sendable {
      /// Matches UIKit: as written.
      case none = 0
      /// Matches UIKit: all capitals (grouped headers).
      case uppercase = 1
      /// Matches UIKit: all small letters.
      case lowercase = 2
      /// Matches UIKit: each word capitalised.
      case capitalized = 3
    }
    /// Matches UIKit: the font.
    public var font: UIFont
    /// Matches UIKit: the colour.
    public var color: UIColor
    /// Matches UIKit: the alignment.
    public var alignment: TextAlignment = .natural
    /// Matches UIKit: how lines wrap and truncate.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Matches UIKit: the most lines shown; 0 for any number (the default).
    public var numberOfLines = 0
    /// Matches UIKit: whether the text shrinks to fit.
    public var adjustsFontSizeToFitWidth = false
    /// Matches UIKit: how far it may shrink.
    public var minimumScaleFactor: CGFloat = 0
    /// Matches UIKit: stored.
    public var allowsDefaultTighteningForTruncation = true
    /// Matches UIKit: stored; Dynamic Type stays at its default size here.
    public var adjustsFontForContentSizeCategory = true
    /// Matches UIKit: a change of case applied when shown.
    public var transform: TextTransform = .none

    func displayed(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }
  }

  /// How the image looks, as `UIListContentConfiguration.ImageProperties`.
  public struct ImageProperties: Hashable {
    /// Matches UIKit: the dimension that means "the system's standard size".
    public static let standardDimension: CGFloat = -.greatestFiniteMagnitude
    /// Matches UIKit: a colour the image is drawn in (template images); `nil` keeps its own.
    public var tintColor: UIColor?
    /// Matches UIKit: the image's corner radius.
    public var cornerRadius: CGFloat = 0
    /// Matches UIKit: the largest size the image is shown at; zero for no limit.
    public var maximumSize: CGSize = .zero
    /// Matches UIKit: the space kept for the image, so that rows' texts line up.
    public var reservedLayoutSize: CGSize = .zero
    /// Matches UIKit: stored.
    public var accessibilityIgnoresInvertColors = false
  }

  /// Matches UIKit: the image before the text.
  public var image: UIImage?
  /// Matches UIKit: how the image looks.
  public var imageProperties = ImageProperties()
  /// Matches UIKit: the main text.
  public var text: String?
  /// Matches UIKit: the main text with attributes, in place of ``text``.
  public var attributedText: NSAttributedString?
  /// Matches UIKit: how the main text looks.
  public var textProperties: TextProperties
  /// Matches UIKit: the secondary text.
  public var secondaryText: String?
  /// Matches UIKit: the secondary text with attributes.
  public var secondaryAttributedText: NSAttributedString?
  /// Matches UIKit: how the secondary text looks.
  public var secondaryTextProperties: TextProperties
  /// Matches UIKit: the axes along which the content takes its margins from the cell's.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
  /// Matches UIKit: the content's margins.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// Matches UIKit: whether the two texts sit side by side (a value cell) rather than stacked.
  public var prefersSideBySideTextAndSecondaryText = false
  /// Matches UIKit: the space between the image and the texts.
  public var imageToTextPadding: CGFloat = 16
  /// Matches UIKit: the space between side-by-side texts.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// Matches UIKit: the space between stacked texts.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3

  /// The kind the configuration was made as, which its state updates depend on.
  var kind: Kind
  enum Kind: Hashable { case cell, sidebarCell, header, footer }

  private init(
    kind: Kind, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets
  ) {
    self.kind = kind
    textProperties = text
    secondaryTextProperties = secondary
    directionalLayoutMargins = margins
  }

  /// iOS's list cell margins: 11 points above and below, the list margin at the sides.
  private static let cellMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)

  // MARK: Cells

  /// Matches UIKit: a list cell's look: body text.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      kind: .cell, text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
      secondary: TextProperties(
        font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
      margins: cellMargins)
  }

  /// Matches UIKit: body text with a smaller secondary text under it.
  public static func subtitleCell() -> UIListContentConfiguration { cell() }

  /// Matches UIKit: body text with a secondary value at the trailing edge.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = cell()
    configuration.prefersSideBySideTextAndSecondaryText = true
    configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
    return configuration
  }

  /// Matches UIKit: a sidebar row: its image in the tint colour; selected, it turns white on
  /// the tint.
  public static func sidebarCell() -> UIListContentConfiguration {
    var configuration = cell()
    configuration.kind = .sidebarCell
    configuration.imageProperties.tintColor = .systemBlue
    configuration.imageProperties.reservedLayoutSize = CGSize(width: 29, height: 0)
    configuration.imageToTextPadding = 12
    return configuration
  }

  /// Matches UIKit: a sidebar row with a secondary text under its text.
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { sidebarCell() }

  /// Matches UIKit: a sidebar row beside a secondary column.
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

  /// Matches UIKit: an accompanied sidebar row with a secondary text under its text.
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    sidebarCell()
  }

  // MARK: Headers and footers

  /// Matches UIKit (iOS 15+): a header for the list's appearance (a grouped one here).
  public static func header() -> UIListContentConfiguration { groupedHeader() }

  /// Matches UIKit (iOS 15+): a footer for the list's appearance.
  public static func footer() -> UIListContentConfiguration { groupedFooter() }

  /// Matches UIKit: a plain list's header: bold text.
  public static func plainHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(
      kind: .header,
      text: TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label),
      secondary: TextProperties(
        font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
  }

  /// Matches UIKit: a plain list's footer: small secondary text.
  public static func plainFooter() -> UIListContentConfiguration { groupedFooter() }

  /// Matches UIKit: a grouped list's header: small secondary capitals over the section.
  public static func groupedHeader() -> UIListContentConfiguration {
    var text = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
    text.transform = .uppercase
    return UIListContentConfiguration(
      kind: .header, text: text,
      secondary: TextProperties(
        font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
  }

  /// Matches UIKit: a grouped list's footer: small secondary text under the section.
  public static func groupedFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(
      kind: .footer,
      text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      secondary: TextProperties(
        font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
      margins: NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 10, trailing: 16))
  }

  /// Matches UIKit (iOS 15+): an inset grouped list's large header: bold title-sized text.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    var configuration = plainHeader()
    configuration.textProperties.font = .preferredFont(forTextStyle: .title3)
    configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 16, leading: 0, bottom: 8, trailing: 0)
    return configuration
  }

  /// Matches UIKit (iOS 15+): an inset grouped list's larger header.
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    var configuration = prominentInsetGroupedHeader()
    configuration.textProperties.font = .preferredFont(forTextStyle: .title2)
    return configuration
  }

  /// Matches UIKit: a sidebar's section header.
  public static func sidebarHeader() -> UIListContentConfiguration {
    var configuration = plainHeader()
    configuration.textProperties.font = .preferredFont(forTextStyle: .subheadline)
    configuration.textProperties.color = .secondaryLabel
    return configuration
  }

  // MARK: UIContentConfiguration

  /// Matches UIKit: a ``UIListContentView`` showing this configuration.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// Matches UIKit: a selected sidebar row shows its text and image in white, on the tint.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    guard kind == .sidebarCell, let state = state as? UICellConfigurationState, state.isSelected
    else { return self }
    var updated = self
    updated.textProperties.color = .white
    updated.secondaryTextProperties.color = .white
    updated.imageProperties.tintColor = .white
    return updated
  }

  /// The least height of a row with this content: iOS's 44 points for cells.
  var minimumHeight: CGFloat {
    kind == .cell || kind == .sidebarCell ? 44 : 0
  }
}
