/// UIKit's string drawing: text laid out with `UILabel`'s machinery and its glyphs drawn into
/// the current Core Graphics context.
///
/// Honours font, foreground colour, paragraph style (alignment, line break mode, line
/// spacing), kerning, underline and strikethrough. A string draws with one set of attributes
/// (an attributed string's first run's).
@MainActor
struct StringDrawing {
  let text: String
  let face: FontFace
  let color: CGColor
  let alignment: NSTextAlignment
  let lineBreakMode: NSLineBreakMode
  let lineSpacing: CGFloat
  let kern: CGFloat
  let underline: Int
  let strikethrough: Int

  init(_ text: String, attributes: [NSAttributedString.Key: Any]) {
    self.text = text
    face = ((attributes[.font] as? UIFont) ?? .systemFont(ofSize: 12)).face
    color = (attributes[.foregroundColor] as? UIColor)?.cgColor ?? .black
    let style = attributes[.paragraphStyle] as? NSParagraphStyle
    alignment = style?.alignment ?? .natural
    lineBreakMode = style?.lineBreakMode ?? .byWordWrapping
    lineSpacing = style?.lineSpacing ?? 0
    kern = Self.number(attributes[.kern]) ?? 0
    underline = Int(Self.number(attributes[.underlineStyle]) ?? 0)
    strikethrough = Int(Self.number(attributes[.strikethroughStyle]) ?? 0)
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let n as CGFloat: n
    case let n as Double: CGFloat(n)
    case let n as Int: CGFloat(n)
    case let n as NSNumber: CGFloat(n.doubleValue)
    case let n as NSUnderlineStyle: CGFloat(n.rawValue)
    default: nil
    }
  }

  private var scale: CGFloat {
    guard let ctm = UIGraphicsGetCurrentContext()?.ctm else { return UIScreen.main.scale }
    return max((abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot(), 0.5)
  }

  /// The lines for a width, with their widths including kerning.
  private func layout(width: CGFloat, multiline: Bool) -> TextLayout {
    TextLayout(
      text: text, face: face, scale: scale, maxWidth: multiline ? width : .infinity,
      maxLines: multiline ? 0 : 1, lineBreakMode: multiline ? lineBreakMode : .byClipping)
  }

  private func width(of line: TextLayout.Line) -> CGFloat {
    line.width + kern * CGFloat(max(line.text.count - 1, 0))
  }

  func boundingRect(with size: CGSize, options: NSStringDrawingOptions) -> CGRect {
    let multiline = options.contains(.usesLineFragmentOrigin)
    let laidOut = layout(width: size.width, multiline: multiline)
    let widest = laidOut.lines.map(width(of:)).max() ?? 0
    let count = CGFloat(max(laidOut.lines.count, text.isEmpty ? 0 : 1))
    let height = count * laidOut.lineHeight + max(count - 1, 0) * lineSpacing
    return CGRect(x: 0, y: 0, width: widest, height: height)
  }

  func draw(at point: CGPoint) {
    let laidOut = layout(width: .infinity, multiline: false)
    for line in laidOut.lines {
      draw(line, at: point, lineHeight: laidOut.lineHeight)
    }
  }

  func draw(in rect: CGRect, options: NSStringDrawingOptions) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let multiline = options.contains(.usesLineFragmentOrigin)
    let laidOut = layout(width: rect.width, multiline: multiline)
    context.saveGState()
    context.clip(to: rect)
    for (index, line) in laidOut.lines.enumerated() {
      let lineWidth = width(of: line)
      let x: CGFloat =
        switch alignment {
        case .center: rect.minX + (rect.width - lineWidth) / 2
        case .right: rect.maxX - lineWidth
        default: rect.minX
        }
      let y = rect.minY + CGFloat(index) * (laidOut.lineHeight + lineSpacing)
      draw(line, at: CGPoint(x: x, y: y), lineHeight: laidOut.lineHeight)
    }
    context.restoreGState()
  }

  /// Draws one line with its top-left corner at `origin`: whole, or a character at a time when
  /// kerned, then its underline and strikethrough.
  private func draw(_ line: TextLayout.Line, at origin: CGPoint, lineHeight: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext(), !line.text.isEmpty else { return }
    let scale = self.scale
    let pieces = kern == 0 ? [line.text] : line.text.map(String.init)
    var x = origin.x
    for piece in pieces {
      if let glyphs = FontLibrary.shared.glyphCoverage(
        of: piece, face: face, scale: scale, paragraphIsRightToLeft: line.paragraphIsRightToLeft)
      {
        let rect = CGRect(
          x: x, y: origin.y, width: CGFloat(glyphs.width) / scale,
          height: CGFloat(glyphs.height) / scale)
        context.fillMask(
          glyphs.alpha, width: glyphs.width, height: glyphs.height, in: rect, color: color)
      }
      x += FontLibrary.shared.width(of: piece, face: face, scale: scale) + kern
    }
    let metrics = FontLibrary.shared.metrics(of: face, scale: scale)
    let thickness = max(face.pointSize / 14, 1)
    let lineWidth = width(of: line)
    for (style, y) in [
      (underline, origin.y + metrics.ascent + thickness * 1.5),
      (strikethrough, origin.y + metrics.ascent * 0.65),
    ] where style != 0 {
      context.saveGState()
      context.setFillColor(color)
      let weight = style & NSUnderlineStyle.thick.rawValue != 0 ? thickness * 2 : thickness
      context.fill(CGRect(x: origin.x, y: y, width: lineWidth, height: weight))
      context.restoreGState()
    }
  }
}
