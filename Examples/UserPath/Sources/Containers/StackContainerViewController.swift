import UIKit

/// A stack of children shown one at a time, written with the public containment API alone:
/// what `UINavigationController` does for a push, a pop and a drag back, without its bar.
///
/// A push or pop swaps the top child with `transition(from:to:duration:options:animations:
/// completion:)`, with `willMove(toParent:)` before and `didMove(toParent:)` or
/// `removeFromParent()` after, as seed 000's `cycle(from:to:)` does. A pop can also follow the
/// user (a drag from the left edge, or the `…InteractivePop` calls): it sends the appearance
/// callbacks itself with `beginAppearanceTransition`/`endAppearanceTransition` and scrubs a
/// `UIViewPropertyAnimator`, which finishes the pop or runs back and cancels it. The children
/// hear the same callbacks, in the same order, as a navigation controller's children do.
///
/// One change runs at a time: a push or pop asked for while another runs is ignored.
@MainActor
public final class StackContainerViewController: UIViewController {
  /// How long a push or a pop slides, as a navigation controller's does.
  public static let duration: TimeInterval = 0.35

  /// The children, the root first; the last one shows.
  public private(set) var viewControllers: [UIViewController]

  /// A push or pop is sliding.
  private var isTransitioning = false
  /// The pop that follows the user, and the two children it moves.
  private var interactivePop:
    (animator: UIViewPropertyAnimator, top: UIViewController, below: UIViewController)?

  /// A stack of one child, `rootViewController`.
  public init(rootViewController: UIViewController) {
    viewControllers = [rootViewController]
    super.init(nibName: nil, bundle: nil)
    addChild(rootViewController)
    rootViewController.didMove(toParent: self)
  }

  /// Containers are built in code here.
  public required init?(coder: NSCoder) {
    nil
  }

  /// The child that shows.
  public var topViewController: UIViewController? { viewControllers.last }

