/// The page curl's turn, drawn in 2-D: the turning page folds flat towards the spine (or
/// unfolds from it), darkening as it goes edge-on, while the page it uncovers brightens from
/// under its shadow.
///
/// About the left (or top) spine, a forward turn folds the old page away over the new one; a
/// reverse turn unfolds the new page over the old one. With the mid spine, the page beside
/// the turn folds in the first half and the new page on the other side unfolds in the second,
/// as a leaf turning over. The callbacks and their timing are UIKit's, whatever is drawn.
@MainActor
final class PageCurlAnimator: UIViewControllerAnimatedTransitioning {
  /// How long a turn takes when nothing drives it.
  static let duration: TimeInterval = 0.5
  /// How dark a page gets under the turning one, and the turning one edge-on.
  static let shadowAlpha: CGFloat = 0.3

  let direction: UIPageViewController.NavigationDirection
  let isVertical: Bool
  let spine: UIPageViewController.SpineLocation
  /// The views of the pages that leave, and of the pages that arrive, by slot.
  let leaving: [UIView]
  let arriving: [UIView]
  /// Where each slot's page rests.
  let frames: [CGRect]

  init(
    direction: UIPageViewController.NavigationDirection, isVertical: Bool,
    spine: UIPageViewController.SpineLocation, leaving: [UIView], arriving: [UIView],
    frames: [CGRect]
  ) {
    self.direction = direction
    self.isVertical = isVertical
    self.spine = spine
    self.leaving = leaving
    self.arriving = arriving
    self.frames = frames
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { Self.duration }

  /// One leaf of the turn: a page folding to the spine or unfolding from it, over the page it
  /// covers or uncovers, in part of the turn's time.
  private struct Leaf {
    var page: UIView
    var under: UIView
    var folds: Bool
    /// Whether the spine is at the page's minimum (left or top) edge.
    var spineAtMin: Bool
    var part: (from: Double, to: Double)
  }

  private var leaves: [Leaf] {
    let forward = direction == .forward
    guard spine == .mid, leaving.count == 2, arriving.count == 2 else {
      guard let old = leaving.first, let new = arriving.first else { return [] }
      let spineAtMin = spine != .max
      return [
        forward
          ? Leaf(page: old, under: new, folds: true, spineAtMin: spineAtMin, part: (0, 1))
          : Leaf(page: new, under: old, folds: false, spineAtMin: spineAtMin, part: (0, 1))
      ]
    }
    // Forward: the second page folds onto the spine, then the new first page opens from it.
    let (first, second) = forward ? (1, 0) : (0, 1)
    return [
      Leaf(
        page: leaving[first], under: arriving[first], folds: true, spineAtMin: forward,
        part: (0, 0.5)),
      Leaf(
        page: arriving[second], under: leaving[second], folds: false, spineAtMin: !forward,
        part: (0.5, 1)),
    ]
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    for (view, frame) in zip(arriving, frames) {
      UIView.performWithoutAnimation { view.frame = frame }
      container.addSubview(view)
    }
    let leaves = self.leaves
    guard !leaves.isEmpty else {
      transitionContext.completeTransition(true)
      return
    }
    var cleanUp: [() -> Void] = []
    let base: TimingCurve = transitionContext.isInteractive ? .linear : .easeInOut
    for (index, leaf) in leaves.enumerated() {
      // The turning page is on top, the page it covers or uncovers just under it.
      container.bringSubviewToFront(leaf.under)
      container.bringSubviewToFront(leaf.page)
      let folded = foldedTransform(of: leaf.page.bounds.size, spineAtMin: leaf.spineAtMin)
      let shade = shadeView(over: leaf.under, in: container, below: leaf.page)
      let edge = shadeView(over: leaf.page, in: container, below: nil)
      cleanUp.append {
        shade.removeFromSuperview()
        edge.removeFromSuperview()
      }
      UIView.performWithoutAnimation {
        leaf.page.transform = leaf.folds ? .identity : folded
        edge.transform = leaf.page.transform
        edge.alpha = leaf.folds ? 0 : Self.shadowAlpha
        shade.alpha = leaf.folds ? Self.shadowAlpha : 0
      }
      let curve: TimingCurve =
        leaf.part == (0, 1) ? base : .segment(from: leaf.part.from, to: leaf.part.to, base)
      // Every leaf lasts the whole turn (a half-turn leaf waits or rests in its other half),
      // so the last one's completion ends the turn.
      let isLast = index == leaves.count - 1
      UIView.animate(
        withDuration: Self.duration, curve: curve,
        animations: {
          leaf.page.transform = leaf.folds ? folded : .identity
          edge.transform = leaf.page.transform
          edge.alpha = leaf.folds ? Self.shadowAlpha : 0
          shade.alpha = leaf.folds ? 0 : Self.shadowAlpha
        },
        completion: { [leaving, arriving] _ in
          guard isLast else { return }
          for clean in cleanUp { clean() }
          for view in leaving + arriving { view.transform = .identity }
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }

  /// A page folded flat against its spine edge: squashed along the orientation, its spine edge
  /// where it was.
  private func foldedTransform(of size: CGSize, spineAtMin: Bool) -> CGAffineTransform {
    let flat: CGFloat = 0.001
    let length = isVertical ? size.height : size.width
    let shift = (1 - flat) * length / 2 * (spineAtMin ? -1 : 1)
    return isVertical
      ? CGAffineTransform(a: 1, b: 0, c: 0, d: flat, tx: 0, ty: shift)
      : CGAffineTransform(a: flat, b: 0, c: 0, d: 1, tx: shift, ty: 0)
  }

  /// A black view over `page`, for its shadow, placed under `ceiling` (or on top).
  private func shadeView(over page: UIView, in container: UIView, below ceiling: UIView?) -> UIView
  {
    let shade = UIView(frame: page.frame)
    shade.backgroundColor = .black
    shade.isUserInteractionEnabled = false
    if let ceiling {
      container.insertSubview(shade, belowSubview: ceiling)
    } else {
      container.insertSubview(shade, aboveSubview: page)
    }
    return shade
  }
}
