import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UIPageControl and UIActivityIndicatorView", .uiTest)
@MainActor
struct PageControlAndSpinnerTests {
  let clock = ManualClock()

  /// What a view draws itself.
  private func drawn(_ view: UIView) -> [DisplayItem] {
    var items: [DisplayItem] = []
    view.appendContent(to: &items, bounds: view.bounds)
    return items
  }

  @Test("a click either side of the current dot moves one page and sends valueChanged")
  func pageControlClicks() {
    let root = UIViewController()
    let pages = UIPageControl(frame: CGRect(x: 0, y: 100, width: 200, height: 26))
    pages.numberOfPages = 4
    pages.currentPage = 1
    var changes: [Int] = []
    pages.addAction(UIAction { _ in changes.append(pages.currentPage) }, for: .valueChanged)
    root.view.addSubview(pages)
    let window = TestApplication.makeWindow(root: root)
    clock.settle()
    let pointer = Pointer(window: window)

    pointer.down(CGPoint(x: 190, y: 113))
    pointer.up(CGPoint(x: 190, y: 113))
    pointer.down(CGPoint(x: 10, y: 113))
    pointer.up(CGPoint(x: 10, y: 113))
    pointer.down(CGPoint(x: 10, y: 113))
    pointer.up(CGPoint(x: 10, y: 113))

    #expect(changes == [2, 1, 0])
    #expect(pages.intrinsicContentSize == CGSize(width: 80, height: 26))
    pages.numberOfPages = 2
    #expect(pages.currentPage == 0)
    _ = window
  }

  @Test("the dots draw in the tint colours, and one page hides them when hidesForSinglePage")
  func pageControlTints() {
    let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    pages.numberOfPages = 3
    pages.currentPage = 2
    pages.pageIndicatorTintColor = .red
    pages.currentPageIndicatorTintColor = .blue

    let colors = drawn(pages).compactMap { item -> DisplayColor? in
      if case .roundedFill(_, _, let color, _) = item { return color }
      return nil
    }
    pages.numberOfPages = 1
    let single = drawn(pages).count
    pages.hidesForSinglePage = true
    let hidden = drawn(pages).count

    let red = DisplayColor(UIColor.red.cgColor)
    let blue = DisplayColor(UIColor.blue.cgColor)
    #expect(colors == [red, red, blue])
    #expect(single == 1 && hidden == 0)
    #expect(pages.currentPage == 0)
  }

  @Test("a spinner is hidden while stopped and steps its darkest spoke while animating")
  func spinner() {
    let root = UIViewController()
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.frame = CGRect(x: 10, y: 10, width: 37, height: 37)
    root.view.addSubview(spinner)
    let window = TestApplication.makeWindow(root: root)
    clock.settle()
    let stopped = spinner.subviews[0].isHidden

    spinner.startAnimating()
    clock.settle()
    let first = drawn(spinner.subviews[0])
    clock.advance(by: 0.125)
    let later = drawn(spinner.subviews[0])
    spinner.stopAnimating()

    #expect(stopped && spinner.subviews[0].isHidden && !spinner.isAnimating)
    #expect(first.count == 8 && first != later)
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    _ = window
  }
}
