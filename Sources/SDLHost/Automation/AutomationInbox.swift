import AutomationChannel
import CSDL2
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The channel's threads: one accepts connections, one per connection reads its requests.
///
/// A connection must open with the launch's token (compared in constant time); any other first
/// line, or none within a few seconds, and it is refused and closed. Requests from accepted
/// connections are queued here and announced to the main thread with an SDL user event, which
/// `SDL_PushEvent` allows from any thread and which wakes the host's idle wait.
final class AutomationInbox: @unchecked Sendable {
  /// The user event's code that announces requests; the marker after an action's input uses
  /// ``markerCode``.
  static let requestCode: Int32 = 0
  static let markerCode: Int32 = 1
  /// How long a new connection has to say its token.
  static let helloTimeout: TimeInterval = 5

  let eventType: UInt32
  private let listener: Int32
  private let token: [UInt8]
  private let lock = NSLock()
  private var requests: [(AutomationConnection, AutomationRequest)] = []
  private var connections: [AutomationConnection] = []

  init(listener: Int32, token: String, eventType: UInt32) {
    self.listener = listener
    self.token = Array(token.utf8)
    self.eventType = eventType
  }

  func start() {
    Thread.detachNewThread { [self] in acceptConnections() }
  }

  /// The requests queued since the last call, in order.
  func take() -> [(AutomationConnection, AutomationRequest)] {
    lock.lock()
    defer { lock.unlock() }
    let taken = requests
    requests = []
    return taken
  }

  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    lock.lock()
    for connection in connections { shutdown(connection.descriptor, Int32(SHUT_RDWR)) }
    lock.unlock()
  }

  private func acceptConnections() {
    while true {
      let descriptor = accept(listener, nil, nil)
      if descriptor < 0 {
        if errno == EINTR { continue }
        return
      }
      // Not inherited by anything the app starts.
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      let connection = AutomationConnection(descriptor: descriptor)
      Thread.detachNewThread { [self] in serve(connection) }
    }
  }

  private func serve(_ connection: AutomationConnection) {
    let hello = connection.receive(
      AutomationRequest.self, until: Date().addingTimeInterval(Self.helloTimeout))
    guard case .hello(let offered)? = hello.value, isToken(Array(offered.utf8)) else {
      connection.send(
        AutomationReply.refused(
          "this app's UI-testing channel takes only the process that launched it"))
      return
    }
    connection.send(AutomationReply.welcome)
    lock.lock()
    connections.append(connection)
    lock.unlock()
    while let request = connection.receive(AutomationRequest.self).value {
      lock.lock()
      requests.append((connection, request))
      lock.unlock()
      var event = SDL_Event()
      event.type = eventType
      event.user.code = Self.requestCode
      SDL_PushEvent(&event)
    }
    // The test that launched the app is gone (it ended, or died without terminating the app):
    // an app under test does not outlive it.
    Self.pushQuit()
  }

  /// Asks the host's loop to end, as closing the window does.
  static func pushQuit() {
    var event = SDL_Event()
    event.type = SDL_QUIT.rawValue
    SDL_PushEvent(&event)
  }

  /// Compares every byte whatever the first difference, so timing tells nothing of the token.
  private func isToken(_ offered: [UInt8]) -> Bool {
    guard offered.count == token.count else { return false }
    return zip(offered, token).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
