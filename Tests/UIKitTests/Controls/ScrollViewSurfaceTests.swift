import Testing
import UIKit
import UIKitTestSupport

// Through the public API, plus the host's package-level input calls (a wheel, Ctrl and the
// wheel), as the SDL host sends them.

@Suite("UIScrollView: indicators, zooming, inset adjustment and touch flags", .uiTest)
@MainActor
struct ScrollViewSurfaceTests {
  /// A delegate that zooms `content` and records what it hears.
  final class Zooming: UIScrollViewDelegate {
    let content: UIView
    var events: [String] = []
    init(_ content: UIView) { self.content = content }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      events.append("willBegin")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
      events.append("didZoom \(scrollView.zoomScale)")
    }
    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      events.append("didEnd \(scale)")
    }
  }

  let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 300, height: 400))
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))

  init() {
    scrollView.contentInsetAdjustmentBehavior = .never
    // The window's status bar and home indicator would move the bars too; see `safeArea()`.
    scrollView.automaticallyAdjustsScrollIndicatorInsets = false
    window.addSubview(scrollView)
    UIApplication.shared.advance(by: 0)
  }

  private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  private var indicators: [CALayer] {
    (scrollView.layer.sublayers ?? []).filter { $0.name == "scroll indicator" }
  }

  @Test("defaults and the touch flags are UIKit's")
  func defaults() {
    #expect(scrollView.scrollsToTop)
    #expect(scrollView.delaysContentTouches)
    #expect(scrollView.canCancelContentTouches)
    #expect(scrollView.zoomScale == 1)
    #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1)
    #expect(scrollView.indicatorStyle == .default)
    #expect(scrollView.subviews.isEmpty)
  }

  @Test("the vertical indicator shows while the wheel scrolls, in proportion, then fades")
  func indicatorsShowAndFade() {
    scrollView.contentSize = CGSize(width: 300, height: 1600)
    scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 1600)))
    let hidden = indicators.map(\.opacity)

    UIApplication.shared.sendScroll(
      by: CGPoint(x: 0, y: 600), at: CGPoint(x: 150, y: 200), in: window)
    UIApplication.shared.advance(by: 0)
    let vertical = indicators[0]
    let shown = indicators.map(\.opacity)
    let frame = vertical.frame
    UIApplication.shared.advance(by: 0.6)
    UIApplication.shared.advance(by: 0.4)

    #expect(hidden == [0, 0])
    #expect(shown == [1, 0])
    #expect(
      scrollView.layer.sublayers?.suffix(2).allSatisfy { $0.name == "scroll indicator" } == true)
    // A quarter of the content shows: the bar is a quarter of the 394-point track, half-way
    // down it (600 of 1,200 points scrolled), in the scrolled bounds.
    #expect(frame.width == 3)
    #expect(abs(frame.height - 98.5) < 1e-9)
    #expect(frame.minX == 294)
    #expect(abs(frame.minY - (600 + 3 + (394 - 98.5) / 2)) < 1e-9)
    #expect(vertical.opacity == 0)
  }

  @Test("indicator insets move the bars; scrollIndicatorInsets sets both")
  func indicatorInsets() {
    scrollView.contentSize = CGSize(width: 900, height: 1600)

    scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    scrollView.flashScrollIndicators()

    #expect(scrollView.verticalScrollIndicatorInsets.right == 40)
    #expect(scrollView.horizontalScrollIndicatorInsets.left == 20)
    #expect(indicators.map(\.opacity) == [1, 1])
    #expect(close(indicators[0].frame.minX, 300 - 40 - 3 - 3))
    #expect(close(indicators[0].frame.minY, 10 + 3))
    #expect(close(indicators[1].frame.minX, 20 + 3))
    #expect(close(indicators[1].frame.minY, 400 - 30 - 3 - 3))
  }

  @Test("the bars keep out of the safe area unless told not to")
  func safeArea() {
    scrollView.contentSize = CGSize(width: 300, height: 1600)

    scrollView.automaticallyAdjustsScrollIndicatorInsets = true
    scrollView.flashScrollIndicators()

    #expect(scrollView.safeAreaInsets.top == 24 && scrollView.safeAreaInsets.bottom == 20)
    #expect(close(indicators[0].frame.minY, 24 + 3))
    #expect(abs(indicators[0].frame.height - (400 - 44 - 6) / 4) < 1e-9)
  }

  @Test("no indicator shows when the content fits or the indicator is switched off")
  func indicatorsOff() {
    scrollView.contentSize = CGSize(width: 300, height: 1600)
    scrollView.showsVerticalScrollIndicator = false

    scrollView.flashScrollIndicators()

    #expect(indicators.map(\.opacity) == [0, 0])
  }

  @Test("a click on the status bar scrolls the one scrollsToTop scroll view to its top")
  func statusBarScrollsToTop() {
    final class Recorder: UIScrollViewDelegate {
      var events: [String] = []
      func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }
      func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        events.append("didEndScrollingAnimation")
      }
    }
    let recorder = Recorder()
    scrollView.delegate = recorder
    scrollView.contentSize = CGSize(width: 300, height: 1600)
    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    func clickStatusBar() {
      UIApplication.shared.sendMouseDown(at: CGPoint(x: 150, y: 10), in: window, clickCount: 1)
      UIApplication.shared.sendMouseUp(at: CGPoint(x: 150, y: 10), in: window)
      UIApplication.shared.advance(by: 0.5)
    }

    window.addSubview(other)
    clickStatusBar()
    let withTwo = scrollView.contentOffset
    other.scrollsToTop = false
    clickStatusBar()

    #expect(withTwo == CGPoint(x: 0, y: 500))
    #expect(scrollView.contentOffset == .zero)
    #expect(recorder.events == ["didScrollToTop"])
  }

  @Test("setZoomScale scales the view for zooming, clamped, and the content size follows it")
  func zoomScale() {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.addSubview(content)
    let delegate = Zooming(content)
    scrollView.delegate = delegate
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 3

    scrollView.setZoomScale(2, animated: false)
    let zoomed = (content.frame, scrollView.contentSize, scrollView.contentOffset)
    scrollView.zoomScale = 10

    #expect(zoomed.0 == CGRect(x: 0, y: 0, width: 600, height: 800))
    #expect(zoomed.1 == CGSize(width: 600, height: 800))
    #expect(zoomed.2 == CGPoint(x: 150, y: 200))
    #expect(scrollView.zoomScale == 3)
    #expect(content.transform == CGAffineTransform(scaleX: 3, y: 3))
    #expect(content.bounds.size == CGSize(width: 300, height: 400))
    #expect(delegate.events == ["didZoom 2.0", "didZoom 3.0"])
  }

  @Test("zoom(to:animated:) fills the visible area with a rectangle of the content")
  func zoomToRect() {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.addSubview(content)
    let delegate = Zooming(content)
    scrollView.delegate = delegate
    scrollView.maximumZoomScale = 4

    scrollView.zoom(to: CGRect(x: 150, y: 200, width: 75, height: 100), animated: false)

    #expect(scrollView.zoomScale == 4)
    #expect(scrollView.contentOffset == CGPoint(x: 600, y: 800))
  }

  @Test("Ctrl and the wheel zoom about the pointer, with the delegate's zooming calls")
  func ctrlWheel() {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.addSubview(content)
    let delegate = Zooming(content)
    scrollView.delegate = delegate
    scrollView.maximumZoomScale = 2

    UIApplication.shared.sendZoom(by: 2, at: CGPoint(x: 100, y: 100), in: window)
    let zooming = scrollView.isZooming
    let eventsWhileZooming = delegate.events
    ManualClock().advance(by: 0.3)

    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentOffset == CGPoint(x: 100, y: 100))
    #expect(content.convert(CGPoint(x: 100, y: 100), to: window) == CGPoint(x: 100, y: 100))
    // The pinch ends a quarter of a second after the wheel's last notch.
    #expect(zooming && eventsWhileZooming == ["willBegin", "didZoom 2.0"])
    #expect(!scrollView.isZooming)
    #expect(delegate.events == ["willBegin", "didZoom 2.0", "didEnd 2.0"])
  }

  @Test(
    "the pinch recognizer exists while zooming is possible; disabled, Ctrl and the wheel pass by")
  func pinchRecognizer() {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.addSubview(content)
    let delegate = Zooming(content)
    scrollView.delegate = delegate
    #expect(scrollView.pinchGestureRecognizer == nil)

    scrollView.maximumZoomScale = 2
    scrollView.pinchGestureRecognizer?.isEnabled = false
    UIApplication.shared.sendZoom(by: 2, at: CGPoint(x: 100, y: 100), in: window)

    #expect(scrollView.pinchGestureRecognizer?.view === scrollView)
    #expect(scrollView.zoomScale == 1 && delegate.events.isEmpty)
  }

  @Test("without a view for zooming, zooming changes nothing and the wheel zoom passes by")
  func noZoomView() {
    scrollView.maximumZoomScale = 3

    scrollView.setZoomScale(2, animated: false)
    UIApplication.shared.sendZoom(by: 2, at: CGPoint(x: 100, y: 100), in: window)

    #expect(scrollView.zoomScale == 1)
    #expect(scrollView.contentSize == .zero)
  }

  @Test("the adjusted content inset follows the behaviour and automaticallyAdjustsScrollViewInsets")
  func adjustedInsets() {
    // `.automatic` adjusts the top and bottom of content that does not scroll only for a
    // controller a navigation (or tab bar) controller shows, as Apple documents.
    let controller = UIViewController()
    let window = TestApplication.makeWindow(
      root: UINavigationController(rootViewController: controller))
    let scroll = UIScrollView(frame: controller.view.bounds)
    controller.view.addSubview(scroll)
    scroll.contentSize = CGSize(width: 390, height: 100)
    scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    UIApplication.shared.advance(by: 0)
    let safe = scroll.safeAreaInsets

    let automatic = scroll.adjustedContentInset
    controller.automaticallyAdjustsScrollViewInsets = false
    let notAdjusting = scroll.adjustedContentInset
    scroll.contentInsetAdjustmentBehavior = .always
    let always = scroll.adjustedContentInset
    scroll.contentInsetAdjustmentBehavior = .never
    let never = scroll.adjustedContentInset

    #expect(safe.top > 0)
    #expect(automatic.top == 5 + safe.top && automatic.bottom == safe.bottom)
    #expect(notAdjusting == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    #expect(always.top == 5 + safe.top && always.bottom == safe.bottom)
    #expect(never == scroll.contentInset)
    _ = window
  }

  /// Records the deceleration calls.
  final class Decelerating: UIScrollViewDelegate {
    var events: [String] = []
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      events.append("willBegin")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEnd") }
  }

  @Test("a flick slows by the time that passes, not by the frames run, and ends decelerating")
  func decelerationFollowsTime() {
    let log = Decelerating()
    scrollView.delegate = log
    scrollView.contentSize = CGSize(width: 300, height: 4000)
    let pointer = Pointer(window: window)

    pointer.down(CGPoint(x: 150, y: 350))
    for step in 1...5 { pointer.move(CGPoint(x: 150, y: 350 - CGFloat(step) * 30)) }
    pointer.up(CGPoint(x: 150, y: 200))
    let released = scrollView.contentOffset.y
    // Frames that do not move time on (a host running extra frames) must not move the content.
    for _ in 0..<10 { pointer.clock.settle() }
    let afterInstantFrames = scrollView.contentOffset.y
    pointer.clock.tick()
    let afterOneFrame = scrollView.contentOffset.y
    // 1,800 points a second comes to rest about 900 points on, under 0.5 from it in 3.8 s.
    pointer.clock.advance(by: 4)

    #expect(scrollView.isDecelerating == false)
    #expect(afterInstantFrames == released)
    #expect(afterOneFrame > released)
    #expect(scrollView.contentOffset.y > afterOneFrame)
    #expect(log.events == ["willBegin", "didEnd"])
  }
}
