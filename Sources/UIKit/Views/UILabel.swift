/// A view that shows one or more lines of read-only text.
///
/// Matches UIKit: text is centred vertically in the bounds; it wraps at spaces when
/// ``numberOfLines`` is not 1 and is truncated with "…" at the tail by default. Sizes come from
/// the real font metrics, so ``intrinsicContentSize`` and ``sizeThatFits(_:)`` work headless.
/// Korean and Latin text mix freely: the system font covers both.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// Matches UIKit: a label is backed by a `_UILabelLayer`.
  open override class var layerClass: AnyClass { _UILabelLayer.self }

  /// The text shown; newlines start new lines when ``numberOfLines`` allows. Matches UIKit:
  /// setting it replaces ``attributedText`` with the same characters in the label's own style.
  open var text: String? {
    get { styledText?.string ?? plainText }
    set {
      let changed = newValue != text || styledText != nil
      plainText = newValue
      styledText = nil
      textDidChange(from: changed)
    }
  }

  /// Matches UIKit: the text with styles that change along it (fonts, colours, a background,
  /// underlines). Setting it also sets ``text`` to its characters, and ``font``, ``textColor``,
  /// ``textAlignment`` and ``lineBreakMode`` to its style at location 0; characters with no
  /// font or colour of their own are drawn in the label's. Reading it after setting ``text``
  /// gives that text in the label's style.
  ///
  /// ```swift
  /// let title = NSMutableAttributedString(string: "메뉴 ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
  /// title.append(NSAttributedString(string: "3 new", attributes: [.foregroundColor: UIColor.systemRed]))
  /// label.attributedText = title
  /// ```
  open var attributedText: NSAttributedString? {
    get {
      if let styledText { return styledText }
      return plainText.map { NSAttributedString(string: $0, attributes: ownAttributes) }
    }
    set {
      guard let newValue else {
        let changed = text != nil
        plainText = nil
        styledText = nil
        return textDidChange(from: changed)
      }
      // The label's style first: characters with no font or colour of their own take it.
      if newValue.length > 0 {
        let leading = newValue.attributes(at: 0, effectiveRange: nil)
        if let font = leading[.font] as? UIFont { storedFont = font }
        if let color = leading[.foregroundColor] as? UIColor { storedTextColor = color }
        if let paragraph = leading[.paragraphStyle] as? NSParagraphStyle {
          storedAlignment = paragraph.alignment
          storedLineBreakMode = paragraph.lineBreakMode
        }
      }
      styledText = NSAttributedString(attributedString: newValue)
      plainText = newValue.string
      textDidChange(from: true)
    }
  }

  /// Matches UIKit: the system font at 17 points, which `nil` restores. With
  /// ``attributedText``, setting it gives the whole text this font.
  open var font: UIFont! {
    get { storedFont }
    set {
      var font = newValue ?? .systemFont(ofSize: 17)
      if adjustsFontForContentSizeCategory { font = font.adjusted(to: contentSizeCategory) }
      let changed = font != storedFont || styledText != nil
      storedFont = font
      restyle(.font, font)
      textDidChange(from: changed)
    }
  }

  /// Matches UIKit: `.label`, which is black in light mode and white in dark mode, and which
  /// `nil` restores. With ``attributedText``, setting it gives the whole text this colour.
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      restyle(.foregroundColor, storedTextColor)
      setNeedsDisplay()
    }
  }

  private var plainText: String?
  /// The attributed text while one is set; `nil` once plain ``text`` replaces it.
  private var styledText: NSAttributedString? {
    didSet {
      styledRuns = styledText.map {
        TextStyleRun.runs(of: $0, font: storedFont, color: storedTextColor)
      }
      let paragraph =
        (styledText?.length ?? 0) > 0
        ? styledText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        : nil
      styledLineSpacing = paragraph?.lineSpacing ?? 0
    }
  }
  /// The attributed text's runs, found once each time it changes.
  private var styledRuns: [TextStyleRun]?
  /// The space the attributed text's paragraph style puts between lines.
  private(set) var styledLineSpacing: CGFloat = 0
  private var storedFont: UIFont = .systemFont(ofSize: 17)
  private var storedTextColor: UIColor = .label
  private var storedAlignment = NSTextAlignment.natural
  private var storedLineBreakMode = NSLineBreakMode.byTruncatingTail

  /// Where each line sits: `.center` and `.right` align it, and `.natural` is the leading side,
  /// the right one when the label lays out right to left, as in UIKit; every other value draws
  /// it from the left.
  open var textAlignment: NSTextAlignment {
    get { storedAlignment }
    set {
      storedAlignment = newValue
      setNeedsDisplay()
    }
  }

  /// Matches UIKit: 1; 0 means as many lines as needed.
  open var numberOfLines = 1 {
    didSet { textDidChange(from: oldValue != numberOfLines) }
  }

  /// Matches UIKit: how lines wrap and what is truncated, at the tail by default.
  open var lineBreakMode: NSLineBreakMode {
    get { storedLineBreakMode }
    set {
      let changed = newValue != storedLineBreakMode
      storedLineBreakMode = newValue
      textDidChange(from: changed)
    }
  }

  /// Matches UIKit: a disabled label draws its text grey.
  open var isEnabled = true {
    didSet { setNeedsDisplay() }
  }

  /// Matches UIKit: the colour of a shadow drawn under the text, `nil` (none) by default.
  open var shadowColor: UIColor? {
    didSet { setNeedsDisplay() }
  }

  /// Matches UIKit: how far the shadow sits from the text, (0, -1) by default (a point up).
  open var shadowOffset = CGSize(width: 0, height: -1) {
    didSet { setNeedsDisplay() }
  }

  /// Matches UIKit: a one-line label whose text is wider than its bounds draws it in a smaller
  /// font, down to ``minimumScaleFactor`` of the font's size, instead of truncating first. The
  /// intrinsic size keeps the full size.
  open var adjustsFontSizeToFitWidth = false {
    didSet { setNeedsDisplay() }
  }

  /// Matches UIKit: the smallest fraction of the font's size that ``adjustsFontSizeToFitWidth``
  /// may shrink to; 0 (the default) lets it shrink as far as the text needs.
  open var minimumScaleFactor: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }

  /// Matches UIKit (`UIContentSizeCategoryAdjusting`): when on, a Dynamic Type font (the
  /// label's, and each in its attributed text) is made again at the category of the label's
  /// traits whenever they change, and the label measures and draws itself again.
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      if adjustsFontForContentSizeCategory { adjustFontsForContentSizeCategory() }
    }
  }

  override func preferredContentSizeCategoryDidChange() {
    if adjustsFontForContentSizeCategory { adjustFontsForContentSizeCategory() }
  }

  private var contentSizeCategory: UIContentSizeCategory {
    UIContentSizeCategory.resolved(in: traitCollection)
  }

  /// Makes the label's fonts again at its category; fixed-size fonts stay as they are.
  private func adjustFontsForContentSizeCategory() {
    let category = contentSizeCategory
    var changed = false
    let font = storedFont.adjusted(to: category)
    if font !== storedFont {
      storedFont = font
      changed = true
    }
    if let styledText {
      let adjusted = NSMutableAttributedString(attributedString: styledText)
      let whole = NSRange(location: 0, length: styledText.length)
      styledText.enumerateAttribute(.font, in: whole, options: []) { value, range, _ in
        guard let runFont = value as? UIFont else { return }
        let scaled = runFont.adjusted(to: category)
        guard scaled !== runFont else { return }
        adjusted.addAttribute(.font, value: scaled, range: range)
        changed = true
      }
      if changed { self.styledText = adjusted }
    }
    textDidChange(from: changed)
  }

  /// The width a multi-line label wraps at when it computes its intrinsic size.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { textDidChange(from: oldValue != preferredMaxLayoutWidth) }
  }

  /// The last layout and what it was made from: sizing and drawing in one frame ask for the
  /// same one, and a long text is wrapped once, not once for each.
  private var lastLayout: (request: LayoutRequest, layout: TextLayout)?
  /// The measure of the text the last layout was made from: sizing lays the text out at an
  /// unlimited width, then at the width layout gave the label, and a 100,000-character text
  /// is read into characters and measured once for both.
  private var lastMeasure: TextMeasure?

  /// Makes an empty label: user interaction off, content hugging 251 and a clear background, as
  /// in UIKit (iOS 16 and later print every fresh label with `backgroundColor =
  /// UIExtendedGrayColorSpace 0 0`, as getsentry/sentry-cocoa's recorded hierarchies show).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    constraintState.hugging = (251, 251)
    backgroundColor = .clear
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's text, font, colour and
  /// layout settings (an empty label for any other coder).
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    constraintState.hugging = (251, 251)
    backgroundColor = .clear
    (coder as? NibDecoder)?.decodeView(self)
  }

  /// Matches UIKit: the laid-out text's size, rounded up to whole pixels; multi-line labels wrap at
  /// ``preferredMaxLayoutWidth``, or at the width layout gave them.
  open override var intrinsicContentSize: CGSize {
    textRect(forBounds: Self.unbounded(width: wrapWidth), limitedToNumberOfLines: numberOfLines)
      .size
  }

  /// A rect at the origin `width` wide (unlimited for infinity) and unlimited in height, as
  /// UIKit passes to ``textRect(forBounds:limitedToNumberOfLines:)`` to measure.
  private static func unbounded(width: CGFloat) -> CGRect {
    CGRect(
      x: 0, y: 0, width: width.isFinite ? width : .greatestFiniteMagnitude,
      height: .greatestFiniteMagnitude)
  }

  /// Matches UIKit: the rect the text takes when laid out inside `bounds`, at most
  /// `numberOfLines` lines (0 for no limit), its size rounded up to whole pixels. Sizing
  /// (``intrinsicContentSize``, ``sizeThatFits(_:)``) goes through it, so a subclass that
  /// insets it (padding) measures with its padding.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let width = bounds.width > 0 ? bounds.width : .infinity
    return CGRect(
      origin: bounds.origin,
      size: pixelCeiling(layout(maxWidth: width, maxLines: numberOfLines).size))
  }

  /// The width a multi-line label wraps at to find its intrinsic size. Matches UIKit since
  /// iOS 8: without a `preferredMaxLayoutWidth`, a label laid out by constraints wraps at the
  /// width the solution gives it, measured again before layout whenever that width moves (see
  /// ``intrinsicHeightFollowsWidth``); until it has one, at no limit.
  private var wrapWidth: CGFloat {
    guard numberOfLines != 1 else { return .infinity }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    let width = LayoutEngine.shared.laidOutWidth(of: self)
    return width > 0 ? width : .infinity
  }

  override var intrinsicHeightFollowsWidth: Bool {
    numberOfLines != 1 && preferredMaxLayoutWidth == 0
  }

  /// Matches UIKit: the text's size when wrapped at `size.width` (unlimited for 0 or less), rounded
  /// up to whole pixels.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : .infinity
    return textRect(forBounds: Self.unbounded(width: width), limitedToNumberOfLines: numberOfLines)
      .size
  }

  /// The display items ``drawText(in:)`` adds while the label's content is being built.
  private var drawnText: [DisplayItem]?

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    drawnText = []
    drawText(in: bounds)
    let text = drawnText ?? []
    drawnText = nil
    // Matches UIKit: a label draws its text into its bounds, and what reaches past them (a line
    // too wide or too tall for the label, a shadow) is cut off, even with clipsToBounds off.
    // The clip is added only then, so labels whose text fits draw as before.
    let inside = bounds.insetBy(dx: -Self.edgeTolerance, dy: -Self.edgeTolerance)
    let overflows = text.contains { item in item.extent.map { !inside.contains($0) } ?? false }
    if overflows { items.append(.pushClip(bounds)) }
    items += text
    if overflows { items.append(.popClip) }
  }

  /// How far text may reach past the bounds and still count as inside them: the rounding
  /// of a frame that Auto Layout gave the text's own width.
  private static let edgeTolerance: CGFloat = 1.0 / 1024

  /// Matches UIKit: draws the text inside `rect`, centred vertically, aligned as
  /// ``textAlignment`` says. A subclass overrides it to draw the text in another rect (padding)
  /// and calls `super` with that rect.
  open func drawText(in rect: CGRect) {
    guard let drawn = drawnText, let text, !text.isEmpty else { return }
    // Handed over whole when nothing was drawn before: a wrapped 100,000-character word is
    // thousands of items, each copied by an append.
    drawnText = drawn.isEmpty ? textItems(in: rect) : drawn + textItems(in: rect)
  }

  /// The stretches of the text in one look: the attributed text's runs, or one run in the
  /// label's own font and colour.
  var runs: [TextStyleRun] {
    styledRuns ?? [TextStyleRun(end: .max, font: storedFont, color: storedTextColor)]
  }

  /// The label's own style, as attributes: what ``attributedText`` gives for plain text.
  private var ownAttributes: [NSAttributedString.Key: Any] {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = storedAlignment
    paragraph.lineBreakMode = storedLineBreakMode
    return [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: paragraph]
  }

  /// Gives the whole attributed text, if any, `value` for `key`, as UIKit's label does when
  /// its font or colour is set.
  private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
    guard let styledText else { return }
    let restyled = NSMutableAttributedString(attributedString: styledText)
    restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: restyled.length))
    self.styledText = restyled
  }

  override var firstBaselineOffsetFromTop: CGFloat {
    FontLibrary.shared.metrics(of: storedFont.face, scale: displayScale).ascent
  }

  override var lastBaselineOffsetFromBottom: CGFloat {
    -FontLibrary.shared.metrics(of: storedFont.face, scale: displayScale).descent
  }

  var displayScale: CGFloat { max(traitCollection.displayScale, 1) }

  /// What a layout is made from.
  struct LayoutRequest: Equatable {
    var text: String
    var styles: [TextLayout.Style]
    var scale: CGFloat
    var maxWidth: CGFloat
    var maxLines: Int
    var lineBreakMode: NSLineBreakMode
    var lineSpacing: CGFloat
    var clipEdge: TextLayout.ClipEdge?
  }

  /// The text laid out; with `clippedTo`, a line too wide for `maxWidth` keeps only what shows
  /// (for drawing, not for measuring).
  func layout(
    fitting factor: CGFloat = 1, maxWidth: CGFloat, maxLines: Int,
    clippedTo edge: TextLayout.ClipEdge? = nil
  ) -> TextLayout {
    let request = layoutRequest(
      fitting: factor, maxWidth: maxWidth, maxLines: maxLines, clippedTo: edge)
    if let last = lastLayout, last.request == request { return last.layout }
    let measure =
      if let kept = lastMeasure, kept.text == request.text, kept.styles == request.styles,
        kept.scale == request.scale
      {
        kept
      } else {
        TextMeasure(text: request.text, styles: request.styles, scale: request.scale)
      }
    lastMeasure = measure
    let layout = TextLayout(
      measure: measure, maxWidth: maxWidth, maxLines: maxLines,
      lineBreakMode: lineBreakMode.layoutLineBreak, lineSpacing: request.lineSpacing,
      clippedTo: edge)
    lastLayout = (request, layout)
    return layout
  }

  /// The last layout, if it was made for these arguments (for sizing the label, say).
  func cachedLayout(
    fitting factor: CGFloat, maxWidth: CGFloat, maxLines: Int, clippedTo edge: TextLayout.ClipEdge?
  ) -> TextLayout? {
    guard let last = lastLayout,
      last.request
        == layoutRequest(fitting: factor, maxWidth: maxWidth, maxLines: maxLines, clippedTo: edge)
    else { return nil }
    return last.layout
  }

  func layoutRequest(
    fitting factor: CGFloat, maxWidth: CGFloat, maxLines: Int,
    clippedTo edge: TextLayout.ClipEdge? = nil
  ) -> LayoutRequest {
    LayoutRequest(
      text: text ?? "",
      styles: runs.map { run in
        var style = run.layoutStyle
        style.face = fitted(style.face, by: factor)
        return style
      },
      scale: displayScale, maxWidth: maxWidth, maxLines: maxLines, lineBreakMode: lineBreakMode,
      lineSpacing: styledLineSpacing, clipEdge: edge)
  }

  /// Rounds down to whole pixels at `scale` pixels per point (the screen's), as UIKit places
  /// text on them.
  func pixelFloor(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale).rounded(.down) / scale
  }

  /// Rounds up to the screen's pixels, as UIKit's `sizeThatFits` does. A width that is whole
  /// pixels to begin with (text is measured in 1/64 of a pixel) stays as it is, whatever
  /// floating-point error dividing it by the scale left.
  private func pixelCeiling(_ size: CGSize) -> CGSize {
    let scale = displayScale
    let slack = 1.0 / 1024
    return CGSize(
      width: (size.width * scale - slack).rounded(.up) / scale,
      height: (size.height * scale - slack).rounded(.up) / scale)
  }

  private func textDidChange(from changed: Bool) {
    guard changed else { return }
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
