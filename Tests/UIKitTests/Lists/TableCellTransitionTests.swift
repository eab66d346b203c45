import Testing
import UIKit
import UIKitTestSupport

/// A cell that logs the state transitions it is told of, as a subclass overrides them to move
/// a custom view out of the way of edit mode's controls and the swipe actions.
@MainActor
private final class TransitionLoggingCell: UITableViewCell {
  static var log: [String] = []

  private static func name(_ state: StateMask) -> String {
    var names: [String] = []
    if state.contains(.showingEditControl) { names.append("edit") }
    if state.contains(.showingDeleteConfirmation) { names.append("delete") }
    return names.isEmpty ? "default" : names.joined(separator: "+")
  }

  override func willTransition(to state: StateMask) {
    super.willTransition(to: state)
    Self.log.append("will \(Self.name(state)) \(textLabel?.text ?? "")")
  }

  override func didTransition(to state: StateMask) {
    super.didTransition(to: state)
    Self.log.append("did \(Self.name(state)) \(textLabel?.text ?? "")")
  }
}

@Suite("UITableViewCell: state transitions", .uiTest, .serialized)
@MainActor
struct TableCellTransitionTests {
  let table = UITableView(frame: .zero, style: .plain)
  let source = SwipeSource(log: LifecycleLog())
  let window: UIWindow

  init() {
    TransitionLoggingCell.log = []
    source.fruits = ["Apple", "Banana"]
    table.register(TransitionLoggingCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    window = showInWindow(table)
  }

  @Test("edit mode: the cells are told before and, after its animation, once there")
  func editMode() {
    table.setEditing(true, animated: true)
    let before = TransitionLoggingCell.log
    UIApplication.shared.advance(by: 0.5)
    let entered = TransitionLoggingCell.log
    TransitionLoggingCell.log = []
    table.setEditing(false, animated: false)

    #expect(before == ["will edit Apple", "will edit Banana"])
    #expect(entered == before + ["did edit Apple", "did edit Banana"])
    #expect(
      TransitionLoggingCell.log == [
        "will default Apple", "did default Apple", "will default Banana", "did default Banana",
      ])
  }

  @Test("a swipe that opens a row's actions, and a tap that closes them")
  func swipeActions() {
    drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 200, y: 66), in: window)
    let opened = TransitionLoggingCell.log
    TransitionLoggingCell.log = []
    drag(from: CGPoint(x: 10, y: 22), to: CGPoint(x: 10, y: 22), in: window)

    #expect(opened == ["will delete Banana", "did delete Banana"])
    #expect(TransitionLoggingCell.log == ["will default Banana", "did default Banana"])
  }
}
