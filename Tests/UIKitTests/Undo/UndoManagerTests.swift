import Testing
import UIKit
import UIKitTestSupport

/// `UndoManager`, which Foundation on Linux lacks, as Foundation's behaves.
@Suite("UndoManager: groups, redo, removal and names", .uiTest)
@MainActor
struct UndoManagerTests {
  @MainActor final class Counter {
    var value = 0
    /// Sets the value, registering the way back.
    func set(_ newValue: Int, in manager: UndoManager) {
      let old = value
      value = newValue
      manager.registerUndo(withTarget: self) { $0.set(old, in: manager) }
    }
  }

  let manager = UndoManager()
  let counter = Counter()

  @Test("a group undoes together, and undoing registers the redo")
  func groupAndRedo() {
    manager.beginUndoGrouping()
    counter.set(1, in: manager)
    counter.set(2, in: manager)
    manager.endUndoGrouping()

    manager.undo()
    let undone = counter.value
    manager.redo()

    #expect(undone == 0)
    #expect(counter.value == 2)
    #expect(manager.canUndo)
    #expect(!manager.canRedo)
  }

  @Test("a registration outside undo clears the redo stack")
  func newWorkClearsRedo() {
    manager.beginUndoGrouping()
    counter.set(1, in: manager)
    manager.endUndoGrouping()
    manager.undo()

    manager.beginUndoGrouping()
    counter.set(5, in: manager)
    manager.endUndoGrouping()

    #expect(!manager.canRedo)
  }

  @Test("with groupsByEvent, a registration opens a group that undo() closes")
  func groupsByEvent() {
    counter.set(3, in: manager)
    let level = manager.groupingLevel

    manager.undo()

    #expect(level == 1)
    #expect(counter.value == 0)
    #expect(manager.groupingLevel == 0)
  }

  @Test("removing a target's actions leaves the others; levelsOfUndo drops the oldest")
  func removalAndLimit() {
    let other = Counter()
    manager.levelsOfUndo = 2
    for value in 1...3 {
      manager.beginUndoGrouping()
      counter.set(value, in: manager)
      other.set(value * 10, in: manager)
      manager.endUndoGrouping()
    }

    manager.removeAllActions(withTarget: other)
    manager.undo()
    manager.undo()
    manager.undo()

    #expect(counter.value == 1)
    #expect(other.value == 30)
  }

  @Test("action names make the menu titles; disabled registration records nothing")
  func namesAndDisabling() {
    manager.beginUndoGrouping()
    counter.set(1, in: manager)
    manager.setActionName("Count")
    manager.endUndoGrouping()
    manager.disableUndoRegistration()
    counter.set(2, in: manager)
    manager.enableUndoRegistration()

    #expect(manager.undoMenuItemTitle == "Undo Count")
    manager.undo()
    #expect(manager.redoMenuItemTitle == "Redo Count")
    #expect(counter.value == 0)
  }

  @Test("notifications come in Foundation's order around an undo")
  func notifications() {
    let log = LifecycleLog()
    let names: [Notification.Name] = [
      .NSUndoManagerCheckpoint, .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange,
      .NSUndoManagerDidOpenUndoGroup, .NSUndoManagerWillCloseUndoGroup,
      .NSUndoManagerDidCloseUndoGroup,
    ]
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { _ in
        MainActor.assumeIsolated { log.record(name.rawValue) }
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    manager.beginUndoGrouping()
    counter.set(1, in: manager)
    manager.endUndoGrouping()
    _ = log.take()

    manager.undo()

    #expect(
      log.entries == [
        "NSUndoManagerCheckpointNotification", "NSUndoManagerWillUndoChangeNotification",
        "NSUndoManagerDidOpenUndoGroupNotification", "NSUndoManagerWillCloseUndoGroupNotification",
        "NSUndoManagerDidCloseUndoGroupNotification", "NSUndoManagerDidUndoChangeNotification",
      ])
  }

  @Test("ending a group that was never begun raises NSInternalInconsistencyException")
  func unbalancedEnd() {
    let recorder = ExceptionRecorder()
    defer { recorder.stop() }

    manager.endUndoGrouping()

    #expect(recorder.names == [.internalInconsistencyException])
  }
}
