import UIKit

/// Seed 000's custom container: it shows one child at a time, inset by 10 points, and swaps
/// children with a slide, using only the public containment API.
@MainActor
public final class ContentContainerViewController: UIViewController {
  /// The child on screen.
  public private(set) var current: UIViewController?

  /// Makes an empty container.
  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Containers are built in code here.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Sets the dark background the children sit on.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .darkGray
  }

  /// Where a child's view goes: the container's bounds, 10 points in.
  func frameForContentController() -> CGRect { view.bounds.insetBy(dx: 10, dy: 10) }

  /// Seed 000's `displayContentController`: adds `content` as the child on screen.
  public func displayContentController(_ content: UIViewController) {
    addChild(content)
    content.view.frame = frameForContentController()
    view.addSubview(content.view)
    content.didMove(toParent: self)
    current = content
  }

  /// Seed 000's `hideContentController`: removes `content`.
  public func hideContentController(_ content: UIViewController) {
    content.willMove(toParent: nil)
    content.view.removeFromSuperview()
    content.removeFromParent()
    if current === content { current = nil }
  }

  /// Seed 000's `cycle(from:to:)`: slides `newChild` in from the right as the current child
  /// leaves to the left, in 0.25 s.
  public func cycle(to newChild: UIViewController) {
    guard let oldChild = current else { return displayContentController(newChild) }
    oldChild.willMove(toParent: nil)
    addChild(newChild)
    let frame = frameForContentController()
    newChild.view.frame = frame.offsetBy(dx: view.bounds.width, dy: 0)
    current = newChild
    transition(
      from: oldChild, to: newChild, duration: 0.25, options: [],
      animations: {
        newChild.view.frame = frame
        oldChild.view.frame = frame.offsetBy(dx: -self.view.bounds.width, dy: 0)
      },
      completion: { _ in
        oldChild.removeFromParent()
        newChild.didMove(toParent: self)
      })
  }
}
