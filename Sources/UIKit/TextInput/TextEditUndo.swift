/// What kind of edit the person made, which decides how it undoes: runs of typing, and runs of
/// Backspace or of Delete, each undo as one step; a paste or a cut undoes alone.
enum TextEdit: Equatable {
  /// Committed text from the keyboard or an input method, and Return in a text view.
  case typing
  /// Backspace: the character before the caret, or the selection.
  case deleteBackward
  /// Delete: the character after the caret, or the selection.
  case deleteForward
  /// Ctrl+V.
  case paste
  /// Ctrl+X.
  case cut
  /// A text field's clear button, which asks `textFieldShouldClear(_:)` instead of the
  /// delegate's change method, as in UIKit.
  case clear

  /// The name undo menus show, as UIKit's text controls name their operations.
  var actionName: String {
    switch self {
    case .typing, .deleteBackward, .deleteForward: "Typing"
    case .paste: "Paste"
    case .cut: "Cut"
    case .clear: "Clear"
    }
  }
}

/// One undoable edit of a text control: the characters that now stand where the edit was, and
/// the text that was there before. A run of typing grows the record of its first character
/// instead of registering more operations, as UIKit's text controls coalesce typing.
@MainActor
final class TextUndoRecord {
  /// The characters the edit put in, as they stand now.
  var range: Range<Int>
  /// The text the edit took out.
  var replaced: String
  let edit: TextEdit
  /// The undo manager it was registered with, and its registration count just after: the
  /// record may grow only while it is still that manager's newest operation.
  weak var manager: UndoManager?
  var registration = 0

  init(range: Range<Int>, replaced: String, edit: TextEdit) {
    self.range = range
    self.replaced = replaced
    self.edit = edit
  }

  /// Grows this record by the next edit of the same run, if the edit continues it: typing right
  /// after the typed text, or Backspace or Delete next to the deleted text. Returns whether it
  /// did.
  func coalesce(_ edit: TextEdit, range next: Range<Int>, replaced text: String, inserted: Int)
    -> Bool
  {
    guard edit == self.edit, let manager, manager.registrationCount == registration else {
      return false
    }
    switch edit {
    case .typing where text.isEmpty && next.lowerBound == range.upperBound:
      range = range.lowerBound..<(next.lowerBound + inserted)
    case .deleteBackward
    where inserted == 0 && range.isEmpty && next.upperBound == range.lowerBound:
      range = next.lowerBound..<next.lowerBound
      replaced = text + replaced
    case .deleteForward where inserted == 0 && range.isEmpty && next.lowerBound == range.lowerBound:
      replaced += text
    default:
      return false
    }
    return true
  }
}

/// Matches UIKit: the person's edits of a text field or text view are recorded in the
/// responder's ``UIResponder/undoManager``, and Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and
/// redo them. Typing coalesces into one undo step until the caret moves, the kind of edit
/// changes (typing, Backspace, Delete) or anything else is registered; a paste or a cut is a
/// step of its own. Undoing and redoing do not ask the delegate; they tell it of the change.
extension TextInputReceiver {
  /// Records the edit that just replaced `range` (the text `replaced`) with `inserted`
  /// characters, growing `open`, the record the previous edit left open, when it continues it.
  func registerUndo(
    of range: Range<Int>, replaced: String, inserted: Int, as edit: TextEdit,
    continuing open: TextUndoRecord?
  ) {
    guard let manager = undoManager, manager.isUndoRegistrationEnabled else { return }
    if let open, open.coalesce(edit, range: range, replaced: replaced, inserted: inserted) {
      openUndoRecord = open
      return
    }
    let record = TextUndoRecord(
      range: range.lowerBound..<(range.lowerBound + inserted), replaced: replaced, edit: edit)
    register(record, with: manager)
    openUndoRecord = record
  }

  /// Registers `record` in a group of its own, so that it undoes as one step whichever event
  /// made it.
  private func register(_ record: TextUndoRecord, with manager: UndoManager) {
    let opensGroup = manager.groupingLevel == 0
    if opensGroup { manager.beginUndoGrouping() }
    manager.registerUndo(withTarget: self) { receiver in receiver.revert(record) }
    manager.setActionName(record.edit.actionName)
    if opensGroup { manager.endUndoGrouping() }
    record.manager = manager
    record.registration = manager.registrationCount
  }

  /// Puts back what `record` replaced and registers the opposite edit (for redo, or for undo
  /// when redoing).
  private func revert(_ record: TextUndoRecord) {
    let range =
      min(
        record.range.lowerBound, characterCount)..<min(
        record.range.upperBound, characterCount)
    let removed = text(in: range)
    restoreCharacters(in: range, with: record.replaced)
    openUndoRecord = nil
    guard let manager = undoManager else { return }
    let inverse = TextUndoRecord(
      range: range.lowerBound..<(range.lowerBound + record.replaced.count), replaced: removed,
      edit: record.edit)
    manager.registerUndo(withTarget: self) { receiver in receiver.revert(inverse) }
  }

  /// Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (Command on a Mac keyboard), through the
  /// responder's undo manager. Returns whether `key` was one of them.
  func performUndoShortcut(_ key: UIKey) -> Bool {
    guard !key.modifierFlags.isDisjoint(with: [.control, .command]) else { return false }
    switch key.keyCode {
    case .keyboardZ where key.modifierFlags.contains(.shift), .keyboardY:
      openUndoRecord = nil
      undoManager?.redo()
    case .keyboardZ:
      openUndoRecord = nil
      if undoManager?.canUndo == true { undoManager?.undo() }
    default:
      return false
    }
    return true
  }
}
