import UIKit

/// Seed 000's custom container: a header, a content area that shows one page (a child view
/// controller) at a time, and page dots (a UIPageControl). It moves between pages with
/// `transition(from:to:duration:options:animations:completion:)`, cycling through the
/// transition styles, the way seed 000's `cycle(from:to:)` does. Click the dots, or press
/// ← and →.
final class CycleContainerViewController: TourViewController {
  private let pages: [UIViewController] = [
    DrawingPageViewController(), TextPageViewController(), LayersPageViewController(),
    MotionPageViewController(),
  ]
  private let styles: [(String, UIView.AnimationOptions)] = [
    ("slide", []), ("cross-dissolve", .transitionCrossDissolve),
    ("flip", .transitionFlipFromLeft), ("curl up", .transitionCurlUp),
  ]
  private let header = UILabel()
  private let caption = UILabel()
  private let contentArea = UIView()
  private let dots = UIPageControl()
  private var current = 0
  private var transitions = 0

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "cycle(from:to:)"
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(title: "Next page", input: UIKeyCommand.inputRightArrow) { [unowned self] _ in
        show(page: (current + 1) % pages.count)
      },
      UIKeyCommand(title: "Previous page", input: UIKeyCommand.inputLeftArrow) {
        [unowned self] _ in
        show(page: (current + pages.count - 1) % pages.count)
      },
    ]
  }

  /// Seed 002: the status bar follows the page on screen.
  override var childForStatusBarStyle: UIViewController? { pages[current] }
  override var childForStatusBarHidden: UIViewController? { pages[current] }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = pages[0].view.backgroundColor

    header.font = .boldSystemFont(ofSize: 28)
    header.textColor = .label
    caption.font = .systemFont(ofSize: 13)
    caption.textColor = .secondaryLabel
    contentArea.clipsToBounds = true
    contentArea.layer.cornerRadius = 18

    dots.numberOfPages = pages.count
    dots.currentPageIndicatorTintColor = .systemBlue
    dots.pageIndicatorTintColor = .systemGray3
    dots.addAction(
      UIAction { [unowned self] _ in
        show(page: dots.currentPage)
        // A click during a page change is ignored: the dots stay on the page shown.
        dots.currentPage = current
      }, for: .valueChanged)
    layOutChrome()
    // Solve the chrome now, so the first page starts at the content area's size and its own
    // constraints never see an empty frame.
    view.layoutIfNeeded()
    let first = pages[current]
    addChild(first)
    first.view.frame = contentArea.bounds
    first.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentArea.addSubview(first.view)
    first.didMove(toParent: self)
    updateChrome()
  }

  /// The header, caption, content area and dots, placed with anchors against the safe area;
  /// the pages inside the content area follow it by autoresizing, the seed-000 way.
  private func layOutChrome() {
    for item in [header, caption, contentArea, dots] {
      item.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(item)
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 8),
      header.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 24),
      header.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -24),
      caption.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 2),
      caption.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      caption.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      contentArea.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 10),
      contentArea.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      contentArea.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
      contentArea.bottomAnchor.constraint(equalTo: dots.topAnchor, constant: -4),
      dots.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      dots.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -4),
    ])
  }

  /// Seed 000's cycle(from:to:), with the transition style of the moment.
  func show(page index: Int) {
    guard index != current, children.count == 1 else { return }
    let old = pages[current]
    current = index
    let new = pages[current]
    DemoLog.record("page \(index)")
    let (_, options) = styles[transitions % styles.count]
    transitions += 1
    let slides = options.isEmpty
    let bounds = contentArea.bounds

    old.willMove(toParent: nil)
    addChild(new)
    new.view.frame = slides ? bounds.offsetBy(dx: bounds.width, dy: 0) : bounds
    new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    transition(
      from: old, to: new, duration: 0.6, options: options.union(.curveEaseInOut),
      animations: {
        guard slides else { return }
        new.view.frame = bounds
        old.view.frame = bounds.offsetBy(dx: -bounds.width, dy: 0)
      },
      completion: { _ in
        old.view.frame = bounds
        old.removeFromParent()
        new.didMove(toParent: self)
      })
    UIView.animate(withDuration: 0.6) { self.view.backgroundColor = new.view.backgroundColor }
    setNeedsStatusBarAppearanceUpdate()
    updateChrome()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    // The constraints already follow the new size; laying out inside the coordinator's
    // animation makes the chrome move with the rotation, as on iOS.
    coordinator.animate(alongsideTransition: { _ in self.view.layoutIfNeeded() }, completion: nil)
  }

  private func updateChrome() {
    let page = pages[current]
    header.text = page.title
    let light = page.preferredStatusBarStyle == .lightContent
    header.textColor = light ? .white : .label
    caption.textColor = light ? UIColor(white: 1, alpha: 0.8) : .secondaryLabel
    let (style, _) = styles[transitions % styles.count]
    caption.text = "다음 전환 next: \(style) · ← → or the dots"
    dots.currentPage = current
  }
}
