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

  /// Matches UIKit: the effect shown; `nil` shows nothing but the content. Set inside an
  /// animation block (or a property animator's animations), the blur animates in or out: its
  /// radius and its tint go from the old effect's to the new one's, so a scrubbed animator
  /// holds a partial blur.
  open var effect: UIVisualEffect? {
    didSet { applyEffect() }
  }

  /// Matches UIKit: an effect view showing `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    setUpContentView()
    applyEffect()
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

  /// Gives the layer the blur the effect asks for, animated inside an animation block. No
  /// effect keeps the old tint's colour at no opacity, so a blur fades in or out in its own
  /// colour rather than through black.
  private func applyEffect() {
    var target = LayerState.BackdropState()
    if let blur = effect as? UIBlurEffect {
      let material = blur.material(dark: traitCollection.userInterfaceStyle == .dark)
      target = LayerState.BackdropState(radius: material.radius, tint: material.tint)
    }
    var current = layer.modelState.backdrop
    if target.isVisible {
      if !current.isVisible {
        current.tint = DisplayColor(
          red: target.tint.red, green: target.tint.green, blue: target.tint.blue, alpha: 0)
        layer.setStatic(\.backdrop, current, property: .backdrop)
      }
    } else {
      target.tint = DisplayColor(
        red: current.tint.red, green: current.tint.green, blue: current.tint.blue, alpha: 0)
    }
    layer.set(\.backdrop, target, key: "backdrop", property: .backdrop)
  }

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    let backdrop = layer.current.backdrop
    guard backdrop.isVisible else { return }
    items.append(
      .backdrop(
        BackdropBlur(id: displayID, rect: bounds, radius: backdrop.radius, tint: backdrop.tint)))
  }

  /// Matches UIKit: a system material follows the light or dark appearance, so a change of
  /// appearance changes the blur's tint.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle {
      applyEffect()
    }
  }
}
