/// What a navigation bar shows for one navigation item: the back button (titled after the item
/// below), the left and right bar buttons, the title or title view, and the large title.
///
/// A bar keeps one for its top item; during a push or pop it keeps the outgoing one too, and
/// the two cross-fade while the titles slide, as in UIKit.
@MainActor
final class NavigationBarContent: UIView {
  let item: UINavigationItem
  let backButton = NavigationBackButton()
  let titleLabel = UILabel()
  let largeTitleLabel = UILabel()
  /// The part of the bar below the title row, where the large title scrolls away.
  private let largeTitleArea = UIView()
  let promptLabel = UILabel()
  private(set) var leftButtons: [BarButtonView] = []
  private(set) var rightButtons: [BarButtonView] = []
  /// The rows holding the left and the right buttons, as iOS 11 and later nest them; each is
  /// in the content only while it holds buttons.
  private let leftStack = ButtonBarStackView()
  private let rightStack = ButtonBarStackView()
  /// Whether the back button shows: there is an item below, and this one does not hide it.
  private(set) var showsBackButton = false
  /// Whether the item has a large title, and how far scrolling content has pushed it up.
  var largeTitle: (shown: Bool, collapse: CGFloat) = (false, 0) {
    didSet { setNeedsLayout() }
  }

  init(item: UINavigationItem, backItem: UINavigationItem?, onBack: @escaping () -> Void) {
    self.item = item
    super.init(frame: .zero)
    // A large title collapsing under scrolling content slides up out of its area.
    largeTitleArea.clipsToBounds = true
    largeTitleArea.isUserInteractionEnabled = false
    largeTitleArea.addSubview(largeTitleLabel)
    titleLabel.textAlignment = .center
    // Matches UIKit: a bar's title is a header, as VoiceOver's rotor finds it.
    titleLabel.accessibilityTraits = [.staticText, .header]
    largeTitleLabel.accessibilityTraits = [.staticText, .header]
    largeTitleLabel.lineBreakMode = .byTruncatingTail
    promptLabel.font = .systemFont(ofSize: 13)
    promptLabel.textColor = .secondaryLabel
    promptLabel.textAlignment = .center
    backButton.addAction(UIAction { _ in onBack() }, for: .primaryActionTriggered)
    for view in [promptLabel, largeTitleArea, titleLabel] as [UIView] {
      addSubview(view)
    }
    refresh(backItem: backItem)
  }

  required init?(coder: NSCoder) {
    fatalError("bar content is made by its bar")
  }

  /// Reads the item (and the back title from the item below) again.
  func refresh(backItem: UINavigationItem?) {
    showsBackButton =
      backItem != nil && !item.hidesBackButton
      && (item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton)
    backButton.isHidden = !showsBackButton
    // Matches iOS 15's log of a root controller's bar: with no back item, the content view
    // holds no back button at all, not a hidden one.
    if !showsBackButton {
      backButton.removeFromSuperview()
    } else if backButton.superview !== self {
      insertSubview(backButton, aboveSubview: titleLabel)
    }
    backButton.title = backItem?.backTitle
    titleLabel.text = item.displayedTitle
    largeTitleLabel.text = item.displayedTitle
    promptLabel.text = item.prompt
    promptLabel.isHidden = item.prompt == nil
    if let titleView = item.titleView, titleView.superview !== self { addSubview(titleView) }
    titleLabel.isHidden = item.titleView != nil
    leftButtons = rebuild(leftButtons, item.leftBarButtonItems ?? [], in: leftStack)
    rightButtons = rebuild(rightButtons, item.rightBarButtonItems ?? [], in: rightStack)
    setNeedsLayout()
  }

  /// Applies an appearance's title colours and fonts.
  func apply(_ appearance: UINavigationBarAppearance) {
    titleLabel.font = appearance.titleFont
    titleLabel.textColor = appearance.titleColor
    largeTitleLabel.font = appearance.largeTitleFont
    largeTitleLabel.textColor = appearance.largeTitleColor
  }

  /// The content's attribute, which its bar sets to its own; the back button, the rows and
  /// their buttons take it too, so that each lays its own parts out in the direction the
  /// content does (a title's trailing inset, the back chevron's side).
  override var semanticContentAttribute: UISemanticContentAttribute {
    didSet {
      let parts: [UIView] = [backButton, leftStack, rightStack] + leftButtons + rightButtons
      for part in parts { part.semanticContentAttribute = semanticContentAttribute }
    }
  }

