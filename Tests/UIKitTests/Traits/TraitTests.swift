import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("Traits: size classes, changes, overrides and dynamic colours", .uiTest)
@MainActor
struct TraitTests {
  let log = LifecycleLog()
  let clock = ManualClock()

  @Test("size classes come from the window's size, as on an iPad")
  func sizeClasses() {
    let phone = TestApplication.makeWindow(root: nil, size: CGSize(width: 390, height: 844))
    let wide = TestApplication.makeWindow(root: nil, size: CGSize(width: 1024, height: 768))
    let short = TestApplication.makeWindow(root: nil, size: CGSize(width: 844, height: 390))

    #expect(phone.traitCollection.horizontalSizeClass == .compact)
    #expect(phone.traitCollection.verticalSizeClass == .regular)
    #expect(wide.traitCollection.horizontalSizeClass == .regular)
    #expect(wide.traitCollection.verticalSizeClass == .regular)
    #expect(short.traitCollection.verticalSizeClass == .compact)
    #expect(phone.traitCollection.userInterfaceIdiom == .pad)
    #expect(phone.traitCollection.displayScale == 1)
    #expect(phone.traitCollection.layoutDirection == .leftToRight)
  }

  @Test("on a phone, only the widest models are regular in width, and only in landscape")
  func phoneSizeClasses() throws {
    try UIScreen.main.apply(.iPhone15Pro)
    func classes(_ width: CGFloat, _ height: CGFloat) -> [UIUserInterfaceSizeClass] {
      let window = TestApplication.makeWindow(
        root: nil, size: CGSize(width: width, height: height))
      return [window.traitCollection.horizontalSizeClass, window.traitCollection.verticalSizeClass]
    }
    #expect(classes(393, 852) == [.compact, .regular])  // iPhone 15 Pro, portrait
    #expect(classes(844, 390) == [.compact, .compact])  // iPhone 13, landscape
    #expect(classes(874, 402) == [.compact, .compact])  // iPhone 16 Pro, landscape
    #expect(classes(896, 414) == [.regular, .compact])  // iPhone 11, landscape
    #expect(classes(736, 414) == [.regular, .compact])  // iPhone 8 Plus, landscape
    #expect(classes(414, 736) == [.compact, .regular])  // iPhone 8 Plus, portrait
    #expect(classes(812, 375) == [.compact, .compact])  // iPhone 13 mini, landscape
    #expect(classes(667, 375) == [.compact, .compact])  // iPhone 8, landscape
    #expect(classes(932, 430) == [.regular, .compact])  // iPhone 15 Pro Max, landscape
    #expect(classes(430, 932) == [.compact, .regular])  // iPhone 15 Pro Max, portrait
  }

  @Test("layoutSubviews runs with its own view's traits current, the window's included")
  func currentTraitsDuringLayout() {
    let window = TraitRecordingWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let plain = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let dark = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    dark.overrideUserInterfaceStyle = .dark
    plain.addSubview(dark)
    window.addSubview(plain)
    window.makeKeyAndVisible()
    clock.settle()

    for recorded in [window.seen, plain.seen] {
      #expect(recorded?.horizontalSizeClass == .regular)
      #expect(recorded?.userInterfaceStyle == .light)
    }
    #expect(dark.seen?.horizontalSizeClass == .regular)
    #expect(dark.seen?.userInterfaceStyle == .dark)
  }

  @Test("traitCollectionDidChange comes only on a real change, parents before children")
  func realChangesOnly() {
    let parent = LoggingViewController("parent", log: log)
    let child = LoggingViewController("child", log: log)
    parent.logsEnvironment = true
    child.logsEnvironment = true
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = TestApplication.makeWindow(root: parent, size: CGSize(width: 390, height: 844))
    clock.settle()
    _ = log.take()

    window.resize(to: CGSize(width: 400, height: 844))
    let sameClasses = log.take().filter { $0.contains("traitCollectionDidChange") }
    UIApplication.shared.setSystemUserInterfaceStyle(.dark)

    #expect(sameClasses == [])
    #expect(
      log.take() == [
        "parent traitCollectionDidChange(dark, Hcompact)",
        "child traitCollectionDidChange(dark, Hcompact)",
      ])
  }

  @Test("a container can override its child's traits")
  func overrideForChild() {
    let parent = LoggingViewController("parent", log: log)
    let child = LoggingViewController("child", log: log)
    child.logsEnvironment = true
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = TestApplication.makeWindow(root: parent, size: CGSize(width: 1024, height: 768))
    clock.settle()
    _ = log.take()

    parent.setOverrideTraitCollection(
      UITraitCollection(horizontalSizeClass: .compact), forChild: child)

    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(parent.traitCollection.horizontalSizeClass == .regular)
    #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .compact)
    #expect(log.take() == ["child traitCollectionDidChange(light, Hcompact)"])
    _ = window
  }

  @Test("dynamic colours resolve again when the style changes")
  func dynamicColours() {
    let root = UIViewController()
    root.view.backgroundColor = .systemBackground
    let window = TestApplication.makeWindow(root: root)
    clock.settle()
    let light = root.view.layer.backgroundColor

    UIApplication.shared.setSystemUserInterfaceStyle(.dark)
    let dark = root.view.layer.backgroundColor
    root.overrideUserInterfaceStyle = .light

    #expect(light == UIColor.white.cgColor)
    #expect(dark == UIColor.black.cgColor)
    #expect(root.view.layer.backgroundColor == UIColor.white.cgColor)
    _ = window
  }

  @Test("the trait collection combines: later specified traits win")
  func combining() {
    let combined = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(horizontalSizeClass: .compact),
    ])

    #expect(combined.horizontalSizeClass == .compact)
    #expect(combined.userInterfaceStyle == .dark)
    #expect(combined.verticalSizeClass == .unspecified)
  }
}

