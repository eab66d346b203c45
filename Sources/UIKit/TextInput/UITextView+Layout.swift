/// How a text view lays out, sizes, scrolls to and draws its text.
extension UITextView {
  /// Where the first line starts, in the view's content coordinates.
  var textOrigin: CGPoint {
    CGPoint(
      x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top)
  }

  /// The width lines wrap to: the view's, less the insets and the lines' padding.
  private var wrapWidth: CGFloat {
    max(
      bounds.width - textContainerInset.left - textContainerInset.right
        - 2 * Self.lineFragmentPadding, 1)
  }

  /// The characters as laid out: the composition in progress shows at the caret.
  var shownCharacters: [Character] {
    guard let markedText else { return characters }
    var shown = characters
    shown.insert(contentsOf: markedText, at: min(selection.upperBound, shown.count))
    return shown
  }

  /// Something that moves the text or the caret changed: lay out again, draw again, and show
  /// the caret solid.
  func textLayoutDidChange() {
    goalX = nil
    setNeedsLayout()
    setNeedsDisplay()
    if !isScrollEnabled { invalidateIntrinsicContentSize() }
    if isFirstResponder { blink.restart(for: self) }
  }

  /// Lays the text out to the current width and sets the content size to it: with scrolling,
  /// the lines in view and a screen more, the rest estimated, as TextKit 2 lays out its
  /// viewport; with scrolling off, all of it, since all of it shows.
  func layOutText() {
    let width = wrapWidth
    let bottom = isScrollEnabled ? bounds.maxY - textOrigin.y + bounds.height : .infinity
    layout.update(
      characters: shownCharacters, face: currentFont.face, width: width,
      scale: max(traitCollection.displayScale, 1), through: bottom)
    updateContentSize()
    if !isScrollEnabled, abs(width - laidOutWidth) > 0.5 {
      laidOutWidth = width
      invalidateIntrinsicContentSize()
    }
  }

  /// Lays out more lines than the view shows, when a caret, a click or a move needs them: until
  /// the caret at `index` has its line and the lines reach `y` (from the text's top). The
  /// content size follows the new estimate of the text's height.
  func layOutLines(through index: Int, below y: CGFloat = -.infinity) {
    guard !layout.isComplete else { return }
    layout.layOut(shownCharacters, through: index, below: y)
    updateContentSize()
  }

  private func updateContentSize() {
    let height = ceil(layout.height + textContainerInset.top + textContainerInset.bottom)
    let size = CGSize(width: bounds.width, height: height)
    if contentSize != size { contentSize = size }
  }

