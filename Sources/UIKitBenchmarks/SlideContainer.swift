import UIKit

/// A container view controller that pages between two children with
/// `transition(from:to:duration:options:animations:completion:)`, sliding the outgoing child
/// out to the left while the incoming one follows from the right, as a paging container does.
final class SlideContainer: UIViewController {
  private let pages: [UIViewController]
  private var current = 0
  private(set) var isSliding = false
  private(set) var completedSlides = 0
  /// When set, the first slide starts when the container appears and each completion starts
  /// the next: the pacing benchmark's endless run inside the real host.
  private let chainedDuration: TimeInterval?

  init(pages: (UIViewController, UIViewController), chainedDuration: TimeInterval? = nil) {
    self.pages = [pages.0, pages.1]
    self.chainedDuration = chainedDuration
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("SlideContainer is built in code")
  }

  override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let first = pages[current]
    addChild(first)
    first.view.frame = view.bounds
    view.addSubview(first.view)
    first.didMove(toParent: self)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if let chainedDuration, !isSliding { slide(duration: chainedDuration) }
  }

  /// Starts sliding to the other child; `isSliding` is true until the completion has run.
  func slide(duration: TimeInterval) {
    let from = pages[current]
    let to = pages[1 - current]
    let bounds = view.bounds
    from.willMove(toParent: nil)
    addChild(to)
    to.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
    isSliding = true
    transition(
      from: from, to: to, duration: duration, options: [.curveEaseInOut],
      animations: {
        to.view.frame = bounds
        from.view.frame = bounds.offsetBy(dx: -bounds.width, dy: 0)
      },
      completion: { _ in
        from.removeFromParent()
        to.didMove(toParent: self)
        self.current = 1 - self.current
        self.isSliding = false
        self.completedSlides += 1
        if let chainedDuration = self.chainedDuration { self.slide(duration: chainedDuration) }
      })
  }
}
