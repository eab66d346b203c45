import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// The stock containers' views print in `recursiveDescription` with UIKit's private class
/// names, nested as iOS nests them.
///
/// The references are not this package's recordings. Their class names, nesting and the
/// `clipsToBounds`/`autoresize` fields come from public logs of iOS's own output:
/// - a tab bar controller of navigation controllers: the LLDB log `po [[UIWindow keyWindow]
///   recursiveDescription]` of an iOS 13 app on a 414 × 896 simulator, quoted in a public
///   Chinese post on LLDB ("深入浅出iOS编译", section 6.2), whose `_printHierarchy` shows
///   a `TabBarController` of `NavigationViewController`s; and, for the same nesting on iOS 7,
///   `Cycript心得.md` in the public repository LZRight123/ARM;
/// - a navigation bar's parts: the LLDB log of a navigation controller on an iOS 15
///   428 × 926 simulator in a public post on LLDB ("在 iOS App 中进行 LLDB 调试");
/// - a page sheet: the Cycript log `[topView recursiveDescription]` of the top
///   `UITransitionView` of an iOS 13 app on a 375 × 667 screen, in a public Chinese write-up of
///   Cycript output ("Cycript输出举例");
/// - a page view controller: iOS's runtime headers (`_UIPageViewControllerContentView` holds
///   `_scrollView`, a `_UIQueuingScrollView`, and `_pageControl`) and public code that reads
///   the scroll view as the page view controller's `view.subviews[0]`.
///
/// Frames, addresses and the bars' insides (glyphs, labels) are left out: they depend on fonts
/// and on the device. The bars are cut at their direct subviews.
@Suite("Snapshot strategy: the containers' views nest as iOS nests them", .uiTest)
@MainActor
struct ContainerNestingTests {
  /// The classes whose subviews and fields are not compared: bars draw their insides their
  /// own way.
  private static let cutBelow: Set<String> = [
    "_UIBarBackground", "_UINavigationBarContentView", "UITabBarButton",
  ]
  /// The fields compared besides the class: what the containers set on their views.
  private static let comparedFields = ["clipsToBounds = YES", "autoresize = W+H"]

  /// A `recursiveDescription` reduced to its indentation, each line's class and the compared
  /// fields, without the lines under a class in `cutBelow`.
  private func skeleton(_ description: String) -> String {
    var lines: [String] = []
    var cutDepth: Int?
    for line in description.split(separator: "\n") {
      let indent = line.prefix { $0 != "<" }
      let depth = indent.count / 5
      if let cut = cutDepth, depth > cut { continue }
      cutDepth = nil
      let body = line.dropFirst(indent.count + 1)
      let className = String(body.prefix { $0 != ";" && $0 != ":" && $0 != ">" })
      if Self.cutBelow.contains(className) { cutDepth = depth }
      let fields =
        Self.cutBelow.contains(className) ? [] : Self.comparedFields.filter { body.contains($0) }
      lines.append(indent + "<" + ([className] + fields).joined(separator: "; ") + ">")
    }
    return lines.joined(separator: "\n")
  }

