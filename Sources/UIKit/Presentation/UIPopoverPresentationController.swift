/// The presentation controller of a popover: a bubble with an arrow, anchored to a view, a
/// rectangle in it, or a bar button item.
///
/// Matches UIKit, which the `popoverPresentationController` of a controller whose style is
/// `.popover` returns:
/// - set ``sourceView`` (with ``sourceRect``, which defaults to the view's bounds) or
///   ``barButtonItem`` before presenting, or UIKit's `NSGenericException` is raised;
/// - the bubble takes the presented controller's `preferredContentSize` (320 × 480 when it has
///   none), and points its arrow from the first of ``permittedArrowDirections`` (up, down,
///   left, right) that fits; ``arrowDirection`` tells which;
/// - the presenter stays interactive only through ``passthroughViews``: a click anywhere else
///   outside the bubble dismisses the popover (asking the delegate, as for any dismissal the
///   user starts), and so does Escape;
/// - in compact width the popover adapts to a sheet (``adaptiveSheetPresentationController``
///   configures it), unless the delegate's `adaptivePresentationStyle(for:traitCollection:)`
///   returns `.none`; resizing the window adapts it back and forth while it shows;
/// - the presented controller's traits are compact in width while it is a popover.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// Matches UIKit: the view the popover points at.
  open var sourceView: UIView?
  /// Matches UIKit: the rectangle in ``sourceView`` the popover points at; the view's bounds
  /// when empty.
  open var sourceRect: CGRect = .zero
  /// Matches UIKit: a bar button item to point at instead of a view.
  open var barButtonItem: UIBarButtonItem?
  /// Matches UIKit: the sides the arrow may point from; `.any` by default.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// Matches UIKit: the side the arrow points from, `.unknown` until the popover is laid out
  /// and while it is adapted to a sheet.
  open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
  /// Matches UIKit: views outside the popover that keep receiving clicks while it shows.
  open var passthroughViews: [UIView]? {
    didSet { outsideView.passthroughViews = passthroughViews ?? [] }
  }
  /// Matches UIKit: the bubble's colour; `nil` is the system background.
  open var backgroundColor: UIColor? {
    didSet { popoverView.setColor(backgroundColor) }
  }
  /// Matches UIKit: how far from the container's edges the popover keeps.
  open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
  /// Matches UIKit: stored for source compatibility; the popover never covers its anchor here.
  open var canOverlapSourceViewRect = false

  /// Matches UIKit (iOS 15+): the sheet the popover becomes in compact width; set its detents
  /// and grabber here.
  public private(set) lazy var adaptiveSheetPresentationController: UISheetPresentationController =
    {
      let sheet = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: presentingViewController)
      sheet.adaptingPopover = self
      return sheet
    }()

  let popoverView = PopoverView()
  let outsideView = PopoverOutsideView()

  /// The default content size of a popover whose controller has no preferred size.
  static let defaultContentSize = CGSize(width: 320, height: 480)
  /// How long a popover takes to fade in or out.
  static let fadeDuration: TimeInterval = 0.25

  /// Matches UIKit: a popover for `presentedViewController`.
  public override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    outsideView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    outsideView.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] _ in self?.dismissFromUser() })
  }

  /// Matches UIKit: `.popover`.
  open override var presentationStyle: UIModalPresentationStyle { .popover }

  /// Matches UIKit: a popover adapts to a sheet in compact width.
  open override func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    traitCollection.horizontalSizeClass == .compact ? .pageSheet : .popover
  }

  /// Matches UIKit: the bubble, or the sheet's card while adapted.
  open override var presentedView: UIView? {
    isAdapted ? adaptiveSheetPresentationController.presentedView : popoverView
  }

  /// Matches UIKit: the bubble's frame next to its anchor, or the sheet's card while adapted.
  open override var frameOfPresentedViewInContainerView: CGRect {
    if isAdapted { return adaptiveSheetPresentationController.frameOfPresentedViewInContainerView }
    return layout()?.frame ?? .zero
  }

  /// Matches UIKit: a popover leaves the presenter on screen.
  open override var shouldPresentInFullscreen: Bool { false }

  /// Matches UIKit: places the bubble (or the sheet) for the container's new size.
  open override func containerViewWillLayoutSubviews() {
    guard phase == .presented else { return }
    if isAdapted {
      adaptiveSheetPresentationController.layOutCard(animated: false)
    } else {
      placeBubble()
    }
  }

  /// Matches UIKit: the delegate prepares; the clear view that dismisses on a click outside
  /// goes in (or, adapted, the sheet's dimming).
  open override func presentationTransitionWillBegin() {
    if isAdapted {
      adaptiveSheetPresentationController.presentationTransitionWillBegin()
    } else {
      installOutsideView()
    }
  }

  /// Matches UIKit: a cancelled presentation takes its decoration away.
  open override func presentationTransitionDidEnd(_ completed: Bool) {
    if isAdapted { adaptiveSheetPresentationController.presentationTransitionDidEnd(completed) }
    if !completed { outsideView.removeFromSuperview() }
  }

  /// Matches UIKit: the sheet's decoration fades out alongside the dismissal, when adapted.
  open override func dismissalTransitionWillBegin() {
    if isAdapted { adaptiveSheetPresentationController.dismissalTransitionWillBegin() }
  }

  /// Matches UIKit: the decoration goes once the popover has.
  open override func dismissalTransitionDidEnd(_ completed: Bool) {
    if isAdapted { adaptiveSheetPresentationController.dismissalTransitionDidEnd(completed) }
    if completed { outsideView.removeFromSuperview() }
  }

  /// Whether the popover is shown as a sheet now.
  var isAdapted: Bool { currentStyle.isSheet }

  override var traitOverrideForPresented: UITraitCollection? {
    let compact = UITraitCollection(horizontalSizeClass: .compact)
    guard !isAdapted, phase != .idle else { return super.traitOverrideForPresented }
    return UITraitCollection(traitsFrom: [compact] + [overrideTraitCollection].compactMap { $0 })
  }

  override func refusalToPresent() -> String? {
    guard !isAdapted else { return nil }
    (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
    guard sourceView == nil, barButtonItem == nil else { return nil }
    return "UIPopoverPresentationController (\(self)) should have a non-nil sourceView or "
      + "barButtonItem set before the presentation occurs."
  }

  override func prepareViews() {
    let sheet = adaptiveSheetPresentationController
    sheet.containerView = containerView
    sheet.presentingViewController = presentingViewController
    if isAdapted {
      sheet.prepareViews()
    } else {
      popoverView.hold(presentedViewController.view)
      popoverView.setColor(backgroundColor)
      placeBubble()
    }
  }

  override func builtInAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
    guard !isAdapted else {
      return adaptiveSheetPresentationController.builtInAnimator(presenting: presenting)
    }
    // Matches UIKit: a popover fades in and out whatever the transition style.
    return ModalTransitionAnimator(style: .crossDissolve, presenting: presenting)
  }

  override func adaptedStyleDidChange() {
    guard let containerView else { return }
    let sheet = adaptiveSheetPresentationController
    let presentedView = presentedViewController.view!
    // The presented view moves straight from one chrome to the other, staying in the
    // window, so its controller hears no appearance callbacks.
    if isAdapted {
      sheet.containerView = containerView
      containerView.addSubview(sheet.card)
      sheet.prepareViews()
      popoverView.removeFromSuperview()
      outsideView.removeFromSuperview()
      arrowDirection = .unknown
      sheet.installDecoration()
      sheet.layOutCard(animated: false)
    } else {
      installOutsideView()
      containerView.addSubview(popoverView)
      popoverView.hold(presentedView)
      sheet.removeDecoration()
      sheet.card.removeFromSuperview()
      placeBubble()
    }
    presentedViewController.traitsMayHaveChanged()
  }

  private func installOutsideView() {
    guard let containerView else { return }
    outsideView.frame = containerView.bounds
    outsideView.passthroughViews = passthroughViews ?? []
    containerView.insertSubview(outsideView, at: 0)
  }

  /// Puts the bubble next to its anchor, the arrow at the anchor's middle.
  private func placeBubble() {
    guard let layout = layout() else { return }
    arrowDirection = layout.direction
    UIView.performWithoutAnimation {
      popoverView.frame = layout.frame
      popoverView.arrowPlacement = (layout.direction, layout.arrowPosition)
    }
  }
}
