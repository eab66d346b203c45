/// A layer that fills its bounds with a gradient, as Core Animation's `CAGradientLayer`.
///
/// Matches Core Animation: ``colors`` at ``locations`` (evenly spaced when `nil`), from
/// ``startPoint`` to ``endPoint`` in unit coordinates of the bounds; `.axial` along that line,
/// `.radial` as an ellipse centred on the start point reaching the end point, `.conic` around
/// the start point beginning towards the end point. One colour fills solid; no colours draw
/// nothing. Colours, locations and both points animate.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  /// Matches Core Animation: the colours, `CGColor`s (or `UIColor`s' `cgColor`). Animatable.
  open var colors: [Any]? {
    get { modelState.gradient.colors }
    set {
      let converted = newValue?.compactMap { value -> CGColor? in
        switch value {
        case let color as CGColor: color
        case let color as any CGColorConvertible: color.cgColor
        default: nil
        }
      }
      set(\.gradient.colors, converted, key: "colors", property: nil)
    }
  }

  /// Matches Core Animation: where each colour sits, 0 to 1; `nil` spaces them evenly. A count
  /// that does not match the colours is ignored with a log. Animatable.
  open var locations: [NSNumber]? {
    get { modelState.gradient.locations?.map { NSNumber(value: Double($0)) } }
    set {
      set(
        \.gradient.locations, newValue?.map { CGFloat($0.doubleValue) }, key: "locations",
        property: nil)
    }
  }

  /// Matches Core Animation: where the gradient starts, in unit coordinates; top centre by
  /// default. Animatable.
  open var startPoint: CGPoint {
    get { modelState.gradient.startPoint }
    set { set(\.gradient.startPoint, newValue, key: "startPoint", property: nil) }
  }

  /// Matches Core Animation: where the gradient ends, in unit coordinates; bottom centre by
  /// default. Animatable.
  open var endPoint: CGPoint {
    get { modelState.gradient.endPoint }
    set { set(\.gradient.endPoint, newValue, key: "endPoint", property: nil) }
  }

  /// Matches Core Animation: axial (the default), radial or conic.
  open var type: CAGradientLayerType {
    get { modelState.gradient.type }
    set { set(\.gradient.type, newValue, key: "type", property: nil) }
  }

  package override func contentItems(_ state: LayerState) -> [DisplayItem] {
    super.contentItems(state) + Self.gradientItems(state, slot: displayID)
  }

  private static func gradientItems(_ state: LayerState, slot: UInt64) -> [DisplayItem] {
    let bounds = state.bounds
    guard let colors = state.gradient.colors, !colors.isEmpty, bounds.width > 0,
      bounds.height > 0, bounds.width * bounds.height < 16e6
    else { return [] }
    var given = state.gradient.locations
    if let locations = given, locations.count != colors.count {
      GraphicsLog.report(
        "CAGradientLayer: \(locations.count) locations for \(colors.count) colours; "
          + "spacing them evenly")
      given = nil
    }
    guard let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: given) else {
      return []
    }
    let scale = DisplayScale.current
    let context = CGContext(size: bounds.size, scale: scale)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    func point(_ unit: CGPoint) -> CGPoint {
      CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
    }
    let start = point(state.gradient.startPoint)
    let end = point(state.gradient.endPoint)
    let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
    switch state.gradient.type {
    case .radial:
      let rx = abs(end.x - start.x)
      let ry = abs(end.y - start.y)
      guard rx > 0 || ry > 0 else { return [] }
      context.translateBy(x: start.x, y: start.y)
      context.scaleBy(x: max(rx, 1e-3), y: max(ry, 1e-3))
      context.drawRadialGradient(
        gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
        options: extend)
    case .conic:
      context.drawConicGradient(
        gradient, center: start, startAngle: atan2(end.y - start.y, end.x - start.x))
    default:
      context.drawLinearGradient(gradient, start: start, end: end, options: extend)
    }
    return [.image(ImageRun(bitmap: context.layerBitmap(), rect: bounds, slot: slot))]
  }
}

/// The kind of gradient a gradient layer draws, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a type from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from the start point to the end point.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Outwards from the start point in an ellipse reaching the end point.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around the start point, beginning towards the end point.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
