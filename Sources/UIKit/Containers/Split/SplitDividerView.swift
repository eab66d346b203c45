/// The line between two tiled columns, which the mouse can drag to resize the column before
/// it, within its minimum and maximum widths.
///
/// A desktop convenience: iPadOS does not let the user drag a split's divider.
@MainActor
final class SplitDividerView: UIView {
  /// The column the divider follows, whose width a drag changes.
  let column: UISplitViewController.Column
  weak var split: UISplitViewController?
  private let line = UIView()
  private var startWidth: CGFloat = 0

  /// How wide the area that takes the drag is: the line and four points either side.
  static let grabWidth: CGFloat = 9

  init(column: UISplitViewController.Column) {
    self.column = column
    super.init(frame: .zero)
    line.backgroundColor = .separator
    line.isUserInteractionEnabled = false
    addSubview(line)
    addGestureRecognizer(UIPanGestureRecognizer { [weak self] in self?.dragged($0) })
  }

  required init?(coder: NSCoder) {
    fatalError("SplitDividerView is made by split view controllers")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    line.frame = CGRect(
      x: ((bounds.width - UISplitViewController.dividerWidth) / 2).rounded(.down), y: 0,
      width: UISplitViewController.dividerWidth, height: bounds.height)
  }

  private func dragged(_ recognizer: UIPanGestureRecognizer) {
    guard let split, let container = split.viewIfLoaded else { return }
    switch recognizer.state {
    case .began:
      startWidth = split.columnWidth(column, inWidth: container.bounds.width)
    case .changed, .ended:
      split.dragDivider(
        after: column, toWidth: startWidth + recognizer.translation(in: container).x)
    default:
      break
    }
  }
}
