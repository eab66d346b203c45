/// The state of a list's data at one moment: its sections and each section's items, by their
/// identifiers, as `NSDiffableDataSourceSnapshot`.
///
/// Matches UIKit: a value you build or take from a diffable data source, change, and apply;
/// the data source works out the insertions, deletions and moves between the snapshot on
/// screen and the new one. Identifiers are unique across the whole snapshot: adding one that
/// is already there raises UIKit's `NSInternalInconsistencyException` and leaves the snapshot
/// as it was.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Apple", "Banana"], toSection: 0)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  typealias Section = SectionIdentifierType
  typealias Item = ItemIdentifierType

  /// The sections in order, each with its items in order.
  private(set) var sections: [(identifier: Section, items: [Item])] = []
  /// Where each section is in ``sections``.
  private var sectionIndexes: [Section: Int] = [:]
  /// The section each item is in.
  private var itemSections: [Item: Section] = [:]
  private var reloadedItems: [Item] = []
  private var reconfiguredItems: [Item] = []
  private var reloadedSections: [Section] = []

  /// Matches UIKit: an empty snapshot.
  public init() {}

  // MARK: Reading

  /// Matches UIKit: the number of items in every section.
  public var numberOfItems: Int { itemSections.count }

  /// Matches UIKit: the number of sections.
  public var numberOfSections: Int { sections.count }

  /// Matches UIKit: the sections' identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }

  /// Matches UIKit: every item's identifier, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// Matches UIKit: the number of items in a section (0 for a section not in the snapshot).
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sectionIndexes[identifier].map { sections[$0].items.count } ?? 0
  }

  /// Matches UIKit: a section's items, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sectionIndexes[identifier].map { sections[$0].items } ?? []
  }

  /// Matches UIKit: the section an item is in, if it is in the snapshot.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    itemSections[identifier]
  }

  /// Matches UIKit: the item's index in ``itemIdentifiers``.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = itemSections[identifier], let index = sectionIndexes[section] else {
      return nil
    }
    let before = sections[..<index].reduce(0) { $0 + $1.items.count }
    return sections[index].items.firstIndex(of: identifier).map { before + $0 }
  }

  /// Matches UIKit: the section's index.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIndexes[identifier]
  }

  /// Matches UIKit: the items marked for reloading.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

  /// Matches UIKit (iOS 15+): the items marked for reconfiguring.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

  /// Matches UIKit: the sections marked for reloading.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

  /// Where an item is: its section's index and its index there.
  func location(of identifier: Item) -> (section: Int, item: Int)? {
    guard let section = itemSections[identifier], let index = sectionIndexes[section],
      let item = sections[index].items.firstIndex(of: identifier)
    else { return nil }
    return (index, item)
  }

  /// The item at a section index and item index, if there is one: what a data source shows
  /// at an index path.
  func item(atSection section: Int, index: Int) -> Item? {
    guard sections.indices.contains(section), sections[section].items.indices.contains(index)
    else { return nil }
    return sections[section].items[index]
  }

  /// The number of items in the section at `index` (0 when there is none).
  func itemCount(inSectionAt index: Int) -> Int {
    sections.indices.contains(index) ? sections[index].items.count : 0
  }

  /// The identifier of the section at `index`, if there is one.
  func sectionIdentifier(at index: Int) -> Section? {
    sections.indices.contains(index) ? sections[index].identifier : nil
  }

  // MARK: Items

  /// Matches UIKit: adds items at the end of a section (the last one when `nil`).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let index = sectionIndex(for: sectionIdentifier), checkNew(identifiers) else { return }
    sections[index].items += identifiers
    let section = sections[index].identifier
    for item in identifiers { itemSections[item] = section }
  }

  /// Matches UIKit: adds items just before another item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: beforeIdentifier, after: false)
  }

  /// Matches UIKit: adds items just after another item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: afterIdentifier, after: true)
  }

  private mutating func insert(_ identifiers: [Item], at anchor: Item, after: Bool) {
    guard let (section, item) = existingLocation(of: anchor), checkNew(identifiers) else { return }
    sections[section].items.insert(contentsOf: identifiers, at: after ? item + 1 : item)
    for identifier in identifiers { itemSections[identifier] = sections[section].identifier }
  }

  /// Matches UIKit: removes items; identifiers not in the snapshot are ignored.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let doomed = Set(identifiers).filter { itemSections[$0] != nil }
    guard !doomed.isEmpty else { return }
    for index in sections.indices where sections[index].items.contains(where: doomed.contains) {
      sections[index].items.removeAll(where: doomed.contains)
    }
    for identifier in doomed { itemSections[identifier] = nil }
  }

  /// Matches UIKit: removes every section and item.
  public mutating func deleteAllItems() {
    self = NSDiffableDataSourceSnapshot()
  }

  /// Matches UIKit: moves an item to just before another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, to: toIdentifier, after: false)
  }

  /// Matches UIKit: moves an item to just after another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, to: toIdentifier, after: true)
  }

  private mutating func move(_ identifier: Item, to anchor: Item, after: Bool) {
    guard existingLocation(of: anchor) != nil,
      let (section, item) = existingLocation(of: identifier)
    else { return }
    guard identifier != anchor else { return }
    sections[section].items.remove(at: item)
    itemSections[identifier] = nil
    insert([identifier], at: anchor, after: after)
  }

  /// Matches UIKit: marks items whose cells are made again when the snapshot is applied.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    guard identifiers.allSatisfy({ existingLocation(of: $0) != nil }) else { return }
    reloadedItems += identifiers
  }

  /// Matches UIKit (iOS 15+): marks items whose cells are configured again in place when the
  /// snapshot is applied.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    guard identifiers.allSatisfy({ existingLocation(of: $0) != nil }) else { return }
    reconfiguredItems += identifiers
  }

  // MARK: Sections

  /// Matches UIKit: adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard checkNew(sections: identifiers) else { return }
    sections += identifiers.map { ($0, []) }
    reindexSections()
  }

  /// Matches UIKit: adds sections just before another.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insert(sections: identifiers, at: toIdentifier, after: false)
  }

  /// Matches UIKit: adds sections just after another.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insert(sections: identifiers, at: toIdentifier, after: true)
  }

  private mutating func insert(sections identifiers: [Section], at anchor: Section, after: Bool) {
    guard let index = existingIndex(of: anchor), checkNew(sections: identifiers) else { return }
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: after ? index + 1 : index)
    reindexSections()
  }

  /// Matches UIKit: removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers)
    for section in sections where doomed.contains(section.identifier) {
      for item in section.items { itemSections[item] = nil }
    }
    sections.removeAll { doomed.contains($0.identifier) }
    reindexSections()
  }

  /// Matches UIKit: moves a section, with its items, to just before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    move(section: identifier, to: toIdentifier, after: false)
  }

  /// Matches UIKit: moves a section, with its items, to just after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    move(section: identifier, to: toIdentifier, after: true)
  }

  private mutating func move(section identifier: Section, to anchor: Section, after: Bool) {
    guard identifier != anchor, let from = existingIndex(of: identifier),
      existingIndex(of: anchor) != nil
    else { return }
    let moving = sections.remove(at: from)
    reindexSections()
    let to = sectionIndexes[anchor]! + (after ? 1 : 0)
    sections.insert(moving, at: to)
    reindexSections()
  }

  /// Matches UIKit: marks sections whose items' cells are all made again when applied.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    guard identifiers.allSatisfy({ existingIndex(of: $0) != nil }) else { return }
    reloadedSections += identifiers
  }

  // MARK: Checks

  private mutating func reindexSections() {
    sectionIndexes = Dictionary(
      uniqueKeysWithValues: sections.enumerated().map { ($1.identifier, $0) })
  }

  /// The index of the section to append to: the one named, or the last; UIKit raises when
  /// there is none.
  private func sectionIndex(for identifier: Section?) -> Int? {
    if let identifier { return existingIndex(of: identifier) }
    guard !sections.isEmpty else {
      SnapshotFault.raise(
        "There are currently no sections in the data source. Please add a section first.")
      return nil
    }
    return sections.count - 1
  }

  private func existingIndex(of section: Section) -> Int? {
    if let index = sectionIndexes[section] { return index }
    SnapshotFault.raise("Invalid section identifier specified: \(section)")
    return nil
  }

  private func existingLocation(of item: Item) -> (section: Int, item: Int)? {
    if let location = location(of: item) { return location }
    SnapshotFault.raise("Invalid item identifier specified: \(item)")
    return nil
  }

  /// Matches UIKit: identifiers must be unique, among themselves and in the snapshot.
  private func checkNew(_ identifiers: [Item]) -> Bool {
    SnapshotFault.checkUnique(identifiers, kind: "item") { itemSections[$0] != nil }
  }

  private func checkNew(sections identifiers: [Section]) -> Bool {
    SnapshotFault.checkUnique(identifiers, kind: "section") { sectionIndexes[$0] != nil }
  }
}

