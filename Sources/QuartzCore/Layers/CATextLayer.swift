/// A layer that draws a string, as Core Animation's `CATextLayer`.
///
/// Matches Core Animation for a plain `String` (or `NSAttributedString`'s string) in ``font``
/// at ``fontSize`` and ``foregroundColor``, from the top of the bounds, aligned by
/// ``alignmentMode``, wrapped when ``isWrapped`` and truncated by ``truncationMode``. Glyphs
/// are laid out and drawn by the same text machinery as `UILabel`.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
  /// Matches Core Animation: a `String` or an `NSAttributedString` (drawn with the layer's font
  /// and colour).
  open var string: Any? {
    get { modelState.text.string }
    set {
      let text =
        switch newValue {
        case let string as String: string
        case let attributed as NSAttributedString: attributed.string
        default: String?.none
        }
      set(\.text.string, text, key: "string", property: nil)
    }
  }

  /// Matches Core Animation: a `UIFont` or a font name; its size is ignored in favour of
  /// ``fontSize``. The system font by default.
  open var font: Any? {
    didSet {
      let file: String? =
        switch font {
        case let font as any FontFaceConvertible: font.face.file
        case let name as String: FontLibrary.shared.font(named: name)?.file
        default: nil
        }
      set(\.text.fontFile, file, key: "font", property: nil)
    }
  }

  /// Matches Core Animation: 36 points by default. Animatable.
  open var fontSize: CGFloat {
    get { modelState.text.fontSize }
    set { set(\.text.fontSize, max(0, newValue), key: "fontSize", property: nil) }
  }

  /// Matches Core Animation: white by default. Animatable.
  open var foregroundColor: CGColor? {
    get { modelState.text.foregroundColor }
    set { set(\.text.foregroundColor, newValue, key: "foregroundColor", property: nil) }
  }

  /// Matches Core Animation: how lines sit horizontally.
  open var alignmentMode: CATextLayerAlignmentMode {
    get { modelState.text.alignment }
    set { set(\.text.alignment, newValue, key: "alignmentMode", property: nil) }
  }

  /// Matches Core Animation: whether text wraps to the bounds' width.
  open var isWrapped: Bool {
    get { modelState.text.isWrapped }
    set { set(\.text.isWrapped, newValue, key: "wrapped", property: nil) }
  }

  /// Matches Core Animation: where text that does not fit is cut with "…".
  open var truncationMode: CATextLayerTruncationMode {
    get { modelState.text.truncation }
    set { set(\.text.truncation, newValue, key: "truncationMode", property: nil) }
  }

  package override func contentItems(_ state: LayerState) -> [DisplayItem] {
    let text = state.text
    guard let string = text.string, !string.isEmpty, let color = text.foregroundColor,
      text.fontSize > 0
    else { return super.contentItems(state) }
    let face = FontFace(
      file: text.fontFile ?? FontLibrary.systemRegularFile, pointSize: text.fontSize)
    let bounds = state.bounds
    let mode: TextLayout.LineBreak =
      switch text.truncation {
      case .start: .truncateHead
      case .middle: .truncateMiddle
      case .end: .truncateTail
      default: text.isWrapped ? .wordWrap : .clip
      }
    let layout = TextLayout(
      text: string, face: face, scale: DisplayScale.current,
      maxWidth: text.isWrapped || text.truncation != .none ? bounds.width : .infinity,
      maxLines: text.isWrapped ? 0 : 1, lineBreakMode: mode)
    var items = super.contentItems(state)
    for (index, line) in layout.lines.enumerated() where !line.text.isEmpty {
      let x: CGFloat =
        switch text.alignment {
        case .center: bounds.minX + ((bounds.width - line.width) / 2).rounded(.down)
        case .right: bounds.maxX - line.width
        default: bounds.minX
        }
      items.append(
        .text(
          TextRun(
            text: line.text, font: face, color: DisplayColor(color),
            origin: CGPoint(x: x, y: bounds.minY + CGFloat(index) * layout.lineHeight),
            size: CGSize(width: line.width, height: layout.lineHeight),
            paragraphIsRightToLeft: line.paragraphIsRightToLeft)))
    }
    return items
  }
}
