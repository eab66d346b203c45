import UIKit

/// A page view controller of the tour: five scrolling pages with page dots, or a four-page
/// book that curls. Drag the pages (let go half way to cancel), scroll them with a horizontal
/// wheel or trackpad, or use ← → and Page Up/Down.
final class StoryPageViewController: UIPageViewController {
  private let story: StoryPages

  init(style: UIPageViewController.TransitionStyle) {
    story =
      style == .scroll
      ? StoryPages(
        pages: [
          ("1", "끌어 보세요 Drag me", UIColor.systemBlue),
          ("2", "휠로 넘기기 Scroll the wheel", .systemTeal),
          ("3", "← → 키 Arrow keys", .systemGreen),
          ("4", "반쯤 놓으면 취소 Let go half way", .systemOrange),
          ("5", "끝 The end", .systemPink),
        ], showsDots: true)
      : StoryPages(
        pages: [
          ("I", "옛날 옛적에 Once upon a time", UIColor.systemBrown),
          ("II", "한 페이지씩 Page by page", .systemIndigo),
          ("III", "말림 효과 The curl", .systemPurple),
          ("IV", "끝 Fin", .systemGray),
        ], showsDots: false)
    super.init(
      transitionStyle: style, navigationOrientation: .horizontal,
      options: style == .scroll ? [.interPageSpacing: 12] : nil)
    title = style == .scroll ? "Pages" : "Book"
    story.attach(to: self)
    // Under the dots, and behind a page as it turns: the app's background, not black.
    view.backgroundColor = .systemBackground
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }
}

/// The pages of one page view controller, made up front, as its data source and delegate; it
/// logs the turns for the end-to-end test.
final class StoryPages: NSObject, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  let controllers: [UIViewController]
  let showsDots: Bool

  init(pages: [(String, String, UIColor)], showsDots: Bool) {
    controllers = pages.map { NumberedPageViewController(number: $0.0, caption: $0.1, color: $0.2) }
    self.showsDots = showsDots
  }

  func attach(to pageViewController: UIPageViewController) {
    pageViewController.dataSource = self
    pageViewController.delegate = self
    pageViewController.setViewControllers(
      [controllers[0]], direction: .forward, animated: false)
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = controllers.firstIndex(of: viewController), index > 0 else { return nil }
    return controllers[index - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = controllers.firstIndex(of: viewController), index + 1 < controllers.count
    else { return nil }
    return controllers[index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    showsDots ? controllers.count : 0
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pageViewController.viewControllers?.first.flatMap { controllers.firstIndex(of: $0) } ?? 0
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    let shown = pageViewController.viewControllers?.first.flatMap { controllers.firstIndex(of: $0) }
    DemoLog.record("page turn \(completed ? "completed" : "cancelled") at \(shown ?? -1)")
  }
}
