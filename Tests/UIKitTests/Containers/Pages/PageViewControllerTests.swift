import Testing
import UIKitTestSupport

@testable import UIKit

/// A page view controller that logs as "pages", so ordered logs read plainly.
@MainActor
final class NamedPageViewController: UIPageViewController {
  override var description: String { "pages" }
}

/// Pages in a row, with a delegate that logs what it hears.
@MainActor
final class LoggingPageSource: PageSequence, UIPageViewControllerDelegate {
  let log: LifecycleLog
  var showsDots = false
  /// When set, the data source answers with the page it was asked about: a bad data source.
  var answersWithTheSamePage = false

  init(log: LifecycleLog, names: [String]) {
    self.log = log
    super.init(names.map { LoggingViewController($0, log: log) })
  }

  override func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    answersWithTheSamePage
      ? viewController
      : super.pageViewController(pageViewController, viewControllerBefore: viewController)
  }

  override func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    answersWithTheSamePage
      ? viewController
      : super.pageViewController(pageViewController, viewControllerAfter: viewController)
  }

  override func presentationCount(for pageViewController: UIPageViewController) -> Int {
    showsDots ? pages.count : 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.record("delegate willTransitionTo \(pendingViewControllers)")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.record(
      "delegate didFinishAnimating previous \(previousViewControllers) completed \(completed)")
  }
}

@Suite("UIPageViewController: pages as children, turns in UIKit's orders", .uiTest)
@MainActor
struct PageViewControllerTests {
  let log = LifecycleLog()
  let clock = ManualClock()
  private let windows = WindowHolder()

  /// A page view controller on screen showing the first of `names`, settled, log emptied.
  private func onScreen(
    _ style: UIPageViewController.TransitionStyle, _ names: String...
  ) -> (UIPageViewController, LoggingPageSource, Pointer) {
    let source = LoggingPageSource(log: log, names: names)
    let pages = NamedPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
    pages.dataSource = source
    pages.delegate = source
    pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    let window = TestApplication.makeWindow(root: pages)
    windows.keep(window)
    clock.settle()
    _ = log.take()
    return (pages, source, Pointer(window: window))
  }

  /// Drags from x = 300 to `x` in steps, holds still (or not), and lets go.
  private func drag(_ pointer: Pointer, to x: CGFloat, from start: CGFloat = 300, holding: Bool) {
    pointer.down(CGPoint(x: start, y: 400))
    let step: CGFloat = x < start ? -20 : 20
    for position in stride(from: start + step, through: x, by: step) {
      pointer.move(CGPoint(x: position, y: 400))
    }
    if holding {
      for _ in 0..<12 { pointer.move(CGPoint(x: x, y: 400)) }
    }
    pointer.up(CGPoint(x: x, y: 400))
  }

  /// The log without `isAppearing`, which comes from the layout step between the others.
  private func appearanceLog() -> [String] {
    log.take().filter { !$0.contains("isAppearing") }
  }

