import Testing
import UIKit
import UIKitTestSupport

/// An interaction that logs the calls its view makes, naming the view (`LoggingView`'s name).
@MainActor
private final class LoggingInteraction: UIInteraction {
  let name: String
  let log: LifecycleLog
  private(set) weak var view: UIView?

  init(_ name: String, log: LifecycleLog) {
    self.name = name
    self.log = log
  }

  private func named(_ view: UIView?) -> String {
    (view as? LoggingView)?.name ?? "nil"
  }

  func willMove(to view: UIView?) {
    log.record("\(name) willMove to \(named(view)), on \(named(self.view))")
  }

  func didMove(to view: UIView?) {
    self.view = view
    log.record("\(name) didMove to \(named(view))")
  }
}

/// A delegate that logs every call, with its animators' completions, and whose menu logs the
/// actions performed.
@MainActor
private final class MenuDelegate: UIContextMenuInteractionDelegate {
  let log: LifecycleLog
  /// Whether the delegate offers a menu at all.
  var offersMenu = true
  /// Whether the menu's "Copy" is disabled.
  var disablesCopy = false

  init(log: LifecycleLog) {
    self.log = log
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.record("configuration at \(location.x), \(location.y)")
    guard offersMenu else { return nil }
    return UIContextMenuConfiguration(
      identifier: "photo" as NSString,
      actionProvider: { [log, disablesCopy] _ in
        UIMenu(children: [
          UIAction(title: "Copy", attributes: disablesCopy ? .disabled : []) { _ in
            log.record("Copy performed")
          },
          UIAction(title: "Delete", attributes: .destructive) { _ in
            log.record("Delete performed")
          },
        ])
      })
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.record("willDisplay \(configuration.identifier)")
    animator?.addCompletion { [log] in log.record("displayed") }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.record("willEnd \(configuration.identifier)")
    animator?.addCompletion { [log] in log.record("ended") }
  }
}

@Suite("Interactions on views: willMove and didMove, as UIKit sends them", .uiTest)
@MainActor
struct InteractionTests {
  let log = LifecycleLog()

  @Test("adding and removing an interaction tells it before and after")
  func addAndRemove() {
    let view = LoggingView("card", log: log, frame: .zero)
    let interaction = LoggingInteraction("menu", log: log)

    view.addInteraction(interaction)
    let added = log.take()
    view.removeInteraction(interaction)

    #expect(added == ["menu willMove to card, on nil", "menu didMove to card"])
    #expect(log.take() == ["menu willMove to nil, on card", "menu didMove to nil"])
    #expect(view.interactions.isEmpty)
    #expect(interaction.view == nil)
  }

  @Test("adding an interaction that is on another view moves it from that view first")
  func moveBetweenViews() {
    let first = LoggingView("first", log: log, frame: .zero)
    let second = LoggingView("second", log: log, frame: .zero)
    let interaction = LoggingInteraction("menu", log: log)
    first.addInteraction(interaction)
    _ = log.take()

    second.addInteraction(interaction)

    #expect(
      log.take() == [
        "menu willMove to nil, on first", "menu didMove to nil",
        "menu willMove to second, on nil", "menu didMove to second",
      ])
    #expect(first.interactions.isEmpty)
    #expect(second.interactions.map { $0 === interaction } == [true])
  }

  @Test("adding an interaction twice, or removing one the view lacks, does nothing")
  func redundantCalls() {
    let view = LoggingView("card", log: log, frame: .zero)
    let interaction = LoggingInteraction("menu", log: log)
    view.addInteraction(interaction)
    _ = log.take()

    view.addInteraction(interaction)
    view.removeInteraction(LoggingInteraction("stranger", log: log))

    #expect(log.take().isEmpty)
    #expect(view.interactions.count == 1)
  }

  @Test("setting interactions removes those left out and adds the new, in the order given")
  func settingTheList() {
    let view = LoggingView("card", log: log, frame: .zero)
    let kept = LoggingInteraction("kept", log: log)
    let dropped = LoggingInteraction("dropped", log: log)
    let new = LoggingInteraction("new", log: log)
    view.interactions = [kept, dropped]
    _ = log.take()

    view.interactions = [new, kept]

    #expect(
      log.take() == [
        "dropped willMove to nil, on card", "dropped didMove to nil",
        "new willMove to card, on nil", "new didMove to card",
      ])
    #expect(view.interactions.map { ($0 as? LoggingInteraction)?.name } == ["new", "kept"])
  }
}

