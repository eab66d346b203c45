import Foundation

/// A view that blurs what is behind it, or gives its content vibrancy.
///
/// Matches UIKit's `UIVisualEffectView`: with a ``UIBlurEffect`` it shows a live blur of
/// whatever is drawn under it, tinted by the effect's material, and redrawn whenever that
/// changes (the host keeps the blurred image while the pixels under it stay the same). Put
/// content in ``contentView``, not in the effect view itself, as UIKit asks; with a
/// ``UIVibrancyEffect`` the view draws no blur and only hosts its content.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// blur.frame = view.bounds
/// blur.contentView.addSubview(label)
/// view.addSubview(blur)
/// ```
@MainActor
open class UIVisualEffectView: UIView {
  /// Matches UIKit: the view to add subviews to; it always fills the effect view.
  public let contentView = UIView()

  /// Matches UIKit: the effect shown; `nil` shows nothing but the content.
  open var effect: UIVisualEffect? {
    didSet { setNeedsDisplay() }
  }

  /// Matches UIKit: an effect view showing `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    setUpContentView()
  }

  /// Matches UIKit: an effect view from a storyboard or nib, with no effect.
  public required init?(coder: NSCoder) {
    effect = nil
    super.init(frame: .zero)
    setUpContentView()
    (coder as? NibDecoder)?.decodeView(self)
  }

  private func setUpContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    guard let blur = effect as? UIBlurEffect else { return }
    let material = blur.material(dark: traitCollection.userInterfaceStyle == .dark)
    items.append(
      .backdrop(
        BackdropBlur(id: displayID, rect: bounds, radius: material.radius, tint: material.tint)))
  }

  /// Matches UIKit: a system material follows the light or dark appearance, so a change of
  /// appearance redraws the blur.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle {
      setNeedsDisplay()
    }
  }
}