  /// Shows the top child, and lets a drag from the left edge pop it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    if let top = topViewController { install(top) }
    let dragBack = UIScreenEdgePanGestureRecognizer { [weak self] pan in self?.dragBack(pan) }
    dragBack.edges = .left
    view.addGestureRecognizer(dragBack)
  }

  // MARK: Push and pop

  /// Puts `viewController` on top, sliding it in from the right over the old top.
  public func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !isTransitioning, interactivePop == nil, let top = topViewController else { return }
    viewControllers.append(viewController)
    addChild(viewController)
    guard isInWindow else {
      // Off screen the views simply swap, and nobody hears appearance callbacks.
      if isViewLoaded {
        top.view.removeFromSuperview()
        install(viewController)
      }
      viewController.didMove(toParent: self)
      return
    }
    let bounds = view.bounds
    prepare(viewController, at: bounds.offsetBy(dx: bounds.width, dy: 0))
    isTransitioning = true
    transition(
      from: top, to: viewController, duration: animated ? Self.duration : 0, options: [],
      animations: {
        viewController.view.frame = bounds
        top.view.frame = bounds.offsetBy(dx: -bounds.width / 3, dy: 0)
      },
      completion: { _ in
        top.view.frame = bounds
        self.isTransitioning = false
        viewController.didMove(toParent: self)
      })
  }

  /// Takes the top child away, sliding it off to the right to uncover the one below, and
  /// returns it; `nil` when only the root is left.
  @discardableResult
  public func popViewController(animated: Bool) -> UIViewController? {
    guard !isTransitioning, interactivePop == nil, viewControllers.count > 1 else { return nil }
    let top = viewControllers.removeLast()
    let below = viewControllers[viewControllers.count - 1]
    top.willMove(toParent: nil)
    guard isInWindow else {
      if isViewLoaded {
        top.viewIfLoaded?.removeFromSuperview()
        install(below)
      }
      top.removeFromParent()
      return top
    }
    let bounds = view.bounds
    prepare(below, at: bounds.offsetBy(dx: -bounds.width / 3, dy: 0))
    isTransitioning = true
    transition(
      from: top, to: below, duration: animated ? Self.duration : 0, options: [],
      animations: {
        // The old top slides away above the child it uncovers.
        self.view.bringSubviewToFront(top.view)
        top.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
        below.view.frame = bounds
      },
      completion: { _ in
        top.view.frame = bounds
        self.isTransitioning = false
        top.removeFromParent()
      })
    return top
  }

  // MARK: The interactive pop

  /// Starts a pop that follows the user: ``updateInteractivePop(_:)`` moves it,
  /// ``finishInteractivePop()`` runs it on to the end, ``cancelInteractivePop()`` runs it back
  /// and leaves the stack as it was. Returns whether it started: it needs a child below the top,
  /// a view in a window, and no other change running.
  @discardableResult
  public func beginInteractivePop() -> Bool {
    guard isInWindow, !isTransitioning, interactivePop == nil, viewControllers.count > 1 else {
      return false
    }
    let top = viewControllers.removeLast()
    let below = viewControllers[viewControllers.count - 1]
    let bounds = view.bounds
    top.willMove(toParent: nil)
    // The view below loads before its callbacks, as `transition(from:to:…)` loads it.
    prepare(below, at: bounds.offsetBy(dx: -bounds.width / 3, dy: 0))
    top.beginAppearanceTransition(false, animated: true)
    below.beginAppearanceTransition(true, animated: true)
    view.insertSubview(below.view, belowSubview: top.view)
    let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .linear) {
      top.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
      below.view.frame = bounds
    }
    animator.addCompletion { [weak self] position in
      self?.endInteractivePop(finished: position == .end)
    }
    animator.pauseAnimation()
    interactivePop = (animator, top, below)
    return true
  }

  /// Moves the interactive pop to `percentComplete` (0 to 1) of the way.
  public func updateInteractivePop(_ percentComplete: CGFloat) {
    interactivePop?.animator.fractionComplete = percentComplete
  }

  /// Runs the interactive pop on to its end: the top child leaves.
  public func finishInteractivePop() {
    interactivePop?.animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
  }

  /// Runs the interactive pop back to where it started: the top child stays.
  public func cancelInteractivePop() {
    guard let animator = interactivePop?.animator else { return }
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
  }

  /// The end of the interactive pop, once its animation has come to rest.
  private func endInteractivePop(finished: Bool) {
    guard let pop = interactivePop else { return }
    interactivePop = nil
    let (top, below) = (pop.top, pop.below)
    if finished {
      top.view.removeFromSuperview()
      top.view.frame = view.bounds
      top.endAppearanceTransition()
      below.endAppearanceTransition()
      top.removeFromParent()
    } else {
      // As a navigation controller's cancelled drag back: the child below turns back, the top
      // one comes back, and it hears didMove(toParent:) again.
      viewControllers.append(top)
      below.beginAppearanceTransition(false, animated: true)
      top.beginAppearanceTransition(true, animated: true)
      below.view.removeFromSuperview()
      below.endAppearanceTransition()
      top.endAppearanceTransition()
      top.didMove(toParent: self)
    }
  }

  /// The drag from the left edge: past half way, or flicked to the right, it pops; otherwise
  /// it runs back.
  private func dragBack(_ pan: UIScreenEdgePanGestureRecognizer) {
    let progress = pan.translation(in: view).x / max(view.bounds.width, 1)
    switch pan.state {
    case .began:
      beginInteractivePop()
    case .changed:
      updateInteractivePop(progress)
    case .ended where progress > 0.5 || pan.velocity(in: view).x > 300:
      finishInteractivePop()
    case .ended, .cancelled, .failed:
      cancelInteractivePop()
    default:
      break
    }
  }

  // MARK: Views

  /// Whether the container's view is in a window, where changes slide and the children hear
  /// their appearance callbacks.
  private var isInWindow: Bool { viewIfLoaded?.window != nil }

  /// Loads `child`'s view and puts it at `frame`, resizing with the container.
  private func prepare(_ child: UIViewController, at frame: CGRect) {
    child.view.frame = frame
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  /// Puts `child`'s view in the container, filling it.
  private func install(_ child: UIViewController) {
    prepare(child, at: view.bounds)
    view.addSubview(child.view)
  }
}
