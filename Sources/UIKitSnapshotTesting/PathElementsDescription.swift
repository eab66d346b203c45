import Foundation
import UIKit

/// The text of swift-snapshot-testing's `elementsDescription` strategies for paths.
enum PathElementsDescription {
  /// Matches swift-snapshot-testing: a point's coordinates with one to three decimals and a
  /// full stop, whatever the locale.
  ///
  /// Upstream leaves the style at `.none`, but Foundation on Linux then rounds to the minimum
  /// fraction digits (3.75 reads "3.8"); the decimal style without grouping writes what
  /// Apple's `.none` style writes ("3.75", "83.284", "1234.5").
  static let defaultNumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.usesGroupingSeparator = false
    formatter.decimalSeparator = "."
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 3
    return formatter
  }()

  /// Matches swift-snapshot-testing, character for character: each element's name and its
  /// points as `(x, y)` on a line of its own, a blank line before each subpath but the first,
  /// and a space after `Close`, which has no points.
  static func text(of path: CGPath, numberFormatter: NumberFormatter) -> String {
    var text = ""
    path.applyWithBlock { pointer in
      let element = pointer.pointee
      let (name, count) = nameAndPointCount(of: element.type)
      if element.type == .moveToPoint && !text.isEmpty { text += "\n" }
      let points = (0..<count).map { index in
        let point = element.points[index]
        let x = numberFormatter.string(from: NSNumber(value: Double(point.x))) ?? "\(point.x)"
        let y = numberFormatter.string(from: NSNumber(value: Double(point.y))) ?? "\(point.y)"
        return "(\(x), \(y))"
      }
      text += name + " " + points.joined(separator: " ") + "\n"
    }
    return text
  }

  /// Upstream's name for an element, and how many points it carries.
  private static func nameAndPointCount(of type: CGPathElementType) -> (String, Int) {
    switch type {
    case .moveToPoint: ("MoveTo", 1)
    case .addLineToPoint: ("LineTo", 1)
    case .addQuadCurveToPoint: ("QuadCurveTo", 2)
    case .addCurveToPoint: ("CurveTo", 3)
    case .closeSubpath: ("Close", 0)
    }
  }
}
