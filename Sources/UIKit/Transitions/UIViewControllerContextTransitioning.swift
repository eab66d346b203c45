/// What a view-controller transition tells the objects that animate it: the container, the two
/// controllers and their views, their frames, and how to report progress and the end.
///
/// Matches UIKit's protocol. The system (a navigation controller's push, a presentation)
/// creates the context; an animator (``UIViewControllerAnimatedTransitioning``) adds the
/// incoming view to ``containerView``, animates, and calls ``completeTransition(_:)`` once with
/// `!transitionWasCancelled`. An interaction controller reports progress with the
/// `…InteractiveTransition` methods.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view in which the transition takes place; the animator adds the incoming view here.
  var containerView: UIView { get }
  /// Whether the transition is animated (`animated:` was `true`).
  var isAnimated: Bool { get }
  /// Whether the transition is being driven by an interaction controller right now.
  var isInteractive: Bool { get }
  /// Whether the interaction was cancelled: the transition goes back to where it started.
  var transitionWasCancelled: Bool { get }
  /// The presentation style of a presentation or dismissal; `.none` for containers.
  var presentationStyle: UIModalPresentationStyle { get }
  /// The rotation of the transition; the identity for view-controller transitions.
  var targetTransform: CGAffineTransform { get }

  /// Matches UIKit: an interaction controller reports how far along the transition is.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Matches UIKit: the interaction ended and the transition runs on to its end.
  func finishInteractiveTransition()
  /// Matches UIKit: the interaction ended and the transition runs back to its start.
  func cancelInteractiveTransition()
  /// Matches UIKit: stops an animated transition so an interaction can take it over.
  func pauseInteractiveTransition()
  /// Matches UIKit: the animator's last call, with `true` if the transition took effect.
  func completeTransition(_ didComplete: Bool)

  /// The controller leaving (`.from`) or arriving (`.to`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view to animate for the controller leaving or arriving, or `nil` when the animator
  /// must not touch it (a presenter that stays on screen under a sheet).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Where `vc`'s view starts, or `.zero` if it is not known (a view that is arriving).
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where `vc`'s view ends, or `.zero` if it is not known (a view that is leaving).
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// The keys of a transition's two view controllers, as UIKit's
/// `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Makes a key from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The controller that is visible at the start of the transition.
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller that is visible at the end of the transition.
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of a transition's two views, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Makes a key from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The view of the controller that is leaving.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view of the controller that is arriving.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
