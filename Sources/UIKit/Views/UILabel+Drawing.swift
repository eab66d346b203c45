extension UILabel {
  /// What ``drawText(in:)`` draws in `bounds`: the lines centred vertically, each aligned as
  /// ``textAlignment`` says, each piece in its run's font, colour, background, shadow, lines and
  /// attachments.
  func textItems(in bounds: CGRect) -> [DisplayItem] {
    var items: [DisplayItem] = []
    let fit = fittingFactor(width: bounds.width)
    let edge = clipEdge
    var laidOut =
      cachedLayout(fitting: fit, maxWidth: bounds.width, maxLines: numberOfLines, clippedTo: edge)
      ?? layout(
        fitting: fit, maxWidth: bounds.width, maxLines: linesReaching(bounds.height, fitting: fit),
        clippedTo: edge)
    // The layout that sized the label, unless its lines do not all fit the bounds.
    let fittingLines = max(1, laidOut.lines.count { $0.top + $0.height <= bounds.height + 1e-6 })
    if laidOut.lines.count > fittingLines {
      laidOut = layout(
        fitting: fit, maxWidth: bounds.width,
        maxLines: numberOfLines == 0 ? fittingLines : min(numberOfLines, fittingLines),
        clippedTo: edge)
    }
    let runs = self.runs
    let faces = runs.map { fitted($0.font.face, by: fit) }
    // Read once, not for each line: the scale walks the trait hierarchy, and a wrapped
    // 100,000-character word has thousands of lines.
    let scale = displayScale
    let faceMetrics = faces.map { FontLibrary.shared.metrics(of: $0, scale: scale) }
    func display(_ color: UIColor) -> DisplayColor {
      DisplayColor(color.resolvedColor(with: traitCollection).cgColor)
    }
    let colors = runs.map { display(isEnabled ? $0.color : .systemGray) }
    let shadow = shadowColor.map(display)
    let top = bounds.minY + pixelFloor((bounds.height - laidOut.size.height) / 2, scale: scale)
    // Resolved once: the direction walks the trait hierarchy too.
    let alignment = textAlignment.resolved(rightToLeft: isRightToLeft)
    for line in laidOut.lines where !line.pieces.isEmpty {
      // A line cut to what shows is aligned as the whole line, and drawn as far into it as the
      // characters cut off before it reach.
      let alignedWidth = line.cut?.wholeWidth ?? line.width
      let x: CGFloat =
        switch alignment {
        case .center: bounds.minX + pixelFloor((bounds.width - alignedWidth) / 2, scale: scale)
        case .right: bounds.maxX - line.width
        default: bounds.minX
        }
      // A right-to-left paragraph reads its pieces from the right.
      var pieceX = (line.paragraphIsRightToLeft ? x + line.width : x) + (line.cut?.start ?? 0)
      for piece in line.pieces {
        if line.paragraphIsRightToLeft { pieceX -= piece.width }
        let run = runs[piece.style]
        if let attachment = run.attachment {
          items += Self.images(
            of: attachment, count: piece.text.count, x: pieceX,
            baseline: top + line.top + line.ascent - run.baselineOffset)
          if !line.paragraphIsRightToLeft { pieceX += piece.width }
          continue
        }
        let metrics = faceMetrics[piece.style]
        let origin = CGPoint(
          x: pieceX, y: top + line.top + line.ascent - metrics.ascent - run.baselineOffset)
        // Kerned text is placed a character at a time, each followed by its kerning.
        let glyphs =
          run.kern == 0
          ? [(text: piece.text, x: CGFloat(0), width: piece.width)]
          : kerned(piece.text, face: faces[piece.style], kern: run.kern)
        // Appended in place: thousands of lines each made a one-item array to add.
        func appendText(_ color: DisplayColor, at origin: CGPoint) {
          for glyph in glyphs {
            items.append(
              .text(
                TextRun(
                  text: glyph.text, font: faces[piece.style], color: color,
                  origin: CGPoint(x: origin.x + glyph.x, y: origin.y),
                  size: CGSize(width: glyph.width, height: metrics.lineHeight),
                  paragraphIsRightToLeft: line.paragraphIsRightToLeft)))
          }
        }
        if let background = run.backgroundColor {
          items.append(
            .fill(
              CGRect(x: pieceX, y: top + line.top, width: piece.width, height: line.height),
              display(background)))
        }
        // Matches UIKit: a shadow is the same text, offset, drawn first: the label's, or the
        // run's own.
        if let shadow {
          appendText(
            shadow, at: CGPoint(x: origin.x + shadowOffset.width, y: origin.y + shadowOffset.height)
          )
        }
        if let runShadow = run.shadow, let color = runShadow.shadowColor as? UIColor {
          let offset = runShadow.shadowOffset
          appendText(
            display(color), at: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height))
        }
        appendText(colors[piece.style], at: origin)
        let thickness = max(faces[piece.style].pointSize / 14, 1)
        for (style, y, color) in [
          (run.underline, origin.y + metrics.ascent + thickness * 1.5, run.underlineColor),
          (run.strikethrough, origin.y + metrics.ascent * 0.65, run.strikethroughColor),
        ] where style != 0 {
          let weight = style & NSUnderlineStyle.thick.rawValue != 0 ? thickness * 2 : thickness
          items.append(
            .fill(
              CGRect(x: pieceX, y: y, width: piece.width, height: weight),
              color.map(display) ?? colors[piece.style]))
        }
        if !line.paragraphIsRightToLeft { pieceX += piece.width }
      }
    }
    return items
  }

  /// The edge a one-line label that neither wraps nor truncates holds its line to: a line too
  /// wide for the bounds is laid out and drawn only as far as they show it (the bounds cut the
  /// rest off; centred text shows the middle of the whole line). `nil` for labels whose lines
  /// wrap or truncate, which fit.
  private var clipEdge: TextLayout.ClipEdge? {
    guard numberOfLines == 1,
      ![.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(lineBreakMode)
    else { return nil }
    switch textAlignment.resolved(rightToLeft: isRightToLeft) {
    case .center: return .center
    case .right: return .right
    default: return .left
    }
  }

  /// An attachment's image drawn `count` times side by side from `x`, standing on `baseline` as
  /// its bounds say.
  private static func images(
    of attachment: NSTextAttachment, count: Int, x: CGFloat, baseline: CGFloat
  )
    -> [DisplayItem]
  {
    guard let image = attachment.image else { return [] }
    let bounds = attachment.layoutBounds
    return (0..<count).map { index in
      .image(
        ImageRun(
          bitmap: image.bitmap,
          rect: CGRect(
            x: x + CGFloat(index) * bounds.width + bounds.minX, y: baseline - bounds.maxY,
            width: bounds.width, height: bounds.height)))
    }
  }

  /// `text`'s characters where kerning puts them: each character's offset from the start and its
  /// width.
  private func kerned(_ text: String, face: FontFace, kern: CGFloat)
    -> [(text: String, x: CGFloat, width: CGFloat)]
  {
    var x: CGFloat = 0
    return text.map { character in
      let glyph = String(character)
      let width = FontLibrary.shared.width(of: glyph, face: face, scale: displayScale)
      defer { x += width + kern }
      return (glyph, x, width)
    }
  }

  /// How much ``adjustsFontSizeToFitWidth`` shrinks the text to fit one line into `width`,
  /// no further than ``minimumScaleFactor`` allows; 1 when it fits or the label does not shrink.
  /// ``numberOfLines``, or fewer when fewer reach into `height`: a line is at least as tall as
  /// its shortest style, so the lines past that many lie below the bounds, and the text they
  /// hold (most of a 100,000-character label) is not wrapped only to be cut off. Laying out the
  /// lines that reach the bounds, one of them past it, gives the lines that fit, as laying out
  /// all of them would.
  private func linesReaching(_ height: CGFloat, fitting factor: CGFloat) -> Int {
    let shortest =
      runs.map {
        FontLibrary.shared.metrics(of: fitted($0.font.face, by: factor), scale: displayScale)
          .lineHeight
      }.min() ?? 0
    guard height.isFinite, shortest > 0, styledLineSpacing >= 0 else { return numberOfLines }
    let reaching = Int(min(height / shortest, 1e6)) + 2
    return numberOfLines == 0 ? reaching : min(numberOfLines, reaching)
  }

  func fittingFactor(width: CGFloat) -> CGFloat {
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, width > 0 else { return 1 }
    // A text wider than the smallest scale fits takes that scale, whatever its whole width: a
    // long text is measured only until it is known to be that wide. (The one line holds the
    // first paragraph whole, so it is at least as wide.)
    if minimumScaleFactor > 0, let text, !text.isEmpty {
      let request = layoutRequest(fitting: 1, maxWidth: .infinity, maxLines: 1)
      if TextLayout.firstParagraph(
        of: text, styles: request.styles, scale: request.scale,
        isWiderThan: width / minimumScaleFactor)
      {
        return minimumScaleFactor
      }
    }
    let natural = layout(maxWidth: .infinity, maxLines: 1).size.width
    guard natural > width else { return 1 }
    return max(minimumScaleFactor, width / natural)
  }

  /// `face` shrunk by `factor`, in whole pixels: rounded down so the shrunk text fits, but not
  /// below the minimum.
  func fitted(_ face: FontFace, by factor: CGFloat) -> FontFace {
    guard factor < 1 else { return face }
    let fitting = (face.pointSize * factor * displayScale).rounded(.down)
    let smallest = (face.pointSize * minimumScaleFactor * displayScale).rounded(.up)
    return FontFace(file: face.file, pointSize: max(1, fitting, smallest) / displayScale)
  }
}
