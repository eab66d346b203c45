/// The view that dims and blocks what a sheet covers: UIKit's private `UIDimmingView`, first in
/// the presentation's `UITransitionView`, under the `UIDropShadowView` card.
@MainActor
final class DimmingView: UIView {}