  @Test("a navigation controller in a tab bar controller nests as on iOS")
  func navigationControllerInTabBarController() throws {
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: UIViewController())]

    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription.taken(of: tabs))

    #expect(
      skeleton(description) == """
        <UILayoutContainerView; autoresize = W+H>
           | <UITransitionView; clipsToBounds = YES; autoresize = W+H>
           |    | <UIViewControllerWrapperView; autoresize = W+H>
           |    |    | <UILayoutContainerView; clipsToBounds = YES; autoresize = W+H>
           |    |    |    | <UINavigationTransitionView; clipsToBounds = YES; autoresize = W+H>
           |    |    |    |    | <UIViewControllerWrapperView; autoresize = W+H>
           |    |    |    |    |    | <UIView; autoresize = W+H>
           |    |    |    | <UINavigationBar>
           |    |    |    |    | <_UIBarBackground>
           |    |    |    |    | <_UINavigationBarContentView>
           | <UITabBar>
           |    | <_UIBarBackground>
           |    | <UITabBarButton>
        """)
    // As in the iOS 15 log, the bar is not opaque and follows the container's width.
    let bar = description.split(separator: "\n").first { $0.contains("<UINavigationBar") }
    #expect(bar?.contains("opaque = NO; autoresize = W; layer") == true)
  }

  @Test("a scrolling page view controller nests its page as on iOS")
  func pageViewController() throws {
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.setViewControllers([UIViewController()], direction: .forward, animated: false)

    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription.taken(of: pages))

    // iOS keeps each page in a wrapper view inside the scroll view (its `_wrapperViews`); no
    // public log shows how many, so the page sits in the scroll view here.
    #expect(
      skeleton(description) == """
        <_UIPageViewControllerContentView; clipsToBounds = YES; autoresize = W+H>
           | <_UIQueuingScrollView; clipsToBounds = YES>
           |    | <UIView; autoresize = W+H>
        """)
  }

  @Test("a page sheet sits in a drop shadow view in a transition view, over a dimming view")
  func pageSheet() throws {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    ManualClock().settle()
    let sheet = UINavigationController(rootViewController: UIViewController())

    root.present(sheet, animated: false)
    ManualClock().settle()
    let container = try #require(window.subviews.last)
    let description = try #require(
      Snapshotting<UIView, String>.recursiveDescription.taken(of: container))

    // iOS 13 also keeps a second plain view around the presented view; the levels that hold
    // the presentation match.
    let lines = skeleton(description).split(separator: "\n").map(String.init)
    #expect(lines.first == "<UITransitionView; autoresize = W+H>")
    #expect(lines.dropFirst().first == "   | <UIDimmingView>")
    #expect(lines.dropFirst(2).first == "   | <UIDropShadowView>")
    #expect(lines.dropFirst(3).first == "   |    | <_UIRoundedRectShadowView; autoresize = W+H>")
    #expect(lines.contains("   |    | <UIView; clipsToBounds = YES; autoresize = W+H>"))
    // As logged: the dimming view is three times the container, centred on it, with no
    // autoresizing; the shadow view reaches 150 points past the card, transparent.
    let all = description.split(separator: "\n")
    let size = container.bounds.size
    let dimming = all.first { $0.contains("<UIDimmingView") }
    #expect(
      dimming?.contains(
        "frame = (-\(Int(size.width)) -\(Int(size.height)); "
          + "\(Int(size.width * 3)) \(Int(size.height * 3))); opaque = NO; gestureRecognizers")
        == true)
    let card = try #require(window.subviews.last?.subviews.last)
    let shadow = all.first { $0.contains("<_UIRoundedRectShadowView") }
    #expect(
      shadow?.contains(
        "frame = (-150 -150; \(String(format: "%g", card.bounds.width + 300)) "
          + "\(String(format: "%g", card.bounds.height + 300))); "
          + "alpha = 0; opaque = NO; autoresize = W+H; userInteractionEnabled = NO") == true)
    #expect(
      lines.contains(
        "   |    |    | <UILayoutContainerView; clipsToBounds = YES; autoresize = W+H>"))
  }

  @Test("the bars' buttons print iOS's class names, not this package's")
  func barButtonNames() throws {
    let first = UIViewController()
    first.title = "First"
    let second = UIViewController()
    second.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", style: .done)
    let navigation = UINavigationController(rootViewController: first)
    navigation.pushViewController(second, animated: false)
    navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
    navigation.tabBarItem.badgeValue = "3"
    let other = UIViewController()
    other.tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, other]

    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription.taken(of: tabs))
    let names = Set(
      description.split(separator: "\n").map { line in
        String(line.drop { $0 != "<" }.dropFirst().prefix { $0 != ":" && $0 != ";" })
      })

    // As iOS 13 and later log them: a bar button item and the back button are
    // `_UIButtonBarButton`s, the back indicator a `_UIModernBarButton`, titles
    // `UIButtonLabel`s; a tab is a `UITabBarButton` holding a `UITabBarSwappableImageView`,
    // a `UITabBarButtonLabel` and, with a badge, a `_UIBadgeView`.
    for name in [
      "_UIButtonBarButton", "_UIModernBarButton", "UIButtonLabel", "UITabBarButton",
      "UITabBarSwappableImageView", "UITabBarButtonLabel", "_UIBadgeView",
    ] {
      #expect(names.contains(name), "\(name) is missing")
    }
    // The badge view is in a tab only while it has a badge, after the title (an iOS 10 log).
    let lines = description.split(separator: "\n")
    #expect(lines.filter { $0.contains("<UITabBarButton;") }.count == 2)
    #expect(lines.filter { $0.contains("<_UIBadgeView") }.count == 1)
    for name in ["NavigationBackButton", "Chevron", "BarButtonView", "TabBarGlyphView"] {
      #expect(!description.contains(name), "\(name) prints")
    }
  }
}
