extension UIButton.ButtonType {
  /// The size of the symbol a system-glyph button draws in place of an image, or `nil` for the
  /// types that draw none.
  ///
  /// Matches iOS 13 and later, where these buttons show SF Symbols at the same configuration:
  /// `UIButton(type: .contactAdd)` after `sizeToFit()` is 24⅓ × 23⅔ points (73 × 71 pixels at
  /// 3x, as in swift-snapshot-testing's own iOS reference), and the info and detail-disclosure
  /// buttons' circled "i" has the circle's size too. The close button is a 30-point circle.
  var glyphSize: CGSize? {
    switch self {
    case .contactAdd, .infoLight, .infoDark, .detailDisclosure:
      CGSize(width: 73.0 / 3, height: 71.0 / 3)
    case .close: CGSize(width: 30, height: 30)
    case .custom, .system: nil
    }
  }
}
