extension UIPageViewController {
  /// The height of the strip under the pages that holds the built-in page dots.
  static let pageControlStripHeight: CGFloat = 37

  /// A container view: the queuing view that clips the scroll style's pages, the page dots
  /// under it, and the recognizers that turn pages.
  ///
  /// Matches iOS's nesting, as `recursiveDescription` prints it: the scroll style's
  /// `_UIPageViewControllerContentView` clips, and holds the `_UIQueuingScrollView` whose
  /// wrapper views the pages are in, with the `UIPageControl` only while the dots show; the
  /// page-curl style's neither clips nor holds anything but its pages.
  func loadContainerView() {
    let root = PageContainerView(frame: UIScreen.main.bounds)
    root.controller = self
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.clipsToBounds = transitionStyle == .scroll
    if let queuingView {
      queuingView.clipsToBounds = true
      root.addSubview(queuingView)
    }
    pageControl.addAction(
      UIAction { [weak self] _ in self?.pageControlDidChange() }, for: .valueChanged)
    root.addGestureRecognizer(panRecognizer)
    if transitionStyle == .pageCurl { root.addGestureRecognizer(tapRecognizer) }
    view = root
    refreshPageControl(askingDataSource: false)
    installPages()
  }

  /// Whether the built-in page dots show: the scroll style, with a data source that gives a
  /// presentation count, as in UIKit.
  var showsPageControl: Bool {
    transitionStyle == .scroll && dataSource != nil && pageControl.numberOfPages > 0
  }

  /// Asks the data source for the dots' count and page (UIKit asks when pages are set, and
  /// counts the user's turns itself), then shows them.
  func refreshPageControl(askingDataSource: Bool) {
    if askingDataSource, let dataSource, !pages.isEmpty {
      pageControl.numberOfPages = dataSource.presentationCount(for: self)
      presentationIndex = dataSource.presentationIndex(for: self)
    }
    pageControl.currentPage = presentationIndex
    if let root = viewIfLoaded, showsPageControl != (pageControl.superview === root) {
      if showsPageControl {
        root.addSubview(pageControl)
      } else {
        pageControl.removeFromSuperview()
      }
    }
    viewIfLoaded?.setNeedsLayout()
  }

  /// Puts the shown pages' views in their host, and takes out any other, unless a turn
  /// is moving them.
  func installPages() {
    guard isViewLoaded, turn == nil else { return }
    let shown = shownPages(pages)
    let host = pageHost
    // Only pages' views go: the page-curl style's host is the root view, where an app may have
    // put views of its own.
    for subview in host.subviews
    where subview.next is UIViewController
      && !shown.contains(where: { $0.viewIfLoaded === subview })
    {
      subview.removeFromSuperview()
    }
    for page in shown where page.view.superview !== host {
      // Matches iOS: a page going into its scroll-style wrapper follows the wrapper's size.
      if transitionStyle == .scroll {
        page.view.autoresizingMask.formUnion([.flexibleWidth, .flexibleHeight])
      }
      host.addSubview(page.view)
    }
    layoutPages()
  }

  /// Places the queuing view above the dots' strip, then the pages at rest (moved by a rubber
  /// band, while a drag stretches one).
  func layoutPages() {
    guard let root = viewIfLoaded else { return }
    var area = root.bounds
    if showsPageControl {
      let strip = Self.pageControlStripHeight + root.safeAreaInsets.bottom
      area.size.height = max(0, area.height - strip)
      pageControl.frame = CGRect(
        x: 0, y: area.maxY, width: area.width, height: Self.pageControlStripHeight)
    }
    queuingView?.layOut(
      pagesIn: area, spacing: interPageSpacing, isVertical: navigationOrientation == .vertical)
    guard turn == nil else { return }
    askForNeighboursAtRest()
    let offset = rubberBand ?? .zero
    let host = pageHost
    for (slot, page) in shownPages(pages).enumerated() {
      guard let view = page.viewIfLoaded, view.superview === host else { continue }
      UIView.performWithoutAnimation {
        view.transform = .identity
        view.frame = pageFrame(slot: slot).offsetBy(dx: offset.x, dy: offset.y)
      }
    }
  }

  /// Where the page in `slot` rests: the whole content view, or its half beside the mid spine.
  func pageFrame(slot: Int) -> CGRect {
    let bounds = pageHost.bounds
    guard spineLocation == .mid else { return bounds }
    if navigationOrientation == .vertical {
      let half = (bounds.height / 2).rounded()
      return slot == 0
        ? CGRect(x: 0, y: 0, width: bounds.width, height: half)
        : CGRect(x: 0, y: half, width: bounds.width, height: bounds.height - half)
    }
    let half = (bounds.width / 2).rounded()
    return slot == 0
      ? CGRect(x: 0, y: 0, width: half, height: bounds.height)
      : CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
  }

  /// How far a turn moves a page: the page's length along the orientation.
  var turnExtent: CGFloat {
    let frame = pageFrame(slot: 0)
    return max(1, navigationOrientation == .vertical ? frame.height : frame.width)
  }
}

/// The root view of a page view controller: its layout places the pages and the dots.
@MainActor
final class PageContainerView: UIView {
  weak var controller: UIPageViewController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutPages()
  }

  /// The wheel and the trackpad turn pages along the controller's orientation.
  override func scrollWheel(by delta: CGPoint) -> Bool {
    controller?.wheelDidScroll(by: delta) ?? false
  }
}

extension UIPageViewController {
  /// Matches UIKitCore: at rest the scroll style's queuing view asks for the page before the
  /// visible one, then the page after it (`-[_UIQueuingScrollView _adjustContentInsets]` asks
  /// for its views at index 0, then 2, loading them if needed), and its insets follow the
  /// answers. Asked once for each visible page and data source, as iOS keeps the views it
  /// loaded.
  func askForNeighboursAtRest() {
    guard let queuingView, let page = pages.first, pages.count == 1 else { return }
    let asked = (ObjectIdentifier(page), dataSource.map { ObjectIdentifier($0) })
    if let last = neighboursAskedFor, last.page == asked.0, last.dataSource == asked.1 { return }
    neighboursAskedFor = (asked.0, asked.1)
    guard let dataSource else {
      queuingView.neighbours = (false, false)
      return
    }
    let before = dataSource.pageViewController(self, viewControllerBefore: page)
    let after = dataSource.pageViewController(self, viewControllerAfter: page)
    queuingView.neighbours = (before != nil, after != nil)
  }
}
