/// The object that manages one presentation, from `present(_:animated:)` to the end of its
/// dismissal: where the presented view goes, what surrounds it, and how it adapts.
///
/// Matches UIKit's `UIPresentationController`. Every presentation has one: the built-in styles
/// make their own (`UISheetPresentationController` for sheets, `UIPopoverPresentationController`
/// for popovers, a private one for the full-screen and context styles); a `.custom`
/// presentation gets the one its transitioning delegate returns, usually a subclass that
/// overrides:
/// - ``frameOfPresentedViewInContainerView``, where the animator puts the presented view;
/// - ``presentationTransitionWillBegin()`` to add decoration (a dimming view) and animate it
///   with the `transitionCoordinator`, and the other will/did pairs;
/// - ``containerViewWillLayoutSubviews()`` to place the presented view again when the window
///   changes size;
/// - ``shouldRemovePresentersView`` (the presenter then hears disappear callbacks) and
///   ``shouldPresentInFullscreen`` (`false` presents in the current context).
///
/// During a presentation UIKit calls, in order: the presenter's `viewWillDisappear` (when its
/// view is removed), the presented controller's `viewWillAppear`, ``presentationTransitionWillBegin()``,
/// the animator's `animateTransition(using:)`; when the animator completes, the coordinator's
/// completions, ``presentationTransitionDidEnd(_:)``, the did-callbacks, then `present`'s
/// completion. A dismissal mirrors it with ``dismissalTransitionWillBegin()`` and
/// ``dismissalTransitionDidEnd(_:)``.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
  /// Matches UIKit: the controller being presented. Not retained: the presented controller
  /// owns its presentation controller.
  public unowned let presentedViewController: UIViewController
  /// Matches UIKit: the controller that presents, once known (the one found from the
  /// presentation context, which may differ from the one `present` was called on).
  public internal(set) weak var presentingViewController: UIViewController!
  /// Matches UIKit: the view the presentation happens in, from the start of the presentation
  /// transition to the end of the dismissal; `nil` otherwise.
  public internal(set) var containerView: UIView?

  /// Matches UIKit: asked how to adapt, and told about dismissals the user starts.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Matches UIKit: traits laid over the presented controller's inherited ones.
  open var overrideTraitCollection: UITraitCollection? {
    didSet { presentedViewController.traitsMayHaveChanged() }
  }

  /// Where the presentation is in its life.
  var phase: PresentationPhase = .idle
  /// The transition in flight, presenting or dismissing.
  var runningTransition: ViewControllerTransition?
  /// The appearance callbacks of the transition in flight, ended when it completes.
  var appearanceTransition: ContainerSupport.SharedAppearanceTransition?
  /// The controller `present` was called on.
  weak var sourceViewController: UIViewController?
  /// The transition style the built-in animator uses.
  var transitionStyle: UIModalTransitionStyle = .coverVertical
  /// The presenter's view while this presentation has taken it out, and where it was.
  var removedPresenterView: RemovedPresenterView?
  /// The style in force now, after adaptation to the container's traits.
  var adaptedStyle: UIModalPresentationStyle?
  /// The completion of the dismissal in flight.
  var dismissalCompletion: (() -> Void)?
  /// Whether the dismissal in flight was started by the user (a drag, Escape, a click
  /// outside), so the delegate hears did-dismiss.
  var dismissalIsUserInitiated = false

  /// Matches UIKit: a presentation controller for `presentedViewController`, presented by
  /// `presentingViewController` (or, when `nil`, by the controller found when it is presented).
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
    super.init()
  }

  // MARK: The presented view

  /// Matches UIKit: the view the animator animates, by default the presented controller's
  /// view. Override it to return a view that wraps it (a shadow, a rounded clip).
  open var presentedView: UIView? { presentedViewController.view }

  /// Matches UIKit: the presented view's frame at the end of the presentation, in the
  /// container's coordinates; by default the container's bounds. A frame with NaN in it raises
  /// `CALayerInvalidGeometry` (the container's bounds are used if the handler returns); an
  /// empty one is used as it is, with a warning, since nothing can be seen of it.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Matches UIKit: `true`, so the presentation covers the window; `false` presents in the
  /// current context, like `.overCurrentContext`.
  open var shouldPresentInFullscreen: Bool { true }

  /// Matches UIKit: `false`, so the presenter's view stays under the presentation and the
  /// presenter hears no appearance callbacks; `true` removes it when the presentation ends
  /// (sending `viewWillDisappear`/`viewDidDisappear`) and brings it back for the dismissal.
  open var shouldRemovePresentersView: Bool { false }

  /// Matches UIKit: the style this presentation controller implements; `.custom` for one
  /// made by a transitioning delegate.
  open var presentationStyle: UIModalPresentationStyle { .custom }

  /// Matches UIKit: the style the presentation takes in the current traits.
  open var adaptivePresentationStyle: UIModalPresentationStyle {
    adaptivePresentationStyle(for: traitCollection)
  }

  /// Matches UIKit: the style this controller adapts to in `traitCollection`, before its
  /// delegate is asked; by default its own style.
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    presentationStyle
  }

  /// Matches UIKit: the container's traits (the window's, or the presentation context's).
  open var traitCollection: UITraitCollection {
    containerView?.traitCollection ?? presentingViewController?.traitCollection
      ?? UIScreen.main.traitCollection
  }

  // MARK: Layout

  /// Matches UIKit: called at the start of the container view's layout, before its subviews
  /// are laid out; put the presented view and decoration views in place here.
  open func containerViewWillLayoutSubviews() {}

  /// Matches UIKit: called at the end of the container view's layout.
  open func containerViewDidLayoutSubviews() {}

  // MARK: Transitions

  /// Matches UIKit: the presentation transition is about to start; add decoration views and
  /// animate them with the presented controller's `transitionCoordinator`.
  open func presentationTransitionWillBegin() {}

  /// Matches UIKit: the presentation transition ended; `completed` is `false` when it was
  /// cancelled, and decoration views should be removed.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Matches UIKit: the dismissal transition is about to start.
  open func dismissalTransitionWillBegin() {}

  /// Matches UIKit: the dismissal transition ended; `completed` is `false` when it was
  /// cancelled and the presentation stays.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  // MARK: UIContentContainer

  /// Matches UIKit: the presented controller's preferred content size.
  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

  /// Matches UIKit: called when the presented controller's preferred content size changes; the
  /// built-in popover resizes to it.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    containerView?.setNeedsLayout()
  }

  /// Declared for source compatibility; never called here.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Matches UIKit: the presented controller's size in a container of `parentSize`; by default
  /// the container's size.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  /// Matches UIKit: the container is about to change size; forwards the presented
  /// controller's new size to it.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    let childSize = self.size(
      forChildContentContainer: presentedViewController, withParentContainerSize: size)
    presentedViewController.viewWillTransition(to: childSize, with: coordinator)
  }

  /// Matches UIKit: the container's traits are about to change; forwards them to the presented
  /// controller.
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    presentedViewController.willTransition(
      to: presentedViewController.traits(inheriting: newCollection), with: coordinator)
  }

  // MARK: Hooks for the built-in styles

  /// The traits laid over the presented controller's: ``overrideTraitCollection``, and for a
  /// popover a compact width.
  var traitOverrideForPresented: UITraitCollection? { overrideTraitCollection }

  /// Why the style cannot present now (a popover with no anchor), in UIKit's words.
  func refusalToPresent() -> String? { nil }

  /// Builds the views the style puts around the presented view (a card, a bubble), before
  /// the transition reads ``presentedView``.
  func prepareViews() {}

  /// The style's own animator, used when the transitioning delegate gives none.
  func builtInAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
    ModalTransitionAnimator(style: transitionStyle, presenting: presenting)
  }

  /// The presentation took another style after its traits changed.
  func adaptedStyleDidChange() {
    containerView?.setNeedsLayout()
  }

  /// The presentation is over (dismissed, or its presentation cancelled): put back what the
  /// style changed.
  func presentationDidEnd() {}

  /// The class name and address, as UIKit prints objects.
  open override var description: String {
    "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress)>"
  }
}

/// Where a presentation is in its life.
enum PresentationPhase {
  /// Made (perhaps configured ahead of time), not presented yet, or dismissed.
  case idle
  /// The presentation transition runs.
  case presenting
  /// On screen, no transition running.
  case presented
  /// The dismissal transition runs (or an interactive dismissal is being dragged).
  case dismissing
}

/// A presenter's view taken out of the hierarchy by a presentation, and where it was.
struct RemovedPresenterView {
  weak var superview: UIView?
  /// The presenter's parent when its view was removed: the view goes back only if it is
  /// still there.
  weak var parent: UIViewController?
  var frame: CGRect
}
