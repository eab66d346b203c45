/// The name of an Objective-C method, such as `"greet:"`: what Interface Builder files call
/// actions and unwind actions by.
///
/// Linux has no Objective-C runtime, so a selector here is only its name: `#selector(…)` is not
/// available, and `Selector("greet:")` or the literal `"greet:"` make one. Methods are found by
/// these names through ``ActionBinding``s.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's name, with a colon for each argument: `"greet:"`, `"reset"`.
  public let name: String

  /// Makes a selector from a method's name, as Objective-C's `NSSelectorFromString` does.
  public init(_ name: String) {
    self.name = name
  }

  /// Makes a selector from a literal: `let action: Selector = "greet:"`.
  public init(stringLiteral name: String) {
    self.name = name
  }

  /// The method's name.
  public var description: String { name }
}
