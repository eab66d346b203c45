/// How a bar looks: its background and the hairline under (or over) it.
///
/// Matches UIKit's iOS 13 appearance API, shared by navigation bars, toolbars and tab bars.
/// Start from one of the three `configureWith…` looks and adjust. Blur effects are not
/// drawn here: the default background is the material's colour, slightly translucent.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The colour of the bar's background, over (or instead of) its material.
  open var backgroundColor: UIColor?
  /// An image drawn as the background.
  open var backgroundImage: UIImage?
  /// The colour of the hairline that separates the bar from the content; `nil` for none.
  open var shadowColor: UIColor?
  /// Whether the background is the system's translucent material (the default look).
  var usesMaterial = true

  /// Matches UIKit: the default look (translucent material with a hairline).
  public override init() {
    super.init()
    configureWithDefaultBackground()
  }

  /// Matches UIKit: a copy of another appearance's background and shadow.
  public init(barAppearance: UIBarAppearance) {
    super.init()
    copyBackground(from: barAppearance)
  }

  /// Matches UIKit: a translucent material background and a hairline, the system's look.
  open func configureWithDefaultBackground() {
    usesMaterial = true
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// Matches UIKit: an opaque background of the system background colour, with a hairline.
  open func configureWithOpaqueBackground() {
    usesMaterial = false
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// Matches UIKit: no background and no hairline; the content shows through.
  open func configureWithTransparentBackground() {
    usesMaterial = false
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = nil
  }

  func copyBackground(from other: UIBarAppearance) {
    usesMaterial = other.usesMaterial
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    shadowColor = other.shadowColor
  }

  /// The background as drawn: the material's colour under the background colour.
  var resolvedBackground: UIColor? {
    if let backgroundColor { return backgroundColor }
    return usesMaterial ? UIColor.systemBackground.withAlphaComponent(0.94) : nil
  }
}
