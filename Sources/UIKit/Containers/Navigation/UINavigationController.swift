/// A container that shows a stack of controllers, one at a time, under a navigation bar:
/// `pushViewController(_:animated:)` slides a new one in from the right, the back button (or a
/// drag from the left edge, Escape, or Alt+←) slides it away again.
///
/// Matches UIKit's semantics, checked by ordered logs in the tests:
/// - `children` is always `viewControllers`, and the stack changes before push, pop or set
///   returns; the transition itself starts in the next frame's layout step.
/// - An animated push of B over A: `B.willMove(toParent: nav)` inside the call; then
///   `A.viewWillDisappear(true)` and `B.viewWillAppear(true)`, with a transition coordinator;
///   when the animation ends `A.viewDidDisappear(true)`, `B.viewDidAppear(true)` and
///   `B.didMove(toParent: nav)`. A pop mirrors it, from `B.willMove(toParent: nil)` to
///   `B.didMove(toParent: nil)`. Without animation the same order runs within one frame.
/// - A push, pop or set made while a transition runs waits for it to finish, as UIKit's does
///   (`viewControllers` does not show it until then).
/// - A cancelled drag back leaves the stack as it was: the controller below hears will-appear,
///   will-disappear and did-disappear; the top one will-disappear, will-appear and
///   did-appear, then `didMove(toParent: nav)` again.
///
/// It is built on the public containment API a user's container would use: `addChild`,
/// `willMove`/`didMove`, `beginAppearanceTransition`/`endAppearanceTransition`, its own
/// appearance callbacks to know it is on screen (an override must call `super`), an override
/// of `transitionCoordinator`, and the transition protocols, which the delegate can supply for
/// custom pushes and pops. Its bars follow its children's `toolbarItems` and
/// `contentScrollView(for:)` through `ContainerSupport`, as UIKit's do through private API.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The kind of change a navigation transition makes, as `UINavigationController.Operation`.
  public enum Operation: Int, Sendable {
    /// No change of top controller.
    case none = 0
    /// A controller arrives on top.
    case push = 1
    /// The top controller leaves.
    case pop = 2
  }

  /// Matches UIKit: the duration of `setNavigationBarHidden(_:animated:)` and
  /// `setToolbarHidden(_:animated:)`.
  public static let hideShowBarDuration: TimeInterval = 0.2

  /// The stack, root first: what `viewControllers` and `children` return.
  var stack: [UIViewController] = []
  /// The stack as of the last finished transition: what a cancelled one goes back to.
  var settledStack: [UIViewController] = []
  /// The controller whose view the transition view shows when no transition runs.
  var displayed: UIViewController?
  /// Controllers that left the stack but have not yet heard `didMove(toParent: nil)`.
  var leaving: [UIViewController] = []
  /// Controllers that joined the stack but have not yet heard `didMove(toParent: self)`.
  var arriving: [UIViewController] = []
  /// A change of the stack waits for the next layout step, and whether it animates.
  var pendingChange: (animated: Bool, operation: Operation)?
  /// The transition running now.
  var runningTransition: ViewControllerTransition?
  /// Pushes, pops and sets requested during a transition, run when it ends.
  var deferredChanges: [() -> Void] = []
  /// The drag back in progress, which drives the pop it starts.
  var popInteraction: UIPercentDrivenInteractiveTransition?
  /// Where this controller is in its own appearance, as its callbacks below tell it.
  var ownAppearance = ContainerAppearance.disappeared
  /// The displayed controller's content scroll view, which the bar follows.
  weak var followedScrollView: UIScrollView?

  /// The view under the bars that clips the children's views (`UINavigationTransitionView`).
  let navigationTransitionView = NavigationTransitionView(frame: UIScreen.main.bounds)
  /// The view that holds the children's views, and that pushes and pops happen in
  /// (`UIViewControllerWrapperView`).
  var transitionView: ViewControllerWrapperView { navigationTransitionView.wrapperView }
  /// Whether each bar is meant to be hidden (it stays visible while it slides away).
  var navigationBarHiddenTarget = false
  var toolbarHiddenTarget = true

  /// Matches UIKit: the bar at the top, managed by this controller.
  public let navigationBar: UINavigationBar
  /// Matches UIKit: the toolbar at the bottom, hidden until ``isToolbarHidden`` is `false`.
  public let toolbar: UIToolbar!

  /// Matches UIKit: told about pushes and pops, and asked for custom transitions.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// Matches UIKit: whether a tap on the content hides and shows the bars.
  open var hidesBarsOnTap = false

  // MARK: Creating

  /// Matches UIKit: a navigation controller with `rootViewController` at the bottom of its
  /// stack.
  public init(rootViewController: UIViewController) {
    navigationBar = UINavigationBar()
    toolbar = UIToolbar()
    super.init(nibName: nil, bundle: nil)
    setUp()
    setViewControllers([rootViewController], animated: false)
  }

  /// Matches UIKit: a navigation controller whose bar and toolbar are of custom classes.
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    navigationBar = (navigationBarClass as? UINavigationBar.Type)?.init() ?? UINavigationBar()
    toolbar = (toolbarClass as? UIToolbar.Type)?.init() ?? UIToolbar()
    super.init(nibName: nil, bundle: nil)
    setUp()
  }

  /// Matches UIKit: an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    navigationBar = UINavigationBar()
    toolbar = UIToolbar()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp()
  }

  /// Matches UIKit's decoding initializer: an empty navigation controller.
  public required init?(coder: NSCoder) {
    navigationBar = UINavigationBar()
    toolbar = UIToolbar()
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    navigationBar.managingController = self
    navigationBar.onBack = { [weak self] in self?.popFromBackButton() }
    navigationBar.onLayoutChange = { [weak self] in self?.barsDidChange() }
    toolbar.isHidden = true
  }

  // MARK: The stack

  /// Matches UIKit: the stack, root first; setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Matches UIKit: a navigation controller's children are its stack.
  open override var children: [UIViewController] { stack }

  /// Matches UIKit: the controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// Matches UIKit: the topmost controller presented over the navigation controller (by it,
  /// by a controller on its stack, or by an ancestor), or else the top of the stack.
  open var visibleViewController: UIViewController? {
    var controller = presentedViewController ?? topViewController
    while let presented = controller?.presentedViewController { controller = presented }
    return controller
  }

  /// Pushes `viewController` on top, animated like UIKit's from the right.
  ///
  /// Matches UIKit: raises `NSInvalidArgumentException` for a controller already on the stack
  /// or a navigation controller.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if let refusal = refusalToPush([viewController]) {
      UIKitException.raise(.invalidArgumentException, refusal)
      return
    }
    guard !defersChange({ self.pushViewController(viewController, animated: animated) }) else {
      return
    }
    stack.append(viewController)
    adopt(viewController)
    requestTransition(animated: animated, operation: .push)
  }

  /// Pops the top controller and returns it; `nil` when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard !defersChange({ self.popViewController(animated: animated) }) else { return nil }
    guard stack.count > 1 else { return nil }
    let popped = stack.removeLast()
    release([popped])
    requestTransition(animated: animated, operation: .pop)
    return popped
  }

  /// Pops every controller above `viewController` and returns them.
  ///
  /// Matches UIKit: raises `NSInternalInconsistencyException` when `viewController` is not on
  /// the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      UIKitException.raise(
        .internalInconsistencyException, "Tried to pop to a view controller that doesn't exist.")
      return nil
    }
    guard !defersChange({ self.popToViewController(viewController, animated: animated) }) else {
      return nil
    }
    let popped = Array(stack[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    stack.removeSubrange((index + 1)...)
    release(popped)
    requestTransition(animated: animated, operation: .pop)
    return popped
  }

  /// Pops every controller above the root and returns them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Replaces the stack, animating as a push when the new top is new, and as a pop when it
  /// was below the old top.
  ///
  /// Matches UIKit: an empty stack is accepted (nothing is shown); duplicates and navigation
  /// controllers raise `NSInvalidArgumentException`.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    if let refusal = refusalToPush(viewControllers, replacing: true) {
      UIKitException.raise(.invalidArgumentException, refusal)
      return
    }
    guard !defersChange({ self.setViewControllers(viewControllers, animated: animated) }) else {
      return
    }
    let old = stack
    let oldTop = old.last
    stack = viewControllers
    release(old.filter { controller in !viewControllers.contains { $0 === controller } })
    for controller in viewControllers where !old.contains(where: { $0 === controller }) {
      adopt(controller)
    }
    let newTop = viewControllers.last
    let operation: Operation
    if newTop === oldTop {
      operation = .none
    } else if let newTop, old.contains(where: { $0 === newTop }) {
      operation = .pop
    } else {
      operation = .push
    }
    requestTransition(animated: animated, operation: operation)
  }

  /// Called after a controller left the stack and this controller: the More list of a tab bar
  /// controller gives its tabs back here.
  func controllerDidLeaveStack(_ controller: UIViewController) {}

  /// Why these controllers cannot go on the stack, in UIKit's words; `nil` if they can.
  private func refusalToPush(_ controllers: [UIViewController], replacing: Bool = false)
    -> String?
  {
    for (index, controller) in controllers.enumerated() {
      if controller is UINavigationController {
        return "Pushing a navigation controller is not supported"
      }
      let duplicate =
        controllers[..<index].contains { $0 === controller }
        || (!replacing && stack.contains { $0 === controller })
      if duplicate {
        return "Pushing the same view controller instance more than once is not supported "
          + "(\(controller))"
      }
    }
    return nil
  }

  /// Makes `controller` a child; `didMove(toParent:)` follows when its transition ends.
  private func adopt(_ controller: UIViewController) {
    leaving.removeAll { $0 === controller }
    addChild(controller)
    arriving.append(controller)
  }

  /// Tells controllers leaving the stack; `didMove(toParent: nil)` follows when the transition
  /// ends.
  private func release(_ controllers: [UIViewController]) {
    for controller in controllers {
      arriving.removeAll { $0 === controller }
      controller.willMove(toParent: nil)
      leaving.append(controller)
    }
  }

  /// Queues `change` if a transition is running; returns whether it did.
  private func defersChange(_ change: @escaping () -> Void) -> Bool {
    guard runningTransition != nil else { return false }
    deferredChanges.append(change)
    return true
  }

  // MARK: Bars

  /// Matches UIKit: whether the navigation bar is hidden.
  open var isNavigationBarHidden: Bool {
    get { navigationBarHiddenTarget }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Matches UIKit: hides or shows the navigation bar, sliding it up or down when animated.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    setBar(navigationBar, hidden: hidden, animated: animated)
  }

  /// Matches UIKit: whether the toolbar is hidden; `true` at first.
  open var isToolbarHidden: Bool {
    get { toolbarHiddenTarget }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Matches UIKit: hides or shows the toolbar, sliding it when animated.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    setBar(toolbar, hidden: hidden, animated: animated)
  }

  /// Matches UIKit: the drag from the left edge that pops the top controller.
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

  private(set) lazy var popGesture = UIScreenEdgePanGestureRecognizer { [weak self] in
    self?.dragBack($0)
  }

  /// A tap on the content, which toggles the bars when ``hidesBarsOnTap`` is set.
  private(set) lazy var barsTapRecognizer: UITapGestureRecognizer = {
    let recognizer = UITapGestureRecognizer { [weak self] _ in self?.toggleBarsOnTap() }
    recognizer.cancelsTouchesInView = false
    return recognizer
  }()

  /// Matches UIKit: the navigation controller's view is a container of the children's views
  /// and the bars.
  open override func loadView() {
    loadContainerView()
  }

  /// Matches UIKit's keyboard shortcuts for going back: Escape, and Alt+← (⌘[ on iOS), while
  /// there is something to pop.
  open override var keyCommands: [UIKeyCommand]? {
    guard canPopFromKeyboard else { return super.keyCommands }
    let back: (UIKeyCommand) -> Void = { [weak self] _ in self?.popFromBackButton() }
    return (super.keyCommands ?? []) + [
      UIKeyCommand(
        title: "Back", input: UIKeyCommand.inputEscape, modifierFlags: [], handler: back),
      UIKeyCommand(
        title: "Back", input: UIKeyCommand.inputLeftArrow, modifierFlags: .alternate, handler: back),
    ]
  }

  /// Matches UIKit: a navigation controller's status bar follows its top controller's, when
  /// the bar is hidden; otherwise the bar decides.
  open override var childForStatusBarStyle: UIViewController? {
    isNavigationBarHidden ? topViewController : nil
  }

  /// Matches UIKit: the top controller decides whether the status bar shows.
  open override var childForStatusBarHidden: UIViewController? { topViewController }

  override var childForKeyCommands: UIViewController? { topViewController }

  // MARK: Appearance

  /// Matches UIKit: sent as the view starts appearing; an override calls `super`, which
  /// a push or pop needs to know that it is on screen.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    ownAppearance = .appearing
  }

  /// Matches UIKit: sent once the view has appeared; an override calls `super`, which
  /// a push or pop needs to animate.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    ownAppearance = .appeared
  }

  /// Matches UIKit: sent as the view starts disappearing; an override calls `super`.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    ownAppearance = .disappearing
  }

  /// Matches UIKit: sent once the view has disappeared; an override calls `super`, after
  /// which changes of child no longer run transitions.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    ownAppearance = .disappeared
  }

  /// Matches UIKit: the coordinator of the push or pop running now; otherwise, as for any
  /// controller, that of its presentation or of an ancestor's transition.
  open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let runningTransition, !runningTransition.isComplete {
      return runningTransition.coordinator
    }
    return super.transitionCoordinator
  }

  // MARK: Routing

  /// Matches UIKit: `show(_:sender:)` from this controller or one on its stack pushes `vc`,
  /// animated.
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  /// Matches UIKit: as a collapsing split's primary, the secondary joins the stack (a
  /// navigation controller's controllers move over).
  open override func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController,
    for splitViewController: UISplitViewController
  ) {
    takeSecondary(secondaryViewController)
  }

  /// Matches UIKit: as an expanding split's primary, gives back what it took (and what was
  /// pushed since) as the secondary.
  open override func separateSecondaryViewController(
    for splitViewController: UISplitViewController
  ) -> UIViewController? {
    giveBackSecondary(to: splitViewController)
  }
}
