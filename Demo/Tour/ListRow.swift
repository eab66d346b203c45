import UIKit

/// A row of a settings-style list, standing in for a table view cell (the project has no
/// UITableView yet): its title, an optional subtitle under it, and a chevron when it leads
/// further. A click, or Return when it has the focus, activates it; `isSelected` is the row
/// the arrow keys have reached.
final class ListRow: UIControl {
  private let label = UILabel()
  private let subtitleLabel = UILabel()
  private let chevron = UILabel()
  /// A fixed height, as a table view's rows have: 44 points, 58 with a subtitle.
  let height: CGFloat

  init(title: String, subtitle: String? = nil, pushes: Bool) {
    height = subtitle == nil ? 44 : 58
    super.init(frame: .zero)
    label.text = title
    subtitleLabel.text = subtitle
    subtitleLabel.font = .systemFont(ofSize: 13)
    subtitleLabel.textColor = .secondaryLabel
    subtitleLabel.numberOfLines = 0
    chevron.text = pushes ? ">" : ""
    chevron.textColor = .tertiaryLabel
    let lines = UIStackView(arrangedSubviews: subtitle == nil ? [label] : [label, subtitleLabel])
    lines.axis = .vertical
    lines.spacing = 2
    for view in [lines, chevron] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      heightAnchor.constraint(equalToConstant: height),
      lines.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      lines.trailingAnchor.constraint(lessThanOrEqualTo: chevron.leadingAnchor, constant: -8),
      lines.centerYAnchor.constraint(equalTo: centerYAnchor),
      chevron.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      chevron.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
    updateBackground()
    // A row reads as one button, as a table view cell that pushes reads to VoiceOver and to
    // UI tests (`app.buttons["Page view controller"]`).
    isAccessibilityElement = true
    accessibilityLabel = title
    accessibilityTraits = .button
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its rows in code")
  }

  override var isHighlighted: Bool {
    didSet { updateBackground() }
  }

  override var isSelected: Bool {
    didSet { updateBackground() }
  }

  private func updateBackground() {
    backgroundColor =
      isHighlighted
      ? .systemGray4 : isSelected ? .systemGray5 : .secondarySystemGroupedBackground
  }
}