/// The ways to close an open context menu without choosing an action.
enum MenuClosing: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case clickElsewhere = "a click elsewhere"
  case rightClickElsewhere = "a right click elsewhere"
  case escape = "Escape"
  case dismissMenu = "dismissMenu(), twice"
  case removingTheInteraction = "removing the interaction"

  var testDescription: String { rawValue }
}

@Suite("UIContextMenuInteraction: a right click or a long press opens a menu", .uiTest)
@MainActor
struct ContextMenuInteractionTests {
  let log = LifecycleLog()
  private let delegate: MenuDelegate
  let pad: UIView
  let interaction: UIContextMenuInteraction
  let pointer: Pointer

  init() {
    delegate = MenuDelegate(log: log)
    pad = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
    interaction = UIContextMenuInteraction(delegate: delegate)
    pad.addInteraction(interaction)
    pointer = Pointer.over(pad)
  }

  /// The open menu's rows, or `nil` when no menu is over the window.
  private var menuRows: [UIButton]? {
    guard let overlay = pointer.window.subviews.last,
      overlay !== pointer.window.rootViewController?.view,
      let list = overlay.subviews.last
    else { return nil }
    return list.subviews.compactMap { $0 as? UIButton }
  }

  private func rightClick(_ point: CGPoint) {
    pointer.down(point, buttons: .secondary)
    pointer.up(point)
  }

  /// Opens the menu with a right click at (70, 70) and clears the log.
  private func openMenu() {
    rightClick(CGPoint(x: 70, y: 70))
    _ = log.take()
  }

  private func click(_ point: CGPoint) {
    pointer.down(point)
    pointer.up(point)
  }

