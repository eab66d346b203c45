/// An object that manages a view hierarchy, and the unit of containment.
///
/// Matches UIKit's semantics, which the seeds describe: a controller loads its view lazily,
/// may contain child controllers whose root views it places in its own hierarchy, receives
/// appearance callbacks as its view enters and leaves a visible window, and can present other
/// controllers modally. The overridable surface is declared here; the behaviour lives in
/// `UIViewController+ViewLoading`, `+Containment`, `+Appearance`, `+Transition`,
/// `+Presentation` and `+Routing`.
@MainActor
open class UIViewController: UIResponder {
  // MARK: Stored state

  var loadedView: UIView?
  var isLoadingView = false
  var childControllers: [UIViewController] = []
  weak var parentController: UIViewController?
  var appearance = AppearanceRecord()
  var presentedController: UIViewController?
  weak var presentingController: UIViewController?
  /// What the controller is in the middle of, for `isMovingToParent` and friends.
  var parentMove: ParentMove = .none
  var presentationMove: PresentationMove = .none

  public let nibName: String?
  public let nibBundle: Bundle?

  // MARK: Creating

  /// Matches UIKit. Nib files do not exist on Linux: a non-`nil` name makes `loadView()`
  /// raise, as a missing nib does on iOS.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Archives do not exist on Linux; this behaves like `init(nibName: nil, bundle: nil)`.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  open var title: String?

  // MARK: The view (see UIViewController+ViewLoading.swift)

  /// The root view, loaded on first access: `loadView()` then `viewDidLoad()`, once.
  ///
  /// Matches UIKit: setting `nil` releases the view, and the next access loads it again.
  open var view: UIView! {
    get { loadViewIfNeededReturningView() }
    set { replaceView(with: newValue) }
  }

  /// Matches UIKit: makes a plain view the size of the screen, resizing with its container.
  open func loadView() {
    defaultLoadView()
  }

  open func viewDidLoad() {}

  open var isViewLoaded: Bool { loadedView != nil }

  open var viewIfLoaded: UIView? { loadedView }

  open func loadViewIfNeeded() { _ = loadViewIfNeededReturningView() }

  // MARK: Layout

  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  // MARK: Containment (see UIViewController+Containment.swift)

  /// Matches UIKit: not retained; the parent owns its children.
  open var parent: UIViewController? { parentController }

  /// Matches UIKit: in the order they were added.
  open var children: [UIViewController] { childControllers }

  /// Makes `childController` a child, after removing it from any previous parent.
  ///
  /// Matches UIKit: sends `willMove(toParent: self)` to the child; the container adds the
  /// child's view and then calls `didMove(toParent:)` itself.
  open func addChild(_ childController: UIViewController) {
    performAddChild(childController)
  }

  /// Matches UIKit: sends `didMove(toParent: nil)`; the container sent `willMove(toParent: nil)`
  /// and removed the view before.
  open func removeFromParent() {
    performRemoveFromParent()
  }

  open func willMove(toParent parent: UIViewController?) {
    if parent == nil, parentController != nil { parentMove = .removing }
  }

  open func didMove(toParent parent: UIViewController?) {
    parentMove = .none
  }

  // MARK: Appearance (see UIViewController+Appearance.swift)

  open func viewWillAppear(_ animated: Bool) {}
  /// Matches UIKit (iOS 13+): after `viewWillAppear`, once the view is in the hierarchy and
  /// laid out, before `viewDidAppear`.
  open func viewIsAppearing(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  /// Matches UIKit: `true`; a container that returns `false` forwards appearance to its
  /// children itself with ``beginAppearanceTransition(_:animated:)``.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated, batch: AppearanceBatch(), explicit: true)
  }

  open func endAppearanceTransition() {
    endAppearanceExplicitly()
  }

  /// True only inside the appearance callbacks of a move into a parent.
  open var isMovingToParent: Bool { appearance.isInCallback(.movingToParent) }
  /// True only inside the appearance callbacks of a move out of a parent.
  open var isMovingFromParent: Bool { appearance.isInCallback(.movingFromParent) }
  /// True only inside the appearance callbacks of this controller's presentation.
  open var isBeingPresented: Bool { appearance.isInCallback(.beingPresented) }
  /// True only inside the appearance callbacks of this controller's dismissal.
  open var isBeingDismissed: Bool { appearance.isInCallback(.beingDismissed) }

  // MARK: Transitions (see UIViewController+Transition.swift)

  /// Swaps two children's views with an animation.
  ///
  /// Matches UIKit: both must be children of the receiver, and the receiver must forward
  /// appearance automatically, or `NSInvalidArgumentException` is raised. Before returning,
  /// `to`'s view is added to `from`'s superview, `from` gets `viewWillDisappear` and `to`
  /// `viewWillAppear`. After the animation, `from`'s view is removed, the did-callbacks are
  /// sent, then `completion(true)`.
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    performTransition(
      from: fromViewController, to: toViewController, duration: duration, options: options,
      animations: animations, completion: completion)
  }

  // MARK: Presentation (see UIViewController+Presentation.swift)

  open var presentedViewController: UIViewController? { presentedController }
  open var presentingViewController: UIViewController? {
    presentingController ?? parentController?.presentingViewController
  }

  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  open var definesPresentationContext = false

  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    performPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismiss(animated: flag, completion: completion)
  }

  // MARK: Routing (see UIViewController+Routing.swift)

  /// Matches UIKit: the first ancestor that handles `show` shows it; with none, presents.
  open func show(_ vc: UIViewController, sender: Any?) {
    routeShow(vc, sender: sender, detail: false)
  }

  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    routeShow(vc, sender: sender, detail: true)
  }

  // MARK: Storyboards (see Storyboards/UIStoryboard.swift)

  /// Called before a storyboard segue. Storyboards do not exist on Linux, so UIKit never calls
  /// it here; it exists so that iOS code overriding it compiles.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Matches UIKit: the children an unwind segue may search; by default all of them, except
  /// the one the unwind starts from.
  open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource)
    -> [UIViewController]
  {
    children.filter { $0 !== source.source }
  }

  // MARK: Responder chain

  /// Matches UIKit: the root view's superview, or the parent when the view is not in a
  /// hierarchy (or not loaded).
  open override var next: UIResponder? {
    loadedView?.storedSuperview ?? parentController ?? presentingController
  }

  // MARK: Traits

  open var traitCollection: UITraitCollection {
    parentController?.traitCollection ?? loadedView?.storedSuperview?.traitCollection
      ?? UIScreen.main.traitCollection
  }

  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  open override var description: String {
    "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress)>"
  }
}

/// How a presented controller covers the screen. Only full-screen presentation is drawn; the
/// other styles are accepted and presented full screen.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// How a presented controller arrives on screen.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}
