import UIKit

/// The demo's tabs and pages: a UITabBarController whose tabs are a scrolling page view
/// controller with page dots, a page-curl book, an inbox with a badge (its messages push a
/// screen that hides the bar), favourites with a dot badge, and two tabs behind "More".
///
/// Click the tabs or press Ctrl+1…5; drag the pages (let go half way to cancel), scroll them
/// with a horizontal wheel or trackpad, or use ← → and Page Up/Down.
final class TabsPageViewController: UITabBarController {
  private let scrollPages = StoryPages(
    pages: [
      ("1", "끌어 보세요 Drag me", UIColor.systemBlue),
      ("2", "휠로 넘기기 Scroll the wheel", .systemTeal),
      ("3", "← → 키 Arrow keys", .systemGreen),
      ("4", "반쯤 놓으면 취소 Let go half way", .systemOrange),
      ("5", "끝 The end", .systemPink),
    ], showsDots: true)
  private let bookPages = StoryPages(
    pages: [
      ("I", "옛날 옛적에 Once upon a time", UIColor.systemBrown),
      ("II", "한 페이지씩 Page by page", .systemIndigo),
      ("III", "말림 효과 The curl", .systemPurple),
      ("IV", "끝 Fin", .systemGray),
    ], showsDots: false)

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "탭과 페이지 Tabs & Pages"
    view.backgroundColor = .systemBackground

    let scroll = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 12])
    scrollPages.attach(to: scroll)
    scroll.tabBarItem = UITabBarItem(title: "Pages", image: DemoIcons.pages, selectedImage: nil)

    let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    bookPages.attach(to: book)
    book.tabBarItem = UITabBarItem(title: "Book", image: DemoIcons.book, selectedImage: nil)

    let inbox = UINavigationController(rootViewController: InboxViewController())
    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: DemoIcons.tray, selectedImage: nil)
    inbox.tabBarItem.badgeValue = "3"

    let favorites = MessageViewController(text: "즐겨찾기 Favorites")
    favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
    favorites.tabBarItem.badgeValue = ""

    let profile = MessageViewController(text: "프로필 Profile")
    profile.tabBarItem = UITabBarItem(title: "Profile", image: DemoIcons.person, selectedImage: nil)
    let settings = MessageViewController(text: "설정 Settings")
    settings.tabBarItem = UITabBarItem(
      title: "Settings", image: DemoIcons.sliders, selectedImage: nil)

    viewControllers = [scroll, book, inbox, favorites, profile, settings]
  }

  /// UIKit's hook for the user's tab selections, as iOS subclasses override it.
  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    DemoLog.record("tab \(item.title ?? "")")
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its pages in code")
  }
}

/// The pages of one page view controller, made up front, as its data source and delegate; it
/// logs the turns for the end-to-end test.
private final class StoryPages: NSObject, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  let controllers: [UIViewController]
  let showsDots: Bool

  init(pages: [(String, String, UIColor)], showsDots: Bool) {
    controllers = pages.map { PageViewController(number: $0.0, caption: $0.1, color: $0.2) }
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

/// One page: a big numeral over a caption, on a colour.
private final class PageViewController: UIViewController {
  private let number: String
  private let caption: String
  private let color: UIColor

  init(number: String, caption: String, color: UIColor) {
    self.number = number
    self.caption = caption
    self.color = color
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its pages in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = color
    let numeral = UILabel()
    numeral.text = number
    numeral.font = .boldSystemFont(ofSize: 96)
    numeral.textColor = .white
    let subtitle = UILabel()
    subtitle.text = caption
    subtitle.font = .systemFont(ofSize: 17)
    subtitle.textColor = UIColor(white: 1, alpha: 0.85)
    let stack = UIStackView(arrangedSubviews: [numeral, subtitle])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
    ])
  }
}

/// A tab that only says what it is.
private final class MessageViewController: UIViewController {
  private let text: String

  init(text: String) {
    self.text = text
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its pages in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let label = UILabel()
    label.text = text
    label.font = .boldSystemFont(ofSize: 22)
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
    ])
  }
}

/// The inbox: a button per unread message. Opening one pushes it with the tab bar hidden, and
/// takes one off the tab's badge.
private final class InboxViewController: UIViewController {
  private var unread = 3

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "받은편지함 Inbox"
    view.backgroundColor = .systemGroupedBackground
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    for subject in ["회의 Meeting", "점심 Lunch", "사진 Photos"] {
      let button = UIButton(configuration: .filled())
      button.configuration?.title = subject
      button.addAction(
        UIAction { [unowned self] _ in open(subject) }, for: .primaryActionTriggered)
      stack.addArrangedSubview(button)
    }
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
    ])
  }

  private func open(_ subject: String) {
    unread = max(0, unread - 1)
    navigationController?.tabBarItem.badgeValue = unread > 0 ? "\(unread)" : nil
    let message = MessageViewController(text: subject)
    message.title = subject
    message.hidesBottomBarWhenPushed = true
    navigationController?.pushViewController(message, animated: true)
    DemoLog.record("open \(subject)")
  }
}
