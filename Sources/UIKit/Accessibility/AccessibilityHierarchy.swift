/// The accessibility elements of a window in the order VoiceOver moves through them, for UI
/// tests, tools and the demo's event log: what a swipe right would reach next, element by
/// element.
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
    var walk = Walk(rightToLeft: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    return walk.ordered(walk.collect(root))
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

  /// What the walk found under one container: elements and groups, each with the frame it is
  /// placed by.
  @MainActor
  private indirect enum Item {
    case element(_UIAccessibilityObject, frame: CGRect)
    /// Elements kept together: in the order listed (`accessibilityElements`), or by place.
    case group([Item], frame: CGRect, listed: Bool)

    var frame: CGRect {
      switch self {
      case .element(_, let frame), .group(_, let frame, _): frame
      }
    }
  }

  @MainActor
  private struct Walk {
    let rightToLeft: Bool
    /// The objects on the path from the root to where the walk is: one seen again is a cycle.
    var path: Set<ObjectIdentifier> = []
    /// Every object reached, so that none is read twice.
    var reached: Set<ObjectIdentifier> = []

    mutating func collect(_ object: _UIAccessibilityObject) -> [Item] {
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
        return items.isEmpty ? [] : [.group(items, frame: union(items), listed: true)]
      }
      guard let view = object as? UIView else { return [] }
      var subviews = view.storedSubviews
      // Matches UIKit: a modal view hides its siblings; the frontmost one wins.
      if let modal = subviews.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }) {
        subviews = [modal]
      }
      let items = subviews.flatMap { collect($0) }
      guard !items.isEmpty else { return [] }
      if view.shouldGroupAccessibilityChildren || view.accessibilityContainerType != .none {
        return [.group(items, frame: view.accessibilityFrame, listed: false)]
      }
      return items
    }

    /// The elements of `items`, placed in reading order: groups read whole where they sit.
    func ordered(_ items: [Item]) -> [_UIAccessibilityObject] {
      placed(items).flatMap { item -> [_UIAccessibilityObject] in
        switch item {
        case .element(let object, _): [object]
        case .group(let members, _, let listed):
          listed ? members.flatMap { ordered([$0]) } : ordered(members)
        }
      }
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
