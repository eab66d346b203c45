/// The view a ``UIListContentConfiguration`` makes: its image, text and secondary text laid out
/// with the configuration's spacing, as `UIListContentView`.
///
/// Matches UIKit: it can stand on its own, anywhere a row-like view is wanted; in a cell, its
/// horizontal margins are the cell's (the list's margins) when the configuration preserves
/// them. Its height is its content's, at least 44 points for a cell.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let textLabel = UILabel()
  private let secondaryLabel = UILabel()
  private let imageView = UIImageView(image: nil)
  private var current: UIListContentConfiguration

  /// Matches UIKit: a view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    current = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryLabel] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    apply(configuration)
  }

  /// Matches UIKit's decoding initializer: a view showing a ``UIListContentConfiguration/cell()``.
  public required init?(coder: NSCoder) {
    current = .cell()
    super.init(coder: coder)
    for view in [imageView, textLabel, secondaryLabel] { addSubview(view) }
    apply(current)
  }

  /// Matches UIKit: the configuration shown; setting a ``UIListContentConfiguration`` updates
  /// the view, any other kind is ignored.
  open var configuration: any UIContentConfiguration {
    get { current }
    set {
      guard let list = newValue as? UIListContentConfiguration, list != current else { return }
      current = list
      apply(list)
    }
  }

  /// Matches UIKit (iOS 16+): the view shows list content configurations.
  open func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  private func apply(_ configuration: UIListContentConfiguration) {
    style(textLabel, configuration.textProperties, configuration.text, configuration.attributedText)
    style(
      secondaryLabel, configuration.secondaryTextProperties, configuration.secondaryText,
      configuration.secondaryAttributedText)
    var image = configuration.image
    if let tint = configuration.imageProperties.tintColor, let original = image {
      image = original.tinted(with: DisplayColor(tint.resolvedColor(with: traitCollection).cgColor))
    }
    imageView.image = image
    imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
    imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func style(
    _ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, _ text: String?,
    _ attributed: NSAttributedString?
  ) {
    label.font = properties.font
    // Matches UIKit: the configuration's text styles follow the text size unless it says not to.
    label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
    label.minimumScaleFactor = properties.minimumScaleFactor
    label.textAlignment =
      switch properties.alignment {
      case .natural: .natural
      case .center: .center
      case .justified: .justified
      }
    if let attributed {
      label.attributedText = attributed
    } else {
      label.text = text.map(properties.displayed)
    }
  }

  /// Matches UIKit: the configuration's tint follows the traits (light and dark mode).
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if current.imageProperties.tintColor != nil { apply(current) }
  }

  // MARK: Layout

  /// The leading and trailing margins: the cell's when the configuration preserves them,
  /// else its own.
  private var horizontalMargins: (leading: CGFloat, trailing: CGFloat) {
    let own = current.directionalLayoutMargins
    guard current.axesPreservingSuperviewLayoutMargins.contains(.horizontal),
      let cellMargins = superview?.directionalLayoutMargins,
      superview?.superview is UICollectionViewCell
        || superview?.superview is UITableViewCell
        || superview?.superview is UITableViewHeaderFooterView
    else { return (own.leading, own.trailing) }
    return (cellMargins.leading, cellMargins.trailing)
  }

  private func layout(width: CGFloat, height: CGFloat?) -> CellStyleLayout {
    let hasSecondary = !(secondaryLabel.text ?? "").isEmpty
    let style: UITableViewCell.CellStyle =
      !hasSecondary ? .default : current.prefersSideBySideTextAndSecondaryText ? .value1 : .subtitle
    let margins = horizontalMargins
    var imageSize = imageView.image?.size
    if let size = imageSize {
      let maximum = current.imageProperties.maximumSize
      var fitted = size
      if maximum.width > 0, fitted.width > maximum.width { fitted.width = maximum.width }
      if maximum.height > 0, fitted.height > maximum.height { fitted.height = maximum.height }
      let reserved = current.imageProperties.reservedLayoutSize
      imageSize = CGSize(width: max(fitted.width, reserved.width), height: fitted.height)
    }
    return CellStyleLayout(
      style: style, width: width, height: height, leading: margins.leading,
      trailing: margins.trailing, text: textLabel, detail: hasSecondary ? secondaryLabel : nil,
      image: imageView, imageSize: imageSize, imageToText: current.imageToTextPadding,
      subtitleSpacing: current.textToSecondaryTextVerticalPadding,
      verticalPadding: (
        current.directionalLayoutMargins.top, current.directionalLayoutMargins.bottom
      ))
  }

  /// Matches UIKit: the content's height at `size`'s width, at least the configuration's
  /// minimum.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: max(current.minimumHeight, contentHeight(width: size.width)))
  }

  /// The height the content and its vertical margins need at `width`, without the minimum: a
  /// table row applies the minimum to the content and its separator together.
  func contentHeight(width: CGFloat) -> CGFloat {
    layout(width: width, height: nil).fittingHeight
  }

  /// Matches UIKit: lays out the image and texts, mirrored right to left.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let layout = layout(width: bounds.width, height: bounds.height)
    let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let width = bounds.width
    UIView.performWithoutAnimation {
      for (view, frame) in [
        (imageView as UIView, layout.image), (textLabel, layout.text),
        (secondaryLabel, layout.detail),
      ] {
        view.isHidden = frame == nil
        guard let frame else { continue }
        view.frame = mirrored ? frame.mirrored(across: width) : frame
      }
    }
  }

  /// Where the text starts, from the leading edge: where a list row's separator starts.
  var textLeading: CGFloat { layout(width: bounds.width, height: bounds.height).textLeading }
}