  @Test("setViewControllers without animation: UIKit's scroll order, no delegate, completion")
  func setWithoutAnimation() {
    let (pages, source, _) = onScreen(.scroll, "A", "B")
    var completed: [Bool] = []

    pages.setViewControllers([source.pages[1]], direction: .forward, animated: false) {
      completed.append($0)
    }
    let inCall = log.take()
    clock.settle()

    #expect(
      inCall == [
        "B willMove(to: pages)", "B viewDidLoad", "B willAppear [movingToParent]",
        "A willDisappear",
      ])
    #expect(
      log.take() == [
        "B isAppearing [movingToParent]", "B didAppear [movingToParent]", "A didDisappear",
        "B didMove(to: pages)",
        "A willMove(to: nil)", "A didMove(to: nil)",
      ])
    #expect(completed == [true])
    #expect(pages.viewControllers == [source.pages[1]])
    #expect(pages.children == [source.pages[1]])
  }

  @Test("an animated curl set ends with the old page's did-disappear, then the new did-appear")
  func animatedCurlSet() {
    let (pages, source, _) = onScreen(.pageCurl, "A", "B")

    pages.setViewControllers([source.pages[1]], direction: .forward, animated: true)
    clock.tick(frames: 6)
    let midway = appearanceLog()
    clock.advance(by: 0.5)

    #expect(
      midway == [
        "B willMove(to: pages)", "B viewDidLoad", "B willAppear [movingToParent]",
        "A willDisappear",
      ])
    #expect(
      appearanceLog() == [
        "A didDisappear", "B didAppear [movingToParent]", "B didMove(to: pages)",
        "A willMove(to: nil)",
        "A didMove(to: nil)",
      ])
    #expect(source.pages[0].viewIfLoaded?.superview == nil)
  }

  @Test("a drag past half way turns the page: the delegate hears both ends, in UIKit's order")
  func finishedScrollDrag() {
    let (pages, source, pointer) = onScreen(.scroll, "A", "B")

    drag(pointer, to: 60, holding: true)
    clock.advance(by: 0.5)

    #expect(
      appearanceLog() == [
        "B willMove(to: pages)", "B viewDidLoad", "delegate willTransitionTo [B]",
        "B willAppear [movingToParent]", "A willDisappear", "B didAppear [movingToParent]",
        "A didDisappear",
        "B didMove(to: pages)", "A willMove(to: nil)", "A didMove(to: nil)",
        "delegate didFinishAnimating previous [A] completed true",
      ])
    #expect(pages.viewControllers == [source.pages[1]])
    #expect(source.pages[1].view.frame.minX == 0)
  }

  @Test("an abandoned scroll turn is cancelled in UIKit's order and leaves the page as it was")
  func cancelledScrollDrag() {
    let (pages, source, pointer) = onScreen(.scroll, "A", "B")

    drag(pointer, to: 200, holding: true)
    clock.advance(by: 0.5)

    #expect(
      appearanceLog() == [
        "B willMove(to: pages)", "B viewDidLoad", "delegate willTransitionTo [B]",
        "B willAppear [movingToParent]", "A willDisappear", "A willAppear", "A didAppear",
        "B willDisappear",
        "B didDisappear", "B willMove(to: nil)", "B didMove(to: nil)",
        "delegate didFinishAnimating previous [A] completed false",
      ])
    #expect(pages.viewControllers == [source.pages[0]])
    #expect(pages.children == [source.pages[0]])
    #expect(source.pages[0].view.frame.minX == 0 && source.pages[1].view.superview == nil)
  }

  @Test("an abandoned curl is cancelled in UIKit's curl order")
  func cancelledCurlDrag() {
    let (pages, source, pointer) = onScreen(.pageCurl, "A", "B")

    drag(pointer, to: 200, holding: true)
    clock.advance(by: 1)

    #expect(
      appearanceLog().filter { !$0.contains("Move") && !$0.contains("viewDidLoad") } == [
        "delegate willTransitionTo [B]", "B willAppear [movingToParent]", "A willDisappear",
        "B willDisappear",
        "A willAppear", "B didDisappear", "A didAppear",
        "delegate didFinishAnimating previous [A] completed false",
      ])
    #expect(pages.viewControllers == [source.pages[0]])
    #expect(source.pages[0].view.transform == .identity)
  }

  @Test("a quick flick turns the page even when short")
  func flick() {
    let (pages, source, pointer) = onScreen(.scroll, "A", "B")

    drag(pointer, to: 220, holding: false)
    clock.advance(by: 0.5)

    #expect(pages.viewControllers == [source.pages[1]])
  }

  @Test("during the drag the pages follow the pointer")
  func dragFollowsThePointer() {
    let (_, source, pointer) = onScreen(.scroll, "A", "B")

    pointer.down(CGPoint(x: 300, y: 400))
    for x in stride(from: CGFloat(280), through: 200, by: -20) {
      pointer.move(CGPoint(x: x, y: 400))
    }
    for _ in 0..<3 { pointer.move(CGPoint(x: 200, y: 400)) }
    let old = source.pages[0].view.layer.presentation()!.frame.minX
    let new = source.pages[1].view.layer.presentation()!.frame.minX
    pointer.up(CGPoint(x: 200, y: 400))
    clock.advance(by: 0.5)

    #expect(abs(old - -100) < 2)
    #expect(abs(new - 290) < 2)
  }

  @Test("past the last page a drag stretches the page like a rubber band, then springs back")
  func rubberBand() {
    let (pages, source, pointer) = onScreen(.scroll, "A")
    let page = source.pages[0].view!

    pointer.down(CGPoint(x: 300, y: 400))
    for x in stride(from: CGFloat(280), through: 100, by: -20) {
      pointer.move(CGPoint(x: x, y: 400))
    }
    let stretched = page.frame.minX
    pointer.up(CGPoint(x: 100, y: 400))
    clock.advance(by: 1)

    #expect(stretched < -20 && stretched > -200)
    #expect(page.frame.minX == 0)
    #expect(pages.viewControllers == [source.pages[0]])
    #expect(log.take().isEmpty)
  }

  @Test("the horizontal wheel, the arrow keys and Page Up/Down turn pages as the user")
  func wheelAndKeys() {
    let (pages, source, pointer) = onScreen(.scroll, "A", "B", "C")
    let window = pages.view.window!

    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendScroll(
        by: CGPoint(x: 40, y: 0), at: CGPoint(x: 200, y: 300), in: window)
    }
    clock.advance(by: 0.5)
    let afterWheel = pages.viewControllers?.first
    pointer.key(.keyboardRightArrow, UIKeyCommand.inputRightArrow)
    clock.advance(by: 0.5)
    let afterRight = pages.viewControllers?.first
    pointer.key(.keyboardPageUp, UIKeyCommand.inputPageUp)
    clock.advance(by: 0.5)

    #expect(afterWheel === source.pages[1])
    #expect(afterRight === source.pages[2])
    #expect(pages.viewControllers?.first === source.pages[1])
    #expect(log.take().filter { $0.hasPrefix("delegate didFinish") }.count == 3)
  }

  @Test("vertical pages: ↓ and the vertical wheel turn forward, sliding the pages up")
  func verticalPages() {
    let source = LoggingPageSource(log: log, names: ["A", "B", "C"])
    let pages = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .vertical,
      options: [.interPageSpacing: 10])
    pages.dataSource = source
    pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    let window = TestApplication.makeWindow(root: pages)
    windows.keep(window)
    clock.settle()
    let pointer = Pointer(window: window)

    pointer.key(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
    clock.tick(frames: 6)
    let arriving = source.pages[1].view.layer.presentation()!.frame
    clock.advance(by: 0.5)
    UIApplication.shared.enqueueInput {
      UIApplication.shared.sendScroll(
        by: CGPoint(x: 0, y: 40), at: CGPoint(x: 200, y: 300), in: window)
    }
    clock.advance(by: 0.5)

    #expect(arriving.minX == 0 && arriving.minY > 0 && arriving.minY < 854)
    #expect(pages.viewControllers == [source.pages[2]])
  }

  @Test("the built-in dots show the data source's count and follow the user's turns")
  func pageDots() {
    let source = LoggingPageSource(log: log, names: ["A", "B", "C"])
    source.showsDots = true
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.dataSource = source
    pages.setViewControllers([source.pages[1]], direction: .forward, animated: false)
    let window = TestApplication.makeWindow(root: pages)
    windows.keep(window)
    clock.settle()
    let dots = pages.pageControl
    let shown = (dots.isHidden, dots.numberOfPages, dots.currentPage)
    let pointer = Pointer(window: window)
    let right = dots.convert(CGPoint(x: dots.bounds.midX + 30, y: dots.bounds.midY), to: nil)

    pointer.down(right)
    pointer.up(right)
    clock.advance(by: 0.5)

    #expect(shown == (false, 3, 1))
    #expect(dots.currentPage == 2)
    #expect(pages.viewControllers == [source.pages[2]])
    #expect(source.pages[2].view.frame.maxY <= dots.frame.minY)
  }

  @Test("a curl's recognizers are public; the scroll style's are not, as in UIKit")
  func gestureRecognizers() {
    let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
    let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)

    #expect(curl.gestureRecognizers.count == 2)
    #expect(scroll.gestureRecognizers.isEmpty)
    #expect(curl.spineLocation == .min && scroll.spineLocation == .none)
  }

  @Test("bad input: a wrong count raises UIKit's exception; a data source's repeat is ignored")
  func badInput() {
    let (pages, source, pointer) = onScreen(.scroll, "A", "B")
    let recorder = ExceptionRecorder()
    var warnings: [String] = []
    UIKitLog.sink = { warnings.append($0) }
    defer { UIKitLog.resetSink() }

    pages.setViewControllers(source.pages, direction: .forward, animated: true)
    pages.setViewControllers([], direction: .forward, animated: false)
    source.answersWithTheSamePage = true
    pointer.key(.keyboardRightArrow, UIKeyCommand.inputRightArrow)
    drag(pointer, to: 60, holding: true)
    clock.advance(by: 0.5)

    #expect(recorder.names == [.invalidArgumentException, .invalidArgumentException])
    #expect(
      recorder.exceptions[0].reason
        == "The number of view controllers provided (2) doesn't match the number required (1) "
        + "for the requested transition")
    #expect(pages.viewControllers == [source.pages[0]])
    #expect(warnings.count == 2 && warnings[0].contains("already showing"))
    #expect(log.take().isEmpty)
  }

  @Test("the mid spine takes two pages, side by side, and turns two at a time")
  func midSpine() {
    let source = LoggingPageSource(log: log, names: ["1", "2", "3", "4"])
    let pages = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
    pages.dataSource = source
    let recorder = ExceptionRecorder()
    pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    pages.setViewControllers(Array(source.pages[0...1]), direction: .forward, animated: false)
    windows.keep(TestApplication.makeWindow(root: pages))
    clock.settle()
    let left = source.pages[0].view.frame

    pages.view.window.map { Pointer(window: $0) }?.key(
      .keyboardRightArrow, UIKeyCommand.inputRightArrow)
    clock.advance(by: 1)

    #expect(recorder.names == [.invalidArgumentException])
    #expect(pages.spineLocation == .mid && pages.isDoubleSided)
    #expect(left == CGRect(x: 0, y: 0, width: 195, height: 844))
    #expect(pages.viewControllers == Array(source.pages[2...3]))
    #expect(source.pages[3].view.frame.minX == 195)
  }

  @Test("turning the window asks the delegate for the spine; pages set there fit the answer")
  func spineLocationOnRotation() {
    let source = LoggingPageSource(log: log, names: ["1", "2", "3"])
    let spine = SpineChooser(source: source)
    let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    pages.dataSource = source
    pages.delegate = spine
    let recorder = ExceptionRecorder()
    pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    let window = TestApplication.makeWindow(root: pages)
    windows.keep(window)
    clock.settle()

    window.rotate(to: .landscapeRight)
    clock.advance(by: 1)

    #expect(spine.asked == [.landscapeLeft])
    #expect(recorder.exceptions.isEmpty)
    #expect(pages.spineLocation == .mid)
    #expect(pages.viewControllers == Array(source.pages[0...1]))
    #expect(source.pages[1].view.frame.minX == 422)
  }
}

/// A delegate that puts the spine in the middle in landscape, with two pages, as Apple's
/// page-based app template does.
@MainActor
private final class SpineChooser: UIPageViewControllerDelegate {
  let source: LoggingPageSource
  var asked: [UIInterfaceOrientation] = []

  init(source: LoggingPageSource) {
    self.source = source
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation {
    asked.append(orientation)
    guard orientation.isLandscape else { return .min }
    pageViewController.setViewControllers(
      Array(source.pages[0...1]), direction: .forward, animated: true)
    return .mid
  }
}
