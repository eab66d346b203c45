/// The items of one section as an outline: root items, each with children that show only while
/// their parent is expanded, as `NSDiffableDataSourceSectionSnapshot`.
///
/// Matches UIKit: items are unique in the snapshot (adding one twice raises UIKit's
/// `NSInternalInconsistencyException` and leaves the snapshot as it was); a parent starts
/// collapsed; ``items`` lists every item depth first, ``visibleItems`` only those whose
/// ancestors are all expanded, which is what a collection view shows for the section when the
/// snapshot is applied with `apply(_:to:animatingDifferences:completion:)`.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["Apple", "Banana"], to: "Fruit")
/// outline.expand(["Fruit"])
/// dataSource.apply(outline, to: 0, animatingDifferences: false)
/// ```
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable
{
  typealias Item = ItemIdentifierType

  /// Matches UIKit: the items at the outline's first level, in order.
  public private(set) var rootItems: [ItemIdentifierType] = []
  /// Each parent's children, in order.
  private var children: [Item: [Item]] = [:]
  /// Each child's parent.
  private var parents: [Item: Item] = [:]
  /// Every item in the snapshot.
  private var members: Set<Item> = []
  /// The parents that are expanded.
  private var expanded: Set<Item> = []

  /// Matches UIKit: an empty section snapshot.
  public init() {}

  // MARK: Reading

  /// Matches UIKit: every item, depth first (each parent before its children).
  public var items: [ItemIdentifierType] { flatten(rootItems, onlyVisible: false) }

  /// Matches UIKit: the items shown: roots, and children whose ancestors are all expanded.
  public var visibleItems: [ItemIdentifierType] { flatten(rootItems, onlyVisible: true) }

  /// Matches UIKit: whether the item is in the snapshot.
  public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

  /// Matches UIKit: whether the item is expanded (an item without children can be).
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    guard checkMember(item) else { return false }
    return expanded.contains(item)
  }

  /// Matches UIKit: whether the item is shown: it is a root, or its ancestors are expanded.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard checkMember(item) else { return false }
    var current = item
    while let parent = parents[current] {
      guard expanded.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// Matches UIKit: the item's depth, 0 for a root item.
  public func level(of item: ItemIdentifierType) -> Int {
    guard checkMember(item) else { return 0 }
    var level = 0
    var current = item
    while let parent = parents[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// Matches UIKit: the item's parent, `nil` for a root item.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    guard checkMember(child) else { return nil }
    return parents[child]
  }

  /// Matches UIKit: the item's index in ``items``.
  public func index(of item: ItemIdentifierType) -> Int? {
    guard members.contains(item) else { return nil }
    return items.firstIndex(of: item)
  }

  /// Matches UIKit: the part of the outline under `parent`: its descendants as roots, and the
  /// parent itself as the one root above them when `includingParent`.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    var result = NSDiffableDataSourceSectionSnapshot()
    guard checkMember(parent) else { return result }
    if includingParent { result.append([parent]) }
    copyChildren(of: parent, into: &result, under: includingParent ? parent : nil)
    if includingParent, expanded.contains(parent) { result.expanded.insert(parent) }
    return result
  }

  /// Matches UIKit: the outline drawn as text, one item a line, children indented under a
  /// "+" (expanded) or "-" (collapsed) parent.
  public func visualDescription() -> String {
    items.map { item in
      let marker = children[item, default: []].isEmpty ? "" : expanded.contains(item) ? "+ " : "- "
      return String(repeating: "  ", count: level(of: item)) + marker + "\(item)"
    }.joined(separator: "\n")
  }

  // MARK: Changing

  /// Matches UIKit: adds items at the end of the roots, or at the end of `parent`'s children.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    guard checkNew(items) else { return }
    if let parent {
      guard checkMember(parent) else { return }
      children[parent, default: []] += items
      for item in items { parents[item] = parent }
    } else {
      rootItems += items
    }
    members.formUnion(items)
  }

  /// Matches UIKit: adds items just before another, as its siblings.
  public mutating func insert(
    _ items: [ItemIdentifierType], before nextItem: ItemIdentifierType
  ) {
    insert(items, beside: nextItem, after: false)
  }

  /// Matches UIKit: adds items just after another (and its children), as its siblings.
  public mutating func insert(
    _ items: [ItemIdentifierType], after previousItem: ItemIdentifierType
  ) {
    insert(items, beside: previousItem, after: true)
  }

  private mutating func insert(_ items: [Item], beside anchor: Item, after: Bool) {
    guard checkMember(anchor), checkNew(items) else { return }
    let parent = parents[anchor]
    var siblings = parent.map { children[$0, default: []] } ?? rootItems
    let index = siblings.firstIndex(of: anchor)! + (after ? 1 : 0)
    siblings.insert(contentsOf: items, at: index)
    if let parent {
      children[parent] = siblings
      for item in items { parents[item] = parent }
    } else {
      rootItems = siblings
    }
    members.formUnion(items)
  }

  /// Matches UIKit: removes items and all their descendants; unknown items are ignored.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where members.contains(item) {
      if let parent = parents[item] {
        children[parent]?.removeAll { $0 == item }
      } else {
        rootItems.removeAll { $0 == item }
      }
      forget(item)
    }
  }

  /// Matches UIKit: removes every item.
  public mutating func deleteAll() {
    self = NSDiffableDataSourceSectionSnapshot()
  }

  /// Matches UIKit: marks items expanded, so their children show.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    guard items.allSatisfy(checkMember) else { return }
    expanded.formUnion(items)
  }

  /// Matches UIKit: marks items collapsed, so their children hide.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    guard items.allSatisfy(checkMember) else { return }
    expanded.subtract(items)
  }

  // MARK: Helpers

  private func flatten(_ level: [Item], onlyVisible: Bool) -> [Item] {
    var result: [Item] = []
    for item in level {
      result.append(item)
      if !onlyVisible || expanded.contains(item), let below = children[item] {
        result += flatten(below, onlyVisible: onlyVisible)
      }
    }
    return result
  }

  private func copyChildren(of item: Item, into result: inout Self, under parent: Item?) {
    for child in children[item, default: []] {
      result.append([child], to: parent)
      if expanded.contains(child) { result.expanded.insert(child) }
      copyChildren(of: child, into: &result, under: child)
    }
  }

  /// Removes an item, its descendants and their marks.
  private mutating func forget(_ item: Item) {
    for child in children[item, default: []] { forget(child) }
    children[item] = nil
    parents[item] = nil
    members.remove(item)
    expanded.remove(item)
  }

  private func checkMember(_ item: Item) -> Bool {
    if members.contains(item) { return true }
    SnapshotFault.raise("Invalid item identifier specified: \(item)")
    return false
  }

  /// Matches UIKit: identifiers must be unique, among themselves and in the snapshot.
  private func checkNew(_ items: [Item]) -> Bool {
    SnapshotFault.checkUnique(items, kind: "item", isPresent: members.contains)
  }
}
