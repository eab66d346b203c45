/// Colours at locations along a line or between circles, as Core Graphics' `CGGradient`.
///
/// Where Core Graphics takes a `CFArray` of colours, this takes `[CGColor]` (Linux has no
/// toll-free bridging); `locations` run from 0 to 1, and `nil` spaces the colours evenly.
public final class CGGradient: @unchecked Sendable {
  /// The colours, in order.
  package let colors: [CGColor]
  /// Where each colour sits, 0 to 1, one per colour.
  package let locations: [CGFloat]

  /// Matches Core Graphics: a gradient through `colors` at `locations` (evenly spaced when
  /// `nil`). No colours gives `nil`; one colour is a solid fill.
  public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
    guard !colors.isEmpty else { return nil }
    self.colors = colors
    self.locations = Self.locations(locations, count: colors.count)
  }

  /// Matches Core Graphics: a gradient from `count` colours given as components in `space`
  /// (four per colour in RGB, two in grey).
  public convenience init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    let stride = space.numberOfComponents + 1
    let colors = (0..<count).compactMap { index in
      CGColor(colorSpace: space, components: components + index * stride)
    }
    let given = locations.map { pointer in (0..<count).map { pointer[$0] } }
    self.init(colorsSpace: space, colors: colors, locations: given)
  }

  /// Locations that match the colours: given ones (clamped and sorted) when the counts agree,
  /// evenly spaced otherwise.
  static func locations(_ given: [CGFloat]?, count: Int) -> [CGFloat] {
    if let given, given.count == count, given.allSatisfy(\.isFinite) {
      return given.map { min(max($0, 0), 1) }.sorted()
    }
    if given != nil && given?.count != count {
      GraphicsLog.report(
        "CGGradient: \(given?.count ?? 0) locations for \(count) colours; spacing them evenly")
    }
    guard count > 1 else { return [0] }
    return (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
  }
}

/// Whether a gradient's end colours extend past its ends, as `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Makes options from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Fills before the start with the first colour.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  /// Fills past the end with the last colour.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
