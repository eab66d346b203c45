import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("Snapshot differences: the batch update found turns the old snapshot into the new")
struct SnapshotDifferenceTests {
  /// Applies `update` to the old snapshot's items through the same plan a table uses, and
  /// returns the items in their new places.
  @MainActor
  private func replay(
    _ old: NSDiffableDataSourceSnapshot<Int, Int>, _ new: NSDiffableDataSourceSnapshot<Int, Int>
  ) throws -> [[Int?]] {
    let update = SnapshotDifference.update(from: old, to: new, animation: .automatic)
    let plan = try ListUpdatePlan.make(
      oldCounts: old.sections.map(\.items.count), update: update, terms: .table,
      newSectionCount: { new.numberOfSections },
      newItemCount: { new.sections[$0].items.count }
    ).get()
    return plan.itemSources.enumerated().map { section, sources in
      sources.enumerated().map { item, source in
        // An item with no source is new: it must be one the old snapshot did not have, or
        // one in a section that is itself new.
        source.map { old.sections[$0.section].items[$0.item] }
          ?? new.sections[section].items[item]
      }
    }
  }

  @Test("random snapshots: every difference replays to the new snapshot", arguments: 0..<40)
  @MainActor
  func random(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    func snapshot() -> NSDiffableDataSourceSnapshot<Int, Int> {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      let sections = (0..<8).shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random))
      snapshot.appendSections(Array(sections))
      var items = (0..<60).shuffled(using: &random).prefix(Int.random(in: 0...40, using: &random))
      for section in sections {
        let count = Int.random(in: 0...items.count, using: &random)
        snapshot.appendItems(Array(items.prefix(count)), toSection: section)
        items = items.dropFirst(count)
      }
      return snapshot
    }
    let old = snapshot()
    let new = snapshot()

    let replayed = try replay(old, new)

    #expect(replayed == new.sections.map { $0.items.map(Optional.some) })
  }

  @Test("the fewest moves: one item carried across the list is one move")
  @MainActor
  func fewestMoves() {
    var old = NSDiffableDataSourceSnapshot<Int, String>()
    old.appendSections([0])
    old.appendItems(["A", "B", "C", "D", "E"])
    var new = old
    new.moveItem("A", afterItem: "E")

    let update = SnapshotDifference.update(from: old, to: new, animation: .fade)

    #expect(update.movedItems.map(\.from) == [IndexPath(item: 0, section: 0)])
    #expect(update.movedItems.map(\.to) == [IndexPath(item: 4, section: 0)])
    #expect(update.insertedItems.isEmpty && update.deletedItems.isEmpty)
  }
}
