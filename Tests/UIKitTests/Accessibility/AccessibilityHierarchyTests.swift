import Testing
import UIKit
import UIKitTestSupport

/// The walk VoiceOver makes through a screen, and the tree UI tests query.
@Suite("Accessibility: VoiceOver's order and the tree", .uiTest)
@MainActor
struct AccessibilityHierarchyTests {
  /// Keeps the windows shown, which the application holds weakly, as on iOS.
  private let windows = WindowHolder()

  private func label(_ text: String, _ frame: CGRect) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    return label
  }

  private func show(_ views: [UIView]) -> UIViewController {
    let controller = UIViewController()
    for view in views { controller.view.addSubview(view) }
    windows.keep(TestApplication.makeWindow(root: controller))
    return controller
  }

  private func labels(of root: UIView) -> [String] {
    AccessibilityHierarchy.elements(of: root).map { $0.accessibilityLabel ?? "" }
  }

  @Test("elements read in rows from the top, each row from the left, whatever the view order")
  func rows() {
    let screen = show([
      label("C", CGRect(x: 10, y: 100, width: 50, height: 20)),
      label("B", CGRect(x: 200, y: 12, width: 50, height: 30)),
      label("A", CGRect(x: 10, y: 10, width: 50, height: 20)),
    ])

    #expect(labels(of: screen.view) == ["A", "B", "C"])
  }

  @Test("a right-to-left app reads each row from the right")
  func rightToLeft() {
    UIApplication.shared.setUserInterfaceLayoutDirection(.rightToLeft)
    let screen = show([
      label("left", CGRect(x: 10, y: 10, width: 50, height: 20)),
      label("right", CGRect(x: 200, y: 10, width: 50, height: 20)),
    ])

    #expect(labels(of: screen.view) == ["right", "left"])
  }

  @Test("accessibilityElements replace the subviews and keep their listed order")
  func listedElements() {
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
    let top = label("top", CGRect(x: 0, y: 0, width: 100, height: 20))
    let bottom = label("bottom", CGRect(x: 0, y: 50, width: 100, height: 20))
    let ignored = label("ignored", CGRect(x: 0, y: 80, width: 100, height: 20))
    for view in [top, bottom, ignored] { card.addSubview(view) }
    card.accessibilityElements = [bottom, top]
    let screen = show([card, label("title", CGRect(x: 0, y: 10, width: 100, height: 20))])

    #expect(labels(of: screen.view) == ["title", "bottom", "top"])
  }

  @Test("hidden views, transparent views and hidden element subtrees are skipped")
  func hidden() {
    let hidden = label("hidden", CGRect(x: 0, y: 0, width: 50, height: 20))
    hidden.isHidden = true
    let clear = label("clear", CGRect(x: 0, y: 30, width: 50, height: 20))
    clear.alpha = 0
    let box = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 40))
    box.addSubview(label("inside", CGRect(x: 0, y: 0, width: 50, height: 20)))
    box.accessibilityElementsHidden = true
    let screen = show([
      hidden, clear, box, label("shown", CGRect(x: 0, y: 120, width: 50, height: 20)),
    ])

    #expect(labels(of: screen.view) == ["shown"])
  }

  @Test("an element hides what is inside it")
  func elementEndsBranch() {
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    cell.addSubview(label("inner", CGRect(x: 0, y: 0, width: 50, height: 20)))
    cell.isAccessibilityElement = true
    cell.accessibilityLabel = "Row"
    let screen = show([cell])

    #expect(labels(of: screen.view) == ["Row"])
  }

  @Test("a modal view hides its siblings")
  func modal() {
    let alert = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
    alert.addSubview(label("Delete?", CGRect(x: 0, y: 0, width: 100, height: 20)))
    alert.accessibilityViewIsModal = true
    let screen = show([label("behind", CGRect(x: 0, y: 10, width: 100, height: 20)), alert])

    #expect(labels(of: screen.view) == ["Delete?"])
  }

  @Test("a grouping view reads its elements together instead of mixing them by place")
  func grouping() {
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    left.addSubview(label("L1", CGRect(x: 0, y: 0, width: 100, height: 20)))
    left.addSubview(label("L2", CGRect(x: 0, y: 100, width: 100, height: 20)))
    let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 200))
    right.addSubview(label("R1", CGRect(x: 0, y: 0, width: 100, height: 20)))
    right.addSubview(label("R2", CGRect(x: 0, y: 100, width: 100, height: 20)))
    let screen = show([left, right])
    let mixed = labels(of: screen.view)

    left.shouldGroupAccessibilityChildren = true
    right.shouldGroupAccessibilityChildren = true

    #expect(mixed == ["L1", "R1", "L2", "R2"])
    #expect(labels(of: screen.view) == ["L1", "L2", "R1", "R2"])
  }

  @Test("elements that form a cycle through accessibilityElements end the walk with a warning")
  func cycle() {
    var warnings: [String] = []
    UIKitLog.sink = { warnings.append($0) }
    defer { UIKitLog.resetSink() }
    let outer = UIAccessibilityElement(accessibilityContainer: UIView())
    let inner = UIAccessibilityElement(accessibilityContainer: outer)
    let leaf = UIAccessibilityElement(accessibilityContainer: inner)
    leaf.accessibilityLabel = "leaf"
    for element in [outer, inner] { element.isAccessibilityElement = false }
    outer.accessibilityElements = [inner]
    inner.accessibilityElements = [leaf, outer]

    let found = AccessibilityHierarchy.elements(of: outer).map(\.accessibilityLabel)

    #expect(found == ["leaf"])
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("cycle") == true)
  }

  @Test("the tree holds the window, bars and identified views, with types and state")
  func tree() throws {
    let root = UIViewController()
    root.title = "Settings"
    let toggle = UISwitch()
    toggle.frame.origin = CGPoint(x: 20, y: 200)
    toggle.accessibilityIdentifier = "wifi"
    let panel = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
    panel.accessibilityIdentifier = "panel"
    let send = UIButton(type: .system)
    send.setTitle("Send", for: .normal)
    send.frame = CGRect(x: 20, y: 10, width: 80, height: 44)
    send.isEnabled = false
    panel.addSubview(send)
    root.view.addSubview(toggle)
    root.view.addSubview(panel)
    let navigation = UINavigationController(rootViewController: root)
    windows.keep(TestApplication.makeWindow(root: navigation))
    navigation.view.layoutIfNeeded()

    let tree = AccessibilityHierarchy.applicationTree()
    let window = try #require(tree.children.first)
    let types = window.children.map(\.elementType)
    let nodes = tree.descendants
    let wifi = try #require(nodes.first { $0.identifier == "wifi" })
    let panelNode = try #require(nodes.first { $0.identifier == "panel" })

    #expect(tree.elementType == .application)
    #expect(window.elementType == .window)
    #expect(types == [.navigationBar, .switch, .other])
    #expect(window.children[0].children.map(\.label) == ["Settings"])
    #expect(wifi.value == "0")
    #expect(wifi.isHittable)
    #expect(wifi.isEnabled)
    #expect(panelNode.children.map(\.elementType) == [.button])
    #expect(panelNode.children.first?.label == "Send")
    #expect(panelNode.children.first?.isEnabled == false)
    #expect(panelNode.frame == CGRect(x: 0, y: 300, width: 390, height: 100))
  }

  @Test("an element covered by another view is not hittable")
  func hittable() throws {
    let button = UIButton(type: .system)
    button.setTitle("Under", for: .normal)
    button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
    let cover = UIView(frame: CGRect(x: 0, y: 80, width: 390, height: 100))
    let screen = show([button, cover])
    let covered = AccessibilityHierarchy.tree(of: screen.view).children.first?.isHittable

    cover.isUserInteractionEnabled = false
    let uncovered = AccessibilityHierarchy.tree(of: screen.view).children.first?.isHittable

    #expect(covered == false)
    #expect(uncovered == true)
  }

  @Test("a label is hittable where touches fall through it to its container, not under a cover")
  func labelHittable() throws {
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 100, height: 30))
    label.text = "Title"
    let covered = UILabel(frame: CGRect(x: 20, y: 300, width: 100, height: 30))
    covered.text = "Covered"
    let cover = UIView(frame: CGRect(x: 0, y: 280, width: 390, height: 100))
    let screen = show([label, covered, cover])

    let nodes = AccessibilityHierarchy.tree(of: screen.view).descendants

    #expect(nodes.first { $0.label == "Title" }?.isHittable == true)
    #expect(nodes.first { $0.label == "Covered" }?.isHittable == false)
  }

  @Test("the tree prints as XCUITest prints it in a failure")
  func treeDescription() {
    let toggle = UISwitch()
    toggle.frame.origin = CGPoint(x: 20, y: 40)
    toggle.accessibilityIdentifier = "wifi"
    toggle.setOn(true, animated: false)
    let screen = show([toggle])

    let printed = AccessibilityHierarchy.tree(of: screen.view).treeDescription

    #expect(
      printed == """
        Other, {{0.0, 0.0}, {390.0, 844.0}}
          Switch, {{20.0, 40.0}, {51.0, 31.0}}, identifier: 'wifi', value: 1
        """)
  }
}
