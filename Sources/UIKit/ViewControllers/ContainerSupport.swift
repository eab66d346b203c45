/// What UIKit's own containers and presentations need that a user's container cannot do
/// through the public API: the one internal interface they share, each member with the reason
/// it cannot be public.
///
/// The navigation, tab bar, page and split view controllers are otherwise built on the
/// containment API a user's container uses: `addChild`, `willMove(toParent:)`,
/// `didMove(toParent:)`, `removeFromParent()`, `beginAppearanceTransition`/
/// `endAppearanceTransition`, their own appearance callbacks and `view.window`, overridable
/// properties such as `transitionCoordinator`, and the transition protocols. Where a user's
/// container would write its own transition context, they share one with presentations
/// (`ViewControllerTransition`, in `Transitions/`), as UIKit's containers share UIKit's.
/// Nothing else in `Containers/` reaches the appearance or transition machinery;
/// presentations and `transition(from:to:duration:options:animations:completion:)` come here
/// too, so each mechanism has one path.
///
/// - ``SharedAppearanceTransition``: one appearance transition for several controllers and
///   the views they move, ended together (a presentation, a split view's columns sliding).
/// - ``setNeedsUpdateOfBars(_:of:coordinator:)`` and ``BarHost``: a descendant's tab bar item,
///   toolbar items, content scroll view or pushed stack changed, and the bars of the
///   containers above it follow.
/// - ``ScrollObserver``: a bar follows the scrolling of the content scroll view that
///   `contentScrollView(for:)` names.
/// - ``setContentOverlayInsets(_:of:)``: a child's safe area grows by what the container's
///   own bars cover.
@MainActor
enum ContainerSupport {
  /// What a container's bars show of its descendants.
  enum BarContent: Sendable {
    /// The descendant's `tabBarItem` was replaced.
    case tabBarItem
    /// The descendant's `toolbarItems` changed.
    case toolbarItems
    /// The descendant set a content scroll view, so `contentScrollView(for:)` may answer
    /// another.
    case contentScrollView
    /// Whether the descendant asks for the bottom bar hidden may have changed: a navigation
    /// controller's stack changed, and with it whether a pushed controller
    /// `hidesBottomBarWhenPushed`.
    case bottomBarHidden
  }

  /// A container whose bars show content of its descendants: it hears when that content
  /// changes, and reads the new content through the public API.
  protocol BarHost: UIViewController {
    /// `content` of `descendant` changed; with a `coordinator`, as part of that transition,
    /// which the bars animate alongside.
    func setNeedsUpdateOfBars(
      for content: BarContent, of descendant: UIViewController,
      coordinator: (any UIViewControllerTransitionCoordinator)?)
  }

  /// An object a scroll view tells each time its content moves: a navigation controller
  /// following its top controller's content scroll view.
  ///
  /// Why it is not public: UIKit's bars observe the content scroll view through private API.
  /// The public ways to hear a scroll view move belong to the app (its delegate) or need the
  /// Objective-C runtime (key-value observing of `contentOffset`).
  @MainActor
  protocol ScrollObserver: AnyObject {
    /// `scrollView`'s content offset changed.
    func observedScrollViewDidScroll(_ scrollView: UIScrollView)
  }

  /// Tells `child`'s root view how far the container's own bars (a navigation bar, a toolbar, a
  /// tab bar) cover its edges, in its own coordinates: its safe area grows by that.
  ///
  /// Why it is not public: UIKit's containers set these content overlay insets through private
  /// API. The public way, the child's `additionalSafeAreaInsets`, belongs to the app, which
  /// sets it on its own controllers whatever container they are in.
  static func setContentOverlayInsets(_ insets: UIEdgeInsets, of child: UIViewController) {
    child.contentOverlayInsets = insets
  }

  /// Tells each ancestor of `descendant` that is a ``BarHost``, nearest first, that `content`
  /// changed, as a `setNeedsUpdateOf…` call tells UIKit: the base class names no container.
  ///
  /// Why it is not public: UIKit's `tabBarItem` and `toolbarItems` setters tell the tab bar
  /// and navigation controllers above through private API, and a navigation controller tells
  /// the tab bar controller above it when a push hides the bottom bar. A user's container
  /// hears none of these.
  static func setNeedsUpdateOfBars(
    _ content: BarContent, of descendant: UIViewController,
    coordinator: (any UIViewControllerTransitionCoordinator)? = nil
  ) {
    var ancestor = descendant.parent
    while let current = ancestor {
      (current as? any BarHost)?.setNeedsUpdateOfBars(
        for: content, of: descendant, coordinator: coordinator)
      ancestor = current.parent
    }
  }

  /// One appearance transition shared by several controllers, and by the moves of their views
  /// in and out of a window, whose did-callbacks come together when its animation ends.
  ///
  /// Why it is not public: UIKit gives a presentation, a split view's columns sliding in or
  /// out, and `transition(from:to:…)` one such transition each, through private API. The
  /// public calls cannot express it: `beginAppearanceTransition` always sends its callback,
  /// even to a controller already on its way, and `endAppearanceTransition` ends one
  /// controller; and a view that enters or leaves a window outside such a transition has its
  /// did-callbacks at the end of the frame, not when the animation ends.
  ///
  /// ```swift
  /// let appearance = ContainerSupport.SharedAppearanceTransition()
  /// appearance.begin(leaving, appearing: false, animated: true)
  /// appearance.moveViews { container.addSubview(arriving.view) }  // its will-callbacks now
  /// // … when the animation ends:
  /// appearance.moveViews { leaving.view.removeFromSuperview() }
  /// appearance.end()  // every did-callback, in the order the will-callbacks came
  /// ```
  @MainActor
  final class SharedAppearanceTransition {
    private let batch = AppearanceBatch()

    init() {}

    /// Sends `controller` its will-callback (`viewWillAppear` when `appearing`, otherwise
    /// `viewWillDisappear`) and forwards it to its children, unless it is already on its way
    /// in that direction (or there), as UIKit leaves such a controller alone.
    func begin(_ controller: UIViewController, appearing: Bool, animated: Bool) {
      controller.beginAppearance(appearing, animated: animated, batch: batch, explicit: false)
    }

    /// Runs `moves`: the controllers whose views they bring into or take out of a visible
    /// window get their will-callbacks now, as part of this transition, instead of ending at
    /// the end of the frame.
    func moveViews(_ moves: () -> Void) {
      AppearanceDispatch.claim(batch, moves)
    }

    /// Sends the did-callbacks of every controller still in this transition, parents before
    /// children, in the order their will-callbacks came. A controller that has since begun
    /// another transition (its view left the window meanwhile) belongs to that one instead.
    func end() {
      batch.finish()
    }
  }
}
