/// The scroll style's view that the pages are in, UIKit's private `_UIQueuingScrollView`: three
/// plain wrapper views side by side, the middle one holding the visible page, scrolled so that
/// it shows.
///
/// Matches iOS's `_UIQueuingScrollView` as UIKitCore implements it (public decompilations of
/// `-initWithFrame:navigationOrientation:`, `-_boundsDidChangeToSize:`,
/// `-_setWrappedViewAtIndex:withView:` and `_UIPageViewControllerContentView -layoutSubviews`):
/// - it makes three `UIView`s with no autoresizing and adds them in order, once;
/// - the page view controller gives it half the inter-page spacing, and widens its frame by that
///   half on both ends along the orientation;
/// - its content is three of its own lengths, wrapper `i` starts `i` lengths in plus the half
///   spacing and is a page long, and the content offset is one length, so the middle wrapper
///   shows the visible page;
/// - a page's view fills its wrapper's bounds, its autoresizing gaining width and height.
///
/// On iOS it is a paging scroll view; here the turns move the pages inside the middle wrapper
/// themselves, so the neighbours' wrappers stay empty at rest (iOS loads the neighbours' views
/// into them when it asks the data source for them at rest; here only whether there are any
/// is kept).
///
/// It describes itself as the scroll view it is on iOS, with the content offset, size and
/// insets that UIKitCore gives it: `contentOffset: {330, 0}; contentSize: {990, 480};
/// adjustedContentInset: {0, -330, 0, -330}` for a 320-point page 10 points from the next.
@MainActor
final class PageQueuingScrollView: UIView, ScrollViewDescribing {
  /// The three wrappers, before, visible and after, in subview order.
  let wrappers: [UIView] = (0..<3).map { _ in UIView() }
  /// Three of the view's lengths along the orientation, as iOS sizes the queuing view's
  /// content.
  private(set) var contentSize: CGSize = .zero
  /// Whether the pages lie one above another.
  private var isVertical = false
  /// Where the view is scrolled to: one length in, to the middle wrapper.
  var contentOffset: CGPoint { bounds.origin }
  /// Whether the data source gave a page before and a page after the visible one, when it was
  /// last asked at rest.
  var neighbours: (before: Bool, after: Bool) = (false, false)

  /// Matches UIKitCore: the insets `-[_UIQueuingScrollView _adjustContentInsets]` sets, which
  /// nothing adds to (it sets `contentInsetAdjustmentBehavior` to `.never`). Around a visible
  /// page they reach a hundred lengths past a side that has a neighbouring page and pull in by
  /// a length where there is none, so that a drag stops at the last page; with no page, none.
  /// It asks for the views before and after the visible one, loading them if needed (the data
  /// source is asked), so the insets at rest follow the data source: a first page of several
  /// has `{0, -330, 0, 33000}` for a 320-point page 10 points from the next.
  var adjustedContentInset: UIEdgeInsets {
    guard !visibleWrapper.subviews.isEmpty else { return .zero }
    let length = isVertical ? bounds.height : bounds.width
    let before = neighbours.before ? 100 * length : -length
    let after = neighbours.after ? 100 * length : -length
    return isVertical
      ? UIEdgeInsets(top: before, left: 0, bottom: after, right: 0)
      : UIEdgeInsets(top: 0, left: before, bottom: 0, right: after)
  }

  /// The wrapper the visible page is in.
  var visibleWrapper: UIView { wrappers[1] }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for wrapper in wrappers { addSubview(wrapper) }
  }

  required init?(coder: NSCoder) {
    fatalError("page view controllers make their queuing view")
  }

  /// Places this view so that the visible wrapper lies over `area` (in the superview's
  /// coordinates), with `spacing` points between neighbouring pages.
  func layOut(pagesIn area: CGRect, spacing: CGFloat, isVertical: Bool) {
    self.isVertical = isVertical
    let half = spacing / 2
    let frame =
      isVertical ? area.insetBy(dx: 0, dy: -half) : area.insetBy(dx: -half, dy: 0)
    let length = isVertical ? frame.height : frame.width
    UIView.performWithoutAnimation {
      self.frame = frame
      bounds.origin = isVertical ? CGPoint(x: 0, y: length) : CGPoint(x: length, y: 0)
      contentSize =
        isVertical
        ? CGSize(width: frame.width, height: 3 * length)
        : CGSize(width: 3 * length, height: frame.height)
      for (index, wrapper) in wrappers.enumerated() {
        let start = CGFloat(index) * length + half
        wrapper.frame =
          isVertical
          ? CGRect(x: 0, y: start, width: frame.width, height: area.height)
          : CGRect(x: start, y: 0, width: area.width, height: frame.height)
      }
    }
  }
}
