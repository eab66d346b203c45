import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTestSupport

/// A navigation bar's back button and the text iOS prints after some bar views, taken from
/// public logs of iOS's own output:
/// - the back button's nesting: the Auto Layout logs of an iOS 15 back button in the public
///   FlowStacks iOS 15 bug report (2021) and in a 2022 log of the same constraints (their names
///   `BIB_Leading_Leading`, `BIB_Trailing_CB_Leading`, `Mask_Leading_Leading`,
///   `Mask_Trailing_Trailing`, `MaskEV_Leading_BIB_Trailing` and
///   `UINav_static_button_horiz_position`, with the content view's 8-point leading margin);
/// - no back button under a root controller: the LLDB log of an iOS 15 428 × 926 simulator
///   in a public post on LLDB ("在 iOS App 中进行 LLDB 调试"), whose content view is empty;
/// - ` layout=` after the content view and ` clientRequestedContentView effect=none` after the
///   hairline: that log and the iOS 13 Cycript log ("Cycript输出举例");
/// - ` buttonBar=` after a row, and the frames of rows and their buttons: the iOS 13 Cycript
///   log (a title item in each row of a 375-point bar), and iOS 17 LLDB output in the public
///   ZJIOS sources (`UIViewController+ZJViewController.m`: two image items, and a custom view,
///   in the right row of a 390-point bar);
/// - a bar button's `_UIModernBarButton` around its title's `UIButtonLabel` or its image: the
///   same two logs (`(0 11; 52 21.5)` around a `(0 1; 52 20.5)` label; `(11 9.66667; 24 24)`
///   for a 24-point image).
extension ContainerNestingTests {
  /// The back button's subtree as iOS 15's logs nest it, the mask's order among its siblings
  /// aside (no log shows it).
  private static let backButtonReference = """
    <_UIButtonBarButton>
       | <_UIModernBarButton>
       | <_UIModernBarButton>
       |    | <UIButtonLabel>
       | <_UIBackButtonMaskView>
       |    | <UIImageView>
       |    | <UIView>
    """

  /// A navigation controller on a 375-point screen, `second` pushed over a titled root.
  private func pushed(_ second: UIViewController) -> UINavigationController {
    let root = UIViewController()
    root.title = "Root"
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(second, animated: false)
    return navigation
  }

  /// The subtree of line `index`, each line reduced to its indentation and class.
  private func subtree(at index: Int, of lines: [(depth: Int, name: String)]) -> String {
    let depth = lines[index].depth
    var result = [lines[index]]
    for next in (index + 1)..<lines.count {
      if lines[next].depth <= depth { break }
      result.append(lines[next])
    }
    return result.map { String(repeating: "   | ", count: $0.depth - depth) + "<\($0.name)>" }
      .joined(separator: "\n")
  }

