/// The view of a navigation or tab bar controller that clips its children's views while they
/// change: UIKit's private `UINavigationTransitionView` and `UITransitionView` (the two
/// subclasses, named for descriptions in `IOSPrivateClassNaming`).
///
/// Matches iOS's nesting, as `recursiveDescription` prints it: the container's
/// `UILayoutContainerView` holds this view, which fills it, follows its size and clips to it;
/// it holds a `UIViewControllerWrapperView` that fills it in turn and holds the shown child's
/// view. Both fill the container, so the children's frames read the same in each of them.
@MainActor
class ContainerTransitionView: UIView {
  /// The view the shown child's view goes in, and transitions happen in.
  let wrapperView: ViewControllerWrapperView

  override init(frame: CGRect) {
    wrapperView = ViewControllerWrapperView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    clipsToBounds = true
    wrapperView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(wrapperView)
  }

  required init?(coder: NSCoder) {
    fatalError("\(Self.self) is made by its container")
  }
}

/// A navigation controller's transition view: UIKit's `UINavigationTransitionView`.
final class NavigationTransitionView: ContainerTransitionView {}

/// A tab bar controller's transition view: UIKit's `UITransitionView`.
final class TabTransitionView: ContainerTransitionView {}
