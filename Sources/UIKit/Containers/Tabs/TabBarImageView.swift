/// The view a tab shows its item's image in, one view as iOS's `UITabBarSwappableImageView`
/// is: the item's tinted image, or for a system item without one the stand-in for its SF Symbol
/// (three dots for More, a ring for the others).
@MainActor
final class TabBarImageView: UIImageView {
  var systemItem: UITabBarItem.SystemItem? {
    didSet { setNeedsDisplay() }
  }
  var color: UIColor = .systemGray {
    didSet { setNeedsDisplay() }
  }

  package override func appendContent(to items: inout [DisplayItem], bounds: CGRect) {
    super.appendContent(to: &items, bounds: bounds)
    guard image == nil, let systemItem else { return }
    let resolved = DisplayColor(color.resolvedColor(with: traitCollection).cgColor)
    guard systemItem != .more else {
      for index in -1...1 {
        let center = CGPoint(x: bounds.midX + CGFloat(index) * 8, y: bounds.midY)
        items.append(
          .roundedFill(
            CGRect(x: center.x - 2.5, y: center.y - 2.5, width: 5, height: 5), cornerRadius: 2.5,
            resolved))
      }
      return
    }
    let ring = bounds.insetBy(dx: 3, dy: 3)
    items.append(.border(ring, cornerRadius: ring.width / 2, width: 2, resolved))
  }
}