  @Test("a back button nests its indicator, title and mask as iOS 15 logs them")
  func backButtonNesting() throws {
    let navigation = pushed(UIViewController())

    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe).taken(
        of: navigation))
    let lines = classes(description)

    let content = try #require(lines.firstIndex { $0.name == "_UINavigationBarContentView" })
    let back = try #require(
      children(ofLine: content, in: lines).first { lines[$0].name == "_UIButtonBarButton" })
    #expect(subtree(at: back, of: lines) == Self.backButtonReference)
    let mask = try #require(
      description.split(separator: "\n").first { $0.contains("<_UIBackButtonMaskView") })
    #expect(mask.contains("userInteractionEnabled = NO"))
  }

  @Test("a back button's parts sit where iOS 15's constraints put them, right to left too")
  func backButtonFrames() throws {
    for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
      let navigation = pushed(UIViewController())
      let window = onScreen(navigation, direction: direction, width: 375)
      defer { window.isHidden = true }

      let bar = navigation.navigationBar
      // The only control directly in the content view: there are no bar button items.
      let back = try #require(bar.subviews.flatMap(\.subviews).first { $0 is UIControl })
      let parts = back.subviews
      try #require(parts.count == 3 && parts[2].subviews.count == 2)
      let (indicator, title, mask) = (parts[0].frame, parts[1].frame, parts[2])
      let extensionFrame = mask.subviews[1].frame
      let inBar = back.convert(back.bounds, to: bar)

      if direction == .leftToRight {
        // The indicator on the content view's 8-point margin, the title 6 points after it.
        #expect(abs(inBar.minX - 8) < 0.001)
        #expect(indicator.minX == 0)
        #expect(title.minX == indicator.maxX + 6)
        #expect(extensionFrame.minX == indicator.maxX && extensionFrame.maxX == back.bounds.maxX)
      } else {
        // Mirrored: a right-to-left bar's frames go through a flip, a few ulps off.
        #expect(abs(inBar.maxX - (375 - 8)) < 0.001)
        #expect(indicator.maxX == back.bounds.maxX)
        #expect(title.maxX == indicator.minX - 6)
        #expect(extensionFrame.maxX == indicator.minX && extensionFrame.minX == 0)
      }
      // The mask covers the whole button.
      #expect(mask.frame == back.bounds)
    }
  }

  @Test("a root controller's bar has no back button, not even a hidden one")
  func noBackButtonAtTheRoot() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())

    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe).taken(
        of: navigation))

    #expect(!description.contains("_UIButtonBarButton"))
    #expect(!description.contains("_UIBackButtonMaskView"))
  }

  @Test("rows, the content view and the hairline print what iOS prints after them")
  func descriptionSuffixes() throws {
    let second = UIViewController()
    second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .done)
    let navigation = pushed(second)

    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe).taken(
        of: navigation))
    let lines = description.split(separator: "\n")
    let line = { (name: String) in lines.first { $0.contains("<\(name);") }.map(String.init) }

    #expect(line("_UIButtonBarStackView")?.hasSuffix("layer = <CALayer>> buttonBar=") == true)
    #expect(line("_UINavigationBarContentView")?.hasSuffix("layer = <CALayer>> layout=") == true)
    #expect(
      line("_UIBarBackgroundShadowView")?.hasSuffix(
        "layer = <CALayer>> clientRequestedContentView effect=none") == true)
  }

  /// The frames, in the bar's coordinates, of the rows and of the buttons and their titles or
  /// images, left to right, of a root controller's bar `width` points wide.
  private func rowFrames(
    left: [UIBarButtonItem], right: [UIBarButtonItem], width: CGFloat
  ) -> (rows: [CGRect], buttons: [CGRect], contents: [CGRect]) {
    let root = UIViewController()
    root.navigationItem.leftBarButtonItems = left
    root.navigationItem.rightBarButtonItems = right
    let navigation = UINavigationController(rootViewController: root)
    let window = onScreen(navigation, direction: .leftToRight, width: width)
    defer { window.isHidden = true }
    let bar = navigation.navigationBar
    // The rows are the views in the bar's content view that hold buttons.
    let rows = bar.subviews.flatMap(\.subviews).filter { row in
      row.subviews.contains { $0 is UIControl }
    }
    let buttons = rows.flatMap(\.subviews).compactMap { $0 as? UIButton }.sorted {
      $0.convert($0.bounds, to: bar).minX < $1.convert($1.bounds, to: bar).minX
    }
    let frames = { (views: [UIView]) in views.map { $0.convert($0.bounds, to: bar) } }
    let contents = buttons.compactMap { button in
      button.imageView?.image != nil ? button.imageView : button.titleLabel
    }
    return (frames(rows), frames(buttons), frames(contents))
  }

  @Test("a title item's row and title sit where iOS 13's log puts them")
  func titleRowFrames() {
    let (rows, buttons, titles) = rowFrames(
      left: [UIBarButtonItem(title: "Cancel", style: .plain)],
      right: [UIBarButtonItem(title: "Next", style: .done)], width: 375)

    // Rows 8 points in from the bar's edges, 44 tall; each title 8 points inside its row on
    // the bar's side, flush with its button on the other.
    #expect(rows.map(\.minX).first == 8)
    #expect(rows.map(\.maxX).last == 367)
    #expect(rows.allSatisfy { $0.height == 44 })
    #expect(rows == buttons)
    #expect(titles.map(\.minX).first == 16)
    #expect(titles.map(\.maxX).last.map { abs($0 - 359) < 1 } == true)
  }

  @Test("every title but the bar's trailing one has 3 points after it, as UIKitCore pads them")
  func titlesPaddedButTheTrailingOne() {
    let (_, buttons, titles) = rowFrames(
      left: [UIBarButtonItem(title: "Cancel", style: .plain)],
      right: [
        UIBarButtonItem(title: "Next", style: .done), UIBarButtonItem(title: "Add", style: .plain),
      ], width: 390)

    // Left to right: Cancel (the leading item: 8 before, 3 after), Add (3 after), Next (the
    // trailing item: 8 after, nothing more); buttons 8 apart in their row.
    #expect(buttons.count == 3 && titles.count == 3)
    #expect(zip(buttons, titles).map { $0.width - $1.width } == [11, 3, 8])
    #expect(buttons[2].minX - buttons[1].maxX == 8)
    #expect(titles[2].minX - titles[1].maxX == 11)
  }

  @Test("a row of two image items has iOS 17's frames: 46 and 43 wide, 8 apart, images 11 in")
  func imageRowFrames() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }

    let (rows, buttons, images) = rowFrames(
      left: [],
      right: [
        UIBarButtonItem(image: image, style: .plain), UIBarButtonItem(image: image, style: .plain),
      ], width: 390)

    #expect(rows == [CGRect(x: 285, y: 0, width: 97, height: 44)])
    #expect(buttons.map(\.minX) == [285, 285 + 54])
    #expect(buttons.map(\.width) == [46, 43])
    #expect(zip(images, buttons).allSatisfy { $0.minX - $1.minX == 11 && $0.width == 24 })
  }

  /// A root controller's bar `width` points wide holding `left` and `right`, on screen: its
  /// window (to hide afterwards), its `recursiveDescription`, and its bar buttons.
  private func bar(
    left: UIBarButtonItem? = nil, right: UIBarButtonItem? = nil, width: CGFloat
  ) throws -> (window: UIWindow, description: String, buttons: [UIButton]) {
    let root = UIViewController()
    root.navigationItem.leftBarButtonItem = left
    root.navigationItem.rightBarButtonItem = right
    let navigation = UINavigationController(rootViewController: root)
    let window = onScreen(navigation, direction: .leftToRight, width: width)
    let description = try #require(
      Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe).taken(
        of: navigation))
    let buttons = navigation.navigationBar.subviews.flatMap(\.subviews).flatMap(\.subviews)
      .compactMap { $0 as? UIButton }
    return (window, description, buttons)
  }

  @Test("a bar button's title sits in a _UIModernBarButton, as iOS 13's log nests it")
  func titleInModernBarButton() throws {
    let (window, description, barButtons) = try bar(
      left: UIBarButtonItem(title: "Cancel", style: .plain),
      right: UIBarButtonItem(title: "Next", style: .done), width: 375)
    defer { window.isHidden = true }

    let lines = classes(description)
    let buttons = lines.indices.filter { lines[$0].name == "_UIButtonBarButton" }
    let modern = description.split(separator: "\n").filter { $0.contains("<_UIModernBarButton") }
    let labels = barButtons.compactMap(\.titleLabel)

    // `_UIButtonBarButton` > `_UIModernBarButton` > `UIButtonLabel`, the middle view taking no
    // touches; the label 1 point down in it, as wide, and (in the bar's 44-point row) the
    // view's top 1 point above the centred title.
    #expect(buttons.count == 2)
    for button in buttons {
      #expect(
        subtree(at: button, of: lines) == """
          <_UIButtonBarButton>
             | <_UIModernBarButton>
             |    | <UIButtonLabel>
          """)
    }
    #expect(modern.count == 2 && modern.allSatisfy { $0.contains("userInteractionEnabled = NO") })
    #expect(labels.count == 2)
    for label in labels {
      let host = try #require(label.superview)
      #expect(label.frame.origin == CGPoint(x: 0, y: 1))
      #expect(host.frame.height == label.frame.height + 1)
    }
    // The title 8 points into the left button, flush with the right button's leading edge;
    // the left one's view 3 points wider than its title (the log's 38 around 35), the right
    // one's as wide: buttons 46 and 60 wide around titles 35 and 52 wide in the log.
    #expect(labels.map { $0.superview?.frame.minX } == [8, 0])
    #expect(labels.map { ($0.superview?.frame.width ?? 0) - $0.frame.width } == [3, 0])
    let buttonWidths = labels.map { $0.superview?.superview?.bounds.width ?? 0 }
    #expect(buttonWidths == [labels[0].frame.width + 11, labels[1].frame.width + 8])
  }

  @Test("a bar button's image sits in a _UIModernBarButton of its size, as iOS 17 logs it")
  func imageInModernBarButton() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }

    let (window, description, buttons) = try bar(
      right: UIBarButtonItem(image: image, style: .plain), width: 390)
    defer { window.isHidden = true }
    let lines = classes(description)
    let button = try #require(lines.firstIndex { $0.name == "_UIButtonBarButton" })
    let imageView = try #require(buttons.first?.imageView)

    // The log shows the image's view only; the empty title label this button also keeps
    // comes after it.
    #expect(
      subtree(at: button, of: lines).hasPrefix(
        """
        <_UIButtonBarButton>
           | <_UIModernBarButton>
           |    | <UIImageView>
        """))
    let host = try #require(imageView.superview)
    #expect(imageView.frame.origin == .zero)
    #expect(host.frame.minX == 11 && host.frame.size == CGSize(width: 24, height: 24))
  }

  @Test("a custom view item's row ends on the 16-point margin, as iOS 11 and 17 logs show")
  func customViewRowFrames() {
    let custom = UIView(frame: CGRect(x: 0, y: 0, width: 89, height: 44))

    let (rows, _, _) = rowFrames(
      left: [], right: [UIBarButtonItem(customView: custom)], width: 390)

    // iOS 17 logs this row at the same x as the row of two image items, 8 points narrower.
    #expect(rows == [CGRect(x: 285, y: 0, width: 89, height: 44)])
  }
}
