import UIKit

/// The panel's content: the latest entries of the event log on a blurred background
/// (a UIVisualEffectView), one line each, newest at the bottom, updated as each entry is
/// recorded.
final class EventLogViewController: UIViewController {
  private let heading = UILabel()
  private let lines = UIStackView()
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
    heading.text = "Event log · F4 hides"
    heading.font = .boldSystemFont(ofSize: 13)
    heading.textColor = .white
    lines.axis = .vertical
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
    ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    DemoLog.observer = { [weak self] _ in self?.showLatest() }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    DemoLog.observer = nil
  }

  /// As many lines as the panel's height holds, made when it changes.
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let fitting = max(1, Int((view.bounds.height - 40) / lineHeight))
    guard fitting != lines.arrangedSubviews.count else { return }
    for line in lines.arrangedSubviews { line.removeFromSuperview() }
    for _ in 0..<fitting {
      let line = UILabel()
      line.font = .systemFont(ofSize: 11)
      line.textColor = UIColor(white: 1, alpha: 0.9)
      line.lineBreakMode = .byTruncatingTail
      line.heightAnchor.constraint(equalToConstant: lineHeight).isActive = true
      lines.addArrangedSubview(line)
    }
    showLatest()
  }

  /// The latest entries, newest in the last line.
  private func showLatest() {
    let labels = lines.arrangedSubviews.compactMap { $0 as? UILabel }
    let latest = DemoLog.entries.suffix(labels.count)
    let padding = Array(repeating: "", count: labels.count - latest.count)
    for (label, text) in zip(labels, padding + latest) where label.text != text {
      label.text = text
    }
  }
}
