/// The items a behaviour applies to, each once, in the order they were added.
@MainActor
struct DynamicItemList {
  private(set) var items: [UIDynamicItem]

  init(_ items: [UIDynamicItem]) {
    self.items = []
    for item in items { add(item) }
  }

  /// Adds `item` unless it is already there; returns whether it was added.
  @discardableResult
  mutating func add(_ item: UIDynamicItem) -> Bool {
    guard !items.contains(where: { $0 === item }) else { return false }
    items.append(item)
    return true
  }

  /// Removes `item`; returns whether it was there.
  @discardableResult
  mutating func remove(_ item: UIDynamicItem) -> Bool {
    guard let index = items.firstIndex(where: { $0 === item }) else { return false }
    items.remove(at: index)
    return true
  }
}
