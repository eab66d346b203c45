/// The outline disclosure accessory's view: iOS's chevron, pointing to the trailing edge while
/// the item is collapsed and down while it is expanded; a click on it runs the accessory's
/// action handler or, without one, expands or collapses the item through the collection
/// view's diffable data source, as UIKit's `.outlineDisclosure()` does.
@MainActor
final class OutlineDisclosureView: UIView {
  private let chevron = ListGlyphView(.disclosureChevron)
  private let actionHandler: (@MainActor () -> Void)?

  /// Whether the chevron points down.
  var isExpanded = false {
    didSet { chevron.pointsDown = isExpanded }
  }

  init(options: UICellAccessory.OutlineDisclosureOptions, actionHandler: (@MainActor () -> Void)?) {
    self.actionHandler = actionHandler
    super.init(frame: .zero)
    chevron.chevronColor = options.tintColor ?? .tintColor
    isHidden = options.isHidden ?? false
    // Square, so the chevron turns inside it.
    let side = max(chevron.glyphSize.width, chevron.glyphSize.height)
    bounds.size = CGSize(width: side, height: side)
    addSubview(chevron)
  }

  required init?(coder: NSCoder) {
    fatalError("outline disclosures are made by their cell")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    chevron.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let actionHandler { return actionHandler() }
    var view = superview
    while let current = view, !(current is UICollectionView) { view = current.superview }
    guard let cell = superview as? UICollectionViewCell, let list = view as? UICollectionView,
      let indexPath = list.indexPath(for: cell),
      let outlines = list.dataSource as? OutlineExpanding
    else { return }
    outlines.toggleExpansion(at: indexPath)
  }
}

/// A data source that shows outlines and can expand or collapse the item at an index path:
/// what an outline disclosure accessory asks when clicked.
@MainActor
protocol OutlineExpanding: AnyObject {
  func toggleExpansion(at indexPath: IndexPath)
}
