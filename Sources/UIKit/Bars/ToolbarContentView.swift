/// The view over a toolbar's background that holds its row of buttons, as iOS 11 and later
/// nest a toolbar (`_UIBarBackground`, then `_UIToolbarContentView` > `_UIButtonBarStackView`).
/// It covers the toolbar's bounds, and so does the row in it.
@MainActor
final class ToolbarContentView: UIView {
  /// The row of buttons.
  let stack = ButtonBarStackView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(stack)
  }

  required init?(coder: NSCoder) {
    fatalError("a toolbar's content view is made by its toolbar")
  }
}