@Suite("Status bar and system chrome", .uiTest)
@MainActor
struct StatusBarTests {
  let clock = ManualClock()

  @Test("style and visibility follow childForStatusBar… two levels down")
  func delegationTwoLevelsDeep() {
    let root = StatusBarController(child: true)
    let middle = StatusBarController(child: true)
    let leaf = StatusBarController(child: false)
    leaf.style = .lightContent
    leaf.hidden = true
    root.addChild(middle)
    middle.addChild(leaf)
    let window = TestApplication.makeWindow(root: root)
    clock.settle()

    #expect(UIApplication.shared.statusBarStyle == .lightContent)
    #expect(UIApplication.shared.isStatusBarHidden)
    #expect(window.safeAreaInsets.top == 0)
  }

  @Test("right to left, the status bar is mirrored: the time on the right, the battery on the left")
  func statusBarMirrors() {
    let window = TestApplication.makeWindow(root: UIViewController())
    clock.settle()
    func span(of text: String) -> ClosedRange<CGFloat>? {
      window.systemChromeDisplayList.flattened.lazy.compactMap { item in
        guard case .text(let run) = item, run.text == text else { return nil }
        return run.origin.x...(run.origin.x + run.size.width)
      }.first
    }
    let leftToRight = (span(of: "9:41"), span(of: "100%"))

    UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
    clock.settle()
    let rightToLeft = (span(of: "9:41"), span(of: "100%"))

    let width = window.bounds.width
    #expect(leftToRight.0?.lowerBound == 16)
    #expect(leftToRight.1?.upperBound == width - 46)
    #expect(rightToLeft.0?.upperBound == width - 16)
    #expect(rightToLeft.1?.lowerBound == 46)
  }

  @Test("setNeedsStatusBarAppearanceUpdate re-reads the preferences and moves the safe area")
  func updates() {
    let root = StatusBarController(child: false)
    let window = TestApplication.makeWindow(root: root)
    clock.settle()
    let before = (UIApplication.shared.statusBarStyle, window.safeAreaInsets.top)

    root.style = .darkContent
    root.hidden = true
    let unchanged = UIApplication.shared.statusBarStyle
    root.setNeedsStatusBarAppearanceUpdate()
    clock.settle()

    #expect(before == (.default, StatusBarView.height))
    #expect(unchanged == .default)
    #expect(UIApplication.shared.statusBarStyle == .darkContent)
    #expect(window.safeAreaInsets.top == 0)
  }

  @Test("the home indicator and deferred edges resolve the same way")
  func homeIndicatorAndEdges() {
    let root = StatusBarController(child: true)
    let leaf = StatusBarController(child: false)
    leaf.autoHidesHomeIndicator = true
    leaf.deferredEdges = .left
    root.addChild(leaf)
    let window = TestApplication.makeWindow(root: root)
    clock.advance(by: 0.5)

    #expect(window.systemChrome.homeIndicatorAutoHidden)
    #expect(window.homeIndicatorView.alpha == 0)
    #expect(window.deferredSystemGestureEdges == .left)
  }
}

@MainActor
private final class StatusBarController: UIViewController {
  let delegatesToChild: Bool
  var style: UIStatusBarStyle = .default
  var hidden = false
  var autoHidesHomeIndicator = false
  var deferredEdges: UIRectEdge = []

  init(child: Bool) {
    delegatesToChild = child
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override var preferredStatusBarStyle: UIStatusBarStyle { style }
  override var prefersStatusBarHidden: Bool { hidden }
  override var prefersHomeIndicatorAutoHidden: Bool { autoHidesHomeIndicator }
  override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferredEdges }
  override var childForStatusBarStyle: UIViewController? { delegatesToChild ? children.first : nil }
  override var childForStatusBarHidden: UIViewController? {
    delegatesToChild ? children.first : nil
  }
  override var childForHomeIndicatorAutoHidden: UIViewController? {
    delegatesToChild ? children.first : nil
  }
  override var childForScreenEdgesDeferringSystemGestures: UIViewController? {
    delegatesToChild ? children.first : nil
  }
}

