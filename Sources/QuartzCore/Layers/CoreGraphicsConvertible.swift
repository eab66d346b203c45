// Where a layer property or an animation value takes `Any` (`contents`, `colors`, `fromValue`),
// Core Animation expects Core Graphics objects. Code ported from iOS passes UIKit's wrappers
// there too (`UIColor`, `UIBezierPath`, `UIImage`); these protocols let QuartzCore unwrap them
// without knowing UIKit, which conforms its classes.

/// A value that stands for a `CGColor`, as `UIColor` does.
package protocol CGColorConvertible {
  /// The Core Graphics colour.
  var cgColor: CGColor { get }
}

/// A value that stands for a `CGPath`, as `UIBezierPath` does.
package protocol CGPathConvertible {
  /// The Core Graphics path.
  var cgPath: CGPath { get }
}

/// A value that stands for a `CGImage`, as `UIImage` does.
package protocol CGImageConvertible {
  /// The Core Graphics image, if there is one.
  var cgImage: CGImage? { get }
}
