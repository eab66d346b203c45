/// The view a navigation or tab bar controller puts its shown child's view in, and hands its
/// animators as the transition's container: UIKit's private `UIViewControllerWrapperView`.
@MainActor
final class ViewControllerWrapperView: UIView {}
