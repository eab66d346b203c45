/// Where a text layer cuts text that does not fit, as `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// The constant's string, as in Core Animation.
  public let rawValue: String
  /// Makes a mode from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Not cut (the default).
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// "…" at the start.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// "…" at the end.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// "…" in the middle.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
