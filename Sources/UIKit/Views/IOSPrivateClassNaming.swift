/// A view class of this package that stands for one of UIKit's private classes: descriptions
/// (`recursiveDescription`, `_printHierarchy`) print the name iOS prints for it, so text
/// snapshots recorded on iOS read the same here.
///
/// Several classes may share a name, as on iOS: a navigation controller's and a tab bar
/// controller's views are both `UILayoutContainerView`.
@MainActor
protocol IOSPrivateClassNaming: AnyObject {
  /// The class name iOS prints, such as `UILayoutContainerView`.
  static var iOSClassName: String { get }
}

extension NavigationContainerView: IOSPrivateClassNaming {
  static var iOSClassName: String { "UILayoutContainerView" }
}

extension TabBarContainerView: IOSPrivateClassNaming {
  static var iOSClassName: String { "UILayoutContainerView" }
}

extension NavigationTransitionView: IOSPrivateClassNaming {
  static var iOSClassName: String { "UINavigationTransitionView" }
}

extension TabTransitionView: IOSPrivateClassNaming {
  static var iOSClassName: String { "UITransitionView" }
}

extension ViewControllerWrapperView: IOSPrivateClassNaming {
  static var iOSClassName: String { "UIViewControllerWrapperView" }
}

extension PresentationContainerView: IOSPrivateClassNaming {
  static var iOSClassName: String { "UITransitionView" }
}

extension DimmingView: IOSPrivateClassNaming {
  static var iOSClassName: String { "UIDimmingView" }
}

extension SheetCardView: IOSPrivateClassNaming {
  static var iOSClassName: String { "UIDropShadowView" }
}

extension PageContainerView: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIPageViewControllerContentView" }
}

extension PageQueuingScrollView: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIQueuingScrollView" }
}

extension NavigationBarContent: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UINavigationBarContentView" }
}

extension TabBarButton: IOSPrivateClassNaming {
  static var iOSClassName: String { "UITabBarButton" }
}

extension TabBarImageView: IOSPrivateClassNaming {
  static var iOSClassName: String { "UITabBarSwappableImageView" }
}

extension TabBarButtonLabel: IOSPrivateClassNaming {
  static var iOSClassName: String { "UITabBarButtonLabel" }
}

extension NavigationBackButton: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIButtonBarButton" }
}

extension BarButtonView: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIButtonBarButton" }
}

extension SheetShadowView: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIRoundedRectShadowView" }
}

extension TabBarBadgeView: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIBadgeView" }
}

extension ButtonBarStackView: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIButtonBarStackView" }
}

extension ToolbarContentView: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIToolbarContentView" }
}
