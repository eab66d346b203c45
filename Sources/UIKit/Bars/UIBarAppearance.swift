/// How a bar looks: its background and the hairline under (or over) it.
///
/// Matches UIKit's iOS 13 appearance API, shared by navigation bars, toolbars and tab bars.
/// Start from one of the three `configureWith…` looks and adjust. Blur effects are not
/// drawn here: the default background is the material's colour, slightly translucent.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The colour of the bar's background, over (or instead of) its material.
  open var backgroundColor: UIColor?
  /// Matches UIKit: an image drawn over the background colour, fitted by
  /// ``backgroundImageContentMode``.
  open var backgroundImage: UIImage?
  /// Matches UIKit: how ``backgroundImage`` fills the bar (stretched by default).
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
  /// The colour of the hairline that separates the bar from the content; `nil` for none.
  open var shadowColor: UIColor?
  /// Matches UIKit: an image drawn as the hairline, at its own height, instead of the plain
  /// ``shadowColor`` line.
  open var shadowImage: UIImage?
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
    shadowImage = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// Matches UIKit: an opaque background of the system background colour, with a hairline.
  open func configureWithOpaqueBackground() {
    usesMaterial = false
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowImage = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// Matches UIKit: no background and no hairline; the content shows through.
  open func configureWithTransparentBackground() {
    usesMaterial = false
    backgroundColor = nil
    backgroundImage = nil
    shadowImage = nil
    shadowColor = nil
  }

  func copyBackground(from other: UIBarAppearance) {
    usesMaterial = other.usesMaterial
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowImage = other.shadowImage
    shadowColor = other.shadowColor
  }

  /// The background as drawn: the material's colour under the background colour.
  var resolvedBackground: UIColor? {
    if let backgroundColor { return backgroundColor }
    return usesMaterial ? UIColor.systemBackground.withAlphaComponent(0.94) : nil
  }

  /// Shows this appearance in a bar's background and hairline views; a bar tint colour, as
  /// UIKit gives it, replaces the background colour.
  func style(background: UIImageView, hairline: UIImageView, barTintColor: UIColor?) {
    background.backgroundColor = barTintColor ?? resolvedBackground
    background.image = backgroundImage
    background.contentMode = backgroundImageContentMode
    hairline.image = shadowImage
    hairline.backgroundColor = shadowImage == nil ? shadowColor : nil
    hairline.isHidden = shadowImage == nil && shadowColor == nil
    // The hairline's height follows the shadow image, so the bar places it again.
    hairline.superview?.setNeedsLayout()
  }

  /// How tall the hairline is: the shadow image's height, or one pixel.
  func hairlineHeight(displayScale: CGFloat) -> CGFloat {
    shadowImage?.size.height ?? 1 / max(displayScale, 1)
  }
}
