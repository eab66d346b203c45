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
/// - a page sheet, and a navigation bar's rows of buttons: the Cycript log
///   `[topView recursiveDescription]` of the top `UITransitionView` of an iOS 13 app on a
///   375 × 667 screen, in a public Chinese write-up of Cycript output ("Cycript输出举例"), and
///   for a toolbar's row an Auto Layout trace of a toolbar on a 414-point simulator, in a public
///   2018 post on `AutolayoutAndPurelayout`;
/// - the tab bar's `autoresize = W+TM`: the LLDB `search UITabBar` output of an iOS 10 or later
///   simulator (it prints `__NSSingleObjectArrayI`) in the public repository
///   rustymagnet3000/lldb_debugger, a 2015 iOS 8 log in public code that hides the tab bar,
///   and the iOS 7 Cycript log above;
/// - a page view controller: iOS's runtime headers (`_UIPageViewControllerContentView` holds
///   `_scrollView`, a `_UIQueuingScrollView`, and `_pageControl`), public code that reads
///   the scroll view as the page view controller's `view.subviews[0]`, and public
///   decompilations of UIKitCore's `_UIQueuingScrollView` (`_wrapperViews`: three `UIView`s
///   made in `-initWithFrame:navigationOrientation:` and framed in `-_boundsDidChangeToSize:`);
///   for the page-curl style, public decompilations of UIKitCore's
///   `_UIPageViewControllerContentView` and `UIPageViewController` (no queuing view, no
///   clipping; the controller's view is the `_UIPageCurl`'s content view). No runtime log of
///   either style's `recursiveDescription` was found.
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
    // As in the iOS 7, iOS 8 and iOS 10-or-later logs, the tab bar follows the container's
    // width and keeps to its bottom edge.
    let tabBar = description.split(separator: "\n").first { $0.contains("<UITabBar;") }
    #expect(tabBar?.contains("; autoresize = W+TM;") == true)
  }

  @Test("a scrolling page view controller nests its page in a wrapper view as on iOS")
  func pageViewController() throws {
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.setViewControllers([UIViewController()], direction: .forward, animated: false)

    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription.taken(of: pages))

    // As UIKitCore's `_UIQueuingScrollView` makes them: three plain wrapper views, added once,
    // with no autoresizing; the visible page fills the middle one.
    #expect(
      skeleton(description) == """
        <_UIPageViewControllerContentView; clipsToBounds = YES; autoresize = W+H>
           | <_UIQueuingScrollView; clipsToBounds = YES>
           |    | <UIView>
           |    | <UIView>
           |    |    | <UIView; autoresize = W+H>
           |    | <UIView>
        """)
  }

  @Test("a page-curl page view controller puts its page straight into its content view")
  func pageCurlViewController() throws {
    let pages = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    pages.setViewControllers([UIViewController()], direction: .forward, animated: false)

    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription.taken(of: pages))

    // As UIKitCore's curl style makes it: a content view that neither clips nor holds a
    // queuing view (`-[_UIPageViewControllerContentView initWithFrame:andPageViewController:]`
    // makes one for the scroll style only), the controller's view handed to `_UIPageCurl` as
    // the view the pages are in.
    #expect(
      skeleton(description) == """
        <_UIPageViewControllerContentView; autoresize = W+H>
           | <UIView; autoresize = W+H>
        """)
  }

  @Test("the wrappers lie a page and the spacing apart, the middle one over the content view")
  func pageWrapperFrames() throws {
    let pages = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 10])
    let page = UIViewController()
    pages.setViewControllers([page], direction: .forward, animated: false)
    let window = TestApplication.makeWindow(root: pages, size: CGSize(width: 320, height: 480))
    defer { window.isHidden = true }
    ManualClock().settle()

    let queuing = try #require(pages.view.subviews.first)
    let frames = queuing.subviews.map(\.frame)

    // Half the spacing on each end: the queuing view is 330 wide, offset by one length.
    #expect(queuing.frame == CGRect(x: -5, y: 0, width: 330, height: 480))
    #expect(queuing.bounds.origin == CGPoint(x: 330, y: 0))
    #expect(
      frames == [
        CGRect(x: 5, y: 0, width: 320, height: 480), CGRect(x: 335, y: 0, width: 320, height: 480),
        CGRect(x: 665, y: 0, width: 320, height: 480),
      ])
    #expect(page.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(page.view.convert(page.view.bounds, to: pages.view).origin == .zero)
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

  /// Each line's depth and class, in order.
  func classes(_ description: String) -> [(depth: Int, name: String)] {
    description.split(separator: "\n").map { line in
      let indent = line.prefix { $0 != "<" }
      let body = line.dropFirst(indent.count + 1)
      return (indent.count / 5, String(body.prefix { $0 != ";" && $0 != ":" && $0 != ">" }))
    }
  }

  /// The indices of the lines directly inside line `index`.
  func children(ofLine index: Int, in lines: [(depth: Int, name: String)]) -> [Int] {
    let depth = lines[index].depth
    var result: [Int] = []
    for next in (index + 1)..<lines.count {
      if lines[next].depth <= depth { break }
      if lines[next].depth == depth + 1 { result.append(next) }
    }
    return result
  }

  /// The classes of the views directly inside the first view of class `name`.
  func children(of name: String, in lines: [(depth: Int, name: String)]) -> [String] {
    guard let index = lines.firstIndex(where: { $0.name == name }) else { return [] }
    return children(ofLine: index, in: lines).map { lines[$0].name }
  }

  /// For each row (`_UIButtonBarStackView`) directly inside the first view of class `name`,
  /// how many `_UIButtonBarButton`s it holds directly.
  private func buttonsPerRow(in name: String, _ lines: [(depth: Int, name: String)]) -> [Int] {
    guard let index = lines.firstIndex(where: { $0.name == name }) else { return [] }
    let rows = children(ofLine: index, in: lines).filter {
      lines[$0].name == "_UIButtonBarStackView"
    }
    return rows.map { row in
      children(ofLine: row, in: lines).filter { lines[$0].name == "_UIButtonBarButton" }.count
    }
  }

  @Test("bar buttons sit in rows, _UIButtonBarStackView, as iOS 11 and later nest them")
  func buttonBarRows() throws {
    let root = UIViewController()
    root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain)
    root.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Next", style: .done), UIBarButtonItem(title: "Add", style: .plain),
    ]
    root.toolbarItems = [
      UIBarButtonItem(title: "One", style: .plain), .flexibleSpace(),
      UIBarButtonItem(title: "Two", style: .plain),
    ]
    let navigation = UINavigationController(rootViewController: root)
    navigation.isToolbarHidden = false

    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription.taken(of: navigation))
    let lines = classes(description)

    // As the iOS 13 log: the content view holds a row for the left items and one for the right
    // items, each holding its `_UIButtonBarButton`s. With no item below there is no back
    // button at all, as in the iOS 15 log of a root controller's bar.
    let direct = children(of: "_UINavigationBarContentView", in: lines)
    #expect(direct.filter { $0 == "_UIButtonBarButton" }.isEmpty)
    #expect(buttonsPerRow(in: "_UINavigationBarContentView", lines) == [1, 2])
    // As the toolbar's trace: a content view over the background, holding one row of all the
    // items, flexible space included.
    #expect(children(of: "UIToolbar", in: lines) == ["_UIBarBackground", "_UIToolbarContentView"])
    #expect(children(of: "_UIToolbarContentView", in: lines) == ["_UIButtonBarStackView"])
    #expect(buttonsPerRow(in: "_UIToolbarContentView", lines) == [3])
    // A row prints as iOS 13 to 17 print it: a frame and a layer, then its button bar, whose
    // address the strategy strips as upstream's does.
    let rows = description.split(separator: "\n").filter { $0.contains("<_UIButtonBarStackView") }
    #expect(rows.count == 3)
    for row in rows {
      #expect(
        row.contains(/<_UIButtonBarStackView; frame = \([^)]*\); layer = <CALayer>> buttonBar=$/))
    }
  }

  /// The first button titled `title` inside `view`, depth first.
  private func button(titled title: String, in view: UIView) -> UIButton? {
    for subview in view.subviews {
      if let button = subview as? UIButton, button.title(for: .normal) == title { return button }
      if let found = button(titled: title, in: subview) { return found }
    }
    return nil
  }

  /// Shows `navigation` in a window `width` points wide, laid out in `direction` (and at
  /// `scale`, when given), settled.
  func onScreen(
    _ navigation: UINavigationController, direction: UITraitEnvironmentLayoutDirection,
    width: CGFloat, scale: CGFloat? = nil
  ) -> UIWindow {
    let holder = UIViewController()
    holder.addChild(navigation)
    holder.view.addSubview(navigation.view)
    navigation.didMove(toParent: holder)
    let traits =
      [UITraitCollection(layoutDirection: direction)]
      + (scale.map { [UITraitCollection(displayScale: $0)] } ?? [])
    holder.setOverrideTraitCollection(
      UITraitCollection(traitsFrom: traits), forChild: navigation)
    let window = TestApplication.makeWindow(root: holder, size: CGSize(width: width, height: 300))
    navigation.view.frame = holder.view.bounds
    ManualClock().settle()
    return window
  }

  @Test("a bar button keeps its place in the bar inside its row, right to left too")
  func buttonPlacesInRows() throws {
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      let root = UIViewController()
      let left = UIBarButtonItem(title: "Cancel", style: .plain)
      let right = UIBarButtonItem(title: "Next", style: .done)
      root.navigationItem.leftBarButtonItem = left
      root.navigationItem.rightBarButtonItem = right
      let navigation = UINavigationController(rootViewController: root)
      let window = onScreen(navigation, direction: direction, width: 390)
      defer { window.isHidden = true }

      let bar = navigation.navigationBar
      let frames = ["Cancel", "Next"].compactMap { title in
        button(titled: title, in: bar).map { $0.convert($0.bounds, to: bar) }
      }
      // Each item 8 points in from its edge of the bar, mirrored right to left.
      #expect(frames.count == 2)
      let (leading, trailing) =
        direction == .rightToLeft
        ? (frames[0].maxX == 390 - 8, frames[1].minX == 8)
        : (frames[0].minX == 8, frames[1].maxX == 390 - 8)
      #expect(leading && trailing, "\(direction): \(frames)")
    }
  }
}
