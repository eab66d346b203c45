/// The presentation controller of a sheet: `.pageSheet`, `.formSheet` and `.automatic`.
///
/// Matches UIKit (iOS 15+), which the `sheetPresentationController` of a controller presented
/// as a sheet returns:
/// - a card with rounded top corners rises over the dimmed presenter; in compact width it
///   spans the width and the presenter behind it is scaled back with rounded corners (the
///   iPhone look), in regular width a page sheet is a column of at most 704 points and a form
///   sheet a centred 540 × 620 card;
/// - ``detents`` are the heights it rests at; ``selectedDetentIdentifier`` is the one it is at
///   (`nil` means the smallest); below ``largestUndimmedDetentIdentifier`` the presenter is not
///   dimmed and stays interactive; ``prefersGrabberVisible`` shows the grabber;
/// - dragging the card moves it between detents, rubber-banding past the largest; dragging it
///   down past the smallest starts an interactive dismissal, which finishes if let go past
///   half way or flicked down, and is cancelled otherwise; Escape dismisses too;
/// - `isModalInPresentation` (or a delegate that says no) stops the user's dismissals: the card
///   rubber-bands back and the delegate hears `presentationControllerDidAttemptToDismiss`.
///
/// The presenter of a sheet hears no appearance callbacks, as on iOS 13 and later.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// Matches UIKit: the heights the sheet may rest at, smallest to largest by height whatever
  /// the order given; `[.large()]` by default.
  open var detents: [Detent] = [.large()] {
    didSet { layOutCard(animated: false) }
  }

  /// Matches UIKit: the detent the sheet rests at; `nil` means the smallest. The user's drags
  /// change it (and tell the delegate); set it inside ``animateChanges(_:)`` to animate.
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { layOutCard(animated: false) }
  }

  /// Matches UIKit: the largest detent at which the presenter is neither dimmed nor blocked;
  /// `nil` dims at every detent.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { layOutCard(animated: false) }
  }

  /// Matches UIKit: whether the grabber shows at the top of the sheet; `false` by default.
  open var prefersGrabberVisible = false {
    didSet { card.grabber.isHidden = !prefersGrabberVisible }
  }

  /// Matches UIKit: the corner radius of the sheet; `nil` is the system's (10 points).
  open var preferredCornerRadius: CGFloat? {
    didSet { card.cornerRadius = preferredCornerRadius ?? SheetCardView.defaultCornerRadius }
  }

  /// Matches UIKit: stored for source compatibility; scrolling never resizes the sheet here.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Matches UIKit: stored for source compatibility; sheets here are edge-attached in compact
  /// height as in any other.
  open var prefersEdgeAttachedInCompactHeight = false
  /// Matches UIKit: stored for source compatibility.
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  /// The style made for: `.pageSheet` or `.formSheet`.
  let style: UIModalPresentationStyle
  /// The card: the presented view.
  let card = SheetCardView()
  /// Dims and blocks the presenter.
  let dimmingView = DimmingView()
  /// Behind a scaled-back presenter, the black of the screen.
  let backdropView = UIView()
  /// The view scaled back behind the sheet, and its corner radius and clipping before.
  var scaledBackView: (view: UIView, cornerRadius: CGFloat, clips: Bool)?
  /// The drag in progress.
  var drag: SheetDrag?
  /// Whether the presenter behind is scaled back over black now (the status bar turns light).
  var scalesBackPresenter = false
  /// The popover this sheet lays out while the popover is adapted to a sheet.
  weak var adaptingPopover: UIPopoverPresentationController?

  /// Matches UIKit: a sheet for `presentedViewController`.
  public override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    style = .pageSheet
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    setUpViews()
  }

  init(
    presentedViewController: UIViewController, presenting: UIViewController?,
    style: UIModalPresentationStyle
  ) {
    self.style = style
    super.init(presentedViewController: presentedViewController, presenting: presenting)
    setUpViews()
  }

  private func setUpViews() {
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.3)
    dimmingView.isOpaque = false
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] _ in self?.dimmingViewTapped() })
    backdropView.backgroundColor = .black
    backdropView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    backdropView.isUserInteractionEnabled = false
    card.addGestureRecognizer(UIPanGestureRecognizer { [weak self] in self?.dragged($0) })
  }

  /// Matches UIKit: changes made in `changes` to the detents or the selected detent animate.
  open func animateChanges(_ changes: () -> Void) {
    UIView.performWithoutAnimation { changes() }
    layOutCard(animated: true)
  }

  /// Matches UIKit (iOS 16+): custom detents are resolved again on the next layout.
  open func invalidateDetents() {
    layOutCard(animated: false)
  }

  /// Matches UIKit: the sheet's style.
  open override var presentationStyle: UIModalPresentationStyle { style }

  /// Matches UIKit: the card that holds the presented controller's view.
  open override var presentedView: UIView? { card }

  /// Matches UIKit: the card's frame at the selected detent.
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    return cardFrame(in: containerView.bounds, at: selectedDetent(in: containerView)?.height)
  }

  /// Matches UIKit: a sheet leaves the presenter on screen.
  open override var shouldRemovePresentersView: Bool { false }

  /// Matches UIKit: a sheet does not present in full screen.
  open override var shouldPresentInFullscreen: Bool { false }

  /// Matches UIKit: the presented controller's size in a container of `parentSize`: the
  /// card's at the selected detent.
  open override func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    cardFrame(in: CGRect(origin: .zero, size: parentSize), at: nil).size
  }

  /// Matches UIKit: places the card, the dimming and the scaled-back presenter for the
  /// container's new size and traits.
  open override func containerViewWillLayoutSubviews() {
    guard phase == .presented, drag == nil else { return }
    layOutCard(animated: false)
  }

  /// Matches UIKit: the dimming view fades in (and the presenter is scaled back in compact
  /// width) alongside the presentation.
  open override func presentationTransitionWillBegin() {
    installDecoration()
    let dims = isDimmed
    alongside { [self] in applyDecoration(dimmed: dims) }
  }

  /// Matches UIKit: a cancelled presentation takes its decoration away.
  open override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { removeDecoration() }
  }

  /// Matches UIKit: the dimming fades out and the presenter comes forward alongside the
  /// dismissal.
  open override func dismissalTransitionWillBegin() {
    alongside { [self] in applyDecoration(dimmed: false) }
  }

  /// Matches UIKit: the decoration goes once the sheet has; a cancelled dismissal keeps it.
  open override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed {
      removeDecoration()
    } else {
      layOutCard(animated: false)
    }
  }

  override func prepareViews() {
    card.hold(presentedViewController.view)
    card.grabber.isHidden = !prefersGrabberVisible
  }

  override func builtInAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
    // A flip or a curl makes no sense for a card: sheets slide or fade.
    ModalTransitionAnimator(
      style: transitionStyle == .crossDissolve ? .crossDissolve : .coverVertical,
      presenting: presenting)
  }

  override func adaptedStyleDidChange() {
    layOutCard(animated: false)
  }

  override func presentationDidEnd() {
    drag = nil
  }

  /// Runs `changes` alongside the transition in flight, or at once without one.
  private func alongside(_ changes: @escaping () -> Void) {
    let coordinator = (adaptingPopover ?? self).runningTransition?.coordinator
    if let coordinator,
      coordinator.animate(alongsideTransition: { _ in changes() }, completion: nil)
    {
      return
    }
    changes()
  }

  private func dimmingViewTapped() {
    // Matches UIKit: a click outside a sheet dismisses it in regular width only.
    guard traitCollection.horizontalSizeClass == .regular else { return }
    (adaptingPopover ?? self).dismissFromUser()
  }
}
