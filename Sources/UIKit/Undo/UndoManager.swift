import Foundation

/// A recorder of operations that can be undone and redone, as Foundation's `UndoManager`.
///
/// Foundation on Linux has no `UndoManager`, so UIKit brings one with Apple's API: every window
/// has one (``UIResponder/undoManager`` finds it up the responder chain), text fields and text
/// views record the person's edits in it, and Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo
/// through it.
///
/// Matches Foundation: operations registered between ``beginUndoGrouping()`` and
/// ``endUndoGrouping()`` undo together; with ``groupsByEvent`` on, a registration made outside
/// any group opens one that closes when the current event's frame ends (Apple closes it at the
/// end of the run loop pass). Undoing registers the inverse operations on the redo stack, and a
/// new registration that is not an undo or a redo clears the redo stack. Targets are held
/// weakly: an operation whose target is gone does nothing.
@preconcurrency @MainActor
open class UndoManager: NSObject {
  /// One registered operation.
  private struct Operation {
    /// The registered target, held weakly; `nil` for a nested group.
    weak var target: AnyObject?
    /// A group closed inside another, undone as one of its operations.
    var nested: Group?
    let run: @MainActor () -> Void
  }

  /// A closed (or the open) group of operations, undone last-registered first.
  private final class Group {
    var operations: [Operation] = []
    var actionName = ""
    /// The groups opened inside this one; undone as part of it.
    var parent: Group?
  }

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  /// The innermost open group, if any.
  private var openGroup: Group?
  /// Whether the outermost open group was opened by a registration (``groupsByEvent``).
  private var openedAutomatically = false
  private var disabledCount = 0

  /// Makes an empty undo manager that groups by event.
  public override init() {
    super.init()
  }

  // MARK: Registering

