import Foundation

/// UIKit's string drawing: text laid out with `UILabel`'s machinery and its glyphs drawn into
/// the current Core Graphics context.
///
/// Each run of an attributed string draws in its own font, foreground colour, kerning,
/// baseline offset, shadow (sharp), underline and strike-through and their colours; the
/// paragraph style at the start decides the alignment, line break mode and line spacing. A plain
/// string draws in one set of attributes.
@MainActor
struct StringDrawing {
  let text: String
  let runs: [TextStyleRun]
  let alignment: NSTextAlignment
  let lineBreakMode: NSLineBreakMode
  let lineSpacing: CGFloat

  /// A plain string in one set of attributes.
  init(_ text: String, attributes: [NSAttributedString.Key: Any]) {
    self.init(NSAttributedString(string: text, attributes: attributes))
  }

  /// An attributed string; characters with no font are in the 12-point system font, with no
  /// colour black, as UIKit's string drawing defaults.
  init(_ attributed: NSAttributedString) {
    text = attributed.string
    let runs = TextStyleRun.runs(of: attributed, font: .systemFont(ofSize: 12), color: .black)
    self.runs =
      runs.isEmpty ? [TextStyleRun(end: .max, font: .systemFont(ofSize: 12), color: .black)] : runs
    let style =
      attributed.length > 0
      ? attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
      : nil
    alignment = style?.alignment ?? .natural
    lineBreakMode = style?.lineBreakMode ?? .byWordWrapping
    lineSpacing = style?.lineSpacing ?? 0
  }

  private var scale: CGFloat {
    guard let ctm = UIGraphicsGetCurrentContext()?.ctm else { return UIScreen.main.scale }
    return max((abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot(), 0.5)
  }

  /// The lines for a width; their widths include kerning.
  private func layout(width: CGFloat, multiline: Bool) -> TextLayout {
    TextLayout(
      text: text, styles: runs.map(\.layoutStyle), scale: scale,
      maxWidth: multiline ? width : .infinity, maxLines: multiline ? 0 : 1,
      lineBreakMode: multiline ? lineBreakMode.layoutLineBreak : .clip, lineSpacing: lineSpacing)
  }

  func boundingRect(with size: CGSize, options: NSStringDrawingOptions) -> CGRect {
    CGRect(
      origin: .zero,
      size: layout(width: size.width, multiline: options.contains(.usesLineFragmentOrigin)).size)
  }

  func draw(at point: CGPoint) {
    for line in layout(width: .infinity, multiline: false).lines {
      draw(line, at: point)
    }
  }

  func draw(in rect: CGRect, options: NSStringDrawingOptions) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let laidOut = layout(width: rect.width, multiline: options.contains(.usesLineFragmentOrigin))
    context.saveGState()
    context.clip(to: rect)
    for line in laidOut.lines {
      let x: CGFloat =
        switch alignment {
        case .center: rect.minX + (rect.width - line.width) / 2
        case .right: rect.maxX - line.width
        default: rect.minX
        }
      draw(line, at: CGPoint(x: x, y: rect.minY + line.top))
    }
    context.restoreGState()
  }

  /// Draws one line with its top-left corner at `origin`, piece by piece: each whole, or a
  /// character at a time when kerned, then its underline and strike-through.
  private func draw(_ line: TextLayout.Line, at origin: CGPoint) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let scale = self.scale
    var x = origin.x
    for piece in line.pieces {
      let run = runs[piece.style]
      if let attachment = run.attachment {
        let bounds = attachment.layoutBounds
        for index in 0..<piece.text.count {
          attachment.image?.draw(
            in: CGRect(
              x: x + CGFloat(index) * bounds.width + bounds.minX,
              y: origin.y + line.ascent - run.baselineOffset - bounds.maxY, width: bounds.width,
              height: bounds.height))
        }
        x += piece.width
        continue
      }
      let face = run.font.face
      let color = run.color.cgColor
      let metrics = FontLibrary.shared.metrics(of: face, scale: scale)
      let top = origin.y + line.ascent - metrics.ascent - run.baselineOffset
      let start = x
      // A run's shadow is the same glyphs, offset, drawn first.
      let shadow = run.shadow.flatMap { shadow in
        (shadow.shadowColor as? UIColor).map { (offset: shadow.shadowOffset, color: $0.cgColor) }
      }
      let fills = (shadow.map { [$0] } ?? []) + [(offset: CGSize.zero, color: color)]
      for glyph in run.kern == 0 ? [piece.text] : piece.text.map(String.init) {
        if let (coverage, left) = FontLibrary.shared.glyphCoverage(
          of: glyph, face: face, scale: scale, paragraphIsRightToLeft: line.paragraphIsRightToLeft)
        {
          let rect = CGRect(
            x: x + left, y: top, width: CGFloat(coverage.width) / scale,
            height: CGFloat(coverage.height) / scale)
          for fill in fills {
            context.fillMask(
              coverage.alpha, width: coverage.width, height: coverage.height,
              in: rect.offsetBy(dx: fill.offset.width, dy: fill.offset.height), color: fill.color)
          }
        }
        x +=
          run.kern == 0
          ? piece.width : FontLibrary.shared.width(of: glyph, face: face, scale: scale) + run.kern
      }
      let thickness = max(face.pointSize / 14, 1)
      for (style, y, lineColor) in [
        (run.underline, top + metrics.ascent + thickness * 1.5, run.underlineColor),
        (run.strikethrough, top + metrics.ascent * 0.65, run.strikethroughColor),
      ] where style != 0 {
        context.saveGState()
        context.setFillColor(lineColor?.cgColor ?? color)
        let weight = style & NSUnderlineStyle.thick.rawValue != 0 ? thickness * 2 : thickness
        context.fill(CGRect(x: start, y: y, width: piece.width, height: weight))
        context.restoreGState()
      }
    }
  }
}