  /// With scrolling off, as tall as the text at the view's width (as wide as its widest line
  /// before it has one); with scrolling on, no intrinsic size.
  var textIntrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return textSize(
      fitting:
        CGSize(
          width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude,
          height: .greatestFiniteMagnitude))
  }

  /// The size that shows all the text within `size`'s width.
  func textSize(fitting size: CGSize) -> CGSize {
    let insets =
      textContainerInset.left + textContainerInset.right + 2 * Self.lineFragmentPadding
    let width =
      size.width.isFinite && size.width < .greatestFiniteMagnitude
      ? max(size.width - insets, 1) : .greatestFiniteMagnitude
    // At the view's own width, the view's layout answers, updated around the last edits.
    var measured = width == wrapWidth ? layout : TextViewLayout()
    measured.update(
      characters: shownCharacters, face: currentFont.face, width: width,
      scale: max(traitCollection.displayScale, 1), through: .infinity)
    if width == wrapWidth { layout = measured }
    let fitted = width < .greatestFiniteMagnitude ? size.width : ceil(measured.width + insets)
    return CGSize(
      width: fitted,
      height: ceil(measured.height + textContainerInset.top + textContainerInset.bottom))
  }

  /// The caret's rectangle before character `index`, in content coordinates.
  func caretRect(at index: Int) -> CGRect {
    caretRect(at: index, in: shownCharacters)
  }

  /// The caret's rectangle before character `index` of the shown `characters`.
  private func caretRect(at index: Int, in characters: [Character]) -> CGRect {
    layOutLines(through: index)
    let origin = textOrigin
    guard !layout.lines.isEmpty else {
      return CGRect(
        x: origin.x + alignmentOffset(width: 0), y: origin.y, width: 2,
        height: layout.lineHeight)
    }
    let line = layout.lines[layout.lineIndex(of: index)]
    return CGRect(
      x: origin.x + alignmentOffset(width: line.width) + layout.x(of: index, in: characters),
      y: origin.y + line.top,
      width: 2, height: line.height)
  }

  /// Where a line `width` wide starts from the text's left edge, by the alignment.
  func alignmentOffset(width: CGFloat) -> CGFloat {
    switch textAlignment.resolved(rightToLeft: isRightToLeft) {
    case .center: max(0, (wrapWidth - width) / 2)
    case .right: max(0, wrapWidth - width)
    default: 0
    }
  }

  /// The caret index nearest to `point`, in the view's (content) coordinates.
  func characterIndex(at point: CGPoint) -> Int {
    let origin = textOrigin
    let y = point.y - origin.y
    layOutLines(through: -1, below: y)
    let row = layout.lines.lastIndex { $0.top <= y } ?? 0
    let width = layout.lines.indices.contains(row) ? layout.lines[row].width : 0
    return layout.index(
      onLine: row, atX: point.x - origin.x - alignmentOffset(width: width), in: shownCharacters)
  }

  /// Matches UIKit: scrolls so that the caret (the moving end of the selection) shows.
  func scrollCaretToVisible() {
    guard isScrollEnabled else { return }
    layoutIfNeeded()
    let caret = caretRect(
      at: selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound)
    scrollRectToVisible(
      caret.insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
  }

  /// The selection, the lines that show in `bounds`, the composition's underline and the caret.
  func appendText(to items: inout [DisplayItem], bounds: CGRect) {
    let traits = traitCollection
    func color(_ color: UIColor) -> DisplayColor {
      DisplayColor(color.resolvedColor(with: traits).cgColor)
    }
    let face = currentFont.face
    let origin = textOrigin
    let visible = bounds.insetBy(dx: 0, dy: -layout.lineHeight)
    if isFirstResponder, !selection.isEmpty {
      let highlight = color((tintColor ?? .systemBlue).withAlphaComponent(0.25))
      for rect in selectionRects() where rect.intersects(visible) {
        items.append(.fill(rect, highlight))
      }
    }
    let textColor = color(self.textColor ?? .label)
    let shown = shownCharacters
    for line in layout.lines[layout.firstLineIndex(below: visible.minY - origin.y)...] {
      let top = origin.y + line.top
      guard top <= visible.maxY else { break }
      guard !line.characters.isEmpty, top + line.height >= visible.minY else { continue }
      items.append(
        .text(
          TextRun(
            text: layout.text(of: line, in: shown), font: face, color: textColor,
            origin: CGPoint(x: origin.x + alignmentOffset(width: line.width), y: top),
            size: CGSize(width: line.width, height: line.height))))
    }
    if let markedText, !markedText.isEmpty {
      // The composition is underlined, as input methods show it.
      let start = caretRect(at: selection.upperBound)
      let end = caretRect(at: selection.upperBound + markedText.count)
      items.append(
        .fill(
          CGRect(
            x: start.minX, y: start.maxY - 2, width: max(end.minX - start.minX, 1),
            height: 1.5), textColor))
    }
    if isFirstResponder, isEditable, selection.isEmpty, blink.isVisible {
      let caret = caretRect(at: selection.lowerBound + (markedText?.count ?? 0))
      items.append(
        .fill(caret.offsetBy(dx: -1, dy: 0), color(tintColor ?? .systemBlue)))
    }
  }

  /// The selection's rectangles, one a line, in content coordinates.
  func selectionRects() -> [CGRect] {
    guard !selection.isEmpty, !layout.lines.isEmpty else { return [] }
    layOutLines(through: selection.upperBound)
    let first = layout.lineIndex(of: selection.lowerBound)
    let last = layout.lineIndex(of: selection.upperBound)
    return (first...last).map { row in
      let line = layout.lines[row]
      let start =
        row == first
        ? caretRect(at: selection.lowerBound).minX
        : textOrigin.x + alignmentOffset(width: line.width)
      let end =
        row == last
        ? caretRect(at: selection.upperBound).minX
        : textOrigin.x + alignmentOffset(width: line.width) + line.width
      return CGRect(
        x: start, y: textOrigin.y + line.top, width: max(end - start, 0), height: line.height)
    }
  }
}
