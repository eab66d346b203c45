/// The buttons a swipe reveals beside a row, as UIKit's pull view: one per action, in the
/// action's colour, the configuration's first action at the outer edge.
///
/// Matches UIKit: while the row is partly open each button takes its share of the space
/// shown; past the buttons' full width the first one stretches, and in a full swipe it covers
/// the whole space. Each button is as wide as its title or image and 15 points either side,
/// and at least 74 points, which is how iOS's look.
@MainActor
final class SwipeActionPullView: UIView {
  static let minimumButtonWidth: CGFloat = 74
  static let buttonPadding: CGFloat = 15

  let buttons: [SwipeActionButton]
  /// Whether the row moves left to show these, so they sit at the right edge.
  let rowMovesLeft: Bool
  /// The buttons' natural widths together: the reveal at which the row is open.
  let totalWidth: CGFloat

  init(
    configuration: UISwipeActionsConfiguration, rowMovesLeft: Bool,
    onTap: @escaping (UIContextualAction, UIView) -> Void
  ) {
    buttons = configuration.actions.map { SwipeActionButton(action: $0, onTap: onTap) }
    self.rowMovesLeft = rowMovesLeft
    totalWidth = buttons.reduce(0) { $0 + $1.naturalWidth }
    super.init(frame: .zero)
    clipsToBounds = true
    // The first action is drawn over the others as it stretches.
    for button in buttons.reversed() { addSubview(button) }
  }

  required init?(coder: NSCoder) { nil }

  /// Places the buttons in the space shown, `bounds.width`.
  func layOut(expandingFirst: Bool) {
    let shown = bounds.width
    var offset: CGFloat = 0
    for (index, button) in buttons.enumerated() {
      var width = totalWidth > 0 ? button.naturalWidth * min(1, shown / totalWidth) : 0
      if index == 0 {
        width = expandingFirst ? shown : width + max(0, shown - totalWidth)
      }
      let x = rowMovesLeft ? shown - offset - width : offset
      button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      button.layOutContent(innerEdgeIsLeft: rowMovesLeft)
      offset += width
    }
  }
}
