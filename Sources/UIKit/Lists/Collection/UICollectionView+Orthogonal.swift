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

  /// The offsets the row comes to rest at, smallest first, under a behaviour that rests on a
  /// group: each group's leading edge where the first group's is (at the section's leading
  /// content inset), or, centred, each group's middle at the row's; `nil` for the others.
  /// Right to left, where the row starts at its right end, the places are mirrored.
  private var groupRestingOffsets: [CGFloat]? {
    guard let strip, let first = strip.groupStarts.first else { return nil }
    let centred = strip.behavior == .groupPagingCentered
    switch strip.behavior {
    case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary: break
    default: return nil
    }
    let span = max(0, strip.contentSize.width - bounds.width)
    let places = strip.groupStarts.enumerated().map { index, start -> CGFloat in
      let end =
        index + 1 < strip.groupStarts.count ? strip.groupStarts[index + 1] : strip.contentSize.width
      let fromLeadingEnd = centred ? start - (bounds.width - (end - start)) / 2 : start - first
      let offset = strip.isMirrored ? span - fromLeadingEnd : fromLeadingEnd
      return min(max(offset, 0), span)
    }
    return Array(Set(places)).sorted()
  }

  /// Matches UIKit: group paging and leading-boundary scrolling come to rest on a group (see
  /// ``groupRestingOffsets``); group paging turns one group at a time, toward the flick.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    wheelTarget = nil
    guard let strip, let places = groupRestingOffsets, !places.isEmpty else { return }
    let target = targetContentOffset.pointee.x
    let nearest = places.min { abs($0 - target) < abs($1 - target) } ?? 0
    guard strip.behavior == .groupPaging, velocity.x != 0 else {
      targetContentOffset.pointee.x = nearest
      return
    }
    // One group from where the drag left the row, in the flick's direction (in offsets, which
    // grow toward the end left to right and toward the start right to left).
    targetContentOffset.pointee.x = place(
      after: contentOffset.x, in: places, forward: velocity.x > 0)
  }

  /// The resting place next to `offset` in `places` (sorted), toward larger offsets when
  /// `forward`; `offset` itself counts when it is a place only as a starting point.
  private func place(after offset: CGFloat, in places: [CGFloat], forward: Bool) -> CGFloat {
    if forward {
      return places.first { $0 > offset + 0.5 } ?? places[places.count - 1]
    }
    return places.last { $0 < offset - 0.5 } ?? places[0]
  }

  // MARK: Wheel

  /// Where a wheel turn is taking the row, while it gets there.
  private var wheelTarget: CGFloat?
  /// The wheel's travel since the row last moved, along the row.
  private var wheelTravel: CGFloat = 0

  /// Matches UIKit: a wheel or trackpad scroll of a section that rests on a group comes to rest
  /// on one, as a drag does, and as a paging scroll view's wheel turns a page: each turn moves
  /// the row to the next group in its direction, animated; a turn while it moves takes it one
  /// group further.
  override func scrollWheel(by delta: CGPoint) -> Bool {
    guard isScrollEnabled, delta.x != 0, let places = groupRestingOffsets, !places.isEmpty else {
      return super.scrollWheel(by: delta)
    }
    wheelTravel += delta.x
    guard abs(wheelTravel) >= 1 else { return true }
    let from = wheelTarget ?? contentOffset.x
    let target = place(after: from, in: places, forward: wheelTravel > 0)
    wheelTravel = 0
    guard target != from else { return true }
    wheelTarget = target
    setContentOffset(CGPoint(x: target, y: contentOffset.y), animated: true)
    return true
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    wheelTarget = nil
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    wheelTarget = nil
  }
}
