/// The simulated system chrome a window draws over its content: the status bar at the top
/// (time and battery) and the home indicator at the bottom.
///
/// They are ordinary views drawn after the window's subviews but kept out of them, so they
/// never appear in `window.subviews`, take no touches and have no controller.
@MainActor
final class StatusBarView: UIView {
  /// The status bar's height; the window's safe area starts below it when it is shown.
  static let height: CGFloat = 24

  private let time = UILabel()
  private let battery = UIView()
  private let batteryLevel = UIView()
  private let batteryText = UILabel()
  /// What ``configure(width:timeText:darkContent:rightToLeft:)`` last showed. A resized
  /// window only moves the bar's parts, and setting the same text and colours again cost more
  /// than placing them.
  private var shownContent: Content?

  private struct Content: Equatable {
    var timeText: String
    var darkContent: Bool
    var rightToLeft: Bool
  }

  init() {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    time.font = .boldSystemFont(ofSize: 13)
    addSubview(time)
    batteryText.font = .systemFont(ofSize: 11)
    batteryText.text = "100%"
    addSubview(batteryText)
    battery.layer.cornerRadius = 3
    battery.layer.borderWidth = 1
    addSubview(battery)
    batteryLevel.layer.cornerRadius = 1.5
    battery.addSubview(batteryLevel)
  }

  required init?(coder: NSCoder) { nil }

  /// Lays the bar out across `width` and shows `timeText` in the colour for `dark` content.
  /// Right to left it is mirrored, as iOS mirrors it: the time on the right, the battery on the
  /// left.
  func configure(width: CGFloat, timeText: String, darkContent: Bool, rightToLeft: Bool) {
    frame = CGRect(x: 0, y: 0, width: width, height: Self.height)
    func place(_ rect: CGRect) -> CGRect {
      rightToLeft
        ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }
    time.frame = place(CGRect(x: 16, y: 4, width: 80, height: 16))
    battery.frame = place(CGRect(x: width - 40, y: 7, width: 24, height: 11))
    batteryLevel.frame = battery.bounds.insetBy(dx: 2, dy: 2)
    batteryText.frame = place(CGRect(x: width - 100, y: 5, width: 54, height: 14))
    let content = Content(timeText: timeText, darkContent: darkContent, rightToLeft: rightToLeft)
    guard content != shownContent else { return }
    shownContent = content
    time.textAlignment = rightToLeft ? .right : .left
    batteryText.textAlignment = rightToLeft ? .left : .right
    time.text = timeText
    let colour = darkContent ? UIColor.black : UIColor.white
    time.textColor = colour
    batteryText.textColor = colour
    battery.layer.borderColor = colour.withAlphaComponent(0.5).cgColor
    batteryLevel.backgroundColor = colour
  }
}

/// The bar at the bottom of the screen that stands for the home gesture.
@MainActor
final class HomeIndicatorView: UIView {
  /// The safe area inset the home indicator claims at the bottom of the window.
  static let inset: CGFloat = 20

  init() {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    layer.cornerRadius = 2.5
  }

  required init?(coder: NSCoder) { nil }

  func configure(windowSize: CGSize, darkContent: Bool) {
    frame = CGRect(
      x: (windowSize.width - 134) / 2, y: windowSize.height - 13, width: 134, height: 5)
    guard darkContent != shownDarkContent else { return }
    shownDarkContent = darkContent
    backgroundColor = darkContent ? .black : .white
  }

  /// The content colour last shown: a resize only moves the indicator.
  private var shownDarkContent: Bool?
}
