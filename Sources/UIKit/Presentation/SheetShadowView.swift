/// The view a sheet's card keeps its shadow in: UIKit's private `_UIRoundedRectShadowView`.
/// iOS shows it only while a sheet is being dragged or resized; here it stays transparent, so
/// that the card's subviews read as iOS prints them.
@MainActor
final class SheetShadowView: UIView {
  /// How far the shadow view reaches beyond the card on each side: `(-150 -150; 675 927)` for a
  /// 375 × 627 card in iOS 13's log.
  static let outset: CGFloat = 150
}
