/// A button: a title (and a background, with a configuration) that sends its actions when
/// clicked, or when focused and Return or Space is pressed.
///
/// Matches UIKit's two APIs: the classic one (`UIButton(type: .system)`, `setTitle(_:for:)`,
/// `setTitleColor(_:for:)`) and iOS 15's `UIButton.Configuration` (`.plain()`, `.filled()`,
/// `.tinted()`, `.gray()`). Pressed, a plain button dims its title and a filled one darkens.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The classic button types, as `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    /// No look of its own: white title by default, no insets around it.
    case custom = 0
    /// A tinted title with standard insets, the usual button.
    case system = 1
    /// iOS's size (the symbol's, 24⅓ × 23⅔ points); the icon itself is not drawn here.
    case detailDisclosure = 2
    /// iOS's size (the symbol's, 24⅓ × 23⅔ points); the icon itself is not drawn here.
    case infoLight = 3
    /// iOS's size (the symbol's, 24⅓ × 23⅔ points); the icon itself is not drawn here.
    case infoDark = 4
    /// iOS's size (the symbol's, 24⅓ × 23⅔ points); the icon itself is not drawn here.
    case contactAdd = 5
    /// iOS's size (a 30-point circle); the icon itself is not drawn here.
    case close = 7
  }

  /// The type the button was made with; `.custom` for `init(frame:)`.
  public let buttonType: ButtonType
  private var titles = ControlStateValues<String>()
  private var attributedTitles = ControlStateValues<NSAttributedString>()
  private var titleColors = ControlStateValues<UIColor>()
  private var titleShadowColors = ControlStateValues<UIColor>()
  var images = ControlStateValues<UIImage>()
  var backgroundImages = ControlStateValues<UIImage>()
  let label: UILabel = UIButtonLabel()
  /// Made the first time an image is set or ``imageView`` is asked for, as UIKit makes it.
  var storedImageView: UIImageView?

  /// Matches UIKit: space around the title and image together; it adds to the button's size.
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { contentLayoutDidChange() }
  }
  /// Matches UIKit: moves and shrinks the title within the content, without changing the
  /// button's size.
  open var titleEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }
  /// Matches UIKit: moves and shrinks the image within the content, without changing the
  /// button's size.
  open var imageEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }

  /// Matches iOS 15: when set, the configuration decides the title, font, colours, background and
  /// insets, and `setTitle(_:for:)` titles are not shown.
  open var configuration: Configuration? {
    didSet { refreshContent() }
  }

  /// Matches iOS 15: the closure ``configurationUpdateHandler`` holds.
  public typealias ConfigurationUpdateHandler = (UIButton) -> Void

  /// Matches iOS 15: runs after ``updateConfiguration()`` each time the button updates its
  /// configuration for its state: after a press, enabling or selecting it, or
  /// ``setNeedsUpdateConfiguration()``. Use it instead of overriding ``updateConfiguration()``;
  /// setting it asks for an update.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether ``updateConfiguration()`` runs before the next layout.
  private var needsConfigurationUpdate = false

  /// Matches iOS 15: asks for ``updateConfiguration()``, then ``configurationUpdateHandler``,
  /// before the next layout; asking again before then still runs them once. A change of the
  /// button's state (highlighted, selected, enabled) asks for it.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Matches iOS 15: updates ``configuration`` for the button's state. Override it (or set
  /// ``configurationUpdateHandler``) to change the configuration when the button is pressed,
  /// selected or disabled; do not call it, ask with ``setNeedsUpdateConfiguration()``. The stock
  /// configurations take their pressed and disabled looks when drawn, so the default does
  /// nothing.
  open func updateConfiguration() {}

  /// Makes a button of a classic type, with a zero frame.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    setUp()
  }

  /// Makes a button that sends `primaryAction` on `.primaryActionTriggered` (a click inside, or
  /// Return or Space while focused).
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Makes a `.system` button drawn by `configuration`, optionally with a primary action.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// Makes a `.custom` button with the given frame.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    setUp()
  }

  /// Makes a `.custom` button with the given frame and a primary action.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's type, titles, colours and
  /// configuration (an empty `.custom` button for any other coder).
  public required init?(coder: NSCoder) {
    buttonType = NibDecoder.buttonType(from: coder)
    super.init(frame: .zero)
    setUp()
    (coder as? NibDecoder)?.decodeView(self)
  }

  private func setUp() {
    label.textAlignment = .center
    // Matches UIKit: a classic button's title is in the 15-point system font.
    label.font = .systemFont(ofSize: 15)
    let host = contentHost
    if host !== self { addSubview(host) }
    host.addSubview(label)
    refreshContent()
  }

  /// The view the title and image are in: the button itself, or a view inside it that a
  /// subclass names (a bar button's `_UIModernBarButton`, as iOS nests a bar button's title).
  /// It must exist before `init` runs this class's set-up; ``placeContent(title:image:)`` is
  /// what frames it.
  var contentHost: UIView { self }

  /// Gives the title and the image their frames, `title` and `image` being in the button's
  /// coordinates; a subclass whose ``contentHost`` is another view frames that view too.
  func placeContent(title: CGRect, image: CGRect) {
    label.frame = title
    storedImageView?.frame = image
  }

  /// The label showing the title.
  open var titleLabel: UILabel? { label }

  /// The title for the current state (falling back to the normal state's).
  open var currentTitle: String? { title(for: state) }

  /// Sets the title for one state; a state without its own title shows the normal one.
  open func setTitle(_ title: String?, for state: State) {
    titles.set(title, for: state)
    refreshContent()
  }

  /// Matches UIKit: a state without its own title uses the normal one.
  open func title(for state: State) -> String? {
    titles[state]
  }

  /// Matches UIKit: a styled title for one state, shown in place of the plain title; a state
  /// without its own uses the normal one's. Characters with no font or colour of their own take
  /// the title label's font and the state's title colour (this project's reading).
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles.set(title, for: state)
    refreshContent()
  }

  /// Matches UIKit: a state without its own styled title uses the normal one's, or `nil`.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state]
  }

  /// Matches UIKit: the styled title in the current state.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// Sets the title colour for one state; a state without its own colour uses the normal one.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors.set(color, for: state)
    refreshContent()
  }

  /// Matches UIKit: a state without its own colour uses the normal one's, or `nil`.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state]
  }

  /// Matches UIKit: the title's colour in the current state, as drawn.
  open var currentTitleColor: UIColor { label.textColor ?? .label }

  /// Matches UIKit: the colour of the title's shadow in one state; the shadow is drawn at the
  /// title label's `shadowOffset`.
  open func setTitleShadowColor(_ color: UIColor?, for state: State) {
    titleShadowColors.set(color, for: state)
    refreshContent()
  }

  /// Matches UIKit: a state without its own shadow colour uses the normal one's, or `nil`.
  open func titleShadowColor(for state: State) -> UIColor? {
    titleShadowColors[state]
  }

  /// Matches UIKit: the title's shadow colour in the current state.
  open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

  override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

  /// Refreshes the title, colours and pressed look when highlight, enabled or selected change,
  /// and asks for a configuration update (``setNeedsUpdateConfiguration()``).
  open override func controlStateDidChange() {
    super.controlStateDidChange()
    refreshContent()
    setNeedsUpdateConfiguration()
  }

  /// Redraws with the new tint, which colours system titles and filled backgrounds.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    refreshContent()
  }

  /// Matches UIKit's metrics (see `UIButton+Layout.swift`): the image and the title side by
  /// side, the title with 6 points above and below, plus ``contentEdgeInsets``; an empty
  /// button is 30 × 34 points. A configuration's insets replace those.
  open override var intrinsicContentSize: CGSize { contentFittingSize }

  /// The intrinsic content size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Matches UIKit: the rectangle the title and image are laid out in: the bounds inside
  /// ``contentEdgeInsets``. Override it to lay out the content elsewhere.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    bounds.inset(by: contentEdgeInsets)
  }

  /// Matches UIKit: where the title goes in `contentRect`: after the image, the two aligned
  /// as one group by the content alignments and moved by ``titleEdgeInsets``. Override it (an
  /// image to the title's right, say), starting from `super`'s answer if you like.
  open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    defaultPartRects(in: contentRect).title
  }

  /// Matches UIKit: where the image goes in `contentRect`: before the title, the two aligned
  /// as one group by the content alignments and moved by ``imageEdgeInsets``.
  open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    defaultPartRects(in: contentRect).image
  }

  /// Places the title and image by the content alignments and edge insets.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsConfigurationUpdate {
      needsConfigurationUpdate = false
      updateConfiguration()
      configurationUpdateHandler?(self)
    }
    layOutContent()
  }

  /// Applies the title, colours and pressed look for the current state.
  private func refreshContent() {
    let tint = tintColor ?? .systemBlue
    if let configuration {
      // Matches iOS 15: a configuration's title wraps when the button is narrower than it.
      label.numberOfLines = 0
      label.text = configuration.title
      // Matches iOS 15: a configuration's title follows Dynamic Type, as body text scales.
      label.font = UIFontMetrics.default.scaledFont(
        for: configuration.font, compatibleWith: traitCollection)
      label.textColor = configuration.foregroundColor(tint: tint)
    } else {
      label.text = title(for: state)
      label.textColor =
        titleColor(for: state) ?? (buttonType == .custom ? .white : tint)
      if let styled = attributedTitle(for: state) { label.attributedText = styled }
    }
    if !isEnabled { label.textColor = .systemGray }
    label.shadowColor = currentTitleShadowColor
    let dims = configuration?.background(tint: tint) == nil
    label.alpha = isHighlighted && dims ? 0.4 : 1
    refreshImage(tint: tint, dims: isHighlighted && dims)
    contentLayoutDidChange()
    setNeedsDisplay()
  }

  override func preferredContentSizeCategoryDidChange() {
    if configuration != nil { refreshContent() }
  }

  /// Matches UIKit: a new font (or text) set on ``titleLabel`` directly changes the button's
  /// size too.
  override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
    if subview === label { invalidateIntrinsicContentSize() }
  }

  /// A configured button's title wraps at the width Auto Layout gives it, so its height
  /// depends on that width, as a multi-line label's does: measured again before layout when
  /// that width moves.
  override var intrinsicHeightFollowsWidth: Bool { configuration != nil }

  func contentLayoutDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    if let background = currentBackgroundImage, background.size.width > 0 {
      items += background.displayItems(filling: bounds)
    }
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

  // MARK: Overridable (declared here: Swift cannot override what an extension declares)

  /// Matches UIKit: the image shown beside the title in one state; a state without its own
  /// image shows the normal one's. A system button draws it as a template in its tint colour, as
  /// UIKit's automatic rendering does there.
  open func setImage(_ image: UIImage?, for state: State) {
    images.set(image, for: state)
    refreshContentForImages()
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
      /// An 8-point radius, as `.medium` here (UIKit adapts it to the button's size).
      case fixed
      /// An 8-point radius, as `.medium` here (UIKit adapts it to Dynamic Type).
      case dynamic
      /// A 4-point radius.
      case small
      /// An 8-point radius.
      case medium
      /// A 12-point radius.
      case large
      /// Half the shorter side: fully rounded ends.
      case capsule
    }

    /// The size of a button, as `UIButton.Configuration.Size`.
    public enum Size: Sendable {
      /// A 12-point title.
      case mini
      /// A 15-point title.
      case small
      /// A 17-point title, the default.
      case medium
      /// A 20-point title.
      case large
    }

    var style: Style
    /// The title shown; when set it replaces any `setTitle(_:for:)` title.
    public var title: String?
    /// Stored for source compatibility; the subtitle is not drawn.
    public var subtitle: String?
    /// The title colour; `nil` uses white on filled backgrounds and the tint otherwise.
    public var baseForegroundColor: UIColor?
    /// The background colour; `nil` uses the style's: none (plain), the tint (filled), the tint at
    /// 18 % (tinted) or system gray 5 (gray).
    public var baseBackgroundColor: UIColor?
    /// How round the background's corners are.
    public var cornerStyle: CornerStyle = .dynamic
    /// The title's size: 12, 15, 17 or 20 points.
    public var buttonSize: Size = .medium
    /// Space between the button's edges and its title.
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14)

    /// A tinted title with no background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A white, semibold title on a background of the tint colour.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A tinted title on a translucent background of the tint colour.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A tinted title on a system gray 5 background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// Matches UIKit's older name: the same as ``plain()``.
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// Matches UIKit's older name: the same as ``gray()``.
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// Matches UIKit's older name: the same as ``tinted()``.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// Matches UIKit's older name: the same as ``filled()``.
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
