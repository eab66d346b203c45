import AutomationChannel
import CSDL2
import Foundation
import UIKit

/// The app's end of the UI-testing channel (CHANNEL.md): it exists only when the app was
/// launched by `XCUIApplication` with a token in its environment.
///
/// A background thread accepts connections on the Unix socket the test process named, checks
/// each one's token, and hands requests to the main thread through an SDL user event, which
/// also wakes a sleeping host. The main thread answers a snapshot at once; an action is
/// replayed as SDL input events (``InputSynthesizer``), and its reply waits until a marker
/// event pushed after them has been handled, the frame that processed them has been drawn,
/// and no animation runs any more: XCUITest's "wait for the app to idle", without sleeps. A
/// `change` request is answered at the end of the first frame whose tree differs from the last
/// one the connection was sent, so a test waiting for an element wakes when it can appear.
@MainActor
final class AutomationServer {
  /// How long an action's reply waits for animations to end: an endless one (a spinner)
  /// would otherwise hold it forever. XCUITest gives up on idling in the same way.
  static let quiescenceLimit: TimeInterval = 2
  /// The longest a `change` request waits: a day, so that an endless timeout stays a number a
  /// timer takes.
  static let longestChangeWait: TimeInterval = 86_400

  private let inbox: AutomationInbox
  private let synthesizer: InputSynthesizer
  private let device: Device
  /// The requests not yet handled, in order; one action at a time.
  private var queue: [(AutomationConnection, AutomationRequest)] = []
  private var action: PendingAction?
  private var change: PendingChange?
  /// The last tree sent, and where: a `change` request waits for a tree that differs from it.
  private weak var lastTreeConnection: AutomationConnection?
  private var lastTree: AutomationElement?

  /// An action whose input is on its way, and the connection its reply goes to.
  private struct PendingAction {
    var connection: AutomationConnection
    /// Whether the marker after the action's last event was handled: the input is queued.
    var inputQueued = false
    var queuedAt: TimeInterval = 0
  }

  /// A `change` request waiting for the tree to differ from `since`, and the timer that answers
  /// it at its timeout (the host's idle wait wakes for main-run-loop timers).
  private struct PendingChange {
    var connection: AutomationConnection
    var since: AutomationElement
    var timer: Timer
  }

  /// What the host does for the server beyond input: read its frame, and report and turn its
  /// orientation as the Simulator's rotation does.
  struct Device {
    var readFrame: () -> ImageBitmap?
    var orientation: () -> UIInterfaceOrientation
    var rotate: (UIInterfaceOrientation) -> Void
  }

  /// The server for this process, or `nil` when the app was not launched for a UI test.
  static func fromEnvironment(windowID: UInt32, device: Device) -> AutomationServer? {
    let environment = ProcessInfo.processInfo.environment
    guard let path = environment[AutomationEnvironment.socketPath],
      let token = environment[AutomationEnvironment.token], !token.isEmpty
    else { return nil }
    let eventType = SDL_RegisterEvents(1)
    guard eventType != UInt32.max else {
      print("SDLHost: no SDL event type left for the UI-testing channel")
      return nil
    }
    guard let listener = UnixSocketAddress.listen(at: path) else {
      print("SDLHost: cannot listen on the UI-testing channel at \(path): \(errno)")
      return nil
    }
    let inbox = AutomationInbox(listener: listener, token: token, eventType: eventType)
    inbox.start()
    return AutomationServer(inbox: inbox, windowID: windowID, device: device)
  }

  private init(inbox: AutomationInbox, windowID: UInt32, device: Device) {
    self.inbox = inbox
    self.synthesizer = InputSynthesizer(windowID: windowID)
    self.device = device
  }

  /// Handles the server's own SDL events; returns `false` for every other event.
  func handle(_ event: SDL_Event) -> Bool {
    guard event.type == inbox.eventType else { return false }
    if event.user.code == AutomationInbox.markerCode {
      action?.inputQueued = true
      action?.queuedAt = MonotonicClock.now
    } else {
      queue += inbox.take()
      runQueue()
    }
    return true
  }

  /// Called after every frame of the host's loop, once it is drawn and presented: replies to an
  /// action whose input this frame processed once the app is idle.
  func frameDidEnd(idle: Bool) {
    if let waiting = change {
      let tree = AccessibilityHierarchy.applicationTree()
      if AutomationElement(tree) != waiting.since { endChange(with: tree) }
    }
    guard let pending = action, pending.inputQueued else { return }
    guard idle || MonotonicClock.now - pending.queuedAt >= Self.quiescenceLimit else { return }
    action = nil
    sendTree(to: pending.connection)
    runQueue()
  }

  private func runQueue() {
    while action == nil, change == nil, !queue.isEmpty {
      let (connection, request) = queue.removeFirst()
      handle(request, from: connection)
    }
  }

