/// A reusable view for a table section's header or footer: a content view and a text label
/// laid out in the table style's look.
///
/// Matches UIKit: a table makes one for each `titleForHeaderInSection` or
/// `titleForFooterInSection` the data source gives (in a grouped table, a header's text is
/// uppercased, and ``textLabel`` reads it so); register a subclass with
/// `UITableView.register(_:forHeaderFooterViewReuseIdentifier:)` and dequeue it in
/// `viewForHeaderInSection` for your own. On iOS 14+, set a ``contentConfiguration`` (start
/// from ``defaultContentConfiguration()``, the table style's header or footer look) in place
/// of the labels.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView, ContentConfigurationHost {
  /// Matches UIKit: the identifier the view is reused under.
  public let reuseIdentifier: String?
  /// Matches UIKit: the view to add your subviews to.
  public let contentView = UIView()
  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  /// Where the table shows this view, which sets its look.
  var placement = SectionSupplementPlacement() {
    didSet {
      guard placement != oldValue else { return }
      applyLook()
      setNeedsLayout()
    }
  }

  /// Matches UIKit: a header or footer view reused under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    contentView.insetsLayoutMarginsFromSafeArea = false
    addSubview(contentView)
    applyLook()
  }

  /// How far below the view its background reaches: a plain table's footer floating above the
  /// bottom safe area covers the rows that scroll on under it to the table's edge, as the bar
  /// above a floating header covers them there.
  var backgroundOverhang: CGFloat = 0 {
    didSet {
      guard backgroundOverhang != oldValue else { return }
      setNeedsLayout()
    }
  }
  /// The background below the view, while it has a ``backgroundOverhang``.
  private var overhangView: UIView?

  /// Matches UIKit: a view with no reuse identifier.
  public convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// How a table view makes a view registered with a class, through whatever override of
  /// `init(reuseIdentifier:)` the class has; see
  /// ``UITableViewCell/init(registeredWithReuseIdentifier:)`` for why it is `required`.
  public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// Matches UIKit's decoding initializer: a view with the coder's frame and subviews.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    contentView.insetsLayoutMarginsFromSafeArea = false
    addSubview(contentView)
    applyLook()
  }

  /// Matches UIKit: the title's label, made when first asked for, in the table style's font;
  /// `nil` while a ``contentConfiguration`` is set.
  open var textLabel: UILabel? {
    guard configuredContent.configuration == nil else { return nil }
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    label.numberOfLines = 0
    contentView.addSubview(label)
    storedTextLabel = label
    applyLook()
    return label
  }

  /// Matches UIKit: a second label, made when first asked for; `nil` while a
  /// ``contentConfiguration`` is set.
  open var detailTextLabel: UILabel? {
    guard configuredContent.configuration == nil else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
    label.textColor = .secondaryLabel
    contentView.addSubview(label)
    storedDetailTextLabel = label
    return label
  }

  /// Matches UIKit: a view behind the content; setting one resets
  /// ``backgroundConfiguration`` to `nil`.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      if backgroundView != nil, backgroundConfiguration != nil { backgroundConfiguration = nil }
      setNeedsLayout()
    }
  }

  /// Matches UIKit: called before the table hands the view out again.
  open func prepareForReuse() {}

  // MARK: Configurations

  /// The content configuration and the view it made, inside ``contentView``.
  var configuredContent = ConfiguredContent()

  /// Matches UIKit (iOS 14+): the content to show, by a configuration, in place of the labels
  /// (setting one resets them to `nil`); its view fills ``contentView`` and gives a
  /// self-sizing header or footer its height.
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { configuredContent.configuration }
    set {
      if newValue != nil {
        storedTextLabel?.removeFromSuperview()
        storedDetailTextLabel?.removeFromSuperview()
        (storedTextLabel, storedDetailTextLabel) = (nil, nil)
      }
      setContentConfiguration(newValue)
    }
  }

  /// Matches UIKit (iOS 14+): a list content configuration for where the view shows, with no
  /// content: a plain table's `.plainHeader()` or `.plainFooter()`, a grouped or inset grouped
  /// table's `.groupedHeader()` or `.groupedFooter()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch (placement.style == .plain, placement.isHeader) {
    case (true, true): .plainHeader()
    case (true, false): .plainFooter()
    case (false, true): .groupedHeader()
    case (false, false): .groupedFooter()
    }
  }

  /// Matches UIKit: whether the content configuration is updated for each new state (`true`).
  open var automaticallyUpdatesContentConfiguration = true

  /// The background configuration and the view showing it.
  var configuredBackground = ConfiguredBackground()

  /// Matches UIKit (iOS 14+): the background to show, by a configuration, in place of the
  /// table style's background and ``backgroundView`` (which setting one resets to `nil`).
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    get { configuredBackground.configuration }
    set {
      setBackgroundConfiguration(newValue)
      applyLook()
    }
  }

  /// Matches UIKit: whether the background configuration is updated for each new state
  /// (`true`).
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// Matches UIKit (iOS 16+): a background configuration with the system's values for where
  /// the view shows: `.listPlainHeaderFooter()` in a plain table, `.listGroupedHeaderFooter()`
  /// in a grouped or inset grouped one.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    placement.style == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
  }

  /// Matches UIKit: a background configuration resets the background view to `nil`.
  func removeBackgroundViews() {
    backgroundView = nil
  }

  /// Matches UIKit (iOS 14+): the view's state, which configurations are updated for.
  open var configurationState: UIViewConfigurationState {
    UIViewConfigurationState(traitCollection: traitCollection)
  }

  /// Matches UIKit (iOS 15+): called with the view and its state whenever the configuration
  /// updates, by ``updateConfiguration(using:)``'s default work.
  open var configurationUpdateHandler:
    ((UITableViewHeaderFooterView, UIViewConfigurationState) -> Void)?
  {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Matches UIKit (iOS 14+): asks for ``updateConfiguration(using:)`` before the next layout.
  open func setNeedsUpdateConfiguration() {
    setNeedsContentConfigurationUpdate()
  }

  /// Matches UIKit (iOS 14+): updates the view for `state`; by default runs
  /// ``configurationUpdateHandler``. Override it to set configurations for the state, calling
  /// `super`.
  open func updateConfiguration(using state: UIViewConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  /// Matches iOS: the title's font follows the table's text size, as the cells' labels do.
  override func preferredContentSizeCategoryDidChange() {
    super.preferredContentSizeCategoryDidChange()
    applyLook()
    setNeedsLayout()
  }

  /// Matches UIKit: updates a configuration whose state changed, then lays out the content
  /// view over the bounds and the text label at the style's insets.
  open override func layoutSubviews() {
    runPendingConfigurationUpdate()
    super.layoutSubviews()
    UIView.performWithoutAnimation {
      backgroundView?.frame = bounds
      layOutBackgroundConfiguration()
      contentView.frame = bounds
      layOutOverhang()
      guard let label = storedTextLabel else { return }
      let leading = placement.leading
      let width = max(0, bounds.width - 2 * leading)
      let height = ceil(
        label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
      let insets = placement.textInsets
      let y: CGFloat =
        switch placement.style {
        case .plain: ((bounds.height - height) / 2).rounded(.down)
        default: placement.isHeader ? bounds.height - insets.bottom - height : insets.top
        }
      label.frame = CGRect(x: leading, y: y, width: width, height: height)
    }
  }

  /// Extends the view's background by ``backgroundOverhang`` below it.
  private func layOutOverhang() {
    guard backgroundOverhang > 0 else {
      overhangView?.removeFromSuperview()
      overhangView = nil
      return
    }
    let overhang =
      overhangView
      ?? {
        let made = UIView()
        made.isUserInteractionEnabled = false
        insertSubview(made, at: 0)
        overhangView = made
        return made
      }()
    overhang.backgroundColor = backgroundColor
    overhang.frame = CGRect(
      x: 0, y: bounds.height, width: bounds.width, height: backgroundOverhang)
  }

  private func applyLook() {
    // Matches iOS: a configuration's text lines up with the rows' text.
    contentView.directionalLayoutMargins.leading = placement.leading
    contentView.directionalLayoutMargins.trailing = placement.leading
    let look = placement.textLook(traits: traitCollection)
    storedTextLabel?.font = look.font
    storedTextLabel?.textColor = look.color
    // A background configuration draws in place of the style's colour.
    backgroundColor =
      placement.style == .plain && configuredBackground.configuration == nil
      ? .systemBackground : nil
  }
}

/// Where a table shows a section header or footer, and iOS's metrics for them.
struct SectionSupplementPlacement: Equatable {
  var style: UITableView.Style = .plain
  var isHeader = true
  var section = 0
  /// Where the text starts: the cells' text margin, plus the section inset in `.insetGrouped`.
  var leading: CGFloat = 16

  /// The height of a section with no title and no view (``UITableView/automaticDimension``):
  /// nothing in a plain table; 17.5 points in grouped ones, 35 above the first section, so
  /// that grouped sections stand 35 points apart, as in iOS's Settings.
  var emptyHeight: CGFloat {
    guard style != .plain else { return 0 }
    return isHeader && section == 0 ? 35 : 17.5
  }

  /// The space above and below a title.
  var textInsets: (top: CGFloat, bottom: CGFloat) {
    switch style {
    case .plain: (4, 4)
    default: isHeader ? (section == 0 ? 34 : 16, 6) : (7, 10)
    }
  }

  /// The title's font and colour: a plain table's headers are bold headlines; footers, and
  /// grouped tables' headers, small secondary text; at the text size of `traits`, as the
  /// cells' text is.
  func textLook(traits: UITraitCollection?) -> (font: UIFont, color: UIColor) {
    style == .plain && isHeader
      ? (.preferredFont(forTextStyle: .headline, compatibleWith: traits), .label)
      : (.preferredFont(forTextStyle: .footnote, compatibleWith: traits), .secondaryLabel)
  }

  /// The height of a view showing `title` in a table `width` wide with `traits`.
  @MainActor func height(forTitle title: String, width: CGFloat, traits: UITraitCollection?)
    -> CGFloat
  {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = textLook(traits: traits).font
    label.text = title
    let textHeight = ceil(
      label.sizeThatFits(
        CGSize(width: max(0, width - 2 * leading), height: .greatestFiniteMagnitude)
      ).height)
    let insets = textInsets
    return insets.top + textHeight + insets.bottom
  }

  /// Matches UIKit: a grouped table shows header titles uppercased.
  func displayedTitle(_ title: String) -> String {
    style != .plain && isHeader ? title.uppercased() : title
  }
}
