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
  /// What iOS prints after the view's `<…>` in its description, such as the ` buttonBar=0x…`
  /// of a `_UIButtonBarStackView`; empty for most classes.
  var iOSDescriptionSuffix: String { get }
  /// Whether the description prints the view's `backgroundColor`, as iOS 16 and later print a
  /// view's; `false` where iOS draws that colour in a view of its own that this package leaves
  /// out, so that iOS's line has none.
  var iOSPrintsBackgroundColor: Bool { get }
}

extension IOSPrivateClassNaming {
  var iOSDescriptionSuffix: String { "" }
  var iOSPrintsBackgroundColor: Bool { true }
}

extension _UIBarBackground: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIBarBackground" }
  /// iOS fills a bar's background with a visual effect view or a colour view inside it
  /// (`_UIBarBackground` > `UIVisualEffectView`, iOS 15), and its own line prints no colour.
  var iOSPrintsBackgroundColor: Bool { false }
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
  /// iOS 13 and 15 print the content view's layout object after it (`layout=0x…`); this
  /// view is its own layout, so it prints its own address.
  var iOSDescriptionSuffix: String { " layout=\(ObjectIdentifier(self).debugAddress)" }
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
  /// iOS 13 to 17 print the row's `_UIButtonBar` after it (`buttonBar=0x…`); the row is its
  /// own bar here, so it prints its own address.
  var iOSDescriptionSuffix: String { " buttonBar=\(ObjectIdentifier(self).debugAddress)" }
}

extension _UIBarBackgroundShadowView: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIBarBackgroundShadowView" }
  /// iOS 13 and 15 print the hairline's content after it, an image the app did not replace
  /// by an effect.
  var iOSDescriptionSuffix: String { " clientRequestedContentView effect=none" }
  /// iOS draws the hairline with a content image view inside this one.
  var iOSPrintsBackgroundColor: Bool { false }
}

extension ToolbarContentView: IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIToolbarContentView" }
}
