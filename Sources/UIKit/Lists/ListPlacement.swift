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

  /// Rounds the given corners through a mask layer (`.insetGrouped` rows round their outer
  /// corners only), so that everything the view draws, selection included, is cut; no corners
  /// removes the mask.
  func maskCorners(_ corners: UIRectCorner, radius: CGFloat) {
    guard !corners.isEmpty else {
      if layer.mask != nil { layer.mask = nil }
      return
    }
    let path = UIBezierPath(
      roundedRect: bounds, byRoundingCorners: corners,
      cornerRadii: CGSize(width: radius, height: radius)
    ).cgPath
    if let mask = layer.mask as? CAShapeLayer, mask.path == path { return }
    let mask = CAShapeLayer()
    mask.frame = bounds
    mask.path = path
    layer.mask = mask
  }
}
