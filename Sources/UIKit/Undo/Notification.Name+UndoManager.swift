// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Foundation's names for these notifications start with NS, as Apple spells them.

/// The notifications an ``UndoManager`` posts, with the object being the undo manager.
extension Notification.Name {
  /// Matches Foundation: posted when a top-level group opens and before each undo and redo.
  public static let NSUndoManagerCheckpoint = Notification.Name(
    "NSUndoManagerCheckpointNotification")
  /// Matches Foundation: posted before an undo.
  public static let NSUndoManagerWillUndoChange = Notification.Name(
    "NSUndoManagerWillUndoChangeNotification")
  /// Matches Foundation: posted after an undo.
  public static let NSUndoManagerDidUndoChange = Notification.Name(
    "NSUndoManagerDidUndoChangeNotification")
  /// Matches Foundation: posted before a redo.
  public static let NSUndoManagerWillRedoChange = Notification.Name(
    "NSUndoManagerWillRedoChangeNotification")
  /// Matches Foundation: posted after a redo.
  public static let NSUndoManagerDidRedoChange = Notification.Name(
    "NSUndoManagerDidRedoChangeNotification")
  /// Matches Foundation: posted when a group opens.
  public static let NSUndoManagerDidOpenUndoGroup = Notification.Name(
    "NSUndoManagerDidOpenUndoGroupNotification")
  /// Matches Foundation: posted before a group closes.
  public static let NSUndoManagerWillCloseUndoGroup = Notification.Name(
    "NSUndoManagerWillCloseUndoGroupNotification")
  /// Matches Foundation: posted after a group closes.
  public static let NSUndoManagerDidCloseUndoGroup = Notification.Name(
    "NSUndoManagerDidCloseUndoGroupNotification")
}
