/// How a text layer aligns its lines, as `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The script's natural side: left here.
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Flush left.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Flush right.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Drawn flush left here.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
