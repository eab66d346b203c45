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

  /// Matches UIKit: group paging and leading-boundary scrolling come to rest on a group, its
  /// leading edge at the row's leading edge; right to left, where the row starts at its right
  /// end, the groups and the flick are mirrored.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let strip, !strip.groupStarts.isEmpty else { return }
    // Offsets measured from the leading end: as they are left to right, from the right end
    // right to left (the map is its own inverse).
    let span = strip.contentSize.width - bounds.width
    func fromLeadingEnd(_ x: CGFloat) -> CGFloat { strip.isMirrored ? span - x : x }
    let target = fromLeadingEnd(targetContentOffset.pointee.x)
    let offset = fromLeadingEnd(contentOffset.x)
    let flick = strip.isMirrored ? -velocity.x : velocity.x
    let centred = strip.behavior == .groupPagingCentered
    let starts = strip.groupStarts.enumerated().map { index, start -> CGFloat in
      guard centred else { return start }
      let end =
        index + 1 < strip.groupStarts.count ? strip.groupStarts[index + 1] : strip.contentSize.width
      return start - (bounds.width - (end - start)) / 2
    }
    let nearest = starts.indices.min { abs(starts[$0] - target) < abs(starts[$1] - target) } ?? 0
    switch strip.behavior {
    case .continuousGroupLeadingBoundary, .groupPagingCentered:
      targetContentOffset.pointee.x = fromLeadingEnd(starts[nearest])
    case .groupPaging:
      // One group at a time, in the direction of the flick.
      let current = starts.lastIndex { $0 <= offset + 1 } ?? 0
      let next = flick > 0 ? min(current + 1, starts.count - 1) : flick < 0 ? current : nearest
      targetContentOffset.pointee.x = fromLeadingEnd(starts[next])
    case .none, .continuous, .paging:
      break
    }
  }
}
