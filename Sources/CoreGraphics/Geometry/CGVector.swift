import Foundation

/// A 2-D vector, as in CoreGraphics: a direction and magnitude such as a velocity or a force.
///
/// Foundation on Linux has no `CGVector`, so the module supplies it with Apple's names, for the
/// APIs that take one (UIKit Dynamics' gravity direction, push direction and velocities).
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// Makes a vector from its components, as CoreGraphics' `CGVector(dx:dy:)`.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Makes a vector from `Double` components, as CoreGraphics' overload.
  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// Makes a vector from `Int` components, as CoreGraphics' overload.
  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// Makes the zero vector, as CoreGraphics' `CGVector()`.
  public init() {
    self.init(dx: 0, dy: 0)
  }

  /// The zero vector, as CoreGraphics' `CGVector.zero`.
  public static let zero = CGVector()

  /// Reads as CoreGraphics prints a vector: `(dx, dy)`.
  public var description: String { "(\(dx), \(dy))" }
}
