extension UIView {
  /// How a view's ``UIView/tintColor`` is adjusted, as `UIView.TintAdjustmentMode`.
  public enum TintAdjustmentMode: Int, Sendable {
    /// Matches UIKit: the superview's mode (`.normal` without a superview).
    case automatic = 0
    /// Matches UIKit: the tint colour unmodified.
    case normal = 1
    /// Matches UIKit: a desaturated, dimmed version of the tint colour.
    case dimmed = 2
  }
}

/// What a view's tint resolves to: the colour set nearest up its superview chain (`nil`: the
/// system's) and whether the nearest mode other than `.automatic` dims it. Two equal states
/// draw the same, so a view whose state did not change is not told.
struct TintState: Equatable {
  var color: UIColor?
  var isDimmed: Bool

  /// A view with no tint set anywhere above it.
  static let system = TintState(color: nil, isDimmed: false)
}

extension UIView {
  /// The state this view resolves, given the one its superview resolves.
  private func tintState(inheriting inherited: TintState) -> TintState {
    TintState(
      color: storedTintColor ?? inherited.color,
      isDimmed: storedTintAdjustmentMode == .automatic
        ? inherited.isDimmed : storedTintAdjustmentMode == .dimmed)
  }

  /// The state this view resolves now, from its own settings and its superviews'.
  var tintState: TintState {
    tintState(inheriting: storedSuperview?.tintState ?? .system)
  }

  /// ``tintColor``'s value: the resolved colour, dimmed if the mode says so.
  var resolvedTintColor: UIColor {
    let state = tintState
    let color = state.color ?? .systemBlue
    return state.isDimmed ? color.dimmedForTint : color
  }

  /// Applies `change` to this view's own tint settings, then tells the views it affected.
  func changeTint(_ change: (UIView) -> Void) {
    let inherited = storedSuperview?.tintState ?? .system
    let old = tintState(inheriting: inherited)
    change(self)
    tintDidChange(from: old, to: tintState(inheriting: inherited))
  }

  /// The one path by which tint changes reach views: after this view's state went from `old`
  /// to `new` (its own setting, a superview's, or a move to another superview), every view of
  /// the subtree whose state changed draws again and gets ``tintColorDidChange()``, each view
  /// before its subviews, in subview order. A subtree whose root kept its state is skipped, as
  /// its settings shield it.
  ///
  /// Matches UIKit (`UIView.h`): the message goes to a view whose tint colour or adjustment mode
  /// changed, and to the subviews that inherit the change.
  func tintDidChange(from old: TintState, to new: TintState) {
    guard old != new else { return }
    setNeedsDisplay()
    tintColorDidChange()
    for subview in storedSubviews {
      subview.tintDidChange(
        from: subview.tintState(inheriting: old), to: subview.tintState(inheriting: new))
    }
  }
}

extension UIColor {
  /// The tint of a dimmed view: this colour's luminance as a grey, with its alpha. UIKit
  /// documents a desaturated, dimmed tint but not its values; a dynamic colour stays dynamic.
  var dimmedForTint: UIColor {
    UIColor { traits in
      let color = self.resolvedColor(with: traits).cgColor
      let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
      return UIColor(white: luminance, alpha: color.alpha)
    }
  }
}
