extension UIStackView {
  /// Matches UIKit: the value `customSpacing(after:)` answers for a view with no custom gap,
  /// and that `setCustomSpacing(_:after:)` takes to go back to ``spacing``.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// Matches UIKit: a custom gap of the system's standard spacing between siblings (8 points).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The standard gap between sibling views, as `spacingUseSystem` asks for it.
  private static let systemSpacing: CGFloat = 8

  /// Matches UIKit: the gap after `arrangedSubview` becomes `spacing` instead of the stack's
  /// ``spacing``; `spacingUseDefault` removes it. The gap is forgotten when the view leaves
  /// the arrangement, as UIKit forgets it.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == Self.spacingUseDefault ? nil : spacing
    arrangementDidChange()
  }

  /// Matches UIKit: the custom gap after `arrangedSubview`, or `spacingUseDefault` when it has
  /// none.
  public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The gap after `view` along the axis: its custom spacing, or the stack's.
  func gap(after view: UIView) -> CGFloat {
    guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
    return custom == Self.spacingUseSystem ? Self.systemSpacing : custom
  }
}
