import UIKit

/// The panel's content: the latest entries of the event log on a blurred background
/// (a UIVisualEffectView), newest at the bottom, updated as each entry is recorded.
final class EventLogViewController: UIViewController {
  private let lines = UILabel()
  private let lineHeight: CGFloat = 14

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .clear
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterialDark))
    blur.frame = view.bounds
    blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    blur.layer.cornerRadius = 14
    blur.clipsToBounds = true
    view.addSubview(blur)
    let heading = UILabel()
    heading.text = "Event log · F4 hides"
    heading.font = .boldSystemFont(ofSize: 13)
    heading.textColor = .white
    lines.font = .systemFont(ofSize: 11)
    lines.textColor = UIColor(white: 1, alpha: 0.9)
    lines.numberOfLines = 0
    lines.lineBreakMode = .byTruncatingTail
    for item in [heading, lines] {
      item.translatesAutoresizingMaskIntoConstraints = false
      blur.contentView.addSubview(item)
    }
    NSLayoutConstraint.activate([
      heading.topAnchor.constraint(equalTo: blur.contentView.topAnchor, constant: 10),
      heading.leadingAnchor.constraint(equalTo: blur.contentView.leadingAnchor, constant: 12),
      lines.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 6),
      lines.leadingAnchor.constraint(equalTo: heading.leadingAnchor),
      lines.trailingAnchor.constraint(equalTo: blur.contentView.trailingAnchor, constant: -12),
      lines.bottomAnchor.constraint(
        lessThanOrEqualTo: blur.contentView.bottomAnchor, constant: -8),
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    DemoLog.observer = { [weak self] _ in self?.showLatest() }
    showLatest()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    DemoLog.observer = nil
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    showLatest()
  }

  /// As many of the latest entries as fit, newest last.
  private func showLatest() {
    guard isViewLoaded else { return }
    let fitting = max(1, Int((view.bounds.height - 40) / lineHeight))
    let text = DemoLog.entries.suffix(fitting).joined(separator: "\n")
    if lines.text != text { lines.text = text }
  }
}
