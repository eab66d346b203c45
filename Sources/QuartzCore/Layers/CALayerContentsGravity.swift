/// Where a layer's `contents` image sits in its bounds, as `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a gravity from its string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Centred at its own size.
  public static let center = CALayerContentsGravity(rawValue: "center")
  /// At its own size, centred at the top.
  public static let top = CALayerContentsGravity(rawValue: "top")
  /// At its own size, centred at the bottom.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  /// At its own size, centred on the left.
  public static let left = CALayerContentsGravity(rawValue: "left")
  /// At its own size, centred on the right.
  public static let right = CALayerContentsGravity(rawValue: "right")
  /// At its own size, top left.
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  /// At its own size, top right.
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  /// At its own size, bottom left.
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  /// At its own size, bottom right.
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Stretched over the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled to fit inside the bounds, keeping its aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to cover the bounds, keeping its aspect ratio.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