  private func handle(_ request: AutomationRequest, from connection: AutomationConnection) {
    switch request {
    case .hello:
      connection.send(AutomationReply.failed("already connected"))
    case .snapshot:
      sendTree(to: connection)
    case .change(let timeout):
      waitForChange(from: connection, timeout: timeout)
    case .screenshot:
      guard let bitmap = device.readFrame(), let png = UIImage(bitmap: bitmap).pngData() else {
        connection.send(AutomationReply.failed("the window's pixels could not be read"))
        return
      }
      connection.send(AutomationReply.screenshot(png))
    case .pointer(let steps):
      perform(steps: steps, from: connection)
    case .terminate:
      AutomationInbox.pushQuit()
    case .orientation:
      connection.send(AutomationReply.orientation(device.orientation().rawValue))
    case .rotate(let rawValue):
      guard let target = UIInterfaceOrientation(rawValue: rawValue), target != .unknown else {
        connection.send(AutomationReply.failed("\(rawValue) is no interface orientation"))
        return
      }
      action = PendingAction(connection: connection)
      device.rotate(target)
      pushMarker()
    case .keys(let strokes):
      if let unknown = strokes.first(where: { !InputSynthesizer.hasKey(for: $0.key) }) {
        connection.send(AutomationReply.failed("No key on the keyboard types \"\(unknown.key)\""))
        return
      }
      action = PendingAction(connection: connection)
      for stroke in strokes { _ = synthesizer.push(stroke) }
      pushMarker()
    case .text(let text):
      // Matches XCUITest: typing needs an element with keyboard focus.
      guard SDL_IsTextInputActive() == SDL_TRUE else {
        connection.send(
          AutomationReply.failed("Neither element nor any descendant has keyboard focus."))
        return
      }
      action = PendingAction(connection: connection)
      synthesizer.push(text: text)
      pushMarker()
    }
  }

  /// Pushes each step at its time (those due now at once, the rest from main-run-loop timers,
  /// which the host's idle wait wakes for), then the marker.
  private func perform(steps: [PointerStep], from connection: AutomationConnection) {
    action = PendingAction(connection: connection)
    pushSteps(of: PointerStepQueue(steps), start: Date(), through: 0)
  }

  /// Pushes the steps due by now, and by `through` (the time the timer that calls it was set
  /// for, should it fire a moment early), in the gesture's order; then sets one timer for the
  /// next step, or pushes the marker after the last.
  private func pushSteps(of queue: PointerStepQueue, start: Date, through: Double) {
    var queue = queue
    for step in queue.takeDue(by: max(Date().timeIntervalSince(start), through)) {
      synthesizer.push(step)
    }
    guard let next = queue.nextTime else { return pushMarker() }
    let timer = Timer(fire: start.addingTimeInterval(next), interval: 0, repeats: false) {
      [weak self] _ in
      MainActor.assumeIsolated { self?.pushSteps(of: queue, start: start, through: next) }
    }
    RunLoop.main.add(timer, forMode: .default)
  }

  private func pushMarker() {
    var event = SDL_Event()
    event.type = inbox.eventType
    event.user.code = AutomationInbox.markerCode
    SDL_PushEvent(&event)
  }

  /// Answers at once when the tree already differs from the last one sent on `connection`
  /// (or none was), or when the timeout is not a positive number of seconds; otherwise waits
  /// for the end of a frame that changes it, or for the timeout (at most a day).
  private func waitForChange(from connection: AutomationConnection, timeout: Double) {
    let tree = AccessibilityHierarchy.applicationTree()
    let element = AutomationElement(tree)
    guard timeout > 0, lastTreeConnection === connection,
      let since = lastTree, since == element
    else {
      send(tree, element, to: connection)
      return
    }
    // Not `Timer(timeInterval:repeats:block:)`: Foundation on Linux fires that one at once.
    let deadline = Date().addingTimeInterval(min(timeout, Self.longestChangeWait))
    let timer = Timer(fire: deadline, interval: 0, repeats: false) { [weak self] _ in
      MainActor.assumeIsolated {
        self?.endChange(with: AccessibilityHierarchy.applicationTree())
      }
    }
    RunLoop.main.add(timer, forMode: .default)
    change = PendingChange(connection: connection, since: since, timer: timer)
  }

  private func endChange(with tree: AccessibilityNode) {
    guard let waiting = change else { return }
    change = nil
    waiting.timer.invalidate()
    send(tree, AutomationElement(tree), to: waiting.connection)
    runQueue()
  }

  private func sendTree(to connection: AutomationConnection) {
    let tree = AccessibilityHierarchy.applicationTree()
    send(tree, AutomationElement(tree), to: connection)
  }

  /// Sends `tree` (and `element`, the same tree as it travels) and remembers it for `change`.
  private func send(
    _ tree: AccessibilityNode, _ element: AutomationElement, to connection: AutomationConnection
  ) {
    lastTreeConnection = connection
    lastTree = element
    connection.send(AutomationReply.tree(element, printed: tree.treeDescription))
  }

  /// Closes the channel when the host shuts down.
  func stop() {
    inbox.stop()
  }
}
