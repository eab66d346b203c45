/// The accessibility elements of a window in the order VoiceOver moves through them, and the
/// tree of them that UI tests query: what a swipe right would reach next, and what XCUITest's
/// `app.buttons["Done"]` searches.
///
/// Follows UIKit's rules. A hidden or transparent view, and one whose
/// `accessibilityElementsHidden` is set, hides its whole subtree. An element ends the walk
/// down its branch. A container's `accessibilityElements` replace its subviews and keep the order
/// they are listed in. Everything else is read by its place on screen: rows from top to bottom
/// (elements whose middles fall within a row's height share it), each row from the leading side,
/// right to left in a right-to-left app. A view with `shouldGroupAccessibilityChildren`, or with a
/// container type, keeps its elements together, placed as one block. A view whose
/// `accessibilityViewIsModal` is set hides its siblings. Elements listed in a cycle through
/// `accessibilityElements` are reached once, with a warning.
@MainActor
package enum AccessibilityHierarchy {
  /// The elements of `root`'s subtree (a window, a view, an element with elements), in
  /// VoiceOver's order.
  package static func elements(of root: _UIAccessibilityObject) -> [_UIAccessibilityObject] {
    let walk = Walk()
    return walk.ordered(walk.collect(root))
  }

  /// The tree of `root`'s subtree as UI tests query it: `root` itself (even when it is neither an
  /// element nor a container of note), holding the elements and containers inside.
  package static func tree(of root: _UIAccessibilityObject) -> AccessibilityNode {
    let walk = Walk()
    let items = walk.collect(root)
    if items.count == 1, case .container(let object, let inside, _, _) = items[0],
      object === root
    {
      return walk.node(object, children: inside)
    }
    if items.count == 1, case .element(let object, _) = items[0], object === root {
      return walk.node(object, children: [])
    }
    return walk.node(root, children: items)
  }

  /// The application's tree: its windows, back to front, each with its elements.
  package static func applicationTree() -> AccessibilityNode {
    let application = UIApplication.shared
    var node = Walk().node(application, children: [])
    node.label = ProcessInfo.processInfo.processName
    node.children = application.windows.map { tree(of: $0) }
    return node
  }

  /// One line for `element`, as the event log prints the tree:
  /// `"Tap me" value "1" (button, selected) #identifier`.
  package static func line(for element: _UIAccessibilityObject) -> String {
    var line = "\"\(element.accessibilityLabel ?? "")\""
    if let value = element.accessibilityValue, !value.isEmpty { line += " value \"\(value)\"" }
    let traits = traitNames(element.accessibilityTraits)
    if !traits.isEmpty { line += " (\(traits.joined(separator: ", ")))" }
    if let hint = element.accessibilityHint { line += " hint \"\(hint)\"" }
    if let identifier = element.accessibilityIdentifier { line += " #\(identifier)" }
    return line
  }

  /// The names of the public traits in `traits`, in UIKit's bit order.
  package static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
    let names: [(UIAccessibilityTraits, String)] = [
      (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
      (.playsSound, "plays sound"), (.keyboardKey, "keyboard key"), (.staticText, "static text"),
      (.summaryElement, "summary"), (.notEnabled, "not enabled"),
      (.updatesFrequently, "updates frequently"), (.searchField, "search field"),
      (.startsMediaSession, "starts media session"), (.adjustable, "adjustable"),
      (.allowsDirectInteraction, "direct interaction"), (.causesPageTurn, "causes page turn"),
      (.tabBar, "tab bar"), (.header, "header"), (.toggleButton, "toggle button"),
    ]
    return names.filter { traits.contains($0.0) }.map(\.1)
  }

  /// How a container's elements are read.
  private enum Reading {
    /// In the order `accessibilityElements` lists them.
    case listed
    /// Together, by place, as one block among the container's siblings.
    case grouped
    /// Mixed with the container's siblings by place: the container only shows in the tree.
    case mixed
  }

  /// What the walk found under one object: elements and containers, each with the frame it is
  /// placed by.
  @MainActor
  private indirect enum Item {
    case element(_UIAccessibilityObject, frame: CGRect)
    case container(_UIAccessibilityObject, [Item], frame: CGRect, reading: Reading)

    var frame: CGRect {
      switch self {
      case .element(_, let frame), .container(_, _, let frame, _): frame
      }
    }
  }

  @MainActor
  private final class Walk {
    let rightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
    /// The objects on the path from the root to where the walk is: one seen again is a cycle.
    var path: Set<ObjectIdentifier> = []
    /// Every object reached, so that none is read twice.
    var reached: Set<ObjectIdentifier> = []

    func collect(_ object: _UIAccessibilityObject) -> [Item] {
      let id = ObjectIdentifier(object)
      if path.contains(id) {
        UIKitLog.warning(
          "UIKit: accessibility elements form a cycle through accessibilityElements at "
            + "\(object); the accessibility walk goes no further there.")
        return []
      }
      guard reached.insert(id).inserted else { return [] }
      if let view = object as? UIView, view.isHidden || view.alpha < 0.01 { return [] }
      if object.accessibilityElementsHidden { return [] }
      if object.isAccessibilityElement {
        return [.element(object, frame: object.accessibilityFrame)]
      }
      path.insert(id)
      defer { path.remove(id) }
      if let listed = object.accessibilityElements {
        let items = listed.compactMap { $0 as? _UIAccessibilityObject }.flatMap { collect($0) }
        let frame = object is UIView ? object.accessibilityFrame : union(items)
        return [.container(object, items, frame: frame, reading: .listed)]
      }
      guard let view = object as? UIView else { return [] }
      var subviews = view.storedSubviews
      // Matches UIKit: a modal view hides its siblings; the frontmost one wins.
      if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }) {
        subviews = [modal]
      }
      let items = subviews.flatMap { collect($0) }
      if view.shouldGroupAccessibilityChildren || view.accessibilityContainerType != .none
        || view.accessibilityViewIsModal
      {
        return [.container(view, items, frame: view.accessibilityFrame, reading: .grouped)]
      }
      if view.accessibilityIdentifier != nil
        || AccessibilityElementType(of: view).isContainerOfNote
      {
        return [.container(view, items, frame: view.accessibilityFrame, reading: .mixed)]
      }
      return items
    }

    /// The elements of `items`, placed in reading order: groups read whole where they sit.
    func ordered(_ items: [Item]) -> [_UIAccessibilityObject] {
      placed(mixedIn(items)).flatMap { item -> [_UIAccessibilityObject] in
        switch item {
        case .element(let object, _): [object]
        case .container(_, let members, _, let reading):
          reading == .listed ? members.flatMap { ordered([$0]) } : ordered(members)
        }
      }
    }

    /// `items` with the contents of containers that do not group their elements lifted out.
    private func mixedIn(_ items: [Item]) -> [Item] {
      items.flatMap { item -> [Item] in
        if case .container(_, let members, _, .mixed) = item { return mixedIn(members) }
        return [item]
      }
    }

    /// The node for `object` holding `children`, which keep their listed order or are placed.
    func node(_ object: _UIAccessibilityObject, children: [Item], listed: Bool = false)
      -> AccessibilityNode
    {
      let traits = object.accessibilityTraits
      let control = object as? UIControl
      let field = object as? UITextField
      return AccessibilityNode(
        elementType: AccessibilityElementType(of: object),
        label: object.accessibilityLabel ?? "",
        identifier: object.accessibilityIdentifier ?? "",
        value: object.accessibilityValue,
        placeholderValue: field?.placeholder,
        frame: object.accessibilityFrame,
        traits: traits,
        isElement: object.isAccessibilityElement,
        isEnabled: !traits.contains(.notEnabled) && control?.isEnabled != false,
        isSelected: traits.contains(.selected) || control?.isSelected == true,
        isHittable: isHittable(object),
        activationPoint: object.accessibilityActivationPoint,
        children: (listed ? children : placed(children)).map { item in
          switch item {
          case .element(let element, _): node(element, children: [])
          case .container(let container, let members, _, let reading):
            node(container, children: members, listed: reading == .listed)
          }
        })
    }

    /// Whether hit testing at the activation point reaches the object: the view itself or one
    /// inside it, or for an element that is not a view, its container view or one inside that;
    /// for a view that takes no touches, also a view that holds it.
    private func isHittable(_ object: _UIAccessibilityObject) -> Bool {
      var owner: AnyObject? = object
      while let element = owner as? UIAccessibilityElement {
        owner = element.accessibilityContainer
      }
      guard let view = owner as? UIView, let window = view.window else {
        return object is UIApplication
      }
      let screenPoint = object.accessibilityActivationPoint
      let point = CGPoint(
        x: screenPoint.x - window.frame.minX, y: screenPoint.y - window.frame.minY)
      guard window.bounds.contains(point), var hit = window.hitTest(point, with: nil) else {
        return false
      }
      // A view that takes no touches (a label) lets them fall through to what holds it: it is
      // hittable when the touch reaches one of its containers, nothing in front of it.
      if !view.isUserInteractionEnabled, view.isDescendant(of: hit) { return true }
      while hit !== view {
        guard let parent = hit.superview else { return false }
        hit = parent
      }
      return true
    }

    /// `items` in rows from the top, each row from the leading side. An item joins the row
    /// being built when its middle lies within the height of the row's first item.
    private func placed(_ items: [Item]) -> [Item] {
      let byMiddle = items.enumerated().sorted {
        ($0.element.frame.midY, $0.offset) < ($1.element.frame.midY, $1.offset)
      }
      var rows: [[Item]] = []
      var band: ClosedRange<CGFloat>?
      for (_, item) in byMiddle {
        if let current = band, current.contains(item.frame.midY) {
          rows[rows.count - 1].append(item)
        } else {
          rows.append([item])
          band = item.frame.minY...max(item.frame.minY, item.frame.maxY)
        }
      }
      return rows.flatMap { row in
        row.enumerated().sorted {
          let lhs = rightToLeft ? -$0.element.frame.maxX : $0.element.frame.minX
          let rhs = rightToLeft ? -$1.element.frame.maxX : $1.element.frame.minX
          return (lhs, $0.offset) < (rhs, $1.offset)
        }.map(\.element)
      }
    }

    private func union(_ items: [Item]) -> CGRect {
      items.dropFirst().reduce(items.first?.frame ?? .zero) { $0.union($1.frame) }
    }
  }
}
