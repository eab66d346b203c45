/// The view that draws a ``UIBackgroundConfiguration`` behind a cell's or header-footer view's
/// content: its colour, corners, stroke and custom view, inside its insets.
///
/// Matches UIKit: the background is a view of its own at the back of the host, so that it
/// stays behind the content view and follows the host's corner mask (an `.insetGrouped`
/// section's rounded rows).
@MainActor
final class BackgroundConfigurationView: UIView {
  /// How far the background keeps from the host's edges.
  private var insets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  init() {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// Draws `configuration`, its stroke colour resolved for `traits`.
  func show(_ configuration: UIBackgroundConfiguration, traits: UITraitCollection) {
    backgroundColor = configuration.backgroundColor
    layer.cornerRadius = configuration.cornerRadius
    layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
    layer.borderColor = configuration.strokeColor?.resolvedColor(with: traits).cgColor
    for view in subviews where view !== configuration.customView {
      view.removeFromSuperview()
    }
    if let custom = configuration.customView, custom.superview !== self {
      custom.frame = bounds
      custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(custom)
    }
    insets = configuration.backgroundInsets
  }

  /// Fills `bounds` (the host's) inside the configuration's insets; right to left, the
  /// leading inset is on the right.
  func layOut(in bounds: CGRect, rightToLeft: Bool) {
    UIView.performWithoutAnimation {
      frame = CGRect(
        x: rightToLeft ? insets.trailing : insets.leading, y: insets.top,
        width: max(0, bounds.width - insets.leading - insets.trailing),
        height: max(0, bounds.height - insets.top - insets.bottom))
    }
  }
}
