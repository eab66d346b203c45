/// How a text view takes the keyboard and the mouse: moving the caret by character, word, line
/// and page, selecting, deleting, the clipboard shortcuts, and clicks and drags.
extension UITextView {
  // MARK: Keys

  /// Edits and moves the caret while first responder: arrows (Ctrl or Alt with Left and Right
  /// move by word; Shift selects), Home and End (of the line; with Ctrl, of the text), Page Up
  /// and Page Down, Backspace, Delete, Return and the Ctrl (or Command) shortcuts A, C, X and V.
  /// Printable keys arrive as text from the input method instead; other keys go up the
  /// responder chain.
  /// Returns whether the key was handled; the caller passes others up the chain.
  func handleKey(_ presses: Set<UIPress>) -> Bool {
    guard isFirstResponder, let key = presses.first?.key else { return false }
    if isEditable, performUndoShortcut(key) { return true }
    let shift = key.modifierFlags.contains(.shift)
    let shortcut = !key.modifierFlags.isDisjoint(with: [.control, .command])
    let byWord = !key.modifierFlags.isDisjoint(with: [.control, .alternate])
    switch key.keyCode {
    case .keyboardLeftArrow:
      let to =
        byWord
        ? wordStart(before: movingEnd)
        : (!shift && !selection.isEmpty ? selection.lowerBound : movingEnd - 1)
      moveCaret(to: to, extending: shift)
    case .keyboardRightArrow:
      let to =
        byWord
        ? wordEnd(after: movingEnd)
        : (!shift && !selection.isEmpty ? selection.upperBound : movingEnd + 1)
      moveCaret(to: to, extending: shift)
    case .keyboardUpArrow: moveByLines(-1, extending: shift)
    case .keyboardDownArrow: moveByLines(1, extending: shift)
    case .keyboardPageUp: moveByLines(-linesPerPage, extending: shift)
    case .keyboardPageDown: moveByLines(linesPerPage, extending: shift)
    case .keyboardHome:
      moveCaret(to: shortcut ? 0 : currentLine.characters.lowerBound, extending: shift)
    case .keyboardEnd:
      moveCaret(
        to: shortcut ? characters.count : currentLine.characters.upperBound, extending: shift)
    case .keyboardDeleteOrBackspace:
      deleteBackward()
    case .keyboardDeleteForward:
      deleteForward()
    case .keyboardReturnOrEnter where !shortcut:
      replaceSelection(with: "\n", as: .typing)
    case .keyboardA where shortcut:
      setSelection(0..<characters.count)
    case .keyboardC where shortcut:
      copySelection()
    case .keyboardX where shortcut:
      cutSelection()
    case .keyboardV where shortcut:
      paste()
    default:
      // Printable keys arrive as text from the input method; modified ones go up the chain.
      return !(shortcut || key.keyCode == .keyboardEscape || key.keyCode == .keyboardTab)
    }
    return true
  }

  /// The end of the selection that moves: the one away from the anchor.
  private var movingEnd: Int {
    selection.lowerBound == anchor ? selection.upperBound : selection.lowerBound
  }

  private var currentLine: TextViewLayout.Line {
    layoutIfNeeded()
    layOutLines(through: movingEnd)
    guard !layout.lines.isEmpty else {
      return TextViewLayout.Line(characters: 0..<0, top: 0, height: 0, width: 0)
    }
    return layout.lines[layout.lineIndex(of: movingEnd)]
  }

  /// How many lines Page Up and Page Down move: a screenful, less one line of context.
  private var linesPerPage: Int {
    max(Int(bounds.height / max(layout.lineHeight, 1)) - 1, 1)
  }

  private func moveCaret(to position: Int, extending: Bool) {
    let target = min(max(position, 0), characters.count)
    if extending {
      setSelection(min(anchor, target)..<max(anchor, target), keepAnchor: true)
    } else {
      setSelection(target..<target)
    }
    scrollCaretToVisible()
  }

  /// Up or Down by `count` lines, keeping to the x the run of moves started at, as text editors
  /// do; past the first or last line, to the start or end of the text.
  private func moveByLines(_ count: Int, extending: Bool) {
    layoutIfNeeded()
    let from = movingEnd
    layOutLines(through: from)
    let row = layout.lineIndex(of: from)
    let shown = shownCharacters
    let x = goalX ?? layout.x(of: from, in: shown)
    let target = row + count
    var bottom = layout.lines.isEmpty ? 0 : layout.lines[row].top
    while target >= layout.lines.count, !layout.isComplete {
      bottom += CGFloat(target - layout.lines.count + 1) * max(layout.lineHeight, 1)
      layOutLines(through: from, below: bottom)
    }
    let index =
      target < 0
      ? 0
      : target >= layout.lines.count
        ? characters.count : layout.index(onLine: target, atX: x, in: shown)
    moveCaret(to: index, extending: extending)
    goalX = x
  }

  private func wordStart(before index: Int) -> Int {
    var position = min(index, characters.count)
    while position > 0, !isWordCharacter(characters[position - 1]) { position -= 1 }
    while position > 0, isWordCharacter(characters[position - 1]) { position -= 1 }
    return position
  }

  private func wordEnd(after index: Int) -> Int {
    var position = max(index, 0)
    while position < characters.count, !isWordCharacter(characters[position]) { position += 1 }
    while position < characters.count, isWordCharacter(characters[position]) { position += 1 }
    return position
  }

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// Matches UIKit: a text view's text is copied while it is selectable or editable.
  var canCopySelection: Bool { isSelectable || isEditable }

  // MARK: Mouse

  /// Makes the view first responder and places the caret at the click; a double click selects a
  /// word and a triple click the paragraph.
  func handleTouchBegan(_ touches: Set<UITouch>) {
    guard isEditable || isSelectable, let touch = touches.first else { return }
    guard becomeFirstResponder() else { return }
    layoutIfNeeded()
    let index = characterIndex(at: touch.location(in: self))
    switch touch.tapCount {
    case 2:
      setSelection(wordStart(before: min(index + 1, characters.count))..<wordEnd(after: index))
    case 3...: setSelection(paragraph(around: index))
    default: setSelection(index..<index)
    }
  }

  /// Extends the selection to the pointer while dragging.
  func handleTouchMoved(_ touches: Set<UITouch>) {
    guard isFirstResponder, let touch = touches.first else { return }
    moveCaret(to: characterIndex(at: touch.location(in: self)), extending: true)
  }

  private func paragraph(around index: Int) -> Range<Int> {
    var start = min(index, characters.count)
    var end = start
    while start > 0, !characters[start - 1].isLineSeparator { start -= 1 }
    while end < characters.count, !characters[end].isLineSeparator { end += 1 }
    return start..<end
  }
}
