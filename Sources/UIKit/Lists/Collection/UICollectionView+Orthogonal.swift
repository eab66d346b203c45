extension UICollectionView {
  /// The elements of the compositional layout's sideways-scrolling sections on screen, each
  /// with the scroll view that holds its section's row, placed and sized first; scroll views
  /// of sections off screen are hidden.
  func orthogonalElements() -> [Int: (
    OrthogonalSectionScroller, [UICollectionViewLayoutAttributes]
  )] {
    let strips =
      (collectionViewLayout as? UICollectionViewCompositionalLayout)?.orthogonalStrips ?? [:]
    var result: [Int: (OrthogonalSectionScroller, [UICollectionViewLayoutAttributes])] = [:]
    for (section, scroller) in orthogonalScrollers
    where strips[section] == nil || !strips[section]!.frame.intersects(bounds) {
      scroller.isHidden = true
      if strips[section] == nil {
        scroller.removeFromSuperview()
        orthogonalScrollers[section] = nil
      }
    }
    for (section, strip) in strips where strip.frame.intersects(bounds) {
      let scroller =
        orthogonalScrollers[section]
        ?? {
          let made = OrthogonalSectionScroller(collectionView: self)
          addSubview(made)
          orthogonalScrollers[section] = made
          return made
        }()
      let isNew = scroller.strip == nil
      scroller.isHidden = false
      scroller.strip = strip
      UIView.performWithoutAnimation {
        if scroller.frame != strip.frame { scroller.frame = strip.frame }
        if scroller.contentSize != strip.contentSize { scroller.contentSize = strip.contentSize }
        // Matches UIKit: right to left, a sideways section starts at its leading (right) end.
        if isNew, strip.isMirrored {
          scroller.contentOffset.x = max(0, strip.contentSize.width - strip.frame.width)
        }
      }
      let visible = scroller.bounds
      result[section] = (scroller, strip.items.filter { $0.frame.intersects(visible) })
    }
    return result
  }
}

/// The scroll view that holds a sideways-scrolling section's row, as UIKit embeds one for each
/// such section; scrolling it lays the collection view out again, and it comes to rest as its
/// section's behaviour says.
@MainActor
final class OrthogonalSectionScroller: UIScrollView, UIScrollViewDelegate {
  private unowned let collectionView: UICollectionView
  var strip: OrthogonalStrip? {
    didSet {
      isPagingEnabled = strip?.behavior == .paging
      decelerationRate =
        strip?.behavior == .continuous || strip?.behavior == .paging ? .normal : .fast
    }
  }

  init(collectionView: UICollectionView) {
    self.collectionView = collectionView
    super.init(frame: .zero)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    alwaysBounceHorizontal = true
    contentInsetAdjustmentBehavior = .never
    scrollsToTop = false
    delegate = self
  }

  required init?(coder: NSCoder) {
    fatalError("made by its collection view")
  }

  override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      guard newValue != super.contentOffset else { return }
      super.contentOffset = newValue
      collectionView.setNeedsLayout()
    }
  }

  /// Matches UIKit: group paging and leading-boundary scrolling come to rest on a group.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let strip, !strip.groupStarts.isEmpty else { return }
    let target = targetContentOffset.pointee.x
    let centred = strip.behavior == .groupPagingCentered
    let starts = strip.groupStarts.map { start -> CGFloat in
      guard centred, let index = strip.groupStarts.firstIndex(of: start) else { return start }
      let end =
        index + 1 < strip.groupStarts.count ? strip.groupStarts[index + 1] : strip.contentSize.width
      return start - (bounds.width - (end - start)) / 2
    }
    switch strip.behavior {
    case .continuousGroupLeadingBoundary, .groupPagingCentered:
      let nearest = starts.min { abs($0 - target) < abs($1 - target) } ?? target
      targetContentOffset.pointee.x = nearest
    case .groupPaging:
      // One group at a time, in the direction of the flick.
      let current = starts.lastIndex { $0 <= contentOffset.x + 1 } ?? 0
      let next =
        velocity.x > 0
        ? min(current + 1, starts.count - 1)
        : velocity.x < 0
          ? current
          : (starts.min { abs($0 - target) < abs($1 - target) }.flatMap {
            starts.firstIndex(of: $0)
          } ?? current)
      targetContentOffset.pointee.x = starts[next]
    case .none, .continuous, .paging:
      break
    }
  }
}
