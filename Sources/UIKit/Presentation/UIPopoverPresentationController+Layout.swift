/// Where a popover's bubble goes, and where its arrow points from.
struct PopoverLayout {
  /// The bubble's frame in the container.
  var frame: CGRect
  var direction: UIPopoverArrowDirection
  /// Along the arrow's side, in the bubble's coordinates.
  var arrowPosition: CGFloat
}

extension UIPopoverPresentationController {
  /// The bubble's place: the first permitted side (up, down, left, right) where the content
  /// fits between the anchor and the container's margins, or else the side with the most room;
  /// slid along that side to stay inside the margins, the arrow kept clear of the corners.
  func layout() -> PopoverLayout? {
    guard let container = containerView, let anchor = anchorRect(in: container) else {
      return nil
    }
    let margins = popoverLayoutMargins
    let area = container.bounds.inset(by: margins)
    let preferred = presentedViewController.preferredContentSize
    let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
    let arrow = PopoverView.arrowLength
    let room: [(UIPopoverArrowDirection, CGFloat)] = [
      (.up, area.maxY - anchor.maxY - arrow), (.down, anchor.minY - area.minY - arrow),
      (.left, area.maxX - anchor.maxX - arrow), (.right, anchor.minX - area.minX - arrow),
    ]
    let permitted = room.filter { permittedArrowDirections.contains($0.0) }
    let candidates = permitted.isEmpty ? room : permitted
    let fitting = candidates.first { direction, space in
      let needed = direction == .up || direction == .down ? wanted.height : wanted.width
      return space >= needed
    }
    guard let (direction, space) = fitting ?? candidates.max(by: { $0.1 < $1.1 }) else {
      return nil
    }
    let vertical = direction == .up || direction == .down
    var size = wanted
    if vertical {
      size.height = min(size.height, max(space, 0))
      size.width = min(size.width, area.width)
    } else {
      size.width = min(size.width, max(space, 0))
      size.height = min(size.height, area.height)
    }
    var origin = CGPoint.zero
    switch direction {
    case .up: origin.y = anchor.maxY + arrow
    case .down: origin.y = anchor.minY - arrow - size.height
    case .left: origin.x = anchor.maxX + arrow
    default: origin.x = anchor.minX - arrow - size.width
    }
    if vertical {
      origin.x = min(max(anchor.midX - size.width / 2, area.minX), area.maxX - size.width)
    } else {
      origin.y = min(max(anchor.midY - size.height / 2, area.minY), area.maxY - size.height)
    }
    let frame = CGRect(origin: origin, size: size).integral
    let inset = PopoverView.cornerRadius + PopoverView.arrowLength
    let position =
      vertical
      ? min(max(anchor.midX - frame.minX, inset), frame.width - inset)
      : min(max(anchor.midY - frame.minY, inset), frame.height - inset)
    return PopoverLayout(frame: frame, direction: direction, arrowPosition: position)
  }

  /// The anchor in the container's coordinates: the bar button item's button, or the source
  /// rectangle (the source view's bounds when it is empty). The delegate may move it first
  /// while the popover shows.
  private func anchorRect(in container: UIView) -> CGRect? {
    if let item = barButtonItem, let button = Self.view(showing: item, in: container.window) {
      return container.convert(button.bounds, from: button)
    }
    if phase == .presented, var view = sourceView,
      let delegate = delegate as? any UIPopoverPresentationControllerDelegate
    {
      var rect = sourceRect
      delegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
      sourceRect = rect
      sourceView = view
    }
    guard let sourceView else {
      // A bar button item that is not on screen: the top of the container, as UIKit falls
      // back to the bar's area.
      return barButtonItem == nil
        ? nil : CGRect(x: container.bounds.midX, y: 0, width: 0, height: 0)
    }
    let rect = sourceRect.isEmpty ? sourceView.bounds : sourceRect
    return container.convert(rect, from: sourceView)
  }

  /// The button that shows `item` in `window`, if it is on screen.
  private static func view(showing item: UIBarButtonItem, in window: UIWindow?) -> UIView? {
    guard let window else { return nil }
    var stack: [UIView] = [window]
    while let view = stack.popLast() {
      if let button = view as? BarButtonView, button.item === item { return button }
      stack.append(contentsOf: view.subviews)
    }
    return nil
  }
}