  /// The middle of a row, in window coordinates.
  private func center(of row: UIView) -> CGPoint {
    let frame = row.convert(row.bounds, to: nil)
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  @Test("a right click asks for the menu at the pointer, in the view's coordinates, and opens it")
  func rightClickOpens() {
    rightClick(CGPoint(x: 70, y: 70))

    #expect(log.take() == ["configuration at 50.0, 40.0", "willDisplay photo", "displayed"])
    #expect(menuRows?.map { $0.title(for: .normal) } == ["Copy", "Delete"])
    #expect(menuRows?.first.map { $0.convert(CGPoint.zero, to: nil) } == CGPoint(x: 70, y: 70))
    #expect(interaction.location(in: pad) == CGPoint(x: 50, y: 40))
  }

  @Test("choosing an action closes the menu, then performs the action")
  func choosingAnAction() {
    openMenu()
    let copy = menuRows![0]

    click(center(of: copy))

    #expect(log.take() == ["willEnd photo", "ended", "Copy performed"])
    #expect(menuRows == nil)
  }

  @Test("a click on a disabled action performs nothing and leaves the menu open")
  func disabledAction() {
    delegate.disablesCopy = true
    openMenu()
    let copy = menuRows![0]

    click(center(of: copy))

    #expect(log.take() == [])
    #expect(menuRows?.map { $0.title(for: .normal) } == ["Copy", "Delete"])
    #expect(copy.isEnabled == false)
  }

  @Test(
    "closing the menu without choosing sends willEndFor, runs its completion, performs nothing",
    arguments: MenuClosing.allCases)
  func closing(by way: MenuClosing) {
    openMenu()

    switch way {
    case .clickElsewhere: click(CGPoint(x: 350, y: 550))
    case .rightClickElsewhere: rightClick(CGPoint(x: 350, y: 550))
    case .escape:
      pointer.key(.keyboardEscape, UIKeyCommand.inputEscape)
      pointer.clock.settle()
    case .dismissMenu:
      interaction.dismissMenu()
      interaction.dismissMenu()
    case .removingTheInteraction: pad.removeInteraction(interaction)
    }

    #expect(log.take() == ["willEnd photo", "ended"])
    #expect(menuRows == nil)
  }

  @Test("a nil configuration opens nothing")
  func nilConfiguration() {
    delegate.offersMenu = false

    rightClick(CGPoint(x: 70, y: 70))

    #expect(log.take() == ["configuration at 50.0, 40.0"])
    #expect(menuRows == nil)
  }

  @Test("a primary press held half a second opens the menu; the release leaves it open")
  func longPressOpens() {
    pointer.down(CGPoint(x: 120, y: 130))
    pointer.clock.advance(by: 0.4)
    let early = log.take()
    pointer.clock.advance(by: 0.1)
    let held = log.take()
    pointer.up(CGPoint(x: 120, y: 130))

    #expect(early.isEmpty)
    #expect(held == ["configuration at 100.0, 100.0", "willDisplay photo", "displayed"])
    #expect(menuRows?.count == 2)
  }

  @Test("a quick primary click opens nothing and reaches the view's tap recognizer")
  func quickClick() {
    pad.addGestureRecognizer(UITapGestureRecognizer { [log] _ in log.record("tapped") })

    click(CGPoint(x: 70, y: 70))

    #expect(log.take() == ["tapped"])
    #expect(menuRows == nil)
  }

  @Test("a right click does not reach the view's tap recognizer")
  func rightClickSkipsTap() {
    pad.addGestureRecognizer(UITapGestureRecognizer { [log] _ in log.record("tapped") })

    rightClick(CGPoint(x: 70, y: 70))

    #expect(log.take() == ["configuration at 50.0, 40.0", "willDisplay photo", "displayed"])
  }

  @Test("after the interaction is removed, a right click opens nothing")
  func removedInteraction() {
    pad.removeInteraction(interaction)

    rightClick(CGPoint(x: 70, y: 70))

    #expect(log.take().isEmpty)
    #expect(menuRows == nil)
    #expect(pad.gestureRecognizers == nil)
    #expect(interaction.view == nil)
  }

  @Test("updateVisibleMenu(_:) shows the new menu in place of the open one")
  func updateVisibleMenu() {
    openMenu()

    interaction.updateVisibleMenu { menu in
      menu.replacingChildren(
        menu.children + [UIAction(title: "Share") { [log] _ in log.record("Share performed") }])
    }
    pointer.clock.settle()
    click(center(of: menuRows![2]))

    #expect(log.take() == ["willEnd photo", "ended", "Share performed"])
  }

  @Test("near the corner the menu moves left as far as the edge needs and opens above the pointer")
  func nearTheCorner() {
    pad.frame = CGRect(x: 0, y: 0, width: 400, height: 600)

    rightClick(CGPoint(x: 380, y: 580))

    let list = menuRows?.first?.superview
    let frame = list.map { $0.convert($0.bounds, to: nil) }
    // 8 points inside the window's right edge; its bottom at the pointer.
    #expect(frame?.maxX == 392)
    #expect(frame?.maxY == 580)
  }

  @Test("a right click whose release comes in the same frame as its press still opens the menu")
  func quickRightClick() {
    let window = pointer.window
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendMouseDown(
        at: CGPoint(x: 70, y: 70), in: window, clickCount: 1, buttons: .secondary,
        modifierFlags: [])
      UIApplication.shared.sendMouseUp(at: CGPoint(x: 70, y: 70), in: window, modifierFlags: [])
    }
    pointer.clock.settle()

    #expect(log.take() == ["configuration at 50.0, 40.0", "willDisplay photo", "displayed"])
    #expect(menuRows?.map { $0.title(for: .normal) } == ["Copy", "Delete"])
  }

  @Test("a configuration made without an identifier gets a unique one")
  func uniqueIdentifiers() {
    let first = UIContextMenuConfiguration()
    let second = UIContextMenuConfiguration()

    #expect(first.identifier as? NSUUID != nil)
    #expect(first.identifier as? NSUUID != second.identifier as? NSUUID)
    #expect(first.preferredMenuElementOrder == .automatic)
  }

  @Test("the interaction holds its delegate weakly")
  func weakDelegate() {
    var owner: MenuDelegate? = MenuDelegate(log: log)
    let other = UIContextMenuInteraction(delegate: owner!)

    owner = nil

    #expect(other.delegate == nil)
  }
}
