/// The control at a row's leading edge in edit mode: iOS's red circle with a minus for
/// `.delete`, or green circle with a plus for `.insert`, 22 points across.
@MainActor
final class EditingControl: UIControl {
  static let diameter: CGFloat = 22

  let style: UITableViewCell.EditingStyle
  private let horizontalBar = UIView()
  private let verticalBar = UIView()

  /// A control of `style`, in iOS's colours unless `fill` (the circle) or `symbol` (the
  /// minus or plus) say otherwise, as a list cell's delete accessory may.
  init(style: UITableViewCell.EditingStyle, fill: UIColor? = nil, symbol: UIColor? = nil) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
    backgroundColor = fill ?? (style == .insert ? .systemGreen : .systemRed)
    layer.cornerRadius = Self.diameter / 2
    for bar in [horizontalBar, verticalBar] {
      bar.backgroundColor = symbol ?? .white
      bar.layer.cornerRadius = 1
      bar.isUserInteractionEnabled = false
    }
    horizontalBar.frame = CGRect(x: 5, y: 10, width: 12, height: 2)
    verticalBar.frame = CGRect(x: 10, y: 5, width: 2, height: 12)
    addSubview(horizontalBar)
    if style == .insert { addSubview(verticalBar) }
  }

  required init?(coder: NSCoder) { nil }
}
