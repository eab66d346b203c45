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

  /// The text shown; newlines start new lines when ``numberOfLines`` allows.
  open var text: String? {
    didSet { textDidChange(from: oldValue != text) }
  }

  /// Matches UIKit: the system font at 17 points.
  open var font: UIFont! = .systemFont(ofSize: 17) {
    didSet { textDidChange(from: oldValue != font) }
  }

  /// Matches UIKit: `.label`, which is black in light mode and white in dark mode.
  open var textColor: UIColor! = .label {
    didSet { setNeedsDisplay() }
  }

  /// Where each line sits: `.center` and `.right` align it; every other value draws it from the
  /// left (`.natural` is left here).
  open var textAlignment: NSTextAlignment = .natural {
    didSet { setNeedsDisplay() }
  }

  /// Matches UIKit: 1; 0 means as many lines as needed.
  open var numberOfLines = 1 {
    didSet { textDidChange(from: oldValue != numberOfLines) }
  }

  /// Matches UIKit: how lines wrap and what is truncated, at the tail by default.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { textDidChange(from: oldValue != lineBreakMode) }
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

  /// The width a multi-line label wraps at when it computes its intrinsic size.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { textDidChange(from: oldValue != preferredMaxLayoutWidth) }
  }

  /// The last layout and what it was made from: sizing and drawing in one frame ask for the
  /// same one, and a long text is wrapped once, not once for each.
  private var lastLayout: (request: LayoutRequest, layout: TextLayout)?

  /// Makes an empty label: user interaction off and content hugging 251, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    constraintState.hugging = (251, 251)
  }

  /// Matches UIKit's decoding initializer: an Interface Builder file's text, font, colour and
  /// layout settings (an empty label for any other coder).
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    constraintState.hugging = (251, 251)
    (coder as? NibDecoder)?.decodeView(self)
  }

  /// Matches UIKit: the laid-out text's size, rounded up to whole pixels; multi-line labels wrap at
  /// ``preferredMaxLayoutWidth``, or at the width layout gave them.
  open override var intrinsicContentSize: CGSize {
    pixelCeiling(layout(maxWidth: wrapWidth, maxLines: numberOfLines).size)
  }

  /// The width a multi-line label wraps at to find its intrinsic size. Matches UIKit since
  /// iOS 8: without a `preferredMaxLayoutWidth`, a label laid out by constraints wraps at the
  /// width layout gave it, so the first pass measures one long line and the next one the
  /// wrapped height.
  private var wrapWidth: CGFloat {
    guard numberOfLines != 1 else { return .infinity }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return LayoutEngine.shared.drives(self) && bounds.width > 0 ? bounds.width : .infinity
  }

  override func viewBoundsSizeDidChange() {
    super.viewBoundsSizeDidChange()
    if numberOfLines != 1, preferredMaxLayoutWidth == 0, LayoutEngine.shared.drives(self) {
      invalidateIntrinsicContentSize()
    }
  }

  /// Matches UIKit: the text's size when wrapped at `size.width` (unlimited for 0 or less), rounded
  /// up to whole pixels.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : .infinity
    return pixelCeiling(layout(maxWidth: width, maxLines: numberOfLines).size)
  }

  override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    guard let text, !text.isEmpty, let font else { return }
    let face = fittedFace(font.face, width: bounds.width)
    let lineHeight = FontLibrary.shared.metrics(of: face, scale: displayScale).lineHeight
    let fittingLines = max(1, Int((bounds.height / max(lineHeight, 1)).rounded(.down)))
    // The layout that sized the label, unless its lines do not all fit the bounds.
    var laidOut = layout(face: face, maxWidth: bounds.width, maxLines: numberOfLines)
    if laidOut.lines.count > fittingLines {
      laidOut = layout(
        face: face, maxWidth: bounds.width,
        maxLines: numberOfLines == 0 ? fittingLines : min(numberOfLines, fittingLines))
    }
    let color = DisplayColor(
      (isEnabled ? textColor ?? .label : .systemGray).resolvedColor(with: traitCollection)
        .cgColor)
    let shadow = shadowColor.map { DisplayColor($0.resolvedColor(with: traitCollection).cgColor) }
    let top = bounds.minY + ((bounds.height - laidOut.size.height) / 2).rounded(.down)
    for (index, line) in laidOut.lines.enumerated() where !line.text.isEmpty {
      let x: CGFloat =
        switch textAlignment {
        case .center: bounds.minX + ((bounds.width - line.width) / 2).rounded(.down)
        case .right: bounds.maxX - line.width
        default: bounds.minX
        }
      let origin = CGPoint(x: x, y: top + CGFloat(index) * laidOut.lineHeight)
      let size = CGSize(width: line.width, height: laidOut.lineHeight)
      // Matches UIKit: the shadow is the same text, offset, drawn first.
      if let shadow {
        let shadowOrigin = CGPoint(
          x: origin.x + shadowOffset.width, y: origin.y + shadowOffset.height)
        items.append(
          .text(
            TextRun(text: line.text, font: face, color: shadow, origin: shadowOrigin, size: size)))
      }
      items.append(
        .text(TextRun(text: line.text, font: face, color: color, origin: origin, size: size)))
    }
  }

  /// The face the text is drawn in: the font's, or with ``adjustsFontSizeToFitWidth`` a smaller
  /// one that fits one line into `width`, no smaller than ``minimumScaleFactor`` allows.
  private func fittedFace(_ face: FontFace, width: CGFloat) -> FontFace {
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, width > 0 else { return face }
    let natural = layout(face: face, maxWidth: .infinity, maxLines: 1).size.width
    guard natural > width else { return face }
    let scale = max(minimumScaleFactor, width / natural)
    // Sizes are whole pixels when drawn: round down so the shrunk text fits, but not below the
    // minimum.
    let fitting = (face.pointSize * scale * displayScale).rounded(.down)
    let smallest = (face.pointSize * minimumScaleFactor * displayScale).rounded(.up)
    return FontFace(file: face.file, pointSize: max(1, fitting, smallest) / displayScale)
  }

  override var firstBaselineOffsetFromTop: CGFloat {
    FontLibrary.shared.metrics(of: (font ?? .systemFont(ofSize: 17)).face, scale: displayScale)
      .ascent
  }

  override var lastBaselineOffsetFromBottom: CGFloat {
    -FontLibrary.shared.metrics(of: (font ?? .systemFont(ofSize: 17)).face, scale: displayScale)
      .descent
  }

  private var displayScale: CGFloat { max(traitCollection.displayScale, 1) }

  /// What a layout is made from.
  private struct LayoutRequest: Equatable {
    var text: String
    var face: FontFace
    var scale: CGFloat
    var maxWidth: CGFloat
    var maxLines: Int
    var lineBreakMode: NSLineBreakMode
  }

  private func layout(face: FontFace? = nil, maxWidth: CGFloat, maxLines: Int) -> TextLayout {
    let request = LayoutRequest(
      text: text ?? "", face: face ?? (font ?? .systemFont(ofSize: 17)).face, scale: displayScale,
      maxWidth: maxWidth, maxLines: maxLines, lineBreakMode: lineBreakMode)
    if let last = lastLayout, last.request == request { return last.layout }
    let layout = TextLayout(
      text: request.text, face: request.face, scale: request.scale, maxWidth: maxWidth,
      maxLines: maxLines, lineBreakMode: lineBreakMode)
    lastLayout = (request, layout)
    return layout
  }

  private func pixelCeiling(_ size: CGSize) -> CGSize {
    let scale = displayScale
    return CGSize(
      width: (size.width * scale).rounded(.up) / scale,
      height: (size.height * scale).rounded(.up) / scale)
  }

  private func textDidChange(from changed: Bool) {
    guard changed else { return }
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }
}