/// A misuse of a snapshot, raised through UIKit's exception hook on the main actor, where
/// snapshots are built for the views; elsewhere a trap, since the hook is the main actor's.
enum SnapshotFault {
  /// Marks the main queue, which the main actor runs on. The queue, not the main thread: a test
  /// runner may drain the main queue from another thread (Swift Testing's does on Linux).
  private static let mainQueueMark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static func raise(_ reason: String) {
    guard DispatchQueue.getSpecific(key: mainQueueMark) == true else { fatalError(reason) }
    MainActor.assumeIsolated { UIKitException.raise(.internalInconsistencyException, reason) }
  }

  /// Whether `identifiers` are unique among themselves and not `isPresent` already; raises
  /// UIKit's message naming the duplicates when not.
  static func checkUnique<Identifier: Hashable>(
    _ identifiers: [Identifier], kind: String, isPresent: (Identifier) -> Bool
  ) -> Bool {
    var seen = Set<Identifier>()
    let duplicates = identifiers.filter { isPresent($0) || !seen.insert($0).inserted }
    guard !duplicates.isEmpty else { return true }
    raise(
      "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: "
        + setDescription(duplicates))
    return false
  }

  /// Identifiers as Foundation describes a set of them: `{(\n    A,\n    B\n)}`.
  static func setDescription(_ values: [some Any]) -> String {
    "{(\n" + values.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
  }
}

extension NSDiffableDataSourceSnapshot {
  /// Moves `item` to position `index` of `section` (counted without the item), as a list's
  /// reorder control moves a row; what a diffable data source's snapshot does when told of
  /// the move.
  mutating func moveItem(
    _ item: ItemIdentifierType, to index: Int, in section: SectionIdentifierType
  ) {
    deleteItems([item])
    let items = itemIdentifiers(inSection: section)
    if index < items.count {
      insertItems([item], beforeItem: items[index])
    } else {
      appendItems([item], toSection: section)
    }
  }
}