  private func rebuild(
    _ old: [BarButtonView], _ items: [UIBarButtonItem], in stack: ButtonBarStackView
  ) -> [BarButtonView] {
    if old.map(\.item) == items {
      for button in old { button.refresh() }
      return old
    }
    for button in old { button.removeFromSuperview() }
    let buttons = items.map(BarButtonView.init(item:))
    for button in buttons { button.semanticContentAttribute = semanticContentAttribute }
    for button in buttons { stack.addSubview(button) }
    if buttons.isEmpty {
      stack.removeFromSuperview()
    } else if stack.superview !== self {
      addSubview(stack)
    }
    return buttons
  }

  /// How visible the content is, set on each part rather than on the whole: a whole fading
  /// with moving parts inside would be composited again every frame, while faded parts are
  /// drawn with their colours faded, or (buttons) from a cached image.
  var fade: CGFloat = 1 {
    didSet {
      let parts: [UIView] =
        [titleLabel, largeTitleArea, promptLabel] + backButton.fadingParts + leftButtons
        + rightButtons + [item.titleView].compactMap { $0 }
      for part in parts { part.alpha = fade }
    }
  }

  /// Where the back button's title starts, in the bar's coordinates: its left edge, or its
  /// right edge right to left, where the chevron sits after it.
  var backTitleLeadingX: CGFloat {
    let chevron = NavigationBackButton.chevronSize.width + NavigationBackButton.gap
    return isRightToLeft ? backButton.frame.maxX - chevron : backButton.frame.minX + chevron
  }

  /// Where the title starts, the same way.
  var titleLeadingX: CGFloat { isRightToLeft ? titleLabel.frame.maxX : titleLabel.frame.minX }

  /// The height of the row holding the title and the buttons: the bar's (32 points in compact
  /// metrics), 44 while the content is in no bar.
  private var rowHeight: CGFloat {
    (superview as? UINavigationBar)?.rowHeight ?? UINavigationBar.inlineHeight
  }

  /// The prompt's height, when there is one.
  var promptHeight: CGFloat { item.prompt == nil ? 0 : UINavigationBar.promptHeight }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let insets = superview?.safeAreaInsets ?? .zero
    let rowTop = promptHeight
    let rowHeight = self.rowHeight
    promptLabel.frame = CGRect(x: 0, y: 0, width: width, height: promptHeight)

    var left = 8 + insets.left
    if showsBackButton {
      let backWidth = min(backButton.fittingWidth, width * 0.4)
      backButton.frame = CGRect(x: left, y: rowTop, width: backWidth, height: rowHeight)
      left += backWidth + 8
    } else if leftButtons.isEmpty {
      left += 8
    }
    pad(leftButtons, outerSideIsLeft: !isRightToLeft, isTrailingRow: false)
    pad(rightButtons, outerSideIsLeft: isRightToLeft, isTrailingRow: true)
    // A custom view at the bar's edge sits on the 16-point margin, not in 8 points of room.
    if !showsBackButton, leftButtons.first?.item.customView != nil { left += 8 }
    var leftFrames: [CGRect] = []
    for button in leftButtons {
      let size = button.intrinsicContentSize
      leftFrames.append(CGRect(x: left, y: rowTop, width: size.width, height: rowHeight))
      left += size.width + Self.buttonSpacing
    }
    var right = width - 8 - insets.right
    if rightButtons.first?.item.customView != nil { right -= 8 }
    var rightFrames: [CGRect] = []
    for button in rightButtons {
      let size = button.intrinsicContentSize
      right -= size.width
      rightFrames.append(CGRect(x: right, y: rowTop, width: size.width, height: rowHeight))
      right -= Self.buttonSpacing
    }
    // Past each row, the title keeps the 8 points a row keeps between its buttons (no log
    // shows this gap).
    if rightButtons.isEmpty { right -= 8 }

