/// The row that holds a bar's buttons, nested as iOS 11 and later nest them: a navigation bar's
/// content view holds one row for its leading items and one for its trailing items, a toolbar's
/// content view one row for all its items.
///
/// It draws nothing and lays nothing out itself: the bar works out each button's frame in its
/// own coordinates and hands them to ``place(_:at:)``, so buttons sit where they would sit
/// without the row.
@MainActor
final class ButtonBarStackView: UIView {
  /// Frames the row at `row`, or around `frames` when `nil`, and puts `buttons` in it at
  /// `frames` (in the row's superview's coordinates, one for each button, in order). Around no
  /// buttons the row takes no room.
  func place(_ buttons: [UIView], at frames: [CGRect], row: CGRect? = nil) {
    let around = frames.reduce(CGRect.null) { $0.union($1) }
    frame = row ?? (around.isNull ? .zero : around)
    for (button, buttonFrame) in zip(buttons, frames) {
      if button.superview !== self { addSubview(button) }
      button.frame = buttonFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }
  }
}
