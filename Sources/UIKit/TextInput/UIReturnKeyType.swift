/// What the Return key of the on-screen keyboard says, as `UIReturnKeyType`; kept, since a
/// desktop's Return key says nothing.
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default` = 0
  /// Go.
  case go = 1
  /// Google.
  case google = 2
  /// Join.
  case join = 3
  /// Next.
  case next = 4
  /// Route.
  case route = 5
  /// Search.
  case search = 6
  /// Send.
  case send = 7
  /// Yahoo.
  case yahoo = 8
  /// Done.
  case done = 9
  /// Emergency call.
  case emergencyCall = 10
  /// Continue.
  case `continue` = 11
}