  /// Matches Foundation: records `handler` to run on `target` when the current group is
  /// undone (or, while undoing, redone). The target is held weakly.
  public func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) {
    guard isUndoRegistrationEnabled else { return }
    if openGroup == nil {
      guard groupsByEvent else {
        UIKitException.raise(
          .internalInconsistencyException,
          "undo: NSUndoManager \(self) is not in a group; call beginUndoGrouping first")
        return
      }
      beginUndoGrouping()
      openedAutomatically = true
      UIApplication.shared.deferToEndOfFrame { [weak self] in self?.closeAutomaticGroup() }
    }
    if !isUndoing && !isRedoing { redoStack.removeAll() }
    openGroup?.operations.append(
      Operation(target: target) { [weak target] in
        if let target { handler(target) }
      })
    registrationCount += 1
  }

  /// Counts registrations, so that a text control can tell whether its last operation is still
  /// the newest (and so may grow with further typing).
  private(set) var registrationCount = 0

  /// Matches Foundation: removes every operation, on both stacks.
  open func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
    openGroup = nil
    openedAutomatically = false
    registrationCount += 1
  }

  /// Matches Foundation: removes the operations registered with `target`; groups left empty go.
  open func removeAllActions(withTarget target: Any) {
    let object = target as AnyObject
    func strip(_ group: Group) -> Bool {
      group.operations.removeAll { operation in
        operation.nested.map { !strip($0) } ?? (operation.target === object)
      }
      return !group.operations.isEmpty
    }
    undoStack = undoStack.filter(strip)
    redoStack = redoStack.filter(strip)
    if let openGroup { _ = strip(openGroup) }
    registrationCount += 1
  }

  // MARK: Grouping

  /// Matches Foundation: whether a registration outside any group opens one that closes at the
  /// end of the current event. On by default.
  open var groupsByEvent = true

  /// Matches Foundation: how many groups are open.
  open var groupingLevel: Int {
    var level = 0
    var group = openGroup
    while let current = group {
      level += 1
      group = current.parent
    }
    return level
  }

  /// Matches Foundation: opens a group (nested in any open one) and posts
  /// `NSUndoManagerDidOpenUndoGroup`.
  open func beginUndoGrouping() {
    if openGroup == nil, !isUndoing, !isRedoing {
      post(.NSUndoManagerCheckpoint)
    }
    let group = Group()
    group.parent = openGroup
    openGroup = group
    post(.NSUndoManagerDidOpenUndoGroup)
  }

  /// Matches Foundation: closes the innermost group. A group with nothing in it is dropped;
  /// closing when none is open raises `NSInternalInconsistencyException`.
  open func endUndoGrouping() {
    guard let group = openGroup else {
      UIKitException.raise(
        .internalInconsistencyException,
        "endUndoGrouping called with no matching begin")
      return
    }
    post(.NSUndoManagerWillCloseUndoGroup)
    openGroup = group.parent
    if let parent = group.parent {
      if !group.operations.isEmpty {
        parent.operations.append(
          Operation(nested: group) { [weak self] in self?.perform(group) })
        if parent.actionName.isEmpty { parent.actionName = group.actionName }
      }
    } else {
      openedAutomatically = false
      if !group.operations.isEmpty { push(group) }
    }
    post(.NSUndoManagerDidCloseUndoGroup)
  }

  private func push(_ group: Group) {
    if isUndoing {
      redoStack.append(group)
    } else {
      undoStack.append(group)
      if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
      }
    }
  }

  /// The group ``groupsByEvent`` opened, closed when its event's frame ends.
  private func closeAutomaticGroup() {
    guard openedAutomatically, openGroup != nil, openGroup?.parent == nil else { return }
    endUndoGrouping()
  }

  /// Matches Foundation: how many groups the undo stack keeps; 0 (the default) is no limit.
  open var levelsOfUndo = 0 {
    didSet {
      if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
      }
    }
  }

  // MARK: Undoing and redoing

  /// Matches Foundation: whether there is a group to undo.
  open var canUndo: Bool {
    !undoStack.isEmpty || !(openGroup?.operations.isEmpty ?? true)
  }

  /// Matches Foundation: whether there is a group to redo.
  open var canRedo: Bool { !redoStack.isEmpty }

  /// Matches Foundation: whether ``undo()`` is running.
  open private(set) var isUndoing = false

  /// Matches Foundation: whether ``redo()`` is running.
  open private(set) var isRedoing = false

  /// Matches Foundation: closes the top-level group if one is open, then undoes the last group,
  /// whose operations register the redo. Undoing with a nested group open raises
  /// `NSInternalInconsistencyException`.
  open func undo() {
    if groupingLevel == 1 { endUndoGrouping() }
    guard groupingLevel == 0 else {
      UIKitException.raise(
        .internalInconsistencyException,
        "undo: NSUndoManager \(self) is in invalid state, undo was called with too many nested "
          + "undo groups")
      return
    }
    undoNestedGroup()
  }

  /// Matches Foundation: undoes the last group, registering its inverse for ``redo()``. Here
  /// only closed groups undo: with one open it raises `NSInternalInconsistencyException`.
  open func undoNestedGroup() {
    replayLast(undoing: true)
  }

  /// Matches Foundation: redoes the last undone group, registering its inverse for ``undo()``;
  /// with a group open it raises `NSInternalInconsistencyException`.
  open func redo() {
    replayLast(undoing: false)
  }

  /// Pops the last group of the undo (or redo) stack and runs its operations inside a group of
  /// their own, which collects the inverse operations they register and keeps the action name,
  /// between Foundation's notifications.
  private func replayLast(undoing: Bool) {
    let verb = undoing ? "undoNestedGroup" : "redo"
    guard openGroup == nil else {
      UIKitException.raise(
        .internalInconsistencyException,
        "\(verb): NSUndoManager \(self) is in invalid state, \(verb) was called with an open "
          + "undo group")
      return
    }
    guard let group = undoing ? undoStack.popLast() : redoStack.popLast() else { return }
    post(.NSUndoManagerCheckpoint)
    post(undoing ? .NSUndoManagerWillUndoChange : .NSUndoManagerWillRedoChange)
    (isUndoing, isRedoing) = (undoing, !undoing)
    beginUndoGrouping()
    openGroup?.actionName = group.actionName
    perform(group)
    endUndoGrouping()
    registrationCount += 1
    (isUndoing, isRedoing) = (false, false)
    post(undoing ? .NSUndoManagerDidUndoChange : .NSUndoManagerDidRedoChange)
  }

  private func perform(_ group: Group) {
    for operation in group.operations.reversed() { operation.run() }
  }

  // MARK: Registration switch

  /// Matches Foundation: registrations are ignored until the matching
  /// ``enableUndoRegistration()``; calls nest.
  open func disableUndoRegistration() {
    disabledCount += 1
  }

  /// Matches Foundation: balances one ``disableUndoRegistration()``.
  open func enableUndoRegistration() {
    disabledCount = max(0, disabledCount - 1)
  }

  /// Matches Foundation: whether registrations are recorded.
  open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

  // MARK: Action names

  /// Matches Foundation: names the operation of the open group (or, outside one, of the last
  /// group) for menus.
  open func setActionName(_ actionName: String) {
    if let openGroup {
      openGroup.actionName = actionName
    } else if let last = isUndoing ? redoStack.last : undoStack.last {
      last.actionName = actionName
    }
  }

  /// Matches Foundation: the name of the group ``undo()`` would undo.
  open var undoActionName: String {
    (openGroup.flatMap { $0.operations.isEmpty ? nil : $0 } ?? undoStack.last)?.actionName ?? ""
  }

  /// Matches Foundation: the name of the group ``redo()`` would redo.
  open var redoActionName: String { redoStack.last?.actionName ?? "" }

  /// Matches Foundation: "Undo" followed by the action's name, for a menu item.
  open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

  /// Matches Foundation: "Redo" followed by the action's name, for a menu item.
  open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

  /// Matches Foundation: "Undo", or "Undo" and the name.
  open func undoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Undo" : "Undo \(actionName)"
  }

  /// Matches Foundation: "Redo", or "Redo" and the name.
  open func redoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Redo" : "Redo \(actionName)"
  }

  private func post(_ name: Notification.Name) {
    NotificationCenter.default.post(name: name, object: self)
  }
}
