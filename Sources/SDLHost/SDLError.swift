import CSDL2

/// A failure reported by SDL, with SDL's own explanation and what to do about it.
public struct SDLError: Error, CustomStringConvertible {
  /// What the host was trying to do.
  public let operation: String
  /// `SDL_GetError()` at the time of failure.
  public let sdlMessage: String
  /// The fix, in words a new user can act on.
  public let remedy: String

  /// `detail` replaces SDL's message when the host found the problem itself.
  init(_ operation: String, detail: String? = nil, remedy: String) {
    self.operation = operation
    self.sdlMessage = detail ?? String(cString: SDL_GetError())
    self.remedy = remedy
  }

  /// One line for the terminal: the operation, SDL's message and the remedy.
  public var description: String {
    "SDLHost: \(operation) failed: \(sdlMessage.isEmpty ? "no details from SDL" : sdlMessage). "
      + remedy
  }
}
