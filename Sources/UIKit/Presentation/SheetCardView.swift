/// The card a sheet shows its presented view in: UIKit's private drop-shadow view.
///
/// The card is the sheet's `presentedView`, at the frame of the selected detent. Inside it a
/// clip view rounds the corners and holds the presented controller's view. A card attached to
/// the bottom edge extends its clip view below the container by the corner radius, so only the
/// top corners show rounded, as on iOS. The grabber, when the sheet prefers it, sits on top.
@MainActor
final class SheetCardView: UIView {
  /// iOS's `_UIRoundedRectShadowView`: first in the card, 150 points beyond it on every side,
  /// transparent (`alpha = 0`) while the sheet rests, as iOS 13 and later log it.
  let shadowView = SheetShadowView()
  /// Rounds the corners; the presented view is its only content besides the grabber.
  let clipView = UIView()
  /// The small capsule at the top that says the sheet can be dragged.
  let grabber = UIView()
  /// Whether the card's bottom edge is the container's: its bottom corners stay square.
  var isBottomAttached = true {
    didSet { setNeedsLayout() }
  }
  /// The radius of the card's rounded corners.
  var cornerRadius: CGFloat = SheetCardView.defaultCornerRadius {
    didSet { clipView.layer.cornerRadius = cornerRadius }
  }

  /// Matches iOS: sheets round their corners by 10 points.
  static let defaultCornerRadius: CGFloat = 10
  static let grabberSize = CGSize(width: 36, height: 5)

  init() {
    super.init(frame: .zero)
    shadowView.frame = bounds.insetBy(dx: -SheetShadowView.outset, dy: -SheetShadowView.outset)
    shadowView.alpha = 0
    shadowView.isOpaque = false
    shadowView.isUserInteractionEnabled = false
    shadowView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(shadowView)
    clipView.layer.cornerRadius = cornerRadius
    clipView.clipsToBounds = true
    // Matches iOS's nesting: the clip view inside `UIDropShadowView` follows its size.
    clipView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    clipView.backgroundColor = .systemBackground
    addSubview(clipView)
    grabber.backgroundColor = .systemGray3
    grabber.layer.cornerRadius = Self.grabberSize.height / 2
    grabber.isHidden = true
    grabber.isUserInteractionEnabled = false
    addSubview(grabber)
  }

  required init?(coder: NSCoder) {
    fatalError("SheetCardView is made by sheets")
  }

  /// Puts `view` in the card, filling it.
  func hold(_ view: UIView) {
    UIView.performWithoutAnimation { view.frame = bounds }
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    clipView.addSubview(view)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let overhang = isBottomAttached ? cornerRadius : 0
    clipView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + overhang)
    for subview in clipView.subviews {
      subview.frame = bounds
    }
    grabber.frame = CGRect(
      x: ((bounds.width - Self.grabberSize.width) / 2).rounded(), y: 5,
      width: Self.grabberSize.width, height: Self.grabberSize.height)
    bringSubviewToFront(grabber)
  }
}
