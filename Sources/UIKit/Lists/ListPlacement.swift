/// Where a table or list layout puts a row, which sets the row's look: the list's appearance,
/// the row's place in its section, and its separator.
struct ListPlacement: Equatable {
  /// The look of a list: a table's style, or a list layout's appearance.
  enum Appearance: Equatable {
    case plain
    case grouped
    case insetGrouped
    case sidebar
    case sidebarPlain

    /// Whether rows are cards on the grouped background.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
  }

  var appearance: Appearance = .plain
  var isFirstInSection = true
  var isLastInSection = true
  /// Whether this row draws its separator (not the last row of a grouped section).
  var showsSeparator = true
  /// Whether the list has separators at all; a table's content view then ends above the
  /// hairline.
  var listHasSeparators = true
  /// The table's ``UITableView/separatorColor``.
  var separatorColor: UIColor? = .separator
  /// The table's ``UITableView/separatorInset`` when set.
  var separatorInset: UIEdgeInsets?
  /// The leading and trailing margin of the content: 16 points, 20 on wider screens.
  var margin: CGFloat = 16
  /// How far the row's content keeps from the cell's left and right edges to stay inside the
  /// list's safe area, as UIKit's `insetsContentViewsToSafeArea` does for plain and grouped
  /// lists in landscape; backgrounds still reach the edges. Top and bottom are zero.
  var safeAreaSides = UIEdgeInsets.zero

  /// ``safeAreaSides`` at the content's leading and trailing edges.
  func safeArea(mirrored: Bool) -> (leading: CGFloat, trailing: CGFloat) {
    mirrored
      ? (safeAreaSides.right, safeAreaSides.left) : (safeAreaSides.left, safeAreaSides.right)
  }

  /// Matches iOS: a row's background: the system background in plain lists, cards on the
  /// grouped background, nothing (the sidebar's own) in a sidebar.
  var rowBackgroundColor: UIColor? {
    switch appearance {
    case .plain: .systemBackground
    case .grouped, .insetGrouped: .secondarySystemGroupedBackground
    case .sidebar, .sidebarPlain: nil
    }
  }

  /// Matches UIKit (iOS 16+): a row's `defaultBackgroundConfiguration()`, the configuration
  /// that draws ``rowBackgroundColor`` and the selection over it.
  var rowBackgroundConfiguration: UIBackgroundConfiguration {
    switch appearance {
    case .plain: .listPlainCell()
    case .grouped, .insetGrouped: .listGroupedCell()
    case .sidebar, .sidebarPlain: .listSidebarCell()
    }
  }

  /// Matches iOS: the outer corners an `.insetGrouped` section rounds.
  var roundedCorners: UIRectCorner {
    guard appearance == .insetGrouped else { return [] }
    var corners: UIRectCorner = []
    if isFirstInSection { corners.formUnion([.topLeft, .topRight]) }
    if isLastInSection { corners.formUnion([.bottomLeft, .bottomRight]) }
    return corners
  }
}

extension UIView {
  /// The left and right sides of the view's safe area (the sensor housing and the rounded
  /// corners in landscape), which lists keep their content out of: inset-grouped sections sit
  /// inside them, other rows inset their content by ``safeAreaSides(ofRowFrom:to:)``.
  var listSafeAreaSides: UIEdgeInsets {
    let safeArea = safeAreaInsets
    return UIEdgeInsets(top: 0, left: safeArea.left, bottom: 0, right: safeArea.right)
  }

  /// How much of a row spanning `minX` to `maxX` of this list's bounds lies outside its safe
  /// area at each side: zero for rows already inside it, as inset-grouped ones are.
  func safeAreaSides(ofRowFrom minX: CGFloat, to maxX: CGFloat) -> UIEdgeInsets {
    let sides = listSafeAreaSides
    return UIEdgeInsets(
      top: 0, left: max(0, sides.left - minX), bottom: 0,
      right: max(0, maxX - (bounds.width - sides.right)))
  }

  /// Rounds the given corners of the view's layer and clips what it draws to them, selection
  /// included, as iOS rounds an `.insetGrouped` section's outer corners (the layer's
  /// `cornerRadius` and `maskedCorners`); `previous` is what the last call rounded, so that a
  /// view whose corners go is put back as it was. Returns what it rounded.
  ///
  /// A corner radius is drawn at the pixels' own scale, where a mask's shape would be a bitmap
  /// of whole points: a row of a fractional height (a self-sized row, 51.5 points at 2×) then
  /// showed the grouped background through a blurred bottom edge.
  func roundListCorners(_ corners: UIRectCorner, radius: CGFloat, previous: UIRectCorner)
    -> UIRectCorner
  {
    guard corners != previous || (!corners.isEmpty && layer.cornerRadius != radius) else {
      return corners
    }
    UIView.performWithoutAnimation {
      guard !corners.isEmpty else {
        layer.cornerRadius = 0
        layer.maskedCorners = [
          .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        layer.masksToBounds = false
        return
      }
      var masked: CACornerMask = []
      if corners.contains(.topLeft) { masked.insert(.layerMinXMinYCorner) }
      if corners.contains(.topRight) { masked.insert(.layerMaxXMinYCorner) }
      if corners.contains(.bottomLeft) { masked.insert(.layerMinXMaxYCorner) }
      if corners.contains(.bottomRight) { masked.insert(.layerMaxXMaxYCorner) }
      layer.cornerRadius = radius
      layer.maskedCorners = masked
      layer.masksToBounds = true
    }
    return corners
  }
}
