/// The reorder control at a movable row's trailing edge in edit mode: iOS's three grey lines.
/// A drag that starts on it moves the row (see `UITableView+Reordering.swift`); a list cell's
/// reorder accessory is the same control (see `UICollectionView+Reordering.swift`).
@MainActor
final class ReorderControl: UIView {
  static let size = CGSize(width: 18, height: 12)

  /// A control whose lines are `lineColor`, or iOS's tertiary label colour.
  init(lineColor: UIColor? = nil) {
    super.init(frame: CGRect(origin: .zero, size: Self.size))
    for index in 0..<3 {
      let bar = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 5, width: 18, height: 2))
      bar.backgroundColor = lineColor ?? .tertiaryLabel
      bar.layer.cornerRadius = 1
      bar.isUserInteractionEnabled = false
      addSubview(bar)
    }
  }

  required init?(coder: NSCoder) { nil }

  /// Matches UIKit: the control takes presses from the whole trailing end of the row, not
  /// just its lines.
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -13, dy: -16).contains(point)
  }
}
