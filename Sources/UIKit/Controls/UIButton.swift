/// A button: a title (and a background, with a configuration) that sends its actions when
/// clicked, or when focused and Return or Space is pressed.
///
/// Matches UIKit's two APIs: the classic one (`UIButton(type: .system)`, `setTitle(_:for:)`,
/// `setTitleColor(_:for:)`) and iOS 15's `UIButton.Configuration` (`.plain()`, `.filled()`,
/// `.tinted()`, `.gray()`). Pressed, a plain button dims its title and a filled one darkens.
@MainActor
open class UIButton: UIControl {
  /// The classic button types, as `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
  }

  public let buttonType: ButtonType
  private var titles: [State.RawValue: String] = [:]
  private var titleColors: [State.RawValue: UIColor] = [:]
  private let label = UILabel()

  open var configuration: Configuration? {
    didSet { refreshContent() }
  }

  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    setUp()
  }

  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    setUp()
  }

  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 17)
    addSubview(label)
    refreshContent()
  }

  /// The label showing the title.
  open var titleLabel: UILabel? { label }

  open var currentTitle: String? { title(for: state) }

  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    refreshContent()
  }

  /// Matches UIKit: a state without its own title uses the normal one.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    refreshContent()
  }

  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

  open override func controlStateDidChange() {
    super.controlStateDidChange()
    refreshContent()
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshContent()
  }

  open override var intrinsicContentSize: CGSize {
    let text = label.intrinsicContentSize
    let insets = contentInsets
    return CGSize(
      width: text.width + insets.leading + insets.trailing,
      height: max(text.height + insets.top + insets.bottom, 34))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let insets = contentInsets
    label.frame = CGRect(
      x: insets.leading, y: insets.top, width: bounds.width - insets.leading - insets.trailing,
      height: bounds.height - insets.top - insets.bottom)
  }

  private var contentInsets: NSDirectionalEdgeInsets {
    configuration?.contentInsets
      ?? (buttonType == .custom
        ? .zero : NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
  }

  /// Applies the title, colours and pressed look for the current state.
  private func refreshContent() {
    let tint = tintColor ?? .systemBlue
    if let configuration {
      label.text = configuration.title
      label.font = configuration.font
      label.textColor = configuration.foregroundColor(tint: tint)
    } else {
      label.text = title(for: state)
      label.textColor =
        titleColor(for: state) ?? (buttonType == .custom ? .white : tint)
    }
    if !isEnabled { label.textColor = .systemGray }
    let dims = configuration?.background(tint: tint) == nil
    label.alpha = isHighlighted && dims ? 0.4 : 1
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    guard let configuration, var fill = configuration.background(tint: tintColor ?? .systemBlue)
    else { return }
    if !isEnabled { fill = .systemGray5 }
    var color = DisplayColor(fill.resolvedColor(with: traitCollection).cgColor)
    if isHighlighted {
      color.red *= 0.8
      color.green *= 0.8
      color.blue *= 0.8
    }
    let radius = configuration.cornerRadius(for: bounds.size)
    items.append(
      radius > 0 ? .roundedFill(bounds, cornerRadius: radius, color) : .fill(bounds, color))
  }
}

extension UIButton {
  /// How a button looks, as iOS 15's `UIButton.Configuration`.
  public struct Configuration: Sendable {
    /// The background a configuration draws.
    enum Style: Sendable {
      case plain
      case filled
      case tinted
      case gray
    }

    /// How round the background's corners are, as `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Sendable {
      case fixed
      case dynamic
      case small
      case medium
      case large
      case capsule
    }

    /// The size of a button, as `UIButton.Configuration.Size`.
    public enum Size: Sendable {
      case mini
      case small
      case medium
      case large
    }

    var style: Style
    public var title: String?
    public var subtitle: String?
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14)

    public static func plain() -> Configuration { Configuration(style: .plain) }
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    public static func gray() -> Configuration { Configuration(style: .gray) }
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

    var font: UIFont {
      let size: CGFloat =
        switch buttonSize {
        case .mini: 12
        case .small: 15
        case .medium: 17
        case .large: 20
        }
      return .systemFont(ofSize: size, weight: style == .filled ? .semibold : .regular)
    }

    @MainActor
    func foregroundColor(tint: UIColor) -> UIColor {
      baseForegroundColor ?? (style == .filled ? .white : tint)
    }

    @MainActor
    func background(tint: UIColor) -> UIColor? {
      switch style {
      case .plain: baseBackgroundColor
      case .filled: baseBackgroundColor ?? tint
      case .tinted: (baseBackgroundColor ?? tint).withAlphaComponent(0.18)
      case .gray: baseBackgroundColor ?? .systemGray5
      }
    }

    func cornerRadius(for size: CGSize) -> CGFloat {
      switch cornerStyle {
      case .fixed, .dynamic, .medium: 8
      case .small: 4
      case .large: 12
      case .capsule: min(size.width, size.height) / 2
      }
    }
  }
}