    // The title is centred in the bar, then pushed into the free space if it would overlap.
    let titleView = item.titleView
    let natural =
      titleView.map { $0.bounds.width } ?? ceil(titleLabel.intrinsicContentSize.width)
    let free = max(0, right - left)
    let titleWidth = min(natural, free)
    let centred = (width - titleWidth) / 2
    let x = min(max(centred, left), right - titleWidth)
    let titleFrame = CGRect(x: x, y: rowTop, width: titleWidth, height: rowHeight)
    // Bounds and centre, as UIKit lays out: the title slides by its transform during a push.
    titleLabel.untransformedFrame = titleFrame
    if let titleView {
      titleView.center = CGPoint(x: titleFrame.midX, y: titleFrame.midY)
    }
    // Matches UIKit: the inline title shows once the large one has scrolled away.
    let large = largeTitle
    let collapsedAway = large.collapse >= UINavigationBar.largeTitleHeight - 4
    titleLabel.alpha = large.shown && !collapsedAway ? 0 : fade
    largeTitleArea.isHidden = !large.shown
    layOutLargeTitleArea()
    largeTitleLabel.frame = CGRect(
      x: 16 + insets.left, y: -large.collapse,
      width: max(0, width - 32 - insets.left - insets.right),
      height: UINavigationBar.largeTitleHeight)
    // Matches UIKit: a right-to-left bar is the mirror image, the back button on the right.
    if isRightToLeft {
      for view in [backButton, titleLabel] {
        view.frame.origin.x = width - view.frame.maxX
      }
      leftFrames = leftFrames.map { directional($0) }
      rightFrames = rightFrames.map { directional($0) }
      if let titleView { titleView.center.x = width - titleView.center.x }
    }
    // Each row around its buttons, which keep the places worked out above.
    leftStack.place(leftButtons, at: leftFrames)
    rightStack.place(rightButtons, at: rightFrames)
  }

  /// The points between two buttons of a row: iOS 13 prints its rows' `_UIButtonBar` with
  /// `minimumInterItemSpace=8.000`, and an iOS 17 row of two image buttons puts them 8 apart.
  static let buttonSpacing: CGFloat = 8

  /// Gives a row's buttons iOS's room around their titles and images, `buttons[0]` being the
  /// one at the bar's edge, on its left when `outerSideIsLeft`.
  ///
  /// Matches iOS's logs: a title has 8 points on the bar's side of its button and none on the
  /// other (iOS 13: `(8 6; 46 44)` and `(307 6; 60 44)` rows in a 375-point bar, titles 16
  /// points from its edges); an image has 11 points on each side but 8 on the bar's (iOS 17:
  /// two 24-point images in a `(285 0; 97 44)` row of a 390-point bar, buttons 46 and 43 wide,
  /// each image 11 points in). Custom views and spaces have no room.
  ///
  /// A title also has ``BarButtonView/titleTrailingInset`` on its trailing side, inside its
  /// `_UIModernBarButton`, unless it is the bar's trailing item: UIKitCore's navigation bar
  /// pads every edge of a bar button but the leading item's leading edge and the trailing
  /// item's trailing edge (`-[_UINavigationBarContentView edgesPaddingBarButtonItem:]`), and
  /// a title whose trailing edge is padded gets a 3-point inset there
  /// (`-[_UIButtonBarButtonVisualProviderIOS _configureImageOrTitleCompact:]`). The iOS 13 log
  /// shows it: a 38-point view around a 35-point title in the left row, a 52-point one around a
  /// 52-point title in the right.
  private func pad(_ buttons: [BarButtonView], outerSideIsLeft: Bool, isTrailingRow: Bool) {
    for (index, button) in buttons.enumerated() {
      let item = button.item
      let inner: CGFloat = item.image != nil ? 11 : 0
      let outer: CGFloat = index == 0 ? 8 : inner
      let isText = item.customView == nil && !item.isSpace && item.image == nil
      let trailingPadded = !(isTrailingRow && index == 0)
      let title = isText && trailingPadded ? BarButtonView.titleTrailingInset : 0
      // The trailing side is the right in a left-to-right bar.
      let (left, right) = isRightToLeft ? (title, CGFloat(0)) : (0, title)
      var padding = outerSideIsLeft ? (outer, inner) : (inner, outer)
      if item.customView != nil || item.isSpace { padding = (0, 0) }
      padding = (padding.0 + left, padding.1 + right)
      if button.sidePadding != padding { button.sidePadding = padding }
      button.trailingInsetInModernButton = title
    }
  }

  /// Sizes the large title's area, which clips it, to the part of the bar below the title row:
  /// also called inside a push's animation, so that a leaving large title folds away as the
  /// bar shortens.
  func layOutLargeTitleArea() {
    let areaTop = promptHeight + rowHeight
    largeTitleArea.frame = CGRect(
      x: 0, y: areaTop, width: bounds.width, height: max(0, bounds.height - areaTop))
  }
}