@Suite("Safe area", .uiTest)
@MainActor
struct SafeAreaTests {
  let log = LifecycleLog()
  let clock = ManualClock()

  @Test("the window's safe area is the status bar's height plus the home indicator's inset")
  func windowInsets() {
    let window = TestApplication.makeWindow(root: UIViewController())

    #expect(
      window.safeAreaInsets
        == UIEdgeInsets(
          top: StatusBarView.height, left: 0, bottom: HomeIndicatorView.inset, right: 0))
  }

  @Test("a view sliding out to the side inherits no side insets its superview does not have")
  func viewOutsideTheSuperview() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 300, height: 600))
    let aside = UIView(frame: CGRect(x: 300, y: 0, width: 300, height: 600))
    root.view.addSubview(aside)
    clock.settle()

    #expect(aside.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    _ = window
  }

  @Test("children get the part of the parent's safe area their frames overlap, plus their own")
  func propagation() {
    let root = UIViewController()
    let top = LoggingViewController("top", log: log)
    let middle = LoggingViewController("middle", log: log)
    top.logsEnvironment = true
    middle.logsEnvironment = true
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 300, height: 600))
    for (child, frame) in [
      (top, CGRect(x: 0, y: 10, width: 300, height: 100)),
      (middle, CGRect(x: 0, y: 200, width: 300, height: 100)),
    ] {
      root.addChild(child)
      child.view.frame = frame
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
    }
    middle.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    clock.settle()

    #expect(top.view.safeAreaInsets == UIEdgeInsets(top: 14, left: 0, bottom: 0, right: 0))
    #expect(middle.view.safeAreaInsets == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    #expect(
      log.take().filter { $0.contains("SafeArea") } == [
        "top viewSafeAreaInsetsDidChange(14, 0, 0, 0)",
        "middle viewSafeAreaInsetsDidChange(5, 0, 0, 0)",
      ])
    _ = window
  }

  @Test("viewSafeAreaInsetsDidChange comes on real changes only")
  func realChangesOnly() {
    let root = LoggingViewController("root", log: log)
    root.logsEnvironment = true
    let window = TestApplication.makeWindow(root: root)
    clock.settle()
    _ = log.take()

    root.additionalSafeAreaInsets = .zero
    root.view.frame = root.view.frame
    clock.settle()
    let unchanged = log.take()
    root.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
    clock.settle()

    #expect(unchanged == [])
    #expect(log.take() == ["root viewSafeAreaInsetsDidChange(24, 8, 20, 0)"])
    _ = window
  }

  @Test("a safe area changed during a layout pass reaches the subviews the pass visits next")
  func changeDuringThePass() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 300, height: 600))
    let first = InsetChangingView { root.additionalSafeAreaInsets.top = 30 }
    let second = InsetRecordingView()
    for view in [first, second] {
      view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      root.view.addSubview(view)
    }
    clock.settle()
    second.reported = []

    // Both move, so the pass checks both safe areas; the first's layout grows its superview's.
    first.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
    second.frame = CGRect(x: 10, y: 0, width: 100, height: 100)
    root.view.layoutIfNeeded()

    #expect(second.reported == [UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0)])
    _ = window
  }

  @Test("a safe area changed two levels up during a pass reaches the subviews it visits next")
  func grandparentChangeDuringThePass() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root, size: CGSize(width: 300, height: 600))
    let middle = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.view.addSubview(middle)
    let first = InsetChangingView { root.additionalSafeAreaInsets.top = 30 }
    let second = InsetRecordingView()
    for view in [first, second] {
      view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      middle.addSubview(view)
    }
    clock.settle()
    second.reported = []

    // The first's layout grows the root view's safe area, which the middle view passes on.
    first.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
    second.frame = CGRect(x: 10, y: 0, width: 100, height: 100)
    middle.layoutIfNeeded()

    #expect(second.reported == [UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0)])
    _ = window
  }
}

/// Records the traits that are current while it lays out.
@MainActor
/// Runs `change` in its first `layoutSubviews` after the first pass.
private final class InsetChangingView: UIView {
  private var change: (() -> Void)?
  private var passes = 0

  init(change: @escaping () -> Void) {
    self.change = change
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    passes += 1
    guard passes > 1 else { return }
    change?()
    change = nil
  }
}

/// Records the safe area insets it is told of.
private final class InsetRecordingView: UIView {
  var reported: [UIEdgeInsets] = []

  override func safeAreaInsetsDidChange() {
    reported.append(safeAreaInsets)
  }
}

private final class TraitRecordingView: UIView {
  var seen: UITraitCollection?

  override func layoutSubviews() {
    super.layoutSubviews()
    seen = UITraitCollection.current
  }
}

@MainActor
private final class TraitRecordingWindow: UIWindow {
  var seen: UITraitCollection?

  override func layoutSubviews() {
    super.layoutSubviews()
    seen = UITraitCollection.current
  }
}
